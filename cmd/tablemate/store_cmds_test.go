package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"tablemate/export"
	"tablemate/store"
)

// testClock is a clock the test moves by hand.
type testClock struct{ t time.Time }

func (c *testClock) now() time.Time          { return c.t }
func (c *testClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func runCmd(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), err
}

func TestScriptDBSavesTheGame(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	script := filepath.Join(dir, "g.txt")
	os.WriteFile(script, []byte("setup players=Ana,Ben,Cid seed=3\ntake 3\nend\ntake 1\nend\nundo\n"), 0o600)
	r := scriptSaved(t, db, script)
	if strings.Join(r.Actions, "|") != "take 3|end|take 1" || strings.Join(r.Redo, "|") != "end" || r.Finished {
		t.Errorf("saved %+v", r)
	}
	if _, err := store.Replay(gameKinds(), r); err != nil {
		t.Error(err)
	}
	// Without --db nothing is saved.
	t.Setenv("TABLEMATE_DB", filepath.Join(dir, "other.db"))
	if _, err := runCmd(t, "script", script); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "other.db")); err == nil {
		t.Error("a script without --db created a database")
	}
}

func TestScriptDBFinishedGame(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	game := "testdata/games/standard-2p.txt"
	out, err := runCmd(t, "script", "--db", db, game)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := store.Open(db)
	defer s.Close()
	list, _ := s.List()
	if len(list) != 1 {
		t.Fatalf("%d games", len(list))
	}
	if !strings.Contains(out, "Game over") {
		t.Fatalf("the transcript no longer ends the game:\n%s", out)
	}
	r := list[0]
	if !r.Finished || r.Result == nil || r.Result.Scored() || len(r.Result.Players) != 2 {
		t.Errorf("a game that is over is saved finished, without scores: %+v", r)
	}
}

