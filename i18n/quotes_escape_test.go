package i18n

import (
	"strings"
	"testing"
)

// A quoted argument that holds a newline, a control or a bidi character
// is escaped in every language as %q escapes it: one line, nothing that
// drives a terminal.
func TestQuotedArgumentsEscapeWhatPercentQEscapes(t *testing.T) {
	for _, lang := range []string{English, "es", "cs", "ja", "fr"} {
		for _, in := range []string{"0\n0", "a\x1b[31m", "Ana\u202eneB"} {
			got := New(lang).Quote(in)
			if strings.ContainsAny(got, "\n\x1b\u202e") {
				t.Errorf("%s: %q quoted as %q", lang, in, got)
			}
		}
	}
}
