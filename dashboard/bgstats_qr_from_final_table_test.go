package dashboard

import (
	"net/url"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestBGStatsQRFromTheFinalTable: b on the final table shows the play as a
// QR code of BG Stats' import link when the terminal holds it; at 80x24 it
// says how much room the code needs and shows the link to copy.
func TestBGStatsQRFromTheFinalTable(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	h.press('s')
	h.enterTallies()
	h.contains("Final score · saved", "b BG Stats")

	link, err := h.d.forms.bgStatsLink()
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(link)
	if err != nil || u.Host != "app.bgstatsapp.com" || !strings.Contains(u.Query().Get("data"), "248125") {
		t.Fatalf("not a BG Stats import link for Monumental: %s (%v)", link, err)
	}

	// 80x24 is too small for the code: the size and the link instead, on
	// lines of its own with no border beside it, so that copying the lines
	// gives the link whole.
	h.press('b')
	h.contains("The QR code needs", "the terminal has 80x24", "https://app.bgstatsapp.com/")
	h.lacks("▀▀▀▀")
	var copied strings.Builder
	for _, line := range strings.Split(h.draw(), "\n") {
		if strings.HasPrefix(line, "https://") || copied.Len() > 0 && len(line) > 0 && !strings.Contains(line, " ") {
			if strings.ContainsAny(line, "│║|") {
				t.Fatalf("a border beside the link: %q", line)
			}
			copied.WriteString(line)
		}
	}
	if copied.String() != link {
		t.Fatalf("the link's lines give %q, want %q", copied.String(), link)
	}
	// Its keys return to the final table.
	for _, key := range []any{tcell.KeyEscape, 'b', 'q', tcell.KeyEnter} {
		h.press(key)
		h.lacks("The QR code needs")
		if h.d.dialogs.top != "result" {
			t.Fatalf("%v on the BG Stats dialog left %q, not the final table", key, h.d.dialogs.top)
		}
		h.press('b')
	}
	h.press(tcell.KeyEscape, tcell.KeyEscape)

	// A terminal the code fits in shows it whole.
	h.resize(160, 80)
	h.press('s', 'b')
	screen := h.draw()
	if !strings.Contains(screen, "BG Stats · scan with a phone") || !strings.Contains(screen, "▀") || strings.Contains(screen, "The QR code needs") {
		t.Fatalf("no QR code at 160x80:\n%s", screen)
	}
}

// TestFinalTableKeysWork: the help bar under the final table offers its
// keys, and each works there: u reopens the game and takes the last tally
// back, as on the board.
func TestFinalTableKeysWork(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	h.press('s')
	h.enterTallies()
	bar := helpBar(h)
	for _, want := range []string{"Esc back", "u undo", "b BG Stats", "n new game", "q quit"} {
		if !strings.Contains(bar, want) {
			t.Errorf("the final table's bar lacks %q: %q", want, bar)
		}
	}
	if strings.Contains(bar, "? help") || strings.Contains(bar, "s score") {
		t.Errorf("the final table's bar offers a board key: %q", bar)
	}
	tallies := len(h.rec.Actions)
	h.press('u')
	if h.d.dialogs.top != "" || h.d.ctl.Scored() || len(h.rec.Actions) != tallies-1 || h.rec.Reopened != 1 {
		t.Fatalf("u on the final table: dialog %q, scored %v, %d actions (was %d), reopened %d",
			h.d.dialogs.top, h.d.ctl.Scored(), len(h.rec.Actions), tallies, h.rec.Reopened)
	}
	h.contains("The saved score is set aside")
}
