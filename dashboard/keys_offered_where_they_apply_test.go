package dashboard

import (
	"strings"
	"testing"

	"tablemate/tracker"
)

// TestKeysOfferedOnlyWhereTheyApply: a game without the modules or an
// Automa offers neither their keys in the bar nor in the help screen; a
// solo game offers A only when the Automa plays.
func TestKeysOfferedOnlyWhereTheyApply(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	bar := helpBar(h)
	for _, k := range []string{" h hire", " m ", " A Automa", " a act", " p pass"} {
		if strings.Contains(bar, k) {
			t.Errorf("a standard game without modules offers %q: %q", k, bar)
		}
	}
	h.press('?')
	h.lacks("hire a Celebrity", "a Monster was revealed", "the Automa's turn", "give back the active", "pass for the rest of the round")
	h.contains("end the turn (the display is refilled)")

	m := withGame(t, 80, 24, "setup players=Ana,Ben mode=continuous celebrities=on monsters=on seed=1")
	if bar := helpBar(m); !strings.Contains(bar, "hire") {
		t.Errorf("a game with Celebrities does not offer h: %q", bar)
	}
	m.press('?')
	m.contains("hire a Celebrity", "a Monster was revealed", "pass for the rest of the round")
	m.lacks("end the turn (the display is refilled)")

	s := withDeckGame(t, 80, 24, soloJapan)
	automaTurn := func() bool { return s.d.mon().AutomaOf(s.d.mon().Active()) != nil }
	if !automaTurn() {
		t.Fatal("the solo game does not start on the Automa's turn")
	}
	if bar := helpBar(s); !strings.Contains(bar, "A Automa") {
		t.Errorf("the Automa's turn does not offer A: %q", bar)
	}
	for i := 0; i < 20 && automaTurn(); i++ {
		for len(s.d.ctl.Steps().Pending) > 0 {
			s.d.ctl.Acknowledge()
		}
		switch {
		case automaAsks(s.d):
			if !s.act("answer no") && !s.act("answer 0") {
				t.Fatalf("the Automa's question: %s", s.d.ctl.Status().Text)
			}
		case !s.d.ctl.Do(tracker.AutomaTurn{}):
			t.Fatalf("the Automa's turn: %s", s.d.ctl.Status().Text)
		}
	}
	for len(s.d.ctl.Steps().Pending) > 0 {
		s.d.ctl.Acknowledge()
	}
	if automaTurn() {
		t.Fatal("the Automa is still playing")
	}
	if bar := helpBar(s); strings.Contains(bar, "Automa") {
		t.Errorf("the human's turn offers the Automa's key: %q", bar)
	}
}

// TestHelpMarksOnlyWhatApplies: ? marks t only where a display has slots
// no digit names (and lists it only in such a game), Esc only while the
// status line has something to clear.
func TestHelpMarksOnlyWhatApplies(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.d.ctl.ClearStatus()
	help := h.d.keys.help(h.d)
	if strings.Contains(help, keySlotDesc) {
		t.Errorf("a display of 6 slots lists t:\n%s", help)
	}
	if !strings.Contains(help, "   Esc    close a form") {
		t.Errorf("Esc marked with nothing to clear:\n%s", help)
	}
	h.press('z') // a refusal in the status line
	if help := h.d.keys.help(h.d); !strings.Contains(help, " * Esc    close a form") {
		t.Errorf("Esc not marked with a status to clear:\n%s", help)
	}
	c := withGame(t, 80, 24, "setup players=Ana,Ben mode=continuous display=12 seed=1")
	if help := c.d.keys.help(c.d); !strings.Contains(help, " * t ") {
		t.Errorf("a display of 12 slots does not mark t:\n%s", help)
	}
}
