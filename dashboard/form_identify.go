package dashboard

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/tracker"
)

// openIdentify asks what the card in a slot is.
func (fm *forms) openIdentify() {
	if fm.mon() == nil {
		fm.ctl.Refuse(msgNoGameAction)
		return
	}
	s := fm.mon()
	slot := 0
	for i, sl := range s.Display() {
		if sl.Filled && !sl.Card.Identity.Known() {
			slot = i + 1
			break
		}
	}
	form := tview.NewForm().SetItemPadding(0)
	initial := ""
	if slot > 0 {
		initial = strconv.Itoa(slot)
	}
	// Items by index: 0 slot, 1 type, 2 cost, 3 name. The types are shown
	// translated; the action is written with the English ones.
	types := []string{"knowledge", "building", "wonder"}
	shown := make([]string, len(types))
	for i, t := range types {
		shown[i] = fm.t(t)
	}
	form.AddInputField(fm.t("Slot"), initial, 4, tview.InputFieldInteger, nil)
	form.AddDropDown(fm.t("Type"), shown, 0, nil)
	form.AddInputField(fm.t("Cost"), "", 4, tview.InputFieldInteger, nil)
	form.AddInputField(fm.t("Name (optional)"), "", 30, nil, nil)
	errs := fm.problemList()
	probs := newFormProblems(form, errs, fm.labelled)
	var box *tview.Flex
	text := func(i int) string { return strings.TrimSpace(form.GetFormItem(i).(*tview.InputField).GetText()) }
	submit := func() bool {
		i, _ := form.GetFormItem(1).(*tview.DropDown).GetCurrentOption()
		typ := types[clampIndex(i, len(types))]
		found := fm.identifyProblems(text(0), typ, text(2))
		if len(found) == 0 {
			line := fmt.Sprintf("identify %s %s %s", text(0), typ, text(2))
			if name := text(3); name != "" {
				line += " " + strconv.Quote(name)
			}
			a, err := tracker.ParseAction(line)
			switch {
			case err != nil:
				found = []problem{{identName, fm.loc.Error(err)}} // the rest was checked
			case !fm.ctl.Do(a):
				found = []problem{{-1, fm.ctl.Status().Text}}
			default:
				fm.dialogs.close()
				return true
			}
		}
		rows := probs.show(found, 54) // the box less its border
		box.ResizeItem(errs, rows, 0)
		fm.dialogs.resize(formHeight(form, rows))
		return false
	}
	form.AddButton(fm.t("OK"), func() { submit() })
	// The slot, type and cost typed are asked about before Esc drops them.
	cancel := fm.closeAsking(formTyped(form, false))
	form.AddButton(fm.t("Cancel"), cancel)
	form.SetCancelFunc(cancel)
	form.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if errs.scrollKey(ev) {
			return nil
		}
		return ev
	})
	widenList(form, 1, shown, 30)
	// Enter in the last field confirms; a refused card keeps the typing there.
	form.GetFormItem(identName).(*tview.InputField).SetDoneFunc(func(k tcell.Key) {
		if k == tcell.KeyEnter && !submit() {
			fm.dialogs.keepFocus(form, identName)
		}
	})
	box = fm.framed(fm.t("Identify a display card · Esc cancels"), form, errs, 2)
	fm.dialogs.show("identify", box, form, 56, formHeight(form, 2))
}

// The identify form's items.
const (
	identSlot = 0
	identCost = 2
	identName = 3
)

// Why the identify form refuses a slot or a cost the engine never sees.
const (
	msgIdentSlotEmpty = "Type the slot the card is in (1-%d)."
	msgIdentCostEmpty = "Type the cost printed on the card (0 to 99): an empty cost is not 0."
	msgIdentCost      = "cost %q is not a number from 0 to 99"
)

// identifyProblems are every problem of an identify form at once: an empty
// or impossible slot (the engine's reason: no such slot, an empty one), an
// empty or impossible cost. None: the action can be played.
func (fm *forms) identifyProblems(slotText, typ, costText string) []problem {
	var out []problem
	cost := 0
	switch n, err := strconv.Atoi(costText); {
	case costText == "":
		out = append(out, problem{identCost, fm.t(msgIdentCostEmpty)})
	case err != nil || n < 0 || n > 99:
		out = append(out, problem{identCost, fm.tf(msgIdentCost, costText)})
	default:
		cost = n
	}
	if slotText == "" {
		return append([]problem{{identSlot, fm.tf(msgIdentSlotEmpty, len(fm.mon().Display()))}}, out...)
	}
	slot, err := tracker.ParseSlot(slotText)
	if err != nil {
		return append([]problem{{identSlot, fm.loc.Error(err)}}, out...)
	}
	t, _ := tracker.ParseCardType(typ)
	if why := fm.ctl.Refusal(tracker.Identify{Slot: slot, Identity: tracker.Identity{Type: t, Cost: cost}}); why != "" {
		out = append([]problem{{identSlot, why}}, out...)
	}
	return out
}
