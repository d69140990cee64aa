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

	// 80x24 is too small for the code: the size and the link instead.
	h.press('b')
	h.contains("The QR code needs", "the terminal has 80x24", "https://app.bgstatsapp.com/")
	h.lacks("▀▀▀▀")
	h.press(tcell.KeyEscape)
	h.lacks("The QR code needs")

	// A terminal the code fits in shows it whole.
	h.resize(160, 80)
	h.press('s', 'b')
	screen := h.draw()
	if !strings.Contains(screen, "BG Stats · scan with a phone") || !strings.Contains(screen, "▀") || strings.Contains(screen, "The QR code needs") {
		t.Fatalf("no QR code at 160x80:\n%s", screen)
	}
}
