package automa

import (
	"slices"
	"strings"
	"testing"
)

// humans is a table that names its human players (the Unrest lines).
type humans struct {
	*table
	names []string
}

func (h humans) HumanNames() []string { return h.names }

// rev1 is an Automa of a game started at revision 1, its draw pile the
// given cards, top first.
func rev1(t *testing.T, d *Deck, civ string, ids ...string) *Automa {
	t.Helper()
	a := stacked(t, d, civ, ids...)
	a.revision = Revision
	return a
}

// question is the Automa's question, failing when it asks none.
func question(t *testing.T, a *Automa) Question {
	t.Helper()
	q, ok := a.Question()
	if !ok {
		t.Fatalf("no question; steps %v", a.Steps())
	}
	return q
}

func kinds(steps []Step) []StepKind {
	var out []StepKind
	for _, s := range steps {
		out = append(out, s.Kind)
	}
	return out
}

func civCardOf(civ string, lines ...Line) Card {
	return Card{ID: "C-" + civ, Kind: KindCivilization, Civilization: civ, Lines: lines}
}

// Issue 30 item 2: what the Automa gains from the Reserve is asked of the
// table, which draws the cards, and counted in its tally (R-RESERVE).
func TestReserveGainsAreAskedAndCounted(t *testing.T) {
	t.Parallel()
	d := testDeck(
		card("AE1", Line{Action: ActTrade, N: 1}, Line{Action: ActReserveWonders, Type: "architectural", N: 2}),
		card("AE4", Line{Action: ActReserveKnowledge, Type: "technological", N: 3}),
		civCardOf("aksumites", Line{Action: ActAksumitesReserve}),
	)
	d.Civilizations = append(d.Civilizations, Civilization{Name: "aksumites", Set: "african_empires", Type: "technological"})
	t.Run("M-SOLO-3 R-RESERVE the Wonders among the top 2 Reserve cards: built, counted", func(t *testing.T) {
		a := rev1(t, d, "egypt", "AE1")
		tb := newTable()
		start(t, a, tb)
		answer(t, a, tb, Answer{Kind: AnsNumber, N: 0})
		q := question(t, a)
		if q.Kind != AskReserve || q.Dev != DevWonder || q.Max != 2 || !q.NotPossible() {
			t.Fatalf("question %+v", q)
		}
		if _, err := a.Answer(new(splitmix), tb, Answer{Kind: AnsNumber, N: 3}); err == nil {
			t.Fatal("3 Wonders among 2 cards drawn")
		}
		steps := answer(t, a, tb, Answer{Kind: AnsNumber, N: 2})
		if a.tally.Wonders != 2 || a.tally.WonderStarted != 0 || !slices.Contains(kinds(steps), StepReserveGained) {
			t.Fatalf("tally %+v, steps %v", a.tally, steps)
		}
		if got := steps[len(steps)-1].String(); got != "Reserve: the Automa gains 2 of the top 2 cards as Wonders, free and built (Wonders 2); the rest go to the bottom of the Reserve deck." {
			t.Errorf("step %q", got)
		}
	})
	t.Run("M-SOLO-3 R-RESERVE the Knowledge cards among the top 3 Reserve cards", func(t *testing.T) {
		a := rev1(t, d, "china", "AE4")
		tb := newTable()
		start(t, a, tb)
		if q := question(t, a); q.Kind != AskReserve || q.Dev != DevKnowledge || q.Max != 3 {
			t.Fatalf("question %+v", q)
		}
		answer(t, a, tb, Answer{Kind: AnsNumber, N: 1})
		if a.tally.Knowledge != 1 || a.InTurn() {
			t.Fatalf("tally %+v", a.tally)
		}
	})
	t.Run("M-SOLO-3 an empty Reserve deck: not possible, 2 Gold", func(t *testing.T) {
		a := rev1(t, d, "china", "AE4")
		tb := newTable()
		start(t, a, tb)
		steps := answer(t, a, tb, Answer{Kind: AnsNo})
		if a.tally.Gold != 4 || a.tally.Knowledge != 0 || !slices.Contains(kinds(steps), StepGoldInstead) {
			t.Fatalf("tally %+v, steps %v", a.tally, steps)
		}
	})
	t.Run("M-SOLO-3 R-RESERVE the Aksumites' card: its type is asked, the card counted", func(t *testing.T) {
		for _, tc := range []struct {
			dev  DevType
			want Tally
		}{{DevKnowledge, Tally{Knowledge: 1}}, {DevBuilding, Tally{Buildings: 1}}, {DevWonder, Tally{Wonders: 1}}} {
			a := rev1(t, d, "aksumites", "C-aksumites")
			tb := newTable()
			start(t, a, tb)
			if q := question(t, a); q.Expect != ExpectCard {
				t.Fatalf("question %+v", q)
			}
			answer(t, a, tb, Answer{Kind: AnsCard, N: int(tc.dev)})
			got := Tally{Knowledge: a.tally.Knowledge, Buildings: a.tally.Buildings, Wonders: a.tally.Wonders}
			if got != tc.want {
				t.Errorf("%s: tally %+v", tc.dev, got)
			}
		}
	})
	t.Run("before revision 1 the Reserve lines asked nothing (a saved game replays so)", func(t *testing.T) {
		a := stacked(t, d, "china", "AE4")
		start(t, a, newTable())
		if a.Asking() || a.tally.Knowledge != 0 {
			t.Fatalf("revision 0 asks: %v", a.Steps())
		}
	})
}

