package automa

import (
	"strconv"
	"strings"

	"tablemate/kernel"
)

// Tally is what the Automa has gathered: its achievements (M-SCORE-1) and
// the counts a table wants to see.
type Tally struct {
	Knowledge     int
	Buildings     int
	Wonders       int // completed Wonders: they score
	WonderStarted int // a Wonder acquired, first stage built, not completed
	Policies      int
	Provinces     int
	Gold          int
	ExplorerMoves int
	TradeSteps    int
	TradingPosts  int
	Heroes        int
	Reshuffles    int // discard pile shuffled into a new draw pile
	Shuffles      int // "shuffle" lines: every card shuffled together
	CardsRevealed int
	Sacrificed    int // Aztecs: units sacrificed and not yet returned
}

// Score is the Automa's achievements scored like a player's (M-SCORE-1,
// M-SCORE-4), before dominance.
func (t Tally) Score() int {
	return t.Knowledge + 2*t.Wonders + 2*t.Policies + t.Provinces
}

// CondCount is the count a "fewer than each other player" condition
// compares (AUTOMA.md advanced cards).
func (t Tally) CondCount(c Cond) int {
	switch c {
	case CondWonders:
		return t.Wonders
	case CondPolicies:
		return t.Policies
	case CondProvinces:
		return t.Provinces
	case CondTradeTrack:
		return t.TradeSteps
	}
	return 0
}

// DevType is a Development card's type as the display shows it.
type DevType uint8

const (
	DevUnknown DevType = iota // the table has not entered the card
	DevKnowledge
	DevBuilding
	DevWonder
)

var devNames = [...]string{"unknown", "Knowledge", "Building", "Wonder"}

func (t DevType) String() string {
	if t >= 0 && int(t) < len(devNames) {
		return devNames[t]
	}
	return "unknown"
}

func devOf(a ActionKind) DevType {
	switch a {
	case ActKnowledge:
		return DevKnowledge
	case ActBuilding:
		return DevBuilding
	case ActWonder:
		return DevWonder
	}
	return DevUnknown
}

// Slot is one display slot as the Automa sees it.
type Slot struct {
	Slot     int // 1-based, as the table numbers it
	Position int // distance from the deck within the row: higher is further
	Filled   bool
	Type     DevType // DevUnknown while the table has not entered the card
	Cost     int
	Name     string
}

// Table is the game around the Automa: the display it takes cards from.
type Table interface {
	Slots() []Slot
	// Take moves the card in a slot to the Automa's area. The refill comes
	// at the end of the turn, by the game's rules (M-REFILL-3).
	Take(slot int)
}

// Humans is a table that names the human players: "each other (human)
// player" is asked about one by one (the Unrest lines).
type Humans interface {
	HumanNames() []string
}

// Rivals is a table with other Automas (AUTOMA.md "Several bots"): their
// counts for a "fewer than each other player" condition are known, so the
// table is asked only about the humans.
type Rivals interface {
	RivalCounts(c Cond) []int
}

// StepStatus is where a step of the turn stands.
type StepStatus uint8

const (
	StepDone    StepStatus = iota // carried out
	StepSkipped                   // not possible, or not for this Automa
	StepAsking                    // waiting for the table's answer
)

func (s StepStatus) String() string {
	switch s {
	case StepSkipped:
		return "skipped"
	case StepAsking:
		return "current"
	}
	return "done"
}

// Expect is the kind of answer a question wants.
type Expect int

const (
	ExpectYesNo  Expect = iota // answer yes or no
	ExpectNumber               // answer a number from 0 to the question's Max
	ExpectSlot                 // answer slot N, or no when there is none
	ExpectCard                 // answer knowledge, building or wonder, or no when there is none
)

func (e Expect) String() string {
	switch e {
	case ExpectNumber:
		return "number"
	case ExpectSlot:
		return "slot"
	case ExpectCard:
		return "card"
	}
	return "yes/no"
}

// AnswerKind is the form of an answer.
type AnswerKind int

