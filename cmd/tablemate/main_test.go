package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain runs the command tests in a clean environment: no user config
// file, no TABLEMATE_* variables, English, no NO_COLOR. Without it a
// developer's own config or locale would change the golden outputs.
func TestMain(m *testing.M) {
	if os.Getenv(asMainEnv) == "1" {
		// This test binary, run by a shell's completion script as
		// `tablemate` (asTablemate), is tablemate itself.
		main()
	}
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
	// The tests that build tablemate run the go command, whose caches live
	// under HOME by default: keep the caller's, or each such test rebuilds
	// every package and fetches every module again.
	if out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE", "GOPATH").Output(); err == nil {
		for i, v := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			name := []string{"GOCACHE", "GOMODCACHE", "GOPATH"}[i]
			if os.Getenv(name) == "" && v != "" {
				os.Setenv(name, v)
			}
		}
	}
	os.Setenv("HOME", home)
	os.Setenv("XDG_CONFIG_HOME", home+"/config")
	os.Setenv("XDG_DATA_HOME", home+"/data")
	os.Setenv("XDG_CACHE_HOME", home+"/cache")
	code := m.Run()
	os.RemoveAll(home)
	os.Exit(code)
}
