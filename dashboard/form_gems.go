package dashboard

import (
	"strconv"
	"strings"

	"github.com/rivo/tview"

	"tablemate/tracker/wm"
)

// openGems asks the gems of everyone who has not shown them; each count is
// one gems action, recorded before it is shown. Once all are in, the game
// is scored and saved.
func (fm *forms) openGems() {
	s := fm.wms()
	if !s.Over() {
		// An empty form during play would take the next keys.
		fm.ctl.Refuse(msgGemsAtEnd)
		return
	}
	missing := s.GemsMissing()
	if len(missing) == 0 {
		fm.ctl.Refuse(msgGemsAllIn)
		return
	}
	form := tview.NewForm().SetItemPadding(0)
	names := s.Players()
	for _, name := range missing {
		// Prefilled when the screens tell the count exactly.
		initial := ""
		for seat, p := range names {
			if lo, hi, known := s.ExpectedGems(seat); p == name && known && lo == hi {
				initial = strconv.Itoa(lo)
			}
		}
		form.AddInputField(clip(name, 24), initial, 4, tview.InputFieldInteger, nil)
	}
	errs := fm.errorLine()
	errs.SetText(fm.t(promptGemsHelp))
	submit := func() {
		wasScored := fm.ctl.Scored()
		for i, name := range missing {
			text := strings.TrimSpace(form.GetFormItem(i).(*tview.InputField).GetText())
			if text == "" {
				continue // entered later: the game waits for it
			}
			n, err := strconv.Atoi(text)
			if err != nil {
				errs.SetText(fm.tf(errNotNumber, text))
				return
			}
			if !fm.ctl.Do(wm.Gems{Player: name, Count: n}) {
				errs.SetText(fm.t(promptGemsHelp) + "\n" + fm.ctl.Status().Text)
				return
			}
		}
		fm.dialogs.close()
		if fm.wms().Scored() {
			fm.finishWMSaying(!wasScored)
		}
	}
	form.AddButton(fm.t("OK"), submit)
	cancel := fm.closeAsking(formTyped(form, false))
	form.AddButton(fm.t("Cancel"), cancel)
	form.SetCancelFunc(cancel)
	fm.dialogs.show("gems", fm.framed(fm.t(promptGemsTitle), form, errs, 3), form, 60, len(missing)+10)
}
