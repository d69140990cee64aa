package dashboard

import (
	"strings"
	"testing"

	"tablemate/tracker"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
)

// TestWMResumeNamesTheMonumentInTheLanguage: resumed past round 1, the
// status line names the monument as the header and the events do, in the
// screen's language (タージ・マハル, not Taj Mahal).
func TestWMResumeNamesTheMonumentInTheLanguage(t *testing.T) {
	t.Parallel()
	base := withWM(t, 80, 24, wmTaj, wmRoundOne...)
	ja := i18n.New("ja")
	h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), Localizer: ja})
	if want := ja.T("Taj Mahal"); !strings.Contains(h.d.ctl.Status().Text, want) || strings.Contains(h.d.ctl.Status().Text, "Taj Mahal") {
		t.Fatalf("resume line %q does not name the monument as %q", h.d.ctl.Status().Text, want)
	}
}

// TestWMSetupFormNamesTheMonumentsInTheLanguage: the new game form offers
// the monuments by the names the header and the events use (国会議事堂);
// the choice still saves the monument's key.
func TestWMSetupFormNamesTheMonumentsInTheLanguage(t *testing.T) {
	t.Parallel()
	ja := i18n.New("ja")
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Localizer: ja, NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
	h.press(tcell.KeyBacktab, tcell.KeyEnter, tcell.KeyDown, tcell.KeyEnter)
	h.contains(ja.T("Monument"), ja.T("Capitol"))
	h.lacks("Capitol")
	h.press(tcell.KeyTab, tcell.KeyEnter, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyEnter, tcell.KeyF2)
	if len(rec.Games) != 1 || !strings.Contains(rec.Games[0], "monument=taj_mahal") {
		t.Fatalf("saved setups %q, want one on the Taj Mahal", rec.Games)
	}
}
