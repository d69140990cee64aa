package automa

import (
	"strings"
	"testing"
)

// splitmix is a seeded source for tests, like the tracker's.
type splitmix uint64

func (s *splitmix) Intn(n int) int {
	*s += 0x9E3779B97F4A7C15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return int((z ^ (z >> 31)) % uint64(n))
}

// table is a display of two rows of 3 (solo, M-SOLO-1).
type table struct {
	slots []Slot
	taken []int
}

func newTable(cards ...Slot) *table {
	t := &table{}
	for i := 0; i < 6; i++ {
		s := Slot{Slot: i + 1, Position: i%3 + 1}
		if i < len(cards) {
			c := cards[i]
			s.Filled, s.Type, s.Cost, s.Name = c.Type != DevUnknown || c.Filled, c.Type, c.Cost, c.Name
		}
		t.slots = append(t.slots, s)
	}
	return t
}

func (t *table) Slots() []Slot { return append([]Slot(nil), t.slots...) }
func (t *table) Take(n int) {
	t.slots[n-1] = Slot{Slot: n, Position: t.slots[n-1].Position}
	t.taken = append(t.taken, n)
}

func k(cost int, name string) Slot { return Slot{Type: DevKnowledge, Cost: cost, Name: name} }
func b(cost int) Slot              { return Slot{Type: DevBuilding, Cost: cost} }
func w(cost int) Slot              { return Slot{Type: DevWonder, Cost: cost} }

var testRules = Rules{StartGold: 2, ImpossibleGold: 2, PolicyCap: 5, PolicyCapGold: 2}

// testDeck has one standard card per test and the base civilizations.
func testDeck(cards ...Card) *Deck {
	d := &Deck{Name: "test", Rules: testRules, Civilizations: []Civilization{
		{Name: "china", Type: "technological"}, {Name: "denmark", Type: "aggressive"},
		{Name: "egypt", Type: "architectural"}, {Name: "greece", Type: "economic"},
		{Name: "japan", Type: "cultural"}}}
	for i := range cards {
		if cards[i].Title == "" {
			cards[i].Title = cards[i].ID
		}
	}
	d.Cards = cards
	return d
}

func card(id string, lines ...Line) Card { return Card{ID: id, Kind: KindStandard, Lines: lines} }

// stacked builds an Automa whose draw pile is the given card ids, top first.
func stacked(t *testing.T, d *Deck, civ string, ids ...string) *Automa {
	t.Helper()
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	r := splitmix(1)
	a, err := New(d, Options{Civilization: civ}, &r)
	if err != nil {
		t.Fatal(err)
	}
	a.draw = nil
	for k := len(ids) - 1; k >= 0; k-- {
		id := ids[k]
		found := false
		for i, c := range d.Cards {
			if c.ID == id {
				a.draw = append(a.draw, i)
				found = true
			}
		}
		if !found {
			t.Fatalf("no card %s", id)
		}
	}
	a.size = len(a.draw)
	return a
}

func start(t *testing.T, a *Automa, tb Table) []Step {
	t.Helper()
	r := splitmix(7)
	steps, err := a.StartTurn(&r, tb)
	if err != nil {
		t.Fatal(err)
	}
	return steps
}

func answer(t *testing.T, a *Automa, tb Table, ans Answer) []Step {
	t.Helper()
	r := splitmix(9)
	steps, err := a.Answer(&r, tb, ans)
	if err != nil {
		t.Fatal(err)
	}
	return steps
}