const (
	AnsYes AnswerKind = iota
	AnsNo
	AnsNumber
	AnsSlot
	AnsCard // a Development card's type (N: its DevType)
)

// Answer is the table's answer to the current question.
type Answer struct {
	Kind AnswerKind
	N    int // the number, the slot, or the card's DevType
}

func (a Answer) String() string {
	switch a.Kind {
	case AnsNo:
		return "no"
	case AnsNumber:
		return strconv.Itoa(a.N)
	case AnsSlot:
		return "slot " + strconv.Itoa(a.N)
	case AnsCard:
		return strings.ToLower(DevType(a.N).String())
	}
	return "yes"
}

// ParseDevType reads knowledge, building or wonder (any case).
func ParseDevType(s string) (DevType, bool) {
	for t := DevKnowledge; t <= DevWonder; t++ {
		if strings.EqualFold(s, t.String()) {
			return t, true
		}
	}
	return DevUnknown, false
}

// ErrNoQuestion: an answer came while the Automa asks nothing.
var ErrNoQuestion = kernel.Worded("the Automa asks no question now")

// Automa is the solo opponent's whole state: its piles, its tallies and the
// turn under way. It is a value the game clones on every action.
type Automa struct {
	deck         *Deck
	civ          Civilization
	cardsPerTurn int
	difficulty   int
	size         int // cards in play at the start: conserved across piles
	number       int // its number among several Automas ("Automa 2"); 0 alone
	revision     int // the rules revision the game was started with (Revision)
	drawAfter    bool

	draw    []int // indices into deck.Cards, top LAST
	discard []int
	nexus   []int // Atlantis: cards set aside and used on each Atlantis card
	removed []int // Mughals and trading-post cards: out of the game

	tally Tally
	turn  turn
}

// pending is a line waiting to be resolved.
type pending struct {
	card    int
	line    *Line // in the shared deck, never changed
	anyType bool  // Greece: typed lines apply whatever their type
	again   bool  // a later pass of an "all" line or of "conquer 3": none left is not impossible
	// occ tells apart each use of a card's lines in a turn: a card revealed
	// again after a reshuffle, Egypt's second pass, Atlantis's Nexus.
	occ int
}

// condAnswer is a "fewer than" condition answered this turn, for one use
// of a card's lines (occ; the card itself before Revision 1), with the
// count the Automa had when it was answered.
type condAnswer struct {
	card  int
	occ   int
	cond  Cond
	yes   bool
	count int
}

// nothing is a line the table just said was not possible: the paid repeat
// that follows it on the same card is not asked again.
type nothing struct {
	set    bool
	occ    int
	action ActionKind
	target Target
	n      int
}

// turn is the Automa's turn under way, or the last one when !active.
type turn struct {
	active   bool
	revealed []int // cards revealed this turn, in order (what the table saw)
	open     []int // of those, the cards not yet discarded, shuffled or removed
	steps    []Step
	queue    []pending
	started  int // cards of this turn revealed from the top (cards per turn)
	shuffle  bool
	conds    []condAnswer
	occs     int     // uses of card lines begun this turn (pending.occ)
	none     nothing // the line just answered not possible
	// The question being asked, if any: the line, its stage, the step.
	asking   bool
	ask      pending
	stage    int
	question Question
	// unrest: the Unrest line asks about each human in turn; any is set
	// once one of them took the Unrest cards.
	unrestAny bool
}

// Clone is a deep copy; the deck is shared because it never changes.
func (a *Automa) Clone() *Automa {
	c := *a
	c.draw = cloneInts(a.draw)
	c.discard = cloneInts(a.discard)
	c.nexus = cloneInts(a.nexus)
	c.removed = cloneInts(a.removed)
	c.turn.revealed = cloneInts(a.turn.revealed)
	c.turn.open = cloneInts(a.turn.open)
	c.turn.steps = append([]Step(nil), a.turn.steps...)
	c.turn.queue = append([]pending(nil), a.turn.queue...)
	c.turn.conds = append([]condAnswer(nil), a.turn.conds...)
	return &c
}

