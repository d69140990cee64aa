package main

import (
	"strings"
	"testing"
)

// Issue 27 item 1: an unknown TABLEMATE_* variable breaks no command.
// cobra's own (TABLEMATE_ACTIVE_HELP, which the fish completion script
// sets) is left to cobra without a word; a near-miss is said once on
// stderr with the closest variable, in the user's language, and the
// command goes on.
func TestUnknownVariablesOnlyWarn(t *testing.T) {
	configEnv(t)
	db := seed(t)

	t.Setenv("TABLEMATE_ACTIVE_HELP", "0")
	t.Setenv("TABLEMATE_COMPLETION_DESCRIPTIONS", "false")
	out, stderr, code := runEdge(t, "", "history", "--db", db)
	if code != exitOK || stderr != "" || !strings.Contains(out, "Ana") {
		t.Errorf("cobra's variables: exit %d, stderr %q", code, stderr)
	}

	t.Setenv("TABLEMATE_AUTOMA_DIFICULTY", "3")
	for _, args := range [][]string{{"history", "--db", db}, {"config", "show"}, {"export", "1", "--db", db}} {
		_, stderr, code := runEdge(t, "", args...)
		want := "tablemate: env TABLEMATE_AUTOMA_DIFICULTY: unknown variable, ignored; did you mean TABLEMATE_AUTOMA_DIFFICULTY?\n"
		if code != exitOK || stderr != want {
			t.Errorf("%v: exit %d, stderr %q, want %q", args, code, stderr, want)
		}
	}
	_, stderr, _ = runEdge(t, "", "history", "--db", db, "--lang", "es")
	if !strings.Contains(stderr, "variable desconocida, se ignora; ¿quisiste decir TABLEMATE_AUTOMA_DIFFICULTY?") {
		t.Errorf("not in the user's language: %q", stderr)
	}

	// The shell's completion request does not say it (only cobra's note
	// of its directive goes to stderr), and still
	// completes the game ids.
	_, stderr, code = runEdge(t, "", "__complete", "export", "--db", db, "")
	if code != exitOK || strings.Contains(stderr, "TABLEMATE_AUTOMA_DIFICULTY") {
		t.Errorf("__complete: exit %d, stderr %q", code, stderr)
	}
	if got := complete(t, "export", "--db", db, ""); len(got) < 2 {
		t.Errorf("no game ids with an unknown variable set: %v", got)
	}
}