// seed fills a database with a finished multiplayer game, a finished solo
// game and one in progress.
func seed(t *testing.T) string {
	db := filepath.Join(t.TempDir(), "h.db")
	clock := &testClock{t: time.Date(2025, 6, 1, 19, 0, 0, 0, time.Local)}
	s, err := store.Open(db, store.WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// Game 1 is played at the dashboard for 95 minutes, an hour's break
	// left out: Ben's turn takes 4 minutes, Ana's 6.
	a, _ := s.Create(store.Monumental, "setup mode=standard players=Ana,Ben start=Ben seed=1 civs=rome,china")
	sit, _ := s.OpenSitting(a)
	clock.advance(time.Minute)
	s.Append(a, "take 1")
	clock.advance(3 * time.Minute)
	s.Append(a, "end")
	clock.advance(6 * time.Minute)
	s.Append(a, "end")
	clock.advance(5 * time.Minute)
	s.CloseSitting(sit)
	clock.advance(time.Hour)
	s.OpenSitting(a)
	clock.advance(80 * time.Minute)
	s.Finish(a, store.Result{Players: []store.PlayerResult{
		{Name: "Ana", Civilization: "rome", Score: 61, Rank: 1, Winner: true, Gold: 2},
		{Name: "Ben", Civilization: "china", Score: 48, Rank: 2},
	}, Winners: []string{"Ana"}})
	b, _ := s.Create(store.Monumental, "setup mode=standard players=Ana seed=2 automa=china difficulty=3")
	s.Finish(b, store.Result{Players: []store.PlayerResult{
		{Name: "Automa", Civilization: "china", Automa: true, Score: 50, Rank: 2},
		{Name: "Ana", Civilization: "egypt", Score: 58, Rank: 1, Winner: true},
	}, Winners: []string{"Ana"}, Difficulty: 3})
	s.Create(store.Monumental, "setup mode=continuous players=Cid,Dee seed=3")
	return db
}

func TestHistory(t *testing.T) {
	t.Parallel()
	db := seed(t)
	out, err := runCmd(t, "history", "--db", db)
	if err != nil {
		t.Fatal(err)
	}
	// Solo and multiplayer apart, with win rates (issue 27 item 7).
	if !regexp.MustCompile(`(?m)^Monumental +Ana +solo +1 +1 +100% +58\.0 +58 +Egypt$`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^Monumental +Ana +2 players +1 +1 +100% +61\.0 +61 +rome$`).MatchString(out) {
		t.Errorf("history lacks Ana's statistics rows:\n%s", out)
	}
	if !regexp.MustCompile(`(?m)^rome +1 +1 +100% +61\.0$`).MatchString(out) {
		t.Errorf("history lacks rome's statistics row:\n%s", out)
	}
	if !regexp.MustCompile(`(?m)^The Automas' civilizations\n.*\nChina +1 +0 +0% +50\.0$`).MatchString(out) {
		t.Errorf("history lacks the Automa's civilizations:\n%s", out)
	}
	for _, want := range []string{"Ana 61, Ben 48", "continuous", "playing", "Cid, Dee", "solo (difficulty 3)",
		"Against the Automa", "100%", "+8.0", "In progress: game 3", "Civilizations", "Players (2 scored games)"} {
		if !strings.Contains(out, want) {
			t.Errorf("history lacks %q:\n%s", want, out)
		}
	}
	out, err = runCmd(t, "history", "--db", db, "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Games      []export.HistoryRow
		InProgress []store.GameID `json:"in_progress"`
		Stats      store.Stats    `json:"statistics"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Games) != 3 || doc.Games[0].Status != "playing" || doc.Stats.Scored != 2 || len(doc.Stats.Automa) != 1 ||
		len(doc.InProgress) != 1 || doc.InProgress[0] != 3 || len(doc.Stats.Civilizations) != 3 || len(doc.Stats.AutomaCivilizations) != 1 {
		t.Errorf("json: %+v", doc)
	}
	// The mode, the Automas and their difficulty as fields, not a phrase.
	solo, multi := doc.Games[1], doc.Games[2]
	if solo.Mode != "standard" || solo.Bots != 1 || solo.Difficulty == nil || *solo.Difficulty != 3 || len(solo.Difficulties) != 1 ||
		multi.Mode != "standard" || multi.Bots != 0 || multi.Difficulty != nil || doc.Games[0].Mode != "continuous" {
		t.Errorf("json games: %+v", doc.Games)
	}
	if !strings.Contains(out, `"bots": 1`) || strings.Contains(out, "solo (difficulty") {
		t.Errorf("json:\n%s", out)
	}
	// English plurals: one scored game.
	one := filepath.Join(t.TempDir(), "one.db")
	s, err := store.Open(one)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := s.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	s.Finish(id, store.Result{Players: []store.PlayerResult{{Name: "Ana", Score: 3, Rank: 1, Winner: true}, {Name: "Ben", Score: 2, Rank: 2}}, Winners: []string{"Ana"}})
	s.Close()
	if out, _ := runCmd(t, "history", "--db", one); !strings.Contains(out, "Players (1 scored game)\n") {
		t.Errorf("one scored game:\n%s", out)
	}
	if _, err := runCmd(t, "history", "--db", db, "--format", "xml"); err == nil {
		t.Error("--format xml accepted")
	}
}

func TestExport(t *testing.T) {
	t.Parallel()
	db := seed(t)
	out, err := runCmd(t, "export", "1", "--db", db, "--format", "bgstats", "--location", "Home")
	if err != nil {
		t.Fatal(err)
	}
	var f bgsFile
	if err := json.Unmarshal([]byte(out), &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Games) != 1 || f.Games[0].BGGID != 248125 || !f.Games[0].HighestWins || len(f.Plays) != 1 || len(f.Players) != 2 || len(f.Locations) != 1 {
		t.Fatalf("bgstats: %+v", f)
	}
	p := f.Plays[0]
	if p.DurationMin < 94 || p.DurationMin > 96 || p.LocationRefID != 1 || len(p.PlayerScores) != 2 {
		t.Errorf("play %+v", p)
	}
	ana, ben := p.PlayerScores[0], p.PlayerScores[1]
	if ana.Score != "61" || !ana.Winner || ana.Rank != 1 || ana.StartPlayer || ana.SeatOrder != 1 || ana.Role != "rome" || p.Board != "" ||
		ben.Score != "48" || ben.Winner || !ben.StartPlayer || ben.SeatOrder != 2 {
		t.Errorf("scores %+v %+v", ana, ben)
	}
	again, _ := runCmd(t, "export", "1", "--db", db, "--format", "bgstats", "--location", "Home")
	if again != out {
		t.Error("exporting twice gives different ids")
	}
	// Solo: the Automa starts.
	out, _ = runCmd(t, "export", "2", "--db", db, "--format", "bgstats")
	var sf bgsFile
	if err := json.Unmarshal([]byte(out), &sf); err != nil || !sf.Plays[0].PlayerScores[0].StartPlayer || sf.Plays[0].LocationRefID != 0 {
		t.Errorf("solo bgstats: %v %s", err, out)
	}
	if _, err := runCmd(t, "export", "3", "--db", db, "--format", "bgstats"); err == nil || !strings.Contains(err.Error(), "no final scores") {
		t.Errorf("unfinished game to bgstats: %v", err)
	}

	out, err = runCmd(t, "export", "1", "--db", db, "--format", "csv")
	date := time.Date(2025, 6, 1, 19, 0, 0, 0, time.Local).Format("2006-01-02 15:04:05")
	if err != nil || !strings.Contains(out, "player,1,1,Ana,"+date+",rome,false,,61,1,true,2,0,") || !strings.Contains(out, "action,1,1,,,,,,,,,,,take 1") {
		t.Errorf("csv: %v\n%s", err, out)
	}
	out, err = runCmd(t, "export", "1", "--db", db, "--format", "markdown")
	if err != nil || !strings.Contains(out, "| 1 | Ana | rome | 61 | 2 | 0 | yes |") || !strings.Contains(out, "```text\nsetup mode=standard") {
		t.Errorf("markdown: %v\n%s", err, out)
	}
	out, err = runCmd(t, "export", "last", "--db", db)
	var doc export.Doc
	if err != nil || json.Unmarshal([]byte(out), &doc) != nil || doc.ID != 3 || doc.Status != "playing" || doc.Actions == nil {
		t.Errorf("json: %v %+v", err, doc)
	}
	if _, err := runCmd(t, "export", "9", "--db", db); err == nil || !strings.Contains(err.Error(), "no game 9") {
		t.Errorf("missing game: %v", err)
	}
	if _, err := runCmd(t, "export", "x", "--db", db); err == nil {
		t.Error("bad id accepted")
	}
}

// A scripted Monumental game whose tallies are all in is saved with its
// scores, so the history counts it.
func TestScriptDBSavesTheScore(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	if _, err := runCmd(t, "script", "--db", db, "testdata/games/standard-4p.txt"); err != nil {
		t.Fatal(err)
	}
	out, err := runCmd(t, "history", "--db", db, "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `"winner": "Dee"`) && !strings.Contains(out, `"Dee"`) {
		t.Fatalf("history should name Dee as the winner:\n%s", out)
	}
	if !strings.Contains(out, `"scored": 1`) {
		t.Fatalf("the game should count as scored:\n%s", out)
	}
}

// history and export read the settings like every command: a broken config
// is reported, not skipped.
func TestHistoryReportsABrokenConfig(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	if _, err := runCmd(t, "script", "--db", db, "testdata/games/standard-3p.txt"); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("automa_levl: 3\n"), 0o600)
	for _, args := range [][]string{{"history"}, {"export", "last"}} {
		_, err := runCmd(t, append(args, "--db", db, "--config", bad)...)
		if err == nil || !strings.Contains(err.Error(), "automa_levl") {
			t.Errorf("%v with a broken config: %v", args, err)
		}
	}
	if _, err := runCmd(t, "history", "--db", db, "--config", filepath.Join(dir, "missing.yaml")); err == nil {
		t.Errorf("a missing --config file should be an error")
	}
}

