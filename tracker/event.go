package tracker

import (
	"fmt"
	"strings"
)

// EventKind names what happened or what the table must do. Its String is a
// stable key: the saved log, the JSON output and translations use it.
type EventKind int

const (
	EvSetupDisplay     EventKind = iota // deal the opening display
	EvTurn                              // a player's turn begins
	EvTake                              // a card was taken from a slot
	EvIdentify                          // the table entered a card
	EvDiscard                           // discard a display card
	EvSlide                             // slide cards away from the deck
	EvDeal                              // deal a card into a slot
	EvSeparation                        // a Separation card was revealed
	EvGapsStay                          // the deck ran out: slots stay empty
	EvEndTriggered                      // the end of the game is triggered
	EvFinalRound                        // the final round begins
	EvGameOver                          // the game is over: score it
	EvPhaseCity                         // continuous: City phase reminder
	EvActionTaken                       // continuous: a non-card turn action
	EvPass                              // continuous: a player passed
	EvMaintenance                       // continuous: Maintenance phase reminder
	EvDevelopment                       // continuous: Development phase begins
	EvMarker                            // continuous: the start marker moves
	EvLastRound                         // continuous: the next round is the last
	EvHire                              // a Celebrity was hired
	EvGiveBack                          // a Celebrity was given back
	EvCelebrityReturns                  // a given-back Celebrity returns to the row
	EvMonsterRevealed                   // a Monster was revealed
	EvMonsterAttacks                    // a Monster attacks
	EvAutoma                            // an Automa step (text in Name)
	EvTally                             // final tallies entered
	EvStartMarker                       // continuous: the start player takes the marker at setup
	EvScored                            // every tally is in: the game is scored
	eventKinds
)

var eventKeys = [...]string{
	"setup_display", "turn", "take", "identify", "discard", "slide", "deal", "separation",
	"gaps_stay", "end_triggered", "final_round", "game_over", "phase_city", "action",
	"pass", "maintenance", "development", "marker", "last_round", "hire", "give_back",
	"celebrity_returns", "monster_revealed", "monster_attacks", "automa", "tally", "start_marker", "scored",
}

func (k EventKind) String() string {
	if k >= 0 && k < eventKinds {
		return eventKeys[k]
	}
	return fmt.Sprintf("event(%d)", int(k))
}

// Event is something the table must do or know. The fields used depend on
// the kind; String renders it in English, and a translation layer renders the
// same fields from its own catalogue.
type Event struct {
	Kind   EventKind
	Player string // whose turn, who took, who plays last
	Slot   int    // the slot concerned (first slot of a range)
	To     int    // last slot of a range, or a destination
	Count  int    // cards, places, round number
	Era    Era
	Name   string // card, Celebrity or Monster name; Automa step text
}

// Instruction reports whether the table must act on the event (as opposed to
// a record of what happened).
func (e Event) Instruction() bool {
	switch e.Kind {
	case EvSetupDisplay, EvDiscard, EvSlide, EvDeal, EvSeparation, EvGapsStay, EvEndTriggered,
		EvFinalRound, EvGameOver, EvPhaseCity, EvMaintenance, EvMarker, EvStartMarker, EvLastRound,
		EvCelebrityReturns, EvMonsterAttacks, EvAutoma:
		return true
	}
	return false
}

func slotRange(from, to int) string {
	if from == to {
		return fmt.Sprintf("slot %d", from)
	}
	return fmt.Sprintf("slots %d-%d", from, to)
}

func places(n int) string {
	if n == 1 {
		return "one place"
	}
	return fmt.Sprintf("%d places", n)
}

