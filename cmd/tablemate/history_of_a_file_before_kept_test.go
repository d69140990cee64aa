package main

import (
	"database/sql"
	"path/filepath"
	"testing"

	"tablemate/store"
)

// TestHistoryOfAFileFromBeforeKeptSummaries: games finished in a file of
// schema 2 (before the kept table) show as the same games finished with
// their kept summaries, table and JSON: read as it is (history does not
// migrate it, nor write to it), then once migrated by a command that
// writes (the kept table then empty for them: each read whole).
func TestHistoryOfAFileFromBeforeKeptSummaries(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "h.db")
	finishedGamesDB(t, path, 4)
	want := map[string]string{}
	for _, format := range []string{"table", "json"} {
		out, err := runCmd(t, "history", "--db", path, "--format", format)
		if err != nil {
			t.Fatal(err)
		}
		want[format] = out
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{`DROP TABLE kept`, `PRAGMA user_version = 2`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	compare := func(when string) {
		t.Helper()
		for _, format := range []string{"table", "json"} {
			out, err := runCmd(t, "history", "--db", path, "--format", format)
			if err != nil {
				t.Fatalf("%s: %v", when, err)
			}
			if out != want[format] {
				t.Errorf("%s, %s: the history differs from the one of kept summaries:\n%s\nwith them:\n%s", when, format, out, want[format])
			}
		}
	}
	compare("schema 2")
	var version int
	if err := db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil || version != 2 {
		t.Fatalf("the history changed the file's schema to %d (%v)", version, err)
	}
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	var kept int
	if err := db.QueryRow(`SELECT COUNT(*) FROM kept`).Scan(&kept); err != nil || kept != 0 {
		t.Fatalf("migrated: %d kept summaries (%v), want none", kept, err)
	}
	compare("migrated")
}
