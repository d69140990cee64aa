package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
)

// TestIdentifyRefusesAnEmptyOrImpossibleCost: an empty cost is not 0 (it
// would always win the Automa's "lowest cost"): the form refuses it with
// the reason, and an empty or impossible slot beside it, all at once, each
// field marked; nothing is played until both are right.
func TestIdentifyRefusesAnEmptyOrImpossibleCost(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('i', tcell.KeyBackspace2) // the slot emptied, the cost left empty
	form := h.d.dialogs.focus.(*tview.Form)
	h.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter)
	if screen := squeeze(h.draw()); !strings.Contains(screen, squeeze("Slot: Type the slot the card is in (1-6).")) ||
		!strings.Contains(screen, squeeze("Cost: Type the cost printed on the card (0 to 99): an")+"║║"+squeeze("empty cost is not 0.")) {
		t.Fatalf("the reasons are not both shown:\n%s", h.draw())
	}
	for _, i := range []int{identSlot, identCost} {
		if l := form.GetFormItem(i).GetLabel(); !strings.HasSuffix(l, problemMark) {
			t.Errorf("field %q is not marked", l)
		}
	}
	if l := form.GetFormItem(identName).GetLabel(); strings.HasSuffix(l, problemMark) {
		t.Errorf("field %q is marked", l)
	}
	form.GetFormItem(identSlot).(*tview.InputField).SetText("9")
	form.GetFormItem(identCost).(*tview.InputField).SetText("100")
	h.press(tcell.KeyEnter)
	h.contains("slot 9 does not exist", `cost "100" is not a number from 0 to 99`)
	if len(h.rec.Actions) != 0 {
		t.Fatalf("a refused card was identified: %q", h.rec.Actions)
	}
	form.GetFormItem(identSlot).(*tview.InputField).SetText("2")
	form.GetFormItem(identCost).(*tview.InputField).SetText("0")
	h.press(tcell.KeyEnter)
	if h.d.dialogs.top != "" || len(h.rec.Actions) != 1 || h.rec.Actions[0] != "identify 2 knowledge 0" {
		t.Fatalf("a card of cost 0: dialog %q, recorded %q", h.d.dialogs.top, h.rec.Actions)
	}
}

// TestEveryProblemCanBeReadAt80x24: a setup with more problems than the
// rows under the form at 80x24 shows as many as fit and says so on its
// last row; PgDn shows the next ones, PgUp the first again.
func TestEveryProblemCanBeReadAt80x24(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	form := h.d.dialogs.focus.(*tview.Form)
	set := func(i int, text string) { form.GetFormItem(i).(*tview.InputField).SetText(text) }
	set(fPlayers, "Ana, ana, Ben, Ben, Cid, Dee")
	set(fStart, "Zed")
	set(fCivs, "narnia, mordor")
	set(fEras, "3,x,0")
	set(fDifficulty, "9")
	startFromForm(h)
	errs := dialogFlex(h).GetItem(1).(*problemList)
	_, _, width, _ := errs.GetInnerRect()
	all := errs.wrapped(width)
	if len(all) <= maxProblemRows {
		t.Fatalf("only %d rows of problems: the test needs more than %d", len(all), maxProblemRows)
	}
	h.contains("▼ problems: rows 1-5 of")
	seen := map[int]bool{}
	for page := 0; page < 10; page++ {
		h.draw()
		for i := errs.first; i <= errs.last; i++ {
			seen[i] = true
		}
		h.press(tcell.KeyPgDn)
	}
	for i, r := range all {
		if !seen[i] {
			t.Errorf("a problem's row never shows: %q", r)
		}
	}
	h.press(tcell.KeyPgUp, tcell.KeyPgUp, tcell.KeyPgUp, tcell.KeyPgUp, tcell.KeyPgUp)
	h.contains("▼ problems: rows 1-5 of", all[0])
}
