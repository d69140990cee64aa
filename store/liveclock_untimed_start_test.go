package store

import (
	"fmt"
	"testing"
	"time"

	"tablemate/tracker"
)

// A game entered by script (its actions untimed) and then played at the
// dashboard: the clock opened on it from its read and replay follows the
// actions played on, and the undos back into the scripted part and past
// its start, and the redos, as a clock read back after each shows them.
func TestLiveClockFollowsUndosIntoAScriptedStart(t *testing.T) {
	t.Parallel()
	now := newFakeClock()
	s, err := Open(tempDB(t), WithClock(now.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const setup = "setup players=Ana,Ben,Cy seed=1 eras=3,2,2"
	kind := tracker.NewKind()
	id, err := s.Import(kind.Name, setup, []string{"take 3", "end", "take 3", "end"}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	open, err := s.OpenSitting(id)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := s.LoadTimed(id)
	if err != nil {
		t.Fatal(err)
	}
	g, steps, err := kind.LoadSteps(rec.Setup, rec.Actions, rec.Redo)
	if err != nil {
		t.Fatal(err)
	}
	f := &followedGame{t: t, s: s, id: id, open: open, kind: kind, g: g, clock: NewLiveClock(rec, steps, g.Active() == "", open)}
	f.sameAsRead(now, "a scripted game opened")
	for turn := 0; turn < 3; turn++ {
		now.advance(time.Minute)
		f.take()
		f.do("end")
	}
	f.sameAsRead(now, "three turns played on")
	for depth := 1; f.g.CanUndo(); depth++ {
		f.undo()
		f.sameAsRead(now, fmt.Sprintf("undo %d", depth))
	}
	for f.g.CanRedo() {
		now.advance(time.Second)
		f.redo()
	}
	f.sameAsRead(now, "all redone (timed now)")
}
