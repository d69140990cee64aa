package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"tablemate/config"
	"tablemate/i18n"
	"tablemate/internal/lastframe"
	"tablemate/internal/playstart"
	"tablemate/store"
	"tablemate/tableview"
	"tablemate/tracker/trackertest"
)

// TestTheKeptFrameIsWhatAStartDraws: the frame play keeps for its next
// start (drawn from the store read-only, with nothing written) is, cell for
// cell, what that start then draws first, at 80x24 and 120x40: a game in
// progress, a solo game against the Automa, two games in progress (the
// chooser), and no game (the new-game form), in English and Spanish.
func TestTheKeptFrameIsWhatAStartDraws(t *testing.T) {
	solo := "setup players=Ana seed=4 automa=japan"
	cases := map[string]func(t *testing.T, db string){
		"continuous": func(t *testing.T, db string) { playedGameDB(t, db, continuousSetup, 300) },
		"solo":       func(t *testing.T, db string) { playedGameDB(t, db, solo, 40) },
		"two in progress": func(t *testing.T, db string) {
			playedGameDB(t, db, continuousSetup, 30)
			st, err := store.Open(db, store.WithKinds(gameKinds()))
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			if _, err := st.Import(store.Monumental, solo, trackertest.LegalActions(t, solo, 12), nil, nil); err != nil {
				t.Fatal(err)
			}
		},
		"no game": func(t *testing.T, db string) {
			st, err := store.Open(db)
			if err != nil {
				t.Fatal(err)
			}
			st.Close()
		},
	}
	for name, make := range cases {
		for _, lang := range []string{"en", "es"} {
			t.Run(name+"/"+lang, func(t *testing.T) {
				db := filepath.Join(t.TempDir(), "t.db")
				make(t, db)
				settings, err := config.Load(config.LoadOptions{Env: []string{"HOME=" + t.TempDir()}, Flags: map[string]string{"database": db, "language": lang}})
				if err != nil {
					t.Fatal(err)
				}
				for _, size := range [][2]int{{80, 24}, {120, 40}} {
					var errOut bytes.Buffer
					o := playstart.Options{Settings: settings, Localizer: i18n.New(lang), Kinds: gameKinds(),
						Share: tableview.NewShare(tableview.ShareOptions{Lang: lang}), Stderr: &errOut, Preview: true}
					kept, err := playstart.Open(o)
					if err != nil {
						t.Fatal(err)
					}
					want := playstart.FrameOf(kept.Dashboard, size[0], size[1])
					kept.Close()
					o.Preview = false
					start, err := playstart.Open(o)
					if err != nil {
						t.Fatal(err)
					}
					screen := tcell.NewSimulationScreen("UTF-8")
					start.Dashboard.App().SetScreen(screen)
					screen.SetSize(size[0], size[1])
					start.Dashboard.App().ForceDraw()
					got := lastframe.Capture(screen)
					if err := start.Started(); err != nil {
						t.Fatal(err)
					}
					// Once the recorder took the game, the screen still
					// shows the same (the clock of the sitting it opened).
					start.Dashboard.App().ForceDraw()
					if again := lastframe.Capture(screen); !again.Equal(got) {
						t.Fatalf("%dx%d: after the start, the screen shows\n%s\nbefore\n%s", size[0], size[1], again, got)
					}
					start.Close()
					screen.Fini()
					if !got.Equal(want) {
						t.Fatalf("%dx%d: the start drew\n%s\nthe kept frame is\n%s", size[0], size[1], got, want)
					}
					if !strings.Contains(got.String(), map[bool]string{true: "Ana", false: "Monumental"}[name != "no game"]) {
						t.Fatalf("%dx%d: not the game:\n%s", size[0], size[1], got)
					}
				}
			})
		}
	}
}

