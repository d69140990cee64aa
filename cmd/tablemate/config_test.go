package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"tablemate/config"
)

// configEnv points HOME and the XDG directories at fresh directories and
// clears what the settings read, so the user's own config never leaks in.
func configEnv(t *testing.T) (configHome string) {
	t.Helper()
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); strings.HasPrefix(name, config.EnvPrefix) {
			t.Setenv(name, "")
		}
	}
	configHome = t.TempDir()
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", configHome)
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("NO_COLOR", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "")
	return configHome
}

func runTablemate(t *testing.T, args ...string) (stdout string, err error) {
	t.Helper()
	root := newRootCmdFor(args)
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	err = root.Execute()
	return out.String(), err
}

func TestConfigInitWritesTheDefaults(t *testing.T) {
	home := configEnv(t)
	out, err := runTablemate(t, "config", "init")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(home, "tablemate", "config.yaml")
	if !strings.Contains(out, path) {
		t.Errorf("output %q does not name %s", out, path)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, config.DefaultYAML) {
		t.Error("config init did not write exactly the embedded defaults")
	}
	if info, err := os.Stat(filepath.Dir(path)); err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("directory mode: %v %v", info.Mode(), err)
	}

	// The file written validates, and every value in it is the default,
	// now read from the file.
	out, err = runTablemate(t, "config", "validate", path)
	if err != nil || out != path+": ok\n" {
		t.Errorf("validate: %q %v", out, err)
	}
	out, err = runTablemate(t, "config", "show")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "(config.yaml:") {
		t.Errorf("show does not read the written file:\n%s", out)
	}

	// A second init refuses to overwrite; --force does.
	if err := os.WriteFile(path, []byte("language: fr\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := runTablemate(t, "config", "init"); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("init over an existing file: %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "language: fr\n" {
		t.Error("init overwrote the file without --force")
	}
	if _, err := runTablemate(t, "config", "init", "--force"); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, config.DefaultYAML) {
		t.Error("init --force did not rewrite the defaults")
	}
}

func TestConfigInitOutput(t *testing.T) {
	configEnv(t)
	out, err := runTablemate(t, "config", "init", "--output", "-")
	if err != nil || out != string(config.DefaultYAML) {
		t.Errorf("--output -: err %v, same bytes %v", err, out == string(config.DefaultYAML))
	}
	path := filepath.Join(t.TempDir(), "sub", "my.yaml")
	if _, err := runTablemate(t, "config", "init", "-o", path); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, config.DefaultYAML) {
		t.Error("--output file differs from the defaults")
	}
}

