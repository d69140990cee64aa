package dashboard

import (
	"strings"
	"testing"

	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/tracker"
)

// TestClippedFieldMarked: a field that holds more than it shows ends with
// "…" when another field is being edited, and shows no "…" of its own
// while edited, in French and English at 80x24.
func TestClippedFieldMarked(t *testing.T) {
	t.Parallel()
	players := "Maximilien Fontainebleau, Éléonore Beauchamp-Lava, Ana"
	for _, lang := range []string{"fr", "en"} {
		h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New(lang),
			NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
		form := h.d.dialogs.focus.(*tview.Form)
		field := form.GetFormItem(fPlayers).(*tview.InputField)
		field.SetText(players)
		h.d.app.SetFocus(form.GetFormItem(fStart))
		row := lineWith(h.draw(), "Maximilien")
		if !strings.HasSuffix(strings.TrimRight(row, " ║"), "…") {
			t.Errorf("%s: the players' field is cut with no mark: %q", lang, row)
		}
		h.d.app.SetFocus(field)
		if row := lineWith(h.draw(), "Ana"); strings.Contains(row, "…") {
			t.Errorf("%s: the field being edited shows a mark: %q", lang, row)
		}
		// Left scrolled to its end, the field is marked at its start.
		h.press(" Zoé")
		h.d.app.SetFocus(form.GetFormItem(fStart))
		row = lineWith(h.draw(), "Zoé")
		if i := strings.Index(row, "…"); i < 0 || strings.Contains(row[:i], "Maximilien") || !strings.HasSuffix(strings.TrimRight(row, " ║"), "Zoé") {
			t.Errorf("%s: the field scrolled to its end is not marked at its start: %q", lang, row)
		}
		// A field that shows all it holds has no mark.
		field.SetText("Ana, Ben")
		h.d.app.SetFocus(form.GetFormItem(fStart))
		if strings.Contains(h.draw(), "…") {
			t.Errorf("%s: a mark on a field that shows all it holds:\n%s", lang, h.draw())
		}
	}
}
