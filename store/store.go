// Package store keeps games in an SQLite database (pure Go driver): each
// game's setup line and its actions, one row per action, so that every
// action is durable before the table sees its effect, and a restart resumes
// exactly where the table was. It also keeps finished games' results for the
// history.
//
// A file that is not a tablemate database (damaged, truncated, another
// application's) is refused with its path and what to do, and is never
// written to: it is checked from its raw header and through a read-only
// connection before it is ever opened for writing.
package store

import (
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"tablemate/kernel"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// applicationID marks tablemate databases in the SQLite header (offset 68),
// so a foreign SQLite file is recognised before any SQL runs. "TMat".
const applicationID = 0x544d6174

// busyTimeoutMS is how long a statement waits for another tablemate's lock
// before giving up with a clear message.
const busyTimeoutMS = 5000

// Game kinds.
const (
	Monumental     = "monumental"
	WorldMonuments = "worldmonuments"
)

// migrations[i] moves the schema from user_version i to i+1. Each runs in
// one transaction with the version bump, so a crash leaves either version.
// Never edit a released migration: append a new one.
var migrations = [][]string{
	{ // 0 -> 1
		`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
		`INSERT INTO meta (key, value) VALUES ('application', 'tablemate')`,
		`CREATE TABLE games (
			id       INTEGER PRIMARY KEY AUTOINCREMENT,
			game     TEXT    NOT NULL,
			setup    TEXT    NOT NULL,
			started  INTEGER NOT NULL, -- unix nanoseconds
			updated  INTEGER NOT NULL,
			status   TEXT    NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished', 'abandoned')),
			version  INTEGER NOT NULL DEFAULT 0, -- bumped by every change, to detect a second writer
			result   TEXT                        -- JSON of Result once finished
		)`,
		`CREATE INDEX games_current ON games (status, updated)`,
		`CREATE TABLE actions (
			game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
			seq     INTEGER NOT NULL, -- 1-based position in the log
			text    TEXT    NOT NULL,
			PRIMARY KEY (game_id, seq)
		) WITHOUT ROWID`,
		`CREATE TABLE redo (
			game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
			seq     INTEGER NOT NULL, -- the highest is redone first
			text    TEXT    NOT NULL,
			PRIMARY KEY (game_id, seq)
		) WITHOUT ROWID`,
	},
	{ // 1 -> 2: the clock. Rows written before it have no times (NULL):
		// their games keep working, with times unknown.
		`ALTER TABLE actions ADD COLUMN at INTEGER`, // unix nanoseconds: when it was recorded (or redone)
		`ALTER TABLE redo ADD COLUMN at INTEGER`,    // when it was undone
		// A sitting is a time the dashboard had the game open: the game's
		// playing time is the sum of its sittings, so the time the
		// dashboard was closed does not count. closed is NULL while it is
		// open, or when the program was killed: last, the time of the last
		// change made in it, then ends it.
		`CREATE TABLE sittings (
			id      INTEGER PRIMARY KEY,
			game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
			opened  INTEGER NOT NULL,
			last    INTEGER NOT NULL,
			closed  INTEGER
		)`,
		`CREATE INDEX sittings_game ON sittings (game_id, opened)`,
	},
	{ // 2 -> 3: what the history shows of a finished game's log (Kept),
		// kept with the game when it ends, for the game's version it was
		// computed at: a game changed since (reopened) is read whole again.
		// Games finished before it have none: they are read whole.
		`CREATE TABLE kept (
			game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
			at_version INTEGER NOT NULL,
			body       TEXT    NOT NULL -- JSON of keptJSON
		)`,
	},
}

// SchemaVersion is the PRAGMA user_version this build writes and reads:
// one per migration (TestSchemaVersionCountsTheMigrations). A constant,
// so that nothing is computed at start.
const SchemaVersion = 3

var (
	// ErrUnusable is wrapped by the errors of files that are not usable
	// tablemate databases (*FileError).
	ErrUnusable = errors.New("not a usable tablemate database")
	// ErrNotFound: no game with that id.
	ErrNotFound = errors.New("no such game")
	// ErrConflict: another tablemate changed the game since this one read it.
	ErrConflict = errors.New("the game was changed by another tablemate")
	// ErrNotPlaying: the game is finished or abandoned.
	ErrNotPlaying = errors.New("the game is not in progress")
	// ErrNothing: nothing to undo or redo.
	ErrNothing = errors.New("nothing to undo or redo")
)

// FileError is a database file refused by Open.
type FileError struct {
	Path    string
	Problem kernel.Phrase // what is wrong with it, said after its path
}

func (e *FileError) Error() string { return kernel.English(e) }

// Message is the refusal, worded where it is shown.
func (e *FileError) Message() (string, []any) {
	return "%s %s: move it away or use --db to choose another file", []any{e.Path, e.Problem}
}

// fileProblem is what is wrong with a file, said after its path: a
// catalogue key and its arguments.
func fileProblem(format string, args ...any) kernel.Phrase {
	return kernel.Phrase{Format: format, Args: args}
}

func (e *FileError) Unwrap() error { return ErrUnusable }

// GameID identifies a saved game.
type GameID int64

// Record is a saved game.
type Record struct {
	ID      GameID
	Game    string // Monumental or WorldMonuments
	Setup   string // the setup line
	Actions []string
	Redo    []string // undone actions; the last one is redone first
	Started time.Time
	Updated time.Time
	// Finished: Finish was called; Result is then set.
	Finished bool
	// Abandoned: the table gave the game up (Abandon).
	Abandoned bool
	Result    *Result
	// LastUndo: the game's last change was an undo (Load); its action is
	// the top of Redo.
	LastUndo bool
	// Acknowledged: the table did the steps of the game's last change
	// (Acknowledge), so a resumed game need not show them again.
	Acknowledged bool
	// Unconfirmed is every change since the table's last acknowledgement
	// (Load): a resumed game shows again every step the screen showed.
	Unconfirmed Unconfirmed
	// Version is the game's version as read (Load): each change bumps it.
	// A Hold made from the record writes only while it is still the
	// game's version.
	Version int64

	// The clock's data, read by LoadTimed and List (Load leaves them
	// empty: a resume needs the log, not its times).
	// ActionTimes[i] is when Actions[i] was recorded (or last redone), and
	// RedoTimes[i] when Redo[i] was undone; a zero time is not known (a
	// game saved before tablemate kept times, or entered by script).
	ActionTimes []time.Time
	RedoTimes   []time.Time
	// Sittings are the times the dashboard had the game open, oldest
	// first: its playing time is theirs (Times).
	Sittings []Sitting

	// Kept is what the history shows of the log, kept when the game
	// ended: set by ListKept instead of the logs and sittings above, and
	// by List with them (a game read whole then has its players' turns
	// from it, with no replay of its log).
	Kept *Kept
}

// Sitting is a time the dashboard had a game open. Closed is zero while it
// is open, or when the program was killed: Last, its last change, then
// ends it.
type Sitting struct {
	ID                   SittingID
	Opened, Last, Closed time.Time
}

// PlayerResult and Result are the kernel's: every game gives its own.
type (
	PlayerResult = kernel.PlayerResult
	Result       = kernel.Result
)

// Store is an open database. Its methods are safe for concurrent use.
type Store struct {
	db   *sql.DB
	path string

	mu sync.Mutex
	// seen is each game's version as this Store last read or wrote it; a
	// change by another process in between is refused with ErrConflict
	// rather than interleaving two tables' actions in one log.
	seen map[GameID]int64
	// clean holds, for a game whose redo stack is empty and that carries no
	// last-undo mark, the version at which this Store knew it so: an Append
	// at that version can skip clearing them. Any other writer bumps the
	// version, so the mark never outlives what it describes.
	clean map[GameID]int64
	// markClean is set by a change's f (under mu) when the change leaves
	// the game clean; txVersion is the game's version the change found.
	markClean bool
	txVersion int64

	// kinds are the games saved, for keeping a finished game's Kept
	// (WithKinds); nil keeps none.
	kinds kernel.Kinds

	// stmts caches the prepared statements of the per-action path, so an
	// action commit does not parse its SQL again (measured: a third of
	// the cost of an append).
	stmts map[string]*sql.Stmt

	// readOnly: opened by OpenReadOnly; every write is ErrReadOnly.
	readOnly bool
	// schema is the file's schema version: OpenReadOnly reads an older
	// one as it is (it may not migrate it), without the times it lacks.
	schema int
	// clock gives every time the store writes (WithClock).
	clock func() time.Time
	// open are the sittings this Store opened and has not closed, by
	// game: each change of the game notes its time in its sitting (under mu).
	open map[GameID]SittingID
	// pending are the sittings opened with OpenSittingLater and not
	// saved yet: when each opened, by game (under mu).
	pending map[GameID]int64
	// cleanup removes a private copy read by OpenReadOnly (nil if none).
	cleanup func()

	// verifyLater, unverified, damaged: the integrity check left for
	// the first write (VerifyLater), and what it found (verify.go).
	verifyLater bool
	verifyMu    sync.Mutex
	unverified  bool
	damaged     error
	// marks is where the files' checked marks are kept (WithCheckedMarks);
	// checkedAt: how the file was when this store found it sound (checked,
	// or unchanged since a mark), so that closing it marks the file as it
	// leaves it when every change since was its own and it met no damaged
	// page (metDamage).
	marks     string
	checkedAt checkedAt
	metDamage atomic.Bool
}

// The per-action path's statements, prepared when the store opens.
const (
	sqlGameVersion = `SELECT status, version FROM games WHERE id = ?`
	sqlBumpVersion = `UPDATE games SET version = version + 1, updated = ? WHERE id = ?`
	sqlAppend      = `INSERT INTO actions (game_id, seq, text, at)
			VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), ?, ?)`
	sqlClearMeta = `DELETE FROM meta WHERE key = ?`
	sqlClearRedo = `DELETE FROM redo WHERE game_id = ?`
	sqlTouch     = `UPDATE sittings SET last = ? WHERE id = ?`
)

// prepare prepares the per-action statements. It runs before any
// transaction: with the store's single connection, preparing inside one
// would wait for that connection forever.
func (s *Store) prepare() error {
	s.stmts = map[string]*sql.Stmt{}
	for _, q := range append([]string{sqlGameVersion, sqlBumpVersion, sqlAppend, sqlNoteChange, sqlClearMeta, sqlClearRedo, sqlTouch}, loadStatements...) {
		st, err := s.db.Prepare(q)
		if err != nil {
			return fmt.Errorf("%s: %w", s.path, err)
		}
		s.stmts[q] = st
	}
	return nil
}

// txStmt is a prepared statement bound to tx.
func (s *Store) txStmt(tx *sql.Tx, query string) *sql.Stmt { return tx.Stmt(s.stmts[query]) }

// Path is the database file.
func (s *Store) Path() string { return s.path }

// dsn builds a SQLite URI: the path is escaped so that '?' or '#' in a
// directory name cannot be read as URI syntax.
func dsn(path string, params ...string) string {
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path)}
	return "file://" + u.EscapedPath() + "?" + strings.Join(params, "&")
}

// Option is a setting of Open.
type Option func(*Store)

// WithClock makes the store take every time it writes (a game's start, each
// action's time, a sitting's opening and closing, a result's finish) from
// now. Without it the store uses the system clock.
func WithClock(now func() time.Time) Option { return func(s *Store) { s.clock = now } }

// Open opens the database at path, creating it (directory 0700, file 0600)
// when it does not exist. An existing file is checked read-only first and
// refused, untouched, unless it is a sound tablemate database.
func Open(path string, opts ...Option) (*Store, error) {
	abs, fi, err := dbFile(path)
	if err != nil {
		return nil, err
	}
	if err := checkSidecars(abs); err != nil {
		return nil, err
	}
	switch {
	case fi == nil:
		if err := create(abs, false); err != nil {
			return nil, err
		}
	case fi.Size() == 0:
		// An empty file holds nothing to lose (touch, or a foreign program's
		// empty database): replace it with a fresh database, unless a stale
		// log beside it would be replayed into the new file.
		if wi, err := os.Stat(abs + "-wal"); err == nil && wi.Size() > 0 {
			return nil, &FileError{Path: abs, Problem: fileProblem("is empty but has a write-ahead log (%s-wal) beside it", abs)}
		}
		if err := create(abs, true); err != nil {
			return nil, err
		}
	}
	// What SQLite creates beside the file and leaves when an open fails
	// (a full disk) is removed again.
	sc := noteSidecars(abs)
	var o Store
	for _, opt := range opts {
		opt(&o)
	}
	level := checkForWriting
	trusted := false
	switch {
	case o.verifyLater && fi != nil && fi.Size() > 0:
		level = checkLater
	case fi != nil && fi.Size() > 0 && unchangedSinceChecked(o.marks, abs):
		// As a store that checked it left it: the header, schema and
		// tables are checked, not every page again.
		level, trusted = checkLater, true
	}
	if err := check(abs, level); err != nil {
		sc.removeNew()
		return nil, err
	}
	// A sound database the table cannot write to is said so now, rather
	// than at the first action.
	if why := notWritable(abs); why != nil {
		return nil, readOnlyError(abs, why)
	}
	s, err := openRW(abs, opts, level == checkLater && !trusted)
	if err != nil {
		sc.removeNew()
		if perr := placeError(abs, err); perr != nil {
			return nil, perr
		}
		return nil, err
	}
	if !s.unverified {
		s.foundSound()
	}
	return s, nil
}

// openRW opens a checked database for reading and writing.
func openRW(abs string, opts []Option, later bool) (*Store, error) {
	db, err := sql.Open("sqlite", dsn(abs,
		"_txlock=immediate", // writers take the lock at BEGIN, so busy_timeout applies and no upgrade deadlock
		fmt.Sprintf("_pragma=busy_timeout(%d)", busyTimeoutMS),
		"_pragma=foreign_keys(1)",
		"_pragma=journal_mode(WAL)",
		"_pragma=synchronous(FULL)", // WAL+NORMAL may lose the last commits on power loss; FULL does not
	))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", abs, err)
	}
	// One connection: the store's writes are serial anyway, and it keeps
	// the file's locks in one place.
	db.SetMaxOpenConns(1)
	s := newStore(db, abs, opts)
	s.schema = SchemaVersion
	if err := s.deferVerify(later); err != nil {
		db.Close()
		return nil, err
	}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, err
	}
	if err := s.prepare(); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error {
	s.mu.Lock()
	for _, st := range s.stmts {
		st.Close()
	}
	s.stmts = nil
	s.mu.Unlock()
	// Asked before the connection goes: whether every change since the
	// file was found sound was this store's.
	marking := !s.readOnly && s.marks != ""
	own := marking && s.onlyOwnChanges()
	err := s.db.Close()
	if s.cleanup != nil {
		s.cleanup()
	}
	if marking {
		if own && err == nil {
			rememberChecked(s.marks, s.path)
		} else {
			forgetChecked(s.marks, s.path)
		}
	}
	return err
}

// create makes a new database beside path and moves it into place only once
// it is complete, so that a crash during creation never leaves a half-made
// file at path (which the next Open would refuse as foreign).
func create(path string, replace bool) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		if isReadOnlyErr(err) {
			return readOnlyError(path, unwrapPath(err))
		}
		return fmt.Errorf("cannot create the directory for %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, ".tablemate-*.db.new") // 0600
	if err != nil {
		if isReadOnlyErr(err) {
			return readOnlyError(path, unwrapPath(err))
		}
		return fmt.Errorf("cannot create %s: %w", path, err)
	}
	tmpPath := tmp.Name()
	tmp.Close()
	defer func() {
		os.Remove(tmpPath)
		os.Remove(tmpPath + "-wal")
		os.Remove(tmpPath + "-shm")
	}()
	db, err := sql.Open("sqlite", dsn(tmpPath, "_txlock=immediate", "_pragma=synchronous(FULL)"))
	if err != nil {
		return fmt.Errorf("cannot create %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	err = migrateDB(db, path)
	if err == nil {
		// WAL is persistent in the file header; switching after the schema
		// commit leaves nothing in the log, so the single file is complete.
		_, err = db.Exec(`PRAGMA journal_mode=WAL`)
	}
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		if code := sqliteCode(err) & 0xff; code == sqliteFull || (code == sqliteIOErr && diskFull(dir)) {
			return kernel.Worded("cannot create %s: the disk is full: free some space on that disk, or use --db to choose a file on another disk (%s)", path, err)
		}
		return fmt.Errorf("cannot create %s: %w", path, err)
	}
	if replace {
		err = os.Rename(tmpPath, path)
	} else {
		err = os.Link(tmpPath, path)
		if errors.Is(err, fs.ErrExist) {
			return nil // another tablemate created it at the same moment: use theirs
		}
	}
	if err != nil {
		return fmt.Errorf("cannot create %s: %w", path, err)
	}
	return syncDir(dir)
}

// syncDir makes a new directory entry durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("syncing %s: %w", dir, err)
	}
	return nil
}

// checkLevel is how much of a file check reads before it is opened.
type checkLevel int

const (
	// checkForReading: SQLite's quick check (of the tables only given).
	checkForReading checkLevel = iota
	// checkForWriting: SQLite's full integrity check: a write to a file
	// whose indexes disagree with its rows would damage it further.
	checkForWriting
	// checkLater: no page check now; the store runs the full one before
	// its first write (VerifyLater, Verify).
	checkLater
)

// check reads an existing file without writing to it: the raw SQLite
// header (magic, application id, size), then, read-only, the schema version,
// its tables and an integrity check as level says.
func check(path string, level checkLevel, only ...string) error {
	forWriting := level == checkForWriting
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	hdr := make([]byte, 100)
	n, err := io.ReadFull(f, hdr)
	fi, statErr := f.Stat()
	f.Close()
	if statErr != nil {
		return fmt.Errorf("%s: %w", path, statErr)
	}
	if n < len(hdr) || !bytes.Equal(hdr[:16], []byte("SQLite format 3\x00")) {
		if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
			return fmt.Errorf("%s: %w", path, err)
		}
		return &FileError{Path: path, Problem: fileProblem("is not a tablemate database (it is not an SQLite file)")}
	}
	if id := binary.BigEndian.Uint32(hdr[68:72]); id != applicationID {
		return &FileError{Path: path, Problem: fileProblem("is an SQLite database of another application (application_id %s), not tablemate's", fmt.Sprintf("%#x", id))}
	}
	pageSize := int64(binary.BigEndian.Uint16(hdr[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	// The in-header page count is valid only when its "version valid for"
	// matches the change counter (SQLite file format, offsets 24, 28, 92).
	if bytes.Equal(hdr[24:28], hdr[92:96]) {
		want := int64(binary.BigEndian.Uint32(hdr[28:32])) * pageSize
		if fi.Size() < want {
			return &FileError{Path: path, Problem: fileProblem("is damaged: it is truncated (%d bytes, the header says %d)", fi.Size(), want)}
		}
	}

	// Without a write-ahead log beside it, the main file is the whole
	// database: open it immutable, so that SQLite creates no -wal or -shm
	// file next to a file that may be foreign. With a log (a crash, or
	// another tablemate running), read it through the normal locking.
	// A log without its -shm (removed by hand) would make SQLite create
	// one beside the file: read a private copy then.
	src, mode := path, "immutable=1"
	if wi, err := os.Stat(path + "-wal"); err == nil && wi.Size() > 0 {
		mode = "mode=ro"
		if _, err := os.Stat(path + "-shm"); err != nil {
			copied, cleanup, err := privateCopy(path)
			if err != nil {
				return err
			}
			defer cleanup()
			src = copied
		}
	}
	db, err := sql.Open("sqlite", dsn(src, mode, fmt.Sprintf("_pragma=busy_timeout(%d)", busyTimeoutMS)))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	var version int
	if err := db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil {
		// A full disk or a read-only place fails here too, before a byte
		// of the file is read: say that, not "damaged".
		if perr := placeError(path, err); perr != nil {
			return perr
		}
		return &FileError{Path: path, Problem: fileProblem("is damaged: %s", err.Error())}
	}
	if version > SchemaVersion {
		return kernel.Worded("%s was written by a newer tablemate (schema version %d, this one knows up to %d): update tablemate, or use --db to choose another file", path, version, SchemaVersion)
	}
	pragmas := []string{`PRAGMA quick_check(1)`}
	if level == checkLater {
		pragmas = nil
	} else if forWriting {
		pragmas = []string{`PRAGMA integrity_check(1)`}
	} else if len(only) > 0 {
		// A reader of some tables reads each of them whole (the history:
		// games and kept), which meets every page of them: SQLite refuses
		// a damaged one, said as a DamagedError (busy), where a quick
		// check first read them all twice. A damaged page elsewhere is
		// met, and said, by the reader that reads it.
		pragmas = nil
	}
	for _, pragma := range pragmas {
		var ok string
		if err := db.QueryRow(pragma).Scan(&ok); err != nil || ok != "ok" {
			return &DamagedError{Path: path, Writing: forWriting}
		}
	}
	if version >= 1 {
		var app string
		if err := db.QueryRow(`SELECT value FROM meta WHERE key = 'application'`).Scan(&app); err != nil || app != "tablemate" {
			return &FileError{Path: path, Problem: fileProblem("has tablemate's mark but not its tables")}
		}
		for _, table := range schemaTables(version) {
			var n int
			if err := db.QueryRow(`SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?`, table).Scan(&n); err != nil || n != 1 {
				return &FileError{Path: path, Problem: fileProblem("has lost its %s table (it is damaged; restore it from a backup if you have one)", table)}
			}
		}
	}
	return nil
}

// schemaTables are the tables a file of schema version has.
func schemaTables(version int) []string {
	tables := []string{"meta", "games", "actions", "redo"}
	if version >= 2 {
		tables = append(tables, "sittings")
	}
	if version >= 3 {
		tables = append(tables, "kept")
	}
	return tables
}

func (s *Store) migrate() error { return migrateDB(s.db, s.path) }

// migrateDB brings the schema to SchemaVersion.
func migrateDB(db *sql.DB, path string) error { return migrateBy(db, path, migrations) }

// migrateBy brings the schema to version len(steps), running steps[v] to
// go from version v to v+1. The version is read again inside the write
// transaction, so two tablemates starting together migrate once.
func migrateBy(db *sql.DB, path string, steps [][]string) error {
	target := len(steps)
	ctx := context.Background()
	var version int
	if err := db.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil {
		return fmt.Errorf("%s: reading the schema version: %w", path, err)
	}
	if version >= target {
		return nil
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return busy(path, err)
	}
	defer tx.Rollback()
	if err := tx.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil {
		return fmt.Errorf("%s: reading the schema version: %w", path, err)
	}
	for v := version; v < target; v++ {
		for _, stmt := range steps[v] {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("%s: migrating to schema version %d: %w", path, v+1, err)
			}
		}
	}
	// PRAGMAs cannot take parameters; both values are ours.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`PRAGMA application_id = %d`, applicationID)); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`PRAGMA user_version = %d`, target)); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := tx.Commit(); err != nil {
		return busy(path, err)
	}
	return nil
}

// busy turns a lock timeout, a full disk or a damaged page met while
// reading or writing into a message the table can act on, naming the file.
// busy is busy(s.path, err) for this store: a damaged page it met is
// remembered, so that closing it leaves no checked mark (Close).
func (s *Store) busy(err error) error {
	out := busy(s.path, err)
	if d := (*DamagedError)(nil); errors.As(out, &d) {
		s.metDamage.Store(true)
	}
	return out
}

func busy(path string, err error) error {
	if err == nil {
		return nil
	}
	if strings.Contains(err.Error(), "SQLITE_BUSY") || strings.Contains(err.Error(), "database is locked") {
		return kernel.Worded("%s is busy: another tablemate has held it for more than %d s; close it and try again (%s)", path, busyTimeoutMS/1000, err)
	}
	switch sqliteCode(err) & 0xff {
	case sqliteFull:
		return kernel.Worded("%s: the disk is full: this change was not saved, and what was saved before is intact; free some space on that disk and try again", path)
	case sqliteCorrupt, sqliteNotADB:
		return &DamagedError{Path: path}
	}
	return err
}

func oneLine(what, s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("empty %s", what)
	}
	if strings.ContainsAny(s, "\r\n") {
		return fmt.Errorf("%s %q spans several lines", what, s)
	}
	return nil
}

// newStore is a Store on an open database, with its options applied.
func newStore(db *sql.DB, abs string, opts []Option) *Store {
	s := &Store{db: db, path: abs, seen: map[GameID]int64{}, clean: map[GameID]int64{}, clock: time.Now, open: map[GameID]SittingID{}, pending: map[GameID]int64{}}
	for _, o := range opts {
		o(s)
	}
	return s
}

// now is the store's clock in unix nanoseconds, as the tables keep times.
func (s *Store) now() int64 { return s.clock().UnixNano() }

// Create saves a new game and returns its id.
func (s *Store) Create(game, setup string) (GameID, error) {
	if err := s.writable(); err != nil {
		return 0, err
	}
	if err := checkGameName(game); err != nil {
		return 0, err
	}
	if err := oneLine("setup", setup); err != nil {
		return 0, err
	}
	t := s.now()
	res, err := s.db.Exec(`INSERT INTO games (game, setup, started, updated) VALUES (?, ?, ?, ?)`, game, setup, t, t)
	if err != nil {
		return 0, s.busy(err)
	}
	n, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	id := GameID(n)
	s.see(id, 0)
	return id, nil
}

func (s *Store) see(id GameID, version int64) {
	s.mu.Lock()
	s.seen[id] = version
	s.mu.Unlock()
}

// change runs f in a write transaction on a game in progress, after
// checking that no other tablemate changed it since this Store saw it, and
// bumps its version. The store's clock is read once per change: f stamps
// what it writes with t (unix nanoseconds), the game's last update and its
// open sitting's last change are t too, and t is returned, so a clock on
// screen can follow the change without reading the record back.
func (s *Store) change(id GameID, f func(tx *sql.Tx, t int64) error) (time.Time, error) {
	return s.changeIn(id, nil, f, "playing")
}

// changeIn is change for a game whose status must be one of want. With
// expect, the game's version must be *expect (a Hold's), not the one this
// Store last saw, and *expect becomes the new version.
func (s *Store) changeIn(id GameID, expect *int64, f func(tx *sql.Tx, t int64) error, want ...string) (time.Time, error) {
	if err := s.writable(); err != nil {
		return time.Time{}, err
	}
	// Held across the transaction so that this Store's own writers cannot
	// race between the version check and the bump.
	s.mu.Lock()
	defer s.mu.Unlock()
	s.markClean = false
	tx, err := s.db.Begin()
	if err != nil {
		return time.Time{}, s.busy(err)
	}
	defer tx.Rollback()
	var status string
	var version int64
	err = s.txStmt(tx, sqlGameVersion).QueryRow(id).Scan(&status, &version)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, fmt.Errorf("%w: %d", ErrNotFound, id)
	}
	if err != nil {
		return time.Time{}, s.busy(err)
	}
	if seen, ok := s.seen[id]; expect != nil {
		if *expect != version {
			return time.Time{}, fmt.Errorf("%w: game %d: reload it before going on", ErrConflict, id)
		}
	} else if ok && seen != version {
		return time.Time{}, fmt.Errorf("%w: game %d: reload it before going on", ErrConflict, id)
	}
	if !slices.Contains(want, status) {
		if len(want) == 1 && want[0] == "playing" {
			return time.Time{}, fmt.Errorf("%w: game %d is %s", ErrNotPlaying, id, status)
		}
		return time.Time{}, fmt.Errorf("%w: game %d is %s, not %s", ErrNotPlaying, id, status, strings.Join(want, " or "))
	}
	s.txVersion = version
	t := s.now()
	if err := f(tx, t); err != nil {
		return time.Time{}, err
	}
	if _, err := s.txStmt(tx, sqlBumpVersion).Exec(t, id); err != nil {
		return time.Time{}, s.busy(err)
	}
	var saved SittingID
	if sit, ok := s.open[id]; ok {
		if _, err := s.txStmt(tx, sqlTouch).Exec(t, sit); err != nil {
			return time.Time{}, s.busy(err)
		}
	} else if opened, ok := s.pending[id]; ok {
		// The sitting opened with this change's write, in its
		// transaction.
		if saved, err = insertSitting(tx, id, opened, t); err != nil {
			return time.Time{}, s.busy(err)
		}
	}
	if err := tx.Commit(); err != nil {
		return time.Time{}, s.busy(err)
	}
	if saved != 0 {
		s.open[id] = saved
		delete(s.pending, id)
	}
	if expect != nil {
		*expect = version + 1
	} else {
		s.seen[id] = version + 1
	}
	if s.markClean {
		s.clean[id] = version + 1
	} else {
		delete(s.clean, id)
	}
	s.markClean = false
	return time.Unix(0, t), nil
}

// Append adds an action to the game's log and clears its redo stack. The
// action is durable (fsynced) when Append returns.
func (s *Store) Append(id GameID, action string) error {
	_, err := s.AppendTimed(id, action)
	return err
}

// AppendTimed is Append giving the time the action was saved with (its
// Record.ActionTimes entry).
func (s *Store) AppendTimed(id GameID, action string) (time.Time, error) {
	return s.appendAt(id, nil, action)
}

func (s *Store) appendAt(id GameID, expect *int64, action string) (time.Time, error) {
	if err := oneLine("action", action); err != nil {
		return time.Time{}, err
	}
	return s.changeIn(id, expect, func(tx *sql.Tx, t int64) error {
		if _, err := s.txStmt(tx, sqlAppend).Exec(id, id, action, t); err != nil {
			return s.busy(err)
		}
		if err := s.noteChange(tx, id, s.txVersion, ChangeDo, action); err != nil {
			return err
		}
		s.markClean = true
		if v, ok := s.clean[id]; ok && v == s.txVersion {
			return nil // nothing to clear: two statements saved per action
		}
		if _, err := s.txStmt(tx, sqlClearMeta).Exec(lastUndoKey(id)); err != nil {
			return s.busy(err)
		}
		_, err := s.txStmt(tx, sqlClearRedo).Exec(id)
		return s.busy(err)
	}, "playing")
}

// move takes the last row of one stack (actions or redo) onto the other,
// timed at: an action's time is when it was last recorded or redone, an
// undone one's when it was undone.
func move(tx *sql.Tx, id GameID, from, to string, at int64) (string, error) {
	var seq int64
	var text string
	// from and to are constants of this file, never input.
	err := tx.QueryRow(`SELECT seq, text FROM `+from+` WHERE game_id = ? ORDER BY seq DESC LIMIT 1`, id).Scan(&seq, &text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("%w: game %d", ErrNothing, id)
	}
	if err != nil {
		return "", err
	}
	if _, err := tx.Exec(`DELETE FROM `+from+` WHERE game_id = ? AND seq = ?`, id, seq); err != nil {
		return "", err
	}
	_, err = tx.Exec(`INSERT INTO `+to+` (game_id, seq, text, at)
		VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM `+to+` WHERE game_id = ?), ?, ?)`, id, id, text, at)
	return text, err
}

// Undo moves the last action onto the redo stack, and notes that the last
// change of the game was an undo (Record.LastUndo).
func (s *Store) Undo(id GameID) error {
	_, err := s.UndoTimed(id)
	return err
}

// UndoTimed is Undo giving the time the undone action was saved with on
// the redo stack (its Record.RedoTimes entry).
func (s *Store) UndoTimed(id GameID) (time.Time, error) { return s.undoAt(id, nil) }

func (s *Store) undoAt(id GameID, expect *int64) (time.Time, error) {
	return s.changeIn(id, expect, func(tx *sql.Tx, t int64) error {
		text, err := move(tx, id, "actions", "redo", t)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(`INSERT INTO meta (key, value) VALUES (?, 'undo') ON CONFLICT (key) DO UPDATE SET value = excluded.value`, lastUndoKey(id)); err != nil {
			return err
		}
		return s.noteChange(tx, id, s.txVersion, ChangeUndo, text)
	}, "playing")
}

// Redo moves the top of the redo stack back to the end of the actions.
func (s *Store) Redo(id GameID) error {
	_, err := s.RedoTimed(id)
	return err
}

// RedoTimed is Redo giving the time the redone action was saved with: an
// action's time is when it was last recorded or redone, not its first
// recording (Record.ActionTimes).
func (s *Store) RedoTimed(id GameID) (time.Time, error) { return s.redoAt(id, nil) }

func (s *Store) redoAt(id GameID, expect *int64) (time.Time, error) {
	return s.changeIn(id, expect, func(tx *sql.Tx, t int64) error {
		text, err := move(tx, id, "redo", "actions", t)
		if err != nil {
			return err
		}
		if err := clearLastUndo(tx, id); err != nil {
			return err
		}
		return s.noteChange(tx, id, s.txVersion, ChangeRedo, text)
	}, "playing")
}

// lastUndoKey is the meta row that says a game's last change was an undo:
// a resumed game shows that undo's steps to reverse again. The meta table
// holds it, so the schema stays as it is.
func lastUndoKey(id GameID) string { return fmt.Sprintf("last_undo/%d", id) }

// ackKey is the meta row that says the table did the steps of a game's
// last change: it holds the game's version then, so the next change (which
// bumps the version) clears it without a write of its own.
func ackKey(id GameID) string { return fmt.Sprintf("ack/%d", id) }

// Acknowledge notes that the table did the steps of the game's last change
// (Record.Acknowledged until the next change).
func (s *Store) Acknowledge(id GameID) error { return s.acknowledge(id, nil) }

// acknowledge notes the acknowledgement at the game's version (*expect's,
// when given: a table behind the file cannot mark another table's change
// as done), and forgets the changes it confirms, in one transaction.
func (s *Store) acknowledge(id GameID, expect *int64) error {
	return s.atVersion(id, expect, func(tx *sql.Tx, version int64) error {
		if _, err := tx.Exec(`INSERT INTO meta (key, value) VALUES (?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`, ackKey(id), strconv.FormatInt(version, 10)); err != nil {
			return err
		}
		return forgetChanges(tx, id)
	})
}

// atVersion runs f in a write transaction at the game's version, which
// must be *expect when given; the version is not bumped: f changes no
// game, it notes what the table did.
func (s *Store) atVersion(id GameID, expect *int64, f func(tx *sql.Tx, version int64) error) error {
	if err := s.writable(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	tx, err := s.db.Begin()
	if err != nil {
		return s.busy(err)
	}
	defer tx.Rollback()
	var version int64
	err = tx.QueryRow(`SELECT version FROM games WHERE id = ?`, id).Scan(&version)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w: %d", ErrNotFound, id)
	}
	if err != nil {
		return s.busy(err)
	}
	if expect != nil && *expect != version {
		return fmt.Errorf("%w: game %d: reload it before going on", ErrConflict, id)
	}
	if err := f(tx, version); err != nil {
		return s.busy(err)
	}
	return s.busy(tx.Commit())
}

func clearLastUndo(tx *sql.Tx, id GameID) error {
	_, err := tx.Exec(`DELETE FROM meta WHERE key = ?`, lastUndoKey(id))
	return err
}

// Import saves a whole game in one transaction (a scripted game): the game,
// its actions, its redo stack (the last one is redone first) and, when
// result is not nil, its result, the game then being finished. Killed at
// any instant, it leaves the whole game or nothing: never a game without
// its actions. Its start is the store's clock now; its actions have no
// times and it has no sittings: nobody timed it.
func (s *Store) Import(game, setup string, actions, redo []string, result *Result) (GameID, error) {
	return s.ImportStarted(time.Time{}, game, setup, actions, redo, result)
}

// ImportStarted is Import of a game that started at started (a game entered
// afterwards, given its date); a zero started is the store's clock now.
func (s *Store) ImportStarted(started time.Time, game, setup string, actions, redo []string, result *Result) (GameID, error) {
	id, err := s.importStarted(started, game, setup, actions, redo, result)
	if err == nil && result != nil {
		s.keep(id)
	}
	return id, err
}

func (s *Store) importStarted(started time.Time, game, setup string, actions, redo []string, result *Result) (GameID, error) {
	if err := s.writable(); err != nil {
		return 0, err
	}
	if err := checkGameName(game); err != nil {
		return 0, err
	}
	if err := oneLine("setup", setup); err != nil {
		return 0, err
	}
	for _, a := range append(append([]string(nil), actions...), redo...) {
		if err := oneLine("action", a); err != nil {
			return 0, err
		}
	}
	status, resultJSON := "playing", sql.NullString{}
	if result != nil {
		r := *result
		if r.Finished.IsZero() {
			r.Finished = s.clock()
		}
		b, err := json.Marshal(r)
		if err != nil {
			return 0, err
		}
		status, resultJSON = "finished", sql.NullString{String: string(b), Valid: true}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	tx, err := s.db.Begin()
	if err != nil {
		return 0, s.busy(err)
	}
	defer tx.Rollback()
	t := s.now()
	start := t
	if !started.IsZero() {
		start = started.UnixNano()
	}
	res, err := tx.Exec(`INSERT INTO games (game, setup, started, updated, status, result) VALUES (?, ?, ?, ?, ?, ?)`,
		game, setup, start, t, status, resultJSON)
	if err != nil {
		return 0, s.busy(err)
	}
	n, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	id := GameID(n)
	for _, rows := range []struct {
		table string
		texts []string
	}{{"actions", actions}, {"redo", redo}} {
		if len(rows.texts) == 0 {
			continue
		}
		// rows.table is one of the two constants above, never input.
		stmt, err := tx.Prepare(`INSERT INTO ` + rows.table + ` (game_id, seq, text) VALUES (?, ?, ?)`)
		if err != nil {
			return 0, s.busy(err)
		}
		for i, text := range rows.texts {
			if _, err := stmt.Exec(id, i+1, text); err != nil {
				stmt.Close()
				return 0, s.busy(err)
			}
		}
		stmt.Close()
	}
	if err := tx.Commit(); err != nil {
		return 0, s.busy(err)
	}
	if result == nil {
		s.seen[id] = 0
	}
	return id, nil
}

// Summary is a game in progress as a chooser lists it: no log, only its
// length.
type Summary struct {
	ID      GameID
	Game    string // Monumental or WorldMonuments
	Setup   string
	Started time.Time
	Updated time.Time
	Actions int // actions in its log (the redo stack not counted)
}

// InProgress lists the games in progress, the most recently played first
// (the one Current resumes). Several can be in progress: a scripted game
// saved with --db, or two tables sharing a database.
func (s *Store) InProgress() ([]Summary, error) {
	rows, err := s.db.Query(`SELECT g.id, g.game, g.setup, g.started, g.updated,
			(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id)
		FROM games g WHERE g.status = 'playing' ORDER BY g.updated DESC, g.id DESC`)
	if err != nil {
		return nil, s.busy(err)
	}
	defer rows.Close()
	out := []Summary{}
	for rows.Next() {
		var sm Summary
		var started, updated int64
		if err := rows.Scan(&sm.ID, &sm.Game, &sm.Setup, &started, &updated, &sm.Actions); err != nil {
			return nil, err
		}
		sm.Started, sm.Updated = time.Unix(0, started), time.Unix(0, updated)
		out = append(out, sm)
	}
	return out, rows.Err()
}

// Finish records the result and marks the game finished. Calling it again
// corrects the result.
func (s *Store) Finish(id GameID, r Result) error {
	if err := s.writable(); err != nil {
		return err
	}
	if r.Finished.IsZero() {
		r.Finished = s.clock()
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	res, err := s.db.Exec(`UPDATE games SET status = 'finished', result = ?, version = version + 1, updated = ? WHERE id = ?`, string(b), s.now(), id)
	if err != nil {
		return s.busy(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("%w: %d", ErrNotFound, id)
	}
	s.touch(id, r.Finished)
	delete(s.seen, id)
	s.mu.Unlock()
	s.keep(id)
	s.mu.Lock() // for the deferred Unlock
	return nil
}

// Reopen puts a finished game back in progress, in one transaction: the
// finished flag and the result are cleared, the log is kept, so its
// tallies can be undone and the game scored again (Finish saves the new
// result). A game that is not finished is refused with ErrNotPlaying.
func (s *Store) Reopen(id GameID) error { return s.reopenAt(id, nil) }

func (s *Store) reopenAt(id GameID, expect *int64) error {
	_, err := s.changeIn(id, expect, func(tx *sql.Tx, _ int64) error {
		if _, err := tx.Exec(`UPDATE games SET status = 'playing', result = NULL WHERE id = ?`, id); err != nil {
			return s.busy(err)
		}
		return s.noteChange(tx, id, s.txVersion, ChangeReopen, "")
	}, "finished")
	return err
}

// Abandon marks a game in progress as given up: it stays in the history but
// is no longer Current.
func (s *Store) Abandon(id GameID) error {
	if err := s.writable(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.now()
	res, err := s.db.Exec(`UPDATE games SET status = 'abandoned', version = version + 1, updated = ? WHERE id = ? AND status = 'playing'`, t, id)
	if err != nil {
		return s.busy(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var status string
		if err := s.db.QueryRow(`SELECT status FROM games WHERE id = ?`, id).Scan(&status); errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w: %d", ErrNotFound, id)
		} else if err != nil {
			return err
		}
		return fmt.Errorf("%w: game %d is %s", ErrNotPlaying, id, status)
	}
	delete(s.seen, id)
	s.touch(id, time.Unix(0, t))
	return nil
}

// Current is the most recently updated game in progress, nil when none,
// read with the clock's data (LoadTimed): the dashboard shows it.
func (s *Store) Current() (*Record, error) {
	var id GameID
	err := s.db.QueryRow(`SELECT id FROM games WHERE status = 'playing' ORDER BY updated DESC, id DESC LIMIT 1`).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, s.busy(err)
	}
	return s.LoadTimed(id)
}

// Last is the most recently started game, whatever its status; nil (no
// error) when there is none. It reads one game, where List reads them all.
func (s *Store) Last() (*Record, error) {
	id, err := s.LastID()
	if id == 0 || err != nil {
		return nil, err
	}
	return s.Load(id)
}

// LastID is the id of the most recently started game (Last), 0 when there
// is none: for a reader that loads it its own way (LoadTimed).
func (s *Store) LastID() (GameID, error) {
	var id GameID
	err := s.db.QueryRow(`SELECT id FROM games ORDER BY started DESC, id DESC LIMIT 1`).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, s.busy(err)
	}
	return id, nil
}

const gameColumns = `id, game, setup, started, updated, status, version, result`

type scanner interface{ Scan(dest ...any) error }

// scanGame reads gameColumns, then the columns that follow them into more.
func scanGame(row scanner, more ...any) (Record, int64, error) {
	var r Record
	var started, updated, version int64
	var status string
	var result sql.NullString
	if err := row.Scan(append([]any{&r.ID, &r.Game, &r.Setup, &started, &updated, &status, &version, &result}, more...)...); err != nil {
		return r, 0, err
	}
	r.Started, r.Updated = time.Unix(0, started), time.Unix(0, updated)
	r.Finished, r.Abandoned = status == "finished", status == "abandoned"
	if result.Valid {
		r.Result = new(Result)
		if err := decodeResult(result.String, r.Result); err != nil {
			return r, 0, &ResultError{Game: r.ID}
		}
	}
	return r, version, nil
}

// Load reads a game with its actions and redo stack, in one snapshot:
// what resuming it needs. The clock's data (each action's time, the
// sittings) is left out: reading it with the log made a resume of a long
// game half again as slow; LoadTimed reads it too.
func (s *Store) Load(id GameID) (*Record, error) { return s.load(id, false) }

// LoadTimed is Load with the clock's data: the actions' times and the
// sittings, for the clock on screen and the exports.
func (s *Store) LoadTimed(id GameID) (*Record, error) { return s.load(id, true) }

// The load path's statements, prepared with the per-action ones (a resume
// parses no SQL: the parse of six statements was a tenth of a 5,000-action
// read). sqlLoadGame reads the game row with what Load needs of the meta
// table and the sizes of its two stacks, in one statement: the sizes size
// the slices the rows are read into.
const (
	sqlLoadGame = `SELECT ` + gameColumns + `,
			(SELECT value FROM meta WHERE key = ?),
			(SELECT value FROM meta WHERE key = ?),
			(SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = games.id),
			(SELECT COALESCE(MAX(seq), 0) FROM redo WHERE game_id = games.id)
		FROM games WHERE id = ?`
	sqlLoadActions      = `SELECT text FROM actions WHERE game_id = ? ORDER BY seq`
	sqlLoadRedo         = `SELECT text FROM redo WHERE game_id = ? ORDER BY seq`
	sqlLoadActionsTimed = `SELECT text, at FROM actions WHERE game_id = ? ORDER BY seq`
	sqlLoadRedoTimed    = `SELECT text, at FROM redo WHERE game_id = ? ORDER BY seq`
	sqlLoadSittings     = `SELECT game_id, id, opened, last, closed FROM sittings WHERE game_id = ? ORDER BY game_id, opened, id`
)

// loadStatements are the load path's statements, prepared when the store
// opens for writing (its schema is then the newest).
var loadStatements = []string{sqlLoadGame, sqlLoadActions, sqlLoadRedo, sqlLoadActionsTimed, sqlLoadRedoTimed, sqlLoadSittings, sqlChanges}

// query runs a read in tx: with its prepared statement when the store has
// one (a read-only store prepares none: its schema may be older).
func (s *Store) query(tx *sql.Tx, q string, args ...any) (*sql.Rows, error) {
	if st, ok := s.stmts[q]; ok {
		return tx.Stmt(st).Query(args...)
	}
	return tx.Query(q, args...)
}

// maxSizeHint bounds the slices sized from a stack's highest seq before its
// rows are read: a damaged file's seq cannot make a resume allocate without
// end (a longer log still reads, growing as it goes).
const maxSizeHint = 1 << 16

func (s *Store) load(id GameID, timed bool) (*Record, error) {
	// A read transaction, so that the game row and its logs are one
	// snapshot even while another tablemate writes.
	tx, err := s.db.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, s.busy(err)
	}
	defer tx.Rollback()
	var r Record
	var version int64
	var lastOp, acked sql.NullString
	var nActions, nRedo int
	rows, err := s.query(tx, sqlLoadGame, lastUndoKey(id), ackKey(id), id)
	if err == nil {
		err = sql.ErrNoRows
		if rows.Next() {
			r, version, err = scanGame(rows, &lastOp, &acked, &nActions, &nRedo)
			r.Version = version
		}
		if cerr := rows.Close(); err == nil {
			err = cerr
		}
	}
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%w: %d", ErrNotFound, id)
	}
	if err != nil {
		return nil, s.busy(withPath(s.path, err))
	}
	qa, qr := sqlLoadActions, sqlLoadRedo
	if timed {
		qa, qr = s.timedQuery(sqlLoadActionsTimed), s.timedQuery(sqlLoadRedoTimed)
	}
	if r.Actions, r.ActionTimes, err = s.texts(tx, qa, id, nActions, timed); err != nil {
		return nil, err
	}
	if r.Redo, r.RedoTimes, err = s.texts(tx, qr, id, nRedo, timed); err != nil {
		return nil, err
	}
	if timed {
		if r.Sittings, err = s.sittings(tx, id); err != nil {
			return nil, err
		}
		// The sitting this Store has open and not saved yet is the
		// game's too (OpenSittingLater).
		s.mu.Lock()
		if opened, ok := s.pending[id]; ok {
			r.Sittings = append(r.Sittings, Sitting{ID: PendingSitting, Opened: time.Unix(0, opened), Last: time.Unix(0, opened)})
		}
		s.mu.Unlock()
	}
	r.LastUndo = len(r.Redo) > 0 && lastOp.String == "undo"
	n, err := strconv.ParseInt(acked.String, 10, 64)
	ackedSome := acked.Valid && err == nil
	r.Acknowledged = ackedSome && n == version
	if !ackedSome {
		n = 0
	}
	if r.Unconfirmed, err = s.unconfirmed(tx, id, n, ackedSome, version); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	if !r.Finished && !r.Abandoned {
		s.see(id, version)
	}
	return &r, nil
}

// timedQuery is a timed read of a stack as the store's schema has it: an
// older file read as it is has no times (NULL).
func (s *Store) timedQuery(q string) string {
	if s.schema < 2 {
		return strings.Replace(q, "text, at", "text, NULL", 1)
	}
	return q
}

// atColumn is the action tables' time column, or NULL in a schema without
// it (an older file read as it is).
func (s *Store) atColumn() string {
	if s.schema < 2 {
		return "NULL"
	}
	return "at"
}

// texts reads one of a game's stacks (actions or redo) with query q, into
// slices sized for n rows, with its times when timed. A time is scanned
// into an any: database/sql gives the driver's int64 (or nil) to it as it
// is, where a NullInt64 takes a reflective conversion per row.
func (s *Store) texts(tx *sql.Tx, q string, id GameID, n int, timed bool) ([]string, []time.Time, error) {
	rows, err := s.query(tx, q, id)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	// An empty stack stays nil, as it always read.
	var out []string
	var times []time.Time
	if n = min(n, maxSizeHint); n > 0 {
		out = make([]string, 0, n)
		if timed {
			times = make([]time.Time, 0, n)
		}
	}
	var t string
	var at any
	dest := []any{&t}
	if timed {
		dest = append(dest, &at)
	}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, nil, err
		}
		out = append(out, t)
		if timed {
			times = append(times, unixAny(at))
		}
	}
	return out, times, rows.Err()
}

// unixAny is a stored time as the driver gives it: unix nanoseconds, or
// NULL (not known), the zero time.
func unixAny(v any) time.Time {
	if ns, ok := v.(int64); ok {
		return time.Unix(0, ns)
	}
	return time.Time{}
}

// sittings reads a game's sittings (all games' when id is 0), oldest first.
func (s *Store) sittings(tx *sql.Tx, id GameID) ([]Sitting, error) {
	all, err := s.allSittings(tx, id)
	return all[id], err
}

func (s *Store) allSittings(tx *sql.Tx, id GameID) (map[GameID][]Sitting, error) {
	out := map[GameID][]Sitting{}
	if s.schema < 2 {
		return out, nil
	}
	q, args := `SELECT game_id, id, opened, last, closed FROM sittings ORDER BY game_id, opened, id`, []any(nil)
	if id != 0 {
		q, args = sqlLoadSittings, []any{id}
	}
	rows, err := s.query(tx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	// Scanned into anys, as the stacks' times are (texts): the integers
	// as the driver gives them, with no reflective conversion.
	var g, sit, opened, last, closed any
	for rows.Next() {
		if err := rows.Scan(&g, &sit, &opened, &last, &closed); err != nil {
			return nil, err
		}
		game, ok1 := g.(int64)
		id, ok2 := sit.(int64)
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("%s: a sitting without its game or id (%v, %v)", s.path, g, sit)
		}
		out[GameID(game)] = append(out[GameID(game)], Sitting{ID: SittingID(id), Opened: unixAny(opened), Last: unixAny(last), Closed: unixAny(closed)})
	}
	return out, rows.Err()
}

// CountFinished is the number of finished games, counted by SQL: no game
// is read.
func (s *Store) CountFinished() (int, error) {
	var n int
	if err := s.db.QueryRow(`SELECT COUNT(*) FROM games WHERE status = 'finished'`).Scan(&n); err != nil {
		return 0, s.busy(err)
	}
	return n, nil
}

// List reads every game with its logs, newest first.
// A finished game whose Kept was kept when it ended (and that has not
// changed since) comes with it too.
func (s *Store) List() ([]Record, error) { return s.list(s.schema >= 3, true, nil) }

// ListKept is List for the history: a finished game whose Kept was kept
// when it ended (and that has not changed since) comes with Kept instead
// of its logs and sittings; the others come whole, as List reads them.
func (s *Store) ListKept() ([]Record, error) { return s.list(s.schema >= 3, false, nil) }

// ListPlays is ListKept for the BG Stats plays of every game: a summary
// kept before it held the game's rounds (Kept.RoundsKnown) does not
// stand for the log, which is read with it, for a replay to give them.
func (s *Store) ListPlays() ([]Record, error) {
	return s.list(s.schema >= 3, false, func(k *Kept) bool { return k.RoundsKnown })
}

// list reads every game, with its Kept when kept (and the file has the
// table); every game's logs when logs, else only those of the games
// without Kept.
func (s *Store) list(kept, logs bool, enough func(*Kept) bool) ([]Record, error) {
	tx, err := s.db.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, s.busy(err)
	}
	defer tx.Rollback()
	// No ORDER BY: SQLite's sorter would carry every row (its result and
	// kept body) through a sort; the rows are sorted here by their two
	// integers instead (sortNewestFirst).
	// The status as a small integer and the kept body only when it was
	// kept at the game's version: no string or boxed integer made per
	// game for them.
	q := `SELECT ` + listColumns + `, NULL FROM games`
	if kept {
		q = `SELECT g.id, g.game, g.setup, g.started, g.updated, CASE g.status WHEN 'finished' THEN 1 WHEN 'abandoned' THEN 2 ELSE 0 END, g.result,
			CASE WHEN k.at_version = g.version THEN k.body END FROM games g LEFT JOIN kept k ON k.game_id = g.id`
	}
	var size int64 // a hint: the highest id, bounded
	if err := tx.QueryRow(`SELECT COALESCE(MAX(id), 0) FROM games`).Scan(&size); err != nil {
		return nil, s.busy(err)
	}
	rows, err := tx.Query(q)
	if err != nil {
		return nil, s.busy(err)
	}
	out, err := s.scanListed(rows, int(min(max(size, 0), maxListHint)))
	if err != nil {
		return nil, err
	}
	// readWhole: the game is read whole (its logs and sittings), not only
	// what was kept of it.
	readWhole := func(r *Record) bool { return r.Kept == nil || logs || (enough != nil && !enough(r.Kept)) }
	var wholes int // the games read whole, when some are kept
	for i := range out {
		if readWhole(&out[i]) {
			wholes++
		}
	}
	sortNewestFirst(out)
	if wholes == 0 {
		return out, tx.Commit()
	}
	index := make(map[GameID]int, wholes)
	whole := make([]string, 0, wholes)
	for i := range out {
		if readWhole(&out[i]) {
			index[out[i].ID] = i
			whole = append(whole, strconv.FormatInt(int64(out[i].ID), 10))
		}
	}
	only := ""
	if len(whole) < len(out) {
		// Integers this function formatted: no text of a user's.
		only = ` WHERE game_id IN (` + strings.Join(whole, ",") + `)`
	}
	for _, table := range []string{"actions", "redo"} {
		rows, err := tx.Query(`SELECT game_id, text, ` + s.atColumn() + ` FROM ` + table + only + ` ORDER BY game_id, seq`)
		if err != nil {
			return nil, s.busy(err) // a damaged page says so, with the file
		}
		var g, at any // as in texts
		var t string
		first, last, i, ok := true, int64(0), 0, false
		for rows.Next() {
			if err := rows.Scan(&g, &t, &at); err != nil {
				rows.Close()
				return nil, s.busy(err)
			}
			id, isInt := g.(int64)
			if !isInt {
				rows.Close()
				return nil, fmt.Errorf("%s: an action without its game (%v)", s.path, g)
			}
			if first || id != last {
				// The rows come game by game: one look-up per game.
				first, last = false, id
				i, ok = index[GameID(id)]
			}
			if !ok {
				continue
			}
			if table == "actions" {
				out[i].Actions = append(out[i].Actions, t)
				out[i].ActionTimes = append(out[i].ActionTimes, unixAny(at))
			} else {
				out[i].Redo = append(out[i].Redo, t)
				out[i].RedoTimes = append(out[i].RedoTimes, unixAny(at))
			}
		}
		if err := rows.Close(); err != nil {
			return nil, s.busy(err)
		}
	}
	sittings, err := s.allSittings(tx, 0)
	if err != nil {
		return nil, s.busy(err)
	}
	for id, i := range index {
		out[i].Sittings = sittings[id]
	}
	return out, tx.Commit()
}

// listSpan is a run of listed games on their way from the rows to their
// decoding: the games, and each one's result and kept body as read. A span
// with done set asks for it to be closed once every span before it is
// decoded.
type listSpan struct {
	records        []Record
	results, kepts []any
	done           chan struct{}
}

// listSpanSize is how many games a listSpan holds.
const listSpanSize = 256

// scanListed reads the games of rows (a list's query) and closes it. The
// rows are stepped through here while another goroutine decodes the
// results and kept summaries of those read before: on a machine with two
// cores the decoding, about as long as SQLite's reading, then costs little
// more time than the reading alone. An error is the one the first failing
// game gives, as when each was decoded as it was read: a row that cannot
// be read stops the reading, and a result that cannot be decoded before it
// is the error. The games are read into one slice of sizeHint games (the
// decoding writes into it, never moved while it does), grown if need be.
func (s *Store) scanListed(rows *sql.Rows, sizeHint int) ([]Record, error) {
	spans := make(chan listSpan, 4)
	decoded := make(chan error, 1)
	go func() {
		var d listDecoder
		var failed error
		for span := range spans {
			for i := range span.records {
				if failed == nil {
					failed = d.decode(&span.records[i], span.results[i], span.kepts[i])
				}
			}
			if span.done != nil {
				close(span.done)
			}
		}
		decoded <- failed
	}()
	out := make([]Record, 0, sizeHint)
	sent := 0 // out[:sent] have gone to the decoding
	var results, kepts []any
	send := func() {
		spans <- listSpan{records: out[sent:len(out):len(out)], results: results, kepts: kepts}
		sent, results, kepts = len(out), nil, nil
	}
	var cols listedColumns
	dest := cols.dest()
	readErr := func() error {
		defer rows.Close()
		for rows.Next() {
			if err := rows.Scan(dest...); err != nil {
				return s.busy(err)
			}
			r, err := cols.record()
			if err != nil {
				return s.busy(withPath(s.path, err))
			}
			if len(out) == cap(out) {
				// More games than the hint: out moves once all sent
				// are decoded.
				if len(out) > sent {
					send()
				}
				done := make(chan struct{})
				spans <- listSpan{done: done}
				<-done
				out = slices.Grow(out, max(listSpanSize, len(out)))
			}
			if results == nil {
				results, kepts = make([]any, 0, listSpanSize), make([]any, 0, listSpanSize)
			}
			out = append(out, r)
			results, kepts = append(results, cols.result), append(kepts, cols.body)
			if len(out)-sent == listSpanSize {
				send()
			}
		}
		if err := rows.Err(); err != nil {
			return s.busy(err) // a damaged page, said with the file
		}
		return s.busy(rows.Close())
	}()
	if len(out) > sent {
		send()
	}
	close(spans)
	if err := <-decoded; err != nil {
		return nil, s.busy(withPath(s.path, err))
	}
	if readErr != nil {
		return nil, readErr
	}
	return out, nil
}

// sortNewestFirst orders listed games as the history lists them: the most
// recently started first, then the highest id (ORDER BY started DESC, id
// DESC).
func sortNewestFirst(out []Record) {
	// Read in the order of their ids, games are mostly in the order they
	// were started: reversed, they are mostly in order already, which the
	// sort finds without moving them.
	slices.Reverse(out)
	slices.SortFunc(out, func(a, b Record) int {
		if c := b.Started.Compare(a.Started); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
}

// maxListHint bounds the slice of games sized from the highest id before
// they are read (a damaged id cannot make a list allocate without end).
const maxListHint = 1 << 20

// listColumns are what a list reads of a game's row: its status as 0
// (playing), 1 (finished) or 2 (abandoned). The list of the history reads
// the same columns of games g.
const listColumns = `id, game, setup, started, updated, CASE status WHEN 'finished' THEN 1 WHEN 'abandoned' THEN 2 ELSE 0 END, result`

// listedColumns are a listed game's columns (listColumns, then the body
// of its kept summary when kept at its version), scanned into anys:
// database/sql gives the driver's values to an any as they are, where an
// int64 or a NullString destination costs a reflective conversion per
// column and row.
type listedColumns struct {
	id, game, setup, started, updated, status, result, body any
}

func (c *listedColumns) dest() []any {
	return []any{&c.id, &c.game, &c.setup, &c.started, &c.updated, &c.status, &c.result, &c.body}
}

// record is the game of the columns read, as scanGame reads it, but for
// its result and kept summary (listDecoder.decode).
func (c *listedColumns) record() (Record, error) {
	var r Record
	id, ok := c.id.(int64)
	if !ok {
		return r, fmt.Errorf("a game without its id (%v)", c.id)
	}
	r.ID = GameID(id)
	started, ok1 := c.started.(int64)
	updated, ok2 := c.updated.(int64)
	status, ok3 := c.status.(int64)
	game, ok4 := textOf(c.game)
	setup, ok5 := textOf(c.setup)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 {
		return r, fmt.Errorf("game %d: its row is damaged (a column holds a value of the wrong type)", id)
	}
	r.Game, r.Setup = game, setup
	r.Started, r.Updated = time.Unix(0, started), time.Unix(0, updated)
	r.Finished, r.Abandoned = status == 1, status == 2
	return r, nil
}

// textOf is a text column as the driver gives it: a string, or the bytes
// of a blob.
func textOf(v any) (string, bool) {
	switch t := v.(type) {
	case string:
		return t, true
	case []byte:
		return string(t), true
	}
	return "", false
}

// checkGameName keeps a game kind's saved id (kernel.Kind.Name: "monumental",
// "worldmonuments") a short lowercase word; which games exist is the command
// line's list, not the store's.
func checkGameName(game string) error {
	if game == "" || len(game) > 32 || strings.Trim(game, "abcdefghijklmnopqrstuvwxyz_") != "" {
		return fmt.Errorf("game kind %q: a saved game's kind is a short lowercase word such as %s", game, Monumental)
	}
	return nil
}
