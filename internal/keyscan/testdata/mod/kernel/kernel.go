// Package kernel has the message types, as tablemate's kernel does.
package kernel

// Phrase is a format and its arguments: Format is a message field, found
// because Message returns it.
type Phrase struct {
	Format string
	Args   []any
}

func (p Phrase) Message() (string, []any) { return p.Format, p.Args }

// RuleError's Format is worded where it is read (words.Localizer.Error).
type RuleError struct {
	Rule, Format string
	Args         []any
}

func (e *RuleError) Error() string { return e.Format }

// Refuse words its format: a wording helper, found.
func Refuse(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Format: format, Args: args}
}
