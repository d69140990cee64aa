package tracker_test

import (
	"encoding/json"
	"slices"
	"testing"

	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/trackertest"
)

// TestBranchIsTheGameLoadedThere: a game branched elsewhere in its log
// (kernel.Session.Branch: its first actions kept, others applied, a redo
// stack given) is the game a replay of that log from the setup gives, at
// every distance from a kept state, and the game branched from is
// unchanged.
func TestBranchIsTheGameLoadedThere(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben,Cy seed=3"
	all := trackertest.LegalActions(t, setup, 150)
	kind := tracker.NewKind()
	g, err := kind.Load(setup, all[:120], nil)
	if err != nil {
		t.Fatal(err)
	}
	view := func(s kernel.Session) string {
		b, err := json.Marshal(s.StateView())
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	before := view(g)
	for _, keep := range []int{0, 1, 31, 32, 33, 64, 100, 120} {
		for _, more := range []int{0, 3} {
			then, redo := all[keep:keep+more], []string{all[keep+more+1], all[keep+more]}
			b, err := g.Branch(keep, then, redo)
			if err != nil {
				t.Fatalf("keep %d: %v", keep, err)
			}
			want, err := kind.Load(setup, all[:keep+more], redo)
			if err != nil {
				t.Fatal(err)
			}
			if view(b) != view(want) || !slices.Equal(b.RedoTexts(), redo) || !slices.Equal(b.ActionTexts(), want.ActionTexts()) ||
				kernel.English(kernel.List(eventsOf(b.LastEvents()))) != kernel.English(kernel.List(eventsOf(want.LastEvents()))) {
				t.Fatalf("keep %d then %d: the branch is not the game loaded there", keep, more)
			}
			if _, err := b.PrepareRedo(); err != nil {
				t.Fatalf("keep %d then %d: the redo stack given does not redo: %v", keep, more, err)
			}
		}
	}
	if view(g) != before || g.Len() != 120 {
		t.Fatal("branching changed the game branched from")
	}
	if _, err := g.Branch(121, nil, nil); err == nil {
		t.Error("a branch past the game's actions was made")
	}
}

func eventsOf(es []kernel.Event) []kernel.Messager {
	out := make([]kernel.Messager, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}
