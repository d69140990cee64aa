package store

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestOpenCreatesPrivateFileWithSchema(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	s := openT(t, path)
	for p, want := range map[string]os.FileMode{filepath.Dir(path): 0o700, path: 0o600} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != want {
			t.Errorf("%s: mode %v, want %v", p, got, want)
		}
	}
	var version, appID int
	var mode, sync string
	s.db.QueryRow(`PRAGMA user_version`).Scan(&version)
	s.db.QueryRow(`PRAGMA application_id`).Scan(&appID)
	s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode)
	s.db.QueryRow(`PRAGMA synchronous`).Scan(&sync)
	if version != SchemaVersion || appID != applicationID || mode != "wal" || sync != "2" {
		t.Errorf("user_version %d application_id %#x journal_mode %s synchronous %s", version, appID, mode, sync)
	}
	// No temporary file is left beside the database.
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".new" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
	// Reopening an existing database works and keeps the version.
	s.Close()
	s2 := openT(t, path)
	s2.db.QueryRow(`PRAGMA user_version`).Scan(&version)
	if version != SchemaVersion {
		t.Errorf("after reopen: user_version %d", version)
	}
}

func TestOpenEmptyFileIsInitialised(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "empty.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s := openT(t, path)
	if _, err := s.Create(Monumental, testSetup); err != nil {
		t.Fatal(err)
	}
}

