package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tablemate/store"
)

// asMainEnv makes the test binary run main (TestMain): a shell's
// completion script then runs it as tablemate, without a build.
const asMainEnv = "GO_TEST_TABLEMATE_AS_MAIN"

// asTablemate puts a `tablemate` on a fresh PATH directory: this test
// binary, which runs main when asMainEnv is set. It returns the PATH to
// give the shells.
func asTablemate(t *testing.T) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Symlink(self, filepath.Join(dir, "tablemate")); err != nil {
		t.Fatal(err)
	}
	return dir + string(os.PathListSeparator) + os.Getenv("PATH")
}

// shellRequests are how each shell asks the completion script it sourced
// for the candidates of a command line (the words typed so far, the last
// being completed), printed one per line, value before any description:
// bash through bash-completion's entry point, zsh with the completion
// system's functions stubbed to print what they are given, fish with its
// own `complete -C`.
var shellRequests = map[string]struct {
	bin    string
	script func(words []string) string
	needs  string // a file the shell needs, "" for none
}{
	"bash": {"bash", func(words []string) string {
		quoted := make([]string, len(words))
		for i, w := range words {
			quoted[i] = shellQuote(w)
		}
		line := strings.Join(words, " ")
		return "source /usr/share/bash-completion/bash_completion\n" +
			"source <(tablemate completion bash)\n" +
			"COMP_WORDS=(" + strings.Join(quoted, " ") + "); COMP_CWORD=" + itoa(len(words)-1) + "\n" +
			"COMP_LINE=" + shellQuote(line) + "; COMP_POINT=${#COMP_LINE}\n" +
			"__start_tablemate 2>/dev/null\n" +
			`printf '%s\n' "${COMPREPLY[@]}"` + "\n"
	}, "/usr/share/bash-completion/bash_completion"},
	"zsh": {"zsh", func(words []string) string {
		quoted := make([]string, len(words))
		for i, w := range words {
			quoted[i] = shellQuote(w)
		}
		return "compdef() { :; }; compadd() { :; }; _arguments() { :; }\n" +
			`_describe() { print -rl -- "${completions[@]}"; }` + "\n" +
			"source <(tablemate completion zsh)\n" +
			"words=(" + strings.Join(quoted, " ") + "); CURRENT=" + itoa(len(words)) + "\n" +
			"_tablemate\n"
	}, ""},
	"fish": {"fish", func(words []string) string {
		return "tablemate completion fish | source\n" +
			"complete -C" + shellQuote(strings.Join(words, " ")) + "\n"
	}, ""},
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func itoa(n int) string { return ident(n) }

// TestShellsCompleteFromTheGeneratedScripts (issue 27 item 2): in bash,
// zsh and fish, the generated script's own request completes the game ids
// of export, the games in progress of play --game and the rule IDs of
// rules. fish's script sets TABLEMATE_ACTIVE_HELP, which once made every
// request fail.
func TestShellsCompleteFromTheGeneratedScripts(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "games.db")
	s, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	done, _ := s.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	s.Finish(done, store.Result{Players: []store.PlayerResult{{Name: "Ana", Score: 40, Rank: 1, Winner: true}, {Name: "Ben", Score: 30, Rank: 2}}, Winners: []string{"Ana"}})
	s.Create(store.Monumental, "setup players=Cid,Dee seed=2")
	s.Close()
	path := asTablemate(t)

	tests := []struct {
		words []string
		want  []string
	}{
		{[]string{"tablemate", "export", ""}, []string{"last", "2", "1"}},
		{[]string{"tablemate", "play", "--game", ""}, []string{"2"}},
		{[]string{"tablemate", "rules", "M-END-"}, []string{"M-END-1", "M-END-2"}},
	}
	for name, sh := range shellRequests {
		t.Run(name, func(t *testing.T) {
			if _, err := exec.LookPath(sh.bin); err != nil {
				t.Skipf("no %s here (Debian: apt-get install %s)", sh.bin, sh.bin)
			}
			if sh.needs != "" {
				if _, err := os.Stat(sh.needs); err != nil {
					t.Skipf("no %s (Debian: apt-get install bash-completion)", sh.needs)
				}
			}
			for _, tt := range tests {
				cmd := exec.Command(sh.bin, "-c", sh.script(tt.words))
				cmd.Env = append(os.Environ(), "PATH="+path, asMainEnv+"=1", "TABLEMATE_DB="+db)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				cmd.WaitDelay = 10 * time.Second
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("%v: %v\n%s", tt.words, err, stderr.String())
				}
				var got []string
				for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
					// zsh gives value:description, fish value<tab>description,
					// bash the values alone.
					value, _, _ := strings.Cut(strings.ReplaceAll(line, `\:`, "\x00"), ":")
					value, _, _ = strings.Cut(value, "\t")
					if value = strings.TrimSpace(strings.ReplaceAll(value, "\x00", ":")); value != "" {
						got = append(got, value)
					}
				}
				for _, w := range tt.want {
					if !slices.Contains(got, w) {
						t.Errorf("%v: %s offers %q, want %q among them", tt.words, name, got, w)
					}
				}
				if tt.words[1] == "play" && slices.Contains(got, "1") {
					t.Errorf("%v: a finished game is offered: %q", tt.words, got)
				}
			}
		})
	}
}
