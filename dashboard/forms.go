package dashboard

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
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

// setupValues is what the setup form starts from: the config's new game,
// then the last game's setup.
func (d *Dashboard) setupValues() tracker.Setup {
	s := d.opts.NewGame
	s.Players = slices.Clone(s.Players)
	if d.lastSetup != "" {
		if last, err := tracker.ParseSetup(d.lastSetup); err == nil {
			last.Seed = 0
			if !last.Solo() && last.BotCount() == 0 {
				// A game without an Automa says nothing about it: the
				// config's Automa stays the form's.
				last.Automa = s.Automa
			}
			s = last
		}
	}
	if len(s.Players) == 0 {
		s.Players = d.seatNames()
	}
	return s
}

// fitTable gives a setup what the config makes depend on the table (era
// sizes, the continuous display), or the engine's defaults without one.
func (d *Dashboard) fitTable(s *tracker.Setup) {
	if d.opts.FitTable != nil {
		d.opts.FitTable(s)
		return
	}
	s.DisplaySize = 0
}

// defaultEras are the era sizes the config gives a table.
func (d *Dashboard) defaultEras(v tracker.Setup) []int {
	t := tracker.Setup{Mode: v.Mode, Players: v.Players, Renaissance: v.Renaissance, Automa: v.Automa}
	d.fitTable(&t)
	if t.EraSizes == nil {
		return t.Sizes()
	}
	return t.EraSizes
}

// erasText is the era sizes field's prefill: the last game's sizes when
// they are not what the config gives that table anyway, else empty (the
// placeholder says "from the config").
func (d *Dashboard) erasText(v tracker.Setup) string {
	if len(v.EraSizes) == 0 {
		return ""
	}
	if slices.Equal(d.defaultEras(v), v.EraSizes) {
		return ""
	}
	parts := make([]string, len(v.EraSizes))
	for i, n := range v.EraSizes {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
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

// gameChoices are the setup form's game choice, named in the screen's
// language; the index is the form.
func (d *Dashboard) gameChoices() []string {
	return []string{d.t("Monumental"), d.t("World Monuments")}
}

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
	form.AddDropDown(d.t("Game"), d.gameChoices(), current, nil)
	form.GetFormItem(0).(*tview.DropDown).SetSelectedFunc(func(_ string, i int) {
		if i == current {
			return
		}
		players := form.GetFormItem(1).(*tview.InputField).GetText()
		if i == 1 {
			d.openWMSetup(players)
		} else {
			d.openMonumentalSetup(players)
		}
	})
}

// setupButtons adds Start and Cancel to a new-game form (Esc cancels too)
// and returns the word that says what cancelling does. F2 (or Ctrl-S)
// starts from any field: at 80x24 Monumental's Start button is below the
// fold, many Tabs away.
func (d *Dashboard) setupButtons(form *tview.Form, submit func()) (cancelLabel string) {
	cancel, cancelLabel := d.setupCancel()
	form.AddButton(d.t("Start"), submit)
	form.AddButton(d.t("Cancel"), cancel)
	form.SetCancelFunc(cancel)
	form.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyF2 || ev.Key() == tcell.KeyCtrlS {
			submit()
			return nil
		}
		return ev
	})
	return cancelLabel
}

// buttonsBelow is a form's frame that says on its bottom border, while the
// form's buttons are scrolled out of sight, that there is more below and
// that F2 starts.
type buttonsBelow struct {
	*tview.Flex
	form *tview.Form
	hint string
	st   tcell.Style
}

func (b *buttonsBelow) Draw(screen tcell.Screen) {
	b.Flex.Draw(screen)
	if b.form.GetButtonCount() == 0 {
		return
	}
	// The form places its buttons even when they fall below its rows.
	_, by, _, _ := b.form.GetButton(0).GetRect()
	_, fy, _, fh := b.form.GetInnerRect()
	x, y, w, h := b.GetRect()
	hw := i18n.Width(b.hint)
	if by < fy+fh || h < 3 || hw > w-4 {
		return
	}
	put(screen, x+w-2-hw, y+h-1, hw, b.hint, b.st)
}

// setupCancel leaves the setup form: back to the game, or out when there is
// none.
func (d *Dashboard) setupCancel() (func(), string) {
	cancel := func() {
		if d.g == nil {
			d.quit()
			return
		}
		d.closeDialog()
		if d.g.Over() || d.scored {
			d.say(msgNoNewGame)
			return
		}
		d.say("No new game: the game in progress goes on.")
	}
	label := d.t("quit")
	if d.g != nil {
		label = d.t("back to the game")
	}
	return cancel, label
}

