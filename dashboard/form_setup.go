package dashboard

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// The new game forms' shared parts: the game choice, what the form starts
// from, Start (F2) and Cancel, the players and the start player fields;
// each game's own fields are in form_setup_monumental.go and
// form_setup_wm.go. newGame asks before a game in progress is left.

// openSetup shows the new game form of the last game's kind.
func (fm *forms) openSetup() {
	if wm.IsSetupLine(fm.ctl.LastSetup()) {
		fm.openWMSetup("")
		return
	}
	fm.openMonumentalSetup("")
}

// setupValues is what the setup form starts from: the config's new game,
// then the last game's setup.
func (fm *forms) setupValues() tracker.Setup {
	s := fm.opts.NewGame
	s.Players = slices.Clone(s.Players)
	if fm.ctl.LastSetup() != "" {
		if last, err := tracker.ParseSetup(fm.ctl.LastSetup()); err == nil {
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
		s.Players = fm.seatNames()
	}
	return s
}

// fitTable gives a setup what the config makes depend on the table (era
// sizes, the continuous display), or the engine's defaults without one.
func (fm *forms) fitTable(s *tracker.Setup) {
	if fm.opts.FitTable != nil {
		fm.opts.FitTable(s)
		return
	}
	s.DisplaySize = 0
}

// defaultEras are the era sizes the config gives a table.
func (fm *forms) defaultEras(v tracker.Setup) []int {
	t := tracker.Setup{Mode: v.Mode, Players: v.Players, Renaissance: v.Renaissance, Automa: v.Automa}
	fm.fitTable(&t)
	if t.EraSizes == nil {
		return t.Sizes()
	}
	return t.EraSizes
}

// erasText is the era sizes field's prefill: the last game's sizes when
// they are not what the config gives that table anyway, else empty (the
// placeholder says "from the config").
func (fm *forms) erasText(v tracker.Setup) string {
	if len(v.EraSizes) == 0 {
		return ""
	}
	if slices.Equal(fm.defaultEras(v), v.EraSizes) {
		return ""
	}
	parts := make([]string, len(v.EraSizes))
	for i, n := range v.EraSizes {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}

// gameChoices are the setup form's game choice, named in the screen's
// language; the index is the form.
func (fm *forms) gameChoices() []string {
	return []string{fm.t("Monumental"), fm.t("World Monuments")}
}

// addGameChoice puts the game choice at the top of a setup form; choosing
// the other game replaces the form, keeping the players typed so far.
func (fm *forms) addGameChoice(form *tview.Form, current int) {
	form.AddDropDown(fm.t("Game"), fm.gameChoices(), current, nil)
	form.GetFormItem(0).(*tview.DropDown).SetSelectedFunc(func(_ string, i int) {
		if i == current {
			return
		}
		players := form.GetFormItem(1).(*tview.InputField).GetText()
		if i == 1 {
			fm.openWMSetup(players)
		} else {
			fm.openMonumentalSetup(players)
		}
	})
}

// setupButtons adds Start and Cancel to a new-game form (Esc cancels too)
// and returns the word that says what cancelling does. F2 (or Ctrl-S)
// starts from any field: at 80x24 Monumental's Start button is below the
// fold, many Tabs away. PgDn and PgUp page through its problems. carried:
// the form opened with what was typed in the other game's form.
func (fm *forms) setupButtons(form *tview.Form, submit func(), errs *problemList, carried bool) (cancelLabel string) {
	typed := formTyped(form, carried)
	fm.setupTyped = typed
	cancel, cancelLabel := fm.setupCancel(typed)
	form.AddButton(fm.t("Start"), submit)
	form.AddButton(fm.t("Cancel"), cancel)
	form.SetCancelFunc(cancel)
	form.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		switch {
		case ev.Key() == tcell.KeyF2 || ev.Key() == tcell.KeyCtrlS:
			submit()
			return nil
		case errs.scrollKey(ev):
			return nil
		}
		return ev
	})
	return cancelLabel
}

