package tracker

import (
	"tablemate/kernel"
	"testing"
)

// longGameActions builds n legal actions for a 4-player standard game: turns
// of take/end, and identify actions once the deck is out so the log can grow.
func longGameActions(b *testing.B, n int) (Setup, []Action) {
	setup := Setup{Players: []string{"Ana", "Ben", "Cid", "Dee"}, EraSizes: []int{40, 40, 40}, Seed: 1}
	g, err := NewGame(setup)
	if err != nil {
		b.Fatal(err)
	}
	var actions []Action
	for i := 0; len(actions) < n; i++ {
		var a Action
		switch {
		case g.State().Over():
			a = Identify{Slot: 1 + i%6, Identity: Identity{Type: Knowledge, Cost: i % 9}}
		case i%3 == 0 && g.State().display[i%6].Filled:
			a = Take{Slots: []int{1 + i%6}}
		case i%5 == 0 && g.State().display[i%6].Filled:
			a = Identify{Slot: 1 + i%6, Identity: Identity{Type: Wonder, Cost: 3, Name: "Colossus"}}
		default:
			a = EndTurn{}
		}
		if _, err := g.Apply(a); err != nil {
			continue
		}
		actions = append(actions, a)
	}
	return setup, actions
}

func BenchmarkApply(b *testing.B) {
	g, err := NewGame(Setup{Players: []string{"Ana", "Ben", "Cid", "Dee"}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	s := g.State()
	take, end := Take{Slots: []int{3}}, EndTurn{}
	b.ReportAllocs()
	for b.Loop() {
		mid, _, err := Apply(s, take)
		if err != nil {
			b.Fatal(err)
		}
		if _, _, err := Apply(mid, end); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReplay1000(b *testing.B) {
	setup, actions := longGameActions(b, 1000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Replay(setup, actions, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkUndo50000 takes back the last action of a 50,000-action game
// (then redoes it, so every iteration undoes at the same depth): the lean
// history rebuilds the state from the snapshot before, at most
// kernel.SnapshotEvery-1 actions away. Target: under 1 ms.
func BenchmarkUndo50000(b *testing.B) {
	g, err := NewGame(Setup{Mode: Continuous, Players: []string{"Ana", "Ben"}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	for g.Len() < 50000-1 {
		if _, err := g.Apply(Act{}); err != nil {
			b.Fatal(err)
		}
	}
	// The worst depth: the last action is just before a snapshot is taken.
	for (g.Len()+1)%kernel.SnapshotEvery != 0 {
		if _, err := g.Apply(Act{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := g.Undo(); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		if _, _, err := g.Redo(); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
}
