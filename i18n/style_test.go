package i18n

import (
	"regexp"
	"strings"
	"testing"
)

// TestSpanishAddressesOnePlayer: the Spanish screens say tú ("pulsa", "haz"),
// never vosotros ("pulsad", "haced"), and call the key Intro, as the help
// column does.
func TestSpanishAddressesOnePlayer(t *testing.T) {
	t.Parallel()
	vosotros := regexp.MustCompile(`(?i)\b(pulsad|haced|dejad|contad|puntuad|anotad|elegid|escribid|poned|quer[áa]is|pod[ée]is|ten[ée]is|vuestr[oa]s?)\b`)
	for key, es := range catalogES() {
		if vosotros.MatchString(es) {
			t.Errorf("%q: %q addresses vosotros", key, es)
		}
		if strings.Contains(es, "Enter") {
			t.Errorf("%q: %q says Enter, not Intro", key, es)
		}
	}
}

// TestCzechWholeWords: no "karta/y" shortcuts, and a line the final scoring
// starts with starts with a capital.
func TestCzechWholeWords(t *testing.T) {
	t.Parallel()
	for key, cs := range catalogCS() {
		if strings.Contains(cs, "/y") {
			t.Errorf("%q: %q uses a slash plural", key, cs)
		}
	}
	if got := New("cs").Sprintf("%s wins with %d points", "Ben", 8); !strings.HasPrefix(got, "Vítězí") {
		t.Errorf("the winner line %q starts in lower case", got)
	}
}
