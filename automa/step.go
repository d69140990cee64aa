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

	// Questions (Status StepAsking).
	AskCondition   // is a "fewer than each other player" condition met? (Cond)
	AskSlot        // which slot holds the card of that type (Dev, Target)?
	AskConquer     // can it conquer (Target)?
	AskConquerGold // Gold found in the conquered Province?
	AskExplorers   // Gold found by the Explorers moving N?
	AskHero        // can it take a Hero?
	AskTradingPost // can it build a Trading Post?
	AskPostGold    // Gold found when the Trading Post was built (trade track)?
	AskJapanProv   // Japan: fewer Provinces than an opponent?
	AskJapanPolicy // Japan: fewer Policies than an opponent?
	AskDenmark     // Denmark: coastal Provinces (1 Gold each)?
	AskAztecs      // Aztecs: can it sacrifice a unit for N Gold?
	AskTradeGold   // Gold from trade benefits (2 each)?
	AskAmazons     // Amazons: can it gain N horses and mount N units?
	AskUnrest      // can each other player take Unrest?
	AskAksumites   // Aksumites: can it gain the top Reserve card?
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
	case AskConquerGold, AskExplorers, AskPostGold, AskDenmark, AskTradeGold:
		return ExpectNumber
	}
	return ExpectYesNo
}