func (e Event) String() string {
	switch e.Kind {
	case EvSetupDisplay:
		return fmt.Sprintf("Set up the display: deal %d cards (%s) face up, slot 1 beside the deck.", e.Count, e.Name)
	case EvTurn:
		return fmt.Sprintf("%s's turn.", e.Player)
	case EvTake:
		return fmt.Sprintf("%s takes the card in slot %d (%s%s).", e.Player, e.Slot, e.Era.Label(), nameSuffix(e.Name))
	case EvIdentify:
		return fmt.Sprintf("Slot %d is %s.", e.Slot, e.Name)
	case EvDiscard:
		return fmt.Sprintf("Discard the card in slot %d (%s) to the display's discard pile.", e.Slot, e.Era.Label())
	case EvSlide:
		if e.Slot == e.To {
			return fmt.Sprintf("Slide the card in slot %d %s away from the deck, to slot %d.", e.Slot, places(e.Count), e.Slot+e.Count)
		}
		return fmt.Sprintf("Slide the cards in %s %s away from the deck, to %s.", slotRange(e.Slot, e.To), places(e.Count), slotRange(e.Slot+e.Count, e.To+e.Count))
	case EvDeal:
		return fmt.Sprintf("Deal 1 card (%s) into slot %d.", e.Era.Label(), e.Slot)
	case EvSeparation:
		return fmt.Sprintf("Separation card %s revealed: remove it from the game; %s begins.", e.Era.String(), e.Era.Label())
	case EvGapsStay:
		return fmt.Sprintf("The deck is empty: %s stay empty.", slotRange(e.Slot, e.To))
	case EvEndTriggered:
		return fmt.Sprintf("The last Development card is dealt: the end of the game is triggered. %s plays the last turn.", e.Player)
	case EvFinalRound:
		if e.Player == "" {
			return "Final round: the game ends when everyone has passed."
		}
		return fmt.Sprintf("Final round: everyone plays one last turn; %s plays last.", e.Player)
	case EvGameOver:
		return "Game over: count the achievements and score the game."
	case EvPhaseCity:
		return fmt.Sprintf("Round %d, City phase: from %s clockwise, each civilization activates one row and one column and gains their resources (no card effects yet).", e.Count, e.Player)
	case EvActionTaken:
		return fmt.Sprintf("%s takes a turn action.", e.Player)
	case EvPass:
		return fmt.Sprintf("%s passes and discards the remaining resource counters (Gold, Culture and Production tokens are kept).", e.Player)
	case EvMaintenance:
		return "Maintenance: everyone discards the activated City cards, removes the action markers and replenishes the City."
	case EvDevelopment:
		return fmt.Sprintf("Development phase: %d card(s) were taken from the display this round.", e.Count)
	case EvMarker:
		return fmt.Sprintf("Pass the Era I Separation card to %s: %s starts the next round.", e.Player, e.Player)
	case EvLastRound:
		return fmt.Sprintf("The deck has %d card(s) left: the next round is the last one.", e.Count)
	case EvHire:
		return fmt.Sprintf("%s hires the Celebrity %s.", e.Player, e.Name)
	case EvGiveBack:
		return fmt.Sprintf("%s gives back %s: set it aside with an action marker; it returns at the Development phase.", e.Player, e.Name)
	case EvCelebrityReturns:
		return fmt.Sprintf("Return the Celebrity %s to the row above the display.", e.Name)
	case EvMonsterRevealed:
		return fmt.Sprintf("Monster %s revealed: discard its token, put its card below the display.", e.Name)
	case EvMonsterAttacks:
		return fmt.Sprintf("Monster %s attacks now.", e.Name)
	case EvAutoma:
		return e.Name
	case EvStartMarker:
		return fmt.Sprintf("%s takes the Era I Separation card as the start player marker; put the action markers in a common pile.", e.Player)
	case EvScored:
		return fmt.Sprintf("Every tally is in: the game is scored. Winner: %s.", e.Name)
	case EvTally:
		return fmt.Sprintf("Tallies entered for %s.", e.Player)
	}
	return e.Kind.String()
}

func nameSuffix(name string) string {
	if name == "" {
		return ""
	}
	return ": " + name
}

// eraSummary describes the eras of a dealt display ("6 Era I").
func eraSummary(cards []Card) string {
	counts := map[Era]int{}
	var order []Era
	for _, c := range cards {
		if counts[c.Era] == 0 {
			order = append(order, c.Era)
		}
		counts[c.Era]++
	}
	var parts []string
	for _, e := range order {
		parts = append(parts, fmt.Sprintf("%d %s", counts[e], e.Label()))
	}
	return strings.Join(parts, ", ")
}
