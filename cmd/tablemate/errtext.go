package main

import (
	"errors"
	"io/fs"
	"strconv"

	"github.com/spf13/cobra"

	"tablemate/i18n"
	"tablemate/kernel"
)

// localError is the command line's own words about a problem: an English
// format, which is the catalogue key (i18n/keys.go commandKeys), and its
// arguments. It is worded where it is shown, in the reader's language
// (i18n.Localizer.Error); Error is the English text. An error among the
// arguments is its cause: errors.Is and errors.As reach it, and it is worded
// in the reader's language too.
type localError struct {
	format string
	args   []any
}

// errorf is fmt.Errorf for the words a user reads: the format is a
// catalogue key, and a cause is given as a %s argument, not %w.
func errorf(format string, args ...any) error {
	return &localError{format: format, args: args}
}

func (e *localError) Error() string { return kernel.English(e) }

// Message makes the error a kernel.Messager, which is how i18n words it.
func (e *localError) Message() (string, []any) { return e.format, e.args }

// Unwrap is the cause: the first error among the arguments.
func (e *localError) Unwrap() error {
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}

// ident is an identifier (a game id, a seed, a flag's number) as the user
// types it: as a %s argument, never %d, since a Localizer groups a number's
// digits as its language does (1.234, 1 234), which a command cannot take
// back.
func ident[N ~int | ~int64](n N) string { return strconv.FormatInt(int64(n), 10) }

// phrase is a word or phrase of the command line's that goes into another
// message ("script", "finished"): a catalogue key without arguments.
func phrase(key string) kernel.Phrase { return kernel.Phrase{Format: key} }

// fileError is the operating system's refusal to read a file. The two a
// user meets (the file is missing, reading it is not allowed) are worded by
// the program, so they can be translated; any other keeps the system's
// words.
type fileError struct{ err error }

func (e fileError) Error() string { return e.err.Error() }
func (e fileError) Unwrap() error { return e.err }

// fileErrorKey is the key of a refusal the program words itself, "" for
// the others.
func fileErrorKey(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or directory"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	return ""
}

func (e fileError) Message() (string, []any) {
	if key := fileErrorKey(e.err); key != "" {
		return key, nil
	}
	return "%s", []any{e.err.Error()}
}

// userLocalizer is the Localizer of the user's language (--lang,
// TABLEMATE_LANG, the config file, LANG); English when the settings cannot
// be read, since their own problems are reported in English.
func userLocalizer(cmd *cobra.Command) *i18n.Localizer {
	s, err := loadSettings(cmd)
	if err != nil {
		return i18n.New(i18n.English)
	}
	return i18n.New(s.Language.String())
}
