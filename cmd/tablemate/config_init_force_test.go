package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/config"
)

// config init --force replaces a symlink with a file of its own (mode
// 0600) and never writes through it: the link's target keeps its bytes and
// its mode. Without --force an existing link, even a dangling one, is
// refused.
func TestConfigInitForceNeverFollowsASymlink(t *testing.T) {
	configEnv(t)
	dir := t.TempDir()
	target := filepath.Join(dir, "precious.txt")
	if err := os.WriteFile(target, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "config.yaml")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if _, err := runTablemate(t, "config", "init", "-o", link); err == nil || !strings.Contains(err.Error(), "already exists (use --force") {
		t.Errorf("without --force: %v", err)
	}
	if _, err := runTablemate(t, "config", "init", "--force", "-o", link); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(target); string(got) != "keep me\n" {
		t.Errorf("the link's target was written: %q", got)
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o644 {
		t.Errorf("the target's mode changed: %v", fi.Mode())
	}
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&os.ModeSymlink != 0 || fi.Mode().Perm() != 0o600 {
		t.Fatalf("%s: %v %v, want a regular file, mode 0600", link, fi.Mode(), err)
	}
	if got, _ := os.ReadFile(link); !bytes.Equal(got, config.DefaultYAML) {
		t.Error("the new file is not the defaults")
	}
	// An existing file is replaced the same way, and no temporary file stays.
	os.WriteFile(link, []byte("old"), 0o644)
	if _, err := runTablemate(t, "config", "init", "--force", "-o", link); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(link); fi.Mode().Perm() != 0o600 {
		t.Errorf("replaced file mode %v, want 0600", fi.Mode())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("files left beside it: %v", entries)
	}
	// A dangling link is refused without --force.
	dangling := filepath.Join(dir, "dangling.yaml")
	os.Symlink(filepath.Join(dir, "nowhere"), dangling)
	if _, err := runTablemate(t, "config", "init", "-o", dangling); err == nil {
		t.Error("a dangling symlink was written through")
	}
	if _, err := os.Stat(filepath.Join(dir, "nowhere")); !os.IsNotExist(err) {
		t.Error("the dangling link's target was created")
	}
	if _, err := runTablemate(t, "config", "init", "--force", "-o", dir); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("a directory: %v", err)
	}
}
