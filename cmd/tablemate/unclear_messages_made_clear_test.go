package main

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/store"
)

// libraryWords are the YAML reader's, SQLite's and Go's texts the review
// found in messages: a user can do nothing with them.
var libraryWords = []string{" yaml:", "SQL logic error", "octet", "cannot start any token", "mapping values are not allowed",
	"excessive aliasing", "control characters are not allowed", "no such table", "invalid character", "stat ", "not a directory", "(1)"}

// The review's unclear messages (Appendix A), each made again: every one
// names the file, says what is wrong in the user's terms and what to do,
// and shows none of a library's words.
func TestUnclearMessagesOfTheReviewAreClear(t *testing.T) {
	configEnv(t)
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	random := make([]byte, 3000)
	for i := range random {
		random[i] = byte(i*7919%251 + 3)
	}
	random[0] = 0xff
	bomb := "a: &a [x,x,x,x,x,x,x,x,x]\n"
	for _, n := range []string{"b", "c", "d", "e", "f", "g"} {
		prev := string(rune(n[0] - 1))
		bomb += n + ": &" + n + " [" + strings.Repeat("*"+prev+",", 8) + "*" + prev + "]\n"
	}
	inputs := map[string][]byte{
		"tabs.yaml": []byte("lang: en\nautoma:\n\tdifficulty: 2\n"), "bomb.yaml": []byte(bomb), "random.yaml": random,
		"nul.yaml": []byte("lang: en\x00\n"), "utf8.yaml": []byte("lang: \xff\xfeen\n"), "longkey.yaml": []byte(strings.Repeat("k", 2000) + ": 1\n"),
	}
	type run struct {
		args  []string
		names string // the file the message must name
		says  string
	}
	var runs []run
	for name, data := range inputs {
		p := write(name, data)
		runs = append(runs, run{[]string{"--config", p, "config", "show"}, name, ""})
		if name != "longkey.yaml" && name != "tabs.yaml" && name != "bomb.yaml" {
			runs = append(runs,
				run{[]string{"score", p}, name, ""},
				run{[]string{"automa", "deck", "--all", "--deck", p}, name, ""},
				run{[]string{"script", write("plan-"+name+".txt", []byte("setup game=worldmonuments players=Ana,Ben plan="+p+"\n"))}, name, ""})
		}
	}
	// Databases: a lost table, a damaged result, a path under a file, a
	// dangling link.
	lost := filepath.Join(dir, "lost.db")
	badResult := filepath.Join(dir, "result.db")
	for _, p := range []string{lost, badResult} {
		st, err := store.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		res := &store.Result{Players: []store.PlayerResult{{Name: "Ana", Score: 1, Rank: 1, Winner: true}}, Winners: []string{"Ana"}}
		st.Import(store.Monumental, "setup players=Ana,Ben seed=1", []string{"take 3"}, nil, res)
		st.Close()
	}
	raw := func(path, q string) {
		db, err := sql.Open("sqlite", "file:"+path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
	raw(lost, `DROP TABLE actions`)
	raw(badResult, `UPDATE games SET result = '{"players": [' || char(148) || ']'`)
	file := write("x", []byte("x"))
	dangling := filepath.Join(dir, "dangling.db")
	os.Symlink(filepath.Join(dir, "none", "x.db"), dangling)
	okScript := write("ok.txt", []byte("setup players=Ana,Ben seed=1\ntake 3\n"))
	for _, db := range []string{lost, filepath.Join(file, "x.db"), dangling} {
		base := filepath.Base(db)
		runs = append(runs,
			run{[]string{"script", "--db", db, okScript}, base, ""},
			run{[]string{"history", "--db", db}, base, ""},
			run{[]string{"export", "last", "--format", "json", "--db", db}, base, ""})
	}
	runs = append(runs,
		run{[]string{"history", "--db", badResult}, "result.db", "game 1"},
		run{[]string{"script", "--db", "", okScript}, "--db", "--db games.db"},
		run{[]string{"script", write("cr.txt", []byte("setup players=Ana,Ben\rtake 3\r"))}, "", "ok"},
	)
	for _, r := range runs {
		_, err := runTablemate(t, r.args...)
		if r.says == "ok" {
			if err != nil {
				t.Errorf("%q: %v", r.args, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%q: no error", r.args)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, r.names) || !strings.Contains(msg, r.says) {
			t.Errorf("%q: %q does not name %s (and %q)", r.args, msg, r.names, r.says)
		}
		for _, w := range libraryWords {
			if strings.Contains(msg, w) {
				t.Errorf("%q: %q shows the library's %q", r.args, msg, w)
			}
		}
	}
	// A section given a value in the environment is ignored (issue 27
	// item 1), with a warning that names its variables.
	t.Setenv("TABLEMATE_AUTOMA", "3")
	if _, stderr, code := runEdge(t, "", "config", "show"); code != exitOK || strings.Contains(stderr, "did you mean TABLEMATE_AUTOMA?") || !strings.Contains(stderr, "TABLEMATE_AUTOMA_DIFFICULTY") {
		t.Errorf("TABLEMATE_AUTOMA=3: exit %d, %q", code, stderr)
	}
}
