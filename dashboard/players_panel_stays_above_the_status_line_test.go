package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestPlayersPanelStaysAboveTheStatusLine: five seats with civilizations,
// the Renaissance and a Celebrity at 80x24 leave the players panel fewer
// rows than it has lines: it gives up the civilizations (then the note)
// rather than write over the status line, in every language, and keeps
// every seat and the Celebrity.
func TestPlayersPanelStaysAboveTheStatusLine(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben,Cid,Dee,Eve mode=continuous lostkingdoms=on renaissance=on celebrities=on civs=egypt,china,greece,japan,denmark seed=1 eras=3,3,3,3"
	for _, lang := range i18n.Languages() {
		h := localized(t, lang, 80, 24, setup, "take 2", `hire "Cleopatra"`, "act")
		screen := h.draw()
		lines := strings.Split(screen, "\n")
		status := h.d.board.statusLines(80)
		for i, want := range status {
			if got := lines[23-len(status)+i]; got != strings.TrimRight(" "+want, " ") {
				t.Errorf("%s: status line %q, want %q:\n%s", lang, got, want, screen)
			}
		}
		for _, name := range []string{"Ana", "Ben", "Cid", "Dee", "Eve", "★ Cleopatra"} {
			if !strings.Contains(screen, name) {
				t.Errorf("%s: %s is not shown:\n%s", lang, name, screen)
			}
		}
	}
}
