package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/dashboard"
	"tablemate/store"
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
	if !strings.Contains(a, "20 games, seed 5") || !strings.Contains(a, "score ") {
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
	if _, err := runCmd(t, "script", "--db", db, script); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, err := s.Current()
	if err != nil || r == nil {
		t.Fatalf("no current game: %v", err)
	}
	var opts dashboard.Options
	if err := resumeGame(r, &opts); err != nil {
		t.Fatal(err)
	}
	if opts.Game == nil || opts.Game.State().Automa() == nil {
		t.Fatalf("the resumed solo game has no Automa")
	}
	if v := opts.Game.State().Automa(); len(v.Cards) == 0 {
		t.Fatalf("the resumed Automa has not revealed its card: %+v", v)
	}
}
