package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/deckfile"
	"tablemate/store"
	"tablemate/tracker"
)

func runAutoma(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(append([]string{"automa", "simulate"}, args...))
	err := root.Execute()
	return out.String(), err
}

func TestAutomaSimulateSeeded(t *testing.T) {
	t.Parallel()
	args := []string{"--games", "20", "--civ", "egypt", "--difficulty", "3", "--modules", "celebrities"}
	a, err := runAutoma(t, append(args, "--seed", "5")...)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := runAutoma(t, append(args, "--seed", "5")...)
	c, _ := runAutoma(t, append(args, "--seed", "6")...)
	if a != b {
		t.Fatal("the same seed printed two outputs")
	}
	if a == c {
		t.Fatal("seeds 5 and 6 printed the same output")
	}
	if !strings.Contains(a, "20 games, seed 5") || !strings.Contains(a, "points ") {
		t.Fatalf("output:\n%s", a)
	}
	js, err := runAutoma(t, append(args, "--seed", "5", "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Games int
		Score struct{ Mean, SD float64 }
	}
	if err := json.Unmarshal([]byte(js), &res); err != nil || res.Games != 20 || res.Score.Mean <= 0 {
		t.Fatalf("json %v: %s", err, js)
	}
	if _, err := runAutoma(t, "--format", "xml"); err == nil {
		t.Fatal("--format xml must fail")
	}
	if _, err := runAutoma(t, "--difficulty", "9"); err == nil || !strings.Contains(err.Error(), "difficulty 9") {
		t.Fatalf("--difficulty 9: %v", err)
	}
}

// The commands give the engine the Automa's deck loader explicitly: a solo
// script plays the Automa's turn from the embedded deck, and a solo game
// saved with script --db resumes with its Automa (no process state).
func TestScriptAndResumeLoadTheAutomaDeck(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "setup players=Ana seed=4 automa=japan\nautoma\n", "script", "-")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Reveal ") {
		t.Fatalf("no Automa card revealed:\n%s", out)
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	script := filepath.Join(dir, "solo.txt")
	if err := os.WriteFile(script, []byte("setup players=Ana seed=4 automa=japan\nautoma\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := scriptSaved(t, db, script)
	g, err := store.Replay(gameKinds(), r)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := tracker.StateOf(g)
	if st == nil || st.Automa() == nil {
		t.Fatalf("the resumed solo game has no Automa")
	}
	if v := st.Automa(); len(v.Cards) == 0 {
		t.Fatalf("the resumed Automa has not revealed its card: %+v", v)
	}
}

// issue 12 item 7: `automa deck --all --format json` lists the 43 cards;
// a game's deck is its 15 standard cards, its civilization's card and its
// advanced cards; the YAML output reads back as a deck file.
func TestAutomaDeckPrintsTheDeckAGameUses(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "", "automa", "deck", "--all", "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	var all struct {
		Count int
		Cards []struct{ ID string }
	}
	if err := json.Unmarshal([]byte(out), &all); err != nil || all.Count != 43 || len(all.Cards) != 43 {
		t.Fatalf("--all --format json: %v, %d cards", err, len(all.Cards))
	}
	out, _, err = runCLI(t, "", "automa", "deck", "--civ", "Egypt", "--difficulty", "2", "--modules", "celebrities", "--seed", "7", "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	var game struct {
		Count int
		Cards []struct{ ID, Kind, Civilization string }
	}
	if err := json.Unmarshal([]byte(out), &game); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, c := range game.Cards {
		kinds[c.Kind]++
		if c.Kind == "civilization" && c.Civilization != "egypt" {
			t.Errorf("civilization card %s of %s", c.ID, c.Civilization)
		}
	}
	if game.Count != 19 || kinds["standard"] != 15 || kinds["civilization"] != 1 || kinds["advanced"] != 2 || kinds["hero"] != 1 {
		t.Fatalf("egypt, difficulty 2, heroes: %d cards %v", game.Count, kinds)
	}
	for _, args := range [][]string{{"--all"}, {"--civ", "zulu", "--difficulty", "4", "--modules", "african_empires"}} {
		out, _, err = runCLI(t, "", append([]string{"automa", "deck", "--format", "yaml"}, args...)...)
		if err != nil {
			t.Fatal(err)
		}
		d, err := deckfile.Parse([]byte(out), "printed.yaml")
		if err != nil {
			t.Fatalf("%v: the YAML does not read back: %v\n%s", args, err, out)
		}
		if len(d.Cards) == 0 || strings.Contains(out, "CHOICE") {
			t.Fatalf("%v: %d cards", args, len(d.Cards))
		}
	}
	text, _, err := runCLI(t, "", "automa", "deck", "--civ", "japan")
	if err != nil || !strings.Contains(text, "C-JAPAN  Japan (civilization card, Japan)") || !strings.Contains(text, ": 16 cards") {
		t.Fatalf("text: %v\n%s", err, text)
	}
	if _, _, err := runCLI(t, "", "automa", "deck", "--format", "xml"); err == nil || !strings.Contains(err.Error(), "xml") {
		t.Fatalf("--format xml: %v", err)
	}
	if _, _, err := runCLI(t, "", "automa", "deck", "--civ", "rome"); err == nil || !strings.Contains(err.Error(), "rome") {
		t.Fatalf("--civ rome: %v", err)
	}
}

// The README's strength table is made by one command (issue 12 item 9): a
// row per difficulty 0-4, a mean and a spread for 1 and 2 cards per turn;
// the same seed prints the same table.
func TestSimulateStrengthTable(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "", "automa", "simulate", "--strength", "--games", "5", "--seed", "3")
	if err != nil {
		t.Fatal(err)
	}
	again, _, _ := runCLI(t, "", "automa", "simulate", "--strength", "--games", "5", "--seed", "3")
	if out != again {
		t.Fatal("the same seed printed two tables")
	}
	for d, name := range []string{"0 beginner", "1 easy", "2 medium", "3 hard", "4 very hard"} {
		line := ""
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "| "+name+" |") {
				line = l
			}
		}
		if strings.Count(line, "|") != 6 {
			t.Errorf("difficulty %d: row %q in\n%s", d, line, out)
		}
	}
}

// automa simulate --bots N plays one human against N Automas and measures
// the first; --bots 5 is refused.
func TestSimulateBots(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "", "automa", "simulate", "--bots", "3", "--games", "3", "--format", "json")
	if err != nil || !strings.Contains(out, `"bots": 3`) {
		t.Fatalf("%v\n%s", err, out)
	}
	if _, _, err := runCLI(t, "", "automa", "simulate", "--bots", "5"); err == nil || !strings.Contains(err.Error(), "1 to 4") {
		t.Fatalf("--bots 5: %v", err)
	}
}
