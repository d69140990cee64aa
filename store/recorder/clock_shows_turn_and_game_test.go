package recorder

import (
	"path/filepath"
	"testing"
	"time"

	"tablemate/store"
)

// The dashboard's clock: the current turn runs from the end of the turn
// before, an undo takes the turn's start back with it, and the time the
// dashboard was closed is in neither the turn nor the game.
func TestRecorderClockShowsTheTurnAndTheGameWithoutTheTimeClosed(t *testing.T) {
	t.Parallel()
	clock := &testClock{t: time.Date(2025, 6, 1, 19, 0, 0, 0, time.UTC)}
	path := filepath.Join(t.TempDir(), "t.db")
	rec := newClockedRecorder(t, path, clock)
	start := clock.now()
	if err := rec.NewGame("setup mode=standard players=Ana,Ben seed=1"); err != nil {
		t.Fatal(err)
	}
	check := func(what string, turn, played time.Duration) {
		t.Helper()
		s, gotTurn, gotPlayed := rec.Times()
		if !s.Equal(start) || gotTurn != turn || gotPlayed != played {
			t.Errorf("%s: started %v, turn %v, played %v; want %v, %v, %v", what, s, gotTurn, gotPlayed, start, turn, played)
		}
	}
	check("at the start", 0, 0)
	clock.advance(2 * time.Minute)
	check("Ana thinking", 2*time.Minute, 2*time.Minute)
	rec.Record("take 1")
	clock.advance(time.Minute)
	rec.Record("end") // Ana's turn: 3m
	check("Ben's turn begins", 0, 3*time.Minute)
	clock.advance(4 * time.Minute)
	rec.Record("take 1")
	clock.advance(time.Minute)
	check("Ben took a card", 5*time.Minute, 8*time.Minute)
	if err := rec.Undo(); err != nil {
		t.Fatal(err)
	}
	check("Ben's card undone: still his turn", 5*time.Minute, 8*time.Minute)

	// The dashboard closes for an hour; its next start resumes the clock.
	rec.Leave()
	clock.advance(time.Hour)
	rec2 := newClockedRecorder(t, path, clock)
	if g, err := rec2.Reload(gameKinds()); err != nil || g == nil {
		t.Fatalf("reload: %v %v", g, err)
	}
	rec = rec2
	clock.advance(time.Minute)
	check("after the break", 6*time.Minute, 9*time.Minute)
	rec.Record("end")
	check("Ana again", 0, 9*time.Minute)
	clock.advance(30 * time.Second)
	rec.Record("end")
	if err := rec.Finish(storeResultForTest()); err != nil {
		t.Fatal(err)
	}
	clock.advance(10 * time.Minute) // the final screen: not playing time
	_, _, played := rec.Times()
	if played != 9*time.Minute+30*time.Second {
		t.Errorf("after the end: played %v, want 9m30s", played)
	}
	rec.Leave()

	r, err := rec.st.LoadTimed(rec2.id)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := store.Steps(gameKinds().Named(r.Game), r)
	if err != nil {
		t.Fatal(err)
	}
	times := store.ThinkingTimes(store.Turns(steps, r.Times().Offsets))
	want := map[string][2]time.Duration{"Ana": {2, 3*time.Minute + 30*time.Second}, "Ben": {1, 6 * time.Minute}}
	for _, p := range times {
		w := want[p.Name]
		if time.Duration(p.Turns) != w[0] || p.Total != w[1] {
			t.Errorf("%s: %d turns, %v in all; want %d, %v", p.Name, p.Turns, p.Total, w[0], w[1])
		}
	}
	if len(times) != 2 {
		t.Errorf("thinking times %+v, want Ana and Ben", times)
	}
}
