package wm

import (
	"fmt"
	"strings"
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
	eventKinds
)

var eventKeys = [...]string{
	"setup_markers", "worker", "round", "fill_quarry", "quarry_exception", "quarry_turn",
	"quarried", "quarry_empty", "black_token", "construct", "build_turn", "build", "pass",
	"lap", "round_end", "complete", "game_over", "gems", "scored",
}

func (k EventKind) String() string {
	if k >= 0 && k < eventKinds {
		return eventKeys[k]
	}
	return fmt.Sprintf("event(%d)", int(k))
}

// Event is something the table must do or know. The fields used depend on
// the kind; String renders it in English.
type Event struct {
	Kind   EventKind
	Player string
	Round  int
	Count  int // tokens, spaces, level or gems
	Points int // the score change of a scoring event (signed)
	Total  int // the player's true total after a scoring event
	Name   string
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

// Instruction reports whether the table must act on the event (as opposed to
// a record of what happened).
func (e Event) Instruction() bool {
	switch e.Kind {
	case EvSetupMarkers, EvWorker, EvFillQuarry, EvQuarryException, EvQuarryEmpty, EvLap, EvRoundEnd, EvGameOver:
		return true
	}
	return false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

func (e Event) scoreText() string {
	if e.Points == 0 {
		return fmt.Sprintf("total %d (%s)", e.Total, MarkerText(e.Total))
	}
	return fmt.Sprintf("%+d, total %d (%s)", e.Points, e.Total, MarkerText(e.Total))
}

func (e Event) String() string {
	switch e.Kind {
	case EvSetupMarkers:
		return fmt.Sprintf("World Monuments, %s: everyone puts their scoring marker on space %d of the track.", e.Name, e.Count)
	case EvWorker:
		return fmt.Sprintf("%s is the start player and puts the worker token in front of their screen.", e.Player)
	case EvRound:
		return fmt.Sprintf("Round %d of 3, Quarry phase.", e.Round)
	case EvFillQuarry:
		return fmt.Sprintf("%s puts the round-%d tokens of the material overview in the bag and fills the quarry: 1 token on each outer-ring space, 2 on each middle-ring space, the rest in the centre.", e.Player, e.Round)
	case EvQuarryException:
		return e.Name
	case EvQuarryTurn:
		if e.Count == 1 {
			return fmt.Sprintf("%s's quarry turn: place the worker on any outer-ring space and take its token.", e.Player)
		}
		return fmt.Sprintf("%s's quarry turn: move the worker %d spaces, one token from each space visited, each space once, ending on the outer ring (at least one token).", e.Player, e.Count)
	case EvQuarried:
		if e.Count == 0 {
			return fmt.Sprintf("%s took their tokens.", e.Player)
		}
		return fmt.Sprintf("%s took %s.", e.Player, plural(e.Count, "token", "tokens"))
	case EvQuarryEmpty:
		return fmt.Sprintf("The quarry is empty: %s returns the black token to the supply and puts the worker token in front of their screen.", e.Player)
	case EvBlackToken:
		return fmt.Sprintf("%s scores the black token: %s.", e.Player, e.scoreText())
	case EvConstruct:
		return fmt.Sprintf("Round %d, Construct phase: from %s clockwise, each player builds one token per turn or passes.", e.Round, e.Player)
	case EvBuildTurn:
		return fmt.Sprintf("%s's turn: build one construction token, or pass.", e.Player)
	case EvBuild:
		return fmt.Sprintf("%s builds on level %d: %s.", e.Player, e.Count, e.scoreText())
	case EvPass:
		gems := ""
		if e.Name != "" {
			gems = " (" + e.Name + " kept at no cost)"
		}
		left := "no construction tokens"
		if e.Count > 0 {
			left = plural(e.Count, "construction token", "construction tokens")
		}
		return fmt.Sprintf("%s passes with %s left%s: %s.", e.Player, left, gems, e.scoreText())
	case EvLap:
		if e.Count > 0 {
			return fmt.Sprintf("%s's marker passes space 60 and goes on from space 1: the total is %d, %s.", e.Player, e.Total, MarkerText(e.Total))
		}
		return fmt.Sprintf("%s's marker moves back past space 1 and goes on from space 60: the total is %d, %s.", e.Player, e.Total, MarkerText(e.Total))
	case EvRoundEnd:
		return fmt.Sprintf("Round %d ends: everyone keeps their unused tokens and gems; %s holds the worker token and starts round %d.", e.Round, e.Player, e.Round+1)
	case EvComplete:
		return "The monument is complete: the game ends at once, and nobody loses points for the tokens left behind their screen."
	case EvGameOver:
		return "Game over: everyone lifts their screen and shows their gems (3 points each); enter them with gems PLAYER N."
	case EvGems:
		return fmt.Sprintf("%s shows %s: %s.", e.Player, plural(e.Count, "gem", "gems"), e.scoreText())
	case EvScored:
		return e.Name
	}
	return e.Kind.String()
}

// winnersText is the EvScored line: the totals and who won.
func winnersText(s *State) string {
	results, winners, _ := s.Results()
	var parts []string
	for _, r := range results {
		parts = append(parts, fmt.Sprintf("%s %d", r.Name, r.Score))
	}
	head := "Final score: " + strings.Join(parts, ", ") + ". "
	if len(winners) == 1 {
		return head + winners[0] + " wins."
	}
	return head + strings.Join(winners, " and ") + " share the victory."
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

// View builds the JSON view of an event.
func (e Event) View() EventView {
	v := EventView{Kind: e.Kind.String(), Text: e.String(), Instruction: e.Instruction(), Player: e.Player, Round: e.Round, Count: e.Count}
	if e.Scoring() {
		p, t := e.Points, e.Total
		v.Points, v.Total = &p, &t
	}
	return v
}
