package dashboard

import (
	"strings"
	"testing"
)

// TestTinyNoticeReadableAt20x6: below the smallest layout the notice is
// wrapped, so every word of it shows even at 20x6.
func TestTinyNoticeReadableAt20x6(t *testing.T) {
	t.Parallel()
	h := withGame(t, 20, 6, three)
	screen := h.draw()
	for _, word := range []string{"tablemate:", "enlarge", "the", "window", "to", "at", "least", "80x24", "(now", "20x6)"} {
		if !strings.Contains(screen, word) {
			t.Errorf("the 20x6 notice lacks %q:\n%s", word, screen)
		}
	}
}

// TestRuleIDsNeverWrappedMidID: a run without spaces (Japanese) cut at the
// width moves a rule ID down whole; a status too long for its rows
// keeps the rule it cites at its end.
func TestRuleIDsNeverWrappedMidID(t *testing.T) {
	t.Parallel()
	text := "スロット7はありません：ディスプレイは6スロットです（M-SETUP-3）"
	for width := 12; width <= 40; width++ { // from the width the ID and its brackets take
		lines := wrap(text, width)
		if !strings.Contains(strings.Join(lines, "\n"), "M-SETUP-3") {
			t.Errorf("width %d cuts the rule ID: %q", width, lines)
		}
	}
	long := strings.Repeat("the table must do this and that ", 16) + "which the rule says (M-REFILL-4)"
	for _, w := range []int{80, 100} {
		h := withGame(t, w, 24, three)
		h.d.ctl.Refuse("%s", long)
		lines := h.d.board.statusLines(w)
		if most := h.d.view().statusRows; len(lines) != most || !strings.HasSuffix(lines[most-1], "(M-REFILL-4)") {
			t.Errorf("at width %d the status loses its rule: %q", w, lines)
		}
		h.contains("(M-REFILL-4)")
	}
}
