package dashboard

import (
	"strings"

	"github.com/rivo/tview"

	"tablemate/tracker/wm"
	"tablemate/wmplan"
)

// The World Monuments setup form's items by index (labels are
// translated): 0 game, 1 players, 2 monument, 3 start player, 4 screens
// checked, 5 plan file.
const (
	wfPlayers  = 1
	wfMonument = 2
	wfStart    = 3
	wfScreens  = 4
	wfPlan     = 5
)

// addWMPlanField adds the plan file field: a table that transcribed its
// monument's construction plan and material overview gives the file, and
// its numbers go on the setup line (levels=, overview=), so the saved game
// replays without it. Empty: no board data, the table says when the
// monument is complete.
func (d *Dashboard) addWMPlanField(form *tview.Form, width int) {
	form.AddInputField(d.t("Plan file"), "", width, nil, nil)
	form.GetFormItem(wfPlan).(*tview.InputField).SetPlaceholder(d.t("none: the table declares completion"))
}

// wmFormPlan reads the plan file the form names into s.Plan; a file that
// cannot be read, has mistakes or is another monument's plan is a problem
// of the field.
func (d *Dashboard) wmFormPlan(form *tview.Form, s *wm.Setup) []problem {
	path := strings.TrimSpace(form.GetFormItem(wfPlan).(*tview.InputField).GetText())
	if path == "" {
		return nil
	}
	p, err := wmplan.Load(path)
	if err != nil {
		return []problem{{wfPlan, d.tf("The plan file cannot be used: %v", err)}}
	}
	if p.Monument != wm.NoMonument && p.Monument != s.Monument {
		return []problem{{wfPlan, d.tf("The plan file is the plan of the %s, but the monument chosen is the %s: choose that monument or give the %s's plan file.",
			d.t(p.Monument.Label()), d.t(s.Monument.Label()), d.t(s.Monument.Label()))}}
	}
	s.Plan = p.Plan
	return nil
}

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
	probs = append(probs, d.wmFormPlan(form, &s)...)
	return s, probs
}

// wmSetupFieldKeys binds the World Monuments form's fields to the setup
// keys each edits.
var wmSetupFieldKeys = fieldKeys{
	{wfPlayers, wm.KeyPlayers},
	{wfStart, wm.KeyStart},
	{wfMonument, wm.KeyMonument},
	{wfScreens, wm.KeyScreens},
	{wfPlan, wm.KeyLevels}, {wfPlan, wm.KeyOverview},
}

const msgEmptyName = "A name is empty between two commas: give each player a name, or remove the extra comma."
