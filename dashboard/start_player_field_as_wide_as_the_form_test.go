package dashboard

import (
	"strings"
	"testing"

	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/tracker"
)

// TestStartPlayerFieldAsWideAsTheForm: the start player's field is as wide
// as the players' at 80x24, so a long name shows whole, in both games'
// forms, in French and English.
func TestStartPlayerFieldAsWideAsTheForm(t *testing.T) {
	t.Parallel()
	const name = "Maximilien Fontaine-Dubois"
	for _, lang := range []string{"fr", "en"} {
		for _, game := range []struct {
			setup           tracker.Setup
			players, starts int
		}{{tracker.Setup{Players: []string{name, "Ana"}}, fPlayers, fStart}} {
			h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New(lang), NewGame: game.setup})
			form := h.d.dialogs.focus.(*tview.Form)
			start := form.GetFormItem(game.starts).(*tview.InputField)
			start.SetText(name)
			if pw, sw := form.GetFormItem(game.players).GetFieldWidth(), start.GetFieldWidth(); sw != pw {
				t.Errorf("%s: the start player's field is %d wide, the players' %d", lang, sw, pw)
			}
			if !strings.Contains(h.draw(), name+"    ") {
				t.Errorf("%s: %q is not shown whole in the start player's field:\n%s", lang, name, h.draw())
			}
		}
	}
}
