package main

import (
	"os"
	"strings"
	"testing"
)

// TestMain runs the command tests in a clean environment: no user config
// file, no TABLEMATE_* variables, English, no NO_COLOR. Without it a
// developer's own config or locale would change the golden outputs.
func TestMain(m *testing.M) {
	home, err := os.MkdirTemp("", "tablemate-cmd-test-")
	if err != nil {
		panic(err)
	}
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "TABLEMATE_") || strings.HasPrefix(name, "LC_") || name == "NO_COLOR" {
			os.Unsetenv(name)
		}
	}
	os.Setenv("LANG", "C")
	os.Setenv("HOME", home)
	os.Setenv("XDG_CONFIG_HOME", home+"/config")
	os.Setenv("XDG_DATA_HOME", home+"/data")
	code := m.Run()
	os.RemoveAll(home)
	os.Exit(code)
}