// Message is the step as an English format string and its arguments. The
// format is also the translation key, as for the game's events; the
// arguments are numbers and typed values (DevType, Target, ActionKind, Line)
// whose String is English and which a translation may render its own way.
func (s Step) Message() (format string, args []any) {
	switch s.Kind {
	case StepReveal:
		return "Reveal %s.", []any{Title(s.Name)}
	case StepDraw:
		return "Draw another card: %s.", []any{Title(s.Name)}
	case StepChinaDraw:
		return "China: reveal %s.", []any{Title(s.Name)}
	case StepChinaPass:
		return "China: %s has no Technological line: discard it and reveal the next card.", []any{Title(s.Name)}
	case StepGreecePass:
		return "Greece: %s has no typed line: discard it and reveal the next card.", []any{Title(s.Name)}
	case StepEgyptDraw:
		return "Egypt: reveal %s: its untyped lines are done twice, as a sequence; its typed lines are not done.", []any{Title(s.Name)}
	case StepGreeceDraw:
		return "Greece: reveal %s: only its typed lines are done, whatever their type.", []any{Title(s.Name)}
	case StepNoCard:
		return "No Automa card left to reveal.", nil
	case StepReshuffle:
		return "The draw pile is empty: shuffle the discard pile (%d cards) into a new draw pile.", []any{s.N}
	case StepShuffle:
		return "Shuffle: every Automa card but the removed ones goes into a new draw pile (%d cards), shuffled.", []any{s.N}
	case StepAbandon:
		return "The turn ended before the Automa finished: the rest of its card is not done.", nil
	case StepRemoved:
		return "Remove %s from the Automa deck for the rest of the game.", []any{Title(s.Name)}
	case StepNotItsType:
		return "Skipped: %s (%s line).", []any{ActionWord(lineOf(s).Action), TypeWord(lineOf(s).Type)}
	case StepCondNotMet:
		return "Skipped: %s (the condition is not met).", []any{lineOf(s)}
	case StepCondRival:
		return "Skipped: %s (another Automa has as many or fewer: the condition is not met).", []any{lineOf(s)}
	case StepCannotPay:
		return "Skipped: %s (it has only %d Gold).", []any{lineOf(s), s.Gold}
	case StepNoDevCard:
		return "%s: no %s card in the display.", []any{s.Dev, s.Dev}
	case StepNoConquest:
		return "Conquer: no adjacent Province it can conquer.", nil
	case StepNoHero:
		return "Hero: none it can take.", nil
	case StepNoPost:
		return "Trading Post: none it can build.", nil
	case StepPolicyCap:
		return "Policy: the Automa has %d Policies, the cap.", []any{s.Count}
	case StepNoUnit:
		return "Aztecs: no unit to sacrifice and no sacrificed Soldier to return.", nil
	case StepNoAction:
		return "%s: not possible.", []any{ActionWord(lineOf(s).Action)}
	case StepUnknown:
		return "Skipped: %s (unknown action).", []any{lineOf(s)}
	case StepPay:
		return "The Automa pays %d Gold (Gold %d).", []any{s.N, s.Gold}
	case StepGoldInstead:
		return "+%d Gold instead (Gold %d).", []any{s.N, s.Gold}
	case StepGold:
		return "Gold: +%d Gold (Gold %d).", []any{s.N, s.Gold}
	case StepGoldPer:
		return "Gold: %d per Policy, %d Policies: +%d Gold (Gold %d).", []any{s.N, s.Count, s.Total, s.Gold}
	case StepGoldOnMap:
		if s.N < 0 {
			return "The Automa loses %d Gold on the map (Gold %d).", []any{-s.N, s.Gold}
		}
		return "The Automa gains %d Gold on the map (Gold %d).", []any{s.N, s.Gold}
	case StepTake:
		return takeMessage(s)
	case StepWonderComplete:
		return "Wonder: completes its Wonder under construction (build its last stage); Wonders %d.", []any{s.Count}
	case StepPolicy:
		return "Policy: develops a Cultural Policy; Policies %d.", []any{s.Count}
	case StepTrade:
		return "Trade: +%d on the trade track; trade steps %d; +%d Gold found (Gold %d).", []any{s.N, s.Count, s.Total, s.Gold}
	case StepConquered:
		return "Conquer %s: Provinces %d; +%d Gold found (Gold %d).", []any{s.Target, s.Count, s.N, s.Gold}
	case StepExplored:
		return "Explorers: moved %d; +%d Gold found (Gold %d).", []any{s.N, s.Total, s.Gold}
	case StepHero:
		if s.N > 0 {
			return "Hero: the Automa takes the Hero and returns its old Hero above the display.", nil
		}
		return "Hero: the Automa takes the Hero.", nil
	case StepTradingPost:
		return "Trading Post: built, its Explorer back in the Capital; Trading Posts %d; +%d Gold found (Gold %d).", []any{s.Count, s.Total, s.Gold}
	case StepInstruct:
		return "%s", []any{lineOf(s).Text}
	case StepAmazons:
		return "Amazons: the Automa gains %d horses and mounts %d units.", []any{s.N, s.N}
	case StepZulu:
		return "Unrest: each other player has put 1 Unrest card on their deck and 1 in their discard pile.", nil
	case StepAksumites:
		return "Aksumites: the Automa gains the top card of the current era's Reserve deck.", nil
	case StepReserveWonders:
		return "Reserve: draw the top %d cards of the current era's Reserve deck; the Automa gains the Wonders among them; return the rest to the bottom.", []any{s.N}
	case StepReserveKnow:
		return "Reserve: draw the top %d cards of the current era's Reserve deck; the Automa gains the Knowledge cards among them; return the rest to the bottom.", []any{s.N}
	case StepJapanConquer:
		return "Japan: fewer Provinces than an opponent: conquer.", nil
	case StepJapanPolicy:
		return "Japan: fewer Policies than an opponent: develop one.", nil
	case StepJapanDraw:
		return "Japan: neither: draw a card.", nil
	case StepDenmark:
		return "Denmark: %d coastal Provinces: +%d Gold (Gold %d).", []any{s.Count, s.N, s.Gold}
	case StepAztecsGold:
		return "Aztecs: a unit is sacrificed: +%d Gold (Gold %d).", []any{s.N, s.Gold}
	case StepAztecsReturn:
		return "Aztecs: no unit to sacrifice: return a sacrificed Soldier to the Automa's Capital.", nil
	case StepNexus:
		return "Atlantis: put %s in the Nexus; the Automa uses every Nexus card (%d).", []any{Title(s.Name), s.Count}
	case StepNexusEmpty:
		return "Atlantis: no card left to put in the Nexus.", nil
	case StepMughalsRemove:
		return "Mughals: reveal %s: no Economic line: remove it from the game.", []any{Title(s.Name)}
	case StepMughalsDiscard:
		return "Mughals: reveal %s: it has an Economic line: discard it unplayed.", []any{Title(s.Name)}
	case StepMughalsNone:
		return "Mughals: no card left to reveal.", nil
	case StepCondMet:
		return condMetFormats[s.Cond], nil
	case StepPending:
		return "%s", []any{lineOf(s)}
	case AskCondition:
		if s.N > 0 {
			return condAskHumansFormats[s.Cond], nil
		}
		return condAskFormats[s.Cond], nil
	case AskSlot:
		return "%s: which slot holds the %s card with the %s cost (tie: the one furthest from the deck, then the name first in alphabetical order)? Answer slot N, or no if the display has none.", []any{s.Dev, s.Dev, s.Target}
	case AskConquer:
		if s.Target == Highest {
			return "Conquer: can the Automa move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the highest terrain value (tie: you choose)?", nil
		}
		return "Conquer: can the Automa move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the lowest terrain value (tie: you choose)?", nil
	case AskConquerGold:
		return "Conquer: the Automa conquers the Province (Provinces %d). Gold it gained there: a Barbarian token's value, 2 for a Free Town or a Monster (instead of Culture), 0 for none?", []any{s.Count}
	case AskExplorers:
		return "Explorers: move each of the Automa's Explorers %d toward the closest Market, Monster or other player's Trading Post (none left: toward Production and Science tokens). Gold it gained: a Market token's value, 3 for another player's Trading Post (that player gets 1), 2 tokens traded for 1, 2 per trade benefit; a Monster is defeated for 1 point. Gold (0 for none)?", []any{s.N}
	case AskHero:
		return "Hero: can the Automa take a Hero of the current era (else of the latest era available; tie: the one furthest from the deck)? Its old Hero, if any, goes back above the display.", nil
	case AskTradingPost:
		return "Trading Post: can the Automa build a Trading Post in the Province of its Explorer furthest from its Capital (that Explorer then returns to the Capital)?", nil
	case AskPostGold:
		return "Trading Post: the Automa moves up the trade track as usual. Gold it gained: 2 per trade benefit, a token's or Market's Gold, 0 for none?", nil
	case AskJapanProv:
		return "Japan: does the Automa control fewer Provinces than an opponent?", nil
	case AskJapanPolicy:
		return "Japan: has the Automa developed fewer Cultural Policies than an opponent?", nil
	case AskDenmark:
		return "Denmark: how many coastal Provinces does the Automa control?", nil
	case AskAztecs:
		return "Aztecs: can the Automa sacrifice one unit from its Capital for %d Gold?", []any{s.N}
	case AskAmazons:
		return "Amazons: can the Automa gain %d horses and mount %d units on the map (those furthest from its Capital)?", []any{s.N, s.N}
	case AskUnrest:
		return "Unrest: can each other player put 1 Unrest card on their deck and 1 in their discard pile?", nil
	case AskAksumites:
		return "Aksumites: can the Automa draw the top card of the current era's Reserve deck and gain it free?", nil
	case AskTradeGold:
		return "Trade: %d on the trade track. Gold it gained: 2 per trade benefit it reached (instead of the benefit), 0 for none?", []any{s.N}
	}
	return "%s", []any{fmt.Sprintf("step(%d)", int(s.Kind))}
}

