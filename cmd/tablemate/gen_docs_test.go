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
		{"man", "tablemate.1", "tablemate-history.1", ".TH \"TABLEMATE\" \"1\"", `\fB\-\-format\fR \fIstring\fR`},
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

func TestManPageEscapesWhatRoffWouldRead(t *testing.T) {
	t.Parallel()
	got := roffText("A -flag and a\\path\n.starts like a request\n'so does this\n\n`tablemate play --game ID` resumes")
	want := "A \\-flag and a\\epath\n\\&.starts like a request\n\\&'so does this\n.PP\n\\fBtablemate play \\-\\-game ID\\fR resumes"
	if got != want {
		t.Errorf("roffText:\n got %q\nwant %q", got, want)
	}
	if got := roffText("an `unpaired backtick"); got != "an `unpaired backtick" {
		t.Errorf("unpaired backtick: %q", got)
	}
}

func TestManPageDateFollowsSourceDateEpoch(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	if got := manDate(); got != "Nov 2023" {
		t.Errorf("manDate with SOURCE_DATE_EPOCH=1700000000: %q, want Nov 2023", got)
	}
	page := manPage(newRootCmd(), manDate())
	if !strings.HasPrefix(page, `.TH "TABLEMATE" "1" "Nov 2023"`) {
		t.Errorf("man page header: %q", strings.SplitN(page, "\n", 2)[0])
	}
}
