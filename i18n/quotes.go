package i18n

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// quoteMarks are the quotation marks a language quotes a typed word or a
// name with, where an English message quotes it by %q: French « » with
// narrow no-break spaces, Spanish « », Czech „“, Japanese 「」. English keeps
// %q's "".
func quoteMarks(lang string) (open, close string) {
	switch lang {
	case "fr":
		return "«\u202f", "\u202f»"
	case "es":
		return "«", "»"
	case "cs":
		return "„", "“"
	case "ja":
		return "「", "」"
	}
	return `"`, `"`
}

// quoted is an argument a message quotes (%q in its English key), printed
// between the reader's quotation marks whatever the translation's verb
// says, as it was typed (no Go escapes).
type quoted struct {
	v           any
	open, close string
}

func (q quoted) Format(f fmt.State, verb rune) {
	if verb != 'q' && verb != 's' && verb != 'v' {
		fmt.Fprintf(f, fmt.FormatString(f, verb), q.v)
		return
	}
	var s string
	switch v := q.v.(type) {
	case rune:
		s = string(v)
	case string:
		s = v
	default:
		s = fmt.Sprint(v)
	}
	// What %q escapes (bytes that are no text, a newline, a control or
	// bidi character) is escaped as %q escapes it: the quoted text stays
	// on one line and never drives a terminal.
	if !utf8.ValidString(s) || strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) {
		s = strconv.Quote(s)
		s = s[1 : len(s)-1]
	}
	fmt.Fprint(f, q.open+s+q.close)
}

// quotedArgs are the indexes (from 0) of the arguments format prints with
// %q, read verb by verb as fmt reads them: flags, width, precision, an
// explicit [n] index.
func quotedArgs(format string) []int {
	var out []int
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		// Flags.
		for i < len(format) && (format[i] == '-' || format[i] == '+' || format[i] == '#' || format[i] == ' ' || format[i] == '0') {
			i++
		}
		index := func() {
			if i < len(format) && format[i] == '[' {
				j := i + 1
				n := 0
				for j < len(format) && format[j] >= '0' && format[j] <= '9' {
					n = n*10 + int(format[j]-'0')
					j++
				}
				if j < len(format) && format[j] == ']' && n > 0 {
					arg = n - 1
					i = j + 1
				}
			}
		}
		index()
		// Width.
		if i < len(format) && format[i] == '*' {
			arg++
			i++
		} else {
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				i++
			}
		}
		// Precision.
		if i < len(format) && format[i] == '.' {
			i++
			index()
			if i < len(format) && format[i] == '*' {
				arg++
				i++
			} else {
				for i < len(format) && format[i] >= '0' && format[i] <= '9' {
					i++
				}
			}
		}
		index()
		if i >= len(format) {
			break
		}
		verb, size := utf8.DecodeRuneInString(format[i:])
		i += size - 1
		if verb == 'q' {
			out = append(out, arg)
		}
		arg++
	}
	return out
}

// quoteArgs wraps the arguments format quotes in the reader's quotation
// marks; English keeps %q's.
func (l *Localizer) quoteArgs(format string, args []any) []any {
	if l.lang == English {
		return args
	}
	idx := quotedArgs(format)
	if len(idx) == 0 {
		return args
	}
	open, close := quoteMarks(l.lang)
	out := append([]any(nil), args...)
	for _, i := range idx {
		if i < len(out) {
			if _, done := out[i].(quoted); !done {
				out[i] = quoted{v: out[i], open: open, close: close}
			}
		}
	}
	return out
}

// Quote is s between the reader's quotation marks, as a message quoting it
// by %q shows it ("Ana" in English, « Ana » in French).
func (l *Localizer) Quote(s string) string {
	if l.lang == English {
		return fmt.Sprintf("%q", s)
	}
	open, close := quoteMarks(l.lang)
	return fmt.Sprint(quoted{v: s, open: open, close: close})
}
