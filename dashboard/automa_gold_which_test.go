package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// TestGoldAsksWhichAutomaWhenSeveral: with three Automas, G asks which one
// gained the Gold (the one in turn first) and records it by name; alone,
// the Automa is not asked for.
func TestGoldAsksWhichAutomaWhenSeveral(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, "setup players=Ana bots=3 seed=7 difficulty=1")
	h.press('G')
	h.contains("Which Automa", "Automa 1")
	form := h.d.dialogs.focus.(*tview.Form)
	form.GetFormItem(0).(*tview.DropDown).SetCurrentOption(1)
	h.press("3", tcell.KeyEnter)
	if got := h.rec.Actions; len(got) != 1 || got[0] != `automa_gold 3 "Automa 2"` {
		t.Fatalf("recorded %q, want the Gold for Automa 2:\n%s", got, h.draw())
	}
	if g := h.d.mon().Automas()[1].Tally.Gold; g != 5 {
		t.Fatalf("Automa 2 has %d Gold, want 2+3", g)
	}
	solo := withDeckGame(t, 80, 24, "setup players=Ana seed=7 difficulty=1")
	solo.press('G')
	solo.lacks("Which Automa")
	solo.press("2", tcell.KeyEnter)
	if got := solo.rec.Actions; len(got) != 1 || got[0] != "automa_gold 2" {
		t.Fatalf("solo: recorded %q", got)
	}
}
