package automa_test

import (
	"strings"
	"testing"

	"tablemate/automa"
)

// printed is every card of the embedded deck as AUTOMA.md gives it, line by
// line in the deck's own notation (Line.String): the deck is card-exact.
var printed = map[string][]string{
	"S01": {"conquer lowest", "+2 Gold: conquer lowest", "Architectural: Wonder", "Architectural: Wonder", "Architectural: Building lowest"},
	"S02": {"Knowledge highest", "+2 Gold: Knowledge highest", "Aggressive: conquer lowest", "Aggressive: conquer highest"},
	"S03": {"develop a Cultural Policy", "+3 Gold: develop a Cultural Policy", "Technological: Knowledge lowest", "Technological: Knowledge highest"},
	"S04": {"gain 3 Gold", "Technological: Knowledge lowest", "Technological: Knowledge highest"},
	"S05": {"conquer lowest", "+2 Gold: conquer lowest", "Economic: Explorers move 2"},
	"S06": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "Aggressive: conquer highest x3 (one action)", "Aggressive: shuffle the Automa deck"},
	"S07": {"Wonder", "+2 Gold: Wonder", "Building lowest", "Economic: Explorers move 2"},
	"S08": {"Knowledge highest", "+2 Gold: Knowledge highest", "Architectural: Wonder", "Architectural: Wonder", "Architectural: Building lowest"},
	"S09": {"develop a Cultural Policy", "+3 Gold: develop a Cultural Policy", "Aggressive: conquer lowest", "Aggressive: conquer highest"},
	"S10": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "Cultural: develop a Cultural Policy", "Cultural: develop a Cultural Policy", "Cultural: shuffle the Automa deck"},
	"S11": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "Architectural: Wonder", "Architectural: Wonder", "Architectural: Wonder", "Architectural: Building highest", "Architectural: shuffle the Automa deck"},
	"S12": {"gain 3 Gold", "Cultural: develop a Cultural Policy, then gain 2 Gold per Policy"},
	"S13": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "Technological: all Knowledge cards", "Technological: shuffle the Automa deck"},
	"S14": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "Economic: Explorers move 3", "Economic: shuffle the Automa deck"},
	"S15": {"Wonder", "+2 Gold: Wonder", "Building lowest", "Cultural: develop a Cultural Policy, then gain 2 Gold per Policy"},

	"C-CHINA":     {"China: draw until a card with a Technological line, and use it"},
	"C-DENMARK":   {"Denmark: Gold per coastal Province controlled", "draw another card"},
	"C-EGYPT":     {"Egypt: draw a card and do its untyped lines twice"},
	"C-GREECE":    {"Greece: draw a card and do its typed lines, whatever their type"},
	"C-JAPAN":     {"Japan: fewer Provinces: conquer; else fewer Policies: develop one; else draw"},
	"C-AMAZONS":   {"Amazons: gain horses and mount units", "draw another card"},
	"C-ATLANTIS":  {"Atlantis: put the next card in the Nexus and use every Nexus card"},
	"C-AZTECS":    {"Aztecs: sacrifice a unit from the Capital for Gold (else return a sacrificed Soldier)", "draw another card"},
	"C-MUGHALS":   {"Mughals: reveal the next card; with no Economic line, remove it from the game", "draw another card"},
	"C-MALIANS":   {"gain 2 Gold", "trade track +1", "draw another card"},
	"C-ZULU":      {"each other player takes Unrest cards", "draw another card"},
	"C-AKSUMITES": {"Aksumites: gain the top card of the Reserve", "draw another card"},

	"A1": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "Knowledge lowest", "Knowledge highest"},
	"A2": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "develop a Cultural Policy, then gain 2 Gold per Policy"},
	"A3": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "Wonder", "Wonder", "Building lowest"},
	"A4": {"Explorers move 1", "+2 Gold: Explorers move 1", "Building lowest", "conquer lowest", "conquer highest"},
	"A5": {"if fewest wonders: Wonder", "if fewest wonders: Building lowest", "draw another card"},
	"A6": {"if fewest policies: develop a Cultural Policy", "draw another card"},
	"A7": {"if fewest provinces: conquer lowest", "draw another card"},
	"A8": {"if last on trade track: trade track +2", "draw another card"},

	"H1": {"take a Hero", "draw another card"},

	"AE1": {"trade track +1", "+1 Gold: trade track +1", "+1 Gold: trade track +1", "Architectural: Reserve: draw cards and gain their Wonders"},
	"AE2": {"trade track +1", "+1 Gold: trade track +1", "+1 Gold: trade track +1", "Cultural: gain 2 Gold per Policy"},
	"AE3": {"trade track +1", "+1 Gold: trade track +1", "+1 Gold: trade track +1", "Economic: trade track +2"},
	"AE4": {"trade track +1", "+1 Gold: trade track +1", "+1 Gold: trade track +1", "Technological: Reserve: draw cards and gain their Knowledge cards"},
	"AE5": {"trade track +1", "+1 Gold: trade track +1", "+1 Gold: trade track +1", "Aggressive: each other player takes Unrest cards"},
	"AE6": {"build a Trading Post", "remove this card from the Automa deck"},
	"AE7": {"build a Trading Post", "remove this card from the Automa deck"},
}

