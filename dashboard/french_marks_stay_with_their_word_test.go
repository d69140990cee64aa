package dashboard

import (
	"strings"
	"testing"
)

// TestFrenchMarksStayWithTheirWord: French spaces its colons, semicolons,
// question marks and guillemets; wrapping never starts a line with one of
// them, nor ends a line with an opening guillemet.
func TestFrenchMarksStayWithTheirWord(t *testing.T) {
	t.Parallel()
	text := "Ana passe ; il lui reste 4 jetons (sans pénalité pour 1 gemme) : -4, total 36 ? Après « pass 4 1 » : faites ces étapes."
	for width := 12; width <= 60; width++ {
		lines := wrap(text, width)
		if got := strings.Join(lines, " "); got != text {
			t.Fatalf("width %d loses words: %q", width, got)
		}
		for _, l := range lines {
			if strings.ContainsAny(firstRune(l), ":;?!»") || strings.HasSuffix(l, "«") {
				t.Errorf("width %d: line %q starts or ends with a mark that belongs to its word", width, l)
			}
		}
	}
}

func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}
