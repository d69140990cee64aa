package dashboard

import (
	"strings"
	"testing"

	"tablemate/tracker"
)

// TestStatusLineKeepsWhatToPress: at the end of a continuous round at
// 80x24 the status line is too long for its two rows: the pass it opens
// with is shortened, and the count of cards taken and what to press stay
// whole, in every language.
func TestStatusLineKeepsWhatToPress(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "es", "cs", "ja", "fr"} {
		h := localized(t, lang, 80, 24, fourContinuous, fourPassed...)
		h.press('p')
		lines := strings.Split(strings.TrimRight(h.draw(), "\n"), "\n")
		status := squeeze(strings.Join(lines[len(lines)-3:len(lines)-1], " "))
		pass := h.d.loc.Message(tracker.Event{Kind: tracker.EvPass, Player: "Ana"})
		count := h.d.loc.Message(tracker.Event{Kind: tracker.EvDevelopment, Count: 1})
		press := h.d.t("Do the steps at the table, then press Enter.")
		if !strings.HasSuffix(status, squeeze(count)+squeeze(press)) {
			t.Errorf("%s: the status line lost the count or what to press:\n%s", lang, strings.Join(lines[len(lines)-3:], "\n"))
		}
		if start := []rune(squeeze(pass))[:8]; !strings.HasPrefix(status, string(start)) {
			t.Errorf("%s: the status line does not start with the pass (%q):\n%s", lang, string(start), strings.Join(lines[len(lines)-3:], "\n"))
		}
	}
}
