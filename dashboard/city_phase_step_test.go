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
	if err := h.d.startLine(threeContinuous); err != nil {
		t.Fatal(err)
	}
	h.contains("Set up the display")
	h.lacks("Round 1, City phase")
	h.press(tcell.KeyEnter)
	h.contains("City phase: do this step, then press Enter", "1. Round 1, City phase", "· City phase ·")
	h.press('a')
	h.contains("first do the steps at the table")
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

// TestCityPhaseAfterRoundEndFollowsItsSteps: the steps ending a round come
// first, then the next round's City phase alone, in the table as on screen.
func TestCityPhaseAfterRoundEndFollowsItsSteps(t *testing.T) {
	t.Parallel()
	tb, _ := newTable(t, threeContinuous, "pass", "pass")
	if !tb.act("pass") {
		t.Fatal(tb.status)
	}
	for _, s := range tb.pending {
		if strings.Contains(s, "City phase") {
			t.Fatalf("the City phase is among the round end's steps: %q", tb.pending)
		}
	}
	if len(tb.later) != 1 || tb.phase {
		t.Fatalf("later %q, phase %v", tb.later, tb.phase)
	}
	tb.acknowledge()
	if !tb.phase || len(tb.pending) != 1 || !strings.HasPrefix(tb.pending[0], "Round 2, City phase") {
		t.Fatalf("after Enter: pending %q, phase %v", tb.pending, tb.phase)
	}
	tb.acknowledge()
	if len(tb.pending) != 0 || tb.status != "City phase done: the Actions phase begins." {
		t.Fatalf("after the City phase: pending %q, status %q", tb.pending, tb.status)
	}
}
