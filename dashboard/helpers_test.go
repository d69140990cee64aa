package dashboard

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

var update = flag.Bool("update", false, "rewrite the golden screens in testdata/")

// harness drives a dashboard the way the event loop does, without running
// it: keys go through the root's input handler, frames through Draw.
type harness struct {
	t      testing.TB
	d      *Dashboard
	rec    *dashboardtest.MemoryRecorder
	screen tcell.SimulationScreen
}

func fixedNow() time.Time { return time.Unix(1700000000, 0) }

func newHarness(t testing.TB, w, h int, opts Options) *harness {
	t.Helper()
	if opts.Recorder == nil {
		opts.Recorder = &dashboardtest.MemoryRecorder{}
	}
	if opts.Now == nil {
		opts.Now = fixedNow
	}
	if opts.Kinds == nil {
		opts.Kinds = testKinds(nil)
	}
	d, err := New(tview.NewApplication(), opts)
	if err != nil {
		t.Fatal(err)
	}
	screen := tcell.NewSimulationScreen("UTF-8")
	if err := screen.Init(); err != nil {
		t.Fatal(err)
	}
	screen.SetSize(w, h)
	rec, _ := opts.Recorder.(*dashboardtest.MemoryRecorder)
	return &harness{t: t, d: d, rec: rec, screen: screen}
}

// withGame starts a harness on a game recorded in a memory recorder. A solo
// game has no Automa deck: its turns are played with take and end.
func withGame(t testing.TB, w, h int, setupLine string, actions ...string) *harness {
	t.Helper()
	return gameHarness(t, w, h, nil, setupLine, actions)
}

// withDeckGame is withGame with the Automa's deck loaded as the command line
// loads it (the embedded deck), for the game and for new games.
func withDeckGame(t testing.TB, w, h int, setupLine string, actions ...string) *harness {
	t.Helper()
	return gameHarness(t, w, h, []tracker.Option{tracker.WithDecks(deckfile.Load)}, setupLine, actions)
}

// testKinds are the games as the command line knows them, Monumental's
// built with the engine options given.
func testKinds(engine []tracker.Option) kernel.Kinds {
	return kernel.Kinds{wm.NewKind(), tracker.NewKind(engine...)}
}

func gameHarness(t testing.TB, w, h int, engine []tracker.Option, setupLine string, actions []string) *harness {
	t.Helper()
	kinds := testKinds(engine)
	g, err := kinds.For(setupLine).Load(setupLine, actions, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}, Actions: append([]string(nil), actions...)}
	return newHarness(t, w, h, Options{Recorder: rec, Game: g, Kinds: kinds})
}

func (h *harness) press(keys ...any) *harness {
	h.t.Helper()
	for _, k := range keys {
		var ev *tcell.EventKey
		switch k := k.(type) {
		case rune:
			ev = tcell.NewEventKey(tcell.KeyRune, k, tcell.ModNone)
		case tcell.Key:
			ev = tcell.NewEventKey(k, 0, tcell.ModNone)
		case string:
			for _, r := range k {
				h.press(r)
			}
			continue
		default:
			h.t.Fatalf("bad key %v", k)
		}
		h.draw() // the event loop draws between keys; layout positions come from drawing
		if !h.d.root.HasFocus() {
			continue // as the event loop: a root without the focus gets no key
		}
		h.d.root.InputHandler()(ev, h.d.dialogs.setFocus)
	}
	return h
}

func (h *harness) resize(w, hh int) *harness {
	h.screen.SetSize(w, hh)
	return h
}

// draw renders a frame as the application does and returns its text.
func (h *harness) draw() string {
	w, hh := h.screen.Size()
	h.screen.Clear()
	h.d.root.SetRect(0, 0, w, hh)
	h.d.root.Draw(h.screen)
	h.screen.Show()
	return screenText(h.screen)
}

