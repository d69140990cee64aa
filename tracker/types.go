// Package tracker is the table engine for Monumental: setup, state, typed
// actions, Apply, events, undo and redo. It is pure and deterministic: it
// imports only the standard library and its randomness is seeded by the Setup.
package tracker

import (
	"fmt"
	"strings"
	"tablemate/kernel"
)

// Mode is how turns are organised.
type Mode int

const (
	// Standard is the rulebook's game: each player's turn is a whole turn (M-TURN-1).
	Standard Mode = iota
	// Continuous is the turn-based variant: rounds of one action each (C-ROUND-1).
	Continuous
)

func (m Mode) String() string {
	if m == Continuous {
		return "continuous"
	}
	return "standard"
}

// ParseMode reads a mode name.
func ParseMode(s string) (Mode, error) {
	switch strings.ToLower(s) {
	case "standard":
		return Standard, nil
	case "continuous", "turn-based", "turnbased":
		return Continuous, nil
	}
	return 0, syntaxErr("unknown mode %q: use standard or continuous", s)
}

// Era of a Development card. The order is the deck's order from the top.
type Era int

const (
	EraI Era = iota
	EraII
	EraRenaissance
	EraIII
)

func (e Era) String() string {
	switch e {
	case EraI:
		return "I"
	case EraII:
		return "II"
	case EraRenaissance:
		return "R"
	case EraIII:
		return "III"
	}
	return fmt.Sprintf("Era(%d)", int(e))
}

// Label is the era as a table says it ("Era II", "Renaissance").
func (e Era) Label() string {
	if e == EraRenaissance {
		return "Renaissance"
	}
	return "Era " + e.String()
}

// CardType is what a Development card is, once the table has entered it.
type CardType int

const (
	Unknown CardType = iota
	Knowledge
	Building
	Wonder
)

func (t CardType) String() string {
	switch t {
	case Knowledge:
		return "knowledge"
	case Building:
		return "building"
	case Wonder:
		return "wonder"
	}
	return "unknown"
}

// ParseCardType reads knowledge, building or wonder.
func ParseCardType(s string) (CardType, error) {
	switch strings.ToLower(s) {
	case "knowledge", "k":
		return Knowledge, nil
	case "building", "b":
		return Building, nil
	case "wonder", "w":
		return Wonder, nil
	}
	return Unknown, syntaxErr("unknown card type %q: use knowledge, building or wonder", s)
}

// Identity is what the table told the engine about a card: its type, its
// cost and, optionally, its name.
type Identity struct {
	Type CardType
	Cost int
	Name string
}

// Known reports whether the table has entered the card.
func (id Identity) Known() bool { return id.Type != Unknown }

func (id Identity) String() string {
	if !id.Known() {
		return "?"
	}
	return kernel.English(id)
}

// Message shows the card as the action's text form writes it ("wonder 5
// Pyramids"), its type in the reader's language.
func (id Identity) Message() (string, []any) {
	if id.Name != "" {
		return "%s %d %s", []any{id.Type, id.Cost, id.Name}
	}
	return "%s %d", []any{id.Type, id.Cost}
}

// Message is the type's name, a translation key ("knowledge"); a card
// not entered is shown by its id.
func (t CardType) Message() (string, []any) {
	switch t {
	case Knowledge:
		return "knowledge", nil
	case Building:
		return "building", nil
	case Wonder:
		return "wonder", nil
	}
	return "%s", []any{t.String()}
}

// Card is one physical Development card. ID is its position in the deck at
// setup, so every card can be followed through the game.
type Card struct {
	ID         int
	Era        Era
	Separation bool
	Identity   Identity
}

// Slot is one place of the Development display.
type Slot struct {
	Card   Card
	Filled bool
}

// Phase is where a round stands (continuous mode); the standard game is
// always in PhaseTurn.
type Phase int

const (
	PhaseTurn Phase = iota
	PhaseCity
	PhaseActions
	PhaseOver
)

func (p Phase) String() string {
	switch p {
	case PhaseCity:
		return "city"
	case PhaseActions:
		return "actions"
	case PhaseOver:
		return "over"
	}
	return "turn"
}
