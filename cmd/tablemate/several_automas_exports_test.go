package main

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"tablemate/scoring"
	"tablemate/store"
	"tablemate/tracker"
)

// threeAutomas is a finished game of Ana against three Automas of
// difficulty 2, 3 and 4, its result saved as the engine gives it; with old,
// a result saved before each Automa's difficulty was kept (the game's, the
// highest, only).
const threeAutomas = "setup players=Ana bots=3 difficulty=2,3,4 automa=china,egypt,japan seed=5"

func threeAutomasGame(t *testing.T, old bool) string {
	t.Helper()
	setup, err := tracker.ParseSetup(threeAutomas)
	if err != nil {
		t.Fatal(err)
	}
	res := tracker.ResultOf(setup, scoring.Result{Winners: []string{"Ana"}, Players: []scoring.PlayerScore{
		{Name: "Ana", Total: 60, Rank: 1, Winner: true},
		{Name: "Automa 3", Automa: true, Total: 55, Rank: 2},
		{Name: "Automa 2", Automa: true, Total: 50, Rank: 3},
		{Name: "Automa 1", Automa: true, Total: 45, Rank: 4},
	}})
	if old {
		for i := range res.Players {
			res.Players[i].Difficulty = nil
		}
	}
	res.Finished = time.Date(2025, 6, 1, 21, 0, 0, 0, time.UTC)
	db := filepath.Join(t.TempDir(), "bots.db")
	s, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id, err := s.Create(store.Monumental, threeAutomas)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Finish(id, res); err != nil {
		t.Fatal(err)
	}
	return db
}

// Each Automa of several goes to BG Stats as a bot of its own: its own
// player id (the first keeps the solo Automa's, so the app's match of it
// holds) and its own difficulty in its role, in the link and in the file;
// BG Stats no longer merges them into one bot of the highest difficulty.
func TestSeveralAutomasGoToBGStatsAsBotsOfTheirOwn(t *testing.T) {
	configEnv(t)
	db := threeAutomasGame(t, false)
	d := readLink(t, mustRun(t, "export", "last", "--db", db, "--format", "bgstats-link"))
	want := map[string][2]string{
		"Automa 1": {"tablemate-automa", "China · Automa, difficulty 2 (medium)"},
		"Automa 2": {"tablemate-automa-2", "Egypt · Automa, difficulty 3 (hard)"},
		"Automa 3": {"tablemate-automa-3", "Japan · Automa, difficulty 4 (very hard)"},
	}
	ids := map[string]bool{}
	for _, p := range d.Players {
		ids[p.SourcePlayerID] = true
		if p.Name == "Ana" {
			// A human has an id too (issue 27 item 5).
			if len(p.SourcePlayerID) != 8 || p.Role != "" {
				t.Errorf("Ana: %+v", p)
			}
			continue
		}
		w, ok := want[p.Name]
		if !ok || p.SourcePlayerID != w[0] || p.Role != w[1] {
			t.Errorf("link: %s has id %q, role %q; want %q", p.Name, p.SourcePlayerID, p.Role, w)
		}
	}
	if len(ids) != 4 {
		t.Errorf("the link's players share ids: %+v", d.Players)
	}

	var f bgsFile
	if err := json.Unmarshal([]byte(mustRun(t, "export", "last", "--db", db, "--format", "bgstats")), &f); err != nil {
		t.Fatal(err)
	}
	names := map[int]string{}
	for _, p := range f.Players {
		names[p.ID] = p.Name
	}
	refs := map[int]bool{}
	for _, s := range f.Plays[0].PlayerScores {
		name := names[s.PlayerRefID]
		if w, ok := want[name]; ok {
			refs[s.PlayerRefID] = true
			if s.Role != w[1] {
				t.Errorf("file: %s's role %q, want %q", name, s.Role, w[1])
			}
		}
	}
	if len(refs) != 3 || len(f.Players) != 4 {
		t.Errorf("file: the bots are %d players of %d: %+v", len(refs), len(f.Players), f.Players)
	}
	// The setup line gives each Automa's role, so an older result gets
	// the same.
	old := readLink(t, mustRun(t, "export", "last", "--db", threeAutomasGame(t, true), "--format", "bgstats-link"))
	for _, p := range old.Players {
		if w, ok := want[p.Name]; ok && (p.SourcePlayerID != w[0] || p.Role != w[1]) {
			t.Errorf("older result's link: %s has id %q, role %q; want %q", p.Name, p.SourcePlayerID, p.Role, w)
		}
	}
}