// A World Monuments play exported for BG Stats keeps its start player and
// seats, read from its own setup line.
func TestExportBGStatsWorldMonumentsSeats(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	if _, err := runCmd(t, "script", "--db", db, "testdata/wm/taj-mahal-2p.txt"); err != nil {
		t.Fatal(err)
	}
	out, err := runCmd(t, "export", "last", "--db", db, "--format", "bgstats")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Plays []struct {
			PlayerScores []struct {
				StartPlayer bool `json:"startPlayer"`
				SeatOrder   int  `json:"seatOrder"`
			} `json:"playerScores"`
		} `json:"plays"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	ps := doc.Plays[0].PlayerScores
	if len(ps) != 2 || ps[0].SeatOrder != 1 || ps[1].SeatOrder != 2 || ps[0].StartPlayer || !ps[1].StartPlayer {
		t.Fatalf("player scores = %+v (Ben, seat 2, starts)", ps)
	}
}

// scriptSaved runs `tablemate script --db db script` into a fresh database
// and loads the one game it saved.
func scriptSaved(t *testing.T, db, script string) *store.Record {
	t.Helper()
	if _, err := runCmd(t, "script", "--db", db, script); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	list, err := s.List()
	if err != nil || len(list) != 1 {
		t.Fatalf("%d games saved (%v)", len(list), err)
	}
	r, err := s.Load(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
