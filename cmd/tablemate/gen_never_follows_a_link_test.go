package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The review's D7: a page's name that is a link to another file, or a page
// already there, is never written through nor replaced without --force;
// with --force the link itself is replaced and its target stays as it was.
func TestGenNeverFollowsALinkNorOverwritesWithoutForce(t *testing.T) {
	configEnv(t)
	for _, kind := range []string{"man", "markdown"} {
		root := t.TempDir()
		dir := filepath.Join(root, "pages")
		os.MkdirAll(dir, 0o755)
		victim := filepath.Join(root, "victim.txt")
		os.WriteFile(victim, []byte("precious\n"), 0o600)
		page := map[string]string{"man": "tablemate.1", "markdown": "tablemate.md"}[kind]
		if err := os.Symlink(victim, filepath.Join(dir, page)); err != nil {
			t.Skip("no symbolic links here:", err)
		}
		_, err := runTablemate(t, "gen", kind, dir)
		if err == nil || !strings.Contains(err.Error(), "already exists") || !strings.Contains(err.Error(), "--force") {
			t.Fatalf("gen %s over a link: %v", kind, err)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("gen %s refused, yet wrote %d files", kind, len(entries)-1)
		}
		if _, err := runTablemate(t, "gen", kind, dir, "--force"); err != nil {
			t.Fatalf("gen %s --force: %v", kind, err)
		}
		if b, _ := os.ReadFile(victim); string(b) != "precious\n" {
			t.Errorf("gen %s --force wrote through the link: %q", kind, b)
		}
		if fi, err := os.Lstat(filepath.Join(dir, page)); err != nil || !fi.Mode().IsRegular() {
			t.Errorf("gen %s --force: %s is %v, %v; want the page", kind, page, fi.Mode(), err)
		}
		if _, err := runTablemate(t, "gen", kind, dir); err == nil {
			t.Errorf("gen %s again without --force overwrote the pages", kind)
		}
	}
}
