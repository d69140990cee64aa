package dashboard

import (
	"strings"
	"testing"

	"tablemate/tracker"
)

// TestStatusLineKeepsWhatToPress: at the end of a continuous round at
// 80x24 the status line is long (the pass, the count of cards taken, what
// to press): it wraps onto the rows it needs, every word of it shown, the
// count and what to press last, in every language.
func TestStatusLineKeepsWhatToPress(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "es", "cs", "ja", "fr"} {
		h := localized(t, lang, 80, 24, fourContinuous, fourPassed...)
		h.press('p')
		lines := strings.Split(strings.TrimRight(h.draw(), "\n"), "\n")
		rows := len(h.d.board.statusLines(80))
		status := squeeze(strings.Join(lines[len(lines)-1-rows:len(lines)-1], " "))
		pass := h.d.loc.Message(tracker.Event{Kind: tracker.EvPass, Player: "Ana"})
		count := h.d.loc.Message(tracker.Event{Kind: tracker.EvDevelopment, Count: 1})
		press := h.d.t("Do the steps at the table, then press Enter.")
		if !strings.HasSuffix(status, squeeze(count)+squeeze(press)) {
			t.Errorf("%s: the status line lost the count or what to press:\n%s", lang, strings.Join(lines[len(lines)-1-rows:], "\n"))
		}
		if !strings.HasPrefix(status, squeeze(pass)) {
			t.Errorf("%s: the status line does not start with the whole pass (%q):\n%s", lang, pass, strings.Join(lines[len(lines)-1-rows:], "\n"))
		}
	}
}
