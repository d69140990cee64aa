package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// TestAnswerFieldTakesAnAnswersLength: the Automa's answer field takes
// no more characters than an answer has ("slot 12", or yes or no in the
// table's language), and the refusal of what was typed shows whole in
// the box, which grows for it when the question leaves no room, in every
// language.
func TestAnswerFieldTakesAnAnswersLength(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "es", "cs", "ja", "fr"} {
		h := localizedDeck(t, lang, 80, 24, soloJapan)
		h.press('A', 'A')
		field, ok := h.d.dialogs.focus.(*tview.InputField)
		if h.d.dialogs.top != "answer" || !ok {
			t.Fatalf("%s: no answer field open:\n%s", lang, h.draw())
		}
		h.press(strings.Repeat("maybe ", 3))
		typed := field.GetText()
		if n := len([]rune(typed)); n != len("slot 6") {
			t.Fatalf("%s: the field took %d characters (%q), want at most those of slot 6", lang, n, typed)
		}
		h.press(tcell.KeyEnter)
		refusal := h.d.forms.answerProblem(strings.TrimSpace(typed), "slot")
		if refusal == "" {
			t.Fatalf("%s: %q taken as an answer", lang, typed)
		}
		if box := dialogText(h); !strings.Contains(squeeze(box), squeeze(refusal)) {
			t.Errorf("%s: the refusal is not whole in the box:\n%s\nwant %q", lang, h.draw(), refusal)
		}
		if _, y, _, bh := h.d.dialogs.box.GetRect(); y < 1 || y+bh > 23 {
			t.Errorf("%s: the grown box runs off the screen (rows %d-%d)", lang, y, y+bh-1)
		}
		// The answer still goes in once the field is cleared.
		h.press(clearKeys(len([]rune(typed)))...)
		h.press("2", tcell.KeyEnter)
		if got := h.rec.Actions; got[len(got)-1] != "answer slot 2" || h.d.dialogs.top != "" {
			t.Fatalf("%s: the answer 2 after a refusal was recorded as %q", lang, got)
		}
	}
}

// TestAnswerLengthByKind: a number answer is at most 99, a yes/no answer
// as long as the longest of yes and no in English and the language.
func TestAnswerLengthByKind(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, expect string
		want         int
	}{{"en", "number", 2}, {"en", "yes/no", 3}, {"ja", "yes/no", 3}, {"fr", "yes/no", 3}, {"en", "slot", 6}} {
		h := localizedDeck(t, tc.lang, 80, 24, soloJapan)
		if got := h.d.forms.answerMaxLen(tc.expect); got != tc.want {
			t.Errorf("%s %s: %d characters, want %d", tc.lang, tc.expect, got, tc.want)
		}
	}
}

// dialogText is the text inside the open dialog's frame, row by row.
func dialogText(h *harness) string {
	lines := strings.Split(h.draw(), "\n")
	x, y, w, bh := h.d.dialogs.box.GetRect()
	var out []string
	for row := y + 1; row < y+bh-1 && row < len(lines); row++ {
		_, rest := cut(lines[row], x+1)
		in, _ := cut(rest, w-2)
		out = append(out, in)
	}
	return strings.Join(out, "\n")
}