// Issue 30 item 3: every step that can be impossible takes "not possible",
// a free one giving its 2 Gold; item 4: a paid line says its price in its
// question, and after "not possible" its paid repeat is neither asked nor
// paid.
func TestNotPossibleAndPaidRepeats(t *testing.T) {
	t.Parallel()
	d := testDeck(
		card("EXPL", Line{Action: ActExplorers, N: 1}, Line{Action: ActExplorers, N: 1, Price: 2}, Line{Action: ActGold, N: 1}),
		card("TRADE", Line{Action: ActTrade, N: 1}, Line{Action: ActTrade, N: 1, Price: 1}),
		card("KNOW", Line{Action: ActKnowledge, Target: Highest}, Line{Action: ActKnowledge, Target: Highest, Price: 2}),
		card("CONQ", Line{Action: ActConquer}, Line{Action: ActConquer, Price: 2}),
	)
	t.Run("M-SOLO-4 Explorers not possible: 2 Gold; a paid one not possible: not paid", func(t *testing.T) {
		a := rev1(t, d, "", "EXPL")
		tb := newTable()
		start(t, a, tb)
		if q := question(t, a); !q.NotPossible() || q.Max != 2*DefaultTokenGold {
			t.Fatalf("question %+v", q)
		}
		steps := answer(t, a, tb, Answer{Kind: AnsNo})
		if want := []StepKind{StepNoAction, StepGoldInstead}; !slices.Equal(kinds(steps)[:2], want) || a.tally.Gold != 4 || a.tally.ExplorerMoves != 0 {
			t.Fatalf("steps %v (want %v first), gold %d", kinds(steps), want, a.tally.Gold)
		}
		// The paid repeat is asked as printed (only a display's "nothing
		// to take" spares it): not possible again, it is not paid.
		if q := question(t, a); q.Kind != AskExplorers || q.Line.Price != 2 {
			t.Fatalf("question %+v", q)
		}
		answer(t, a, tb, Answer{Kind: AnsNo})
		if a.tally.Gold != 4+1 || a.InTurn() {
			t.Fatalf("gold %d", a.tally.Gold)
		}
	})
	t.Run("M-SOLO-4 a trade step not possible: 2 Gold", func(t *testing.T) {
		a := rev1(t, d, "", "TRADE")
		tb := newTable()
		start(t, a, tb)
		if q := question(t, a); q.Max != DefaultBenefitGold {
			t.Fatalf("question %+v", q)
		}
		answer(t, a, tb, Answer{Kind: AnsNo})
		answer(t, a, tb, Answer{Kind: AnsNo}) // the paid step: not possible, not paid
		if a.tally.Gold != 4 || a.tally.TradeSteps != 0 || a.InTurn() {
			t.Fatalf("tally %+v", a.tally)
		}
	})
	t.Run("M-SOLO-4 nothing to take: the paid repeat on the same display is not asked", func(t *testing.T) {
		a := rev1(t, d, "", "KNOW")
		tb := newTable(Slot{Filled: true}, w(3))
		start(t, a, tb)
		if q := question(t, a); q.Kind != AskSlot {
			t.Fatalf("question %+v", q)
		}
		answer(t, a, tb, Answer{Kind: AnsNo})
		if a.Asking() || a.tally.Gold != 4 || a.tally.Knowledge != 0 {
			t.Fatalf("asked again or paid: gold %d, steps %v", a.tally.Gold, a.Steps())
		}
	})
	t.Run("M-SOLO-4 a paid line says its price in its question, before the answer", func(t *testing.T) {
		a := rev1(t, d, "", "CONQ")
		tb := newTable()
		start(t, a, tb)
		answer(t, a, tb, Answer{Kind: AnsYes})
		answer(t, a, tb, Answer{Kind: AnsNumber, N: 0})
		q := question(t, a)
		if got := q.Step.String(); !strings.HasPrefix(got, "+2 Gold, paid only if it is done: Conquer: can the Automa") {
			t.Errorf("paid question %q", got)
		}
		if a.tally.Gold != 2 {
			t.Errorf("paid before the answer: gold %d", a.tally.Gold)
		}
	})
	t.Run("before revision 1 the paid repeat was asked again", func(t *testing.T) {
		a := stacked(t, d, "", "CONQ")
		tb := newTable()
		start(t, a, tb)
		answer(t, a, tb, Answer{Kind: AnsNo})
		if q := question(t, a); q.Kind != AskConquer || q.Line.Price != 2 {
			t.Fatalf("question %+v", q)
		}
	})
}