func screenText(s tcell.SimulationScreen) string {
	cells, w, hh := s.GetContents()
	var b strings.Builder
	for y := 0; y < hh; y++ {
		var line strings.Builder
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Runes) == 0 {
				line.WriteByte(' ')
				continue
			}
			line.WriteString(string(c.Runes))
			if i18n.Width(string(c.Runes)) == 2 {
				x++ // a wide rune covers the next cell: the text reads as the terminal shows it
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func (h *harness) contains(want ...string) {
	h.t.Helper()
	screen := h.draw()
	for _, w := range want {
		if !strings.Contains(screen, w) {
			h.t.Fatalf("screen lacks %q:\n%s", w, screen)
		}
	}
}

func (h *harness) lacks(unwanted ...string) {
	h.t.Helper()
	screen := h.draw()
	for _, w := range unwanted {
		if strings.Contains(screen, w) {
			h.t.Fatalf("screen shows %q:\n%s", w, screen)
		}
	}
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("screen %s differs from %s (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", name, path, got, want)
	}
}

// live runs the dashboard's real event loop on a simulation screen. read
// takes the screen text on the event loop (reading it from the test
// goroutine would be a data race); waitFor waits, draw by draw, until the
// screen shows a text; stop expects q to end the loop.
type live struct {
	t      *testing.T
	app    *tview.Application
	screen tcell.SimulationScreen
	drawn  *dashboardtest.Drawn
	done   chan error
}

func runLive(t *testing.T, h *harness) *live {
	t.Helper()
	l := &live{t: t, app: h.d.App(), screen: tcell.NewSimulationScreen("UTF-8"), done: make(chan error, 1)}
	l.screen.SetSize(80, 24)
	l.app.SetScreen(l.screen)
	l.drawn = dashboardtest.FollowDraws(l.app)
	go func() { l.done <- h.d.Run() }()
	return l
}

func (l *live) read() string {
	var text string
	l.app.QueueUpdate(func() { text = screenText(l.screen) })
	return text
}

func (l *live) waitFor(want string) {
	l.t.Helper()
	if l.drawn.Until(5*time.Second, func() bool { return strings.Contains(screenText(l.screen), want) }) {
		return
	}
	text := l.read()
	l.app.Stop()
	l.t.Fatalf("screen never showed %q:\n%s", want, text)
}

func (l *live) key(k tcell.Key, r rune) { l.screen.InjectKey(k, r, tcell.ModNone) }

// stop expects the loop to end (after q) within 5 seconds.
func (l *live) stop(why string) {
	l.t.Helper()
	select {
	case err := <-l.done:
		if err != nil {
			l.t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		l.app.Stop()
		l.t.Fatal(why)
	}
}

// enterTallies fills the open end form of the three-player test game (Ana,
// Ben, Cy) and submits it: Ana 5 Knowledge and 2 Gold; Ben 5 Knowledge and
// 3 Gold; Cy nothing, so Ben wins the tie on Gold.
func (h *harness) enterTallies() {
	h.press("5", tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, "2", tcell.KeyTab, tcell.KeyTab)
	h.press("5", tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, "3", tcell.KeyTab, tcell.KeyTab)
	for i := 0; i < 6; i++ {
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
}

// session is a game loaded as the command line loads one: its setup line,
// applied actions and undone actions (the last redone first).
func session(t testing.TB, engine []tracker.Option, setupLine string, actions, redo []string) kernel.Session {
	t.Helper()
	g, err := testKinds(engine).For(setupLine).Load(setupLine, actions, redo)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// threeContinuous: three passes end round 1 with a Development phase.
const threeContinuous = "setup players=Ana,Ben,Cy mode=continuous seed=1"

// startButton moves from the players field to the Start button and presses it.
func startFromForm(h *harness) {
	h.t.Helper()
	form := h.d.dialogs.focus.(*tview.Form)
	for i := 0; i < 40; i++ {
		if idx, btn := form.GetFocusedItemIndex(); idx < 0 && btn == 0 {
			break
		}
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
}

// playToEnd plays a short three-player game (eras 3,2,2) to its end by
// keys: each player takes the card in slot 3 and ends.
func playToEnd(t *testing.T) *harness {
	t.Helper()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2")
	for turn := 0; turn < 12 && !h.d.mon().Over(); turn++ {
		h.press('3', 'e', tcell.KeyEnter)
	}
	if !h.d.mon().Over() {
		t.Fatalf("the game did not end:\n%s", h.draw())
	}
	return h
}

// helpBar is the help bar's row (the last).
func helpBar(h *harness) string {
	lines := strings.Split(strings.TrimRight(h.draw(), "\n"), "\n")
	return lines[len(lines)-1]
}

// soloJapan: the Automa's first turn asks which slot holds a Knowledge card
// (M-SOLO: a slot question, answered "slot N" or "no").
const soloJapan = "setup players=Ana civs=japan seed=1 difficulty=2 automa=china"

// helpOpensAndCloses: the global keys work, so the focus is back on the
// board.
func helpOpensAndCloses(t *testing.T, h *harness, after string) {
	t.Helper()
	if h.d.dialogs.top != "" {
		t.Fatalf("%s: dialog %q still open:\n%s", after, h.d.dialogs.top, h.draw())
	}
	if f := h.d.app.GetFocus(); f != tview.Primitive(h.d.board) {
		t.Errorf("%s: the focus is on %T, not the board", after, f)
	}
	h.press('?')
	if !strings.Contains(h.draw(), "Help · ") {
		t.Fatalf("%s: ? does not open the help: the keys are lost:\n%s", after, h.draw())
	}
	h.press(tcell.KeyEscape)
	h.lacks("Help · ")
}

// fourPassed: a 4-player continuous round ends on Dee's pass with 11 steps.
var fourPassed = []string{"take 1", "pass", "pass", "pass"}

const fourContinuous = "setup players=Ana,Ben,Cy,Dee mode=continuous seed=1"

// dialogRowsClean: the rows a dialog covers, and one above and below, show
// the dialog and nothing of the board.
func dialogRowsClean(t *testing.T, h *harness, what string) {
	t.Helper()
	full := strings.Split(h.draw(), "\n")
	w, hh := h.screen.Size()
	alone := tcell.NewSimulationScreen("UTF-8")
	if err := alone.Init(); err != nil {
		t.Fatal(err)
	}
	alone.SetSize(w, hh)
	alone.Clear()
	h.d.dialogs.page.Draw(alone)
	alone.Show()
	only := strings.Split(screenText(alone), "\n")
	_, y, _, dh := h.d.dialogs.box.GetRect()
	for row := max(0, y-1); row < min(hh, y+dh+1); row++ {
		if full[row] != only[row] {
			t.Errorf("%s: row %d shows the board:\n%q\nwant\n%q\n%s", what, row, full[row], only[row], strings.Join(full, "\n"))
			return
		}
	}
}

// dialogFlex is the open dialog's frame, under the setup form's mark of the
// buttons below; nil for a dialog that is not a framed form.
func dialogFlex(h *harness) *tview.Flex {
	switch box := h.d.dialogs.box.(type) {
	case *buttonsBelow:
		return box.Flex
	case *tview.Flex:
		return box
	}
	return nil
}

// localizedDeck is withDeckGame in a language.
func localizedDeck(t *testing.T, lang string, w, h int, setupLine string, actions ...string) *harness {
	t.Helper()
	base := withDeckGame(t, w, h, setupLine, actions...)
	return newHarness(t, w, h, Options{Recorder: base.rec, Game: base.d.Game(), Kinds: base.d.opts.Kinds, Localizer: i18n.New(lang), Now: fixedNow})
}

// squeeze is text without its spaces: lines wrapped anywhere compare
// equal.
func squeeze(text string) string { return strings.Join(strings.Fields(text), "") }

// keepTviewStyles is for a test that builds a NoColor dashboard, which sets
// tview's process-wide default styles: such a test must not run in parallel
// with others (they read those styles), and it puts them back when done.
func keepTviewStyles(t *testing.T) {
	saved := tview.Styles
	t.Cleanup(func() { tview.Styles = saved })
}

// act plays an action written in its text form, as a script gives it (the
// tests' notation), read by the game's own reader: the dashboard itself
// plays typed actions, through the controller.
func (h *harness) act(text string) bool {
	var a kernel.Action
	var err error
	if h.d.wms() != nil {
		a, err = wm.ParseAction(text)
	} else {
		a, err = tracker.ParseAction(text)
	}
	if err != nil {
		h.d.ctl.Refuse("%s", h.d.loc.Error(err))
		return false
	}
	return h.d.ctl.Do(a)
}

// startLine starts a game from a setup line, as a script gives it; the
// forms start from the setup they built (Controller.Start).
func (h *harness) startLine(line string) error {
	if wm.IsSetupLine(line) {
		setup, err := wm.ParseSetup(line)
		if err != nil {
			return err
		}
		return h.d.ctl.Start(wm.Kind, setup)
	}
	setup, err := tracker.ParseSetup(line)
	if err != nil {
		return err
	}
	return h.d.ctl.Start(tracker.KindName, setup)
}
