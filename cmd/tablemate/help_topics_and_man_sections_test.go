package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/config"
)

// Issue 27 item 3: a help topic that names nothing is a usage error with
// the nearest names; a help topic is found as a command is.
func TestHelpOfNothingIsAUsageError(t *testing.T) {
	configEnv(t)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"help", "nosuch"}, `tablemate: unknown help topic "nosuch" for "tablemate": no command or topic is named so` + "\nRun 'tablemate --help' for usage.\n"},
		{[]string{"help", "histroy"}, "Did you mean this?\n\thistory\n"},
		{[]string{"help", "environ"}, "Did you mean this?\n\tenvironment\n"},
		{[]string{"help", "config", "shwo"}, `unknown help topic "shwo" for "tablemate config"` + "\n\nDid you mean this?\n\tshow\n"},
	} {
		out, stderr, code := runEdge(t, "", tt.args...)
		if code != exitUsage || out != "" || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q, want %q", tt.args, code, out, stderr, tt.want)
		}
	}
	_, stderr, _ := runEdge(t, "", "help", "nosuch", "--lang", "es")
	if !strings.Contains(stderr, "tema de ayuda desconocido «nosuch» para «tablemate»") {
		t.Errorf("not in the user's language: %q", stderr)
	}
	for _, args := range [][]string{{"help"}, {"help", "history"}, {"help", "config", "show"}, {"help", "rules", "M-END-2"}} {
		if out, stderr, code := runEdge(t, "", args...); code != exitOK || !strings.Contains(out, "Usage:") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
}

// `tablemate help environment` lists every variable tablemate reads: each
// setting's, the short forms, the config file's and cobra's.
func TestHelpEnvironmentListsEveryVariable(t *testing.T) {
	configEnv(t)
	out, stderr, code := runEdge(t, "", "help", "environment")
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, %q", code, stderr)
	}
	want := append([]string{config.EnvConfig, "TABLEMATE_DB", "TABLEMATE_LANG", "NO_COLOR", "LC_ALL", "XDG_DATA_HOME", "LocalAppData"}, config.CobraEnv...)
	for _, key := range config.Keys() {
		want = append(want, config.EnvName(key))
	}
	for _, name := range want {
		if !strings.Contains(out, "  "+name) && !strings.Contains(out, ", "+name) {
			t.Errorf("%s is not listed:\n%s", name, out)
		}
	}
	if out, _, _ := runEdge(t, "", "help", "environment", "--lang", "cs"); !strings.Contains(out, "nastavení automa.difficulty") {
		t.Errorf("not in the user's language:\n%s", out)
	}
	// The root's help names the topic.
	if out, _, _ := runEdge(t, "", "--help"); !strings.Contains(out, "tablemate environment") {
		t.Errorf("the root's help does not name the environment topic:\n%s", out)
	}
}

// --lang names its variables as --db does.
func TestGlobalFlagsNameTheirVariables(t *testing.T) {
	root := newRootCmd()
	for flag, env := range map[string]string{"db": "TABLEMATE_DB", "lang": "TABLEMATE_LANG", "config": "TABLEMATE_CONFIG"} {
		if usage := root.PersistentFlags().Lookup(flag).Usage; !strings.Contains(usage, "env "+env) {
			t.Errorf("--%s: %q does not name %s", flag, usage, env)
		}
	}
}

// A bad bool value says what a bool takes.
func TestABadBoolSaysTrueOrFalse(t *testing.T) {
	configEnv(t)
	_, stderr, code := runEdge(t, "", "config", "init", "--force=maybe")
	if code != exitUsage || !strings.Contains(stderr, `--force "maybe": give true or false`) {
		t.Errorf("exit %d, %q", code, stderr)
	}
}

// Each man page is titled for its command and carries EXIT STATUS,
// ENVIRONMENT and FILES.
func TestManPagesAreTitledForTheirCommand(t *testing.T) {
	configEnv(t)
	dir := t.TempDir()
	if _, err := runTablemate(t, "gen", "man", dir); err != nil {
		t.Fatal(err)
	}
	pages, _ := filepath.Glob(filepath.Join(dir, "*.1"))
	if len(pages) < 10 {
		t.Fatalf("%d pages", len(pages))
	}
	for _, p := range pages {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		page, title := string(data), strings.ToUpper(strings.TrimSuffix(filepath.Base(p), ".1"))
		if !strings.HasPrefix(page, `.TH "`+title+`" "1"`) {
			t.Errorf("%s: %q", filepath.Base(p), strings.SplitN(page, "\n", 2)[0])
		}
		for _, section := range []string{".SH EXIT STATUS\n", ".SH ENVIRONMENT\n", ".SH FILES\n", "\\fBTABLEMATE_AUTOMA_DIFFICULTY\\fR", "tablemate.db", "LocalAppData"} {
			if !strings.Contains(page, section) {
				t.Errorf("%s lacks %q", filepath.Base(p), section)
			}
		}
		if strings.Index(page, ".SH EXIT STATUS") > strings.Index(page, ".SH ENVIRONMENT") || strings.Index(page, ".SH ENVIRONMENT") > strings.Index(page, ".SH FILES") {
			t.Errorf("%s: the sections are out of order", filepath.Base(p))
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "tablemate-environment.1")); err == nil {
		t.Error("a help topic got a page of its own")
	}
}