// TestAKeptFrameIsDrawnOnlyOnTheDatabaseItCameFrom runs tablemate play in
// a pseudo-terminal, kills it once its first frame is drawn (it wrote
// nothing and kept that frame) and marks the frame it kept (its "Round"
// becomes "Rxund"). Started again on the same database (after a kill, or
// a quit with q, which keeps the frame anew), the marked frame is drawn
// first, then the dashboard's own; started after another
// program wrote to the database, the marked frame is never drawn.
func TestAKeptFrameIsDrawnOnlyOnTheDatabaseItCameFrom(t *testing.T) {
	dir, bin, db, env := keptFrameTable(t)
	// play runs tablemate play until want is shown, then presses keys
	// and waits for it to end; it gives what the terminal received.
	play := func(want, keys string) string {
		p := startOnTerminal(t, env, 100, 30, bin, "play")
		p.waitFor(want)
		if keys == "" {
			p.kill()
		} else {
			p.press(keys)
			if err := p.wait(); err != nil {
				t.Fatalf("play: %v", err)
			}
		}
		return p.output()
	}
	// A start killed before the table acted wrote nothing, and kept the
	// frame it drew.
	before, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	play("Round", "")
	if after, _ := os.ReadFile(db); !bytes.Equal(before, after) {
		t.Fatal("a start that only showed the game changed the database")
	}
	frames, _ := filepath.Glob(filepath.Join(dir, "cache", "tablemate", "frames", "*"))
	if len(frames) != 1 {
		t.Fatalf("kept frames: %v", frames)
	}
	mark := func() { markKeptFrame(t, frames[0]) }
	drawnFirst := func(out string) { t.Helper(); keptFrameDrawnFirst(t, out) }
	mark()
	drawnFirst(play("Round", ""))
	// Quit with q: the sitting is saved, and the frame kept anew.
	drawnFirst(play("Round", "q"))
	mark()
	drawnFirst(play("Round", "q"))
	mark()
	st, err := store.Open(db, store.WithKinds(gameKinds()))
	if err != nil {
		t.Fatal(err)
	}
	playing, err := st.InProgress()
	if err != nil || len(playing) != 1 {
		t.Fatal(err, playing)
	}
	if err := st.Acknowledge(playing[0].ID); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if out := play("Round", "q"); strings.Contains(out, "Rxund") {
		t.Fatal("the kept frame was drawn on a database changed since")
	}
}

// markKeptFrame marks the frame kept at path: its "Round" becomes "Rxund",
// in its cells and in its terminal bytes.
func markKeptFrame(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// A cell is kept as its column, row, style and text, each
	// grapheme of "Round" in one cell (lastframe's layout).
	round := regexp.MustCompile(`(?s)(\x01R...\x01)o(...\x01u...\x01n...\x01d)`)
	if !round.Match(b) {
		t.Fatal("the kept frame shows no Round")
	}
	b = round.ReplaceAll(b, []byte("${1}x${2}"))
	// Its terminal bytes, sent first, show the word as it is.
	if !bytes.Contains(b, []byte("Round")) {
		t.Fatal("the kept frame's terminal bytes show no Round")
	}
	os.WriteFile(path, bytes.ReplaceAll(b, []byte("Round"), []byte("Rxund")), 0o600)
}

// keptFrameDrawnFirst: out, what a start sent the terminal, begins with
// the marked kept frame, sent once, before the dashboard's own.
func keptFrameDrawnFirst(t *testing.T, out string) {
	t.Helper()
	if i, j := strings.Index(out, "Rxund"), strings.Index(out, "Round"); i < 0 || i > j {
		t.Fatalf("on the same database the kept frame is not drawn first (Rxund at %d, Round at %d)", i, j)
	}
	// Its terminal bytes went out before tcell started, and tcell's
	// own drawing of the same frame was not sent again.
	if n := strings.Count(out, "Rxund"); n != 1 {
		t.Fatalf("the kept frame was sent %d times", n)
	}
}

// TestAFrameIsKeptForAKillMidGame: once the table has acted and left the
// game alone for a moment, the frame of the game as it now stands is
// kept, so that a start after a kill (no quit, nothing kept at close)
// draws it first.
func TestAFrameIsKeptForAKillMidGame(t *testing.T) {
	dir, bin, db, env := keptFrameTable(t)
	before, err := store.FileState(db)
	if err != nil {
		t.Fatal(err)
	}
	p := startOnTerminal(t, env, 100, 30, bin, "play")
	p.waitFor("Round")
	frames, _ := filepath.Glob(filepath.Join(dir, "cache", "tablemate", "frames", "*"))
	if len(frames) != 1 {
		t.Fatalf("kept frames: %v", frames)
	}
	first, err := os.Stat(frames[0])
	if err != nil {
		t.Fatal(err)
	}
	p.press("p") // a pass: the game changes
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if fi, err := os.Stat(frames[0]); err == nil && !fi.ModTime().Equal(first.ModTime()) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no frame was kept after the table acted")
		}
	}
	p.kill()
	if after, _ := store.FileState(db); after == before {
		t.Fatal("the pass was not saved")
	}
	markKeptFrame(t, frames[0])
	again := startOnTerminal(t, env, 100, 30, bin, "play")
	again.waitFor("Round")
	again.kill()
	keptFrameDrawnFirst(t, again.output())
}

// keptFrameTable is what the kept-frame tests in a pseudo-terminal start
// from: tablemate built as installed in dir, a 200-action continuous game
// in progress in db, and the environment that plays it with its own
// cache of frames (dir/cache).
func keptFrameTable(t *testing.T) (dir, bin, db string, env []string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds tablemate")
	}
	dir = t.TempDir()
	bin = filepath.Join(dir, "tablemate")
	buildAsInstalled(t, bin, ".")
	db = filepath.Join(dir, "t.db")
	playedGameDB(t, db, continuousSetup, 200)
	env = append(os.Environ(), "TERM=xterm-256color", "TABLEMATE_DB="+db, "XDG_CACHE_HOME="+filepath.Join(dir, "cache"))
	return dir, bin, db, env
}
