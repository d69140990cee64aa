package dashboard

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rivo/tview"

	"tablemate/i18n"
)

// TestDialogTitlesFit: at 80x24, in every language, a dialog's title is
// never cut at both ends (tview centres a title wider than its border): it
// shows whole, or without its key hints (the help bar names them), its
// first words always there.
func TestDialogTitlesFit(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages() {
		for _, key := range []rune{'i', '?'} {
			h := localized(t, lang, 80, 24, three)
			h.press(key)
			box, ok := h.d.dialogs.box.(titled)
			if !ok {
				t.Fatalf("%s %c: no titled dialog", lang, key)
			}
			title := strings.TrimSpace(box.GetTitle())
			screen := h.draw()
			_, y, _, _ := h.d.dialogs.box.GetRect()
			row := strings.Split(screen, "\n")[y]
			if !strings.Contains(row, " "+title+" ") || strings.Contains(title, "…") {
				t.Errorf("%s %c: the title %q is cut on its border:\n%s", lang, key, title, row)
			}
			if _, x, _, _ := h.d.dialogs.box.GetRect(); x < 0 {
				t.Errorf("%s %c: the dialog starts off the screen", lang, key)
			}
		}
	}
	// The identify dialog's title in Spanish, too long with its hint:
	// the hint goes, the help bar says Esc.
	h := localized(t, "es", 80, 24, three)
	h.press('i')
	if title := h.d.dialogs.box.(titled).GetTitle(); title != " Identificar una carta del Desarrollo disponible " {
		t.Errorf("es: identify title %q", title)
	}
	if bar := helpBar(h); !strings.Contains(bar, "Esc") {
		t.Errorf("es: the help bar does not name Esc: %q", bar)
	}
}

var ruleID = regexp.MustCompile(`\b[MCW]-[A-Z]+-[0-9]+\b`)

// TestHelpRowsWrapUnderTheirColumn: the help screen at 80x24, in every
// language, with the readings of a game with two rows of 3 (long ones):
// no line is wider than the box, no rule ID is cut in two, a key's words
// go on under their column, and the digit keys of a 6-slot display say
// nothing of slot 10.
func TestHelpRowsWrapUnderTheirColumn(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages() {
		h := localized(t, lang, 80, 24, "setup players=Ana,Ben seed=1 discard_after_end=off")
		h.press('?')
		tv, ok := h.d.dialogs.box.(*tview.TextView)
		if !ok {
			t.Fatalf("%s: the help is a %T", lang, h.d.dialogs.box)
		}
		text := tv.GetText(false)
		raw := h.d.keys.help(h.d) + h.d.forms.readingsHelp()
		for _, id := range ruleID.FindAllString(raw, -1) {
			if !strings.Contains(text, id) {
				t.Errorf("%s: the help cuts %s:\n%s", lang, id, text)
			}
		}
		// A line of the help's own starts as written; the rows it goes on
		// in start under its words, two cells in at least.
		starts := map[string]bool{}
		for _, l := range strings.Split(raw, "\n") {
			starts[string([]rune(l)[:min(8, len([]rune(l)))])] = true
		}
		for _, l := range strings.Split(text, "\n") {
			if i18n.Width(l) > 74 {
				t.Errorf("%s: a help line wider than the box: %q", lang, l)
			}
			if l != "" && !starts[string([]rune(l)[:min(8, len([]rune(l)))])] && !strings.HasPrefix(l, "  ") {
				t.Errorf("%s: a wrapped line is not indented: %q\n%s", lang, l, text)
			}
		}
		if want := h.d.t(keyTakeDesc); strings.Contains(text, want) {
			t.Errorf("%s: a 6-slot display's help names slot 10: %q", lang, want)
		}
		if want := h.d.t(keyTakeDescNoTen); !strings.Contains(squeeze(text), squeeze(want)) {
			t.Errorf("%s: the help lacks %q:\n%s", lang, want, text)
		}
	}
}
