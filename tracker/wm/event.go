package wm

import (
	"fmt"
	"tablemate/kernel"
)

// EventKind names what happened or what the table must do. Its String is a
// stable key: the saved log, the JSON output and translations use it.
type EventKind int

const (
	EvSetupMarkers    EventKind = iota // everyone's marker on space 10
	EvWorker                           // the start player takes the worker token
	EvRound                            // a round begins
	EvFillQuarry                       // fill the quarry from the bag
	EvQuarryException                  // the monument's quarry exception this round
	EvQuarryTurn                       // a player's quarry turn begins
	EvQuarried                         // a player took tokens from the quarry
	EvQuarryEmpty                      // the quarry is empty: black token, worker token
	EvBlackToken                       // scoring: +2 for the black token
	EvConstruct                        // the Construct phase begins
	EvBuildTurn                        // a player's construct turn begins
	EvBuild                            // scoring: a token built on a level
	EvPass                             // scoring: a pass, -1 per construction token left
	EvLap                              // a marker went past space 60 (or back below 1)
	EvRoundEnd                         // a round ends
	EvComplete                         // the monument is complete
	EvGameOver                         // the game is over: show the gems
	EvGems                             // scoring: gems shown at the end
	EvScored                           // every gem is in: the winners
	EvQuarryEmptied                    // the overview's tokens are all taken: who holds the black token?
	eventKinds
)

var eventKeys = [...]string{
	"setup_markers", "worker", "round", "fill_quarry", "quarry_exception", "quarry_turn",
	"quarried", "quarry_empty", "black_token", "construct", "build_turn", "build", "pass",
	"lap", "round_end", "complete", "game_over", "gems", "scored", "quarry_emptied",
}

func (k EventKind) String() string {
	if k >= 0 && k < eventKinds {
		return eventKeys[k]
	}
	return fmt.Sprintf("event(%d)", int(k))
}

// Event is something the table must do or know. The fields used depend on
// the kind and carry its data typed; String renders it in English, i18n in
// the reader's language.
type Event struct {
	Kind     EventKind
	Player   string
	Round    int
	Count    int // tokens, spaces, level or gems
	Points   int // the score change of a scoring event (signed)
	Total    int // the player's true total after a scoring event
	Monument Monument
	Kept     int      // gems kept at no cost at a pass
	Results  []Result // the final results (scored)
}

// Scoring reports whether the event changed a score; the sum of the Points of
// a player's scoring events plus 10 is their total.
func (e Event) Scoring() bool {
	switch e.Kind {
	case EvBlackToken, EvBuild, EvPass, EvGems:
		return true
	}
	return false
}

// Routine: the event only says whose turn it is and what they do, which
// the header shows (kernel.Event).
func (e Event) Routine() bool { return e.Kind == EvQuarryTurn || e.Kind == EvBuildTurn }

// Instruction reports whether the table must act on the event (as opposed to
// a record of what happened).
func (e Event) Instruction() bool {
	switch e.Kind {
	case EvSetupMarkers, EvWorker, EvFillQuarry, EvQuarryException, EvQuarryEmpty, EvLap, EvRoundEnd, EvGameOver, EvQuarryEmptied:
		return true
	}
	return false
}

// Phrase is a part of a message with a format of its own (a count with its
// noun, a score change, a marker position), so that a translation can word
// it as a whole. String is the English.
type Phrase = kernel.Phrase

func countPhrase(n int, one, many string) Phrase {
	if n == 1 {
		return Phrase{Format: "%d " + one, Args: []any{n}}
	}
	return Phrase{Format: "%d " + many, Args: []any{n}}
}

// MarkerPhrase is MarkerText as a phrase.
func MarkerPhrase(total int) Phrase {
	space, laps := Marker(total)
	if laps == 0 {
		return Phrase{Format: "marker on %d", Args: []any{space}}
	}
	return Phrase{Format: "marker on %d (%+d)", Args: []any{space, 60 * laps}}
}

func (e Event) scorePhrase() Phrase {
	if e.Points == 0 {
		return Phrase{Format: "total %d (%s)", Args: []any{e.Total, MarkerPhrase(e.Total)}}
	}
	return Phrase{Format: "%+d, total %d (%s)", Args: []any{e.Points, e.Total, MarkerPhrase(e.Total)}}
}