// String renders the step in English.
func (s Step) String() string {
	format, args := s.Message()
	return fmt.Sprintf(format, args...)
}

var condAskFormats = [...]string{
	CondNone:       "Is the condition met?",
	CondWonders:    "Does the Automa have fewer Wonders than each other player (a tie is not fewer)?",
	CondPolicies:   "Has the Automa developed fewer Cultural Policies than each other player (a tie is not fewer)?",
	CondProvinces:  "Does the Automa control fewer Provinces than each other player (a tie is not fewer)?",
	CondTradeTrack: "Is the Automa behind every other player on the trade track (a tie is not behind)?",
}

// condAskHumansFormats ask about the humans only: every other Automa has
// more (its count is known).
var condAskHumansFormats = [...]string{
	CondNone:       "Is the condition met for each human player?",
	CondWonders:    "Every other Automa has more Wonders. Does the Automa have fewer Wonders than each human player (a tie is not fewer)?",
	CondPolicies:   "Every other Automa has more Cultural Policies. Has the Automa developed fewer Cultural Policies than each human player (a tie is not fewer)?",
	CondProvinces:  "Every other Automa has more Provinces. Does the Automa control fewer Provinces than each human player (a tie is not fewer)?",
	CondTradeTrack: "Every other Automa is further on the trade track. Is the Automa behind each human player on the trade track (a tie is not behind)?",
}

var condMetFormats = [...]string{
	CondNone:       "The condition is met.",
	CondWonders:    "The Automa has fewer Wonders than each other player.",
	CondPolicies:   "The Automa has fewer Cultural Policies than each other player.",
	CondProvinces:  "The Automa controls fewer Provinces than each other player.",
	CondTradeTrack: "The Automa is behind every other player on the trade track.",
}

func takeMessage(s Step) (string, []any) {
	known := s.Cost > 0 || s.Name != ""
	switch {
	case s.Dev == DevWonder && !known:
		return "Wonder: acquires the Wonder card in slot %d and builds its first stage: put the Wonder token on its Province with the lowest terrain value (tie: the player to its right chooses), or on its Capital if none is free.", []any{s.Slot}
	case s.Dev == DevWonder && s.Name == "":
		return "Wonder: acquires the Wonder card in slot %d (cost %d) and builds its first stage: put the Wonder token on its Province with the lowest terrain value (tie: the player to its right chooses), or on its Capital if none is free.", []any{s.Slot, s.Cost}
	case s.Dev == DevWonder:
		return "Wonder: acquires the Wonder card in slot %d (cost %d, %s) and builds its first stage: put the Wonder token on its Province with the lowest terrain value (tie: the player to its right chooses), or on its Capital if none is free.", []any{s.Slot, s.Cost, s.Name}
	case s.Dev == DevBuilding && !known:
		return "Building: takes the Building card in slot %d into its area; Buildings %d.", []any{s.Slot, s.Count}
	case s.Dev == DevBuilding && s.Name == "":
		return "Building: takes the Building card in slot %d (cost %d) into its area; Buildings %d.", []any{s.Slot, s.Cost, s.Count}
	case s.Dev == DevBuilding:
		return "Building: takes the Building card in slot %d (cost %d, %s) into its area; Buildings %d.", []any{s.Slot, s.Cost, s.Name, s.Count}
	case !known:
		return "Knowledge: takes the Knowledge card in slot %d into its area; Knowledge %d.", []any{s.Slot, s.Count}
	case s.Name == "":
		return "Knowledge: takes the Knowledge card in slot %d (cost %d) into its area; Knowledge %d.", []any{s.Slot, s.Cost, s.Count}
	}
	return "Knowledge: takes the Knowledge card in slot %d (cost %d, %s) into its area; Knowledge %d.", []any{s.Slot, s.Cost, s.Name, s.Count}
}

// lineOf is the step's line, or an empty one.
func lineOf(s Step) Line {
	if s.Line == nil {
		return Line{}
	}
	return *s.Line
}
