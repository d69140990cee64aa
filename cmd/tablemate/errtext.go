package main

import (
	"strconv"

	"tablemate/kernel"
)

// errorf is fmt.Errorf for the command line's own words: the format is a
// catalogue key (internal/keyscan finds it here), and a cause is given as a %s
// argument, not %w (kernel.Wording: worded where it is shown, in the
// reader's language; errors.Is and errors.As reach the cause).
func errorf(format string, args ...any) error { return kernel.Worded(format, args...) }

// ident is an identifier (a game id, a seed, a flag's number) as the user
// types it: as a %s argument, never %d, since a Localizer groups a number's
// digits as its language does (1.234, 1 234), which a command cannot take
// back.
func ident[N ~int | ~int64](n N) string { return strconv.FormatInt(int64(n), 10) }

// phrase is a word or phrase of the command line's that goes into another
// message ("script", "finished"): a catalogue key without arguments.
func phrase(key string) kernel.Phrase { return kernel.Phrase{Format: key} }
