package dashboard

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// styleForm gives a form the dashboard's colours, or none under NO_COLOR.
func (d *Dashboard) styleForm(f *tview.Form) {
	if d.pal.noColor {
		f.SetBackgroundColor(tcell.ColorDefault)
		f.SetFieldStyle(tcell.StyleDefault.Underline(true))
		f.SetLabelColor(tcell.ColorDefault)
		f.SetButtonStyle(tcell.StyleDefault)
		f.SetButtonActivatedStyle(tcell.StyleDefault.Reverse(true))
		f.SetBorderColor(tcell.ColorDefault)
		f.SetTitleColor(tcell.ColorDefault)
		return
	}
	f.SetBackgroundColor(tcell.ColorDefault)
	f.SetFieldStyle(tcell.StyleDefault.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite))
	f.SetLabelColor(tcell.ColorYellow)
	f.SetButtonStyle(tcell.StyleDefault.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack))
	f.SetButtonActivatedStyle(tcell.StyleDefault.Background(tcell.ColorYellow).Foreground(tcell.ColorBlack))
}

func (d *Dashboard) styleBox(b *tview.Box) {
	b.SetBackgroundColor(tcell.ColorDefault)
	if d.pal.noColor {
		b.SetBorderColor(tcell.ColorDefault)
		b.SetTitleColor(tcell.ColorDefault)
	}
}

// errorLine is the line under a form that shows why it was refused.
func (d *Dashboard) errorLine() *tview.TextView {
	tv := tview.NewTextView().SetDynamicColors(false).SetWrap(true)
	tv.SetBackgroundColor(tcell.ColorDefault)
	if !d.pal.noColor {
		tv.SetTextColor(tcell.ColorRed)
	}
	return tv
}

// framed puts a form and its error line in a bordered box.
func (d *Dashboard) framed(title string, form *tview.Form, errs *tview.TextView, errRows int) *tview.Flex {
	fl := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(form, 0, 1, true).
		AddItem(errs, errRows, 0, false)
	fl.SetBorder(true).SetTitle(" " + title + " ")
	d.styleBox(fl.Box)
	d.styleForm(form)
	return fl
}

// setupValues is what the setup form starts from: the config's defaults,
// then the last game's setup.
func (d *Dashboard) setupValues() tracker.Setup {
	df := d.opts.Defaults
	s := tracker.Setup{
		Mode: df.Mode, Players: append([]string(nil), df.Players...), LostKingdoms: df.LostKingdoms,
		Renaissance: df.Renaissance, Celebrities: df.Celebrities, Monsters: df.Monsters,
		Rules: df.Rules, Automa: df.Automa,
	}
	for i, p := range s.Players {
		if strings.EqualFold(p, df.Start) {
			s.Start = i
		}
	}
	if d.lastSetup != "" {
		if last, err := tracker.ParseSetup(d.lastSetup); err == nil {
			last.EraSizes = nil // sizes follow the config unless typed in
			last.Seed = 0
			s = last
		}
	}
	if len(s.Players) == 0 {
		s.Players = []string{"Player 1", "Player 2"}
	}
	if s.Automa.CardsPerTurn == 0 {
		s.Automa.CardsPerTurn = 1
	}
	return s
}

// defaultEras gives the config's era sizes for a table, or nil for the
// engine's own defaults.
func (d *Dashboard) defaultEras(players int, renaissance bool) []int {
	df := d.opts.Defaults
	base := df.Eras
	if players >= 5 && len(df.ErasFive) == 3 {
		base = df.ErasFive
	}
	if len(base) != 3 {
		return nil
	}
	sizes := append([]int(nil), base...)
	if renaissance {
		r := df.EraRenaissance
		if r == 0 {
			r = 12
		}
		sizes = []int{base[0], base[1], r, base[2]}
	}
	return sizes
}

