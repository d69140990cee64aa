package dashboard

import (
	"fmt"
	"strconv"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

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
	// LastUndone and Acknowledged are as Options' for the game resumed.
	LastUndone, Acknowledged bool
}

// chooserRow is one game of the chooser: its id, what it is, who plays
// and when it was last played.
func (d *Dashboard) chooserRow(p InProgress) string {
	what := ""
	if p.Game != nil {
		what = viewFor(p.Game.Kind().Name).describe(d.loc, p.Game)
	}
	return fmt.Sprintf("%4d  %s  %s", p.ID, p.LastPlayed.Local().Format("2006-01-02 15:04"), what)
}

// openChooser lists the games in progress when there are several: the
// one shown (the most recently played) is first, and Enter on another
// resumes it instead. Esc keeps the one shown.
func (d *Dashboard) openChooser() {
	games := d.opts.InProgress
	list := tview.NewList().ShowSecondaryText(false).SetHighlightFullLine(true)
	list.SetBackgroundColor(tcell.ColorDefault)
	if !d.pal.noColor {
		list.SetSelectedBackgroundColor(tcell.ColorTeal).SetSelectedTextColor(tcell.ColorBlack)
	} else {
		list.SetSelectedStyle(tcell.StyleDefault.Reverse(true)).SetMainTextStyle(tcell.StyleDefault)
	}
	width := 76
	for _, p := range games {
		list.AddItem(clip(d.chooserRow(p), width-2), "", 0, nil)
	}
	list.SetSelectedFunc(func(i int, _, _ string, _ rune) { d.chooseGame(games[i]) })
	list.SetDoneFunc(func() { d.closeDialog() }) // Esc: the game shown stays
	list.SetBorder(true).SetTitle(" " + d.t(chooserTitle) + " ")
	d.styleBox(list.Box)
	d.showDialog("chooser", list, list, width, min(len(games)+2, MinHeight-4))
}

// chooseGame resumes the game chosen in the chooser.
func (d *Dashboard) chooseGame(p InProgress) {
	d.closeDialog()
	if d.opts.Resume == nil {
		return
	}
	r, err := d.opts.Resume(p.ID)
	if err != nil {
		d.failf(msgNotResumed, strconv.FormatInt(p.ID, 10), err)
		return
	}
	d.table.g, d.scored, d.stale, d.instructions, d.logBack = r.Game, false, false, instructions{}, 0
	d.changed(r.LastUndone)
	d.lastSetup = r.Game.SetupLine()
	d.say(msgResumed, d.describe())
	if !r.Acknowledged {
		d.resumeSteps(r.LastUndone)
	}
}
