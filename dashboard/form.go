package dashboard

import (
	"errors"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
)

// forms are the dialogs over the board: the new game forms, the tallies
// and the final table, the prompts (identify a card, hire, answer the
// Automa, the Gold, a pass, the quarry's end, the gems), the help, a rule,
// BG Stats and the chooser. Each is built from what the controller shows,
// and its submit sends the controller an intent; a refusal stays in the
// form, worded as the controller's status line words it. Each form has its
// file, form_*.go; this one holds what they share.
type forms struct {
	ui
	dialogs *dialogs
	opts    *Options
	// quit ends the program (the setup form's Esc with no game, q on the
	// final table).
	quit func()
	// tallyDraft: the end form's counts when it was closed unscored.
	tallyDraft tallyDraft
	// setupTyped tells whether the new-game form on top holds what was
	// typed (nil before any): quitting from it asks first.
	setupTyped func() bool
	// selectedCell is the tallies cell whose count is selected: focused,
	// nothing typed in it yet (tallyCell).
	selectedCell *tview.InputField
	// ownCivs is the civilizations field's text when the new-game form last
	// said that a name there is no printed civilization's: started again
	// as it is, the names are played as the table's own.
	ownCivs string
}

// promptField opens a one-field dialog: Enter submits the text, Esc
// cancels, and an error keeps the dialog open with the reason under the
// field. It is a lone field rather than a form, so that a refused entry
// keeps the focus where the typing is.
func (fm *forms) promptField(name, title, label, help, initial string, width int, submit func(text string) error) *tview.InputField {
	field := tview.NewInputField().SetLabel(label + " ").SetText(initial).SetFieldWidth(12)
	fm.styleField(field)
	if !fm.pal.noColor {
		field.SetLabelColor(tcell.ColorYellow)
	}
	errs := fm.errorLine()
	errs.SetText(help)
	// The box is as tall as its text: the help, and a refusal under it
	// (wrapped two cells narrower than the box's inside, where tview may
	// break a line before ours would).
	height := func(text string) int { return len(wrap(text, width-6)) + 5 }
	field.SetDoneFunc(func(k tcell.Key) {
		switch k {
		case tcell.KeyEnter:
			if err := submit(strings.TrimSpace(field.GetText())); err != nil {
				text := strings.TrimSpace(help + "\n" + fm.loc.Error(err))
				errs.SetText(text)
				fm.dialogs.resize(max(height(help)+2, height(text)))
				return
			}
			fm.dialogs.close()
		case tcell.KeyEscape:
			// What was typed is asked about before it is dropped.
			words := leaveForm
			if name == "answer" { // the Automa's question, not a form
				words = leaveQuestion
			}
			fm.closeAskingAs(words, func() bool { return strings.TrimSpace(field.GetText()) != strings.TrimSpace(initial) })()
		}
	})
	box := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false).
		AddItem(field, 1, 0, true).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false).
		AddItem(errs, 0, 1, false)
	box.SetBorder(true).SetTitle(" " + title + " ")
	box.SetBorderPadding(0, 0, 1, 1) // the label a cell off the border
	fm.styleBox(box.Box)
	// Two rows under the help for a refusal of one or two lines; a longer
	// one makes the box taller.
	fm.dialogs.show(name, box, field, width, height(help)+2)
	return field
}

// applied turns a refused action into the prompt's error (its text is
// the status line's, translated already).
func (fm *forms) applied(ok bool) error {
	if !ok {
		return errors.New(fm.ctl.Status().Text)
	}
	return nil
}

// fieldWidth is the width of a setup form's long fields: want, or less
// when the translated labels take more of the 74-cell dialog than the
// English ones (the labels' column is as wide as the widest label).
func (fm *forms) fieldWidth(want int, labels ...string) int {
	widest := 0
	for _, l := range labels {
		widest = max(widest, i18n.Width(fm.t(l)))
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

// widenList makes the open list of form's drop-down item i at least width
// cells wide and as wide as every field it lies over, so that it covers
// them whole rather than leaving the end of their text beside it; the
// closed field keeps the width of its options. A letter typed on it is a
// choice's start (typedChoice), never hidden text.
func widenList(form *tview.Form, i int, options []string, width int) {
	dd := form.GetFormItem(i).(*tview.DropDown)
	widest := 0
	for _, o := range options {
		widest = max(widest, i18n.Width(o))
	}
	for j := i + 1; j < form.GetFormItemCount() && j <= i+len(options); j++ {
		width = max(width, form.GetFormItem(j).GetFieldWidth())
	}
	if width > widest {
		dd.SetTextOptions("", strings.Repeat(" ", width-widest), "", "", "")
		dd.SetFieldWidth(widest)
	}
	typedChoice(dd, options)
}

// typedChoice makes a letter typed on a drop-down, open or closed, choose
// the next option that starts with it (as shown, ignoring case), and a
// letter no option starts with do nothing: tview would keep the letters
// as a filter that is not shown while the list is closed, and that a name
// typed after Tab fills.
func typedChoice(dd *tview.DropDown, options []string) {
	dd.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		switch ev.Key() {
		case tcell.KeyRune:
			cur, _ := dd.GetCurrentOption()
			r := strings.ToLower(string(ev.Rune()))
			for k := 1; k <= len(options); k++ {
				o := (cur + k) % len(options)
				if strings.HasPrefix(strings.ToLower(options[o]), r) {
					dd.SetCurrentOption(o)
					break
				}
			}
			return nil
		case tcell.KeyBackspace, tcell.KeyBackspace2, tcell.KeyDelete, tcell.KeyCtrlU, tcell.KeyCtrlW, tcell.KeyCtrlK:
			return nil // nothing typed to take back
		}
		return ev
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

func splitComma(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