// The Monumental setup form's title and its mark while Start is out of
// sight.
const (
	titleSetupF2  = "New game · Tab moves · F2 starts · Esc %s"
	msgStartBelow = "▼ more below · F2 starts"
)

// openMonumentalSetup shows Monumental's new game form; players, when not
// empty, replaces the players it starts from. Every problem of a refused
// setup is shown at once, each against its field.
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
	// The mode is shown translated; its index is the tracker.Mode.
	modes := []string{d.t(tracker.Standard.String()), d.t(tracker.Continuous.String())}
	long := d.fieldWidth(44, append([]string{"Game"}, setupLabels...)...)
	form.AddInputField(d.t(labelPlayers), strings.Join(v.Players, ", "), long, nil, nil)
	form.AddInputField(d.t(labelStart), start, min(24, long), nil, nil)
	d.startFollows(form, fPlayers, fStart)
	d.typingReplacesSeatNames(form.GetFormItem(fPlayers).(*tview.InputField))
	form.AddInputField(d.t(labelCivs), strings.Join(v.Civilizations, ", "), long, nil, nil)
	form.AddDropDown(d.t(labelTurns), modes, int(v.Mode), nil)
	form.AddInputField(d.t(labelEras), d.erasText(v), 24, nil, nil)
	form.GetFormItem(fEras).(*tview.InputField).SetPlaceholder(d.t("from the config"))
	form.AddCheckbox(d.t(labelLostKingdoms), v.LostKingdoms, nil)
	form.AddCheckbox(d.t(labelRenaissance), v.Renaissance, nil)
	form.AddCheckbox(d.t(labelCelebrities), v.Celebrities, nil)
	form.AddCheckbox(d.t(labelMonsters), v.Monsters, nil)
	d.addAutomaFields(form, v, long)
	d.addReadingFields(form)
	for i := 0; i < form.GetFormItemCount(); i++ {
		// Visible without colour too: an unchecked box is otherwise blank.
		if cb, ok := form.GetFormItem(i).(*tview.Checkbox); ok {
			cb.SetCheckedString(tview.Escape("[x]")).SetUncheckedString("[ ]")
		}
	}
	// An open list covers the fields below it whole.
	widenList(form.GetFormItem(0).(*tview.DropDown), d.gameChoices(), long)
	widenList(form.GetFormItem(fTurns).(*tview.DropDown), modes, 16)
	errs := d.errorLine()
	probs := newFormProblems(form, errs, d.labelled)
	var box *tview.Flex
	var shown *buttonsBelow
	submit := func() {
		s, found := d.formSetup(form)
		s.Seed = d.opts.Now().UnixNano()
		if len(found) == 0 {
			err := s.Validate()
			if err == nil {
				if err = d.start(tracker.KindName, s); err == nil {
					d.closeDialog()
					return
				}
			}
			found = d.errorProblems(err, setupFieldKeys)
		} else {
			// The form's own problems and the engine's, all at once.
			found = append(found, d.errorProblems(s.Validate(), setupFieldKeys)...)
		}
		rows := probs.show(found, 70)
		box.ResizeItem(errs, rows, 0)
		d.showDialog("setup", shown, form, 74, min(formHeight(form, rows), MinHeight))
	}
	cancelLabel := d.setupButtons(form, submit)
	title := d.tf(titleSetupF2, cancelLabel)
	box = d.framed(title, form, errs, 1)
	shown = &buttonsBelow{Flex: box, form: form, hint: " " + d.t(msgStartBelow) + " ", st: d.pal.title()}
	// The players field has the focus: the game choice is one Shift-Tab up.
	form.SetFocus(1)
	d.showDialog("setup", shown, form, 74, min(formHeight(form, 1), MinHeight))
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
		labels = append(labels, d.t(m.Label()))
		if m == v.Monument {
			monument = i
		}
	}
	form := tview.NewForm().SetItemPadding(0)
	d.addGameChoice(form, 1)
	// Items by index (labels are translated): 0 game, 1 players, 2
	// monument, 3 start player, 4 screens checked.
	long := d.fieldWidth(44, "Game", "Players, clockwise", "Monument", "First player", "Check the screens")
	form.AddInputField(d.t("Players, clockwise"), strings.Join(v.Players, ", "), long, nil, nil)
	form.AddDropDown(d.t("Monument"), labels, monument, nil)
	form.AddInputField(d.t("First player"), start, min(24, long), nil, nil)
	d.typingReplacesSeatNames(form.GetFormItem(1).(*tview.InputField))
	// W-BUILD-1, W-PASS-1: the table enters every quarry turn's tokens and
	// each build, pass and gem count is checked against the screen; off for
	// a table that does not enter its quarry turns.
	form.AddCheckbox(d.t("Check the screens"), v.Screens != wm.ScreensOpen, nil)
	d.addWMPlanField(form, long) // 5 plan file (wmsetupform.go)
	d.startFollows(form, 1, 3)
	widenList(form.GetFormItem(0).(*tview.DropDown), d.gameChoices(), long)
	widenList(form.GetFormItem(2).(*tview.DropDown), labels, min(24, long))
	errs := d.errorLine()
	probs := newFormProblems(form, errs, d.labelled)
	var box *tview.Flex
	submit := func() {
		s, found := d.wmFormSetup(form)
		// The form's own problems and the engine's, all at once.
		found = append(found, d.errorProblems(s.Validate(), wmSetupFieldKeys)...)
		if len(found) == 0 {
			err := d.start(wm.Kind, s)
			if err == nil {
				d.closeDialog()
				return
			}
			found = d.errorProblems(err, wmSetupFieldKeys)
		}
		rows := probs.show(found, 70)
		box.ResizeItem(errs, rows, 0)
		d.showDialog("setup", box, form, 74, min(formHeight(form, rows), MinHeight))
	}
	cancelLabel := d.setupButtons(form, submit)
	form.SetFocus(1)
	title := d.tf("New game · World Monuments · Tab moves · Esc %s", cancelLabel)
	box = d.framed(title, form, errs, 3)
	d.showDialog("setup", box, form, 74, formHeight(form, 3))
}

