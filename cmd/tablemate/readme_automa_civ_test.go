package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/tracker"
)

// The README's automa= row says how to play the Automa without a
// civilization card, and the engine agrees: what the README offers is
// accepted, and automa=none is offered only if the engine takes it.
func TestReadmeAutomaWithoutCivilizationIsWhatTheEngineTakes(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var row string
	for _, line := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(line, "| `automa=CIV` |") {
			row = line
		}
	}
	if row == "" {
		t.Fatal("the README has no automa=CIV row")
	}
	playable := func(line string) error {
		setup, err := tracker.ParseSetup(line)
		if err != nil {
			return err
		}
		_, err = tracker.NewGame(setup)
		return err
	}
	offersNone := strings.Contains(row, "none:") || strings.Contains(row, "`automa=none` for")
	if err := playable("setup players=Ana automa=none"); offersNone && err != nil {
		t.Errorf("the README offers automa=none, the engine refuses it: %v", err)
	}
	if !strings.Contains(row, "left out") {
		t.Errorf("the README does not say to leave automa= out for no card: %s", row)
	}
	for _, line := range []string{"setup players=Ana", "setup players=Ana automa="} {
		if err := playable(line); err != nil {
			t.Errorf("%s: %v", line, err)
		}
	}
}
