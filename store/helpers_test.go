package store

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"tablemate/tracker"
)

const testSetup = "setup mode=standard players=Ana,Ben,Cid,Dee seed=7"

// legalActions plays a 4-player standard game with the engine and returns n
// legal actions in their text form: turns (take the first filled slot, end)
// with identify actions mixed in.
func legalActions(t testing.TB, setupLine string, n int) []string {
	t.Helper()
	setup, err := tracker.ParseSetup(setupLine)
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
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
		// Turns run the deck down; near the end trigger only identify
		// actions follow, so the display stays filled and the log can grow
		// as long as needed.
		turns := !st.Over() && st.ToEnd() > 8
		switch {
		case i%3 == 2 && first > 0:
			try(fmt.Sprintf("identify %d knowledge %d", first, i%10))
		case turns && i%3 == 0 && first > 0 && try(fmt.Sprintf("take %d", first)):
		case turns && try("end"):
		case first > 0:
			try(fmt.Sprintf("identify %d building %d", first, i%7))
		default:
			t.Fatalf("no legal action after %d actions", len(out))
		}
	}
	return out
}

func tempDB(t testing.TB) string {
	t.Helper()
	return filepath.Join(t.TempDir(), "data", "tablemate.db")
}

func openT(t testing.TB, path string) *Store {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
