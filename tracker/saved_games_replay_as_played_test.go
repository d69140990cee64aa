package tracker

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Saved games are never refused: games played against the Automa before
// its rules revision 1 (issue 30) replay exactly as they were played, with
// the questions they were asked then (a paid repeat asked after "not
// possible", one answer per card for a condition, no Reserve question).
// Their logs are the transcripts as they were before revision 1; their
// setup lines carry no automa_revision, as every line saved then.
func TestSavedGamesBeforeRevision1ReplayAsPlayed(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("testdata/saved-before-revision-1/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no saved games: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			t.Parallel()
			setup, actions := savedLog(t, file)
			if strings.Contains(setup, "automa_revision") {
				t.Fatalf("%s: a saved line from before revision 1 has no automa_revision", file)
			}
			g, err := Load(setup, actions, nil, embedded())
			if err != nil {
				t.Fatalf("the saved game is refused: %v", err)
			}
			if g.Setup().Automa.Revision != 0 {
				t.Errorf("revision %d, want 0: the game replays as it was played", g.Setup().Automa.Revision)
			}
			if !g.State().Over() {
				t.Errorf("the saved game no longer reaches its end")
			}
			if tallied := strings.HasPrefix(actions[len(actions)-1], "tally"); tallied {
				if _, ok, err := g.State().Score(); !ok || err != nil {
					t.Errorf("the saved game no longer ends scored: %v", err)
				}
			}
			// The same log as a new game (a script) plays revision 1: its
			// questions differ, so it stops where the old answers no longer
			// fit, which is why a saved game must keep its revision.
			if _, err := NewGame(mustSetup(t, setup), embedded()); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// savedLog reads a transcript as the store keeps a game: its setup line
// and its action lines (comments and blank lines left out).
func savedLog(t *testing.T, file string) (setup string, actions []string) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case setup == "":
			setup = line
		default:
			actions = append(actions, line)
		}
	}
	return setup, actions
}
