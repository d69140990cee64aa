package main

import (
	"cmp"
	"database/sql"
	"os"
	"path/filepath"
	"slices"
	"tablemate/tracker/trackertest"
	"testing"
	"time"

	"tablemate/store"
)

// continuousSetup is the resumed game of the first-frame benchmark.
const continuousSetup = "setup mode=continuous players=Ana,Ben,Cid,Dee seed=7"

// playedGameDB saves a game of n actions in progress as the dashboard
// plays it (an action a second, in sittings of 100 actions) in a new
// database at path.
func playedGameDB(t testing.TB, path, setup string, n int) {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := st.Import(store.Monumental, setup, trackertest.LegalActions(t, setup, n), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	start := time.Unix(1700000000, 0).UnixNano()
	if _, err := db.Exec(`UPDATE actions SET at = ? + seq * ? WHERE game_id = ?`, start, int64(time.Second), id); err != nil {
		t.Fatal(err)
	}
	for k := range int64(n / 100) {
		opened := start + k*100*int64(time.Second)
		closed := opened + 100*int64(time.Second)
		if _, err := db.Exec(`INSERT INTO sittings (game_id, opened, last, closed) VALUES (?, ?, ?, ?)`, id, opened, closed, closed); err != nil {
			t.Fatal(err)
		}
	}
}

// firstFrame starts bin under a pseudo-terminal of 120x40 and returns the
// time from its start to the first output that shows want; then it kills
// the program.
func firstFrame(b *testing.B, env []string, want string, bin string, args ...string) time.Duration {
	t0 := time.Now()
	p := startOnTerminal(b, env, 120, 40, bin, args...)
	p.waitFor(want)
	took := time.Since(t0)
	p.kill()
	return took
}

// BenchmarkFirstFrameOverTviewBox starts `tablemate play` on a resumed
// 5,000-action continuous game and internal/startfloor/tviewbox (a bare
// tview program drawing one box) under a pseudo-terminal of 120x40, each
// going first in turn, and times each from exec to the first output that
// shows "Round" (the dashboard's header; the box's title). It reports the
// median of tablemate's times over the median of the box's and both
// medians in milliseconds, for two starts:
//   - "x-box", "play-ms": the game as the last start or close of play left
//     it (here a quit with q), the frame it kept drawn first
//     (internal/lastframe);
//   - "x-box-cold", "cold-ms": a database changed since (another program's
//     write, or a table that acted and was killed), nothing kept to draw.
//
// Each run resumes its database again (its bytes and times put back).
// Beside them, "floor-ms" is internal/startfloor's
// time to its one line under the same terminal: the start of a program
// that only links and initialises tablemate's libraries.
func BenchmarkFirstFrameOverTviewBox(b *testing.B) {
	dir := b.TempDir()
	tm, box, floor := filepath.Join(dir, "tablemate"), filepath.Join(dir, "tviewbox"), filepath.Join(dir, "startfloor")
	for bin, pkg := range map[string]string{tm: ".", box: "../../internal/startfloor/tviewbox", floor: "../../internal/startfloor"} {
		buildAsInstalled(b, bin, pkg)
	}
	// Two databases, each with the frame kept for it: one resumed as the
	// last start left it, one changed since each time (a new file time).
	warmDB, coldDB := filepath.Join(dir, "warm.db"), filepath.Join(dir, "cold.db")
	playedGameDB(b, warmDB, continuousSetup, 5000)
	cold := saveFile(b, warmDB)
	if err := os.WriteFile(coldDB, cold.data, 0o600); err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), "TERM=xterm-256color", "XDG_CACHE_HOME="+filepath.Join(dir, "cache"))
	warmEnv, coldEnv := append(env, "TABLEMATE_DB="+warmDB), append(env, "TABLEMATE_DB="+coldDB)
	quitPlay(b, warmEnv, tm)
	warm := saveFile(b, warmDB)
	runs := []func() time.Duration{
		func() time.Duration {
			warm.restore(b, warmDB)
			return firstFrame(b, warmEnv, "Round", tm, "play")
		},
		func() time.Duration {
			cold.restore(b, coldDB)
			os.Chtimes(coldDB, time.Now(), time.Now())
			return firstFrame(b, coldEnv, "Round", tm, "play")
		},
		func() time.Duration { return firstFrame(b, env, "Round", box) },
		func() time.Duration { return firstFrame(b, env, "floor", floor) },
	}
	took := make([][]time.Duration, len(runs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := range runs {
			r := (i + k) % len(runs)
			took[r] = append(took[r], runs[r]())
		}
	}
	ours, coldMed, base := median(took[0]), median(took[1]), median(took[2])
	b.ReportMetric(float64(ours)/float64(base), "x-box")
	b.ReportMetric(float64(coldMed)/float64(base), "x-box-cold")
	b.ReportMetric(float64(ours.Microseconds())/1000, "play-ms")
	b.ReportMetric(float64(coldMed.Microseconds())/1000, "cold-ms")
	b.ReportMetric(float64(base.Microseconds())/1000, "box-ms")
	b.ReportMetric(float64(median(took[3]).Microseconds())/1000, "floor-ms")
}

// savedFile is a database file's bytes and modification time.
type savedFile struct {
	data []byte
	mod  time.Time
}

func saveFile(b *testing.B, path string) savedFile {
	data, err := os.ReadFile(path)
	fi, serr := os.Stat(path)
	if err != nil || serr != nil {
		b.Fatal(err, serr)
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		b.Fatal("a log beside the database: it was not closed")
	}
	return savedFile{data, fi.ModTime()}
}

// restore puts the file back as saved, in place (the same file), with
// no log beside it.
func (f savedFile) restore(b *testing.B, path string) {
	os.Remove(path + "-wal")
	os.Remove(path + "-shm")
	if err := os.WriteFile(path, f.data, 0o600); err != nil {
		b.Fatal(err)
	}
	if err := os.Chtimes(path, f.mod, f.mod); err != nil {
		b.Fatal(err)
	}
}

// quitPlay starts tablemate play under a pseudo-terminal of 120x40, waits
// for its first frame and quits it with q, as a table ends an evening.
func quitPlay(b *testing.B, env []string, bin string) {
	p := startOnTerminal(b, env, 120, 40, bin, "play")
	p.waitFor("Round")
	p.press("q")
	if err := p.wait(); err != nil {
		b.Fatalf("play: %v", err)
	}
}

func median[T cmp.Ordered](d []T) T {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}
