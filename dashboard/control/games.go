package control

import (
	"strings"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// game is what the controller says of one game that its shared parts
// (actions, undo and redo, steps, the status line) do not: its words for
// a new, finished or reopened game, and which of its steps is a phase of
// its own. A third game adds its words here and its panels to the
// dashboard's gameView; nothing else asks which game is shown.
type game struct {
	describe func(loc *i18n.Localizer, g kernel.Session) string
	newGame  string // the status after a new game; %s: describe
	// overHint is the status once the game is over, before it is scored:
	// what is still to do, so it never asks for what is already in.
	overHint func(g kernel.Session) string
	reopened string // the status after an undo reopened a scored game; %s: the action
	// phaseStep, when set, picks the instruction that is a step of its own,
	// shown after the others are done (Monumental's continuous City phase).
	phaseStep func(kernel.Event) bool
}

// gameOf is the words of a game's kind.
func gameOf(g kernel.Session) *game {
	if g.Kind().Name == wm.Kind {
		return &game{
			describe: func(loc *i18n.Localizer, g kernel.Session) string {
				s, _ := wm.StateOf(g)
				return wmDescribe(loc, s.Setup())
			},
			newGame:  msgWMNewGame,
			overHint: wmOverHint,
			reopened: msgReopenedWM,
		}
	}
	return &game{
		describe: func(loc *i18n.Localizer, g kernel.Session) string {
			s, _ := tracker.StateOf(g)
			return monDescribe(loc, s.Setup())
		},
		newGame:  "New game: %s. Deal the display as the panel says, then press Enter.",
		overHint: func(kernel.Session) string { return "Game over: press s to enter the tallies and score it." },
		reopened: msgReopened,
		phaseStep: func(e kernel.Event) bool {
			te, ok := e.(tracker.Event)
			return ok && te.Kind == tracker.EvPhaseCity
		},
	}
}

// Describe is a game in a few words in a language: which game, who plays
// (the start-up chooser lists games so).
func Describe(loc *i18n.Localizer, g kernel.Session) string { return gameOf(g).describe(loc, g) }

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

func wmDescribe(loc *i18n.Localizer, s wm.Setup) string {
	start := ""
	if s.Start >= 0 && s.Start < len(s.Players) {
		start = s.Players[s.Start]
	}
	return loc.Sprintf(msgWMDescribe, loc.T(s.Monument.Label()), strings.Join(s.Players, loc.T(", ")), start)
}

// resumeDescribe is the game in a few words for the resume line: a World
// Monuments game past round 1 names this round's start player (the
// setup's is round 1's); otherwise the game is described as everywhere
// else.
func (c *Controller) resumeDescribe() string {
	s, _ := wm.StateOf(c.g)
	if s == nil || s.Over() || s.Round() == 1 {
		return c.Describe()
	}
	names := s.Players()
	start := ""
	if s.StartSeat() >= 0 && s.StartSeat() < len(names) {
		start = names[s.StartSeat()]
	}
	return c.tf(msgWMResumeDescribe, c.t(s.Setup().Monument.Label()), strings.Join(names, c.t(", ")), s.Round(), start)
}

// wmOverHint is the status of a finished World Monuments game not yet
// scored: press g while gems are missing; once every player's gems are in
// (also after an undo and redo of the last), press s, never g again.
func wmOverHint(g kernel.Session) string {
	if s, ok := wm.StateOf(g); ok && len(s.GemsMissing()) == 0 {
		return msgGemsAllIn
	}
	return msgWMGameOver
}