// fieldWidth is the width of a setup form's long fields: want, or less
// when the translated labels take more of the 74-cell dialog than the
// English ones (the labels' column is as wide as the widest label).
func (d *Dashboard) fieldWidth(want int, labels ...string) int {
	widest := 0
	for _, l := range labels {
		widest = max(widest, i18n.Width(d.t(l)))
	}
	// 74 cells less the border (2), the form's padding (2) and the gap
	// after the labels (1).
	return max(12, min(want, 74-5-widest))
}

// formHeight is the rows a framed form needs without scrolling: its
// padding (2), items, the gap and the buttons' row, the error rows and
// the border.
func formHeight(form *tview.Form, errRows int) int {
	return 2 + form.GetFormItemCount() + 2 + errRows + 2
}

// widenList makes a drop-down's open list at least width cells wide, so
// that it covers the field under it rather than leaving the end of that
// field's text beside it; the closed field keeps the width of its options.
func widenList(dd *tview.DropDown, options []string, width int) {
	widest := 0
	for _, o := range options {
		widest = max(widest, i18n.Width(o))
	}
	if width > widest {
		dd.SetTextOptions("", strings.Repeat(" ", width-widest), "", "", "")
		dd.SetFieldWidth(widest)
	}
}

// seatNames are the players field's names when neither the config nor a
// last game gives any: "Player 1, Player 2" in the screen's language.
func (d *Dashboard) seatNames() []string {
	return []string{d.tf("Player %d", 1), d.tf("Player %d", 2)}
}

// typingReplacesSeatNames makes a typed character replace the seat names
// while the players field holds them, as a selected default would: typing
// "Ana" gives "Ana", not "Player 1, Player 2Ana". Names from the config or
// the last game are kept and edited as usual.
func (d *Dashboard) typingReplacesSeatNames(f *tview.InputField) {
	seats := strings.Join(d.seatNames(), ", ")
	f.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyRune && f.GetText() == seats {
			f.SetText("")
		}
		return ev
	})
}

