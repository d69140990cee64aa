package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// complete runs cobra's hidden completion command and returns the
// candidates without their descriptions and the directive line.
func complete(t *testing.T, args ...string) []string {
	t.Helper()
	out, err := runTablemate(t, append([]string{"__complete"}, args...)...)
	if err != nil {
		t.Fatalf("__complete %v: %v", args, err)
	}
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(line, ":") || line == "" {
			continue // the directive
		}
		value, _, _ := strings.Cut(line, "\t")
		got = append(got, value)
	}
	return got
}

func TestFlagValuesComplete(t *testing.T) {
	configEnv(t)
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"export", "1", "--format", ""}, []string{"json", "csv", "markdown", "bgstats", "bgstats-link", "bgstats-qr"}},
		{[]string{"history", "--format", ""}, []string{"table", "json"}},
		{[]string{"script", "--format", ""}, []string{"text", "json"}},
		{[]string{"score", "--format", ""}, scoreFormats},
		{[]string{"automa", "simulate", "--format", ""}, []string{"text", "json"}},
		{[]string{"--lang", ""}, []string{"en", "es", "cs", "ja", "fr"}},
		{[]string{"history", "--lang", ""}, []string{"en", "es", "cs", "ja", "fr"}},
		{[]string{"automa", "simulate", "--difficulty", ""}, []string{"0", "1", "2", "3", "4"}},
		{[]string{"automa", "simulate", "--cards-per-turn", ""}, []string{"1", "2"}},
		{[]string{"automa", "simulate", "--civ", "a"}, []string{"china", "denmark", "egypt", "greece", "japan", "amazons", "atlantis", "aztecs", "mughals", "malians", "zulu", "aksumites"}},
		{[]string{"automa", "simulate", "--modules", "celebrities,a"}, []string{"celebrities,african_empires", "celebrities,african_empires_house"}},
	}
	for _, tt := range tests {
		got := complete(t, tt.args...)
		// The shell filters by prefix; tablemate offers the whole list,
		// except for lists, whose earlier items it keeps.
		if !slices.Equal(got, tt.want) {
			t.Errorf("%v: got %v, want %v", tt.args, got, tt.want)
		}
	}
}

// What the shell offers for --format is what each command accepts, and
// nothing else is accepted.
func TestEveryCompletedFormatIsAccepted(t *testing.T) {
	configEnv(t)
	db := seed(t)
	missing := filepath.Join(t.TempDir(), "missing.txt")
	base := map[string][]string{
		"history":         {"history", "--db", db},
		"export":          {"export", "1", "--db", db},
		"script":          {"script", missing},
		"score":           {"score", missing},
		"automa simulate": {"automa", "simulate", "--games", "1"},
	}
	for path, formats := range formatFlags() {
		args, ok := base[path]
		if !ok {
			t.Fatalf("no call for %s", path)
		}
		for _, f := range append(formats, "bogus") {
			_, err := runTablemate(t, append(args, "--format", f)...)
			if usage := exitCode(err) == exitUsage; usage != (f == "bogus") {
				t.Errorf("%s --format %s: %v", path, f, err)
			}
		}
	}
}

func TestGameIDsComplete(t *testing.T) {
	configEnv(t)
	missing := filepath.Join(t.TempDir(), "none.db")
	if got := complete(t, "export", "--db", missing, ""); !slices.Equal(got, []string{"last"}) {
		t.Errorf("no database: %v", got)
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("completion created %s: %v", missing, err)
	}
	db := seed(t)
	if got := complete(t, "export", "--db", db, ""); !slices.Equal(got, []string{"last", "3", "2", "1"}) {
		t.Errorf("seeded database: %v", got)
	}
	out, _ := runTablemate(t, "__complete", "export", "--db", db, "")
	if !strings.Contains(out, "1\t") || !strings.Contains(out, "Ana, Ben (finished)") {
		t.Errorf("ids should be described by date, players and status:\n%s", out)
	}
	if got := complete(t, "export", "1", "--db", db, ""); len(got) != 0 {
		t.Errorf("a second game id: %v", got)
	}
}
