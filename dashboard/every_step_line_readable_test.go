package dashboard

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
)

// TestEveryStepLineReadable: the Automa's first turns of solo games (many
// shuffles, in every language, at 80x24 and 100x30) give steps taller than
// the panel: paging down with ↓ and PgDn shows every line of every step,
// the question among them, and ↑ and PgUp come back to the first.
func TestEveryStepLineReadable(t *testing.T) {
	t.Parallel()
	tall := 0
	for seed := 1; seed <= 5; seed++ {
		setup := fmt.Sprintf("setup players=Ana automa=japan seed=%d difficulty=4", seed)
		for _, lang := range i18n.Languages() {
			for _, size := range sizes {
				h := localizedDeck(t, lang, size[0], size[1], setup)
				h.press(tcell.KeyEnter, 'A')
				if !h.d.ctl.HasSteps() {
					t.Fatalf("%s seed %d: A gave no steps:\n%s", lang, seed, h.draw())
				}
				pending := h.d.ctl.Steps().Pending
				seen := map[string]bool{}
				look := func() {
					for _, l := range strings.Split(h.draw(), "\n") {
						seen[squeeze(l)] = true
					}
				}
				look()
				for range 30 {
					h.press(tcell.KeyDown)
					look()
				}
				for range 12 {
					h.press(tcell.KeyPgUp)
				}
				if w := h.d.board; w.stepsFirst != 0 || w.skip != 0 {
					t.Errorf("%s seed %d: PgUp does not come back to the first line: step %d, %d lines down", lang, seed, w.stepsFirst+1, w.skip)
				}
				for range 12 {
					h.press(tcell.KeyPgDn)
					look()
				}
				w := h.d.board
				if w.cut {
					t.Errorf("%s seed %d %dx%d: the last step is still cut at the end", lang, seed, size[0], size[1])
				}
				screen := h.draw()
				// The panel's width: the left column.
				width := size[0] - 30 - 1
				for i, step := range pending {
					prefix := fmt.Sprintf(" %d. ", i+1)
					lines := wrap(step, width-len(prefix)-1)
					if len(lines) > w.rows {
						tall++
					}
					for _, l := range lines {
						found := false
						for s := range seen {
							if strings.Contains(s, squeeze(l)) {
								found = true
								break
							}
						}
						if !found {
							t.Errorf("%s seed %d %dx%d: step %d's line %q never shown:\n%s", lang, seed, size[0], size[1], i+1, l, screen)
						}
					}
				}
			}
		}
	}
	t.Logf("%d steps taller than their panel", tall)
	if tall == 0 {
		t.Error("no step was taller than its panel: the test tries nothing")
	}
}
