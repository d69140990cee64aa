package i18n

import (
	"strings"
	"testing"
)

// TestEraAndItsNumeralStayOnOneLine: a translation never lets a line
// break between the era's word and its numeral (Ère I, Era II, období
// III): the space between them is a no-break one.
func TestEraAndItsNumeralStayOnOneLine(t *testing.T) {
	t.Parallel()
	words := map[string][]string{"fr": {"Ère", "ère"}, "es": {"Era", "era"}, "cs": {"Období", "období", "Éra", "éra", "éry"}}
	for lang, ws := range words {
		l := New(lang)
		for _, era := range []string{"I", "II", "III"} {
			for _, w := range ws {
				for _, key := range []string{"Era %s", "Deal 1 card (Era %s) into slot %d.", "Discard the card in slot %d (Era %s) to the display's discard pile."} {
					var out string
					if key == "Era %s" {
						out = l.Sprintf(key, era)
					} else if strings.HasPrefix(key, "Deal") {
						out = l.Sprintf(key, era, 3)
					} else {
						out = l.Sprintf(key, 3, era)
					}
					if strings.Contains(out, w+" "+era) {
						t.Errorf("%s: %q breaks between %s and %s", lang, out, w, era)
					}
				}
			}
		}
		for key, v := range catalogue(lang) {
			for _, w := range ws {
				for _, next := range []string{"%s", "I", "%v"} {
					if i := strings.Index(v, w+" "+next); i >= 0 && (i == 0 || v[i-1] == ' ' || v[i-1] == '(') {
						t.Errorf("%s %q: %q breaks after %s", lang, key, v, w)
					}
				}
			}
		}
	}
}
