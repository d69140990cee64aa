package recorder

import (
	"path/filepath"
	"testing"
	"time"

	"tablemate/dashboard/control"
	"tablemate/scoring"
	"tablemate/store"
	"tablemate/tracker"
)

// TestARedoneLastTallyFinishesTheGame: in the store, a scored game whose
// last tally is undone is in progress again (Reopen), and redoing that
// tally finishes it again with its result (Finish), as scoring does: the
// history never keeps in progress a game the screen calls scored.
func TestARedoneLastTallyFinishesTheGame(t *testing.T) {
	t.Parallel()
	st, err := store.Open(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rec := New(st, gameKinds(), time.Now, errStale)
	c := control.New(control.Config{Recorder: rec, Kinds: gameKinds()})
	setup, err := tracker.ParseSetup("setup players=Ana,Ben seed=1 eras=3,2,2")
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(tracker.KindName, setup); err != nil {
		t.Fatal(err)
	}
	for turn := 0; turn < 30 && !c.Game().Over(); turn++ {
		c.Do(tracker.Take{Slots: []int{3}})
		c.Do(tracker.EndTurn{})
	}
	if !c.Game().Over() {
		t.Fatal("the game did not end")
	}
	for _, tally := range []scoring.Tally{{Name: "Ana", Knowledge: 5, Gold: 3}, {Name: "Ben", Knowledge: 2}} {
		if !c.Do(tracker.TallyAction{Tally: tally}) {
			t.Fatalf("tally refused: %s", c.Status().Text)
		}
	}
	if err := c.Finish(); err != nil {
		t.Fatal(err)
	}
	id := rec.id
	finished := func(want bool, when string) {
		t.Helper()
		r, err := st.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		if r.Finished != want || (want && (r.Result == nil || len(r.Result.Winners) != 1 || r.Result.Winners[0] != "Ana")) {
			t.Errorf("%s: finished %v (want %v), result %+v", when, r.Finished, want, r.Result)
		}
		if c.Scored() != want {
			t.Errorf("%s: the controller says scored %v", when, c.Scored())
		}
	}
	finished(true, "scored")
	c.Undo()
	finished(false, "the last tally undone")
	c.Redo()
	finished(true, "the last tally redone")
}
