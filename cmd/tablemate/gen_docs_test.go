package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestGenWritesManAndMarkdownPagesOfEveryCommand(t *testing.T) {
	configEnv(t)
	for _, tt := range []struct {
		kind, root, history, needle, flag string
	}{
		{"man", "tablemate.1", "tablemate-history.1", ".TH \"TABLEMATE-HISTORY\" \"1\"", `\fB\-\-format\fR \fIstring\fR`},
		{"markdown", "tablemate.md", "tablemate_history.md", "## tablemate history", "--format string"},
	} {
		dir := filepath.Join(t.TempDir(), "new", "docs") // created when missing
		if _, err := runTablemate(t, "gen", tt.kind, dir); err != nil {
			t.Fatalf("gen %s: %v", tt.kind, err)
		}
		root, err := os.ReadFile(filepath.Join(dir, tt.root))
		if err != nil {
			t.Fatal(err)
		}
		// The root page lists the commands; each has its own page.
		for _, sub := range newRootCmd().Commands() {
			if !sub.IsAvailableCommand() {
				continue
			}
			if !strings.Contains(string(root), sub.Name()) {
				t.Errorf("%s does not list %s", tt.root, sub.Name())
			}
		}
		page, err := os.ReadFile(filepath.Join(dir, tt.history))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(page), tt.needle) || !strings.Contains(string(page), tt.flag) {
			t.Errorf("%s lacks %q or the history flags:\n%s", tt.history, tt.needle, page)
		}
	}
	if _, err := runTablemate(t, "gen", "man"); exitCode(err) != exitUsage {
		t.Errorf("gen man without DIR: %v", err)
	}
}
