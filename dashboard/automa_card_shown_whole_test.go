package dashboard

import (
	"strings"
	"testing"
)

// TestAutomaCardShownWhole: at 80x24 the Automa panel wraps its card's
// title rather than cutting it, with how to answer still in sight, in
// French and English; no line of the panel is cut with "…".
func TestAutomaCardShownWhole(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lang, card, press string }{
		{"fr", "Carte : Explorateurs / Architecturale", "Appuyez sur A pour répondre"},
		{"en", "Card: Explorers / Architectural", "Press A to answer"},
	} {
		h := localizedDeck(t, c.lang, 80, 24, "setup players=Ana seed=7 difficulty=1")
		h.press('A')
		screen := h.draw()
		// The Automa panel is the right column, from the panel's title.
		var panel []string
		in := false
		for _, l := range strings.Split(screen, "\n") {
			r := []rune(l)
			if len(r) <= 51 {
				continue
			}
			right := string(r[51:])
			in = in || strings.HasPrefix(strings.TrimSpace(right), "Automa ·")
			if in {
				panel = append(panel, right)
			}
		}
		text := strings.Join(panel, "\n")
		if !strings.Contains(squeeze(text), squeeze(c.card)) {
			t.Errorf("%s: the card is not shown whole:\n%s", c.lang, text)
		}
		if !strings.Contains(squeeze(text), squeeze(c.press)) {
			t.Errorf("%s: how to answer is out of sight:\n%s", c.lang, text)
		}
		if strings.Contains(text, "…") {
			t.Errorf("%s: a line of the Automa panel is cut:\n%s", c.lang, text)
		}
	}
}
