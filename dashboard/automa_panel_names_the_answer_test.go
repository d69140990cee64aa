package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestAutomaPanelNamesTheAnswer: the Automa panel's "Press A to answer"
// names the answer as the answer field does, in the reader's language (it
// printed the engine's word: yes/no, slot, number). 40 rows show the
// panel whole.
func TestAutomaPanelNamesTheAnswer(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, setup, expect, engine string
	}{
		{"cs", "setup players=Ana seed=4 difficulty=2", expectYesNo, "yes/no"},
		{"es", "setup players=Ana seed=1 difficulty=2", expectNumber, "(number)"},
		{"en", soloJapan, expectSlot, "(slot)"},
	} {
		h := localizedDeck(t, tc.lang, 80, 40, tc.setup, "automa")
		loc := i18n.New(tc.lang)
		want := loc.Sprintf("Press A to answer (%s).", loc.T(tc.expect))
		screen := h.draw()
		if !strings.Contains(squeeze(screen), squeeze(want)) {
			t.Errorf("%s: the panel does not say %q:\n%s", tc.lang, want, screen)
		}
		if strings.Contains(screen, tc.engine) {
			t.Errorf("%s: the panel shows the engine's %q:\n%s", tc.lang, tc.engine, screen)
		}
	}
}
