// Package trackertest holds what tests of several packages need of the
// Monumental engine: a long game's legal actions, played by the engine.
package trackertest

import (
	"fmt"
	"testing"

	"tablemate/tracker"
)

// LegalActions plays a game with the engine and returns n legal actions
// in their text form: turns (take the first filled slot, end) with identify
// actions mixed in; near the end trigger only identify actions, so the log
// grows as long as needed.
func LegalActions(t testing.TB, setupLine string, n int) []string {
	t.Helper()
	setup, err := tracker.ParseSetup(setupLine)
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, 0, n)
	try := func(text string) bool {
		a, err := tracker.ParseAction(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if _, err := g.Apply(a); err != nil {
			return false
		}
		out = append(out, text)
		return true
	}
	for i := 0; len(out) < n; i++ {
		st := g.State()
		first := 0
		for s, sl := range st.Display() {
			if sl.Filled {
				first = s + 1
				break
			}
		}
		turns := !st.Over() && st.ToEnd() > 8
		switch {
		case i%3 == 2 && first > 0:
			try(fmt.Sprintf("identify %d knowledge %d", first, i%10))
		case turns && i%3 == 0 && first > 0 && try(fmt.Sprintf("take %d", first)):
		case turns && try("end"):
		case turns && try("pass"): // the continuous mode has no end of turn
		case first > 0:
			try(fmt.Sprintf("identify %d building %d", first, i%7))
		default:
			t.Fatalf("no legal action after %d actions", len(out))
		}
	}
	return out
}
