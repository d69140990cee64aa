package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"tablemate/kernel"
	"tablemate/store"
)

// The steps a resume takes from its one replay (Kind.LoadSteps, the state
// advanced in place) are the steps each action gave when it was played
// (prepared and committed, one key at a time), for every whole game of the
// test data: both games, both modes, the Automas, the end and the tallies.
func TestReplayGivesEachActionTheStepItsKeyGave(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("testdata/games/*.txt")
	wmFiles, _ := filepath.Glob("testdata/wm/*.txt")
	files = append(files, wmFiles...)
	if len(files) < 10 {
		t.Fatalf("only %d games in the test data", len(files))
	}
	kinds := gameKinds()
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			// The script's game kind is the setup line's; Monumental reads
			// any script, so try each kind until one runs it.
			var played *store.Record
			for _, kind := range kinds {
				f.Seek(0, 0)
				g, err := kind.Script(f, nil)
				if err == nil && g != nil {
					played = &store.Record{Game: kind.Name, Setup: g.SetupLine(), Actions: g.ActionTexts(), Redo: g.RedoTexts()}
					break
				}
			}
			if played == nil {
				t.Fatal("no game runs this script")
			}
			kind := kinds.Named(played.Game)
			// One key at a time: each action prepared and committed.
			byKey, err := kind.New(played.Setup)
			if err != nil {
				t.Fatal(err)
			}
			var keys []kernel.Step
			for _, a := range played.Actions {
				st, err := store.Advance(byKey, a)
				if err != nil {
					t.Fatalf("%s: %v", a, err)
				}
				keys = append(keys, st)
			}
			g, replayed, err := kind.LoadSteps(played.Setup, played.Actions, played.Redo)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(replayed.All(), keys) {
				t.Errorf("the replay's steps differ from the keys':\n%+v\n%+v", replayed.All(), keys)
			}
			if len(keys) != len(played.Actions) || !slices.Equal(g.RedoTexts(), played.Redo) {
				t.Errorf("%d steps for %d actions, redo %q for %q", len(keys), len(played.Actions), g.RedoTexts(), played.Redo)
			}
		})
	}
}
