package dashboard

import (
	"strings"
	"testing"

	"tablemate/tracker"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
)

// TestSetupFormStartsWithF2: at 80x24 the new-game form's Start button is
// out of sight: the title names F2, the bottom border says more is below
// until Tab reaches the buttons, and F2 from the players field starts the
// game, in every language.
func TestSetupFormStartsWithF2(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		rec := &dashboardtest.MemoryRecorder{}
		h := newHarness(t, 80, 24, Options{Recorder: rec, Localizer: loc, NewGame: tracker.Setup{Players: []string{"Ana", "Ben", "Cy"}}})
		mark := loc.T(msgStartBelow)
		h.contains(loc.Sprintf(titleSetupF2, loc.T("quit")), mark)
		if startInSight(h) {
			t.Fatalf("%s: Start is in sight at 80x24: the test no longer checks the mark", lang)
		}
		// Tab to the Start button: the mark goes, the button shows.
		startFocused := false
		for i := 0; i < 40 && !startFocused; i++ {
			h.press(tcell.KeyTab)
			_, btn := h.d.dialogs.focus.(interface{ GetFocusedItemIndex() (int, int) }).GetFocusedItemIndex()
			startFocused = btn == 0
		}
		if !startFocused {
			t.Fatalf("%s: Tab never reaches Start:\n%s", lang, h.draw())
		}
		if !startInSight(h) {
			t.Errorf("%s: Start has the focus but is not in sight:\n%s", lang, h.draw())
		}
		h.lacks(mark)
		// Back to the players field, and F2 starts.
		for i := 0; i < 40; i++ {
			if idx, _ := h.d.dialogs.focus.(interface{ GetFocusedItemIndex() (int, int) }).GetFocusedItemIndex(); idx == fPlayers {
				break
			}
			h.press(tcell.KeyBacktab)
		}
		h.contains(mark)
		h.press(tcell.KeyF2)
		if len(rec.Games) != 1 || !strings.Contains(rec.Games[0], "players=Ana,Ben,Cy") {
			t.Fatalf("%s: F2 recorded %q:\n%s", lang, rec.Games, h.draw())
		}
		if h.d.dialogs.top != "" {
			t.Errorf("%s: the form is still open after F2:\n%s", lang, h.draw())
		}
	}
}

// startInSight: the setup form's Start button lies within the form's rows
// as last drawn.
func startInSight(h *harness) bool {
	h.draw()
	form := dialogFlex(h).GetItem(0).(*tview.Form)
	_, by, _, _ := form.GetButton(0).GetRect()
	_, fy, _, fh := form.GetInnerRect()
	return by >= fy && by < fy+fh
}