// Issue 30 item 5: a condition answered earlier in the turn is asked again
// for another use of a card once the Automa gained what it counts; while
// the count stands, the earlier answer holds (and a condition not met
// gives its 2 Gold for each use).
func TestConditionsAskedAgainWhenTheCountChanged(t *testing.T) {
	t.Parallel()
	d := testDeck(
		card("FEWEST", Line{Action: ActPolicy, If: CondPolicies}),
		civCardOf("egypt", Line{Action: ActEgyptUntypedTwice}),
	)
	t.Run("M-SOLO-3 Egypt's second pass after a Policy was developed: asked again", func(t *testing.T) {
		a := rev1(t, d, "egypt", "C-egypt", "FEWEST")
		tb := newTable()
		start(t, a, tb)
		answer(t, a, tb, Answer{Kind: AnsYes})
		if a.tally.Policies != 1 {
			t.Fatalf("policies %d", a.tally.Policies)
		}
		if q := question(t, a); q.Kind != AskCondition {
			t.Fatalf("not asked again after the count changed: %v", a.Steps())
		}
		answer(t, a, tb, Answer{Kind: AnsNo})
		if a.tally.Policies != 1 || a.tally.Gold != 4 {
			t.Fatalf("tally %+v", a.tally)
		}
	})
	t.Run("M-SOLO-3 Egypt's second pass with the count unchanged: the answer holds", func(t *testing.T) {
		a := rev1(t, d, "egypt", "C-egypt", "FEWEST")
		tb := newTable()
		start(t, a, tb)
		answer(t, a, tb, Answer{Kind: AnsNo})
		if a.Asking() || a.tally.Gold != 2+2+2 {
			t.Fatalf("asked again or one 2 Gold only: gold %d, %v", a.tally.Gold, a.Steps())
		}
	})
	t.Run("before revision 1 one answer held for the card all turn", func(t *testing.T) {
		a := stacked(t, d, "egypt", "C-egypt", "FEWEST")
		tb := newTable()
		start(t, a, tb)
		answer(t, a, tb, Answer{Kind: AnsYes})
		if a.Asking() || a.tally.Policies != 2 {
			t.Fatalf("policies %d, asking %v", a.tally.Policies, a.Asking())
		}
	})
}

// Issue 30 item 6: a card drawn in the middle of a sequence is used at
// once by default (the printed cards: each action is carried out before
// the next, M-SOLO-3), after the whole sequence with the helper's
// convention.
func TestCardDrawnMidSequence(t *testing.T) {
	t.Parallel()
	d := testDeck(
		card("X", Line{Action: ActGold, N: 1}, Line{Action: ActDraw}),
		card("Y", Line{Action: ActGold, N: 10}),
		card("Z", Line{Action: ActGold, N: 50}),
		civCardOf("egypt", Line{Action: ActEgyptUntypedTwice}),
	)
	golds := func(a *Automa) []int {
		var out []int
		for _, s := range a.Steps() {
			if s.Kind == StepGold {
				out = append(out, s.N)
			}
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		after bool
		want  []int
	}{
		{"M-SOLO-3 at once (the printed cards): A draw(B) A draw(C)", false, []int{1, 10, 1, 50}},
		{"M-SOLO-3 after the sequence (the helper's convention)", true, []int{1, 1, 10, 50}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := rev1(t, d, "egypt", "C-egypt", "X", "Y", "Z")
			a.drawAfter = tc.after
			start(t, a, newTable())
			if got := golds(a); !slices.Equal(got, tc.want) {
				t.Errorf("Gold in order %v, want %v", got, tc.want)
			}
		})
	}
	t.Run("M-SOLO-3 Atlantis's Nexus cards after the sequence, in the order they went in", func(t *testing.T) {
		d := testDeck(
			card("X", Line{Action: ActGold, N: 1}, Line{Action: ActDraw}, Line{Action: ActGold, N: 2}),
			card("Y", Line{Action: ActGold, N: 10}),
			civCardOf("atlantis", Line{Action: ActAtlantisNexus}),
		)
		d.Civilizations = append(d.Civilizations, Civilization{Name: "atlantis", Type: "technological"})
		a := rev1(t, d, "atlantis", "C-atlantis", "X", "Y")
		a.drawAfter = true
		start(t, a, newTable())
		if got := golds(a); !slices.Equal(got, []int{1, 2, 10}) {
			t.Errorf("Gold in order %v", got)
		}
	})
}

