package automa

import "fmt"

// StepKind is what a step of the Automa's turn says. A step is typed data;
// its English text is made only when it is shown (Message), so a turn
// builds no text.
type StepKind uint8

const (
	// The deck.
	StepReveal     StepKind = iota // a card is revealed (Name: its title)
	StepDraw                       // a "draw" line reveals another card
	StepChinaDraw                  // China reveals a card
	StepChinaPass                  // China: the card has no Technological line: discarded
	StepGreecePass                 // Greece: the card has no typed line: discarded
	StepEgyptDraw                  // Egypt reveals a card
	StepGreeceDraw                 // Greece reveals a card
	StepNoCard                     // no card left to reveal
	StepReshuffle                  // the discard pile becomes the draw pile (N cards)
	StepShuffle                    // a "shuffle" line: every card shuffled together (N cards)
	StepAbandon                    // the table ended the turn by hand
	StepRemoved                    // a card removes itself from the deck (trading post)

	// Why a line is not done.
	StepNotItsType // a line for another civilization type
	StepCondNotMet // a "fewer than" condition is not met
	StepCondRival  // not met: another Automa has as many or fewer
	StepCannotPay  // a priced line it cannot pay
	StepNoDevCard  // no card of that type in the display (Dev)
	StepNoConquest // no Province it can conquer
	StepNoHero     // no Hero it can take
	StepNoPost     // no Trading Post it can build
	StepPolicyCap  // Policies at the cap (Count)
	StepNoUnit     // Aztecs: no unit to sacrifice and no sacrificed Soldier to return
	StepNoAction   // the table said the line's action is not possible
	StepUnknown    // an action this engine does not know
	StepNotAgain   // a paid repeat right after the table said its line is not possible: not asked, not paid
	StepNoCoastal  // Denmark: no coastal Province
	StepUnrestNot  // Unrest: Player cannot take the Unrest cards

	// Gold.
	StepPay         // it pays a line's price (N) (Gold after)
	StepGoldInstead // an impossible free line gives Gold instead (N)
	StepGold        // +N Gold
	StepGoldPer     // +N Gold per Policy (Count Policies, Total Gold gained)
	StepGoldOnMap   // the table entered Gold gained (N > 0) or lost (N < 0) on the map

	// Lines done.
	StepTake           // a display card taken (Dev, Slot, Cost, Name; Count: that tally)
	StepWonderComplete // the Wonder under construction is completed (Count: Wonders)
	StepPolicy         // a Cultural Policy developed (Count: Policies)
	StepTrade          // N steps on the trade track (Count: trade steps)
	StepConquered      // a Province conquered (Count: Provinces; N: Gold found)
	StepExplored       // the Explorers moved N (Total: Gold found)
	StepHero           // a Hero taken (N: 1 when the old one went back)
	StepTradingPost    // a Trading Post built (Count: Trading Posts; Total: Gold found)
	StepInstruct       // an instruct line: its own text
	StepAmazons        // N horses, N units mounted
	StepZulu           // each other player takes Unrest
	StepAksumites      // the top Reserve card, gained free
	StepReserveWonders // draw N Reserve cards, gain the Wonders (Count: how many)
	StepReserveKnow    // draw N Reserve cards, gain the Knowledge (Count: how many)
	StepJapanConquer   // Japan: fewer Provinces: conquer
	StepJapanPolicy    // Japan: fewer Policies: develop one
	StepJapanDraw      // Japan: neither: draw
	StepDenmark        // Count coastal Provinces: +N Gold (Total: Gold found on the map)
	StepAztecsGold     // a unit sacrificed: +N Gold (Total: Gold found)
	StepAztecsReturn   // no unit: a sacrificed Soldier returns
	StepNexus          // Atlantis: Name goes to the Nexus (Count: Nexus cards)
	StepNexusEmpty     // Atlantis: no card for the Nexus
	StepMughalsRemove  // Mughals: Name has no Economic line: removed from the game
	StepMughalsDiscard // Mughals: Name has an Economic line: discarded unplayed
	StepMughalsNone    // Mughals: no card to reveal
	StepCondMet        // a "fewer than" condition is met (Cond)
	StepPending        // a line still to come this turn (Line)
	StepUnrestPlayer   // Unrest: Player puts 1 Unrest card on their deck and 1 in their discard pile
	StepReserveGained  // Reserve: of the top N cards, Count of type Dev gained (Total: that tally)
	StepAksumitesCard  // Aksumites: the top Reserve card, of type Dev, gained (Count: that tally)

	// Questions (Status StepAsking).
	AskCondition    // is a "fewer than each other player" condition met? (Cond)
	AskSlot         // which slot holds the card of that type (Dev, Target)?
	AskConquer      // can it conquer (Target)?
	AskConquerGold  // Gold found in the conquered Province?
	AskExplorers    // Gold found by the Explorers moving N?
	AskHero         // can it take a Hero?
	AskTradingPost  // can it build a Trading Post?
	AskPostGold     // Gold found when the Trading Post was built (trade track)?
	AskJapanProv    // Japan: fewer Provinces than an opponent?
	AskJapanPolicy  // Japan: fewer Policies than an opponent?
	AskDenmark      // Denmark: coastal Provinces (1 Gold each)?
	AskAztecs       // Aztecs: can it sacrifice a unit for N Gold?
	AskTradeGold    // Gold from trade benefits (2 each)?
	AskAmazons      // Amazons: can it gain N horses and mount N units?
	AskUnrest       // can each other player take Unrest?
	AskAksumites    // Aksumites: can it gain the top Reserve card? (before Revision 1)
	AskUnrestPlayer // can Player put 1 Unrest card on their deck and 1 in their discard pile?
	AskReserve      // Reserve: how many of the top N cards are of type Dev (0 to Max)?
	AskReserveCard  // Aksumites: what is the top card of the Reserve deck?
	stepKinds
)

