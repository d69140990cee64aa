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
	errs := fm.errorLine()
	submit := func() bool {
		i, _ := form.GetFormItem(1).(*tview.DropDown).GetCurrentOption()
		typ := types[clampIndex(i, len(types))]
		cost := form.GetFormItem(2).(*tview.InputField).GetText()
		if cost == "" {
			cost = "0"
		}
		line := fmt.Sprintf("identify %s %s %s", strings.TrimSpace(form.GetFormItem(0).(*tview.InputField).GetText()), typ, cost)
		if name := strings.TrimSpace(form.GetFormItem(3).(*tview.InputField).GetText()); name != "" {
			line += " " + strconv.Quote(name)
		}
		a, err := tracker.ParseAction(line)
		if err != nil {
			errs.SetText(fm.loc.Error(err))
			return false
		}
		if !fm.ctl.Do(a) {
			errs.SetText(fm.ctl.Status().Text)
			return false
		}
		fm.dialogs.close()
		return true
	}
	form.AddButton(fm.t("OK"), func() { submit() })
	form.AddButton(fm.t("Cancel"), fm.dialogs.close)
	form.SetCancelFunc(fm.dialogs.close)
	widenList(form.GetFormItem(1).(*tview.DropDown), shown, 30)
	// Enter in the last field confirms; a refused card keeps the typing there.
	form.GetFormItem(3).(*tview.InputField).SetDoneFunc(func(k tcell.Key) {
		if k == tcell.KeyEnter && !submit() {
			fm.dialogs.keepFocus(form, 3)
		}
	})
	fm.dialogs.show("identify", fm.framed(fm.t("Identify a display card · Esc cancels"), form, errs, 2), form, 56, formHeight(form, 2))
}
