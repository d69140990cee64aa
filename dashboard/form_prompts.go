package dashboard

import (
	"errors"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// The one-field prompts a key opens (promptField): a hire's or a Monster's
// name, a slot past 9, the Automa's Gold (a form when there are several
// Automas), a World Monuments pass and the quarry's end.

// openName asks for the name a hire or a Monster action needs; title and
// label are translated already.
func (fm *forms) openName(verb, title, label string) {
	fm.promptField(verb, fm.tf("%s · Enter confirms · Esc cancels", title), label, "", "", 56,
		func(text string) error {
			a, err := tracker.ParseAction(verb + " " + strconv.Quote(text))
			if err != nil {
				return err
			}
			return fm.applied(fm.ctl.Do(a))
		})
}

// openSlot takes a card by its slot number: the digit keys reach slot 10
// (0), a continuous display has up to 12.
func (fm *forms) openSlot() {
	n := len(fm.mon().Display())
	fm.promptField("slot", fm.t(promptSlotTitle), fm.tf(promptSlotLabel, n), "", "", 56,
		func(text string) error {
			slot, err := tracker.ParseSlot(text)
			if err != nil {
				return err
			}
			return fm.applied(fm.ctl.Do(tracker.Take{Slots: []int{slot}}))
		})
}

// openAutomaGold records the Gold an Automa gained on the map; with
// several Automas it asks which one (the one in turn first).
func (fm *forms) openAutomaGold() {
	if setup := fm.mon().Setup(); setup.BotCount() == 0 {
		fm.ctl.Refuse(msgNoAutoma)
		return
	}
	bots := fm.mon().Automas()
	if len(bots) > 1 {
		fm.openBotGold(bots)
		return
	}
	fm.promptField("automa_gold", fm.t(promptGoldTitle), fm.t(promptGoldLabel), fm.t(promptGoldHelp), "", 60,
		func(text string) error {
			a, err := tracker.ParseAction("automa_gold " + text)
			if err != nil {
				return err
			}
			return fm.applied(fm.ctl.Do(a))
		})
}

// openBotGold is the Gold form for a table of several Automas: which
// Automa, and the Gold it gained.
func (fm *forms) openBotGold(bots []*tracker.AutomaView) {
	names := make([]string, len(bots))
	current := 0
	if v := fm.mon().Automa(); v != nil {
		for i, b := range bots {
			if b.Seat == v.Seat {
				current = i
			}
		}
	}
	for i, b := range bots {
		names[i] = b.Name
	}
	form := tview.NewForm().SetItemPadding(0)
	form.AddDropDown(fm.t("Which Automa"), names, current, nil)
	form.AddInputField(fm.t(promptGoldLabel), "", 6, nil, nil)
	widenList(form, 0, names, 12)
	errs := fm.errorLine()
	errs.SetText(fm.t(promptGoldHelp))
	submit := func() bool {
		i, _ := form.GetFormItem(0).(*tview.DropDown).GetCurrentOption()
		g := strings.TrimSpace(form.GetFormItem(1).(*tview.InputField).GetText())
		a, err := tracker.ParseAction("automa_gold " + g + " " + strconv.Quote(names[clampIndex(i, len(names))]))
		if err != nil {
			errs.SetText(fm.t(promptGoldHelp) + "\n" + fm.loc.Error(err))
			return false
		}
		if !fm.ctl.Do(a) {
			errs.SetText(fm.t(promptGoldHelp) + "\n" + fm.ctl.Status().Text)
			return false
		}
		fm.dialogs.close()
		return true
	}
	form.AddButton(fm.t("OK"), func() { submit() })
	cancel := fm.closeAsking(formTyped(form, false))
	form.AddButton(fm.t("Cancel"), cancel)
	form.SetCancelFunc(cancel)
	form.GetFormItem(1).(*tview.InputField).SetDoneFunc(func(k tcell.Key) {
		if k == tcell.KeyEnter && !submit() {
			fm.dialogs.keepFocus(form, 1)
		}
	})
	form.SetFocus(1)
	fm.dialogs.show("automa_gold", fm.framed(fm.t(promptGoldTitle), form, errs, 3), form, 60, formHeight(form, 3))
}

// openPass asks how many construction tokens the passing player leaves
// (and, optionally, the gems kept).
func (fm *forms) openPass() {
	s := fm.wms()
	// Prefilled with what the screen holds, when the quarry turns told it.
	initial := ""
	if screens, a := s.Screens(), s.Active(); s.Checked() && a >= 0 && a < len(screens) && !screens[a].Uncounted {
		c := screens[a]
		initial = strconv.Itoa(max(c.Free(), 0))
		if c.Gems > 0 {
			// Gems kept at an earlier pass stay behind the screen.
			initial += " " + strconv.Itoa(c.Gems)
		}
	}
	fm.promptField("pass", fm.tf(promptPassTitle, s.ActiveName()), fm.t(promptPassLabel), fm.t(promptPassHelp), initial, 66,
		func(text string) error {
			a, err := wm.ParseAction("pass " + text)
			if err != nil {
				return err
			}
			return fm.applied(fm.ctl.Do(a))
		})
}

// openQuarryDone asks who holds the black token.
func (fm *forms) openQuarryDone() {
	s := fm.wms()
	names := s.Players()
	seats := seatList(names)
	fm.promptField("quarry_done", fm.t(promptEmptyTitle), fm.t(promptEmptyLabel), fm.tf(promptEmptyHelp, seats), "", 66,
		func(text string) error {
			name, err := fm.playerOf(names, text)
			if err != nil {
				return err
			}
			return fm.applied(fm.ctl.Do(wm.QuarryDone{Player: name}))
		})
}

// seatList is "1 Ana, 2 Ben".
func seatList(names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = strconv.Itoa(i+1) + " " + n
	}
	return strings.Join(parts, ", ")
}

// playerOf reads a player's name (any case) or seat number.
func (fm *forms) playerOf(names []string, text string) (string, error) {
	if n, err := strconv.Atoi(text); err == nil && n >= 1 && n <= len(names) {
		return names[n-1], nil
	}
	for _, p := range names {
		if strings.EqualFold(p, text) {
			return p, nil
		}
	}
	return "", errors.New(fm.tf(errNotPlayer, text, seatList(names)))
}