// startFollows keeps a setup form's start player among the players typed.
// The player wanted (prefilled, or typed in the start field) is the start
// player while they are among the players (by name or seat number);
// otherwise the first player is.
func (d *Dashboard) startFollows(form *tview.Form, players, start int) {
	pf := form.GetFormItem(players).(*tview.InputField)
	sf := form.GetFormItem(start).(*tview.InputField)
	want, setting := strings.TrimSpace(sf.GetText()), false
	sf.SetChangedFunc(func(text string) {
		if !setting {
			want = strings.TrimSpace(text)
		}
	})
	pf.SetChangedFunc(func(text string) {
		names := splitComma(text)
		if len(names) == 0 {
			return
		}
		next := names[0]
		if n, err := strconv.Atoi(want); err == nil && n >= 1 && n <= len(names) {
			next = want
		}
		for _, p := range names {
			if strings.EqualFold(p, want) {
				next = p
			}
		}
		if next != sf.GetText() {
			setting = true
			sf.SetText(next)
			setting = false
		}
	})
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
	if d.g == nil || d.scored {
		d.openSetup()
		return
	}
	form := tview.NewForm().SetButtonsAlign(tview.AlignCenter)
	form.AddButton(d.t("New game"), d.openSetup)
	form.AddButton(d.t("Cancel"), d.closeDialog)
	form.SetCancelFunc(d.closeDialog)
	d.styleForm(form)
	text := tview.NewTextView().SetText(d.t(msgConfirmNew)).SetTextAlign(tview.AlignCenter).SetWrap(true)
	text.SetBackgroundColor(tcell.ColorDefault)
	rows := len(wrap(d.t(msgConfirmNew), 54))
	box := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false).
		AddItem(text, rows, 0, false).
		AddItem(form, 3, 0, true)
	box.SetBorder(true).SetTitle(" " + d.t(titleConfirmNew) + " ")
	d.styleBox(box.Box)
	d.showDialog("confirm", box, form, 58, rows+6)
}

// openIdentify asks what the card in a slot is.
func (d *Dashboard) openIdentify() {
	if d.mon() == nil {
		d.failf(msgNoGameAction)
		return
	}
	s := d.mon()
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
		shown[i] = d.t(t)
	}
	form.AddInputField(d.t("Slot"), initial, 4, tview.InputFieldInteger, nil)
	form.AddDropDown(d.t("Type"), shown, 0, nil)
	form.AddInputField(d.t("Cost"), "", 4, tview.InputFieldInteger, nil)
	form.AddInputField(d.t("Name (optional)"), "", 30, nil, nil)
	errs := d.errorLine()
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
			errs.SetText(d.loc.Error(err))
			return false
		}
		if !d.do(a) {
			errs.SetText(d.status)
			return false
		}
		d.closeDialog()
		return true
	}
	form.AddButton(d.t("OK"), func() { submit() })
	form.AddButton(d.t("Cancel"), d.closeDialog)
	form.SetCancelFunc(d.closeDialog)
	widenList(form.GetFormItem(1).(*tview.DropDown), shown, 30)
	// Enter in the last field confirms; a refused card keeps the typing there.
	form.GetFormItem(3).(*tview.InputField).SetDoneFunc(func(k tcell.Key) {
		if k == tcell.KeyEnter && !submit() {
			d.keepFocus(form, 3)
		}
	})
	d.showDialog("identify", d.framed(d.t("Identify a display card · Esc cancels"), form, errs, 2), form, 56, formHeight(form, 2))
}

// openName asks for the name a hire or a Monster action needs; title and
// label are translated already.
func (d *Dashboard) openName(verb, title, label string) {
	d.promptField(verb, d.tf("%s · Enter confirms · Esc cancels", title), label, "", "", 56,
		func(text string) error {
			a, err := tracker.ParseAction(verb + " " + strconv.Quote(text))
			if err != nil {
				return err
			}
			return d.applied(d.do(a))
		})
}

// openHelp shows every key of the table.
func (d *Dashboard) openHelp() {
	text := d.helpText() + d.readingsHelp()
	tv := tview.NewTextView().SetText(text).SetDynamicColors(false).SetWrap(true).SetWordWrap(true)
	tv.SetBorder(true).SetTitle(" " + d.t("Help · Esc, Enter or ? closes") + " ")
	d.styleBox(tv.Box)
	tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || (ev.Key() == tcell.KeyRune && (ev.Rune() == '?' || ev.Rune() == 'q')) {
			d.closeDialog()
			return nil
		}
		return ev
	})
	// As tall as the keys and readings need, lines wrapped in the 74 inner
	// cells, up to the screen's height; the rest scrolls (↑↓, and the
	// title says so).
	rows := 0
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		rows += len(wrap(line, 74))
	}
	_, _, _, screenRows := d.root.GetRect()
	height := min(rows+2, max(MinHeight, screenRows))
	if rows+2 > height {
		tv.SetTitle(" " + d.t("Help · ↑↓ scroll · Esc, Enter or ? closes") + " ")
	}
	d.showDialog("help", tv, tv, 76, height)
}

// expectText is what an answer of kind expect ("yes/no", "number",
// "slot") is, in the screen's language.
func (d *Dashboard) expectText(expect string) string {
	switch expect {
	case "slot":
		return d.t(expectSlot)
	case "number":
		return d.t(expectNumber)
	}
	return d.t(expectYesNo)
}

