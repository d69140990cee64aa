//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The review's D8: a named pipe or a device given as any input file (a
// script, a tallies file, a config file by --config or TABLEMATE_CONFIG,
// an Automa deck with --all, a plan file) is refused at once, saying what
// it is; a config file or deck over its limit is refused with the limit.
func TestSpecialInputFilesAreRefusedAtOnce(t *testing.T) {
	configEnv(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "in.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.yaml")
	os.WriteFile(big, []byte("lang: en\n"+strings.Repeat("# padding\n", 40<<10)), 0o600)
	bigDeck := filepath.Join(dir, "deck.yaml")
	f, _ := os.Create(bigDeck)
	f.Truncate(maxDeckBytes + 1)
	f.Close()
	plan := filepath.Join(dir, "plan.txt")
	os.WriteFile(plan, []byte("setup game=worldmonuments players=Ana,Ben plan="+fifo+"\n"), 0o600)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"script", fifo}, "named pipe"},
		{[]string{"score", fifo}, "named pipe"},
		{[]string{"script", "/dev/zero"}, "a device"},
		{[]string{"--config", fifo, "config", "show"}, "not a file"},
		{[]string{"--config", "/dev/zero", "config", "show"}, "not a file"},
		{[]string{"--config", big, "config", "show"}, "larger than 256 KiB"},
		{[]string{"automa", "deck", "--all", "--deck", "/dev/zero"}, "a device"},
		{[]string{"automa", "deck", "--all", "--deck", fifo}, "named pipe"},
		{[]string{"automa", "deck", "--all", "--deck", bigDeck}, "larger than 1 MiB"},
		{[]string{"script", plan}, "not a file"},
	} {
		done := make(chan error, 1)
		go func() {
			_, err := runTablemate(t, c.args...)
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%q: %v, want %q", c.args, err, c.want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%q blocks", c.args)
		}
	}
	t.Setenv("TABLEMATE_CONFIG", "/dev/zero")
	if _, err := runTablemate(t, "config", "show"); err == nil || !strings.Contains(err.Error(), "not a file") {
		t.Errorf("TABLEMATE_CONFIG=/dev/zero: %v", err)
	}
}