func TestTargetingTieBreaks(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		target Target
		cards  []Slot
		want   int
	}{
		{"lowest cost wins", Lowest, []Slot{k(5, ""), k(3, ""), b(1), k(4, "")}, 2},
		{"highest cost wins", Highest, []Slot{k(5, ""), k(3, ""), b(9), k(4, "")}, 1},
		{"tie: furthest from the deck", Lowest, []Slot{k(3, ""), k(3, ""), b(1)}, 2},
		{"tie across rows: same position, name first alphabetically", Lowest, []Slot{b(1), k(3, "Zen"), k(3, "Maths"), b(1), b(1), k(3, "Astronomy")}, 6},
		{"tie: named before unnamed", Highest, []Slot{b(1), b(1), k(3, ""), b(1), b(1), k(3, "Philosophy")}, 6},
		{"full tie: lower slot", Lowest, []Slot{b(1), b(1), k(3, "X"), b(1), b(1), k(3, "X")}, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := testDeck(card("S1", Line{Action: ActKnowledge, Target: tc.target}))
			a := stacked(t, d, "", "S1")
			tb := newTable(tc.cards...)
			start(t, a, tb)
			if len(tb.taken) != 1 || tb.taken[0] != tc.want {
				t.Fatalf("took %v, want slot %d", tb.taken, tc.want)
			}
			if a.tally.Knowledge != 1 {
				t.Fatalf("knowledge %d", a.tally.Knowledge)
			}
		})
	}
}

func TestGoldPrice(t *testing.T) {
	t.Parallel()
	lines := []Line{{Action: ActKnowledge, Target: Highest}, {Action: ActKnowledge, Target: Highest, Price: 2}}
	for _, tc := range []struct {
		gold, wantTaken, wantGold int
	}{{2, 2, 0}, {1, 1, 1}, {5, 2, 3}} {
		d := testDeck(card("S1", lines...))
		a := stacked(t, d, "", "S1")
		a.tally.Gold = tc.gold
		tb := newTable(k(1, ""), k(2, ""), k(3, ""))
		steps := start(t, a, tb)
		if len(tb.taken) != tc.wantTaken || a.tally.Gold != tc.wantGold {
			t.Errorf("gold %d: took %v, gold %d; want %d cards, gold %d; steps %v", tc.gold, tb.taken, a.tally.Gold, tc.wantTaken, tc.wantGold, steps)
		}
		if tc.wantTaken == 2 && (tb.taken[0] != 3 || tb.taken[1] != 2) {
			t.Errorf("took %v, want the highest first: [3 2]", tb.taken)
		}
	}
}

func TestPolicyCap(t *testing.T) {
	t.Parallel()
	d := testDeck(card("S1", Line{Action: ActPolicy}, Line{Action: ActPolicy, Price: 3}))
	for _, tc := range []struct{ policies, gold, wantPol, wantGold int }{
		{0, 5, 2, 2}, // both done, 3 paid
		{4, 5, 5, 5}, // one free to the cap, the priced one skipped at the cap
		{5, 5, 5, 7}, // free at the cap: +2 Gold; priced skipped
		{0, 2, 1, 2}, // cannot pay the second
	} {
		a := stacked(t, d, "", "S1")
		a.tally.Policies, a.tally.Gold = tc.policies, tc.gold
		start(t, a, newTable())
		if a.tally.Policies != tc.wantPol || a.tally.Gold != tc.wantGold {
			t.Errorf("from %d policies, %d gold: got %d, %d; want %d, %d", tc.policies, tc.gold, a.tally.Policies, a.tally.Gold, tc.wantPol, tc.wantGold)
		}
	}
}

func TestTypedLinesAndImpossibleGold(t *testing.T) {
	t.Parallel()
	d := testDeck(card("S1",
		Line{Action: ActGold, N: 3},
		Line{Action: ActGold, N: 10, Type: "cultural"},
		Line{Action: ActWonder},           // none in the display: free, +2
		Line{Action: ActWonder, Price: 1}, // priced: nothing
	))
	a := stacked(t, d, "china", "S1")
	steps := start(t, a, newTable(k(1, ""), b(2)))
	if a.tally.Gold != 2+3+2 {
		t.Fatalf("gold %d, want 7; steps %v", a.tally.Gold, steps)
	}
	a = stacked(t, d, "japan", "S1")
	start(t, a, newTable(k(1, "")))
	if a.tally.Gold != 2+3+10+2 {
		t.Fatalf("cultural: gold %d, want 17", a.tally.Gold)
	}
}

