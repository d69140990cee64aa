package tracker

import (
	"fmt"
	"slices"

	"tablemate/automa"
	"tablemate/kernel"
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
	EvNoDiscard                         // after the end trigger no card is discarded (M-END-2)
	eventKinds
)

var eventKeys = [...]string{
	"setup_display", "turn", "take", "identify", "discard", "slide", "deal", "separation",
	"gaps_stay", "end_triggered", "final_round", "game_over", "phase_city", "action",
	"pass", "maintenance", "development", "marker", "last_round", "hire", "give_back",
	"celebrity_returns", "monster_revealed", "monster_attacks", "automa", "tally", "start_marker", "scored", "no_discard",
}

func (k EventKind) String() string {
	if k >= 0 && k < eventKinds {
		return eventKeys[k]
	}
	return fmt.Sprintf("event(%d)", int(k))
}

// Event is something the table must do or know. The fields used depend on
// the kind, and carry its data typed: Message gives an English format (the
// translations' key) and typed arguments, String renders it in English, and
// i18n renders the same fields in the reader's language.
type Event struct {
	Kind    EventKind
	Player  string // whose turn, who took, who plays last
	Slot    int    // the slot concerned (first slot of a range)
	To      int    // last slot of a range, or a destination
	Count   int    // cards, places, round number
	Era     Era
	Eras    []EraCount   // the eras of a dealt display
	Card    Identity     // the card taken or entered, when the table entered it
	Players kernel.Names // the winners
	Name    string       // a Celebrity's or Monster's name; Automa step text
	Step    *automa.Step // EvAutoma: the Automa's step, rendered by its Message
	// From is who held the Era I Separation card before (EvMarker): an
	// undo gives it back to them, after the state has moved on.
	From string
	// Bot is set when Player is an Automa, so that it is named in the
	// reader's language (オートマ), as a person's name never is.
	Bot AutomaSeat
}

// AutomaSeat names an Automa in a message: the only one ("Automa") or one
// of several ("Automa 2"), as the setup names their seats.
type AutomaSeat struct {
	Seated bool // the player is an Automa
	Number int  // its number among several; 0 when it plays alone
}

// Message makes an Automa's name a catalogue key.
func (a AutomaSeat) Message() (string, []any) {
	if a.Number == 0 {
		return AutomaName, nil
	}
	return AutomaName + " %d", []any{a.Number}
}

// who is the Player as a message argument: an Automa typed, a person's
// name as written.
func (e Event) who() any {
	if e.Bot.Seated {
		return e.Bot
	}
	return e.Player
}

// EraCount is a number of cards of one era ("6 Era I").
type EraCount struct {
	Era   Era
	Count int
}

// Message gives the count in words: "6 Era I", "2 Renaissance".
func (c EraCount) Message() (string, []any) {
	if c.Era == EraRenaissance {
		return "%d Renaissance", []any{c.Count}
	}
	return "%d Era %s", []any{c.Count, c.Era.String()}
}

// erasList is the eras of a display as a list to show.
func erasList(eras []EraCount) kernel.List {
	out := make(kernel.List, len(eras))
	for i, c := range eras {
		out[i] = c
	}
	return out
}

// Routine: the event only says whose turn it is (kernel.Event).
func (e Event) Routine() bool { return e.Kind == EvTurn }

// Instruction reports whether the table must act on the event (as opposed to
// a record of what happened).
func (e Event) Instruction() bool {
	switch e.Kind {
	case EvSetupDisplay, EvDiscard, EvSlide, EvDeal, EvSeparation, EvGapsStay, EvEndTriggered,
		EvFinalRound, EvGameOver, EvPhaseCity, EvMaintenance, EvMarker, EvStartMarker, EvNoDiscard, EvLastRound,
		EvCelebrityReturns, EvMonsterAttacks, EvAutoma:
		return true
	}
	return false
}

