package dashboard

import (
	"strings"
	"testing"
)

// TestAutomaNamedInTheLanguage: the header and the players panel name the
// Automa in the screen's language, with the article French wants ("À
// Automa de jouer" read as a person's name), and number several Automas.
func TestAutomaNamedInTheLanguage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, setup string
		want        []string
	}{
		{"fr", "setup players=Ana seed=1", []string{"À l’Automa de jouer"}},
		{"ja", "setup players=Ana seed=1", []string{"オートマの手番", "▶ オートマ¹"}},
		{"ja", "setup players=Ana bots=2 seed=1", []string{"オートマ1の手番", "オートマ2"}},
		{"en", "setup players=Ana bots=2 seed=1", []string{"Automa 1's turn", "Automa 2"}},
	} {
		h := localizedDeck(t, tc.lang, 80, 24, tc.setup)
		screen := h.draw()
		for _, w := range tc.want {
			if !strings.Contains(screen, w) {
				t.Errorf("%s %q: the screen lacks %q:\n%s", tc.lang, tc.setup, w, screen)
			}
		}
	}
}
