package tracker

import (
	"errors"
	"fmt"
)

// Sentinel errors, checked with errors.Is, for the kinds of illegal input a
// caller may want to treat differently (the dashboard beeps, a script stops).
var (
	ErrIllegal   = errors.New("illegal action")
	ErrGameOver  = errors.New("the game is over")
	ErrBadSetup  = errors.New("setup cannot be played")
	ErrSyntax    = errors.New("cannot read action")
	ErrNothingTo = errors.New("nothing to undo or redo")
)

// RuleError is an action or setup refused by a rule. Rule is the rule's ID in
// RULES.md, so a player can look it up.
type RuleError struct {
	Rule string
	Msg  string
	Kind error
}

func (e *RuleError) Error() string {
	if e.Rule == "" {
		return "tracker: " + e.Msg
	}
	return fmt.Sprintf("tracker: %s (%s)", e.Msg, e.Rule)
}

func (e *RuleError) Unwrap() error { return e.Kind }

func illegal(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...), Kind: ErrIllegal}
}

func badSetup(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...), Kind: ErrBadSetup}
}
