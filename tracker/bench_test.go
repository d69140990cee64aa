package tracker

import (
	"testing"

	"tablemate/kernel"
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

// BenchmarkUndoToTheStart50000 undoes a 50,000-action game back to its
// setup one action at a time, as a table pressing undo would, then redoes
// it all (untimed). Deep in the game the history keeps snapshots far apart,
// so the first undo into such a stretch replays from the snapshot before it
// (at most kernel.MaxSnapshotGap-1 actions, in place: BenchmarkEntriesFarBack50000
// is that replay alone) and fills in the snapshots near it; "ns/undo" is
// the mean undo.
func BenchmarkUndoToTheStart50000(b *testing.B) {
	g := continuousGame(b, 50000)
	undos := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for g.CanUndo() {
			if _, _, err := g.Undo(); err != nil {
				b.Fatal(err)
			}
			undos++
		}
		b.StopTimer()
		for g.CanRedo() {
			if _, _, err := g.Redo(); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(undos), "ns/undo")
}

// BenchmarkEntriesFarBack50000 rebuilds one entry of the log 40,000
// actions behind the end of a 50,000-action game, where the snapshot
// before it is the farthest away the history keeps one
// (kernel.MaxSnapshotGap-1 actions, replayed in place): the worst replay
// an undo or the log pane makes. Target: under 1 ms.
func BenchmarkEntriesFarBack50000(b *testing.B) {
	g := continuousGame(b, 50000)
	at := 5*kernel.MaxSnapshotGap - 1
	b.ReportAllocs()
	for b.Loop() {
		if e := g.Entries(at, at+1); len(e) != 1 {
			b.Fatal(len(e))
		}
	}
}

// continuousGame is a two-player continuous game of n actions.
func continuousGame(b *testing.B, n int) *Game {
	g, err := NewGame(Setup{Mode: Continuous, Players: []string{"Ana", "Ben"}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	for g.Len() < n {
		if _, err := g.Apply(Act{}); err != nil {
			b.Fatal(err)
		}
	}
	return g
}
