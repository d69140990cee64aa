package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestReadingsInForceOnTheHelpScreen: ? tells the readings the game
// follows, those of its mode only, as its setup switched them.
func TestReadingsInForceOnTheHelpScreen(t *testing.T) {
	t.Parallel()
	h := withGame(t, 120, 40, three)
	h.press('?')
	h.contains("Readings in force", "M-END-2: no discard on a turn with no card taken", "M-SCORE-2: a category nobody has gives no bonus")
	h.lacks("C-END-1:", "C-DEV-1:", "M-SOLO-3:")

	c := withGame(t, 120, 40, "setup players=Ana,Ben mode=continuous literal_dominance=on devdiscard=remaining seed=1")
	c.press('?')
	c.contains("M-SCORE-2: a category nobody has gives +3 to everyone", "C-END-1: the deck is counted for the end right after",
		"C-DEV-1: discard until as many cards remain")
	c.lacks("M-END-2:")
}

// TestFinalTableTellsTheLiteralReading: when the literal M-SCORE-2
// reading gave points, the final table says how many; without it, or
// when it gave none, nothing is said.
func TestFinalTableTellsTheLiteralReading(t *testing.T) {
	t.Parallel()
	over := monumentalOver(t)
	tallies := []string{
		`tally "Ana" knowledge=2 wonders=0 policies=1 provinces=3 gold=2 culture=0`,
		`tally "Ben" knowledge=1 wonders=0 policies=0 provinces=0 gold=0 culture=0`,
		`tally "Cy" knowledge=0 wonders=0 policies=0 provinces=0 gold=0 culture=0`,
	}
	for _, tc := range []struct {
		setup string
		want  bool
	}{
		{"setup players=Ana,Ben,Cy seed=1 eras=3,2,2 literal_dominance=on", true},
		{"setup players=Ana,Ben,Cy seed=1 eras=3,2,2", false},
	} {
		h := withGame(t, 80, 24, tc.setup, append(append([]string(nil), over...), tallies...)...)
		res, ok, err := h.d.mon().Score()
		if !ok || err != nil {
			t.Fatalf("%s: not scored: %v", tc.setup, err)
		}
		text := resultText(i18n.New("en"), res, 74)
		// Wonders: nobody has any, so the literal reading gives +3 to each
		// of the three.
		got := strings.Contains(strings.Join(strings.Fields(text), " "), "M-SCORE-2 by its literal words gave 9 points here")
		if got != tc.want {
			t.Errorf("%s: reading told %v, want %v:\n%s", tc.setup, got, tc.want, text)
		}
	}
}