func TestWonderStartThenComplete(t *testing.T) {
	t.Parallel()
	d := testDeck(card("S1", Line{Action: ActWonder, Repeat: 2}))
	a := stacked(t, d, "", "S1")
	tb := newTable(w(6), w(4), k(1, ""))
	start(t, a, tb)
	if a.tally.Wonders != 1 || a.tally.WonderStarted != 0 || len(tb.taken) != 1 || tb.taken[0] != 2 {
		t.Fatalf("wonders %d started %d taken %v", a.tally.Wonders, a.tally.WonderStarted, tb.taken)
	}
}

func TestUnknownIdentityAsksForSlot(t *testing.T) {
	t.Parallel()
	d := testDeck(card("S1", Line{Action: ActBuilding}))
	a := stacked(t, d, "", "S1")
	tb := newTable(b(3), Slot{Filled: true}, k(1, ""))
	start(t, a, tb)
	q, ok := a.Question()
	if !ok || q.Expect != ExpectSlot {
		t.Fatalf("question %+v, want a slot question", q)
	}
	r := splitmix(3)
	if _, err := a.Answer(&r, tb, Answer{Kind: AnsSlot, N: 3}); err == nil {
		t.Fatal("slot 3 holds a Knowledge card: the answer must be refused")
	}
	if _, err := a.Answer(&r, tb, Answer{Kind: AnsYes}); err == nil {
		t.Fatal("yes is no answer to a slot question")
	}
	answer(t, a, tb, Answer{Kind: AnsSlot, N: 2})
	if a.InTurn() || a.tally.Buildings != 1 || tb.taken[0] != 2 {
		t.Fatalf("in turn %v, buildings %d, taken %v", a.InTurn(), a.tally.Buildings, tb.taken)
	}
	// "no" means there is none: a free action that is impossible gives 2 Gold.
	a = stacked(t, d, "", "S1")
	start(t, a, newTable(Slot{Filled: true}))
	answer(t, a, tb, Answer{Kind: AnsNo})
	if a.tally.Gold != 4 {
		t.Fatalf("gold %d, want 4", a.tally.Gold)
	}
}

func TestConquerQuestions(t *testing.T) {
	t.Parallel()
	d := testDeck(card("S1", Line{Action: ActConquer}, Line{Action: ActConquer, Price: 2}))
	a := stacked(t, d, "", "S1")
	tb := newTable()
	start(t, a, tb)
	if q, ok := a.Question(); !ok || q.Expect != ExpectYesNo {
		t.Fatalf("want a yes/no question, got %+v", q)
	}
	answer(t, a, tb, Answer{Kind: AnsYes})
	if q, ok := a.Question(); !ok || q.Expect != ExpectNumber {
		t.Fatalf("want the Gold question, got %+v", q)
	}
	answer(t, a, tb, Answer{Kind: AnsNumber, N: 3}) // barbarian worth 3: gold 5
	answer(t, a, tb, Answer{Kind: AnsYes})          // pays 2: gold 3
	answer(t, a, tb, Answer{Kind: AnsNumber, N: 0})
	if a.InTurn() || a.tally.Provinces != 2 || a.tally.Gold != 3 {
		t.Fatalf("in turn %v provinces %d gold %d", a.InTurn(), a.tally.Provinces, a.tally.Gold)
	}
	a = stacked(t, d, "", "S1")
	start(t, a, tb)
	answer(t, a, tb, Answer{Kind: AnsNo}) // free: +2
	answer(t, a, tb, Answer{Kind: AnsNo}) // priced: nothing
	if a.tally.Provinces != 0 || a.tally.Gold != 4 || a.InTurn() {
		t.Fatalf("provinces %d gold %d", a.tally.Provinces, a.tally.Gold)
	}
}