func cloneInts(xs []int) []int {
	if xs == nil {
		return nil
	}
	return append(make([]int, 0, len(xs)), xs...)
}

// Deck is the deck the Automa's cards come from.
func (a *Automa) Deck() *Deck { return a.deck }

// Civ is the Automa's civilization (zero when it plays without one).
func (a *Automa) Civ() Civilization { return a.civ }

// Difficulty is the number of advanced cards shuffled in.
func (a *Automa) Difficulty() int { return a.difficulty }

// Number is the Automa's number among several ("Automa 2"), 0 alone.
func (a *Automa) Number() int { return a.number }

// CardsPerTurn is how many cards the Automa reveals each turn.
func (a *Automa) CardsPerTurn() int { return a.cardsPerTurn }

// Tally is what the Automa has gathered.
func (a *Automa) Tally() Tally { return a.tally }

// Asking reports whether the Automa waits for the table's answer.
func (a *Automa) Asking() bool { return a.turn.asking }

// InTurn reports whether a turn is under way.
func (a *Automa) InTurn() bool { return a.turn.active }

// Question is the current question; ok is false when none. It is a value,
// so asking it allocates nothing.
func (a *Automa) Question() (q Question, ok bool) {
	if !a.turn.asking {
		return Question{}, false
	}
	return a.turn.question, true
}

// Steps are the steps of the turn under way, or of the last turn.
func (a *Automa) Steps() []Step { return append([]Step(nil), a.turn.steps...) }

// Revealed are the titles of the cards revealed this turn (or the last).
func (a *Automa) Revealed() []string {
	var titles []string
	for _, i := range a.turn.revealed {
		titles = append(titles, a.deck.Cards[i].Title)
	}
	return titles
}

// Pending describes the lines still to resolve this turn, in order.
func (a *Automa) Pending() []Step {
	var out []Step
	for i := len(a.turn.queue) - 1; i >= 0; i-- {
		p := a.turn.queue[i]
		out = append(out, Step{Kind: StepPending, Card: a.deck.Cards[p.card].Title, Line: p.line})
	}
	return out
}

// Piles counts the cards in each pile.
type Piles struct {
	Draw, Discard, Revealed, Nexus, Removed int
}

// Total is every card the game started with, wherever it is now.
func (p Piles) Total() int { return p.Draw + p.Discard + p.Revealed + p.Nexus + p.Removed }

// Piles counts the cards in each pile; the cards revealed are counted only
// while the turn is under way (then they go to the discard pile).
func (a *Automa) Piles() Piles {
	p := Piles{Draw: len(a.draw), Discard: len(a.discard), Nexus: len(a.nexus), Removed: len(a.removed)}
	if a.turn.active {
		p.Revealed = len(a.turn.open)
	}
	return p
}

// Size is the number of cards the Automa's deck started with.
func (a *Automa) Size() int { return a.size }

// DrawTitles lists the draw pile top first (for tests and a peeking table).
func (a *Automa) DrawTitles() []string {
	var out []string
	for i := len(a.draw) - 1; i >= 0; i-- {
		out = append(out, a.deck.Cards[a.draw[i]].ID)
	}
	return out
}

// AddGold records Gold the Automa gained (or, negative, lost) on the map.
func (a *Automa) AddGold(n int) error {
	if a.tally.Gold+n < 0 {
		return kernel.Worded("the Automa has %d Gold: it cannot lose %d", a.tally.Gold, -n)
	}
	a.tally.Gold += n
	return nil
}

// Cards are the cards of this game's deck, wherever they are now (draw and
// discard piles, the turn's cards, the Nexus, removed), in deck file order.
func (a *Automa) Cards() []Card {
	in := make([]bool, len(a.deck.Cards))
	for _, pile := range [][]int{a.draw, a.discard, a.turn.open, a.nexus, a.removed} {
		for _, idx := range pile {
			in[idx] = true
		}
	}
	var out []Card
	for i, ok := range in {
		if ok {
			out = append(out, a.deck.Cards[i])
		}
	}
	return out
}
