package dashboard

import (
	"strings"
	"testing"
)

// automaRows are the screen's lines holding an Automa's tallies and score.
func automaRows(screen string) []string {
	var out []string
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, " K") && strings.Contains(l, " W") && strings.Contains(l, " P") {
			out = append(out, l)
		}
	}
	return out
}

// TestAutomaScoreShownAt80x24: a solo player at 80x24 sees the Automa's
// Gold, tallies and score on their own row whatever the card's steps, before
// and during the Automa's turn (the steps scroll, the row stays).
func TestAutomaScoreShownAt80x24(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, "setup players=Ana seed=7 difficulty=1")
	if rows := automaRows(h.draw()); len(rows) != 1 {
		t.Fatalf("before its turn: %d tally rows, want 1:\n%s", len(rows), h.draw())
	}
	h.press('A')
	screen := h.draw()
	if rows := automaRows(screen); len(rows) != 1 || !strings.Contains(rows[0], "0+ pts") {
		t.Fatalf("during its turn: tally rows %q, want one with score 0:\n%s", rows, screen)
	}
	// The current step is taller than the panel: its start is in sight.
	if !strings.Contains(screen, "Card: ") || !strings.Contains(screen, "▶ Explorers") {
		t.Fatalf("the card or the current step is not in sight:\n%s", screen)
	}
}

// TestAutomaPanelRowPerAutoma: with three Automas the panel has a row per
// Automa, each named (A and its number where the panel is narrow), at
// 80x24; at 120x40 by its full name.
func TestAutomaPanelRowPerAutoma(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, "setup players=Ana bots=3 seed=7 difficulty=1")
	screen := h.draw()
	rows := automaRows(screen)
	if len(rows) != 3 {
		t.Fatalf("%d tally rows, want 3:\n%s", len(rows), screen)
	}
	for i, name := range []string{"A1 ", "A2 ", "A3 "} {
		if !strings.Contains(rows[i], name) {
			t.Errorf("row %d %q does not name %s", i, rows[i], name)
		}
	}
	wide := withDeckGame(t, 120, 40, "setup players=Ana bots=3 seed=7 difficulty=1")
	rows = automaRows(wide.draw())
	if len(rows) != 3 || !strings.Contains(rows[1], "Automa 2: ") {
		t.Fatalf("120x40: tally rows %q, want 3 named in full", rows)
	}
}
