package store

import (
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"tablemate/kernel"
)

var (
	// ErrNoDatabase: OpenReadOnly found no database file, or an empty one:
	// no games are saved there yet. Nothing was created.
	ErrNoDatabase = errors.New("no games saved yet")
	// ErrReadOnly: a write on a Store opened with OpenReadOnly.
	ErrReadOnly = errors.New("the database was opened read-only")
)

// OpenReadOnly opens an existing database for the commands that only read
// it (history, export): it never creates, migrates, truncates or changes a
// file, and works in a read-only location. A missing or zero-byte file is
// ErrNoDatabase (wrapped, with the path); a damaged or foreign file is
// refused as Open refuses it.
//
// Without a write-ahead log beside it the file is read as immutable, so
// SQLite creates no -wal or -shm. With one (a tablemate playing, or a
// crash) it is read through SQLite's read-only mode, which sees the log's
// latest actions; if the log has no -shm beside it, SQLite would create
// one, so the file and its log are read from a private copy instead.
func OpenReadOnly(path string) (*Store, error) { return OpenReadOnlyFor(path) }

// OpenReadOnlyFor is OpenReadOnly for a reader of the given tables and no
// other (the history: games, kept; an export of one game: its rows of
// games, actions, redo and sittings): the file's header, schema version,
// mark and tables are checked, and the pages it reads are checked by the
// read itself (SQLite refuses a damaged page it meets, with cell sizes
// checked too, and the store says it as a DamagedError), not by a quick
// check that would read the whole file first: 0.2 s at 10,000 games, for
// an export of the last one. A damaged page the reader does not meet
// changes nothing it reads. None given runs SQLite's quick check of the
// whole file first.
func OpenReadOnlyFor(path string, tables ...string) (*Store, error) {
	abs, fi, err := dbFile(path)
	if err != nil {
		return nil, err
	}
	if fi == nil {
		return nil, &NoDatabaseError{Path: abs, Why: NoDatabaseMissing}
	}
	if err := checkSidecars(abs); err != nil {
		return nil, err
	}
	wal := int64(0)
	if wi, err := os.Stat(abs + "-wal"); err == nil {
		wal = wi.Size()
	}
	if fi.Size() == 0 {
		if wal > 0 {
			return nil, &FileError{Path: abs, Problem: fileProblem("is empty but has a write-ahead log (%s-wal) beside it", abs)}
		}
		return nil, &NoDatabaseError{Path: abs, Why: NoDatabaseEmpty}
	}
	if err := check(abs, checkForReading, tables...); err != nil {
		return nil, err
	}
	src, cleanup := abs, func() {}
	mode := "immutable=1"
	if wal > 0 {
		mode = "mode=ro"
		if _, err := os.Stat(abs + "-shm"); err != nil {
			if src, cleanup, err = privateCopy(abs); err != nil {
				return nil, err
			}
		}
	}
	db, err := sql.Open("sqlite", dsn(src, mode, fmt.Sprintf("_pragma=busy_timeout(%d)", busyTimeoutMS), "_pragma=query_only(1)", "_pragma=cell_size_check(1)"))
	if err != nil {
		cleanup()
		return nil, fmt.Errorf("%s: %w", abs, err)
	}
	db.SetMaxOpenConns(1)
	var version int
	if err := db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil {
		db.Close()
		cleanup()
		return nil, fmt.Errorf("%s: reading the schema version: %w", abs, err)
	}
	if version < 1 {
		// Before schema 1 there were no tables to read; the first command
		// that writes creates them.
		db.Close()
		cleanup()
		return nil, kernel.Worded("%s has an older schema (version %d, this tablemate reads 1 to %d): run `tablemate play` once to bring it up to date, then try again", abs, version, SchemaVersion)
	}
	// An older schema is migrated by the first command that writes; this
	// one may not, and reads it as it is, without what it lacks (times).
	s := newStore(db, abs, nil)
	s.readOnly, s.cleanup, s.schema = true, cleanup, version
	return s, nil
}

// privateCopy copies a database and its write-ahead log into a new
// temporary directory, so that SQLite can build the log's index there
// instead of beside the original. The copy is removed by cleanup.
func privateCopy(abs string) (string, func(), error) {
	dir, err := os.MkdirTemp("", "tablemate-read-*")
	if err != nil {
		return "", nil, fmt.Errorf("reading %s: cannot make a private copy: %w", abs, err)
	}
	cleanup := func() { os.RemoveAll(dir) }
	dst := filepath.Join(dir, filepath.Base(abs))
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(abs+suffix, dst+suffix); err != nil {
			cleanup()
			return "", nil, fmt.Errorf("reading %s: cannot make a private copy: %w", abs, err)
		}
	}
	return dst, cleanup, nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// NoDatabaseError is ErrNoDatabase for one path: why there are no games.
type NoDatabaseError struct {
	Path string
	Why  string // NoDatabaseMissing or NoDatabaseEmpty
}

// Why there is no database, so a caller can word it in its reader's
// language.
const (
	NoDatabaseMissing = "does not exist"
	NoDatabaseEmpty   = "is empty"
)

func (e *NoDatabaseError) Error() string { return ErrNoDatabase.Error() + ": " + e.Path + " " + e.Why }
func (e *NoDatabaseError) Unwrap() error { return ErrNoDatabase }
