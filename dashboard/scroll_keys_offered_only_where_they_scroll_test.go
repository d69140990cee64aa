package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
)

// TestFinalTableOffersScrollingOnlyWhenItScrolls: the final table's help
// bar offers its scroll keys while part of the table is out of sight, and
// they scroll it; on a screen where the whole table shows, they are not
// offered. The help and a rule the same.
func TestFinalTableOffersScrollingOnlyWhenItScrolls(t *testing.T) {
	t.Parallel()
	for _, size := range []struct{ w, h int }{{80, 24}, {100, 50}} {
		h := playToEnd(t)
		h.resize(size.w, size.h)
		h.press('s')
		h.enterTallies()
		if h.d.dialogs.top != "result" {
			t.Fatalf("no final table: %q", h.d.dialogs.top)
		}
		tv := h.d.dialogs.focus.(*moreBelow)
		bar := helpBar(h)
		_, _, _, inner := tv.GetInnerRect()
		scrolls := inner < strings.Count(tv.GetText(false), "\n")+1
		if strings.Contains(bar, "scroll") != scrolls {
			t.Errorf("%dx%d: the table scrolls: %v; the help bar: %q", size.w, size.h, scrolls, bar)
		}
		if size.h == 50 && scrolls {
			t.Errorf("%dx%d: the final table does not fit", size.w, size.h)
		}
		if scrolls {
			h.press(tcell.KeyDown)
			if row, _ := tv.GetScrollOffset(); row == 0 {
				t.Errorf("%dx%d: ↓ offered but does not scroll", size.w, size.h)
			}
		}
	}
	// The help: a tall screen shows it whole, and offers no scrolling.
	h := withGame(t, 100, 80, three)
	h.press('?')
	tv := h.d.dialogs.focus.(*tview.TextView)
	if bar := helpBar(h); strings.Contains(bar, "scroll") {
		_, _, _, inner := tv.GetInnerRect()
		t.Errorf("the help shows whole (%d rows) yet the bar offers %q", inner, bar)
	}
}

// TestKeyNamesInTheLanguage: every key a dialog's help bar or a hint
// names is named in the screen's language: PgDn is AvPág in Spanish
// wherever it appears, Enter Intro, Esc Échap in French.
func TestKeyNamesInTheLanguage(t *testing.T) {
	t.Parallel()
	es := ui{loc: i18n.New("es")}
	for label, want := range map[string]string{"↓ PgDn": "↓ AvPág", "↑↓ PgDn": "↑↓ AvPág", "PgUp": "RePág", "Enter": "Intro", "Esc": "Esc", "u": "u", "↑↓": "↑↓"} {
		if got := es.keyName(label); got != want {
			t.Errorf("es: keyName(%q) = %q, want %q", label, got, want)
		}
	}
	fr := ui{loc: i18n.New("fr")}
	if got := fr.keyName("Esc"); got != "Échap" {
		t.Errorf("fr: keyName(Esc) = %q", got)
	}
	// The final table in Spanish at 80x24, where it scrolls.
	base := playToEnd(t)
	h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), Kinds: base.d.opts.Kinds, Localizer: i18n.New("es"), Now: fixedNow})
	h.press('s')
	h.enterTallies()
	if bar := helpBar(h); strings.Contains(bar, "PgDn") || strings.Contains(bar, "PgUp") {
		t.Errorf("the Spanish help bar names a key in English: %q", bar)
	}
}