// formTyped tells whether a form's fields hold anything else than when it
// opened (carried: it opened with what was typed elsewhere).
func formTyped(form *tview.Form, carried bool) func() bool {
	opened := formValues(form)
	return func() bool { return carried || !slices.Equal(opened, formValues(form)) }
}

// formValues are a form's fields' values as text.
func formValues(form *tview.Form) []string {
	var out []string
	for i := 0; i < form.GetFormItemCount(); i++ {
		switch it := form.GetFormItem(i).(type) {
		case *tview.InputField:
			out = append(out, it.GetText())
		case *tview.DropDown:
			n, _ := it.GetCurrentOption()
			out = append(out, strconv.Itoa(n))
		case *tview.Checkbox:
			out = append(out, strconv.FormatBool(it.IsChecked()))
		}
	}
	return out
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
// none, asking first when something was typed (typed): what was typed is
// never dropped without a question, a game in progress or not.
func (fm *forms) setupCancel(typed func() bool) (func(), string) {
	cancel := func() {
		if fm.ctl.Game() == nil {
			if typed() {
				fm.confirmQuit()
				return
			}
			fm.quit()
			return
		}
		back := func() {
			fm.dialogs.close()
			if fm.ctl.Game().Over() || fm.ctl.Scored() {
				fm.ctl.Say(msgNoNewGame)
				return
			}
			fm.ctl.Say("No new game: the game in progress goes on.")
		}
		if typed() {
			// A finished game does not go on: it stays as it was.
			leave := leaveSetup
			if fm.ctl.Game().Over() || fm.ctl.Scored() {
				leave = leaveSetupOver
			}
			fm.confirmLeave(leave, back)
			return
		}
		back()
	}
	label := fm.t("quit")
	if fm.ctl.Game() != nil {
		label = fm.t("back to the game")
	}
	return cancel, label
}

// The questions before leaving a form that holds what was typed: quitting
// from the new-game form with no game, closing the new-game form over a
// game, closing any other form.
const (
	titleConfirmQuit           = "Quit? · Esc goes back to the form"
	msgConfirmQuit             = "Quit tablemate? What is typed in the form is lost (no game was started)."
	msgConfirmQuitGame         = "Quit tablemate? What is typed in the form is lost (the game in progress is saved)."
	titleConfirmDiscard        = "Close without keeping? · Esc goes back to the form"
	msgConfirmDiscardSetup     = "Close the new game form? What is typed in it is lost; the game in progress goes on."
	msgConfirmDiscardSetupOver = "Close the new game form? What is typed in it is lost; the finished game stays as it is."
	msgConfirmDiscard          = "Close the form? What is typed in it is lost."
	// The Automa's question is a question, not a form.
	titleConfirmDropAnswer = "Close without answering? · Esc goes back to the question"
	msgConfirmDropAnswer   = "Close the Automa's question? The answer typed is lost."
)

// leaveTexts are the words of a question before leaving a dialog (English
// keys): its title, its text, the button that leaves (which says that the
// typing is dropped, not a game) and the one that goes back.
type leaveTexts struct{ title, text, leave, back string }

var (
	leaveForm      = leaveTexts{title: titleConfirmDiscard, text: msgConfirmDiscard, leave: "Close without keeping", back: "Back to the form"}
	leaveSetup     = leaveTexts{title: titleConfirmDiscard, text: msgConfirmDiscardSetup, leave: "Close without keeping", back: "Back to the form"}
	leaveSetupOver = leaveTexts{title: titleConfirmDiscard, text: msgConfirmDiscardSetupOver, leave: "Close without keeping", back: "Back to the form"}
	leaveQuestion  = leaveTexts{title: titleConfirmDropAnswer, text: msgConfirmDropAnswer, leave: "Close without answering", back: "Back to the question"}
	leaveQuit      = leaveTexts{title: titleConfirmQuit, text: msgConfirmQuit, leave: "Quit", back: "Back to the form"}
	leaveQuitGame  = leaveTexts{title: titleConfirmQuit, text: msgConfirmQuitGame, leave: "Quit", back: "Back to the form"}
)

// confirmQuit asks before quitting from the dialog on top, whose typed
// values would be lost: Quit, or back to that dialog as it was.
func (fm *forms) confirmQuit() {
	leave := leaveQuit
	if fm.ctl.Game() != nil {
		leave = leaveQuitGame // Ctrl-C over a game: that game is saved
	}
	fm.confirmLeave(leave, fm.quit)
}

// closeAsking is a dialog's cancel (Esc, its Cancel button): it closes
// the dialog on top, after asking when typed tells that something was
// typed in it, which closing would lose.
func (fm *forms) closeAsking(typed func() bool) func() {
	return fm.closeAskingAs(leaveForm, typed)
}

// closeAskingAs is closeAsking with the question's words (a form's, the
// Automa's question's).
func (fm *forms) closeAskingAs(words leaveTexts, typed func() bool) func() {
	return func() {
		if typed() {
			fm.confirmLeave(words, fm.dialogs.close)
			return
		}
		fm.dialogs.close()
	}
}

// confirmLeave asks before leaving the dialog on top, whose typed values
// would be lost (words: English keys): the button that leaves (leave), or
// back to that dialog as it was (Esc too).
func (fm *forms) confirmLeave(words leaveTexts, leave func()) {
	title, text := words.title, words.text
	back := fm.dialogs.saved()
	form := tview.NewForm().SetButtonsAlign(tview.AlignCenter)
	form.AddButton(fm.t(words.leave), leave)
	form.AddButton(fm.t(words.back), back)
	form.SetCancelFunc(back)
	fm.styleForm(form)
	tv := tview.NewTextView().SetText(fm.t(text)).SetTextAlign(tview.AlignCenter).SetWrap(true)
	tv.SetBackgroundColor(tcell.ColorDefault)
	rows := len(wrap(fm.t(text), 54))
	box := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false).
		AddItem(tv, rows, 0, false).
		AddItem(form, 3, 0, true)
	box.SetBorder(true).SetTitle(" " + fm.t(title) + " ")
	fm.styleBox(box.Box)
	fm.dialogs.show("confirm_quit", box, form, 58, rows+6)
}

