package main

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/store"
)

// TestHistorySaysADamagedPageOfTheGamesItReads: the history checks the
// pages of the tables it reads by reading them (no quick check first): a
// damaged page of the games table is refused as a damaged file, named,
// with what to do, and the file is left as it was.
func TestHistorySaysADamagedPageOfTheGamesItReads(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "h.db")
	finishedGamesDB(t, path, 3)
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	var root, pageSize int64
	err = db.QueryRow(`SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = 'games'`).Scan(&root)
	if err == nil {
		err = db.QueryRow(`PRAGMA page_size`).Scan(&pageSize)
	}
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Three games fit in the table's root page, a leaf: its type byte
	// made one no page has.
	data[(root-1)*pageSize] = 0x07
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"table", "json"} {
		out, err := runCmd(t, "history", "--db", path, "--format", format)
		var damaged *store.DamagedError
		if !errors.As(err, &damaged) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "restore it from a backup") {
			t.Errorf("%s: history of a file with a damaged games page: %v (out %q)", format, err, out)
		}
	}
	if after, _ := os.ReadFile(path); string(after) != string(data) {
		t.Error("the damaged file was changed")
	}
}
