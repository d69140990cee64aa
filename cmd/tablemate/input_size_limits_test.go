package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInputSizeLimits: a script, tallies or deck file over its limit is
// refused with the limit named, from a file and from standard input; a
// directory is said to be one.
func TestInputSizeLimits(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	over := func(name string, size int64) string {
		p := filepath.Join(dir, name)
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		f.Truncate(size + 1)
		f.Close()
		return p
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"script", over("s.txt", maxScriptBytes)}, "script " + filepath.Join(dir, "s.txt") + " is larger than 8 MiB"},
		{[]string{"score", over("t.yaml", 256<<10)}, "tallies file " + filepath.Join(dir, "t.yaml") + " is larger than 256 KiB"},
		{[]string{"automa", "simulate", "--games", "1", "--deck", over("d.yaml", maxDeckBytes)}, "Automa deck file " + filepath.Join(dir, "d.yaml") + " is larger than 1 MiB"},
		{[]string{"script", dir}, "is a directory"},
	} {
		_, err := runCmd(t, c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args[0], err, c.want)
		}
	}
	// Standard input is cut at the limit too.
	root := newRootCmd()
	root.SetIn(strings.NewReader("setup players=Ana,Ben\n" + strings.Repeat("#", maxScriptBytes)))
	root.SetOut(new(strings.Builder))
	root.SetErr(new(strings.Builder))
	root.SetArgs([]string{"script", "-"})
	if err := root.Execute(); err == nil || !strings.Contains(err.Error(), "standard input is larger than 8 MiB") {
		t.Errorf("script -: %v", err)
	}
}
