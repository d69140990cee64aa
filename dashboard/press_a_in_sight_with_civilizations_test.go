package dashboard

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestPressAInSightWithCivilizations: in a solo game with civilizations
// the players panel takes two rows a seat, leaving the Automa panel a few
// lines at 80x24; how to answer the Automa's question stays in them, over
// the question's own lines (the answer box shows the question again).
func TestPressAInSightWithCivilizations(t *testing.T) {
	t.Parallel()
	asked := 0
	for seed := 1; seed <= 12; seed++ {
		h := withDeckGame(t, 80, 24, fmt.Sprintf("setup players=Ana civs=china automa=japan seed=%d difficulty=2", seed), "automa")
		if v := h.d.mon().Automa(); v == nil || v.Question == nil {
			continue
		}
		asked++
		for _, keys := range [][]any{nil, {tcell.KeyEnter}} {
			h.press(keys...)
			if screen := h.draw(); !strings.Contains(squeeze(screen), squeeze("Press A to answer")) {
				t.Errorf("seed %d, after %v: how to answer is out of sight:\n%s", seed, keys, screen)
			}
		}
	}
	if asked == 0 {
		t.Fatal("no seed made the Automa ask a question")
	}
}
