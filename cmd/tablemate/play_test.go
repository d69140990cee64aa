package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rivo/tview"

	"tablemate/dashboard"
	"tablemate/store"
	"tablemate/tracker/wm"
)

// TestPlayResumesAWorldMonumentsGame: a World Monuments game saved by the
// dashboard's recorder comes back with its actions and redo stack, and its
// result is saved under its own kind.
func TestPlayResumesAWorldMonumentsGame(t *testing.T) {
	t.Parallel()
	st, err := store.Open(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rec := &storeRecorder{now: time.Now, kinds: gameKinds(), st: st}
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
	g, err := resumeGame(gameKinds(), cur)
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

func TestResumeRefusesAnUnknownGameKind(t *testing.T) {
	t.Parallel()
	_, err := resumeGame(gameKinds(), &store.Record{ID: 3, Game: "chess", Setup: "setup"})
	if err == nil || !strings.Contains(err.Error(), `game 3 is a "chess" game`) {
		t.Fatalf("err %v", err)
	}
	_, err = resumeGame(gameKinds(), &store.Record{ID: 4, Game: store.WorldMonuments, Setup: "setup game=worldmonuments players=Ana,Ben monument=capitol", Actions: []string{"build 9"}})
	if err == nil || !strings.Contains(err.Error(), "game 4") {
		t.Fatalf("err %v", err)
	}
}
