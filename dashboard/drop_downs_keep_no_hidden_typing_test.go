package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/tracker"
)

// TestOpenDropDownCoversTheFieldsUnderIt: Enter on the game mode opens its
// list over the era sizes' field, whose placeholder is wider than the
// modes: no piece of it is left beside the list, in French and English.
func TestOpenDropDownCoversTheFieldsUnderIt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lang, eras, tail string }{
		{"fr", "Cartes par Ère", "ration"},
		{"en", "Cards per Era", "config"},
	} {
		h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New(c.lang),
			NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
		form := h.d.dialogs.focus.(*tview.Form)
		h.d.app.SetFocus(form.GetFormItem(fTurns))
		h.press(tcell.KeyEnter)
		if !form.GetFormItem(fTurns).(*tview.DropDown).IsOpen() {
			t.Fatalf("%s: Enter did not open the mode's list", c.lang)
		}
		if row := lineWith(h.draw(), c.eras); strings.Contains(row, c.tail) {
			t.Errorf("%s: the open list leaves the field under it showing: %q", c.lang, row)
		}
	}
}

// TestLettersOnADropDownAreNoHiddenFilter: letters typed on a drop-down
// (open or closed) choose the option they start, or do nothing; none is
// kept as a filter that the field does not show.
func TestLettersOnADropDownAreNoHiddenFilter(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New("fr"),
		NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
	form := h.d.dialogs.focus.(*tview.Form)
	dd := form.GetFormItem(fTurns).(*tview.DropDown)
	h.d.app.SetFocus(dd)
	h.press("Amélie, Bastien")
	if dd.IsOpen() {
		t.Errorf("letters opened the list")
	}
	h.press(tcell.KeyEnter)
	screen := h.draw()
	for _, typed := range []string{"Amélie", "Bast", "mélie"} {
		if strings.Contains(screen, typed) {
			t.Errorf("the typed %q is on the screen as a filter:\n%s", typed, screen)
		}
	}
	h.press(tcell.KeyEscape)
	// A mode's first letter chooses it.
	_, before := dd.GetCurrentOption()
	other := "c"
	if strings.HasPrefix(strings.ToLower(before), "c") {
		other = "s"
	}
	h.press(other)
	if _, now := dd.GetCurrentOption(); !strings.HasPrefix(strings.ToLower(now), other) {
		t.Errorf("typing %q on the mode chose %q", other, now)
	}
}
