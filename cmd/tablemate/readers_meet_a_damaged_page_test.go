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

// TestReadersSayADamagedPageOfTheTablesTheyRead: the history and the
// exports check the pages of the tables they read by reading them (no
// quick check of the whole file first): a damaged page they meet is
// refused as a damaged file, named, with what to do, and the file is left
// as it was. A damaged page of the log, which the history does not read,
// leaves its history whole.
func TestReadersSayADamagedPageOfTheTablesTheyRead(t *testing.T) {
	t.Parallel()
	everyReader := [][]string{
		{"history", "--format", "table"},
		{"history", "--format", "json"},
		{"export", "last"},
		{"export", "2", "--format", "bgstats-link"},
		{"export", "--all"},
		{"export", "--all", "--format", "csv"},
	}
	for table, refusing := range map[string][][]string{
		"games":   everyReader,
		"actions": {{"export", "last"}, {"export", "2", "--format", "markdown"}, {"export", "--all", "--format", "json"}},
	} {
		path := filepath.Join(t.TempDir(), "h.db")
		finishedGamesDB(t, path, 3)
		data := damageRootPage(t, path, table)
		for _, args := range refusing {
			out, err := runCmd(t, append(args, "--db", path)...)
			var damaged *store.DamagedError
			if !errors.As(err, &damaged) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "restore it from a backup") {
				t.Errorf("%s of a file with a damaged %s page: %v (out %q)", strings.Join(args, " "), table, err, out)
			}
		}
		if table == "actions" {
			if out, err := runCmd(t, "history", "--db", path); err != nil || !strings.Contains(out, "Dee 61") {
				t.Errorf("history beside a damaged log: %v\n%s", err, out)
			}
		}
		if after, _ := os.ReadFile(path); string(after) != string(data) {
			t.Errorf("the file with a damaged %s page was changed", table)
		}
	}
}

// damageRootPage gives the root page of table in the database at path a
// type byte no page has, and returns the file's bytes.
func damageRootPage(t *testing.T, path, table string) []byte {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	var root, pageSize int64
	err = db.QueryRow(`SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = ?`, table).Scan(&root)
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
	offset := (root - 1) * pageSize
	if root == 1 {
		offset = 100 // page 1's header follows the file's
	}
	data[offset] = 0x07
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return data
}
