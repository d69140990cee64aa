package dashboard

import (
	"strings"
	"testing"
)

// TestUndoNamesWhoHadTheStartMarker: undoing the pass that ended a
// continuous round says who gets the Era I Separation card back: the
// round's start player, by name, in every language.
func TestUndoNamesWhoHadTheStartMarker(t *testing.T) {
	t.Parallel()
	// Round 1 starts with Ana and round 2 with Ben; round 2 ends on Ana's
	// pass and the card moves on to Cy.
	rounds := append(append([]string(nil), fourPassed...), "pass", "pass", "pass", "pass", "pass")
	for _, tc := range []struct {
		lang, want string
	}{
		{"en", "Cy gives the Era I Separation card back to Ben."},
		{"es", "Cy devuelve la carta de Separación de Era\u00a0I a Ben."},
		{"cs", "Cy vrátí kartu rozdělení období\u00a0I hráči Ben."},
		{"ja", "Cyは時代I分割カードをBenに返します。"},
		{"fr", "Cy rend la carte de Séparation de l’Ère\u00a0I à Ben."},
	} {
		h := localized(t, tc.lang, 80, 24, fourContinuous, rounds...)
		if s := h.d.mon(); s.Round() != 3 || s.ActiveName() != "Cy" {
			t.Fatalf("%s: round %d, %s to play: the script does not end round 2", tc.lang, s.Round(), s.ActiveName())
		}
		h.press('u')
		if len(h.d.ctl.Steps().Pending) == 0 || h.d.ctl.Steps().Pending[0] != tc.want {
			t.Fatalf("%s: the first step to undo the round's end is %q, want %q", tc.lang, h.d.ctl.Steps().Pending, tc.want)
		}
		var panel []string // the left of the screen, where the steps are
		for _, l := range strings.Split(h.draw(), "\n") {
			left, _ := cut(l, 49)
			panel = append(panel, left)
		}
		if !strings.Contains(squeeze(strings.Join(panel, " ")), squeeze(tc.want)) {
			t.Errorf("%s: the screen does not show %q:\n%s", tc.lang, tc.want, h.draw())
		}
	}
}
