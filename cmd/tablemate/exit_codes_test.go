package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// commandPaths lists every command of the tree as its words after
// "tablemate" (the root is the empty list).
func commandPaths(cmd *cobra.Command, prefix []string) [][]string {
	out := [][]string{prefix}
	for _, sub := range cmd.Commands() {
		if sub.Hidden || sub.Name() == "help" || sub.IsAdditionalHelpTopicCommand() {
			continue
		}
		out = append(out, commandPaths(sub, append(append([]string(nil), prefix...), sub.Name()))...)
	}
	return out
}

// argsFor gives a command as many arguments as it takes, so that a test of
// its flags does not stop at the argument count.
func argsFor(cmd *cobra.Command) []string {
	if cmd.Args == nil || cmd.Args(cmd, nil) == nil {
		return nil
	}
	return []string{filepath.Join(os.TempDir(), "tablemate-no-such-file")}
}

// Every command reports a wrong call with exit code 2: an unknown flag, an
// unknown subcommand, extra or missing arguments, a bad flag value.
func TestUsageMistakesExitTwoOnEveryCommand(t *testing.T) {
	configEnv(t)
	root := newRootCmd()
	type call struct {
		name string
		args []string
	}
	var calls []call
	for _, path := range commandPaths(root, nil) {
		cmd, _, err := root.Find(path)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.Join(append([]string{"tablemate"}, path...), " ")
		with := func(extra ...string) []string {
			return append(append(append([]string(nil), path...), argsFor(cmd)...), extra...)
		}
		calls = append(calls,
			call{name + " --no-such-flag", with("--no-such-flag")},
			call{name + " --lang xx", with("--lang", "xx")},
		)
		if cmd.HasSubCommands() {
			calls = append(calls, call{name + " nosuchcommand", append(append([]string(nil), path...), "nosuchcommand")})
		} else if !strings.HasSuffix(cmd.Use, "...]") { // a command of words takes any number
			calls = append(calls, call{name + " with too many arguments", with("a", "b", "c")})
			if len(argsFor(cmd)) > 0 {
				calls = append(calls, call{name + " without its argument", append([]string(nil), path...)})
			}
		}
		if cmd.Flags().Lookup("format") != nil {
			calls = append(calls, call{name + " --format bogus", with("--format", "bogus")})
		}
	}
	calls = append(calls,
		call{"tablemate --bogus", []string{"--bogus"}},
		call{"automa simulate --games x", []string{"automa", "simulate", "--games", "x"}},
		call{"automa simulate --difficulty 7", []string{"automa", "simulate", "--difficulty", "7"}},
		call{"automa simulate --cards-per-turn 3", []string{"automa", "simulate", "--cards-per-turn", "3"}},
		call{"automa simulate --civ rome", []string{"automa", "simulate", "--civ", "rome"}},
		call{"automa simulate --modules celebrities,dragons", []string{"automa", "simulate", "--modules", "celebrities,dragons"}},
		call{"export abc", []string{"export", "abc", "--db", seed(t)}},
	)
	for _, c := range calls {
		t.Run(c.name, func(t *testing.T) {
			_, err := runTablemate(t, c.args...)
			if got := exitCode(err); got != exitUsage {
				t.Errorf("exit %d, want %d (usage): %v", got, exitUsage, err)
			}
		})
	}
}

func TestMistypedCommandSuggestsTheRightOne(t *testing.T) {
	configEnv(t)
	for typed, want := range map[string]string{"histroy": "history", "exprot": "export", "confg": "config"} {
		_, err := runTablemate(t, typed)
		if exitCode(err) != exitUsage || err == nil || !strings.Contains(err.Error(), "Did you mean this?\n\t"+want) {
			t.Errorf("%s: %v, want a suggestion of %s", typed, err, want)
		}
	}
	_, err := runTablemate(t, "config", "valdate")
	if err == nil || !strings.Contains(err.Error(), "\tvalidate") {
		t.Errorf("config valdate: %v", err)
	}
}

// A call that is right but fails (a missing file, a game that does not
// exist) exits 1, and success exits 0: neither is a usage error.
func TestFailuresExitOneAndSuccessZero(t *testing.T) {
	configEnv(t)
	missing := filepath.Join(t.TempDir(), "missing.yaml")
	for _, args := range [][]string{
		{"score", missing},
		{"script", missing},
		{"config", "validate", missing},
		{"export", "99", "--db", seed(t)},
	} {
		_, err := runTablemate(t, args...)
		if got := exitCode(err); got != exitFailure {
			t.Errorf("%v: exit %d, want 1: %v", args, got, err)
		}
	}
	for _, args := range [][]string{{"version"}, {"config"}, {"automa", "simulate", "--games", "1"}, {"export", "1", "--db", seed(t)}} {
		if _, err := runTablemate(t, args...); exitCode(err) != exitOK {
			t.Errorf("%v: exit %d: %v", args, exitCode(err), err)
		}
	}
}
