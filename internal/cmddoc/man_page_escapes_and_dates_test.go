package cmddoc

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

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
	if got := ManDate(); got != "Nov 2023" {
		t.Errorf("manDate with SOURCE_DATE_EPOCH=1700000000: %q, want Nov 2023", got)
	}
	page := ManPage(&cobra.Command{Use: "tablemate"}, ManDate(), ManSections{})
	if !strings.HasPrefix(page, `.TH "TABLEMATE" "1" "Nov 2023"`) {
		t.Errorf("man page header: %q", strings.SplitN(page, "\n", 2)[0])
	}
}
