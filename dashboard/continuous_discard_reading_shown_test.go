package dashboard

import (
	"testing"

	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/tracker"
)

// TestSetupFormShowsTheDiscardReadingInForce: the new-game form's C-DEV-1
// field starts from the reading the config gives (for a Spanish table
// without one set, the Spanish rulebook's, config.DiscardOfLanguage) and
// names it whole in the language: the cards left, or the cards missing,
// equal the civilizations.
func TestSetupFormShowsTheDiscardReadingInForce(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang    string
		reading tracker.ContinuousDiscard
		want    string
	}{
		{"es", tracker.DiscardUntilRemaining, "cartas que quedan = civilizaciones"},
		{"es", tracker.DiscardUntilMissing, "cartas que faltan = civilizaciones"},
		{"en", tracker.DiscardUntilMissing, "missing cards = civilizations"},
		{"en", tracker.DiscardUntilRemaining, "cards left = civilizations"},
	} {
		ng := tracker.Setup{Players: []string{"Ana", "Ben"}}
		ng.Rules.ContinuousDiscard = c.reading
		h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New(c.lang), NewGame: ng})
		form := h.d.dialogs.focus.(*tview.Form)
		_, shown := form.GetFormItem(fContinuousDiscard).(*tview.DropDown).GetCurrentOption()
		if shown != c.want {
			t.Errorf("%s, %v: the C-DEV-1 field shows %q, want %q", c.lang, c.reading, shown, c.want)
		}
		s, _ := h.d.forms.formSetup(form)
		if s.Rules.ContinuousDiscard != c.reading {
			t.Errorf("%s: the form's setup discards %v, want %v", c.lang, s.Rules.ContinuousDiscard, c.reading)
		}
	}
}
