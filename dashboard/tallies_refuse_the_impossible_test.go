package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/tracker"
)

// TestTalliesRefuseTheImpossible: Knowledge beyond the game's cards and
// Policies beyond a civilization's five are refused together, each field
// marked and each reason given, and nothing is saved; fixed, the game is
// scored.
func TestTalliesRefuseTheImpossible(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	before := len(h.rec.Actions)
	// eras 3,2,2: 7 Development cards, so at most 8 Knowledge for a player.
	h.press('s', "99999", tcell.KeyTab, tcell.KeyTab, "6")
	h.press(tabKeys(16)...)
	h.press(tcell.KeyEnter)
	h.contains("Ana, Knowledge: 99999 is more than a player can have (8): the game has 7",
		"Ana, Policies: 6 is more than a player can have (5): a civilization has 5")
	if got := len(h.rec.Actions); got != before {
		t.Fatalf("a refused end form saved %d tallies", got-before)
	}
	if h.d.dialogs.top != "score" {
		t.Fatalf("the refused form closed (dialog %q)", h.d.dialogs.top)
	}
	screen := h.draw()
	// Each mark right after its own field, in its column: not under the
	// next one.
	if !strings.Contains(screen, "║Ana             99999 !   0         6     !   0 ") {
		t.Errorf("the Knowledge and Policies fields are not marked where they are:\n%s", screen)
	}
	// Fix both: Ana 8 Knowledge, 5 Policies.
	h.d.dialogs.close()
	h.press('s')
	h.press("8", tcell.KeyTab, tcell.KeyTab, "5")
	h.press(tabKeys(16)...)
	h.press(tcell.KeyEnter)
	h.contains("Final score · saved")
}

// TestTallyLimitsBetweenPlayers: the table as a whole cannot hold more
// Wonders than the game's tokens, though each player alone could; with
// Lost Kingdoms the Provinces are not bounded (its tiles are not in our
// sources).
func TestTallyLimitsBetweenPlayers(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	s := tracker.Setup{Players: []string{"Ana", "Ben"}}
	names := []string{"Ana", "Ben"}
	probs := h.d.forms.tallyProblems(s, names, [][]int{{0, 7, 0, 36, 0, 0}, {0, 7, 0, 0, 0, 0}})
	if len(probs) != 1 || len(probs[0].cells) != 2 || !strings.Contains(probs[0].text, "Wonders: 14 between all players") {
		t.Fatalf("14 Wonders between two players: %+v", probs)
	}
	if p := h.d.forms.tallyProblems(s, names, [][]int{{0, 0, 0, 37, 0, 0}, {0, 0, 0, 0, 0, 0}}); len(p) != 1 || !strings.Contains(p[0].text, "36 Province tiles") {
		t.Fatalf("37 Provinces: %+v", p)
	}
	s.LostKingdoms = true
	if p := h.d.forms.tallyProblems(s, names, [][]int{{0, 0, 0, 37, 0, 0}, {0, 0, 0, 0, 0, 0}}); len(p) != 0 {
		t.Fatalf("37 Provinces with Lost Kingdoms: %+v", p)
	}
	if p := h.d.forms.tallyProblems(s, names, [][]int{{8, 13, 5, 30, 99, 99}, {0, 0, 5, 0, 0, 0}}); len(p) != 0 {
		t.Fatalf("a possible table refused: %+v", p)
	}
}

// TestUndoneTallyReopensItsRow: undoing a tally and opening the end form
// again shows that row with the values the table had entered.
func TestUndoneTallyReopensItsRow(t *testing.T) {
	t.Parallel()
	over := monumentalOver(t)
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", append(over,
		`tally "Ana" knowledge=5 wonders=1 policies=2 provinces=4 gold=2 culture=1`,
		`tally "Ben" knowledge=1 wonders=2 policies=3 provinces=0 gold=7 culture=0`)...)
	h.press('u', 'u', 's')
	h.contains("Final tallies")
	screen := h.draw()
	for _, row := range []string{"Ana             5         1         2         4         2         1", "Ben             1         2         3         0         7         0"} {
		if !strings.Contains(screen, row) {
			t.Errorf("the end form after undo lacks the row %q:\n%s", row, screen)
		}
	}
}

// tabKeys is n Tab keys.
func tabKeys(n int) []any {
	k := make([]any, n)
	for i := range k {
		k[i] = tcell.KeyTab
	}
	return k
}
