package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestWMResumeNamesTheMonumentInTheLanguage: resumed past round 1, the
// status line names the monument as the header and the events do, in the
// screen's language (タージ・マハル, not Taj Mahal).
func TestWMResumeNamesTheMonumentInTheLanguage(t *testing.T) {
	base := withWM(t, 80, 24, wmTaj, wmRoundOne...)
	ja := i18n.New("ja")
	h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), Localizer: ja})
	if want := ja.T("Taj Mahal"); !strings.Contains(h.d.status, want) || strings.Contains(h.d.status, "Taj Mahal") {
		t.Fatalf("resume line %q does not name the monument as %q", h.d.status, want)
	}
}