func TestCivilizationCards(t *testing.T) {
	t.Parallel()
	civCard := func(civ string, lines ...Line) Card {
		return Card{ID: "C-" + civ, Kind: KindCivilization, Civilization: civ, Lines: lines}
	}
	d := testDeck(
		card("PLAIN", Line{Action: ActGold, N: 1}),
		card("TECH", Line{Action: ActGold, N: 4}, Line{Action: ActGold, N: 10, Type: "technological"}),
		card("MIXED", Line{Action: ActGold, N: 3}, Line{Action: ActGold, N: 20, Type: "architectural"}, Line{Action: ActGold, N: 50, Type: "cultural"}),
		civCard("china", Line{Action: ActChinaDrawUntilTech}),
		civCard("egypt", Line{Action: ActEgyptUntypedTwice}),
		civCard("greece", Line{Action: ActGreeceAnyType}),
		civCard("japan", Line{Action: ActJapanConditions}),
		civCard("denmark", Line{Action: ActDenmarkCoastalGold, N: 1}, Line{Action: ActDraw}),
	)
	t.Run("china draws until a Technological line", func(t *testing.T) {
		a := stacked(t, d, "china", "C-china", "PLAIN", "MIXED", "TECH", "PLAIN")
		start(t, a, newTable())
		// PLAIN and MIXED are revealed and not used; TECH's lines both done.
		if a.tally.Gold != 2+4+10 || len(a.draw) != 1 || len(a.discard) != 4 {
			t.Fatalf("gold %d draw %d discard %d", a.tally.Gold, len(a.draw), len(a.discard))
		}
	})
	t.Run("egypt does the untyped lines twice and no typed line", func(t *testing.T) {
		a := stacked(t, d, "egypt", "C-egypt", "MIXED")
		start(t, a, newTable())
		if a.tally.Gold != 2+3+3 {
			t.Fatalf("gold %d, want 8", a.tally.Gold)
		}
	})
	t.Run("greece does only the typed lines, of any type", func(t *testing.T) {
		a := stacked(t, d, "greece", "C-greece", "MIXED")
		start(t, a, newTable())
		if a.tally.Gold != 2+20+50 {
			t.Fatalf("gold %d, want 72", a.tally.Gold)
		}
	})
	t.Run("japan", func(t *testing.T) {
		for _, tc := range []struct {
			answers             []AnswerKind
			provinces, policies int
			gold                int
		}{
			{[]AnswerKind{AnsYes, AnsYes}, 1, 0, 2}, // conquers (yes), then the Gold question
			{[]AnswerKind{AnsNo, AnsYes}, 0, 1, 2},
			{[]AnswerKind{AnsNo, AnsNo}, 0, 0, 3}, // draws PLAIN: +1
		} {
			a := stacked(t, d, "japan", "C-japan", "PLAIN")
			tb := newTable()
			start(t, a, tb)
			for _, ans := range tc.answers {
				answer(t, a, tb, Answer{Kind: ans})
			}
			if _, ok := a.Question(); ok {
				answer(t, a, tb, Answer{Kind: AnsNumber, N: 0})
			}
			if a.InTurn() || a.tally.Provinces != tc.provinces || a.tally.Policies != tc.policies || a.tally.Gold != tc.gold {
				t.Errorf("%v: provinces %d policies %d gold %d", tc.answers, a.tally.Provinces, a.tally.Policies, a.tally.Gold)
			}
		}
	})
	t.Run("denmark", func(t *testing.T) {
		a := stacked(t, d, "denmark", "C-denmark", "PLAIN")
		tb := newTable()
		start(t, a, tb)
		answer(t, a, tb, Answer{Kind: AnsNumber, N: 3})
		if a.InTurn() || a.tally.Gold != 2+3+1 {
			t.Fatalf("gold %d, want 6", a.tally.Gold)
		}
	})
}

