package dashboard

import (
	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// gameView is what the screen shows of one game that the shared parts (the
// key pipeline, undo and redo, instructions, log, status line) do not: its
// board and header, and its words for a new, finished or reopened game. A
// third game adds its view here and in viewFor; nothing else asks which
// game is shown.
type gameView struct {
	describe func(loc *i18n.Localizer, g kernel.Session) string
	// drawBoard draws the game's panels between the header and the status
	// lines; header gives the header's left part and who acts.
	drawBoard func(d *Dashboard, screen tcell.Screen, x, y, w, h, statusRows int)
	header    func(d *Dashboard, w int) (left, who string)
	newGame   string // the status after a new game; %s: describe
	// overHint is the status once the game is over, before it is scored:
	// what is still to do, so it never asks for what is already in.
	overHint func(g kernel.Session) string
	reopened string // the status after an undo reopened a scored game; %s: the action
	// helpFooter is the help screen's last line about the game's keys.
	helpFooter string
	// phaseStep, when set, picks the instruction that is a step of its own,
	// shown after the others are done (Monumental's continuous City phase).
	phaseStep func(kernel.Event) bool
}

// viewFor is the view of a game kind (kernel.Kind.Name).
func viewFor(kind string) *gameView {
	if kind == wm.Kind {
		return &gameView{
			describe: func(loc *i18n.Localizer, g kernel.Session) string {
				s, _ := wm.StateOf(g)
				return wmDescribe(loc, s.Setup())
			},
			drawBoard:  (*Dashboard).drawWMBoard,
			header:     (*Dashboard).wmHeader,
			newGame:    msgWMNewGame,
			overHint:   wmOverHint,
			reopened:   msgReopenedWM,
			helpFooter: "* applies now.",
		}
	}
	return &gameView{
		describe: func(loc *i18n.Localizer, g kernel.Session) string {
			s, _ := tracker.StateOf(g)
			return monDescribe(loc, s.Setup())
		},
		drawBoard:  (*Dashboard).drawMonumentalBoard,
		header:     (*Dashboard).monHeader,
		newGame:    "New game: %s. Deal the display as the panel says, then press Enter.",
		overHint:   func(kernel.Session) string { return "Game over: press s to enter the tallies and score it." },
		reopened:   msgReopened,
		helpFooter: "* applies now. A mouse click on a display card takes it.",
		phaseStep: func(e kernel.Event) bool {
			te, ok := e.(tracker.Event)
			return ok && te.Kind == tracker.EvPhaseCity
		},
	}
}

// mon is the Monumental game's state, nil when the game shown is another
// (or none): Monumental's own panels, keys and forms read it.
func (d *Dashboard) mon() *tracker.State {
	s, _ := tracker.StateOf(d.g)
	return s
}

// wms is the World Monuments game's state, or nil.
func (d *Dashboard) wms() *wm.State {
	s, _ := wm.StateOf(d.g)
	return s
}

// monDescribe is tracker.Setup.Describe in the dashboard's language.
func monDescribe(loc *i18n.Localizer, s tracker.Setup) string {
	who := ""
	for i, p := range s.Players {
		if i > 0 {
			who += loc.T(", ")
		}
		who += p
	}
	if s.Solo() {
		who = loc.Sprintf("%s vs the Automa", who)
	}
	return loc.Sprintf("Monumental, %s game, %s", loc.T(s.Mode.String()), who)
}
