package automa

import (
	"strings"
	"testing"
)

// Every step kind renders with as many arguments as its format wants, and
// the formats are few and stable: StepFormats lists each once.
func TestEveryStepKindRendersItsFormat(t *testing.T) {
	t.Parallel()
	line := &Line{Action: ActConquer, Type: "aggressive", Price: 2, Text: "do it"}
	for k := StepKind(0); k < stepKinds; k++ {
		for c := CondNone; c < conds; c++ {
			for d := DevKnowledge; d <= DevWonder; d++ {
				s := Step{Kind: k, Cond: c, Dev: d, Line: line, Slot: 3, Cost: 4, Name: "Maths", N: 2, Count: 1, Total: 5, Gold: 7}
				got := s.String()
				if strings.Contains(got, "%!") || got == "" {
					t.Fatalf("kind %d renders %q", k, got)
				}
				f, _ := s.Message()
				if !containsString(StepFormats(), f) {
					t.Fatalf("kind %d: format %q is not in StepFormats", k, f)
				}
			}
		}
	}
	if n := len(StepFormats()); n < int(stepKinds) || n > 2*int(stepKinds) {
		t.Fatalf("%d formats for %d kinds", n, stepKinds)
	}
}

func containsString(xs []string, x string) bool {
	for _, s := range xs {
		if s == x {
			return true
		}
	}
	return false
}

// A step carries typed fields, not text: the same turn gives the same
// numbers whether or not anyone reads it.
func TestStepsAreTypedData(t *testing.T) {
	t.Parallel()
	d := testDeck(card("S1", Line{Action: ActKnowledge, Target: Highest}, Line{Action: ActGold, N: 3}))
	a := stacked(t, d, "", "S1")
	steps := start(t, a, newTable(k(5, "Maths"), k(2, "")))
	var take, gold *Step
	for i := range steps {
		switch steps[i].Kind {
		case StepTake:
			take = &steps[i]
		case StepGold:
			gold = &steps[i]
		}
	}
	if take == nil || take.Slot != 1 || take.Cost != 5 || take.Name != "Maths" || take.Dev != DevKnowledge || take.Count != 1 {
		t.Fatalf("take step %+v", take)
	}
	if gold == nil || gold.N != 3 || gold.Gold != 5 {
		t.Fatalf("gold step %+v", gold)
	}
	if got := take.String(); got != "Knowledge: takes the Knowledge card in slot 1 (cost 5, Maths) into its area; Knowledge 1." {
		t.Fatalf("take renders %q", got)
	}
}
