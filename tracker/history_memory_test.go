package tracker

import (
	"runtime"
	"testing"
)

// heapAfterGC is the live heap once garbage is collected.
func heapAfterGC() uint64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// The history keeps the actions (codes into a table of the distinct ones),
// a snapshot every kernel.SnapshotEvery actions near the end, thinning out
// farther back, and the last action's events: at most 400 bytes per action of a
// long game (issue: a lean history), where a state and its events for every
// action took about 1.7 KB.
//
// Not parallel: the live heap it measures must be this test's alone.
func TestHistoryRetainsAtMost400BytesPerAction(t *testing.T) {
	const n = 20000
	for _, tc := range []struct {
		name  string
		setup Setup
		next  func(*Game, int) Action
	}{
		{"C-TURN continuous game of act", Setup{Mode: Continuous, Players: []string{"Ana", "Ben"}, Seed: 1},
			func(*Game, int) Action { return Act{} }},
		{"M-TURN standard game of take and end", Setup{Players: []string{"Ana", "Ben", "Cid", "Dee"}, EraSizes: []int{60, 60, 60}, Seed: 1},
			func(g *Game, i int) Action {
				slots := g.State().FilledSlots()
				switch {
				case g.State().DeckCards() > 10 && i%3 == 0 && len(slots) > 0:
					return Take{Slots: []int{slots[0]}}
				case g.State().DeckCards() > 10 && i%3 == 1:
					return EndTurn{}
				}
				// Then cards are entered, which does not bring the end, so
				// the log can grow.
				return Identify{Slot: slots[i%len(slots)], Identity: Identity{Type: Knowledge, Cost: i % 9}}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := heapAfterGC()
			g, err := NewGame(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; g.Len() < n; i++ {
				if _, err := g.Apply(tc.next(g, i)); err != nil {
					if _, err2 := g.Apply(EndTurn{}); err2 != nil {
						t.Fatalf("action %d: %v; end: %v", g.Len()+1, err, err2)
					}
				}
			}
			per := float64(heapAfterGC()-before) / n
			runtime.KeepAlive(g)
			t.Logf("%.0f bytes retained per action (%d actions)", per, g.Len())
			if per > 400 {
				t.Errorf("%.0f bytes retained per action, want at most 400", per)
			}
		})
	}
}
