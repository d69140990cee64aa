package kernel

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Unsafe reports whether r must never reach a terminal as it is: a control
// character (C0, DEL, C1: ESC starts the sequences that recolour a screen,
// set its title or write the clipboard), or one that reorders or breaks
// the text around it (bidi controls, line and paragraph separators), so a
// name could show as another.
func Unsafe(r rune) bool {
	switch {
	case unicode.IsControl(r):
		return true
	case r == '\u061c', r == '\u200e', r == '\u200f', r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
		return true // the bidi controls
	case r == '\u2028', r == '\u2029':
		return true
	}
	return false
}

// HasUnsafe reports whether s holds an Unsafe rune or is not valid UTF-8.
func HasUnsafe(s string) bool {
	return !utf8.ValidString(s) || strings.IndexFunc(s, Unsafe) >= 0
}

// Escape is s with every Unsafe rune written as its escape (\u001b,
// \u202e) and every byte that is not UTF-8 as \xff, so text read from a
// file or a database shows what it holds and can do nothing to the
// terminal. Newlines and tabs are kept when keep says so (a whole output,
// not a name). The escapes are JSON's, so a JSON output stays JSON.
func Escape(s string, keep ...rune) string {
	if utf8.ValidString(s) && strings.IndexFunc(s, func(r rune) bool { return Unsafe(r) && !kept(r, keep) }) < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case Unsafe(r) && !kept(r, keep):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func kept(r rune, keep []rune) bool {
	for _, k := range keep {
		if r == k {
			return true
		}
	}
	return false
}

// CheckNewName is CheckName for a name entering a new game or read from
// a file: it also refuses the other Unsafe runes (a bidi control makes
// "Ana" show as another name). Saved games are replayed with CheckName
// alone, so a game saved before this check still resumes; what it prints
// is escaped (Escape).
func CheckNewName(name string) error {
	if err := CheckName(name); err != nil {
		return err
	}
	if strings.IndexFunc(name, Unsafe) >= 0 {
		return BadSetup("", "the name %q contains a character that reorders or breaks the text around it (a bidi control): type it without", Cut(name))
	}
	return nil
}
