package main

import (
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestRulesJapaneseTextWrapped: a Japanese rule text (no spaces to break at)
// is wrapped at 78 cells as the English ones are, and no line starts with a
// closing mark.
func TestRulesJapaneseTextWrapped(t *testing.T) {
	t.Parallel()
	out, err := runCmd(t, "rules", "--lang", "ja", "C-DEV-1")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) < 4 || !strings.Contains(lines[0], "連続プレイモード") {
		t.Fatalf("C-DEV-1 in Japanese, wrapped:\n%s", out)
	}
	for _, l := range lines[1:] {
		if w := i18n.Width(l); w > 78 || w < 60 && l != lines[len(lines)-1] {
			t.Errorf("a line of %d cells: %q\n%s", w, l, out)
		}
		if strings.HasPrefix(l, "、") || strings.HasPrefix(l, "。") {
			t.Errorf("a line starts with a closing mark: %q", l)
		}
	}
}