// scoredPhrase is the final line: the totals and who won.
func scoredPhrase(results []Result) Phrase {
	totals, winners := resultParts(results)
	if len(winners) == 1 {
		return Phrase{Format: "Final score: %s. %s wins.", Args: []any{totals, winners[0]}}
	}
	return Phrase{Format: "Final score: %s. %s share the victory.", Args: []any{totals, winners}}
}

// resultPhrase is scoredPhrase without its head: the end line's, the
// panel's and the final table's sentence once the gems are in.
func resultPhrase(results []Result) Phrase {
	totals, winners := resultParts(results)
	if len(winners) == 1 {
		return Phrase{Format: "%s. %s wins.", Args: []any{totals, winners[0]}}
	}
	return Phrase{Format: "%s. %s share the victory.", Args: []any{totals, winners}}
}

// resultParts are the totals ("Ana 21") and the winners of a result.
func resultParts(results []Result) (kernel.List, kernel.Names) {
	totals := make(kernel.List, len(results))
	var winners kernel.Names
	for i, r := range results {
		totals[i] = Phrase{Format: "%s %d", Args: []any{r.Name, r.Score}}
		if r.Win {
			winners = append(winners, r.Name)
		}
	}
	return totals, winners
}

// Message is the event's English format and its arguments, for the
// translation catalogues (as tracker.Event.Message). An argument that is a
// Phrase has a format of its own. String is this message in English.
func (e Event) Message() (format string, args []any) {
	switch e.Kind {
	case EvSetupMarkers:
		return "World Monuments, %s: everyone puts their scoring marker on space %d of the track.", []any{e.Monument, e.Count}
	case EvWorker:
		return "%s is the start player and puts the worker token in front of their screen.", []any{e.Player}
	case EvRound:
		return "Round %d of 3, Quarry phase.", []any{e.Round}
	case EvFillQuarry:
		return "%s puts the round-%d tokens of the material overview in the bag and fills the quarry: 1 token on each outer-ring space, 2 on each middle-ring space, the rest in the centre.", []any{e.Player, e.Round}
	case EvQuarryException:
		// The note is one of QuarryException's sentences: its own key.
		return QuarryException(e.Monument, e.Round), nil
	case EvQuarryTurn:
		if e.Count == 1 {
			return "%s's quarry turn: place the worker on any outer-ring space and take its token.", []any{e.Player}
		}
		return "%s's quarry turn: move the worker %d spaces, one token from each space visited, each space once, ending on the outer ring (at least one token).", []any{e.Player, e.Count}
	case EvQuarried:
		if e.Count == 0 {
			return "%s took their tokens.", []any{e.Player}
		}
		return "%s took %s.", []any{e.Player, countPhrase(e.Count, "token", "tokens")}
	case EvQuarryEmpty:
		return "The quarry is empty: %s returns the black token to the supply and puts the worker token in front of their screen.", []any{e.Player}
	case EvBlackToken:
		return "%s scores the black token: %s.", []any{e.Player, e.scorePhrase()}
	case EvConstruct:
		return "Round %d, Construct phase: from %s clockwise, each player builds one token per turn or passes.", []any{e.Round, e.Player}
	case EvBuildTurn:
		return "%s's turn: build one construction token, or pass.", []any{e.Player}
	case EvBuild:
		return "%s builds on level %d: %s.", []any{e.Player, e.Count, e.scorePhrase()}
	case EvPass:
		// No tokens left has formats of its own: "with none left" is worded
		// differently from "with 3 left" in other languages.
		left := countPhrase(e.Count, "construction token", "construction tokens")
		switch {
		case e.Count == 0 && e.Kept > 0:
			return "%s passes with no construction tokens left (%s kept at no cost): %s.", []any{e.Player, countPhrase(e.Kept, "gem", "gems"), e.scorePhrase()}
		case e.Count == 0:
			return "%s passes with no construction tokens left: %s.", []any{e.Player, e.scorePhrase()}
		case e.Kept > 0:
			return "%s passes with %s left (%s kept at no cost): %s.", []any{e.Player, left, countPhrase(e.Kept, "gem", "gems"), e.scorePhrase()}
		}
		return "%s passes with %s left: %s.", []any{e.Player, left, e.scorePhrase()}
	case EvLap:
		if e.Count > 0 {
			return "%s's marker passes space 60 and goes on from space 1: the total is %d, %s.", []any{e.Player, e.Total, MarkerPhrase(e.Total)}
		}
		return "%s's marker moves back past space 1 and goes on from space 60: the total is %d, %s.", []any{e.Player, e.Total, MarkerPhrase(e.Total)}
	case EvRoundEnd:
		return "Round %d ends: everyone keeps their unused tokens and gems; %s holds the worker token and starts round %d.", []any{e.Round, e.Player, e.Round + 1}
	case EvComplete:
		if e.Count > 0 {
			return "The monument is complete (all %d tokens of its construction plan are built): the game ends at once, and nobody loses points for the tokens left behind their screen.", []any{e.Count}
		}
		return "The monument is complete: the game ends at once, and nobody loses points for the tokens left behind their screen.", nil
	case EvQuarryEmptied:
		return "The quarry is empty: all %d tokens of round %d are taken. Who has the black token? Enter who holds it (%s).", []any{e.Count, e.Round, enter(QuarryDone{})}
	case EvGameOver:
		return "Game over: everyone lifts their screen and shows their gems (3 points each); enter them (%s).", []any{enter(Gems{})}
	case EvGems:
		return "%s shows %s: %s.", []any{e.Player, countPhrase(e.Count, "gem", "gems"), e.scorePhrase()}
	case EvScored:
		return scoredPhrase(e.Results).Message()
	}
	return "%s", []any{e.Kind.String()}
}

