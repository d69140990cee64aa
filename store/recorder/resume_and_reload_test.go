package recorder

import (
	"errors"
	"github.com/rivo/tview"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tablemate/dashboard"
	"tablemate/store"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// A game resumed from the dashboard's chooser is the one the recorder
// saves to; a game no longer in progress is refused.
func TestResumeMakesTheChosenGameTheOneSavedTo(t *testing.T) {
	t.Parallel()
	st, err := store.Open(filepath.Join(t.TempDir(), "g.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	old, _ := st.Create(store.Monumental, "setup players=Cy,Dee seed=2")
	if err := st.Append(old, "take 1"); err != nil {
		t.Fatal(err)
	}
	cur, _ := st.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	rec := New(st, gameKinds(), time.Now, errStale)
	defer rec.Leave()
	if err := rec.sit(cur); err != nil {
		t.Fatal(err)
	}
	g, _, err := rec.Resume(old)
	if err != nil {
		t.Fatal(err)
	}
	if g.Len() != 1 || rec.id != old {
		t.Fatalf("resumed %d actions, recorder on game %d; want 1 on game %d", g.Len(), rec.id, old)
	}
	if err := rec.Record("end"); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.Load(old); len(got.Actions) != 2 {
		t.Errorf("the action went elsewhere: game %d has %v", old, got.Actions)
	}
	if err := st.Abandon(cur); err != nil {
		t.Fatal(err)
	}
	if _, _, err := rec.Resume(cur); err == nil || !strings.Contains(err.Error(), "game 2 is abandoned, not in progress") {
		t.Errorf("an abandoned game resumed from the chooser: %v", err)
	}
}

// The reload key keeps the game chosen (play --game), not the last played.
func TestReloadKeepsTheChosenGame(t *testing.T) {
	t.Parallel()
	st, err := store.Open(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	a, _ := st.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	st.Create(store.Monumental, "setup players=Cid,Dee seed=2")
	rec := New(st, gameKinds(), time.Now, errStale)
	rec.id = a
	if g, err := rec.Reload(gameKinds()); err != nil || g == nil || rec.id != a {
		t.Errorf("reload of the chosen game: %v, now game %d", err, rec.id)
	}
}

// A write refused because another tablemate changed the game carries the
// stale error given to New (the dashboard's ErrStale), and Reload reads
// the game back with the other tablemate's actions; writes go on after it.
func TestRecorderReloadsAGameChangedElsewhere(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "t.db")
	a, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ra := New(a, gameKinds(), time.Now, dashboard.ErrStale)
	if err := ra.NewGame("setup players=Ana,Ben seed=1"); err != nil {
		t.Fatal(err)
	}
	b, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	cur, err := b.Current()
	if err != nil || cur == nil {
		t.Fatalf("current %v %v", cur, err)
	}
	rb := New(b, gameKinds(), time.Now, dashboard.ErrStale)
	if _, _, err := rb.Resume(cur.ID); err != nil {
		t.Fatal(err)
	}
	if err := rb.Record("take 1"); err != nil {
		t.Fatal(err)
	}
	err = ra.Record("take 2")
	if !errors.Is(err, dashboard.ErrStale) || !errors.Is(err, store.ErrConflict) {
		t.Fatalf("write after another tablemate's: %v, want ErrStale", err)
	}
	g, err := ra.Reload(gameKinds())
	if err != nil || g == nil || g.Kind().Name != tracker.KindName || g.Len() != 1 || g.ActionTexts()[0] != "take 1" {
		t.Fatalf("reload: %v %v", g, err)
	}
	if err := ra.Record("end"); err != nil {
		t.Fatalf("write after reload: %v", err)
	}
}

// A World Monuments game saved by the recorder comes back with its actions
// and redo stack, and its result is saved under its own kind.
func TestRecorderSavesAWorldMonumentsGame(t *testing.T) {
	t.Parallel()
	st, err := store.Open(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rec := New(st, gameKinds(), time.Now, errStale)
	line := "setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben"
	if err := rec.NewGame(line); err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"quarry 1", "quarry 2", "quarry_done Ana", "build 4"} {
		if err := rec.Record(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := rec.Undo(); err != nil {
		t.Fatal(err)
	}
	cur, err := st.Current()
	if err != nil || cur == nil {
		t.Fatalf("current: %v %v", cur, err)
	}
	if cur.Game != store.WorldMonuments {
		t.Fatalf("saved as a %q game", cur.Game)
	}
	g, err := store.Replay(gameKinds(), cur)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := wm.StateOf(g)
	if s == nil {
		t.Fatalf("resumed as %s", g.Kind().Name)
	}
	if s.Phase() != wm.PhaseConstruct || s.Scores()[0] != 12 || !g.CanRedo() || g.RedoTexts()[0] != "build 4" {
		t.Fatalf("resumed state %s, redo %q", s.Text(), g.RedoTexts())
	}

	// The dashboard hands a WM final score to Finish as names, totals,
	// ranks and winners (its own tests check that); the store keeps those.
	if _, err := dashboard.New(tview.NewApplication(), dashboard.Options{Recorder: rec, Game: g, Kinds: gameKinds()}); err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"build 4", "pass 0", "pass 0", "quarry", "quarry_done Ben", "pass 0", "pass 0", "quarry", "quarry_done Ben", "pass 0", "pass 0", "gems Ana 1", "gems Ben 0"} {
		if err := rec.Record(a); err != nil {
			t.Fatal(err)
		}
	}
	saved, err := st.Load(cur.ID)
	if err != nil {
		t.Fatal(err)
	}
	end, err := wm.Load(saved.Setup, saved.Actions, saved.Redo)
	if err != nil {
		t.Fatal(err)
	}
	results, winners, ok := end.State().Results()
	if !ok {
		t.Fatalf("not scored: %s", end.State().Text())
	}
	if err := rec.Finish(end.State().Result()); err != nil {
		t.Fatal(err)
	}
	done, err := st.Load(cur.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !done.Finished || done.Result == nil || strings.Join(done.Result.Winners, ",") != strings.Join(winners, ",") ||
		done.Result.Players[0].Score != results[0].Score || done.Result.Players[1].Rank != results[1].Rank {
		t.Fatalf("finished record %+v, result %+v, want %+v", done, done.Result, results)
	}
}
