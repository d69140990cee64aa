package dashboard

import (
	"strings"
	"testing"
)

// TestLogKeysOnlyBesideALog: j/k are not offered while the steps of a
// round's end take the log's rows at 80x24, though the frame before showed
// a log with older lines; they are again once the log is back in sight.
func TestLogKeysOnlyBesideALog(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, fourContinuous, append(fourPassed, "pass", "take 1", "act", "act", "act", "act", "act")...)
	if h.draw(); !h.d.board.logPane.older {
		t.Fatalf("the log shows no older lines:\n%s", h.draw())
	}
	h.press('p', 'p', 'p', 'p')
	screen := h.draw()
	if strings.Contains(screen, " Log") {
		t.Fatalf("the log is still drawn:\n%s", screen)
	}
	if bar := lastLine(screen); strings.Contains(bar, "j/k") {
		t.Errorf("j/k offered with no log in sight: %q\n%s", bar, screen)
	}
	h.press('\r') // the City phase's one step leaves room for the log
	screen = h.draw()
	if bar := lastLine(screen); !strings.Contains(screen, " Log · ") || !strings.Contains(bar, "j/k") {
		t.Errorf("no j/k beside a log with older lines: %q\n%s", bar, screen)
	}
}
