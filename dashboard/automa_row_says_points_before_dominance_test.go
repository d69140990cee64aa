package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestAutomaRowSaysItsPointsAreBeforeDominance: the Automa's foot row at
// 80x24 marks its points as a floor (dominance is added by the final
// table), and ? explains the row's points and abbreviations, in every
// language; a game without an Automa's row has no such line in ?.
func TestAutomaRowSaysItsPointsAreBeforeDominance(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "es", "cs", "ja", "fr"} {
		h := localizedDeck(t, lang, 80, 24, soloJapan)
		b := h.d.mon().Automas()[0]
		row := h.d.board.automaRow(b, 0, false, 28)
		if !strings.Contains(h.draw(), row) {
			t.Fatalf("%s: the screen lacks the Automa's row %q:\n%s", lang, row, h.draw())
		}
		if !strings.Contains(row, "+") || !strings.Contains(row, "2") {
			t.Errorf("%s: the row %q does not mark its points as before dominance (+) or lacks the Gold 2", lang, row)
		}
		legend := h.d.t(automaRowLegend)
		if !strings.Contains(h.d.keys.help(h.d), legend) {
			t.Errorf("%s: the help does not explain the Automa's row:\n%s", lang, h.d.keys.help(h.d))
		}
		h.press('?')
		start := []rune(strings.Join(strings.Fields(legend), ""))[:12]
		if help := strings.Join(strings.Fields(h.draw()), ""); !strings.Contains(help, string(start)) {
			t.Errorf("%s: ? does not show the line on the Automa's row:\n%s", lang, h.draw())
		}
		h.press(tcell.KeyEscape)
	}
	en := withDeckGame(t, 80, 24, soloJapan)
	for _, word := range []string{"before dominance", "K Knowledge", "W completed Wonders", "P Policies", "Prov Provinces", "Gold (G)"} {
		if !strings.Contains(en.d.keys.help(en.d), word) {
			t.Errorf("the help does not say %q", word)
		}
	}
	if plain := withGame(t, 80, 24, "setup players=Ana,Ben seed=1"); strings.Contains(plain.d.keys.help(plain.d), "The Automa's row") {
		t.Error("a game without an Automa explains the Automa's row")
	}
}
