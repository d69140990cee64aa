package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestEndFormKeepsItsCountsAfterEsc: counts typed in the end form, refused,
// and the form closed with Esc come back with the next s, to be corrected
// rather than typed again; a tally saved since wins over its draft.
func TestEndFormKeepsItsCountsAfterEsc(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", monumentalOver(t)...)
	h.press('s', "5", tcell.KeyTab, "14")
	for i := 0; i < 17; i++ { // to Score and save
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
	h.contains("more than a player can have (13)")
	h.press(tcell.KeyEscape)
	h.lacks("Final tallies")
	h.press('s')
	if row := lineWith(h.draw(), "║Ana "); !strings.HasPrefix(strings.Join(strings.Fields(row), " "), "║Ana 5 14 ") {
		t.Fatalf("Ana's counts not kept: %q\n%s", row, h.draw())
	}
	h.press(tcell.KeyTab, tcell.KeyBackspace2, tcell.KeyBackspace2, "4", tcell.KeyEscape)
	h.act(`tally "Ana" knowledge=1 wonders=1 policies=1 provinces=1 gold=1 culture=1`)
	h.press('s')
	if row := lineWith(h.draw(), "║Ana "); !strings.HasPrefix(strings.Join(strings.Fields(row), " "), "║Ana 1 1 1 1 1 1") {
		t.Fatalf("Ana's saved tally does not win over the draft: %q", row)
	}
}
