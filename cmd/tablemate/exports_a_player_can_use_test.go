package main

import (
	"encoding/csv"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/export"
)

// scoredGames saves the four-player game and the game against three
// Automas (difficulties 2, 3, 4) of testdata, both scored, as games 1 and 2.
func scoredGames(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "scored.db")
	for _, name := range []string{"standard-4p.txt", "automa-3bots.txt"} {
		if _, _, err := runCLI(t, "", "script", "--db", db, "--date", "2025-03-14", filepath.Join("testdata", "games", name)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return db
}

// Issue 27 item 6, as the issue checks it: the CSV has the play's date and
// each player's points by category; --all gives every game as one CSV
// table and as one JSON list.
func TestExportsAPlayerCanUse(t *testing.T) {
	configEnv(t)
	db := scoredGames(t)
	rows, err := csv.NewReader(strings.NewReader(mustRun(t, "export", "1", "--db", db, "--format", "csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	for _, h := range []string{"date", "knowledge", "wonders", "policies", "provinces", "dominance"} {
		if _, ok := col[h]; !ok {
			t.Fatalf("no %s column: %q", h, rows[0])
		}
	}
	for _, r := range rows[1:] {
		if r[0] == "player" && (!strings.HasPrefix(r[col["date"]], "2025-03-14 ") || r[col["knowledge"]] == "" || r[col["dominance"]] == "") {
			t.Errorf("player row %q", r)
		}
	}

	rows, err = csv.NewReader(strings.NewReader(mustRun(t, "export", "--all", "--db", db, "--format", "csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	games, players := map[string]bool{}, 0
	for _, r := range rows[1:] {
		games[r[1]] = true
		if r[0] == "player" {
			players++
			if r[1] == "2" && r[col["name"]] == "Automa 3" && r[col["difficulty"]] != "4" {
				t.Errorf("the Automa's difficulty: %q", r)
			}
		}
	}
	if len(games) != 2 || players != 8 {
		t.Errorf("--all csv: games %v, %d player rows", games, players)
	}

	var docs []export.Doc
	if err := json.Unmarshal([]byte(mustRun(t, "export", "--all", "--db", db, "--format", "json")), &docs); err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || docs[0].ID != 1 || docs[1].ID != 2 || len(docs[0].Result.Players) != 4 {
		t.Fatalf("--all json: %+v", docs)
	}
	var one export.Doc
	json.Unmarshal([]byte(mustRun(t, "export", "1", "--db", db, "--format", "json")), &one)
	if a, _ := json.Marshal(one); string(a) != func() string { b, _ := json.Marshal(docs[0]); return string(b) }() {
		t.Error("a game in --all json differs from the game exported alone")
	}
}

// The check: a three-Automa game (difficulties 2, 3, 4) gives three
// distinct sourcePlayerIds and three difficulties in the link; the human
// has an id too.
func TestThreeAutomasAreThreeBotsInTheLink(t *testing.T) {
	configEnv(t)
	d := readLink(t, mustRun(t, "export", "2", "--db", scoredGames(t), "--format", "bgstats-link"))
	ids, difficulties := map[string]bool{}, map[string]bool{}
	for _, p := range d.Players {
		if p.SourcePlayerID == "" {
			t.Errorf("%s has no sourcePlayerId", p.Name)
		}
		ids[p.SourcePlayerID] = true
		for _, diff := range []string{"difficulty 2", "difficulty 3", "difficulty 4"} {
			if strings.Contains(p.Role, diff) {
				difficulties[diff] = true
			}
		}
	}
	if len(d.Players) != 4 || len(ids) != 4 || len(difficulties) != 3 {
		t.Errorf("players %+v", d.Players)
	}
}