// M-SOLO-5: the embedded deck is the printed deck, all 43 cards, each line
// as printed; the catch-up conditions and the trading-post removal are data.
func TestM_SOLO_5_EmbeddedDeckIsCardExact(t *testing.T) {
	t.Parallel()
	d := defaultDeck(t)
	if len(d.Cards) != 43 || len(printed) != 43 {
		t.Fatalf("%d cards in the deck, %d printed: want 43", len(d.Cards), len(printed))
	}
	for _, c := range d.Cards {
		t.Run(c.ID, func(t *testing.T) {
			want, ok := printed[c.ID]
			if !ok {
				t.Fatalf("card %s is not a printed card", c.ID)
			}
			var got []string
			for _, l := range c.Lines {
				got = append(got, l.String())
			}
			if strings.Join(got, " | ") != strings.Join(want, " | ") {
				t.Fatalf("card %s:\n got  %q\n want %q", c.ID, got, want)
			}
		})
	}
}

// dealt is an Automa on the default deck with these cards on top.
func dealt(t *testing.T, opt automa.Options, ids ...string) (*automa.Automa, *splitmix) {
	t.Helper()
	r := splitmix(1)
	a, err := automa.New(defaultDeck(t), opt, &r)
	if err != nil {
		t.Fatal(err)
	}
	if err := automa.Stack(a, ids...); err != nil {
		t.Fatal(err)
	}
	return a, &r
}

// turnWith plays one turn, answering the questions in order (then "no" or
// 0 once they run out), and returns every step.
func turnWith(t *testing.T, a *automa.Automa, r *splitmix, disp automa.Table, answers ...automa.Answer) []automa.Step {
	t.Helper()
	steps, err := a.StartTurn(r, disp)
	if err != nil {
		t.Fatal(err)
	}
	for q, ok := a.Question(); ok; q, ok = a.Question() {
		ans := automa.Answer{Kind: automa.AnsNo}
		if q.Expect == automa.ExpectNumber {
			ans = automa.Answer{Kind: automa.AnsNumber}
		}
		if len(answers) > 0 {
			ans, answers = answers[0], answers[1:]
		}
		more, err := a.Answer(r, disp, ans)
		if err != nil {
			t.Fatalf("answer %v to %q: %v", ans, q.Step, err)
		}
		steps = append(steps, more...)
	}
	if p := a.Piles(); p.Total() != a.Size() {
		t.Fatalf("cards not conserved: %+v, want %d", p, a.Size())
	}
	_ = steps
	return a.Steps() // each question replaced by what came of it
}

func kinds(steps []automa.Step) []automa.StepKind {
	var out []automa.StepKind
	for _, s := range steps {
		out = append(out, s.Kind)
	}
	return out
}

func has(steps []automa.Step, k automa.StepKind) int {
	n := 0
	for _, s := range steps {
		if s.Kind == k {
			n++
		}
	}
	return n
}

var (
	yes = automa.Answer{Kind: automa.AnsYes}
	no  = automa.Answer{Kind: automa.AnsNo}
)

func gold(n int) automa.Answer { return automa.Answer{Kind: automa.AnsNumber, N: n} }

// full is a display where every card is known, two of each type.
func full() *display {
	r := splitmix(2)
	d := &display{r: &r}
	types := []automa.DevType{automa.DevKnowledge, automa.DevBuilding, automa.DevWonder, automa.DevKnowledge, automa.DevBuilding, automa.DevWonder}
	for i, ty := range types {
		d.slots = append(d.slots, automa.Slot{Slot: i + 1, Position: i%3 + 1, Filled: true, Type: ty, Cost: i + 1})
	}
	return d
}

// M-SOLO-4: the cards the Automa gains go to its area and count: S02's
// Knowledge highest, then again for 2 Gold.
func TestM_SOLO_4_S02_CardsGainedCount(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Civilization: "egypt"}, "S02")
	steps := turnWith(t, a, r, full())
	if a.Tally().Knowledge != 2 || a.Tally().Gold != 0 || has(steps, automa.StepPay) != 1 {
		t.Fatalf("tally %+v steps %v", a.Tally(), kinds(steps))
	}
}