func TestConfigShow(t *testing.T) {
	home := configEnv(t)
	path := filepath.Join(home, "tablemate", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("color: never\nautoma:\n  difficulty: 1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TABLEMATE_AUTOMA_DIFFICULTY", "3")
	out, err := runTablemate(t, "--lang", "cs", "--db", "/x/games.db", "config", "show")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	// First the file in use (issue 27 item 4), in the user's language.
	if lines[0] != "# konfigurační soubor: "+path {
		t.Errorf("the first line does not name the file: %q", lines[0])
	}
	lines = lines[1:]
	if len(lines) != len(config.Keys()) {
		t.Errorf("%d lines for %d keys", len(lines), len(config.Keys()))
	}
	want := map[string]string{
		"automa.difficulty": "automa.difficulty = 3 (env TABLEMATE_AUTOMA_DIFFICULTY)",
		"color":             "color = never (config.yaml:1)",
		"database":          "database = /x/games.db (flag --db)",
		"language":          "language = cs (flag --lang)",
		"eras.standard":     "eras.standard = [15, 12, 8] (default)",
	}
	prev := ""
	for _, l := range lines {
		key, _, _ := strings.Cut(l, " = ")
		if key < prev {
			t.Errorf("not sorted: %s after %s", key, prev)
		}
		prev = key
		if !strings.Contains(l, "   (") {
			t.Errorf("line %q lacks the origin", l)
		}
		if w, ok := want[key]; ok {
			if got := strings.Join(strings.Fields(l), " "); got != w {
				t.Errorf("got %q, want %q", got, w)
			}
			delete(want, key)
		}
	}
	if len(want) > 0 {
		t.Errorf("missing lines: %v", want)
	}
}

func TestConfigValidateReportsEveryProblem(t *testing.T) {
	configEnv(t)
	path := filepath.Join(t.TempDir(), "bad.yaml")
	body := "automa_levl: 3\ncolor: sepia\nplayers:\n  names: [Ann, Ann]\n"
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	// A TABLEMATE_* variable is not part of the file, so it is not reported.
	t.Setenv("TABLEMATE_AUTOMA_DIFFICULTY", "99")
	_, err := runTablemate(t, "config", "validate", path)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 {
		t.Fatalf("err = %v, want exit 1", err)
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 4 || lines[0] != path+": 3 problems" {
		t.Fatalf("got\n%s", err)
	}
	for i, want := range []string{"bad.yaml:1: automa_levl", "bad.yaml:2: color", "bad.yaml:4: players.names"} {
		if !strings.Contains(lines[i+1], want) {
			t.Errorf("line %d = %q, want %q", i+1, lines[i+1], want)
		}
	}
	// Without FILE, the environment counts.
	_, err = runTablemate(t, "config", "validate")
	if err == nil || !strings.Contains(err.Error(), "env TABLEMATE_AUTOMA_DIFFICULTY") {
		t.Errorf("validate without FILE: %v", err)
	}
}

func TestConfigValidateMissingFile(t *testing.T) {
	configEnv(t)
	missing := filepath.Join(t.TempDir(), "nope.yaml")
	if _, err := runTablemate(t, "config", "validate", missing); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("err = %v, want one naming %s", err, missing)
	}
	out, err := runTablemate(t, "config", "validate")
	if err != nil || !strings.Contains(out, "built-in defaults") {
		t.Errorf("no file at the default path: %q %v", out, err)
	}
	// config show says where a file would be read.
	out, err = runTablemate(t, "config", "show")
	want := "# config file: none at " + filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "tablemate", "config.yaml") + " (the defaults apply)\n"
	if err != nil || !strings.HasPrefix(out, want) {
		t.Errorf("config show without a file: %q, want it to start with %q", out, want)
	}
}

// config validate names the file whose lines its problems cite, never "no
// config file" (issue 27 item 4).
func TestConfigValidateNamesTheFileItCites(t *testing.T) {
	home := configEnv(t)
	path := filepath.Join(home, "tablemate", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("color: sepia\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := runTablemate(t, "config", "validate")
	if err == nil || !strings.HasPrefix(err.Error(), path+": 1 problem\nconfig.yaml:1: color") || strings.Contains(err.Error(), "no config file") {
		t.Errorf("validate: %v", err)
	}
}

func TestLoadSettingsUsesOnlyFlagsTheUserSet(t *testing.T) {
	configEnv(t)
	t.Setenv("TABLEMATE_LANG", "ja")
	t.Setenv("TABLEMATE_DB", "/env.db")
	probe := func(args ...string) *config.Settings {
		t.Helper()
		root := newRootCmd()
		var got *config.Settings
		root.AddCommand(&cobra.Command{Use: "probe", RunE: func(cmd *cobra.Command, _ []string) error {
			var err error
			got, err = loadSettings(cmd)
			return err
		}})
		root.SetArgs(append(args, "probe"))
		if err := root.Execute(); err != nil {
			t.Fatal(err)
		}
		return got
	}
	s := probe()
	if s.Language != config.Japanese || s.Database != "/env.db" {
		t.Errorf("unset flags must not override the environment: %q %q", s.Language, s.Database)
	}
	s = probe("--lang", "fr", "--db", "/flag.db")
	if s.Language != config.French || s.Origin("language") != "flag --lang" || s.Database != "/flag.db" {
		t.Errorf("flags: %q (%s) %q", s.Language, s.Origin("language"), s.Database)
	}
	file := filepath.Join(t.TempDir(), "c.yaml")
	if err := os.WriteFile(file, []byte("automa:\n  difficulty: 4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if s = probe("--config", file); s.Automa.Difficulty != 4 || s.ConfigFile != file {
		t.Errorf("--config: difficulty %d from %q", s.Automa.Difficulty, s.ConfigFile)
	}
}
