package store

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// damage runs statements on a closed database file through a raw
// connection, as a crash, a bad disk or a hand edit would leave it.
func damage(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

func gamesFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "games.db")
	st, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	res := &Result{Players: []PlayerResult{{Name: "Ana", Score: 3, Rank: 1, Winner: true}}, Winners: []string{"Ana"}}
	if _, err := st.Import(Monumental, "setup players=Ana,Ben seed=1", []string{"take 3"}, nil, res); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Import(Monumental, "setup players=Ana,Ben seed=2", []string{"take 1"}, nil, nil); err != nil {
		t.Fatal(err)
	}
	st.Close()
	return path
}

// The review's D9: a file whose index disagrees with its rows (SQLite's
// quick check passes, its integrity check does not) is refused for
// writing, untouched, saying what to do; history and export still read it.
func TestAFileFailingTheIntegrityCheckIsNeverWritten(t *testing.T) {
	t.Parallel()
	path := gamesFile(t)
	// The index's declared columns no longer match what it holds.
	damage(t, path, `PRAGMA writable_schema = ON`,
		`UPDATE sqlite_master SET sql = 'CREATE INDEX games_current ON games (updated, status)' WHERE name = 'games_current'`)
	before, _ := os.ReadFile(path)
	_, err := Open(path)
	var de *DamagedError
	if !errors.As(err, &de) || !errors.Is(err, ErrUnusable) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "tablemate export") {
		t.Fatalf("open for writing: %v, want a *DamagedError naming the file and what to do", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatal("the damaged file was changed")
	}
	ro, err := OpenReadOnly(path)
	if err != nil {
		t.Fatalf("a read of the damaged file: %v", err)
	}
	defer ro.Close()
	if games, err := ro.List(); err != nil || len(games) != 2 {
		t.Fatalf("history of the damaged file: %d games, %v", len(games), err)
	}
}

// A damaged result row, or a lost table, is said with the file, what is
// wrong and what to do, never with the library's words.
func TestDamagedRowsAndTablesAreSaidInTheUsersTerms(t *testing.T) {
	t.Parallel()
	path := gamesFile(t)
	damage(t, path, `UPDATE games SET result = '{"players": [' || char(148) || ']' WHERE id = 1`)
	ro, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = ro.List()
	ro.Close()
	var re *ResultError
	if !errors.As(err, &re) || re.Game != 1 || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "tablemate export ID") || strings.Contains(err.Error(), "invalid character") {
		t.Fatalf("history with a damaged result: %v", err)
	}

	lost := gamesFile(t)
	damage(t, lost, `DROP TABLE actions`)
	for name, open := range map[string]func(string) (*Store, error){"Open": func(p string) (*Store, error) { return Open(p) }, "OpenReadOnly": OpenReadOnly} {
		_, err := open(lost)
		if err == nil || !strings.Contains(err.Error(), "lost its actions table") || !strings.Contains(err.Error(), lost) || strings.Contains(err.Error(), "SQL logic error") {
			t.Errorf("%s of a file without its actions table: %v", name, err)
		}
	}
}

// sqliteErr stands for the driver's error with its result code.
type sqliteErr int

func (e sqliteErr) Error() string { return "database or disk is full (13)" }
func (e sqliteErr) Code() int     { return int(e) }

// The review's #323: a full disk in the middle of a change is said with
// the file, what was kept and what to do; a damaged page as a damaged file.
func TestAFullDiskOrADamagedPageIsSaidWithTheFile(t *testing.T) {
	t.Parallel()
	err := busy("/data/games.db", sqliteErr(sqliteFull))
	if msg := err.Error(); !strings.Contains(msg, "/data/games.db") || !strings.Contains(msg, "the disk is full") || strings.Contains(msg, "(13)") {
		t.Errorf("full disk: %q", msg)
	}
	var de *DamagedError
	if err := busy("/data/games.db", sqliteErr(sqliteCorrupt)); !errors.As(err, &de) || de.Path != "/data/games.db" {
		t.Errorf("damaged page: %v", err)
	}
}
