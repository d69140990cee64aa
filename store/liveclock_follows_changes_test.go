package store

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"tablemate/kernel"
	"tablemate/tracker"
)

// followedGame is a game shown on a screen with its LiveClock: each change
// saved to the store and followed by the clock, from the time the store
// saved it with and the engine's step, as the dashboard's recorder does.
type followedGame struct {
	t     *testing.T
	s     *Store
	id    GameID
	open  SittingID
	kind  *kernel.Kind
	g     kernel.Session
	clock *LiveClock
}

func newFollowedGame(t *testing.T, s *Store, setup string) *followedGame {
	t.Helper()
	kind := tracker.NewKind()
	id, err := s.Create(kind.Name, setup)
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
	g, err := kind.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	return &followedGame{t: t, s: s, id: id, open: open, kind: kind, g: g, clock: NewLiveClock(rec, kernel.Steps{}, false, open)}
}

func (f *followedGame) do(actions ...string) {
	f.t.Helper()
	for _, a := range actions {
		ch, err := f.g.Prepare(a)
		if err != nil {
			f.t.Fatalf("%s: %v", a, err)
		}
		at, err := f.s.AppendTimed(f.id, ch.ActionText())
		if err != nil {
			f.t.Fatal(err)
		}
		f.clock.Append(ch.ActionText(), at, ch.Step())
		if err := f.g.Commit(ch); err != nil {
			f.t.Fatal(err)
		}
	}
}

func (f *followedGame) take() {
	f.t.Helper()
	for slot := 1; slot <= 6; slot++ {
		if _, err := f.g.Prepare(fmt.Sprintf("take %d", slot)); err == nil {
			f.do(fmt.Sprintf("take %d", slot))
			return
		}
	}
	f.t.Fatalf("no card to take:\n%v", f.g.Summary())
}

func (f *followedGame) undo() {
	f.t.Helper()
	at, err := f.s.UndoTimed(f.id)
	if err != nil {
		f.t.Fatal(err)
	}
	if !f.clock.Undo(at) {
		f.t.Fatal("the clock could not follow the undo")
	}
	if _, _, err := f.g.Undo(); err != nil {
		f.t.Fatal(err)
	}
}

func (f *followedGame) redo() {
	f.t.Helper()
	ch, err := f.g.PrepareRedo()
	if err != nil {
		f.t.Fatal(err)
	}
	at, err := f.s.RedoTimed(f.id)
	if err != nil {
		f.t.Fatal(err)
	}
	if !f.clock.Redo(at, ch.Step()) {
		f.t.Fatal("the clock could not follow the redo")
	}
	if err := f.g.Commit(ch); err != nil {
		f.t.Fatal(err)
	}
}

func unixNanos(ts []time.Time) []int64 {
	out := make([]int64, len(ts))
	for i, t := range ts {
		if !t.IsZero() {
			out[i] = t.UnixNano()
		}
	}
	return out
}

