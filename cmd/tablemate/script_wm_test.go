package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/store"
	"tablemate/tracker/wm"
)

// TestWMScriptGolden plays the World Monuments games of testdata/wm through
// `tablemate script` and compares the text and JSON output with the golden
// files (go test ./cmd/tablemate/ -run TestWMScriptGolden -update rewrites
// them; update is the flag of score_test.go).
func TestWMScriptGolden(t *testing.T) { checkScriptGoldens(t, "testdata/wm/*.txt", 4) }

// TestWMScriptJSONState checks the documented JSON state of each finished
// transcript: over, scored, and totals that are marker + 60*laps.
func TestWMScriptJSONState(t *testing.T) {
	t.Parallel()
	for game, want := range map[string]struct {
		players int
		reason  string
		winners string
	}{
		"testdata/wm/taj-mahal-2p.txt":        {2, "round_3", "Ben"},
		"testdata/wm/capitol-3p.txt":          {3, "round_3", "Cid"},
		"testdata/wm/notre-dame-4p.txt":       {4, "round_3", "Ana Maria,Dee"},
		"testdata/wm/san-pietro-complete.txt": {3, "monument_complete", "Cid"},
	} {
		t.Run(filepath.Base(game), func(t *testing.T) {
			out, _, err := runCLI(t, "", "script", "--format", "json", game)
			if err != nil {
				t.Fatal(err)
			}
			var doc struct {
				Setup string            `json:"setup"`
				Steps []json.RawMessage `json:"steps"`
				State wm.View           `json:"state"`
			}
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatal(err)
			}
			st := doc.State
			if !wm.IsSetupLine(doc.Setup) || st.Game != "worldmonuments" || len(st.Players) != want.players {
				t.Fatalf("setup %q, game %q, %d players", doc.Setup, st.Game, len(st.Players))
			}
			if !st.End.Over || st.End.Reason != want.reason || strings.Join(st.End.Winners, ",") != want.winners || len(st.End.GemsMissing) != 0 {
				t.Errorf("end = %+v, want over by %s, winners %s", st.End, want.reason, want.winners)
			}
			for _, p := range st.Players {
				if p.Score != p.Marker+60*p.Laps || p.Marker < 1 || p.Marker > 60 || p.Gems < 0 {
					t.Errorf("W-TRACK-1 %s: score %d, marker %d, laps %d, gems %d", p.Name, p.Score, p.Marker, p.Laps, p.Gems)
				}
			}
		})
	}
}

func TestWMScriptErrors(t *testing.T) {
	t.Parallel()
	const setup = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben\n"
	const open = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=open\n"
	const openRound = "quarry\nquarry\nquarry_done Ana\npass 0\npass 0\n"
	for _, tc := range []struct {
		name, script, want string
	}{
		{"W-BUILD-1 building in the Quarry phase names line, action and rule", setup + "quarry 1\n\nbuild 3\n",
			"line 4: build 3: tokens are built in the Construct phase, after the quarry is empty (quarry_done PLAYER) (W-BUILD-1)"},
		{"W-QUARRY-2 too many tokens for the spaces moved", setup + "quarry 2\n", "line 2: quarry 2: Ben places the worker on one space and takes its token: 1 token, not 2 (W-QUARRY-2)"},
		{"W-BUILD-1 level 6 is refused when read", setup + "quarry 1\nquarry 2\nquarry_done Ana\nbuild 6\n", "line 5: build 6: level \"6\" is not a number from 1 to 5 (W-BUILD-1)"},
		{"W-SETUP-1 five players", "setup game=worldmonuments players=A,B,C,D,E monument=capitol\n", "World Monuments plays 2 to 4 players, not 5 (W-SETUP-1)"},
		{"W-SETUP-1 a WM setup with a typo gets the WM error", "# wm\nsetup game=worldmonuments players=Ana,Ben monumnet=capitol\n", `line 2: setup game=worldmonuments players=Ana,Ben monumnet=capitol: unknown setup key "monumnet"`},
		{"unknown verb", setup + "take 3\n", `line 2: take 3: unknown action "take"`},
		{"W-END-1 after the end", open + openRound + openRound + openRound + "build 1\n",
			"line 17: build 1: the game is over: enter the gems of Ana and Ben (gems PLAYER N) (W-END-1)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := runCLI(t, tc.script, "script", "-")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v, want %q", err, tc.want)
			}
		})
	}
}

// TestWMScriptFailurePrintsSoFar: an illegal line stops the script after
// printing the state before it, as Monumental scripts do.
func TestWMScriptFailurePrintsSoFar(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "setup game=worldmonuments players=Ana,Ben monument=capitol\nquarry 1\nquarry_done Zed\n", "script", "-")
	if err == nil || !strings.Contains(err.Error(), `line 3: quarry_done Zed: "Zed" is not a player`) {
		t.Fatalf("error = %v", err)
	}
	if !strings.Contains(out, "2: quarry 1\n  Ana took 1 token.") || !strings.Contains(out, "round 1 of 3, Quarry phase") {
		t.Errorf("the output so far is missing:\n%s", out)
	}
}

// TestWMScriptDB saves a World Monuments script with --db under the game
// kind "worldmonuments", with its result, and loads it back with wm.Load.
func TestWMScriptDB(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	game := "testdata/wm/notre-dame-4p.txt"
	r := scriptSaved(t, db, game)
	if r.Game != store.WorldMonuments || !r.Finished || !r.Result.Scored() || strings.Join(r.Result.Winners, ",") != "Ana Maria,Dee" {
		t.Fatalf("saved record: game %q, finished %v, result %+v", r.Game, r.Finished, r.Result)
	}
	g, err := wm.Load(r.Setup, r.Actions, r.Redo)
	if err != nil {
		t.Fatal(err)
	}
	results, _, ok := g.State().Results()
	if !ok || len(results) != 4 {
		t.Fatalf("the loaded game is not scored: %v", results)
	}
	for i, res := range results {
		if p := r.Result.Players[i]; p.Name != res.Name || p.Score != res.Score || p.Rank != res.Rank || p.Winner != res.Win {
			t.Errorf("saved %+v, replayed %+v", p, res)
		}
	}
}
