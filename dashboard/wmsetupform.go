package dashboard

import (
	"strings"

	"github.com/rivo/tview"

	"tablemate/tracker/wm"
)

// The World Monuments setup form's items by index (labels are
// translated): 0 game, 1 players, 2 monument, 3 start player, 4 screens
// checked.
const (
	wfPlayers  = 1
	wfMonument = 2
	wfStart    = 3
	wfScreens  = 4
)

// wmFormSetup reads World Monuments' setup form; the problems are the
// form's own (an empty name between commas, a start player who is not
// playing). The setup stays whole, so that the engine's problems can be
// reported beside them.
func (d *Dashboard) wmFormSetup(form *tview.Form) (wm.Setup, []problem) {
	var probs []problem
	raw := form.GetFormItem(wfPlayers).(*tview.InputField).GetText()
	s := wm.Setup{Players: splitComma(raw), Screens: wm.ScreensChecked}
	if strings.TrimSpace(raw) != "" && len(s.Players) != len(strings.Split(raw, ",")) {
		probs = append(probs, problem{wfPlayers, d.t(msgEmptyName)})
	}
	if !form.GetFormItem(wfScreens).(*tview.Checkbox).IsChecked() {
		s.Screens = wm.ScreensOpen
	}
	i, _ := form.GetFormItem(wfMonument).(*tview.DropDown).GetCurrentOption()
	s.Monument = wmMonuments[clampIndex(i, len(wmMonuments))]
	if st := strings.TrimSpace(form.GetFormItem(wfStart).(*tview.InputField).GetText()); st != "" && len(s.Players) > 0 {
		name, err := d.playerOf(s.Players, st)
		if err != nil {
			probs = append(probs, problem{wfStart, err.Error()})
		}
		for i, p := range s.Players {
			if p == name {
				s.Start = i
			}
		}
	}
	return s, probs
}

// wmSetupField is the form's field an engine's setup problem is about, by
// the English format of its message (-1: the setup as a whole).
func wmSetupField(format string) int {
	f := strings.ToLower(format)
	switch {
	case strings.Contains(f, "start player"):
		return wfStart
	case strings.Contains(f, "player"):
		return wfPlayers
	case strings.Contains(f, "monument"):
		return wfMonument
	case strings.Contains(f, "screens"):
		return wfScreens
	}
	return -1
}

const msgEmptyName = "A name is empty between two commas: give each player a name, or remove the extra comma."
