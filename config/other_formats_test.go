package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A TOML or INI file is named for what it is, with the file, instead of a
// YAML message about lists or mappings.
func TestTOMLAndINIFilesAreToldToUseYAMLOrJSON(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, body, want string }{
		{"config.toml", "language = \"es\"\n", "is a TOML file"},
		{"settings.ini", "[automa]\ndifficulty=3\n", "is a INI file"},
		{"config.yaml", "[automa]\ndifficulty = 3\n", "is a TOML or INI file"},
		{"config.yaml", "language = es\ncolor = never\n", "is a TOML or INI file"},
	}
	for _, tt := range tests {
		p := filepath.Join(t.TempDir(), tt.name)
		if err := os.WriteFile(p, []byte(tt.body), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := Load(LoadOptions{ConfigFile: p, Env: baseEnv(t)})
		if err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "YAML or JSON") {
			t.Errorf("%s %q: %v", tt.name, tt.body, err)
		}
	}
	// JSON is YAML, and a YAML file with '=' in a value is still YAML.
	for name, body := range map[string]string{
		"config.json": `{"automa": {"difficulty": 3}, "players": {"names": ["A = 1", "B"]}}`,
		"config.yaml": "players:\n  names: [\"x=y\", B]\n",
	} {
		p := filepath.Join(t.TempDir(), name)
		os.WriteFile(p, []byte(body), 0o600)
		if _, err := Load(LoadOptions{ConfigFile: p, Env: baseEnv(t)}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// A database path that is a directory is refused with its origin, as the
// store would refuse it at the first game.
func TestDatabaseThatIsADirectoryIsAProblem(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, err := Load(LoadOptions{Env: baseEnv(t, "TABLEMATE_DB="+dir)})
	if err == nil || !strings.Contains(err.Error(), "env TABLEMATE_DB: database = \""+dir+"\": must be a file path, not a directory") {
		t.Errorf("err = %v", err)
	}
}
