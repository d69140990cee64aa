package main

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestWMHistoryAndExportsSpeakOfWorldMonuments: history and every export of
// a World Monuments game name its monument and show the gems, with no mode,
// civilization, Gold or Culture.
func TestWMHistoryAndExportsSpeakOfWorldMonuments(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	for _, game := range []string{"testdata/wm/notre-dame-4p.txt", "testdata/games/standard-3p.txt"} {
		if _, err := runCmd(t, "script", "--db", db, game); err != nil {
			t.Fatal(err)
		}
	}
	out, err := runCmd(t, "history", "--db", db)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"World Monuments, Notre-Dame", "Ana Maria 48 (4 gems)", "Monumental, standard"} {
		if !strings.Contains(out, want) {
			t.Errorf("history lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "MODE") {
		t.Errorf("history has a MODE column:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "worldmonuments ") && strings.HasSuffix(strings.TrimSpace(line), "-") {
			t.Errorf("a World Monuments player row ends with a civilization column: %q", line)
		}
	}

	out, err = runCmd(t, "export", "--db", db, "--format", "markdown", "1")
	if err != nil || !strings.Contains(out, "- Monument: Notre-Dame") || !strings.Contains(out, "| 1 | Ana Maria | 48 | 4 | yes |") || strings.Contains(out, "Mode:") || strings.Contains(out, "Gold") {
		t.Errorf("markdown (%v):\n%s", err, out)
	}
	out, err = runCmd(t, "export", "--db", db, "--format", "csv", "1")
	if err != nil || !strings.HasPrefix(out, "type,game,seq,name,date,score,rank,winner,gems,text,seconds\n") || !strings.Contains(out, "monument,1,0,,,,,,,Notre-Dame") || !regexp.MustCompile(`\nplayer,1,1,Ana Maria,[0-9-]+ [0-9:]+,48,1,true,4,`).MatchString(out) {
		t.Errorf("csv (%v):\n%s", err, out)
	}
	out, err = runCmd(t, "export", "--db", db, "--format", "json", "1")
	var doc struct {
		Monument string `json:"monument"`
		Result   struct {
			Players []map[string]any `json:"players"`
		} `json:"result"`
	}
	if err != nil || json.Unmarshal([]byte(out), &doc) != nil || doc.Monument != "Notre-Dame" || len(doc.Result.Players) != 4 {
		t.Fatalf("json (%v):\n%s", err, out)
	}
	for _, p := range doc.Result.Players {
		if _, ok := p["gems"]; !ok || p["gold"] != nil || p["culture"] != nil || p["civilization"] != nil {
			t.Errorf("json player %v", p)
		}
	}
	// Monumental keeps its columns.
	out, err = runCmd(t, "export", "--db", db, "--format", "csv", "2")
	if err != nil || !strings.HasPrefix(out, "type,game,seq,name,date,civilization,automa,difficulty,score,rank,winner,gold,culture,") {
		t.Errorf("Monumental csv (%v):\n%s", err, out)
	}
}

// TestEmptyPlayerNameRefused: "Ana,,Ben" is refused with a message in both
// games' setup lines, never dropped.
func TestEmptyPlayerNameRefused(t *testing.T) {
	t.Parallel()
	for _, setup := range []string{
		"setup game=worldmonuments players=Ana,,Ben monument=capitol",
		"setup players=Ana,,Ben",
	} {
		_, _, err := runCLI(t, setup+"\n", "script", "-")
		if err == nil || !strings.Contains(err.Error(), "player 2 has no name: remove the extra comma or write the name") {
			t.Errorf("%s: %v", setup, err)
		}
	}
}
