package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
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

// TestEndFormTabFollowsTheScreen: the end form's rows are the players'
// then the Automa's prefilled one; the cursor starts in the first row
// shown and Tab goes down the screen: the six counts typed are the
// player's, the seventh the Automa's first, and only then the buttons.
func TestEndFormTabFollowsTheScreen(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, "setup players=Ana seed=1 difficulty=2 eras=3,2,2")
	for turn := 0; turn < 20 && !h.d.mon().Over(); turn++ {
		h.press('1', 'e', tcell.KeyEnter)
	}
	h.press('s')
	screen := h.draw()
	if a, b := strings.Index(screen, "║Ana "), strings.Index(screen, "║Automa "); a < 0 || b < 0 || a > b {
		t.Fatalf("Ana's row is not shown first:\n%s", screen)
	}
	h.press('3', tcell.KeyTab, '2', tcell.KeyTab, '2', tcell.KeyTab, '1', tcell.KeyTab, '4', tcell.KeyTab, '5', tcell.KeyTab, '6')
	screen = h.draw()
	if got := strings.Fields(strings.Trim(lineWith(screen, "║Ana "), "║ ")); strings.Join(got, " ") != "Ana 3 2 2 1 4 5" {
		t.Errorf("Ana's row is %q, want the six counts typed:\n%s", got, screen)
	}
	if got := strings.Fields(strings.Trim(lineWith(screen, "║Automa "), "║ ")); len(got) < 2 || got[1] != "6" {
		t.Errorf("the seventh count is not in the Automa's first cell: %q\n%s", got, screen)
	}
	// Five more Tabs end the Automa's row; the sixth is on the first button.
	h.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab)
	if _, ok := h.d.app.GetFocus().(*tview.Button); !ok {
		t.Errorf("after both rows Tab is not on a button but on %T", h.d.app.GetFocus())
	}
}
