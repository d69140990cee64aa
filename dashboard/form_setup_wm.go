package dashboard

import (
	"strings"

	"github.com/rivo/tview"

	"tablemate/tracker/wm"
	"tablemate/wmplan"
)

// wmMonuments are the monuments in the form's order.
var wmMonuments = []wm.Monument{wm.Capitol, wm.NotreDame, wm.SanPietro, wm.TajMahal}

// openWMSetup shows World Monuments' new game form: 2-4 players, the
// monument, the start player.
func (fm *forms) openWMSetup(players string) {
	v := wm.Setup{Monument: wm.Capitol}
	if last, err := wm.ParseSetup(fm.ctl.LastSetup()); err == nil {
		v = last
	} else {
		mv := fm.setupValues()
		v.Players, v.Start = mv.Players, mv.Start
	}
	if players != "" {
		v.Players = splitComma(players)
	}
	start := ""
	if v.Start >= 0 && v.Start < len(v.Players) {
		start = v.Players[v.Start]
	}
	monument := 0
	var labels []string
	for i, m := range wmMonuments {
		labels = append(labels, fm.t(m.Label()))
		if m == v.Monument {
			monument = i
		}
	}
	form := tview.NewForm().SetItemPadding(0)
	fm.addGameChoice(form, 1)
	// Items by index (labels are translated): 0 game, 1 players, 2
	// monument, 3 start player, 4 screens checked.
	long := fm.fieldWidth(44, "Game", "Players, clockwise", "Monument", "First player", "Check the screens")
	form.AddInputField(fm.t("Players, clockwise"), strings.Join(v.Players, ", "), long, nil, nil)
	form.AddDropDown(fm.t("Monument"), labels, monument, nil)
	form.AddInputField(fm.t("First player"), start, long, nil, nil)
	fm.typingReplacesSeatNames(form.GetFormItem(1).(*tview.InputField))
	// W-BUILD-1, W-PASS-1: the table enters every quarry turn's tokens and
	// each build, pass and gem count is checked against the screen; off for
	// a table that does not enter its quarry turns.
	form.AddCheckbox(fm.t("Check the screens"), v.Screens != wm.ScreensOpen, nil)
	// Visible without colour too: an unchecked box is otherwise blank.
	form.GetFormItem(wfScreens).(*tview.Checkbox).SetCheckedString(tview.Escape("[x]")).SetUncheckedString("[ ]")
	fm.addWMPlanField(form, long) // 5 plan file (wmsetupform.go)
	fm.startFollows(form, 1, 3)
	widenList(form, 0, fm.gameChoices(), long)
	// The monument's open list covers the fields under it whole, the plan
	// file's too.
	widenList(form, 2, labels, long)
	errs := fm.problemList()
	probs := newFormProblems(form, errs, fm.labelled)
	var box *tview.Flex
	submit := func() {
		s, found := fm.wmFormSetup(form)
		// The form's own problems and the engine's, all at once.
		found = append(found, fm.errorProblems(s.Validate(), wmSetupFieldKeys)...)
		if len(found) == 0 {
			err := fm.ctl.Start(wm.Kind, s)
			if err == nil {
				fm.dialogs.close()
				return
			}
			found = fm.errorProblems(err, wmSetupFieldKeys)
		}
		rows := probs.show(found, 72) // the box less its border
		box.ResizeItem(errs, rows, 0)
		fm.dialogs.show("setup", box, form, 74, min(formHeight(form, rows), MinHeight))
	}
	cancelLabel := fm.setupButtons(form, submit, errs, players != "")
	form.SetFocus(1)
	title := fm.tf("New game · World Monuments · Tab moves · Esc %s", cancelLabel)
	box = fm.framed(title, form, errs, 3)
	fm.dialogs.show("setup", box, form, 74, formHeight(form, 3))
}

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
func (fm *forms) addWMPlanField(form *tview.Form, width int) {
	form.AddInputField(fm.t("Plan file"), "", width, nil, nil)
	form.GetFormItem(wfPlan).(*tview.InputField).SetPlaceholder(fm.t("none: the table declares completion"))
}

// wmFormPlan reads the plan file the form names into s.Plan; a file that
// cannot be read, has mistakes or is another monument's plan is a problem
// of the field.
func (fm *forms) wmFormPlan(form *tview.Form, s *wm.Setup) []problem {
	path := strings.TrimSpace(form.GetFormItem(wfPlan).(*tview.InputField).GetText())
	if path == "" {
		return nil
	}
	p, err := wmplan.Load(path)
	if err != nil {
		return []problem{{wfPlan, fm.tf("The plan file cannot be used: %v", err)}}
	}
	if p.Monument != wm.NoMonument && p.Monument != s.Monument {
		return []problem{{wfPlan, fm.tf("The plan file is the plan of the %s, but the monument chosen is the %s: choose that monument or give the %s's plan file.",
			fm.t(p.Monument.Label()), fm.t(s.Monument.Label()), fm.t(s.Monument.Label()))}}
	}
	s.Plan = p.Plan
	return nil
}

// wmFormSetup reads World Monuments' setup form; the problems are the
// form's own (an empty name between commas, a start player who is not
// playing). The setup stays whole, so that the engine's problems can be
// reported beside them.
func (fm *forms) wmFormSetup(form *tview.Form) (wm.Setup, []problem) {
	var probs []problem
	raw := form.GetFormItem(wfPlayers).(*tview.InputField).GetText()
	s := wm.Setup{Players: splitComma(raw), Screens: wm.ScreensChecked}
	if hasEmptyName(raw) {
		probs = append(probs, problem{wfPlayers, fm.t(msgEmptyName)})
	}
	if !form.GetFormItem(wfScreens).(*tview.Checkbox).IsChecked() {
		s.Screens = wm.ScreensOpen
	}
	i, _ := form.GetFormItem(wfMonument).(*tview.DropDown).GetCurrentOption()
	s.Monument = wmMonuments[clampIndex(i, len(wmMonuments))]
	if st := strings.TrimSpace(form.GetFormItem(wfStart).(*tview.InputField).GetText()); st != "" && len(s.Players) > 0 {
		name, err := fm.playerOf(s.Players, st)
		if err != nil {
			probs = append(probs, problem{wfStart, err.Error()})
		}
		for i, p := range s.Players {
			if p == name {
				s.Start = i
			}
		}
	}
	probs = append(probs, fm.wmFormPlan(form, &s)...)
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

// hasEmptyName says whether the names typed, comma-separated, have an
// empty one between their commas (which splitComma drops).
func hasEmptyName(raw string) bool {
	return strings.TrimSpace(raw) != "" && len(splitComma(raw)) != len(strings.Split(raw, ","))
}
