package dashboard

import (
	"fmt"
	"strconv"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/control"
	"tablemate/kernel"
)

// InProgress is a game in progress as the start-up chooser lists it.
type InProgress struct {
	ID int64
	// Game is the game as set up (no action replayed): the chooser
	// describes it (which game, who plays) in the table's language.
	Game       kernel.Session
	LastPlayed time.Time
	Actions    int
}

// Resumed is a game in progress read back for the chooser (Options.Resume).
type Resumed struct {
	Game kernel.Session
	// LastUndone, Acknowledged and Unconfirmed are as Options' for the
	// game resumed.
	LastUndone, Acknowledged bool
	Unconfirmed              *Unconfirmed
}

// chooserRow is one game of the chooser: its id, what it is, who plays
// and when it was last played.
func (fm *forms) chooserRow(p InProgress) string {
	what := ""
	if p.Game != nil {
		what = control.Describe(fm.loc, p.Game)
	}
	return fmt.Sprintf("%4d  %s  %s", p.ID, p.LastPlayed.Local().Format("2006-01-02 15:04"), what)
}

// openChooser lists the games in progress when there are several: the
// one shown (the most recently played) is first, and Enter on another
// resumes it instead. Esc keeps the one shown.
func (fm *forms) openChooser() {
	games := fm.opts.InProgress
	list := tview.NewList().ShowSecondaryText(false).SetHighlightFullLine(true)
	list.SetBackgroundColor(tcell.ColorDefault)
	if !fm.pal.noColor {
		list.SetSelectedBackgroundColor(tcell.ColorTeal).SetSelectedTextColor(tcell.ColorBlack)
	} else {
		list.SetSelectedStyle(tcell.StyleDefault.Reverse(true)).SetMainTextStyle(tcell.StyleDefault)
	}
	width := 76
	for _, p := range games {
		list.AddItem(clip(fm.chooserRow(p), width-2), "", 0, nil)
	}
	list.SetSelectedFunc(func(i int, _, _ string, _ rune) { fm.chooseGame(games[i]) })
	list.SetDoneFunc(func() { fm.dialogs.close() }) // Esc: the game shown stays
	list.SetBorder(true).SetTitle(" " + fm.t(chooserTitle) + " ")
	fm.styleBox(list.Box)
	fm.dialogs.show("chooser", list, list, width, min(len(games)+2, MinHeight-4))
}

// chooseGame resumes the game chosen in the chooser.
func (fm *forms) chooseGame(p InProgress) {
	fm.dialogs.close()
	if fm.opts.Resume == nil {
		return
	}
	r, err := fm.opts.Resume(p.ID)
	if err != nil {
		fm.ctl.Refuse(msgNotResumed, strconv.FormatInt(p.ID, 10), err)
		return
	}
	fm.ctl.Resume(r.Game, r.LastUndone, r.Acknowledged, r.Unconfirmed)
}
