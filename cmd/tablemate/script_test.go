package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// testRoot is the command tree with args and stdin, writing into out and
// errOut.
func testRoot(stdin string, args []string) (root *cobra.Command, out, errOut *bytes.Buffer) {
	root, out, errOut = newRootCmdFor(args), new(bytes.Buffer), new(bytes.Buffer)
	root.SetArgs(args)
	root.SetOut(out)
	root.SetErr(errOut)
	root.SetIn(strings.NewReader(stdin))
	return root, out, errOut
}

// runCLI runs the tablemate command line in-process.
func runCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	root, out, errOut := testRoot(stdin, args)
	err = root.Execute()
	return out.String(), errOut.String(), err
}

// TestScriptGolden plays the whole games of testdata/games through
// `tablemate script` and compares the text output with the golden files, the
// reviewed transcripts (go test ./cmd/tablemate/ -run TestScriptGolden
// -update rewrites them). The JSON output is compared where a JSON golden
// exists (two games: the JSON is a contract, not a transcript to review) and
// must parse everywhere else.
func TestScriptGolden(t *testing.T) { checkScriptGoldens(t, "testdata/games/*.txt", 10) }

// checkScriptGoldens runs every transcript matching pattern (at least min of
// them) in both formats and compares with its golden files; every
// transcript must play its game to the end.
func checkScriptGoldens(t *testing.T, pattern string, min int) {
	games, err := filepath.Glob(pattern)
	if err != nil || len(games) < min {
		t.Fatalf("want at least %d transcripts matching %s, found %d (%v)", min, pattern, len(games), err)
	}
	for _, game := range games {
		for _, format := range []string{"text", "json"} {
			name := strings.TrimSuffix(filepath.Base(game), ".txt")
			t.Run(name+"/"+format, func(t *testing.T) {
				out, _, err := runCLI(t, "", "script", "--format", format, game)
				if err != nil {
					t.Fatalf("script failed: %v", err)
				}
				golden := strings.TrimSuffix(game, ".txt") + "." + format + ".golden"
				if _, err := os.Stat(golden); format == "json" && err != nil {
					if !json.Valid([]byte(out)) {
						t.Errorf("the JSON output does not parse:\n%s", out)
					}
					return
				}
				if *update {
					if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run with -update to create it)", err)
				}
				if out != string(want) {
					t.Errorf("output differs from %s (run with -update after checking the change)", golden)
				}
				if !strings.Contains(out, "over") {
					t.Errorf("the transcript should play the game to its end")
				}
			})
		}
	}
}

func TestScriptErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, script, want string
	}{
		{"illegal action names line, action and rule", "setup players=Ana,Ben,Cid\ntake 3\nend\ntake 9\n",
			"line 4: take 9: slot 9 does not exist: the display has 6 slots (M-SETUP-3)"},
		{"unknown action", "setup players=Ana,Ben\n\n# comment\ntke 3\n", "line 4: tke 3"},
		{"bad setup", "setup players=A,B,C,D,E\n", "5 players need the Lost Kingdoms expansion"},
		{"no setup", "# nothing\n", "the script is empty"},
		{"setup typo", "setup player=Ana\n", `unknown setup key "player"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := runCLI(t, tc.script, "script", "-")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v, want %q", err, tc.want)
			}
		})
	}
	if _, _, err := runCLI(t, "", "script", "--format", "xml", "-"); err == nil {
		t.Errorf("--format xml should be refused")
	}
	if _, _, err := runCLI(t, "", "script", "/nonexistent/game.txt"); err == nil || !strings.Contains(err.Error(), "cannot read") {
		t.Errorf("missing file: %v", err)
	}
}
