package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadOnlyCommandsCreateNothing: history and export on a database that
// does not exist give an empty result, exit 0 and create nothing; on a
// zero-byte file the same, and the file stays zero bytes; config show and
// config validate never touch the database.
func TestReadOnlyCommandsCreateNothing(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	missing := filepath.Join(dir, "new", "games.db")
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, db := range []string{missing, empty} {
		out, err := runCmd(t, "history", "--db", db, "--format", "json")
		if err != nil || out != "[]\n" {
			t.Errorf("history --format json on %s: %v %q", db, err, out)
		}
		out, err = runCmd(t, "history", "--db", db)
		if err != nil || !strings.HasPrefix(out, "No games saved yet") || !strings.Contains(out, db) {
			t.Errorf("history on %s: %v %q", db, err, out)
		}
		// A named game there does not exist: an error (exit 1), nothing
		// written; --all is an empty result.
		out, err = runCmd(t, "export", "last", "--db", db)
		if err == nil || out != "" {
			t.Errorf("export last on %s: %v %q", db, err, out)
		}
		out, err = runCmd(t, "export", "3", "--db", db, "--format", "csv")
		if err == nil || out != "" {
			t.Errorf("export 3 --format csv on %s: %v %q", db, err, out)
		}
		out, err = runCmd(t, "export", "--all", "--db", db, "--format", "json")
		if err != nil || out != "[]\n" {
			t.Errorf("export --all --format json on %s: %v %q", db, err, out)
		}
		if _, err := runCmd(t, "export", "x", "--db", db); err == nil {
			t.Errorf("export x on %s: a bad id is still a usage mistake", db)
		}
		for _, args := range [][]string{{"config", "show"}, {"config", "validate"}} {
			if _, err := runCmd(t, append(args, "--db", db)...); err != nil {
				t.Errorf("%v --db %s: %v", args, db, err)
			}
		}
	}
	if _, err := os.Stat(filepath.Dir(missing)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a read-only command created %s: %v", filepath.Dir(missing), err)
	}
	if fi, err := os.Stat(empty); err != nil || fi.Size() != 0 {
		t.Errorf("the zero-byte file is now %v bytes (%v)", fi.Size(), err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "empty.db" {
			t.Errorf("left in the directory: %s", e.Name())
		}
	}
}

// TestReadOnlyCommandsLeaveADatabaseAsItIs: history and every export
// format read a saved database without changing a byte or adding a file.
func TestReadOnlyCommandsLeaveADatabaseAsItIs(t *testing.T) {
	t.Parallel()
	db := seed(t)
	dir := filepath.Dir(db)
	before := dirBytes(t, dir)
	for _, args := range [][]string{
		{"history"}, {"history", "--format", "json"},
		{"export", "1"}, {"export", "last", "--format", "csv"}, {"export", "2", "--format", "markdown"},
	} {
		out, err := runCmd(t, append(args, "--db", db)...)
		if err != nil || out == "" {
			t.Errorf("%v: %v %q", args, err, out)
		}
	}
	out, _ := runCmd(t, "history", "--db", db, "--format", "json")
	var doc map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &doc); err != nil || doc["games"] == nil {
		t.Errorf("history json: %v", err)
	}
	after := dirBytes(t, dir)
	if len(before) != len(after) {
		t.Fatalf("files: %d before, %d after", len(before), len(after))
	}
	for name, b := range before {
		if string(after[name]) != string(b) {
			t.Errorf("%s changed", name)
		}
	}
}

// dirBytes is every file of dir with its content.
func dirBytes(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = b
	}
	return out
}
