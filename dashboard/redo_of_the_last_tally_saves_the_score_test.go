package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestRedoOfTheLastTallySavesTheScore: on a scored game, undoing the last
// tally sets the saved result aside; opening the tallies and leaving them,
// then redoing the tally, scores the game again, and saves the result as
// scoring does: the header no longer asks to score it.
func TestRedoOfTheLastTallySavesTheScore(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	h.press('s')
	h.enterTallies()
	if !h.d.ctl.Scored() || len(h.rec.Results) != 1 {
		t.Fatalf("the tallies did not score the game: %d results", len(h.rec.Results))
	}
	h.press(tcell.KeyEscape, 'u')
	if h.d.ctl.Scored() || len(h.rec.Results) != 0 {
		t.Fatalf("the undo left the result saved: %d results", len(h.rec.Results))
	}
	h.press('s', tcell.KeyEscape, 'r')
	if !h.d.ctl.Scored() || len(h.rec.Results) != 1 {
		t.Errorf("the redo of the last tally scored the game without saving it: scored %v, %d results", h.d.ctl.Scored(), len(h.rec.Results))
	}
	h.lacks("press s to score", "press s to enter the tallies")
	h.contains("Redone")
	// The next undo reopens it again, as any scored game.
	h.press('u')
	if h.d.ctl.Scored() || len(h.rec.Results) != 0 || h.rec.Reopened != 2 {
		t.Errorf("undo after the redo: scored %v, %d results, reopened %d", h.d.ctl.Scored(), len(h.rec.Results), h.rec.Reopened)
	}
}
