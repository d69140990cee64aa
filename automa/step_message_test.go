package automa

import (
	"strings"
	"testing"

	"tablemate/internal/keyscan"
	"tablemate/kernel"
)

// Every step kind renders with as many arguments as its format wants,
// and every format a step gives at run time, nested lines and words
// included, is a message key found in the sources, so the catalogues
// translate it (i18n's TestCataloguesComplete). A format built at run
// time would be missed by the scan: this is where it shows.
func TestEveryStepKindRendersItsFormat(t *testing.T) {
	t.Parallel()
	keys, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	line := &Line{Action: ActConquer, Type: "aggressive", Price: 2, Text: "do it"}
	for k := StepKind(0); k < stepKinds; k++ {
		for c := CondNone; c < conds; c++ {
			for d := DevKnowledge; d <= DevWonder; d++ {
				for _, n := range []int{-1, 1} {
					for _, target := range []Target{Lowest, Highest} {
						for _, who := range []int{0, 2} {
							for _, st := range []StepStatus{StepDone, StepAsking} {
								s := Step{Kind: k, Cond: c, Dev: d, Target: target, Line: line, Slot: 3, Cost: 4, Name: "Maths", N: n, Count: 1, Total: 5, Gold: 7,
									Who: who, Status: st, Player: "Ana", Max: 4}
								got := s.String()
								if strings.Contains(got, "%!") || got == "" {
									t.Fatalf("kind %d renders %q", k, got)
								}
								formats := keyscan.Formats(s)
								if u, ok := s.Undo(); ok {
									formats = append(formats, keyscan.Formats(u)...)
									if undo := english(u); strings.Contains(undo, "%!") {
										t.Fatalf("kind %d undoes %q", k, undo)
									}
								}
								for _, f := range formats {
									// A card's title is its own key when it is the
									// embedded deck's (deckfile), else the table's words.
									if !keys[f] && f != s.Name {
										t.Errorf("kind %d: format %q is not a key found in the sources", k, f)
									}
								}
							}
						}
					}
				}
			}
		}
	}
}

// Every line a card can hold words its parts by keys found in the sources:
// each action with its targets, counts and options, each type, condition,
// price and repeat.
func TestEveryLineFormatIsAKey(t *testing.T) {
	t.Parallel()
	keys, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	for a := ActionKind(0); a < actionKinds; a++ {
		for _, l := range []Line{
			{Action: a, N: 1}, {Action: a, N: 2, Target: Highest}, {Action: a, All: true}, {Action: a, N: 2, Per: PerPolicy},
			{Action: a, Type: "economic", If: CondWonders, Price: 2, Repeat: 2},
		} {
			for _, f := range keyscan.Formats(l) {
				if !keys[f] {
					t.Errorf("%v: format %q is not a key found in the sources", a, f)
				}
			}
			for _, w := range []kernel.Messager{ActionWord(a), TypeWord(l.Type), condWord(l.If)} {
				for _, f := range keyscan.Formats(w) {
					if f != "" && !keys[f] { // no type, no condition: not shown
						t.Errorf("%v: word %q is not a key found in the sources", a, f)
					}
				}
			}
		}
	}
	for _, ty := range CivTypes {
		if f, _ := TypeWord(ty).Message(); !keys[f] {
			t.Errorf("type %q: %q is not a key found in the sources", ty, f)
		}
	}
	for c := CondNone + 1; c < conds; c++ {
		if f, _ := condWord(c).Message(); !keys[f] {
			t.Errorf("condition %v: %q is not a key found in the sources", c, f)
		}
	}
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
