package dashboard

import (
	"strings"
	"testing"
	"time"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
)

// TestHeaderKeepsTheNamesAndTheClock: at 80 columns, from turn 10 on, in
// the continuous mode and with two Automas, in every language, the header
// names whose turn it is and who is next whole, and shows the clock: the
// clock's labels and the mode give way first.
func TestHeaderKeepsTheNamesAndTheClock(t *testing.T) {
	t.Parallel()
	turns := func(n int, acts ...string) []string {
		var out []string
		for i := 0; i < n; i++ {
			out = append(out, acts...)
		}
		return out
	}
	cases := []struct {
		name, setup string
		actions     []string
		active      string
		next        string
	}{
		{"continuous turn 13", "setup players=Anastasia,Bartholomew,Cyprian,Dorothea mode=continuous seed=1", append([]string{"take 1"}, turns(11, "act")...), "Anastasia", "Bartholomew"},
		{"standard turn 11", "setup players=Anastasia,Bartholomew,Cyprian seed=1", turns(10, "take 1", "end"), "Bartholomew", "Cyprian"},
		{"two Automas", "setup players=Anastasia bots=2 seed=1", nil, "Automa 1", "Automa 2"},
	}
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		for _, c := range cases {
			g := session(t, nil, c.setup, c.actions, nil)
			rec := &clockRecorder{MemoryRecorder: dashboardtest.MemoryRecorder{Games: []string{c.setup}}, turn: 65 * time.Second, played: time.Hour + 2*time.Minute + 3*time.Second}
			h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g, Localizer: loc})
			head := strings.Split(h.draw(), "\n")[0]
			active, next := c.active, c.next
			if strings.HasPrefix(active, "Automa") {
				active, next = loc.Sprintf("Automa %d", 1), loc.Sprintf("Automa %d", 2)
			}
			if !strings.Contains(head, active) || !strings.Contains(head, next) || strings.Contains(head, "…") {
				t.Errorf("%s, %s: the header does not name %s and %s whole:\n%s", lang, c.name, active, next, head)
			}
			if !strings.Contains(head, "1:05") || !strings.Contains(head, "1:02:03") {
				t.Errorf("%s, %s: no clock in the header:\n%s", lang, c.name, head)
			}
		}
	}
}
