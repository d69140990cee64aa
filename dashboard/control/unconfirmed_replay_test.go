package control

import (
	"reflect"
	"testing"

	"tablemate/dashboard/dashboardtest"
)

// TestUnconfirmedReplaysAsShown: a game resumed with the changes the
// table had not confirmed shows the steps a controller that made them
// showed; changes that do not lead to the game resumed (a record edited
// elsewhere) show the last change's steps instead (here an undo's), and nothing is
// written.
func TestUnconfirmedReplaysAsShown(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben,Cy seed=1"
	live, _ := newController(t, setup, "take 3", "end")
	live.Acknowledge()
	for _, a := range []string{"take 1", "end"} {
		if !live.act(a) {
			t.Fatal(live.Status().Text)
		}
	}
	live.Undo()
	live.Undo()
	live.Redo()
	changes := []Change{{OpDo, "take 1"}, {OpDo, "end"}, {OpUndo, "end"}, {OpUndo, "take 1"}, {OpRedo, "take 1"}}
	g := session(t, setup, []string{"take 3", "end", "take 1"}, []string{"end"})
	rec := &dashboardtest.MemoryRecorder{}
	resumed := New(Config{Recorder: rec, Kinds: testKinds(), Game: g, ShowLastSteps: true, LastUndone: false,
		Unconfirmed: &Unconfirmed{Acknowledged: true, Changes: changes}})
	if got, want := resumed.Steps(), live.Steps(); !reflect.DeepEqual(got, want) || len(want.Groups) != 4 {
		t.Fatalf("resumed with its changes:\n%+v\nshown before:\n%+v", got, want)
	}
	if g.Len() != 3 || len(rec.Actions) != 0 || len(rec.Undone) != 0 {
		t.Fatalf("the replay changed the game (%d actions) or wrote (%+v)", g.Len(), rec)
	}
	wrong := New(Config{Recorder: rec, Kinds: testKinds(), Game: session(t, setup, []string{"take 3", "end", "take 1"}, []string{"end"}),
		ShowLastSteps: true, LastUndone: true, Unconfirmed: &Unconfirmed{Acknowledged: true, Changes: []Change{{OpUndo, "take 2"}}}})
	if s := wrong.Steps(); len(s.Groups) != 1 || s.Cause != "end of turn" || !s.Reverse {
		t.Fatalf("changes that do not replay: %+v, want the last undo's steps", s)
	}
}