func TestMigrationFromVersionZeroIsOneTransaction(t *testing.T) {
	t.Parallel()
	// A migration that fails must leave the file at its old version: run a
	// broken migration list on a fresh file and check nothing was created.
	path := filepath.Join(t.TempDir(), "m.db")
	db, err := sql.Open("sqlite", dsn(path, "_txlock=immediate"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	broken := [][]string{append(append([]string(nil), migrations[0]...), `CREATE TABLE games (x)`)} // duplicate table: fails last
	if err := migrateBy(db, path, broken); err == nil {
		t.Fatal("broken migration succeeded")
	}
	var version, tables int
	db.QueryRow(`PRAGMA user_version`).Scan(&version)
	db.QueryRow(`SELECT count(*) FROM sqlite_master`).Scan(&tables)
	if version != 0 || tables != 0 {
		t.Errorf("after a failed migration: user_version %d, %d schema objects", version, tables)
	}
	if err := migrateDB(db, path); err != nil {
		t.Fatal(err)
	}
	db.QueryRow(`PRAGMA user_version`).Scan(&version)
	if version != SchemaVersion {
		t.Errorf("user_version %d, want %d", version, SchemaVersion)
	}
}

func TestNewerSchemaIsRefusedUntouched(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	s := openT(t, path)
	if _, err := s.db.Exec(`PRAGMA user_version = 99`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	before := readFile(t, path)
	_, err := Open(path)
	if err == nil || !strings.Contains(err.Error(), "newer tablemate") || !strings.Contains(err.Error(), path) {
		t.Fatalf("got %v", err)
	}
	if !reflect.DeepEqual(before, readFile(t, path)) {
		t.Error("the file was modified")
	}
}

func TestAppendUndoRedoSurviveReopen(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	s := openT(t, path)
	actions := legalActions(t, testSetup, 6)
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		if err := s.Append(id, a); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 3; i++ {
		if err := s.Undo(id); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Redo(id); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s = openT(t, path)
	r, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	// Undo moved a5, a4, a3 onto the redo stack (a3 on top); redo took a3 back.
	if want := actions[:4]; !reflect.DeepEqual(r.Actions, want) {
		t.Errorf("actions %q, want %q", r.Actions, want)
	}
	if want := []string{actions[5], actions[4]}; !reflect.DeepEqual(r.Redo, want) {
		t.Errorf("redo %q, want %q", r.Redo, want)
	}
	g, err := LoadMonumental(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Actions()) != 4 || !g.CanRedo() {
		t.Fatalf("engine: %d actions, can redo %v", len(g.Actions()), g.CanRedo())
	}
	a, _, err := g.Redo()
	if err != nil || a.String() != actions[4] {
		t.Errorf("engine redo: %v %v, want %s", a, err, actions[4])
	}

	// A new action clears the redo stack, durably.
	if err := s.Append(id, actions[4]); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = openT(t, path)
	r, _ = s.Load(id)
	if len(r.Redo) != 0 || len(r.Actions) != 5 {
		t.Errorf("after append: %d actions, redo %q", len(r.Actions), r.Redo)
	}
	// Undo back to the start, then one more is refused.
	for range r.Actions {
		if err := s.Undo(id); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Undo(id); !errors.Is(err, ErrNothing) {
		t.Errorf("undo at the start: %v", err)
	}
	r, _ = s.Load(id)
	if len(r.Actions) != 0 || len(r.Redo) != 5 || r.Redo[4] != actions[0] {
		t.Errorf("after undo all: actions %q redo %q", r.Actions, r.Redo)
	}
	if err := s.Redo(GameID(999)); !errors.Is(err, ErrNotFound) {
		t.Errorf("redo of a missing game: %v", err)
	}
}

func TestCurrentFinishAbandonList(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	s, err := Open(tempDB(t), WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if r, err := s.Current(); r != nil || err != nil {
		t.Fatalf("empty database: Current %v %v", r, err)
	}
	a, _ := s.Create(Monumental, testSetup)
	clock.advance(time.Minute)
	b, _ := s.Create(Monumental, "setup mode=standard players=Ana seed=1")
	r, err := s.Current()
	if err != nil || r == nil || r.ID != b {
		t.Fatalf("Current = %+v, %v; want game %d", r, err, b)
	}
	// Playing on the older game makes it the current one.
	clock.advance(time.Minute)
	if err := s.Append(a, "end"); err != nil {
		t.Fatal(err)
	}
	if r, _ = s.Current(); r.ID != a || !reflect.DeepEqual(r.Actions, []string{"end"}) {
		t.Fatalf("Current = %+v, want game %d", r, a)
	}
	if err := s.Abandon(a); err != nil {
		t.Fatal(err)
	}
	if r, _ = s.Current(); r == nil || r.ID != b {
		t.Fatalf("after abandon: Current = %+v", r)
	}
	if err := s.Append(a, "end"); !errors.Is(err, ErrNotPlaying) {
		t.Errorf("append to an abandoned game: %v", err)
	}
	if err := s.Abandon(a); !errors.Is(err, ErrNotPlaying) {
		t.Errorf("abandon twice: %v", err)
	}
	res := Result{
		Players: []PlayerResult{
			{Name: "Automa", Civilization: "china", Automa: true, Score: 40, Rank: 2},
			{Name: "Ana", Civilization: "egypt", Score: 52, Rank: 1, Winner: true, Gold: 3, Culture: 4},
		},
		Winners: []string{"Ana"}, Difficulty: 3, Finished: time.Unix(1700000000, 0),
	}
	if err := s.Finish(b, res); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Current(); r != nil || err != nil {
		t.Fatalf("after finish: Current %+v %v", r, err)
	}
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != b || list[1].ID != a {
		t.Fatalf("List order: %+v", list)
	}
	if !list[0].Finished || list[0].Abandoned || !list[1].Abandoned || list[1].Finished {
		t.Errorf("flags: %+v", list)
	}
	if got := list[0].Result; got == nil || !reflect.DeepEqual(got.Players, res.Players) || !got.Finished.Equal(res.Finished) || got.Difficulty != 3 {
		t.Errorf("result %+v, want %+v", got, res)
	}
	if !reflect.DeepEqual(list[1].Actions, []string{"end"}) {
		t.Errorf("List actions %q", list[1].Actions)
	}
	if err := s.Finish(GameID(42), res); !errors.Is(err, ErrNotFound) {
		t.Errorf("finish a missing game: %v", err)
	}
	if _, err := s.Load(GameID(42)); !errors.Is(err, ErrNotFound) {
		t.Errorf("load a missing game: %v", err)
	}
}

func TestBadInputRefused(t *testing.T) {
	t.Parallel()
	s := openT(t, tempDB(t))
	// Which games exist is the command line's list; the store keeps any
	// kind whose id is a short lowercase word, and refuses anything else.
	for _, bad := range []string{"", "Chess", "chess game", "x\ny", strings.Repeat("z", 40)} {
		if _, err := s.Create(bad, testSetup); err == nil {
			t.Errorf("game kind %q accepted", bad)
		}
	}
	if _, err := s.Create("chess", testSetup); err != nil {
		t.Errorf("a third game's kind refused: %v", err)
	}
	if _, err := s.Create(Monumental, "setup\nplayers=Ana"); err == nil {
		t.Error("two-line setup accepted")
	}
	id, _ := s.Create(Monumental, testSetup)
	for _, bad := range []string{"", "  ", "take 1\nend"} {
		if err := s.Append(id, bad); err == nil {
			t.Errorf("action %q accepted", bad)
		}
	}
	r, _ := s.Load(id)
	if len(r.Actions) != 0 {
		t.Errorf("refused actions were stored: %q", r.Actions)
	}
}

func TestImport(t *testing.T) {
	t.Parallel()
	s := openT(t, tempDB(t))
	actions := legalActions(t, testSetup, 40)
	id, err := s.Import(Monumental, testSetup, actions[:38], []string{actions[39], actions[38]}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := s.Load(id)
	g, err := LoadMonumental(r)
	if err != nil {
		t.Fatal(err)
	}
	g.Redo()
	g.Redo()
	got := g.Actions()
	if len(got) != 40 || got[39].String() != actions[39] {
		t.Errorf("after two redos: %d actions", len(got))
	}
	if _, err := s.Import(Monumental, testSetup, []string{"end", "bad\nline"}, nil, nil); err == nil {
		t.Error("a bad action was imported")
	}
	list, _ := s.List()
	if len(list) != 1 {
		t.Errorf("a failed import left a game: %d games", len(list))
	}
}

func TestLoadMonumentalErrors(t *testing.T) {
	t.Parallel()
	for name, r := range map[string]*Record{
		"other game":     {Game: WorldMonuments, Setup: testSetup},
		"bad setup":      {Game: Monumental, Setup: "setup players="},
		"bad action":     {Game: Monumental, Setup: testSetup, Actions: []string{"jump"}},
		"illegal action": {Game: Monumental, Setup: testSetup, Actions: []string{"take 99"}},
		"bad redo":       {Game: Monumental, Setup: testSetup, Redo: []string{"jump"}},
	} {
		if _, err := LoadMonumental(r); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

// TestReopen: a finished game goes back in progress without its result,
// its log kept; its last action can be undone and it can be finished again.
func TestReopen(t *testing.T) {
	t.Parallel()
	s := openT(t, tempDB(t))
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range legalActions(t, testSetup, 3) {
		if err := s.Append(id, a); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Reopen(id); !errors.Is(err, ErrNotPlaying) {
		t.Fatalf("reopening a game in progress: %v, want ErrNotPlaying", err)
	}
	if err := s.Finish(id, Result{Winners: []string{"Ana"}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(id); !errors.Is(err, ErrNotPlaying) {
		t.Fatalf("undo of a finished game: %v, want ErrNotPlaying", err)
	}
	if err := s.Reopen(id); err != nil {
		t.Fatal(err)
	}
	r, err := s.Current()
	if err != nil || r == nil || r.ID != id {
		t.Fatalf("current after reopen: %+v, %v", r, err)
	}
	if r.Finished || r.Result != nil || len(r.Actions) != 3 {
		t.Fatalf("reopened game: finished %v, result %v, %d actions", r.Finished, r.Result, len(r.Actions))
	}
	if err := s.Undo(id); err != nil {
		t.Fatalf("undo after reopen: %v", err)
	}
	if err := s.Finish(id, Result{Winners: []string{"Ben"}}); err != nil {
		t.Fatal(err)
	}
	r, err = s.Load(id)
	if err != nil || !r.Finished || r.Result == nil || r.Result.Winners[0] != "Ben" || len(r.Actions) != 2 {
		t.Fatalf("finished again: %+v, %v", r, err)
	}
	if err := s.Reopen(GameID(999)); !errors.Is(err, ErrNotFound) {
		t.Fatalf("reopen of no game: %v", err)
	}
}

// TestLastUndo: a game whose last change was an undo says so when loaded;
// a redo or an append after it does not.
func TestLastUndo(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	s := openT(t, path)
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	acts := legalActions(t, testSetup, 3)
	for _, a := range acts[:2] {
		if err := s.Append(id, a); err != nil {
			t.Fatal(err)
		}
	}
	last := func() bool {
		t.Helper()
		r, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		return r.LastUndo
	}
	if last() {
		t.Fatal("LastUndo after appends")
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.Undo(id))
	must(s.Undo(id))
	if !last() {
		t.Fatal("no LastUndo after an undo")
	}
	must(s.Redo(id))
	if last() {
		t.Fatal("LastUndo after a redo")
	}
	must(s.Undo(id))
	s2 := openT(t, path) // survives a restart
	if r, err := s2.Load(id); err != nil || !r.LastUndo {
		t.Fatalf("after a restart: %v %v", r.LastUndo, err)
	}
	must(s.Append(id, acts[0]))
	if last() {
		t.Fatal("LastUndo after an append")
	}
}

// Last is the newest game, without reading every game's log.
func TestLast(t *testing.T) {
	t.Parallel()
	s, err := Open(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if r, err := s.Last(); err != nil || r != nil {
		t.Fatalf("empty store: %v, %v", r, err)
	}
	if _, err := s.Create(Monumental, "setup players=Ana,Ben seed=1"); err != nil {
		t.Fatal(err)
	}
	id, err := s.Create(Monumental, "setup players=Cid,Dee seed=2")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Append(id, "take 3"); err != nil {
		t.Fatal(err)
	}
	r, err := s.Last()
	if err != nil || r == nil || r.ID != id || len(r.Actions) != 1 {
		t.Fatalf("last = %+v, %v", r, err)
	}
}

// An append skips clearing the redo stack only while it is known empty:
// after an undo here, or one by another tablemate that this store has read,
// the next append still clears it.
func TestAppendClearsRedoAfterUndoHereOrElsewhere(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "t.db")
	a, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	id, err := a.Create(Monumental, "setup players=Ana,Ben seed=1")
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(a.Append(id, "take 1"))
	must(a.Append(id, "end")) // the clean path
	must(a.Undo(id))
	must(a.Append(id, "take 2"))
	r, err := a.Load(id)
	must(err)
	if len(r.Redo) != 0 || r.LastUndo {
		t.Fatalf("after undo + append: redo %v, last undo %v", r.Redo, r.LastUndo)
	}

	b, err := Open(path)
	must(err)
	defer b.Close()
	_, err = b.Load(id)
	must(err)
	must(b.Undo(id))    // another tablemate undoes
	_, err = a.Load(id) // this one reads the game again
	must(err)
	must(a.Append(id, "end"))
	r, err = a.Load(id)
	must(err)
	if len(r.Redo) != 0 || r.LastUndo || len(r.Actions) != 2 {
		t.Fatalf("after an undo elsewhere + append: %+v", r)
	}
}

func TestSchemaVersionCountsTheMigrations(t *testing.T) {
	t.Parallel()
	if len(migrations) != SchemaVersion {
		t.Errorf("%d migrations, SchemaVersion %d: a new migration raises SchemaVersion", len(migrations), SchemaVersion)
	}
}