func splitComma(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// gameChoices are the setup form's game choice; the index is the form.
var gameChoices = []string{"Monumental", "World Monuments"}

// openSetup shows the new game form of the last game's kind.
func (d *Dashboard) openSetup() {
	if wm.IsSetupLine(d.lastSetup) {
		d.openWMSetup("")
		return
	}
	d.openMonumentalSetup("")
}

// addGameChoice puts the game choice at the top of a setup form; choosing
// the other game replaces the form, keeping the players typed so far.
func (d *Dashboard) addGameChoice(form *tview.Form, current int) {
	form.AddDropDown("Game", gameChoices, current, nil)
	form.GetFormItem(0).(*tview.DropDown).SetSelectedFunc(func(_ string, i int) {
		if i == current {
			return
		}
		players := form.GetFormItemByLabel("Players, clockwise").(*tview.InputField).GetText()
		if i == 1 {
			d.openWMSetup(players)
		} else {
			d.openMonumentalSetup(players)
		}
	})
}

// setupCancel leaves the setup form: back to the game, or out when there is
// none.
func (d *Dashboard) setupCancel() (func(), string) {
	cancel := func() {
		if d.cur() == nil {
			d.quit()
			return
		}
		d.closeDialog()
		d.say("No new game: the game in progress goes on.")
	}
	label := "quit"
	if d.cur() != nil {
		label = "back to the game"
	}
	return cancel, label
}

// openMonumentalSetup shows Monumental's new game form; players, when not
// empty, replaces the players it starts from.
func (d *Dashboard) openMonumentalSetup(players string) {
	v := d.setupValues()
	if players != "" {
		v.Players = splitComma(players)
	}
	form := tview.NewForm().SetItemPadding(0)
	d.addGameChoice(form, 0)
	start := ""
	if v.Start >= 0 && v.Start < len(v.Players) {
		start = v.Players[v.Start]
	}
	modes := []string{"standard", "continuous"}
	form.AddInputField("Players, clockwise", strings.Join(v.Players, ", "), 44, nil, nil)
	form.AddInputField("Start player", start, 24, nil, nil)
	form.AddInputField("Civilizations", strings.Join(v.Civilizations, ", "), 44, nil, nil)
	form.AddDropDown("Turns", modes, int(v.Mode), nil)
	form.AddInputField("Era sizes (I,II,III)", "", 16, nil, nil)
	form.GetFormItemByLabel("Era sizes (I,II,III)").(*tview.InputField).SetPlaceholder("from the config")
	form.AddCheckbox("Lost Kingdoms", v.LostKingdoms, nil)
	form.AddCheckbox("Renaissance", v.Renaissance, nil)
	form.AddCheckbox("Celebrities", v.Celebrities, nil)
	form.AddCheckbox("Monsters", v.Monsters, nil)
	for _, l := range []string{"Lost Kingdoms", "Renaissance", "Celebrities", "Monsters"} {
		// Visible without colour too: an unchecked box is otherwise blank.
		form.GetFormItemByLabel(l).(*tview.Checkbox).SetCheckedString("[x]").SetUncheckedString("[ ]")
	}
	form.AddDropDown("Solo: Automa difficulty", []string{"0", "1", "2", "3", "4"}, clampIndex(v.Automa.Difficulty, 5), nil)
	form.AddDropDown("Solo: Automa cards/turn", []string{"1", "2"}, clampIndex(v.Automa.CardsPerTurn-1, 2), nil)
	form.AddInputField("Solo: Automa civilization", v.Automa.Civilization, 16, nil, nil)
	errs := d.errorLine()
	text := func(label string) string { return form.GetFormItemByLabel(label).(*tview.InputField).GetText() }
	checked := func(label string) bool { return form.GetFormItemByLabel(label).(*tview.Checkbox).IsChecked() }
	drop := func(label string) int {
		i, _ := form.GetFormItemByLabel(label).(*tview.DropDown).GetCurrentOption()
		return i
	}
	submit := func() {
		s := tracker.Setup{
			Players:       splitComma(text("Players, clockwise")),
			Civilizations: splitComma(text("Civilizations")),
			Mode:          tracker.Mode(drop("Turns")),
			LostKingdoms:  checked("Lost Kingdoms"),
			Renaissance:   checked("Renaissance"),
			Celebrities:   checked("Celebrities"),
			Monsters:      checked("Monsters"),
			Rules:         d.opts.Defaults.Rules,
			Seed:          d.opts.Now().UnixNano(),
		}
		// The end is scored by the engine with the game's readings: the
		// configured scoring goes into the setup.
		sc := d.opts.Scoring
		s.Rules.LiteralDominance = s.Rules.LiteralDominance || sc.LiteralDominance
		s.Rules.AutomaGoldPoints = s.Rules.AutomaGoldPoints || sc.AutomaGoldPoints
		s.Rules.AfricanEmpires = s.Rules.AfricanEmpires || sc.AfricanEmpires
		if s.Solo() {
			s.Automa = tracker.AutomaSetup{
				Civilization: strings.ToLower(strings.TrimSpace(text("Solo: Automa civilization"))),
				Difficulty:   drop("Solo: Automa difficulty"),
				CardsPerTurn: drop("Solo: Automa cards/turn") + 1,
				Modules:      append([]string(nil), d.opts.Defaults.Automa.Modules...),
				Deck:         d.opts.Defaults.Automa.Deck,
			}
		}
		if st := strings.TrimSpace(text("Start player")); st != "" {
			s.Start = -1
			for i, p := range s.Players {
				if strings.EqualFold(p, st) {
					s.Start = i
				}
			}
			if n, err := strconv.Atoi(st); err == nil && s.Start < 0 {
				s.Start = n - 1
			}
			if s.Start < 0 && len(s.Players) == 1 {
				s.Start = 0
			}
			if s.Start < 0 {
				errs.SetText(fmt.Sprintf("Start player %q is not one of the players (M-SETUP-5).", st))
				return
			}
		}
		if eras := strings.TrimSpace(text("Era sizes (I,II,III)")); eras != "" {
			for _, p := range splitComma(eras) {
				n, err := strconv.Atoi(p)
				if err != nil {
					errs.SetText(fmt.Sprintf("Era sizes: %q is not a number: give e.g. 15,12,8.", p))
					return
				}
				s.EraSizes = append(s.EraSizes, n)
			}
		} else {
			s.EraSizes = d.defaultEras(len(s.Players), s.Renaissance)
		}
		if err := d.startGame(s); err != nil {
			errs.SetText(strings.ReplaceAll(err.Error(), "tracker: ", ""))
			return
		}
		d.closeDialog()
	}
	cancel, cancelLabel := d.setupCancel()
	form.AddButton("Start", submit)
	form.AddButton("Cancel", cancel)
	form.SetCancelFunc(cancel)
	title := "New game · Tab moves · Esc " + cancelLabel
	// The players field has the focus: the game choice is one Shift-Tab up.
	form.SetFocus(1)
	d.showDialog("setup", d.framed(title, form, errs, 3), form, 74, 23)
}

// wmMonuments are the monuments in the form's order.
var wmMonuments = []wm.Monument{wm.Capitol, wm.NotreDame, wm.SanPietro, wm.TajMahal}

// openWMSetup shows World Monuments' new game form: 2-4 players, the
// monument, the start player.
func (d *Dashboard) openWMSetup(players string) {
	v := wm.Setup{Monument: wm.Capitol}
	if last, err := wm.ParseSetup(d.lastSetup); err == nil {
		v = last
	} else {
		mv := d.setupValues()
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
		labels = append(labels, m.Label())
		if m == v.Monument {
			monument = i
		}
	}
	form := tview.NewForm().SetItemPadding(0)
	d.addGameChoice(form, 1)
	form.AddInputField("Players, clockwise", strings.Join(v.Players, ", "), 44, nil, nil)
	form.AddDropDown("Monument", labels, monument, nil)
	form.AddInputField("Start player", start, 24, nil, nil)
	errs := d.errorLine()
	submit := func() {
		s := wm.Setup{Players: splitComma(form.GetFormItemByLabel("Players, clockwise").(*tview.InputField).GetText())}
		i, _ := form.GetFormItemByLabel("Monument").(*tview.DropDown).GetCurrentOption()
		s.Monument = wmMonuments[clampIndex(i, len(wmMonuments))]
		if st := strings.TrimSpace(form.GetFormItemByLabel("Start player").(*tview.InputField).GetText()); st != "" {
			name, err := playerOf(s.Players, st)
			if err != nil {
				errs.SetText(err.Error())
				return
			}
			for i, p := range s.Players {
				if p == name {
					s.Start = i
				}
			}
		}
		if err := d.startWM(s); err != nil {
			errs.SetText(strings.ReplaceAll(err.Error(), "tracker: ", ""))
			return
		}
		d.closeDialog()
	}
	cancel, cancelLabel := d.setupCancel()
	form.AddButton("Start", submit)
	form.AddButton("Cancel", cancel)
	form.SetCancelFunc(cancel)
	form.SetFocus(1)
	title := "New game · World Monuments · Tab moves · Esc " + cancelLabel
	d.showDialog("setup", d.framed(title, form, errs, 4), form, 74, 12)
}

func clampIndex(i, n int) int {
	if i < 0 {
		return 0
	}
	if i >= n {
		return n - 1
	}
	return i
}

// newGame asks before abandoning a game in progress.
func (d *Dashboard) newGame() {
	if d.cur() == nil || d.result != nil {
		d.openSetup()
		return
	}
	modal := tview.NewModal().
		SetText("Start a new game?\n\nThe game in progress is abandoned but kept in the history.").
		AddButtons([]string{"New game", "Cancel"}).
		SetDoneFunc(func(_ int, label string) {
			if label == "New game" {
				d.openSetup()
				return
			}
			d.closeDialog()
		})
	if d.pal.noColor {
		modal.SetBackgroundColor(tcell.ColorDefault)
		modal.SetTextColor(tcell.ColorDefault)
		modal.SetButtonStyle(tcell.StyleDefault)
		modal.SetButtonActivatedStyle(tcell.StyleDefault.Reverse(true))
	}
	d.pages.AddPage("confirm", modal, true, true)
	d.dialog = "confirm"
	d.setFocus(modal)
}

// openIdentify asks what the card in a slot is.
func (d *Dashboard) openIdentify() {
	if d.game == nil {
		d.fail(errors.New(msgNoGameAction))
		return
	}
	s := d.game.State()
	slot := 0
	for i, sl := range s.Display {
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
	form.AddInputField("Slot", initial, 4, tview.InputFieldInteger, nil)
	form.AddDropDown("Type", []string{"knowledge", "building", "wonder"}, 0, nil)
	form.AddInputField("Cost", "", 4, tview.InputFieldInteger, nil)
	form.AddInputField("Name (optional)", "", 30, nil, nil)
	errs := d.errorLine()
	submit := func() {
		_, typ := form.GetFormItemByLabel("Type").(*tview.DropDown).GetCurrentOption()
		cost := form.GetFormItemByLabel("Cost").(*tview.InputField).GetText()
		if cost == "" {
			cost = "0"
		}
		line := fmt.Sprintf("identify %s %s %s", strings.TrimSpace(form.GetFormItemByLabel("Slot").(*tview.InputField).GetText()), typ, cost)
		if name := strings.TrimSpace(form.GetFormItemByLabel("Name (optional)").(*tview.InputField).GetText()); name != "" {
			line += " " + strconv.Quote(name)
		}
		a, err := tracker.ParseAction(line)
		if err != nil {
			errs.SetText(strings.TrimPrefix(err.Error(), "tracker: "))
			return
		}
		if !d.do(a) {
			errs.SetText(d.status)
			return
		}
		d.closeDialog()
	}
	form.AddButton("OK", submit)
	form.AddButton("Cancel", d.closeDialog)
	form.SetCancelFunc(d.closeDialog)
	d.showDialog("identify", d.framed("Identify a display card · Esc cancels", form, errs, 2), form, 56, 11)
}

// openName asks for the name a hire or a Monster action needs.
func (d *Dashboard) openName(verb, title, label string) {
	form := tview.NewForm()
	form.AddInputField(label, "", 30, nil, nil)
	errs := d.errorLine()
	submit := func() {
		name := strings.TrimSpace(form.GetFormItem(0).(*tview.InputField).GetText())
		a, err := tracker.ParseAction(verb + " " + strconv.Quote(name))
		if err != nil {
			errs.SetText(strings.TrimPrefix(err.Error(), "tracker: "))
			return
		}
		if !d.do(a) {
			errs.SetText(d.status)
			return
		}
		d.closeDialog()
	}
	form.AddButton("OK", submit)
	form.AddButton("Cancel", d.closeDialog)
	form.SetCancelFunc(d.closeDialog)
	// Enter in the field confirms: one name, nothing else to fill in.
	form.GetFormItem(0).(*tview.InputField).SetDoneFunc(func(k tcell.Key) {
		switch k {
		case tcell.KeyEnter:
			submit()
		case tcell.KeyEscape:
			d.closeDialog()
		}
	})
	d.showDialog(verb, d.framed(title+" · Enter confirms · Esc cancels", form, errs, 2), form, 56, 9)
}

// openHelp shows every key of the table.
func (d *Dashboard) openHelp() {
	tv := tview.NewTextView().SetText(d.helpText()).SetDynamicColors(false)
	tv.SetBorder(true).SetTitle(" Help · Esc, Enter or ? closes ")
	d.styleBox(tv.Box)
	tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || (ev.Key() == tcell.KeyRune && (ev.Rune() == '?' || ev.Rune() == 'q')) {
			d.closeDialog()
			return nil
		}
		return ev
	})
	// As tall as the keys need: the whole key table fits at 80x24.
	d.showDialog("help", tv, tv, 76, min(strings.Count(d.helpText(), "\n")+2, MinHeight))
}