// seatNames are the players field's names when neither the config nor a
// last game gives any: "Player 1, Player 2" in the screen's language.
func (fm *forms) seatNames() []string {
	return []string{fm.tf("Player %d", 1), fm.tf("Player %d", 2)}
}

// typingReplacesSeatNames makes a typed character replace the seat names
// while the players field holds them, as a selected default would: typing
// "Ana" gives "Ana", not "Player 1, Player 2Ana". Names from the config or
// the last game are kept and edited as usual.
func (fm *forms) typingReplacesSeatNames(f *tview.InputField) {
	seats := strings.Join(fm.seatNames(), ", ")
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
func (fm *forms) startFollows(form *tview.Form, players, start int) {
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

// newGame asks before abandoning a game in progress.
func (fm *forms) newGame() {
	if fm.ctl.Game() == nil || fm.ctl.Scored() {
		fm.openSetup()
		return
	}
	form := tview.NewForm().SetButtonsAlign(tview.AlignCenter)
	form.AddButton(fm.t("New game"), fm.openSetup)
	form.AddButton(fm.t("Cancel"), fm.dialogs.close)
	form.SetCancelFunc(fm.dialogs.close)
	fm.styleForm(form)
	// A game over but not scored is not in progress: it stays unscored.
	ask := msgConfirmNew
	if fm.ctl.Game().Over() {
		ask = msgConfirmNewOver
	}
	text := tview.NewTextView().SetText(fm.t(ask)).SetTextAlign(tview.AlignCenter).SetWrap(true)
	text.SetBackgroundColor(tcell.ColorDefault)
	rows := len(wrap(fm.t(ask), 54))
	box := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false).
		AddItem(text, rows, 0, false).
		AddItem(form, 3, 0, true)
	box.SetBorder(true).SetTitle(" " + fm.t(titleConfirmNew) + " ")
	fm.styleBox(box.Box)
	fm.dialogs.show("confirm", box, form, 58, rows+6)
}