func TestReshuffleAndShuffle(t *testing.T) {
	t.Parallel()
	d := testDeck(card("A", Line{Action: ActGold, N: 1}), card("B", Line{Action: ActGold, N: 1}),
		card("SH", Line{Action: ActShuffle}))
	a := stacked(t, d, "", "A", "B")
	tb := newTable()
	start(t, a, tb)
	start(t, a, tb)
	start(t, a, tb) // the draw pile is empty: the discard pile becomes it
	if a.tally.Reshuffles != 1 || a.Piles().Total() != 2 || len(a.draw) != 1 || len(a.discard) != 1 {
		t.Fatalf("reshuffles %d piles %+v", a.tally.Reshuffles, a.Piles())
	}
	a = stacked(t, d, "", "SH", "A", "B")
	a.discard, a.draw = a.draw[:2:2], a.draw[2:] // SH on top (last), A and B discarded
	start(t, a, tb)
	if a.tally.Shuffles != 1 || len(a.draw) != 3 || len(a.discard) != 0 {
		t.Fatalf("shuffles %d draw %v discard %v", a.tally.Shuffles, a.draw, a.discard)
	}
}

func TestTwoCardsPerTurnAndAnswersRefused(t *testing.T) {
	t.Parallel()
	d := testDeck(card("A", Line{Action: ActGold, N: 1}), card("B", Line{Action: ActGold, N: 5}))
	r := splitmix(5)
	a, err := New(d, Options{CardsPerTurn: 2}, &r)
	if err != nil {
		t.Fatal(err)
	}
	steps := start(t, a, newTable())
	if a.tally.Gold != 8 || len(a.Revealed()) != 2 {
		t.Fatalf("gold %d revealed %v; steps %v", a.tally.Gold, a.Revealed(), steps)
	}
	if _, err := a.Answer(&r, newTable(), Answer{Kind: AnsYes}); err != ErrNoQuestion {
		t.Fatalf("answer without a question: %v", err)
	}
	if _, err := New(d, Options{Difficulty: 5}, &r); err == nil {
		t.Fatal("difficulty 5 must be refused")
	}
	if _, err := New(d, Options{Modules: []string{"dragons"}}, &r); err == nil || !strings.Contains(err.Error(), "dragons") {
		t.Fatalf("unknown module: %v", err)
	}
}

func TestCloneIsDeep(t *testing.T) {
	t.Parallel()
	d := testDeck(card("A", Line{Action: ActConquer}), card("B", Line{Action: ActGold, N: 5}))
	a := stacked(t, d, "", "A", "B")
	tb := newTable()
	start(t, a, tb)
	c := a.Clone()
	answer(t, c, tb, Answer{Kind: AnsNo})
	if !a.turn.asking || a.tally.Gold != 2 || len(a.turn.steps) != 2 {
		t.Fatalf("the original changed: asking %v gold %d steps %d", a.turn.asking, a.tally.Gold, len(a.turn.steps))
	}
	if c.turn.asking || c.tally.Gold != 4 {
		t.Fatalf("the clone: asking %v gold %d", c.turn.asking, c.tally.Gold)
	}
}

// Resolved cards are discarded before each new draw: a draw line with an
// empty draw pile reshuffles the card that drew, too (AUTOMA.md, the turn).
func TestResolvedCardsDiscardedBeforeEachDraw(t *testing.T) {
	t.Parallel()
	d := testDeck(card("D", Line{Action: ActDraw}), card("G", Line{Action: ActGold, N: 1}))
	a := stacked(t, d, "", "D")
	a.discard = []int{1}
	a.size = 2
	steps := start(t, a, newTable())
	var reshuffled int
	for _, s := range steps {
		if s.Kind == StepReshuffle {
			reshuffled = s.N
		}
	}
	if reshuffled != 2 || a.Piles().Total() != 2 {
		t.Fatalf("reshuffled %d cards (want 2: D was discarded first); piles %+v", reshuffled, a.Piles())
	}
}

// A deck whose cards only draw each other never hangs a turn.
func TestDrawOnlyDeckEndsTheTurn(t *testing.T) {
	t.Parallel()
	d := testDeck(card("D", Line{Action: ActDraw}))
	a := stacked(t, d, "", "D")
	steps := start(t, a, newTable())
	if a.InTurn() || steps[len(steps)-1].Kind != StepNoCard {
		t.Fatalf("in turn %v, last step %v", a.InTurn(), steps[len(steps)-1])
	}
}
