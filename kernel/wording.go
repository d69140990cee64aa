package kernel

// Wording is an error worded where it is shown, in the reader's language:
// an English format, which is its catalogue key, and typed arguments. An
// error among the arguments is its cause: Unwrap gives it, so errors.Is and
// errors.As reach it, and it is worded in the reader's language too. Error
// is the English, with no package prefix (the command line adds one).
type Wording struct {
	Format string
	Args   []any
}

// Worded is fmt.Errorf for words a user reads: the format is a catalogue
// key, and a cause is given as a %s argument, not %w.
func Worded(format string, args ...any) error { return &Wording{Format: format, Args: args} }

func (w *Wording) Error() string { return English(w) }

// Message makes the error a Messager, which is how a reader's language
// words it.
func (w *Wording) Message() (string, []any) { return w.Format, w.Args }

// Unwrap is the cause: the first error among the arguments.
func (w *Wording) Unwrap() error {
	for _, a := range w.Args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}
