package dashboard

import (
	"regexp"
	"strings"
	"testing"
)

// TestLogEventsAlignWithTheirAction: in the log, an entry's events start
// in the column of its action, after a number of one digit or of two.
func TestLogEventsAlignWithTheirAction(t *testing.T) {
	t.Parallel()
	var actions []string
	for range 6 {
		actions = append(actions, "take 3", "end")
	}
	h := withGame(t, 80, 40, "setup players=Ana,Ben,Cy seed=1", actions...)
	entry := regexp.MustCompile(`^ (\d+)\. \S`)
	seen := map[int]bool{}
	lines := strings.Split(h.draw(), "\n")
	for i, l := range lines {
		left, _ := cut(l, 48) // the log's side of the screen
		m := entry.FindStringSubmatch(left)
		if m == nil || i+1 >= len(lines) {
			continue
		}
		next, _ := cut(lines[i+1], 48)
		if entry.MatchString(next) || strings.TrimSpace(next) == "" {
			continue // an entry without events
		}
		want := 1 + len(m[1]) + 2
		if got := len(next) - len(strings.TrimLeft(next, " ")); got != want {
			t.Errorf("entry %s: its event starts in column %d, its action in %d:\n%s\n%s", m[1], got, want, left, next)
		}
		seen[len(m[1])] = true
	}
	if !seen[1] || !seen[2] {
		t.Fatalf("the log shows no entry with events numbered with one digit and with two:\n%s", h.draw())
	}
}
