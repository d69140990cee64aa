package main

import (
	"errors"
	"strings"
	"testing"

	"tablemate/kernel"
	"tablemate/tracker"
)

// unscorableGame is a finished game whose scoring refuses its tallies.
type unscorableGame struct{ kernel.Session }

func (unscorableGame) Unscorable() error { return errors.New("a tally scoring refuses") }

// M-SCORE-1: a script that ends a game it cannot score says why and fails
// (exit 1), never a quiet exit 0; a scored game passes.
func TestAScriptThatCannotScoreItsGameFails(t *testing.T) {
	t.Parallel()
	game, err := tracker.NewKind().New("setup players=Ana,Ben eras=5,1,1 seed=1")
	if err != nil {
		t.Fatal(err)
	}
	if err := unscored("game.txt", game); err != nil {
		t.Errorf("a game with no reason not to be scored: %v", err)
	}
	err = unscored("game.txt", unscorableGame{game})
	if err == nil || !strings.Contains(err.Error(), "game.txt: the game is over with every result in, but it cannot be scored: a tally scoring refuses") {
		t.Fatalf("an unscorable game: %v", err)
	}
	if code := exitCode(err); code != 1 {
		t.Errorf("exit code %d, want 1", code)
	}
}
