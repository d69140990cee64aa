package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/kernel"
	"tablemate/store"
)

// hostile are texts that would drive a terminal: an OSC title and
// clipboard write, a screen clear, a bell, a C1 CSI, and bidi controls.
var hostile = []string{"\x1b]0;pwned\x07", "\x1b[2J", "\x1b]52;c;aGFja2Vk\x07", "\u009b31m", "Ana\u202eneB", "\u2066x\u2069"}

// runSafe runs the command line as main does (run), with stdout and stderr
// kept, in a private home.
func runSafe(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	root := newRootCmdFor(args)
	var out, errOut, final bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	run(root, &final)
	return out.String(), errOut.String() + final.String()
}

// unsafeRune is the first rune of out that must not reach a terminal, or -1.
func unsafeRune(out string) rune {
	for _, r := range out {
		if kernel.Unsafe(r) && r != '\n' && r != '\t' {
			return r
		}
	}
	if strings.Contains(out, "\xff") {
		return 0xff
	}
	return -1
}

// A database written by an older tablemate, or by hand, holds names and a
// setup line with control and bidi characters: every output of it, and
// every error that echoes a path, a flag, a config key or an env name,
// reaches the terminal escaped. And no CSV cell starts a formula.
func TestNoControlCharacterFromInputReachesTheOutput(t *testing.T) {
	configEnv(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "old.db")
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	civs := strings.Join([]string{hostile[0], "=cmd|x"}, ",")
	setup := `setup players=Ana,Ben civs="` + strings.ReplaceAll(strings.ReplaceAll(civs, "\x1b", `\x1b`), "\x07", `\x07`) + `" seed=1`
	res := &store.Result{Players: []store.PlayerResult{
		{Name: hostile[4], Civilization: hostile[0], Score: 10, Rank: 1, Winner: true},
		{Name: "+SUM(1+1)*cmd|x", Civilization: "@civ" + hostile[3], Score: 5, Rank: 2},
	}, Winners: []string{hostile[4]}}
	if _, err := st.Import(store.Monumental, setup, []string{"take 3"}, nil, res); err != nil {
		t.Fatal(err)
	}
	// A stored setup line holding the raw characters (a crafted file).
	if _, err := st.Import(store.Monumental, "setup players=Ana,Ben seed=1 "+hostile[1]+hostile[5], nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	st.Close()
	cfg := filepath.Join(dir, "esc-key.yaml")
	os.WriteFile(cfg, []byte("\"\\e]0;pwned\\a\": 1\n"), 0o600)
	tallies := filepath.Join(dir, "tally.yaml")
	os.WriteFile(tallies, []byte("players:\n  - {name: \"\\e[31mred\", knowledge: 1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n  - {name: Ben, knowledge: 0, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n"), 0o600)
	runs := [][]string{
		{"history", "--db", db},
		{"history", "--db", db, "--format", "json"},
		{"export", "1", "--db", db, "--format", "csv"},
		{"export", "1", "--db", db, "--format", "markdown"},
		{"export", "1", "--db", db, "--format", "json"},
		{"export", "2", "--db", db, "--format", "markdown"},
		{"export", "2", "--db", db, "--format", "csv"},
		{"history", "--db", filepath.Join(dir, "\x1b[2Jnone.db")},
		{"script", filepath.Join(dir, "\x1b[2Jx.txt")},
		{"history", "--\x1b]0;pwned\x07"},
		{"--config", cfg, "history", "--db", db},
		{"score", tallies},
		{"score", tallies, "--format", "csv"},
	}
	for _, args := range runs {
		out, errOut := runSafe(t, args...)
		for what, text := range map[string]string{"stdout": out, "stderr": errOut} {
			if r := unsafeRune(text); r >= 0 {
				t.Errorf("%q: %U reached %s:\n%s", args, r, what, text)
			}
		}
		if args[len(args)-1] == "csv" {
			r := csv.NewReader(strings.NewReader(out))
			r.FieldsPerRecord = -1
			rows, err := r.ReadAll()
			if err != nil {
				t.Errorf("%q: %v", args, err)
			}
			for _, row := range rows {
				for _, cell := range row {
					if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) && strings.Trim(cell, "-0123456789.") != "" {
						t.Errorf("%q: the cell %q starts a formula", args, cell)
					}
				}
			}
		}
	}
	// An env name: echoed in the error of every command.
	t.Setenv("TABLEMATE_\x1b]0;pwned\x07", "1")
	out, errOut := runSafe(t, "history", "--db", db)
	if r := unsafeRune(out + errOut); r >= 0 {
		t.Errorf("env name: %U reached the output:\n%s%s", r, out, errOut)
	}
}

// FuzzNoControlCharacterReachesTheOutput: whatever names, civilization and
// setup text a database holds (a game saved by an older tablemate, or a
// file made by hand), and whatever a tallies file names, no control or
// bidi character reaches what history, export and score print, and no CSV
// cell starts a formula.
func FuzzNoControlCharacterReachesTheOutput(f *testing.F) {
	f.Add("Ana\u202eneB", "\x1b]0;pwned\x07", "\x1b[2J")
	f.Add("=cmd|x", "+SUM(1)", "\u2066")
	f.Add("\u009b31m", "@civ", "\x00\x7f")
	f.Fuzz(func(t *testing.T, name, civ, extra string) {
		dir := t.TempDir()
		db := filepath.Join(dir, "g.db")
		st, err := store.Open(db)
		if err != nil {
			t.Fatal(err)
		}
		res := &store.Result{Players: []store.PlayerResult{{Name: name, Civilization: civ, Score: 2, Rank: 1, Winner: true}, {Name: "Ben", Civilization: extra, Score: 1, Rank: 2}}, Winners: []string{name}}
		_, err = st.Import(store.Monumental, "setup players=Ana,Ben seed=1 "+extra, []string{"take 3", extra}, nil, res)
		st.Close()
		if err != nil {
			return // a line the store refuses (several lines)
		}
		tallies := filepath.Join(dir, "t.json")
		b, _ := json.Marshal(map[string]any{"players": []map[string]any{{"name": name, "knowledge": 1}, {"name": civ, "knowledge": 2}}})
		os.WriteFile(tallies, b, 0o600)
		for _, args := range [][]string{
			{"history", "--db", db}, {"history", "--db", db, "--format", "json"},
			{"export", "last", "--db", db, "--format", "csv"}, {"export", "last", "--db", db, "--format", "markdown"},
			{"export", "last", "--db", db, "--format", "json"}, {"score", tallies, "--format", "csv"}, {"score", tallies},
		} {
			out, errOut := runSafe(t, args...)
			if r := unsafeRune(out + errOut); r >= 0 {
				t.Fatalf("%q: %U reached the output:\n%s%s", args, r, out, errOut)
			}
			if args[len(args)-1] != "csv" {
				continue
			}
			r := csv.NewReader(strings.NewReader(out))
			r.FieldsPerRecord, r.LazyQuotes = -1, true
			rows, _ := r.ReadAll()
			for _, row := range rows {
				for _, cell := range row {
					if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) && strings.Trim(cell, "-+0123456789.eEinfINFaN") != "" {
						t.Fatalf("%q: the cell %q starts a formula", args, cell)
					}
				}
			}
		}
	})
}
