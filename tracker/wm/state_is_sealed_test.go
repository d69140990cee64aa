package wm_test

import (
	"reflect"
	"testing"

	"tablemate/tracker/wm"
)

// reads is everything a screen reads of a state through its accessors.
func reads(s *wm.State) []any {
	taken, uncounted := s.RoundTaken()
	return []any{s.Setup(), s.Players(), s.Plan(), s.Round(), s.Phase(), s.Active(), s.StartSeat(), s.Worker(), s.QuarryTurns(),
		s.Scores(), s.Passed(), s.LastBuilt(), s.End(), s.Gems(), s.Built(), taken, uncounted, s.Screens(), s.View()}
}

// Nothing outside the engine changes a state but Apply: State has no
// exported field, and what its accessors hand out is a copy, so a screen
// that scribbles on it changes nothing (the design's sealed engines).
func TestStateIsSealed(t *testing.T) {
	t.Parallel()
	st := reflect.TypeFor[wm.State]()
	for i := range st.NumField() {
		if f := st.Field(i); f.IsExported() {
			t.Errorf("State.%s is exported", f.Name)
		}
	}
	g, err := wm.NewKind().New("setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=checked levels=3,2,1 overview=2,5,4")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"quarry 1", "quarry 1", "quarry_done Ben", "pass 0", "build 1"} {
		ch, err := g.Prepare(a)
		if err == nil {
			err = g.Commit(ch)
		}
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	s, ok := wm.StateOf(g)
	if !ok {
		t.Fatal("StateOf refused a World Monuments session")
	}
	before := reads(s)

	setup := s.Setup()
	setup.Players[0], setup.Plan.Levels[0] = "Zed", 9
	s.Players()[0] = "Zed"
	s.Plan().Rounds[0] = 9
	s.Scores()[0] = 99
	s.Passed()[0] = true
	s.Gems()[0] = 7
	built := s.Built()
	built[0] = 9
	s.Screens()[0].Taken = 9

	if after := reads(s); !reflect.DeepEqual(before, after) {
		t.Errorf("what the accessors handed out reached the state:\nbefore %+v\nafter  %+v", before, after)
	}
}
