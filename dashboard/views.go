package dashboard

import (
	"github.com/gdamore/tcell/v2"

	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// gameView is what the screen shows of one game that the shared parts (the
// key pipeline, instructions, log, status line) do not: its board and
// header, and the help screen's last line about its keys. A third game
// adds its view here and in viewFor, and its words to the controller
// (control's game); nothing else asks which game is shown.
type gameView struct {
	// drawBoard draws the game's panels between the header and the status
	// lines; header gives the header's left part and who acts.
	drawBoard func(d *Dashboard, screen tcell.Screen, x, y, w, h, statusRows int)
	header    func(d *Dashboard, w int) (left, who string)
	// helpFooter is the help screen's last line about the game's keys.
	helpFooter string
}

// viewFor is the view of a game kind (kernel.Kind.Name).
func viewFor(kind string) *gameView {
	if kind == wm.Kind {
		return &gameView{
			drawBoard:  (*Dashboard).drawWMBoard,
			header:     (*Dashboard).wmHeader,
			helpFooter: "* applies now.",
		}
	}
	return &gameView{
		drawBoard:  (*Dashboard).drawMonumentalBoard,
		header:     (*Dashboard).monHeader,
		helpFooter: "* applies now. A mouse click on a display card takes it.",
	}
}

// view is the game's own screen parts for the game shown (nil before any).
func (d *Dashboard) view() *gameView {
	if d.ctl.Game() == nil {
		return nil
	}
	return viewFor(d.ctl.Game().Kind().Name)
}

// mon is the Monumental game's state, nil when the game shown is another
// (or none): Monumental's own panels, keys and forms read it.
func (d *Dashboard) mon() *tracker.State {
	s, _ := tracker.StateOf(d.ctl.Game())
	return s
}

// wms is the World Monuments game's state, or nil.
func (d *Dashboard) wms() *wm.State {
	s, _ := wm.StateOf(d.ctl.Game())
	return s
}
