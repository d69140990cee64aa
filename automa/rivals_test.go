package automa

import "testing"

// rivalTable is a table with other Automas whose counts are known.
type rivalTable struct {
	*table
	counts []int
}

func (t rivalTable) RivalCounts(Cond) []int { return t.counts }

// The catch-up cards A5-A7 (AUTOMA.md: "fewer than EACH other player"; a
// tie is not fewer) with several Automas: another Automa with as many or
// fewer settles it (not met, 2 Gold, no question); when every other Automa
// has more, the table is asked about the humans only.
func TestFewestComparesWithTheOtherAutomas(t *testing.T) {
	t.Parallel()
	fewest := card("A5", Line{Action: ActWonder, If: CondWonders})
	for _, tc := range []struct {
		name   string
		counts []int
		ask    bool
	}{
		{"A5 another Automa ties at 0: not fewer, no question", []int{3, 0}, false},
		{"A5 every other Automa has more: ask about the humans", []int{1, 2}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := stacked(t, testDeck(fewest), "", "A5")
			tb := rivalTable{table: newTable(w(3)), counts: tc.counts}
			steps := start(t, a, tb)
			q, asking := a.Question()
			if asking != tc.ask {
				t.Fatalf("asking = %v, want %v; steps %v", asking, tc.ask, steps)
			}
			if tc.ask {
				if q.Kind != AskCondition || q.N != len(tc.counts) || q.String() != condAskHumansFormats[CondWonders] {
					t.Fatalf("question %q (N %d)", q, q.N)
				}
				return
			}
			if steps[1].Kind != StepCondRival || a.Tally().Gold != testRules.StartGold+testRules.ImpossibleGold {
				t.Fatalf("steps %v, Gold %d", steps, a.Tally().Gold)
			}
		})
	}
}
