package store

import (
	"database/sql"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// snapshot is every file of a directory with its bytes, to prove that a
// refused database (and everything beside it) was left as it was.
func snapshot(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		out[e.Name()] = readFile(t, filepath.Join(dir, e.Name()))
	}
	return out
}

// filledDB makes a tablemate database with enough actions to span many
// pages, fully checkpointed into its main file.
func filledDB(t testing.TB, path string) {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	actions := legalActions(t, testSetup, 2000)
	if _, err := s.Import(Monumental, testSetup, actions, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Fatal("the log was not checkpointed on close")
	}
}

func foreignDB(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDamagedOrForeignFileIsRefusedUntouched(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(1))
	random := make([]byte, 8192)
	rng.Read(random)
	cases := []struct {
		name  string
		make  func(t *testing.T, path string)
		wants string
	}{
		{"random bytes", func(t *testing.T, path string) { os.WriteFile(path, random, 0o600) }, "not an SQLite file"},
		{"text file", func(t *testing.T, path string) {
			os.WriteFile(path, []byte("setup players=Ana,Ben\ntake 3\nend\n"), 0o600)
		}, "not an SQLite file"},
		{"short file", func(t *testing.T, path string) { os.WriteFile(path, []byte("SQLite format 3\x00"), 0o600) }, "not an SQLite file"},
		{"truncated tablemate database", func(t *testing.T, path string) {
			filledDB(t, path)
			fi, _ := os.Stat(path)
			if err := os.Truncate(path, fi.Size()/2); err != nil {
				t.Fatal(err)
			}
		}, "truncated"},
		{"tablemate database with a garbage page", func(t *testing.T, path string) {
			filledDB(t, path)
			b := readFile(t, path)
			copy(b[4096*3:4096*4], random) // the 4th page: a b-tree page of the game's rows
			os.WriteFile(path, b, 0o600)
		}, "damaged"},
		{"foreign SQLite database", func(t *testing.T, path string) {
			foreignDB(t, path, `CREATE TABLE notes (body TEXT)`, `INSERT INTO notes VALUES ('hello')`)
		}, "another application"},
		{"foreign SQLite database with its own application_id", func(t *testing.T, path string) {
			foreignDB(t, path, `PRAGMA application_id = 1234`, `CREATE TABLE games (id INTEGER)`)
		}, "another application"},
		{"foreign WAL database with a meta table", func(t *testing.T, path string) {
			foreignDB(t, path, `PRAGMA journal_mode=WAL`, `CREATE TABLE meta (key TEXT, value TEXT)`)
		}, "another application"},
		{"directory", func(t *testing.T, path string) { os.Mkdir(path, 0o700) }, "is a directory"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "games.db")
			c.make(t, path)
			var before map[string][]byte
			if fi, _ := os.Stat(path); !fi.IsDir() {
				before = snapshot(t, dir)
			}
			s, err := Open(path)
			if err == nil {
				s.Close()
				t.Fatal("opened")
			}
			msg := err.Error()
			if !errors.Is(err, ErrUnusable) || !strings.Contains(msg, path) || !strings.Contains(msg, c.wants) ||
				!strings.Contains(msg, "move it away or use --db to choose another file") {
				t.Errorf("error %q: want ErrUnusable naming the path, %q and what to do", msg, c.wants)
			}
			if before != nil {
				if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
					t.Errorf("files changed: before %d files, after %d", len(before), len(after))
				}
			}
		})
	}
}

func TestSoundDatabaseWithLeftoverLogOpens(t *testing.T) {
	t.Parallel()
	// A tablemate database is still accepted when the header's page count
	// is behind the file (the WAL holds newer pages): reopen after a crash
	// is covered by the crash test; here, a clean reopen after many writes.
	path := tempDB(t)
	filledDB(t, path)
	s := openT(t, path)
	list, err := s.List()
	if err != nil || len(list) != 1 || len(list[0].Actions) != 2000 {
		t.Fatalf("%v, %d games", err, len(list))
	}
}
