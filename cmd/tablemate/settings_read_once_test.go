package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"tablemate/config"
)

// A command reads its settings once, and makes one localizer from them:
// the database path, the language of its output, its notices and its error
// all come from that one read (history and export read them twice, script
// --db and config validate twice, and any error once more, before).
// Not parallel: it counts the reads of every command through loadConfig.
func TestACommandReadsItsSettingsOnce(t *testing.T) {
	configEnv(t)
	db := seed(t)
	dir := t.TempDir()
	script := filepath.Join(dir, "g.txt")
	os.WriteFile(script, []byte("setup players=Ana,Ben seed=1\ntake 1\n"), 0o600)
	reads := 0
	loadConfig = func(o config.LoadOptions) (*config.Settings, error) { reads++; return config.Load(o) }
	defer func() { loadConfig = config.Load }()
	for _, args := range [][]string{
		{"history", "--db", db},
		{"history", "--db", filepath.Join(dir, "none.db")},
		{"export", "1", "--db", db, "--format", "markdown"},
		{"export", "--all", "--db", db},
		{"export", "last", "--db", filepath.Join(dir, "none.db")},
		{"export", "9", "--db", db},
		{"script", "--db", filepath.Join(dir, "s.db"), script},
		{"config", "validate"},
		{"play", "--game", "9", "--db", db},
		{"automa", "deck"},
		{"rules", "M-END-2"},
	} {
		reads = 0
		var out bytes.Buffer
		root := newRootCmdFor(args)
		root.SetArgs(args)
		root.SetOut(&out)
		root.SetErr(&out)
		run(root, &out) // the error worded with the settings read, too
		if reads != 1 {
			t.Errorf("%v read its settings %d times, want once", args, reads)
		}
	}
}
