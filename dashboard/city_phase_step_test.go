package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestCityPhaseIsAStepOfItsOwn: a continuous game's City phase is shown
// alone after the setup steps, the header says City phase until Enter and
// Actions phase after it, and `a` is refused until then: it is only ever a
// turn action. Nothing is recorded for the phase.
func TestCityPhaseIsAStepOfItsOwn(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, threeContinuous)
	// withGame acknowledges the setup steps: start again from them.
	if err := h.startLine(threeContinuous); err != nil {
		t.Fatal(err)
	}
	h.contains("Set up the display")
	h.lacks("Round 1, City phase")
	h.press(tcell.KeyEnter)
	h.contains("City phase: do this step, then press Enter", "1. Round 1, City phase", "· City phase ·")
	h.press('a')
	h.contains("First do the steps at the table")
	if len(h.rec.Actions) != 0 {
		t.Fatalf("a recorded %q during the City phase", h.rec.Actions)
	}
	h.press(tcell.KeyEnter)
	h.contains("· Actions phase ·", "City phase done: the Actions phase begins.")
	h.lacks("City phase: do this step")
	h.press('a')
	if got := strings.Join(h.rec.Actions, "|"); got != "act" {
		t.Fatalf("recorded %q, want act", got)
	}
	h.contains("Ana takes a turn action")
}
