package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestEndFormStartsInTheFirstPlayersRow: in a solo game the Automa's row
// comes first and is prefilled; the end form's cursor is in the player's
// row, so the first count typed is the player's, not a digit added to the
// Automa's.
func TestEndFormStartsInTheFirstPlayersRow(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, "setup players=Ana seed=1 difficulty=2 eras=3,2,2")
	for turn := 0; turn < 20 && !h.d.mon().Over(); turn++ {
		h.press('1', 'e', tcell.KeyEnter)
	}
	if !h.d.mon().Over() {
		t.Fatalf("the game did not end:\n%s", h.draw())
	}
	h.press('s')
	before := lineWith(h.draw(), "║Automa ")
	h.press("7")
	screen := h.draw()
	if f := strings.Fields(strings.Trim(lineWith(screen, "║Ana "), "║ ")); len(f) < 2 || f[1] != "7" {
		t.Errorf("the 7 typed is not Ana's Knowledge:\n%s", screen)
	}
	if after := lineWith(screen, "║Automa "); after != before {
		t.Errorf("the Automa's row changed from %q to %q", before, after)
	}
}
