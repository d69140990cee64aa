package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/tracker"
)

// Choosing the helper's convention set on the form fills in what it
// implies (2 cards a turn, the humans first, points for Gold), visibly;
// the solo game started then plays 2 cards a turn. Each value stays
// editable: one card chosen after the set is one card.
func TestConventionSetFillsItsValues(t *testing.T) {
	t.Parallel()
	choose := func(h *harness, item, option int) {
		form := h.d.dialogs.focus.(*tview.Form)
		for i := 0; i < 40; i++ {
			if idx, _ := form.GetFocusedItemIndex(); idx == item {
				break
			}
			h.press(tcell.KeyTab)
		}
		h.press(tcell.KeyEnter)
		h.press(tcell.KeyHome)
		for i := 0; i < option; i++ {
			h.press(tcell.KeyDown)
		}
		h.press(tcell.KeyEnter)
	}
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, NewGame: tracker.Setup{Players: []string{"Ana"}}})
	form := h.d.dialogs.focus.(*tview.Form)
	if cards, _ := form.GetFormItem(fCards).(*tview.DropDown).GetCurrentOption(); cards != 0 {
		t.Fatalf("the rulebook's set: cards option %d, want 0 (1 card)", cards)
	}
	choose(h, fConventions, 1)
	if set, _ := form.GetFormItem(fConventions).(*tview.DropDown).GetCurrentOption(); set != 1 {
		t.Fatalf("conventions option %d after choosing the helper's", set)
	}
	cards, shown := form.GetFormItem(fCards).(*tview.DropDown).GetCurrentOption()
	first := form.GetFormItem(fAutomaFirst).(*tview.Checkbox).IsChecked()
	gold := form.GetFormItem(fAutomaGold).(*tview.Checkbox).IsChecked()
	if shown != "2" || first || !gold {
		t.Fatalf("the helper's set shows cards %q (option %d), Automa first %v, Gold points %v; want 2, false, true", shown, cards, first, gold)
	}
	startFromForm(h)
	if len(rec.Games) != 1 {
		t.Fatalf("no game started:\n%s", h.draw())
	}
	setup, err := tracker.ParseSetup(rec.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	if setup.CardsPerTurn() != 2 || setup.AutomaFirst() || !setup.AutomaGoldPoints() {
		t.Fatalf("setup %q: %d cards, Automa first %v, Gold %v", rec.Games[0], setup.CardsPerTurn(), setup.AutomaFirst(), setup.AutomaGoldPoints())
	}
	if !strings.Contains(rec.Games[0], "automa_cards=2") {
		t.Errorf("the setup line does not say the cards: %q", rec.Games[0])
	}

	// The set, then one card by hand: one card.
	rec = &dashboardtest.MemoryRecorder{}
	h = newHarness(t, 80, 24, Options{Recorder: rec, NewGame: tracker.Setup{Players: []string{"Ana"}}})
	choose(h, fConventions, 1)
	choose(h, fCards, 0)
	startFromForm(h)
	if len(rec.Games) != 1 || !strings.Contains(rec.Games[0], "automa_cards=1") || !strings.Contains(rec.Games[0], "automa_rules=helper") {
		t.Fatalf("helper's set with 1 card by hand: %q", rec.Games)
	}
}
