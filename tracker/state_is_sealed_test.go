package tracker_test

import (
	"reflect"
	"testing"

	"tablemate/kernel"
	"tablemate/tracker"
)

// reads is everything a screen reads of a state through its accessors.
func reads(s *tracker.State) []any {
	return []any{s.Setup(), s.Seats(), s.Round(), s.Turn(), s.Phase(), s.Active(), s.StartSeat(), s.Deck(), s.Display(),
		s.Discard(), s.Removed(), s.Taken(), s.TakenSlots(), s.Passed(), s.Celebrities(), s.Monsters(), s.End(), s.Tallies(), s.View()}
}

// Nothing outside the engine changes a state but Apply: State has no
// exported field, and what its accessors hand out is a copy, so a screen
// that scribbles on it changes nothing (the design's sealed engines).
func TestStateIsSealed(t *testing.T) {
	t.Parallel()
	st := reflect.TypeFor[tracker.State]()
	for i := range st.NumField() {
		if f := st.Field(i); f.IsExported() {
			t.Errorf("State.%s is exported", f.Name)
		}
	}
	g, err := tracker.NewKind().New("setup players=Ana,Ben seed=1 celebrities=yes monsters=yes")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"take 2", "end"} {
		ch, err := g.Prepare(a)
		if err == nil {
			err = g.Commit(ch)
		}
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	s, ok := tracker.StateOf(g)
	if !ok {
		t.Fatal("StateOf refused a Monumental session")
	}
	before := reads(s)

	setup := s.Setup()
	setup.Players[0] = "Zed"
	s.Seats()[0].Name = "Zed"
	s.Deck()[0].Separation = !s.Deck()[0].Separation
	s.Display()[0].Filled = !s.Display()[0].Filled
	s.Taken()[0][0].Era = tracker.EraIII
	s.Passed()[0] = true
	celebs := s.Celebrities()
	celebs[0] = append(celebs[0], tracker.Celebrity{Name: "Hypatia"})

	if after := reads(s); !reflect.DeepEqual(before, after) {
		t.Errorf("what the accessors handed out reached the state:\nbefore %+v\nafter  %+v", before, after)
	}
	var none kernel.Session
	if s, ok := tracker.StateOf(none); ok || s != nil {
		t.Error("StateOf of no session gave a state")
	}
}