// S06 (Aggressive): "conquer 3" is one action and "shuffle the Automa deck" takes effect at
// once: every card, this turn's included, into a new draw pile.
func TestS06_ConquerThreeAndShuffleAtOnce(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Civilization: "denmark"}, "S06")
	// Explorers (0 Gold), again for 2 (0 Gold), a Building, then the
	// first conquest works, the second does not: the third is not asked.
	steps := turnWith(t, a, r, full(), gold(0), gold(0), yes, gold(1), no)
	if a.Tally().Provinces != 1 || has(steps, automa.AskConquer) != 0 || has(steps, automa.StepGoldInstead) != 0 {
		t.Fatalf("provinces %d, steps %v", a.Tally().Provinces, kinds(steps))
	}
	if p := a.Piles(); a.Tally().Shuffles != 1 || p.Discard != 0 || p.Draw != a.Size() {
		t.Fatalf("after the shuffle: piles %+v shuffles %d", p, a.Tally().Shuffles)
	}
}

// A6 met: the Policy, then the draw, whose card is used in the same turn.
func TestA6_ConditionMetThenDraw(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Difficulty: 4}, "A6", "S04")
	steps := turnWith(t, a, r, full(), yes)
	if has(steps, automa.StepCondMet) != 1 || a.Tally().Policies != 1 || has(steps, automa.StepDraw) != 1 || a.Tally().Gold != 5 {
		t.Fatalf("tally %+v steps %v", a.Tally(), kinds(steps))
	}
}

// A5, A6, A7: fewer than EACH other player; "no" (a tie is not fewer) is an
// impossible free step: 2 Gold once for the card, and the draw still comes.
func TestA5_A6_A7_CatchUpIsStrictAndGivesGold(t *testing.T) {
	t.Parallel()
	for _, id := range []string{"A5", "A6", "A7"} {
		t.Run(id, func(t *testing.T) {
			a, r := dealt(t, automa.Options{Difficulty: 4}, id, "S04")
			steps := turnWith(t, a, r, full(), no)
			if has(steps, automa.AskCondition) != 0 || has(steps, automa.StepGoldInstead) != 1 || has(steps, automa.StepDraw) != 1 {
				t.Fatalf("steps %v", kinds(steps))
			}
			if g := a.Tally().Gold; g != 2+2+3 { // start, unmet condition, S04's 3 Gold
				t.Fatalf("gold %d, want 7", g)
			}
		})
	}
	a, r := dealt(t, automa.Options{Difficulty: 4}, "A7", "S04")
	if _, err := a.StartTurn(r, full()); err != nil {
		t.Fatal(err)
	}
	if q, ok := a.Question(); !ok || !strings.Contains(q.String(), "fewer Provinces than each other player (a tie is not fewer)") {
		t.Fatalf("A7 asks %v", q)
	}
}

// H1: the Hero is taken, the old one goes back (never two), then a draw.
func TestH1_HeroSwapThenDraw(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Modules: []string{"celebrities"}}, "H1", "S04")
	steps := turnWith(t, a, r, full(), yes)
	if a.Tally().Heroes != 1 || has(steps, automa.StepDraw) != 1 || a.Tally().Gold != 2+3 {
		t.Fatalf("first hero: %+v %v", a.Tally(), kinds(steps))
	}
	if err := automa.Stack(a, "H1", "S04"); err != nil {
		t.Fatal(err)
	}
	steps = turnWith(t, a, r, full(), yes)
	var swap bool
	for _, s := range steps {
		swap = swap || (s.Kind == automa.StepHero && s.N == 1)
	}
	if a.Tally().Heroes != 1 || !swap {
		t.Fatalf("second hero: %+v %v", a.Tally(), kinds(steps))
	}
}

// AE6: a trading-post card leaves the deck after use; the table is asked
// the Gold the trade track gave.
func TestAE6_TradingPostCardRemovedAfterUse(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Modules: []string{"african_empires"}}, "AE6")
	size := a.Size()
	steps := turnWith(t, a, r, full(), yes, gold(2))
	if a.Piles().Removed != 1 || a.Piles().Total() != size || a.Tally().TradingPosts != 1 || a.Tally().Gold != 4 {
		t.Fatalf("piles %+v tally %+v steps %v", a.Piles(), a.Tally(), kinds(steps))
	}
	if has(steps, automa.AskPostGold) != 0 || has(steps, automa.StepRemoved) != 1 {
		t.Fatalf("steps %v", kinds(steps))
	}
}