// Issue 30 item 8: the Unrest line asks about each other (human) player,
// as the card says; no one can take it: 2 Gold.
func TestUnrestAsksEachHuman(t *testing.T) {
	t.Parallel()
	d := testDeck(card("ZULU", Line{Action: ActUnrest}))
	tb := humans{newTable(), []string{"Ana", "Ben"}}
	a := rev1(t, d, "", "ZULU")
	start(t, a, tb)
	if q := question(t, a); q.Kind != AskUnrestPlayer || q.Player != "Ana" {
		t.Fatalf("question %+v", q)
	}
	answer(t, a, tb, Answer{Kind: AnsYes})
	if q := question(t, a); q.Player != "Ben" || q.String() != "Unrest: can Ben put 1 Unrest card on their deck and 1 in their discard pile?" {
		t.Fatalf("question %q", q.String())
	}
	steps := answer(t, a, tb, Answer{Kind: AnsNo})
	if a.tally.Gold != 2 || !slices.Equal(kinds(steps), []StepKind{StepUnrestNot}) {
		t.Fatalf("gold %d, steps %v", a.tally.Gold, kinds(steps))
	}
	a = rev1(t, d, "", "ZULU")
	start(t, a, tb)
	answer(t, a, tb, Answer{Kind: AnsNo})
	answer(t, a, tb, Answer{Kind: AnsNo})
	if a.tally.Gold != 4 {
		t.Fatalf("nobody took Unrest: gold %d", a.tally.Gold)
	}
}

// Issue 30 item 8: Denmark with no coastal Province says so and gives its
// 2 Gold, never "+0 Gold"; a Gold answer is bounded by what the map can
// give (R-MAP-GOLD), a count by the Provinces the Automa controls.
func TestAnswersBoundedAndWorded(t *testing.T) {
	t.Parallel()
	d := testDeck(civCardOf("denmark", Line{Action: ActDenmarkCoastalGold, N: 1}), card("CONQ", Line{Action: ActConquer}))
	a := rev1(t, d, "denmark", "C-denmark")
	tb := newTable()
	start(t, a, tb)
	if q := question(t, a); q.Max != 0 {
		t.Fatalf("coastal Provinces of an Automa with none: max %d", q.Max)
	}
	if _, err := a.Answer(new(splitmix), tb, Answer{Kind: AnsNumber, N: 1}); err == nil || !strings.Contains(err.Error(), "answer a number from 0 to 0, or no if it is not possible") {
		t.Fatalf("a coastal Province it does not control: %v", err)
	}
	steps := answer(t, a, tb, Answer{Kind: AnsNumber, N: 0})
	var texts []string
	for _, s := range steps {
		texts = append(texts, s.String())
	}
	if !slices.Equal(texts, []string{"Denmark: no coastal Province.", "+2 Gold instead (Gold 4)."}) {
		t.Errorf("Denmark with no coastal Province: %q", texts)
	}
	a = rev1(t, d, "", "CONQ")
	start(t, a, tb)
	answer(t, a, tb, Answer{Kind: AnsYes})
	if _, err := a.Answer(new(splitmix), tb, Answer{Kind: AnsNumber, N: 99}); err == nil {
		t.Fatal("99 Gold from one conquered Province")
	}
	answer(t, a, tb, Answer{Kind: AnsNumber, N: DefaultTokenGold})
}

// Issue 30 item 7: with several Automas every step and question names its
// Automa ("Automa 2"), never "the Automa"; an undo says what is put back
// and never repeats a question.
func TestSeveralAutomasNameTheirs(t *testing.T) {
	t.Parallel()
	line := &Line{Action: ActConquer, Price: 2}
	for k := StepKind(0); k < stepKinds; k++ {
		for _, n := range []int{0, 1} {
			for _, st := range []StepStatus{StepDone, StepAsking} {
				s := Step{Kind: k, Who: 2, Line: line, Dev: DevWonder, N: n, Status: st, Card: "Card", Name: "Card", Player: "Ana", Cond: CondWonders}
				text := s.String()
				if strings.Contains(strings.ToLower(text), "the automa") || !strings.Contains(text, "Automa 2") {
					t.Errorf("%d (N %d, %s): %q does not name Automa 2", k, n, st, text)
				}
				if u, ok := s.Undo(); ok {
					undo := english(u)
					if strings.Contains(undo, "?") || strings.Contains(strings.ToLower(undo), "the automa") ||
						(!strings.Contains(undo, "Automa 2") && k != StepUnrestPlayer) {
						t.Errorf("%d: undo %q", k, undo)
					}
				}
			}
		}
	}
	if _, ok := (Step{Kind: AskConquer, Status: StepAsking, Who: 2}).Undo(); ok {
		t.Error("a question has something to put back")
	}
}
