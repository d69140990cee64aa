package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/scoring"
)

// TestEndFormScoresTheMonsters: with the Monsters module the end form asks
// each seat's Monsters defeated, 1 point each (issue 30 item 9), and keeps
// to 80 columns; without it the form has no such column.
func TestEndFormScoresTheMonsters(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2 monsters=on", monumentalOver(t)...)
	h.press('s')
	screen := h.draw()
	h.contains("Monsters")
	if row := lineWith(screen, "║Ana "); len([]rune(row)) > 80 {
		t.Fatalf("the form is wider than 80 columns: %q", row)
	}
	// Seven counts per row: Knowledge to Culture, then Monsters.
	for _, c := range []any{"1", tcell.KeyTab, "1", tcell.KeyTab, "1", tcell.KeyTab, "1", tcell.KeyTab, "1", tcell.KeyTab, "1", tcell.KeyTab, "2"} {
		h.press(c)
	}
	for i := 0; i < 15; i++ { // Ben and Cy: 0 everywhere, then Score and save
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
	res, ok, err := h.d.mon().Score()
	if !ok || err != nil {
		t.Fatalf("not scored: %v\n%s", err, h.draw())
	}
	for _, p := range res.Players {
		if pts, scored := p.PointsFor(scoring.Monsters); p.Name == "Ana" && (!scored || pts != 2) {
			t.Errorf("Ana's Monsters: %d points (scored %v)", pts, scored)
		}
	}
	plain := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", monumentalOver(t)...)
	plain.press('s')
	if strings.Contains(plain.draw(), "Monsters") {
		t.Error("a game without the Monsters module asks for Monsters")
	}
}