// Cond is a "fewer than each other player" condition of a catch-up card.
type Cond uint8

const (
	CondNone Cond = iota
	CondWonders
	CondPolicies
	CondProvinces
	CondTradeTrack // behind every other player on the trade track
	conds
)

var condNames = [...]string{"", "fewest_wonders", "fewest_policies", "fewest_provinces", "last_on_trade_track"}

func (c Cond) String() string {
	if c < conds {
		return condNames[c]
	}
	return fmt.Sprintf("cond(%d)", int(c))
}

// ParseCond reads a condition of the deck file format.
func ParseCond(s string) (Cond, bool) {
	for i, n := range condNames {
		if i > 0 && n == s {
			return Cond(i), true
		}
	}
	return CondNone, false
}

// CondNames lists the conditions of the deck file format.
func CondNames() []string { return append([]string(nil), condNames[1:]...) }

// Step is one step of the Automa's turn: a line resolved, skipped or asking,
// or something that happened to the deck. Which fields are set depends on
// the kind. The strings it holds are the deck's and the display's own, so
// making a step copies no text.
type Step struct {
	Kind   StepKind
	Status StepStatus
	Dev    DevType
	Target Target
	Cond   Cond
	Card   string // title of the card the step comes from; "" for the deck's own steps
	Line   *Line  // the line (shared with the deck, never changed); nil for deck steps
	Slot   int    // the display slot the Automa took, 0 for none
	Cost   int    // the cost of the card taken, when the table entered it
	Name   string // the display card's name, or the title of a card revealed
	N      int    // the amount: Gold, steps, cards
	Count  int    // the tally after the step (Knowledge, Policies, Provinces...)
	Total  int    // a second amount: Gold found on the map, Gold per Policy in all
	Gold   int    // the Automa's Gold after the step
	// Who is the Automa's number among several ("Automa 2"), 0 when it
	// plays alone: with several, every step names its Automa.
	Who int
	// Max bounds a number question's answer (what the map, the Reserve
	// cards drawn or the Provinces can give).
	Max int
	// Player is the human a step is about (the Unrest lines).
	Player string
}

// Question is what the Automa needs the table to tell it: the asking step
// and the kind of answer it wants.
type Question struct {
	Step
	Expect Expect
}

// expectOf is the answer a question wants.
func expectOf(k StepKind) Expect {
	switch k {
	case AskSlot:
		return ExpectSlot
	case AskConquerGold, AskExplorers, AskPostGold, AskDenmark, AskTradeGold, AskReserve:
		return ExpectNumber
	case AskReserveCard:
		return ExpectCard
	}
	return ExpectYesNo
}

// refusable reports whether a number question also takes no: the line is
// not possible (the Explorers cannot move, the trade track is closed, the
// Reserve deck is empty, no coastal Province).
func refusable(k StepKind) bool {
	switch k {
	case AskExplorers, AskTradeGold, AskReserve, AskDenmark:
		return true
	}
	return false
}

// NotPossible reports whether the question takes no for "not possible"
// beside its numbers.
func (q Question) NotPossible() bool { return q.Expect == ExpectNumber && refusable(q.Kind) }

// lineOf is the step's line, or an empty one.
func lineOf(s Step) Line {
	if s.Line == nil {
		return Line{}
	}
	return *s.Line
}
