package automa

// refusal is a problem the table meets with the Automa (an answer of the
// wrong kind, a civilization the deck lacks), in its own words: an English
// format, which is the catalogue key, and typed arguments, so that it is
// worded where it is shown, in the reader's language. Error is the English.
type refusal struct {
	format string
	args   []any
}

// refuse is fmt.Errorf for the Automa's refusals: its format is a
// catalogue key (i18n's tests read these calls), and a cause is given as a
// %s argument, which Unwrap then gives.
func refuse(format string, args ...any) error { return &refusal{format: format, args: args} }

func (r *refusal) Error() string { return english(r) }

// Message makes the refusal a message i18n words.
func (r *refusal) Message() (string, []any) { return r.format, r.args }

// Unwrap is the cause: the first error among the arguments.
func (r *refusal) Unwrap() error {
	for _, a := range r.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}
