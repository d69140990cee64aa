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
	// Format and Args are Msg before formatting: the English format string
	// is the translations' message key.
	Format string
	Args   []any
}

func (e *RuleError) Error() string {
	if e.Rule == "" {
		return "tracker: " + e.Msg
	}
	return fmt.Sprintf("tracker: %s (%s)", e.Msg, e.Rule)
}

func (e *RuleError) Unwrap() error { return e.Kind }

func ruleErr(kind error, rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...), Kind: kind, Format: format, Args: args}
}

func illegal(rule, format string, args ...any) error {
	return ruleErr(ErrIllegal, rule, format, args...)
}

func badSetup(rule, format string, args ...any) error {
	return ruleErr(ErrBadSetup, rule, format, args...)
}