// AE1: three trade lines, each asked the Gold of the trade benefits; the
// Architectural Reserve line only for that type.
func TestAE1_TradeStepsAskTheGold(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Civilization: "egypt", Modules: []string{"african_empires"}}, "AE1")
	steps := turnWith(t, a, r, full(), gold(2), gold(0), gold(0))
	if a.Tally().TradeSteps != 3 || a.Tally().Gold != 2+2-1-1 || has(steps, automa.StepReserveWonders) != 1 {
		t.Fatalf("tally %+v steps %v", a.Tally(), kinds(steps))
	}
}

// C-EGYPT: the drawn card's untyped lines as a sequence, twice; its typed
// lines are not done.
func TestC_EGYPT_UntypedLinesTwiceAsASequence(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Civilization: "egypt"}, "C-EGYPT", "S04")
	steps := turnWith(t, a, r, full())
	if a.Tally().Gold != 2+3+3 || a.Tally().Knowledge != 0 || has(steps, automa.StepNotItsType) != 0 {
		t.Fatalf("tally %+v steps %v", a.Tally(), kinds(steps))
	}
}

// C-GREECE: only the typed lines, whatever their type (S04: Technological).
func TestC_GREECE_TypedLinesOnly(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Civilization: "greece"}, "C-GREECE", "S04")
	turnWith(t, a, r, full())
	if a.Tally().Gold != 2 || a.Tally().Knowledge != 2 {
		t.Fatalf("tally %+v", a.Tally())
	}
}

// C-MUGHALS: a revealed card with no Economic line is removed from the game;
// one with an Economic line is discarded unplayed; then the draw.
func TestC_MUGHALS_RemoveOrDiscard(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Civilization: "mughals"}, "C-MUGHALS", "S04", "S12")
	turnWith(t, a, r, full())
	if p := a.Piles(); p.Removed != 1 || a.Tally().Gold != 2+3 {
		t.Fatalf("piles %+v tally %+v", p, a.Tally())
	}
	a, r = dealt(t, automa.Options{Civilization: "mughals"}, "C-MUGHALS", "S05", "S12")
	turnWith(t, a, r, full())
	if p := a.Piles(); p.Removed != 0 || a.Tally().Gold != 2+3 {
		t.Fatalf("economic card: piles %+v tally %+v", p, a.Tally())
	}
}

// C-ZULU, C-AMAZONS, C-AKSUMITES, C-AZTECS, C-DENMARK: a civilization step
// that is impossible gives 2 Gold, then the draw.
func TestCivilizationStepsImpossibleGiveGold(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ id, civ string }{{"C-ZULU", "zulu"}, {"C-AMAZONS", "amazons"}, {"C-AKSUMITES", "aksumites"}, {"C-AZTECS", "aztecs"}, {"C-DENMARK", "denmark"}} {
		t.Run(tc.id, func(t *testing.T) {
			a, r := dealt(t, automa.Options{Civilization: tc.civ}, tc.id, "S04")
			steps := turnWith(t, a, r, full()) // no / 0
			if a.Tally().Gold != 2+2+3 || has(steps, automa.StepGoldInstead) != 1 {
				t.Fatalf("gold %d steps %v", a.Tally().Gold, kinds(steps))
			}
		})
	}
	// C-AZTECS: a sacrifice gives 4 Gold; with none possible later, a
	// sacrificed Soldier returns (not impossible).
	a, r := dealt(t, automa.Options{Civilization: "aztecs"}, "C-AZTECS", "S04")
	turnWith(t, a, r, full(), yes)
	if err := automa.Stack(a, "C-AZTECS", "S04"); err != nil {
		t.Fatal(err)
	}
	steps := turnWith(t, a, r, full(), no)
	if a.Tally().Gold != 2+4+3+3 || has(steps, automa.StepAztecsReturn) != 1 {
		t.Fatalf("gold %d steps %v", a.Tally().Gold, kinds(steps))
	}
	// C-DENMARK: 1 Gold per coastal Province, asked.
	a, r = dealt(t, automa.Options{Civilization: "denmark"}, "C-DENMARK", "S04")
	turnWith(t, a, r, full(), gold(3))
	if a.Tally().Gold != 2+3+3 {
		t.Fatalf("denmark gold %d", a.Tally().Gold)
	}
}

// C-CHINA: cards with no Technological line are revealed and discarded
// until one has; that one is used.
func TestC_CHINA_DrawUntilTechnological(t *testing.T) {
	t.Parallel()
	a, r := dealt(t, automa.Options{Civilization: "china"}, "C-CHINA", "S01", "S04")
	steps := turnWith(t, a, r, full(), no)
	if has(steps, automa.StepChinaPass) != 1 || a.Tally().Knowledge != 2 || a.Tally().Gold != 5 {
		t.Fatalf("tally %+v steps %v", a.Tally(), kinds(steps))
	}
}