// sameAsRead checks the clock followed change by change against one read
// back from the store and replayed, as a screen that opens the game builds
// it: the record and steps it answers from, and what it answers now and a
// minute and a half later.
func (f *followedGame) sameAsRead(now *fakeClock, what string) {
	t := f.t
	t.Helper()
	rec, err := f.s.LoadTimed(f.id)
	if err != nil {
		t.Fatal(err)
	}
	g, steps, err := f.kind.LoadSteps(rec.Setup, rec.Actions, rec.Redo)
	if err != nil {
		t.Fatal(err)
	}
	got, want := f.clock, NewLiveClock(rec, steps, g.Active() == "", f.open)
	for _, wait := range []time.Duration{0, 90 * time.Second} {
		now.advance(wait)
		s1, turn1, played1 := got.Times(now.now())
		s2, turn2, played2 := want.Times(now.now())
		if !s1.Equal(s2) || turn1 != turn2 || played1 != played2 {
			t.Errorf("%s, %v later: the clock shows started %v, turn %v, game %v; read back: %v, %v, %v", what, wait, s1, turn1, played1, s2, turn2, played2)
		}
	}
	if got.applied != want.applied || got.undone != want.undone {
		t.Errorf("%s: the clock holds %d actions and %d undone; read back %d and %d", what, got.applied, got.undone, want.applied, want.undone)
	}
	if !slices.Equal(got.turnEnds, want.turnEnds) || !slices.Equal(got.untimed, want.untimed) || !slices.Equal(got.nobody, want.nobody) ||
		got.over != want.over || got.stepped != want.stepped {
		t.Errorf("%s: the clock's turn ends %v, untimed %v, no one's %v (over %v, stepped %v); replayed %v, %v, %v (over %v, stepped %v)",
			what, got.turnEnds, got.untimed, got.nobody, got.over, got.stepped, want.turnEnds, want.untimed, want.nobody, want.over, want.stepped)
	}
	if !got.ended.Equal(want.ended) {
		t.Errorf("%s: the clock's game ended %v; read back %v", what, got.ended, want.ended)
	}
	// The open sitting's last change is left out after a reopen, whose time
	// the store does not give: while the sitting is open, the clock runs to
	// now, not to its last change.
	sittings := func(c *LiveClock) (out [][4]int64) {
		for _, s := range c.sittings {
			last := s.Last.UnixNano()
			if s.ID == f.open {
				last = 0
			}
			out = append(out, [4]int64{int64(s.ID), s.Opened.UnixNano(), last, unixNanos([]time.Time{s.Closed})[0]})
		}
		return out
	}
	if !reflect.DeepEqual(sittings(got), sittings(want)) {
		t.Errorf("%s: the clock's sittings %v; read back %v", what, sittings(got), sittings(want))
	}
}

// After every change a screen makes (actions, undos and redos across
// turns, the game's end, its tallies, scoring, reopening) the live clock
// holds what a clock built from the record read back holds, and shows the
// same times.
func TestLiveClockFollowsEveryChangeAsTheRecordReadBackShowsIt(t *testing.T) {
	t.Parallel()
	now := newFakeClock()
	s, err := Open(tempDB(t), WithClock(now.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	f := newFollowedGame(t, s, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2")
	f.sameAsRead(now, "a new game")
	now.advance(2 * time.Minute)
	f.do("take 3")
	f.sameAsRead(now, "Ana took a card")
	f.do("end")
	now.advance(4 * time.Minute)
	f.do("take 3")
	f.undo()
	f.sameAsRead(now, "Ben's card undone")
	f.undo()
	f.sameAsRead(now, "Ana's end undone: her turn again")
	f.redo()
	f.redo()
	f.sameAsRead(now, "both redone")
	f.undo()
	f.do("end")
	f.sameAsRead(now, "an action after an undo clears the redo")
	for turn := 0; turn < 20 && !f.g.Over(); turn++ {
		now.advance(time.Minute)
		f.take()
		f.do("end")
	}
	if !f.g.Over() {
		t.Fatal("the game did not end")
	}
	f.sameAsRead(now, "the game over")
	f.undo()
	f.sameAsRead(now, "the last turn's end undone: a turn runs again")
	f.redo()
	f.do(`tally "Ana" knowledge=5 wonders=1 policies=0 provinces=2 gold=2 culture=0`,
		`tally "Ben" knowledge=4 wonders=1 policies=1 provinces=2 gold=3 culture=0`,
		`tally "Cy" knowledge=0 wonders=0 policies=0 provinces=1 gold=0 culture=0`)
	f.sameAsRead(now, "tallies after the end")
	res := f.g.Result()
	res.Finished = now.now()
	if err := s.Finish(f.id, res); err != nil {
		t.Fatal(err)
	}
	f.clock.Finish(res)
	now.advance(10 * time.Minute)
	f.sameAsRead(now, "the game scored")
	if err := s.Reopen(f.id); err != nil {
		t.Fatal(err)
	}
	f.clock.Reopen()
	f.undo()
	f.sameAsRead(now, "reopened and Cy's tally undone")
}