// openAnswer asks the answer to the Automa's question: yes or no, a number,
// or a slot (a number, or no when the display has none). A refused answer
// keeps the field and says why under the question.
func (d *Dashboard) openAnswer(question, expect string) {
	shown := d.expectText(expect)
	field := d.promptField("answer", d.t("The Automa asks · Enter answers · Esc cancels"), d.tf("Answer (%s)", shown), question, "", 70,
		func(text string) error {
			if strings.TrimSpace(text) == "" {
				return errors.New(d.tf(msgAnswerNeeded, shown))
			}
			if p := d.answerProblem(text, expect); p != "" {
				return errors.New(p)
			}
			a, err := tracker.ParseAction("answer " + d.answerText(text, expect))
			if err != nil {
				return err
			}
			return d.applied(d.do(a))
		})
	field.SetAcceptanceFunc(tview.InputFieldMaxLength(d.answerMaxLen(expect)))
}

// answerText is an answer as the action writes it: y, n and the
// translated yes and no are "yes" and "no"; a slot question takes a
// number ("slot 3") or no.
func (d *Dashboard) answerText(text, expect string) string {
	text = strings.ToLower(strings.TrimSpace(text))
	switch text {
	case "y", "yes", strings.ToLower(d.t(answerYes)):
		text = "yes"
	case "n", "no", strings.ToLower(d.t(answerNo)):
		text = "no"
	}
	if expect == "slot" && text != "no" && !strings.HasPrefix(text, "slot") {
		text = "slot " + text
	}
	return text
}

// openSlot takes a card by its slot number: the digit keys reach slot 10
// (0), a continuous display has up to 12.
func (d *Dashboard) openSlot() {
	n := len(d.mon().Display())
	d.promptField("slot", d.t(promptSlotTitle), d.tf(promptSlotLabel, n), "", "", 56,
		func(text string) error {
			slot, err := tracker.ParseSlot(text)
			if err != nil {
				return err
			}
			return d.applied(d.do(tracker.Take{Slots: []int{slot}}))
		})
}

// openAutomaGold records the Gold an Automa gained on the map; with
// several Automas it asks which one (the one in turn first).
func (d *Dashboard) openAutomaGold() {
	if setup := d.mon().Setup(); setup.BotCount() == 0 {
		d.failf(msgNoAutoma)
		return
	}
	bots := d.mon().Automas()
	if len(bots) > 1 {
		d.openBotGold(bots)
		return
	}
	d.promptField("automa_gold", d.t(promptGoldTitle), d.t(promptGoldLabel), d.t(promptGoldHelp), "", 60,
		func(text string) error {
			a, err := tracker.ParseAction("automa_gold " + text)
			if err != nil {
				return err
			}
			return d.applied(d.do(a))
		})
}

// openBotGold is the Gold form for a table of several Automas: which
// Automa, and the Gold it gained.
func (d *Dashboard) openBotGold(bots []*tracker.AutomaView) {
	names := make([]string, len(bots))
	current := 0
	if v := d.mon().Automa(); v != nil {
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
	form.AddDropDown(d.t("Which Automa"), names, current, nil)
	form.AddInputField(d.t(promptGoldLabel), "", 6, nil, nil)
	widenList(form.GetFormItem(0).(*tview.DropDown), names, 12)
	errs := d.errorLine()
	errs.SetText(d.t(promptGoldHelp))
	submit := func() bool {
		i, _ := form.GetFormItem(0).(*tview.DropDown).GetCurrentOption()
		g := strings.TrimSpace(form.GetFormItem(1).(*tview.InputField).GetText())
		a, err := tracker.ParseAction("automa_gold " + g + " " + strconv.Quote(names[clampIndex(i, len(names))]))
		if err != nil {
			errs.SetText(d.t(promptGoldHelp) + "\n" + d.loc.Error(err))
			return false
		}
		if !d.do(a) {
			errs.SetText(d.t(promptGoldHelp) + "\n" + d.status)
			return false
		}
		d.closeDialog()
		return true
	}
	form.AddButton(d.t("OK"), func() { submit() })
	form.AddButton(d.t("Cancel"), d.closeDialog)
	form.SetCancelFunc(d.closeDialog)
	form.GetFormItem(1).(*tview.InputField).SetDoneFunc(func(k tcell.Key) {
		if k == tcell.KeyEnter && !submit() {
			d.keepFocus(form, 1)
		}
	})
	form.SetFocus(1)
	d.showDialog("automa_gold", d.framed(d.t(promptGoldTitle), form, errs, 3), form, 60, formHeight(form, 3))
}