func (e Event) String() string { return kernel.English(e) }

// Reverse is the step that puts the table back as it was before the event
// (kernel.Reverser), for undo; false when the event left nothing at the
// table to put back.
func (e Event) Reverse() (kernel.Messager, bool) {
	p := func(format string, args ...any) (kernel.Messager, bool) {
		return Phrase{Format: format, Args: args}, true
	}
	switch e.Kind {
	case EvFillQuarry:
		return p("%s takes the round-%d tokens out of the quarry and puts them back on the material overview.", e.Player, e.Round)
	case EvQuarried:
		return p("%s puts the tokens taken back in the quarry where they were.", e.Player)
	case EvQuarryEmpty:
		return p("%s takes the black token back from the supply and gives the worker token back.", e.Player)
	case EvBuild:
		return p("%s takes back the token built on level %d and moves the scoring marker back: %s.", e.Player, e.Count, MarkerPhrase(e.Total-e.Points))
	case EvBlackToken, EvPass, EvGems:
		if e.Points == 0 {
			return nil, false
		}
		return p("%s moves the scoring marker back: %s.", e.Player, MarkerPhrase(e.Total-e.Points))
	case EvRoundEnd:
		return p("%s gives the worker token back: round %d is not over.", e.Player, e.Round)
	case EvGameOver:
		return p("The game is not over: everyone puts their screen back.")
	}
	return nil, false
}

// EventView is an event in JSON output.
type EventView struct {
	Kind        string `json:"kind"`
	Text        string `json:"text"`
	Instruction bool   `json:"instruction,omitempty"`
	Player      string `json:"player,omitempty"`
	Round       int    `json:"round,omitempty"`
	Count       int    `json:"count,omitempty"`
	// Points and Total are there for scoring events only, even when 0.
	Points *int `json:"points,omitempty"`
	Total  *int `json:"total,omitempty"`
}

// JSONView is View for any game's event (kernel.Event).
func (e Event) JSONView() any { return e.View() }

// View builds the JSON view of an event.
func (e Event) View() EventView {
	v := EventView{Kind: e.Kind.String(), Text: e.String(), Instruction: e.Instruction(), Player: e.Player, Round: e.Round, Count: e.Count}
	if e.Scoring() {
		p, t := e.Points, e.Total
		v.Points, v.Total = &p, &t
	}
	return v
}