// Message is the event as an English format string and its arguments. The
// format string is also the message key of the translations (golang.org/x/text
// message catalogues are keyed the same way), so String and every language
// render the same fields.
func (e Event) Message() (format string, args []any) {
	era := e.Era.String()
	switch e.Kind {
	case EvSetupDisplay:
		return "Set up the display: deal %d cards face up (%s), slot 1 beside the deck.", []any{e.Count, erasList(e.Eras)}
	case EvTurn:
		return "%s's turn.", []any{e.who()}
	case EvTake:
		if e.Card.Known() {
			return "%s takes the card in slot %d (Era %s: %s).", []any{e.who(), e.Slot, era, e.Card}
		}
		return "%s takes the card in slot %d (Era %s).", []any{e.who(), e.Slot, era}
	case EvIdentify:
		return "Slot %d is %s.", []any{e.Slot, e.Card}
	case EvDiscard:
		return "Discard the card in slot %d (Era %s) to the display's discard pile.", []any{e.Slot, era}
	case EvSlide:
		if e.Slot == e.To {
			return "Slide the card in slot %d away from the deck, to slot %d.", []any{e.Slot, e.Slot + e.Count}
		}
		return "Slide the cards in slots %d-%d away from the deck, to slots %d-%d.", []any{e.Slot, e.To, e.Slot + e.Count, e.To + e.Count}
	case EvDeal:
		return "Deal 1 card (Era %s) into slot %d.", []any{era, e.Slot}
	case EvSeparation:
		return "Separation card %s revealed: remove it from the game; Era %s begins.", []any{era, era}
	case EvGapsStay:
		if e.Slot == e.To {
			return "The deck is empty: slot %d stays empty.", []any{e.Slot}
		}
		return "The deck is empty: slots %d-%d stay empty.", []any{e.Slot, e.To}
	case EvEndTriggered:
		return "The last Development card is dealt: the end of the game is triggered. This round ends with %s, then everyone plays one final turn.", []any{e.who()}
	case EvFinalRound:
		if e.Player == "" {
			return "Final round: the game ends when everyone has passed.", nil
		}
		return "Final round: everyone plays one last turn; %s plays last.", []any{e.who()}
	case EvGameOver:
		return "Game over: count the achievements and score the game.", nil
	case EvPhaseCity:
		return "Round %d, City phase: from %s clockwise, each civilization activates one row and one column and gains their resources (no card effects yet).", []any{e.Count, e.who()}
	case EvActionTaken:
		return "%s takes a turn action.", []any{e.who()}
	case EvPass:
		return "%s passes and discards the remaining resource counters (Gold, Culture and Production tokens are kept).", []any{e.who()}
	case EvMaintenance:
		return "Maintenance: everyone discards the activated City cards, removes the action markers and replenishes the City.", nil
	case EvDevelopment:
		return "Development phase: cards taken from the display this round: %d.", []any{e.Count}
	case EvMarker:
		return "Pass the Era I Separation card to %s, who starts the next round.", []any{e.who()}
	case EvLastRound:
		return "Cards left in the deck: %d. The next round is the last one.", []any{e.Count}
	case EvHire:
		return "%s hires the Celebrity %s.", []any{e.who(), e.Name}
	case EvGiveBack:
		return "%s gives back %s: set it aside with an action marker; it returns at the Development phase.", []any{e.who(), e.Name}
	case EvCelebrityReturns:
		return "Return the Celebrity %s to the row above the display.", []any{e.Name}
	case EvMonsterRevealed:
		return "Monster %s revealed: discard its token, put its card below the display.", []any{e.Name}
	case EvMonsterAttacks:
		return "Monster %s attacks now.", []any{e.Name}
	case EvAutoma:
		if e.Step != nil {
			return e.Step.Message()
		}
		return "%s", []any{e.Name}
	case EvStartMarker:
		return "%s takes the Era I Separation card as the start player marker; put the action markers in a common pile.", []any{e.who()}
	case EvNoDiscard:
		if e.Slot > 0 {
			return "The end is triggered: slots %d-%d, a row no card was taken from, lose no card to the discard pile (M-END-2).", []any{e.Slot, e.To}
		}
		return "The end is triggered: no card is discarded from the display on this turn with no card taken (M-END-2).", nil
	case EvScored:
		return "Every tally is in: the game is scored. Winner: %s.", []any{e.Players}
	case EvTally:
		return "Tallies entered for %s.", []any{e.who()}
	}
	return "%s", []any{e.Kind.String()}
}

// Reverse is the step that puts the table back as it was before the event
// (kernel.Reverser), for undo: a dealt card goes back onto the deck, a slid
// one back to its slot. False when the event left nothing at the table to
// put back (a reminder, a record).
func (e Event) Reverse() (kernel.Messager, bool) {
	p := func(format string, args ...any) (kernel.Messager, bool) {
		return kernel.Phrase{Format: format, Args: args}, true
	}
	switch e.Kind {
	case EvTake:
		return p("%s puts the card back into slot %d.", e.who(), e.Slot)
	case EvDiscard:
		return p("Put the discarded card (Era %s) back into slot %d.", e.Era.String(), e.Slot)
	case EvSlide:
		if e.Slot == e.To {
			return p("Slide the card in slot %d back to slot %d.", e.Slot+e.Count, e.Slot)
		}
		return p("Slide the cards in slots %d-%d back to slots %d-%d.", e.Slot+e.Count, e.To+e.Count, e.Slot, e.To)
	case EvDeal:
		return p("Take the card in slot %d (Era %s) back onto the deck.", e.Slot, e.Era.String())
	case EvSeparation:
		return p("Put the Separation card %s back on top of the deck.", e.Era.String())
	case EvEndTriggered:
		return p("The end of the game is no longer triggered.")
	case EvGameOver:
		return p("The game is not over: play goes on.")
	case EvMarker:
		return p("%s gives the Era I Separation card back to %s.", e.who(), e.From)
	case EvActionTaken:
		return p("%s takes back the turn action.", e.who())
	case EvPass:
		return p("%s takes back the pass and the discarded resource counters.", e.who())
	case EvHire:
		return p("%s puts the Celebrity %s back in the row.", e.who(), e.Name)
	case EvGiveBack:
		return p("%s takes the Celebrity %s back from beside the display.", e.who(), e.Name)
	case EvCelebrityReturns:
		return p("Set the Celebrity %s aside again with its action marker.", e.Name)
	case EvMonsterRevealed:
		return p("Put the Monster %s's token and card back as they were before it was revealed.", e.Name)
	case EvMonsterAttacks:
		return p("Take back what the Monster %s's attack did.", e.Name)
	case EvAutoma:
		if e.Step != nil {
			f, a := e.Step.Message()
			return p("Take back the Automa's step: %s", kernel.Phrase{Format: f, Args: a})
		}
		return p("Take back the Automa's step: %s", e.Name)
	}
	return nil, false
}

func (e Event) String() string { return kernel.English(e) }

// eraCounts counts the eras of a dealt display, in the order dealt.
func eraCounts(cards []Card) []EraCount {
	var out []EraCount
	for _, c := range cards {
		i := slices.IndexFunc(out, func(ec EraCount) bool { return ec.Era == c.Era })
		if i < 0 {
			out = append(out, EraCount{Era: c.Era})
			i = len(out) - 1
		}
		out[i].Count++
	}
	return out
}
