package main

import (
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"tablemate/dashboard"
	"tablemate/dashboard/control"
	"tablemate/internal/playstart"
	"tablemate/store"
	"tablemate/store/recorder"
	"tablemate/tracker"
)

// table is the dashboard's controller on a game saved in a real store, as
// play opens it: close ends it as quitting does.
type table struct {
	t     *testing.T
	st    *store.Store
	rec   *recorder.Recorder
	c     *control.Controller
	close func()
}

// openTable opens the store at path and resumes its game in progress as
// play does (store.ReplaySteps, the recorder's Show, every step not
// confirmed given to the controller), or starts setupLine when there is
// none.
func openTable(t *testing.T, path, setupLine string) *table {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	kinds := gameKinds()
	rec := recorder.New(st, kinds, time.Now, dashboard.ErrStale)
	tb := &table{t: t, st: st, rec: rec, close: func() { rec.Leave(); st.Close() }}
	cur, err := st.Current()
	if err != nil {
		t.Fatal(err)
	}
	if cur == nil {
		tb.c = control.New(control.Config{Recorder: rec, Kinds: kinds})
		setup, err := tracker.ParseSetup(setupLine)
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.c.Start(tracker.KindName, setup); err != nil {
			t.Fatal(err)
		}
		return tb
	}
	g, steps, err := store.ReplaySteps(kinds, cur)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Show(cur, steps, g); err != nil {
		t.Fatal(err)
	}
	tb.c = control.New(control.Config{Recorder: rec, Kinds: kinds, Game: g, ShowLastSteps: true,
		LastUndone: cur.LastUndo, Acknowledged: cur.Acknowledged, Unconfirmed: playstart.Unconfirmed(cur)})
	return tb
}

// press is a key of the table: an action's text form, or u, r, Enter.
func (tb *table) press(key string) {
	tb.t.Helper()
	switch key {
	case "u":
		tb.c.Undo()
	case "r":
		tb.c.Redo()
	case "Enter":
		tb.c.Acknowledge()
	case "set aside":
		tb.c.DropSteps()
	default:
		a, err := tracker.ParseAction(key)
		if err != nil {
			tb.t.Fatal(err)
		}
		if !tb.c.Do(a) {
			tb.t.Fatalf("%s refused: %s", key, tb.c.Status().Text)
		}
	}
}

// TestRestartShowsEveryStepNotConfirmed: after each key, quitting and
// starting again shows exactly the steps the screen showed, in the same
// order: two undos in a row keep both undos' steps (and the action's
// before them), a redo after them its own, and at a continuous round's
// end the first Enter, which leaves the City phase, is saved too.
func TestRestartShowsEveryStepNotConfirmed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		setup string
		keys  []string
		// groups is how many changes' steps are pending after each key.
		groups []int
	}{
		{"setup players=Ana,Ben,Cy seed=1",
			[]string{"Enter", "take 3", "end", "Enter", "take 1", "end", "u", "u", "r", "Enter", "take 2", "end", "set aside", "u"},
			[]int{0, 0, 1, 0, 0, 1, 2, 3, 4, 0, 0, 1, 0, 1}},
		{"setup players=Ana,Ben,Cy mode=continuous seed=1",
			[]string{"Enter", "Enter", "pass", "pass", "pass", "Enter", "u", "r", "Enter", "Enter"},
			[]int{1, 0, 0, 0, 1, 1, 1, 2, 1, 0}},
	} {
		path := filepath.Join(t.TempDir(), "g.db")
		tb := openTable(t, path, tc.setup)
		for i, key := range tc.keys {
			tb.press(key)
			shown := tb.c.Steps()
			if len(shown.Groups) != tc.groups[i] {
				t.Fatalf("%s: after %q: %d groups of steps %+v, want %d", tc.setup, tc.keys[:i+1], len(shown.Groups), shown.Groups, tc.groups[i])
			}
			tb.close()
			tb = openTable(t, path, tc.setup)
			if again := tb.c.Steps(); !reflect.DeepEqual(again, shown) {
				t.Fatalf("%s: after %q and a restart the steps are\n%+v\nnot\n%+v", tc.setup, tc.keys[:i+1], again, shown)
			}
		}
		tb.close()
	}
}
