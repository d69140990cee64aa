// Package game is an engine: events with a Message, refusals, tables.
package game

import (
	"fmt"

	"example.com/mod/kernel"
)

type Kind int

const (
	Take Kind = iota
	Pass
	Count
)

type Event struct {
	Kind  Kind
	N     int
	Noun  string
	Phase Phase
}

// Message: the formats it returns are keys.
func (e Event) Message() (format string, args []any) {
	switch e.Kind {
	case Take:
		return "%s takes a card.", []any{"Ana"}
	case Pass:
		return e.passMessage()
	case Count:
		return "%s left.", []any{countOf(e.N, "card", "cards")}
	}
	return "%s", []any{fmt.Sprint(int(e.Kind))}
}

func (e Event) passMessage() (string, []any) { return "%s passes.", []any{"Ana"} }

// countOf puts its nouns after a literal: the keys are "%d card" and "%d cards".
func countOf(n int, one, many string) kernel.Phrase {
	if n == 1 {
		return kernel.Phrase{Format: "%d " + one, Args: []any{n}}
	}
	return kernel.Phrase{Format: "%d " + many, Args: []any{n}}
}

// Phase's words are a table: every string in it is a key.
type Phase int

var phaseWords = [...]string{"city phase", "actions phase"}

func (p Phase) Message() (string, []any) { return phaseWords[p], nil }

// illegal is a wording helper: its format reaches kernel.Refuse.
func illegal(format string, args ...any) error { return kernel.Refuse("R-1", format, args...) }

func Apply(n int) error {
	if n > 3 {
		return illegal("slot %d does not exist", n)
	}
	_ = fmt.Sprintf("notation %d", n) // fmt words no key
	return nil
}

// phrase is a message type of its own: its format field is found through
// its Message, in literals without keys too.
type phrase struct {
	format string
	args   []any
}

func (p phrase) Message() (string, []any) { return p.format, p.args }

func body(high bool) phrase {
	pick := func(lo, hi string) phrase {
		if high {
			return phrase{hi, nil}
		}
		return phrase{lo, nil}
	}
	return pick("conquer lowest", "conquer highest")
}

// Titles the code reads from data, marked as keys.
//
//keyscan:keys
var titles = [...]string{"Trading Post I", "Trading Post II"}

// ids are not keys: nothing words them.
var ids = [...]string{"trading_post_1", "trading_post_2"}
