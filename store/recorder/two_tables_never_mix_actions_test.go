package recorder

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tablemate/kernel"
	"tablemate/store"
)

// liveTable is one tablemate on a shared database file: its own Store (as
// another process would have), its recorder, and the game it shows, changed
// only after the recorder saved the change, as the dashboard does.
type liveTable struct {
	name  string
	st    *store.Store
	rec   *Recorder
	g     kernel.Session
	stale bool // a write was refused: only a reload may follow
}

func openTable(t *testing.T, name, path string) *liveTable {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rec := New(st, gameKinds(), time.Now, errStale)
	t.Cleanup(rec.Leave)
	g, err := rec.Reload(gameKinds())
	if err != nil || g == nil {
		t.Fatalf("%s: reload: %v %v", name, g, err)
	}
	return &liveTable{name: name, st: st, rec: rec, g: g}
}

// wrote checks a write's outcome: saved (and then the game shown moves
// on), or refused as stale, after which the table writes nothing until it
// reloads. Any other error fails the test.
func (lt *liveTable) wrote(t *testing.T, what string, err error, commit func()) bool {
	t.Helper()
	switch {
	case err == nil:
		if lt.stale {
			t.Fatalf("%s: %s saved while the table was behind the file", lt.name, what)
		}
		commit()
		return true
	case errors.Is(err, errStale) && errors.Is(err, store.ErrConflict):
		lt.stale = true
		return false
	default:
		t.Fatalf("%s: %s: %v", lt.name, what, err)
		return false
	}
}

func (lt *liveTable) act(t *testing.T, action string) bool {
	t.Helper()
	ch, err := lt.g.Prepare(action)
	if err != nil {
		return false // not legal on what this table shows: the key does nothing
	}
	return lt.wrote(t, action, lt.rec.RecordStep(ch.ActionText(), ch.Step()), func() {
		if err := lt.g.Commit(ch); err != nil {
			t.Fatal(err)
		}
	})
}

func (lt *liveTable) undo(t *testing.T) bool {
	t.Helper()
	if !lt.g.CanUndo() {
		return false
	}
	return lt.wrote(t, "undo", lt.rec.Undo(), func() {
		if _, _, err := lt.g.Undo(); err != nil {
			t.Fatal(err)
		}
	})
}

func (lt *liveTable) redo(t *testing.T) bool {
	t.Helper()
	ch, err := lt.g.PrepareRedo()
	if err != nil {
		return false
	}
	return lt.wrote(t, "redo", lt.rec.RedoStep(ch.Step()), func() {
		if err := lt.g.Commit(ch); err != nil {
			t.Fatal(err)
		}
	})
}

func (lt *liveTable) reload(t *testing.T) {
	t.Helper()
	g, err := lt.rec.Reload(gameKinds())
	if err != nil || g == nil {
		t.Fatalf("%s: reload: %v %v", lt.name, g, err)
	}
	lt.g, lt.stale = g, false
}

// replays reads the game back as a new tablemate would and replays it: the
// file must always hold a game that replays.
func replays(t *testing.T, path string) *store.Record {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	return replaysIn(t, st)
}

// replaysIn is replays with a reader already open.
func replaysIn(t *testing.T, st *store.Store) *store.Record {
	t.Helper()
	cur, err := st.Current()
	if err != nil || cur == nil {
		t.Fatalf("current: %v %v", cur, err)
	}
	if _, err := store.Replay(gameKinds(), cur); err != nil {
		t.Fatalf("the saved game no longer replays: %v\nactions %q", err, cur.Actions)
	}
	return cur
}

func newSharedGame(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "shared.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Create(store.Monumental, "setup mode=standard players=Ana,Ben,Cid seed=9"); err != nil {
		t.Fatal(err)
	}
	st.Close()
	return path
}

// The review's D1: A takes slot 1; B's take is refused; B's next key, after
// its clock read the game back (as every draw may), is refused too, and so
// is everything B writes, until B reloads. The log holds one take 1.
func TestATableBehindWritesNothingUntilItReloads(t *testing.T) {
	t.Parallel()
	path := newSharedGame(t)
	a, b := openTable(t, "A", path), openTable(t, "B", path)
	if !a.act(t, "take 1") {
		t.Fatal("A's take 1 was not saved")
	}
	if b.act(t, "take 2") || !b.stale {
		t.Fatal("B's take 2 on a game A changed was saved")
	}
	b.rec.Times() // the clock reads the changed game back
	for _, try := range []func() bool{
		func() bool { return b.act(t, "take 1") },
		func() bool { return b.undo(t) },
		func() bool { return b.act(t, "end") },
	} {
		if try() {
			t.Fatal("B wrote while behind the file")
		}
	}
	if err := b.rec.Acknowledge(); !errors.Is(err, errStale) {
		t.Fatalf("B acknowledged A's change while behind it: %v", err)
	}
	if err := b.rec.Finish(storeResultForTest()); !errors.Is(err, errStale) {
		t.Fatalf("B scored a game it had not read: %v", err)
	}
	if cur := replays(t, path); !slices.Equal(cur.Actions, []string{"take 1"}) {
		t.Fatalf("actions %q, want [take 1]", cur.Actions)
	}
	b.reload(t)
	if !b.act(t, "take 2") {
		t.Fatal("B's take 2 after reloading was not saved")
	}
	if cur := replays(t, path); !slices.Equal(cur.Actions, []string{"take 1", "take 2"}) {
		t.Fatalf("actions %q, want [take 1 take 2]", cur.Actions)
	}
}

// Two tables on one file, each pressing keys in a random order (seeded, so
// a failure replays): every state of the file replays, each table that is
// not behind shows exactly the file's log, and a table behind saves nothing.
func TestTwoTablesInterleavedAtRandomNeverMixTheirActions(t *testing.T) {
	t.Parallel()
	seeds := []uint64{1, 2, 3, 4, 5, 6, 7, 8}
	if testing.Short() {
		seeds = seeds[:2]
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			path := newSharedGame(t)
			tables := []*liveTable{openTable(t, "A", path), openTable(t, "B", path)}
			reader, err := store.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer reader.Close()
			rng := rand.New(rand.NewPCG(seed, 29))
			saved := 0
			for step := 0; step < 120; step++ {
				lt := tables[rng.IntN(2)]
				switch op := rng.IntN(10); {
				case op < 5:
					if lt.act(t, fmt.Sprintf("take %d", 1+rng.IntN(6))) {
						saved++
					}
				case op == 5:
					if lt.act(t, "end") {
						saved++
					}
				case op == 6:
					lt.undo(t)
				case op == 7:
					lt.redo(t)
				case op == 8:
					lt.rec.Times()
					_ = lt.rec.Acknowledge()
				default:
					if lt.stale || rng.IntN(4) == 0 {
						lt.reload(t)
					}
				}
				cur := replaysIn(t, reader)
				for _, other := range tables {
					if !other.stale && other.rec.hold.Version() == cur.Version && !slices.Equal(other.g.ActionTexts(), cur.Actions) {
						t.Fatalf("step %d: %s shows %q, the file holds %q", step, other.name, other.g.ActionTexts(), cur.Actions)
					}
				}
			}
			if saved == 0 {
				t.Fatal("no action was saved: the run tested nothing")
			}
		})
	}
}
