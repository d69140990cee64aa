package store

import (
	"strings"
	"testing"

	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// A game of a kind this tablemate does not know, or whose log its engine
// refuses, is not replayed, and the error names the game.
func TestReplayRefusesAnUnknownGameKind(t *testing.T) {
	t.Parallel()
	kinds := kernel.Kinds{wm.NewKind(), tracker.NewKind()}
	_, err := Replay(kinds, &Record{ID: 3, Game: "chess", Setup: "setup"})
	if err == nil || !strings.Contains(err.Error(), `game 3 is a "chess" game`) {
		t.Fatalf("err %v", err)
	}
	_, _, err = ReplaySteps(kinds, &Record{ID: 3, Game: "chess", Setup: "setup"})
	if err == nil || !strings.Contains(err.Error(), `game 3 is a "chess" game`) {
		t.Fatalf("err %v", err)
	}
	_, err = Replay(kinds, &Record{ID: 4, Game: WorldMonuments, Setup: "setup game=worldmonuments players=Ana,Ben monument=capitol", Actions: []string{"build 9"}})
	if err == nil || !strings.Contains(err.Error(), "game 4") {
		t.Fatalf("err %v", err)
	}
}
