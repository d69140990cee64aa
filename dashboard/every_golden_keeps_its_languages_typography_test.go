package dashboard

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestEveryGoldenKeepsItsLanguagesTypography reads every screen golden: a
// French screen sets a narrow no-break space (U+202F) before « : ; ! ? »
// and after «, never an ordinary one, and no text on it starts with such a
// mark; a Japanese screen starts no text with a closing mark (」。、）:
// kinsoku). A "text" is a run of the screen cut at a box border or at two
// or more spaces (the columns of the panels); the keys bar is left out.
func TestEveryGoldenKeepsItsLanguagesTypography(t *testing.T) {
	t.Parallel()
	goldens, err := filepath.Glob(filepath.Join("testdata", "*.golden"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no goldens: %v", err)
	}
	columns := regexp.MustCompile(`[│║═╔╗╚╝╠╣─┌┐└┘├┤▕▏]|\s{2,}`)
	frSpace := regexp.MustCompile(`[\p{L}\p{N})]\x20[:;!?»]|«\x20`)
	seen := map[string]int{}
	for _, path := range goldens {
		name := filepath.Base(path)
		lang := ""
		switch {
		case strings.Contains(name, "-fr-"):
			lang = "fr"
		case strings.Contains(name, "-ja-"):
			lang = "ja"
		default:
			continue
		}
		seen[lang]++
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
		// The last line is the keys bar, whose "?" is a key, not a mark.
		for n, line := range lines[:len(lines)-1] {
			for _, text := range columns.Split(line, -1) {
				text = strings.TrimSpace(text)
				if text == "" {
					continue
				}
				first := firstRune(text)
				switch lang {
				case "fr":
					if strings.ContainsAny(first, ":;!?»") {
						t.Errorf("%s:%d: a text starts with %q: %q", name, n+1, first, line)
					}
					if m := frSpace.FindString(text); m != "" {
						t.Errorf("%s:%d: %q has an ordinary space where French sets a narrow no-break one: %q", name, n+1, m, line)
					}
				case "ja":
					if strings.ContainsAny(first, i18n.NoLineStart) {
						t.Errorf("%s:%d: a text starts with %q (kinsoku): %q", name, n+1, first, line)
					}
				}
			}
		}
	}
	if seen["fr"] == 0 || seen["ja"] == 0 {
		t.Errorf("goldens read: %v; want French and Japanese ones", seen)
	}
}
