package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/store"
	"tablemate/store/storetest"
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
		storetest.DamageRootPage(t, path, table)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
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
