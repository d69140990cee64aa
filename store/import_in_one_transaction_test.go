package store

import (
	"errors"
	"strings"
	"testing"
)

// TestImportIsOneTransaction: a failure anywhere inside an import (here
// the database refusing the 30th action) leaves no game at all, not a game
// without its actions; a finished import carries its result.
func TestImportIsOneTransaction(t *testing.T) {
	t.Parallel()
	s := openT(t, tempDB(t))
	actions := legalActions(t, testSetup, 40)
	// A trigger makes SQLite refuse one row in the middle of the import,
	// after the game row and 29 actions were written in the transaction.
	if _, err := s.db.Exec(`CREATE TRIGGER refuse BEFORE INSERT ON actions WHEN NEW.seq = 30
		BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Import(Monumental, testSetup, actions, nil, nil); err == nil || !strings.Contains(err.Error(), "refused by the test") {
		t.Fatalf("import through the refusing trigger: %v", err)
	}
	var games, rows int
	s.db.QueryRow(`SELECT COUNT(*) FROM games`).Scan(&games)
	s.db.QueryRow(`SELECT COUNT(*) FROM actions`).Scan(&rows)
	if games != 0 || rows != 0 {
		t.Fatalf("a failed import left %d games and %d actions", games, rows)
	}
	if _, err := s.db.Exec(`DROP TRIGGER refuse`); err != nil {
		t.Fatal(err)
	}

	res := &Result{Players: []PlayerResult{{Name: "Ana", Score: 50, Rank: 1, Winner: true}, {Name: "Ben", Score: 40, Rank: 2}}, Winners: []string{"Ana"}}
	id, err := s.Import(Monumental, testSetup, actions, nil, res)
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Finished || !r.Result.Scored() || r.Result.Finished.IsZero() || len(r.Actions) != 40 {
		t.Fatalf("finished import: finished %v result %+v, %d actions", r.Finished, r.Result, len(r.Actions))
	}
	if err := s.Append(id, "end"); !errors.Is(err, ErrNotPlaying) {
		t.Errorf("appending to an imported finished game: %v", err)
	}
	playing, err := s.InProgress()
	if err != nil || len(playing) != 0 {
		t.Errorf("a finished import is listed in progress: %v %+v", err, playing)
	}
}

// TestInProgressListsEveryGameInProgress: the chooser's list, the most
// recently played first, with each log's length; finished and abandoned
// games are not in it.
func TestInProgressListsEveryGameInProgress(t *testing.T) {
	t.Parallel()
	s := openT(t, tempDB(t))
	actions := legalActions(t, testSetup, 5)
	a, _ := s.Import(Monumental, testSetup, actions[:3], actions[3:4], nil)
	b, _ := s.Create(WorldMonuments, "setup game=worldmonuments players=Ana,Ben monument=capitol")
	c, _ := s.Create(Monumental, testSetup)
	d, _ := s.Create(Monumental, testSetup)
	if err := s.Abandon(c); err != nil {
		t.Fatal(err)
	}
	if err := s.Finish(d, Result{}); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(a, actions[3]); err != nil { // a is now the last played
		t.Fatal(err)
	}
	got, err := s.InProgress()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != a || got[1].ID != b || got[0].Actions != 4 || got[1].Actions != 0 ||
		got[0].Game != Monumental || got[1].Game != WorldMonuments || got[0].Setup != testSetup {
		t.Fatalf("in progress: %+v", got)
	}
	if cur, _ := s.Current(); cur == nil || cur.ID != got[0].ID {
		t.Errorf("Current is %v, the list's first is %d", cur, got[0].ID)
	}
}
