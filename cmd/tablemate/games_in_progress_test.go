package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"tablemate/i18n"
	"tablemate/internal/playstart"
	"tablemate/store"
)

// runCmdErr is runCmd that also returns what went to stderr.
func runCmdErr(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), errOut.String(), err
}

// TestScriptDBSaysItSavedAGameInProgress: every unfinished script saved
// with --db is one more game in progress, and script says so, with the
// command that resumes it and, from the second on, how many there are.
func TestScriptDBSaysItSavedAGameInProgress(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	script := filepath.Join(dir, "g.txt")
	os.WriteFile(script, []byte("setup players=Ana,Ben,Cid seed=3\ntake 3\nend\n"), 0o600)
	_, stderr, err := runCmdErr(t, "script", "--db", db, script)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stderr, "saved as game 1") || !strings.Contains(stderr, "a new game in progress") || !strings.Contains(stderr, "tablemate play --game 1") {
		t.Errorf("first save: %q", stderr)
	}
	if strings.Contains(stderr, "games are in progress") {
		t.Errorf("one game in progress said to be several: %q", stderr)
	}
	_, stderr, err = runCmdErr(t, "script", "--db", db, script)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stderr, "tablemate play --game 2") || !strings.Contains(stderr, "2 games are in progress") || !strings.Contains(stderr, "(2, 1)") {
		t.Errorf("second save: %q", stderr)
	}
	// A finished game is saved as finished, not in progress.
	_, stderr, err = runCmdErr(t, "script", "--db", db, "testdata/games/standard-2p.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stderr, "saved as game 3") || !strings.Contains(stderr, "finished") || strings.Contains(stderr, "in progress") {
		t.Errorf("finished save: %q", stderr)
	}
	out, err := runCmd(t, "history", "--db", db)
	if err != nil || !strings.Contains(out, "In progress: 2 games (2, 1)") || !strings.Contains(out, "tablemate play --game ID") {
		t.Errorf("history: %v\n%s", err, out)
	}
}

// playCmd is the play command as the root builds it, its flags parsed from
// args, its stderr in errOut.
func playCmd(t *testing.T, errOut *bytes.Buffer, args ...string) *cobra.Command {
	t.Helper()
	root := newRootCmd()
	cmd, _, err := root.Find([]string{"play"})
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.ParseFlags(args); err != nil {
		t.Fatal(err)
	}
	cmd.SetErr(errOut)
	return cmd
}

// TestPlayGameChoosesTheGameToResume: --game ID resumes that game even when
// it is not the last played; without it the last played is resumed and
// the others are named; a finished, missing or bad id is refused, before
// the terminal is taken.
func TestPlayGameChoosesTheGameToResume(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "t.db")
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	a, _ := st.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	b, _ := st.Create(store.Monumental, "setup players=Cid,Dee seed=2")
	st.Append(b, "take 1")
	done, _ := st.Create(store.Monumental, "setup players=Eve,Fay seed=3")
	st.Finish(done, store.Result{})

	var errOut bytes.Buffer
	r, err := playstart.Choose(st, i18n.New(i18n.English), 0, false, &errOut)
	if err != nil || r == nil || r.ID != b {
		t.Fatalf("without --game: %v %+v", err, r)
	}
	if msg := errOut.String(); !strings.Contains(msg, "2 games are in progress") || !strings.Contains(msg, "resuming game 2") || !strings.Contains(msg, "also in progress: 1") || !strings.Contains(msg, "--game ID") {
		t.Errorf("several in progress, said: %q", msg)
	}
	errOut.Reset()
	r, err = playstart.Choose(st, i18n.New(i18n.English), int64(a), false, &errOut)
	if err != nil || r == nil || r.ID != a || errOut.Len() != 0 {
		t.Fatalf("--game 1: %v %+v %q", err, r, errOut.String())
	}
	for _, c := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"--game", "3"}, "game 3 is finished", 1},
		{[]string{"--game", "9"}, "there is no game 9", 1},
		{[]string{"--game", "0"}, "give a game id", 2},
		{[]string{"--game", "1", "--new"}, "give one of them", 2},
	} {
		_, _, err := runCmdErr(t, append([]string{"play", "--db", db}, c.args...)...)
		var ee *exitError
		code := 1
		if errors.As(err, &ee) {
			code = ee.code
		}
		if err == nil || !strings.Contains(err.Error(), c.want) || code != c.code {
			t.Errorf("%v: %v (exit %d), want %q exit %d", c.args, err, code, c.want, c.code)
		}
	}
}
