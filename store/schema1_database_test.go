package store

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// copySchema1 copies testdata/schema1.db, written by tablemate before the
// clock (schema 1): game 1 finished and scored, 2 abandoned, 3 in progress
// with its last action undone.
func copySchema1(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "old.db")
	if err := os.WriteFile(path, readFile(t, filepath.Join("testdata", "schema1.db")), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// history and export read an old database as it is: nothing is migrated
// or written, and its games come with their times unknown.
func TestSchema1DatabaseIsReadAsItIsWithTimesUnknown(t *testing.T) {
	t.Parallel()
	path := copySchema1(t)
	before := readFile(t, path)
	s, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	records, err := s.List()
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	if len(records) != 3 {
		t.Fatalf("%d games, want 3", len(records))
	}
	for _, r := range records {
		times := r.Times()
		if times.PlayedKnown || len(r.Sittings) != 0 || len(r.ActionTimes) != len(r.Actions) {
			t.Errorf("game %d: played known %v, %d sittings, %d times for %d actions", r.ID, times.PlayedKnown, len(r.Sittings), len(r.ActionTimes), len(r.Actions))
		}
		for i, o := range times.Offsets {
			if o != -1 {
				t.Errorf("game %d action %d: offset %v, want unknown", r.ID, i+1, o)
			}
		}
	}
	if !reflect.DeepEqual(before, readFile(t, path)) {
		t.Error("reading changed the file")
	}
}

// The first tablemate that writes migrates it: the games are all there,
// the one in progress resumes with its undo, and from then on its actions
// are timed; its playing time stays unknown (its first actions were not).
func TestSchema1DatabaseMigratesAndItsGameInProgressGoesOn(t *testing.T) {
	t.Parallel()
	path := copySchema1(t)
	clock := newFakeClock()
	s, err := Open(path, WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var version int
	if err := s.db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil || version != SchemaVersion {
		t.Fatalf("user_version %d (%v), want %d", version, err, SchemaVersion)
	}
	old, err := s.Load(1)
	if err != nil {
		t.Fatal(err)
	}
	if !old.Finished || !old.Result.Scored() || old.Result.Winners[0] != "Ana" || len(old.Actions) != 12 {
		t.Errorf("finished game read back as %+v", old)
	}
	cur, err := s.Current()
	if err != nil || cur == nil || cur.ID != 3 {
		t.Fatalf("current game %v, %v; want game 3", cur, err)
	}
	if len(cur.Actions) != 5 || len(cur.Redo) != 1 || !cur.LastUndo {
		t.Errorf("game 3: %d actions, %d to redo, last undo %v; want 5, 1, true", len(cur.Actions), len(cur.Redo), cur.LastUndo)
	}
	if _, err := s.OpenSitting(3); err != nil {
		t.Fatal(err)
	}
	clock.advance(time.Minute)
	if err := s.Redo(3); err != nil {
		t.Fatal(err)
	}
	cur, _ = s.LoadTimed(3)
	times := cur.Times()
	if times.PlayedKnown || times.Played != time.Minute || times.Offsets[5] != time.Minute || times.Offsets[4] != -1 {
		t.Errorf("after the migration: played %v (known %v), offsets %v", times.Played, times.PlayedKnown, times.Offsets)
	}
}
