package kernel

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
	ErrTooLong   = errors.New("input too long")
)

// RuleError is an action or setup refused by a rule. Rule is the rule's ID in
// RULES.md, so a player can look it up. The message is kept as an English
// format string and its typed arguments: the format is the translations' key,
// and each argument is rendered in the reader's language where it is shown.
// Error carries no package prefix: the command line adds one at its edge.
type RuleError struct {
	Rule string
	Kind error // one of the sentinels
	// Key is the setup key a setup problem is about (a game's typed
	// SetupKey constants), so a form puts it next to its field; "" for the
	// setup as a whole and for actions.
	Key    SetupKey
	Format string
	Args   []any
}

// Msg is the English message without the rule ID.
func (e *RuleError) Msg() string {
	if len(e.Args) == 0 {
		return e.Format
	}
	return fmt.Sprintf(e.Format, e.Args...)
}

func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Msg()
	}
	return e.Msg() + " (" + e.Rule + ")"
}

func (e *RuleError) Unwrap() error { return e.Kind }

// Is and As also look into the errors among the arguments (the cause an
// engine names, such as the Automa's refusal of an answer), so errors.Is and
// errors.As see the whole chain while Unwrap stays a single chain (a joined
// list of problems is told from one error by Unwrap() []error).
func (e *RuleError) Is(target error) bool {
	for _, a := range e.Args {
		if err, ok := a.(error); ok && errors.Is(err, target) {
			return true
		}
	}
	return false
}

func (e *RuleError) As(target any) bool {
	for _, a := range e.Args {
		if err, ok := a.(error); ok && errors.As(err, target) {
			return true
		}
	}
	return false
}

// Refuse builds a RuleError of a kind.
func Refuse(kind error, rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Kind: kind, Format: format, Args: args}
}

// Illegal is an action the rules refuse.
func Illegal(rule, format string, args ...any) error {
	return Refuse(ErrIllegal, rule, format, args...)
}

// BadSetup is a setup that cannot be played.
func BadSetup(rule, format string, args ...any) error {
	return Refuse(ErrBadSetup, rule, format, args...)
}

// SetupKey names a key of a game's setup line ("players", "start"). Each
// game declares its keys as constants; a setup problem carries the one it
// is about, and a form binds each field to the keys it edits.
type SetupKey string

// BadSetupKey is a setup that cannot be played because of the value of
// one of its keys.
func BadSetupKey(key SetupKey, rule, format string, args ...any) error {
	e := Refuse(ErrBadSetup, rule, format, args...)
	e.Key = key
	return e
}

// Syntax is text that cannot be read as an action or setup.
func Syntax(format string, args ...any) error { return Refuse(ErrSyntax, "", format, args...) }

// LogError is a saved log line that cannot be read or replayed. What says
// which list it is in ("action" or "undone action").
type LogError struct {
	What  string
	Index int // 1-based
	Text  string
	Err   error
}

func (e *LogError) Error() string {
	return fmt.Sprintf("%s %d (%s) cannot be replayed: %v", e.What, e.Index, Short(e.Text), e.Err)
}

func (e *LogError) Unwrap() error { return e.Err }

// ScriptError names the script line that failed. Line 0 with Text "setup"
// is the setup itself refused when the game is built.
type ScriptError struct {
	Line int
	Text string
	Err  error
}

func (e *ScriptError) Error() string {
	return fmt.Sprintf("line %d: %s: %v", e.Line, Short(e.Text), e.Err)
}

func (e *ScriptError) Unwrap() error { return e.Err }

// SetupLineError is a saved setup line that cannot be read.
type SetupLineError struct{ Err error }

func (e *SetupLineError) Error() string { return "the setup line: " + e.Err.Error() }
func (e *SetupLineError) Unwrap() error { return e.Err }