// openAnswer asks the answer to the Automa's question: y/n, a number or a slot.
func (d *Dashboard) openAnswer(question, expect string) {
	form := tview.NewForm()
	form.AddInputField("Answer ("+expect+")", "", 12, nil, nil)
	errs := d.errorLine()
	errs.SetText(question)
	submit := func() {
		text := strings.ToLower(strings.TrimSpace(form.GetFormItem(0).(*tview.InputField).GetText()))
		switch text {
		case "y":
			text = "yes"
		case "n":
			text = "no"
		}
		if expect == "slot" && !strings.HasPrefix(text, "slot") {
			text = "slot " + text
		}
		a, err := tracker.ParseAction("answer " + text)
		if err != nil {
			errs.SetText(question + "\n" + strings.TrimPrefix(err.Error(), "tracker: "))
			return
		}
		if !d.do(a) {
			errs.SetText(question + "\n" + d.status)
			return
		}
		d.closeDialog()
	}
	form.AddButton("OK", submit)
	form.AddButton("Cancel", d.closeDialog)
	form.SetCancelFunc(d.closeDialog)
	form.GetFormItem(0).(*tview.InputField).SetDoneFunc(func(k tcell.Key) {
		switch k {
		case tcell.KeyEnter:
			submit()
		case tcell.KeyEscape:
			d.closeDialog()
		}
	})
	d.showDialog("answer", d.framed("The Automa asks · Enter answers · Esc cancels", form, errs, 4), form, 70, 11)
}

// openSlot takes a card by its slot number: the digit keys reach slot 10
// (0), a continuous display has up to 12.
func (d *Dashboard) openSlot() {
	n := len(d.game.State().Display)
	d.promptField("slot", promptSlotTitle, fmt.Sprintf(promptSlotLabel, n), "", "", 56,
		func(text string) error {
			slot, err := tracker.ParseSlot(text)
			if err != nil {
				return err
			}
			return d.applied(d.do(tracker.Take{Slots: []int{slot}}))
		})
}

// openAutomaGold records the Gold the Automa gained on the map (solo).
func (d *Dashboard) openAutomaGold() {
	if !d.game.State().Setup().Solo() {
		d.fail(errors.New("there is no Automa in this game (M-SOLO-1)"))
		return
	}
	d.promptField("automa_gold", promptGoldTitle, promptGoldLabel, promptGoldHelp, "", 60,
		func(text string) error {
			a, err := tracker.ParseAction("automa_gold " + text)
			if err != nil {
				return err
			}
			return d.applied(d.do(a))
		})
}
