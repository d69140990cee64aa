package control

import (
	"errors"
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
	// words are the game's messages the screen words its own way, by
	// their English format: the engine's speak of the script's commands
	// ("quarry_done PLAYER"), the screen of its keys. Same arguments.
	words []screenWord
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
			words:    wmScreenWords[:],
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

// wmScreenWords are World Monuments' messages that name a script command,
// as the dashboard says them: with its keys (e, g, the digits, the pass
// form). The engine's format, then the screen's, with the same arguments.
// An array of constants: nothing to build when the program starts.
var wmScreenWords = [...]screenWord{
	{"The quarry is empty: all %d tokens of round %d are taken. Who has the black token? Enter quarry_done PLAYER.",
		"The quarry is empty: all %d tokens of round %d are taken. Who has the black token? Press e and name them."},
	{"Game over: everyone lifts their screen and shows their gems (3 points each); enter them with gems PLAYER N.",
		"Game over: everyone lifts their screen and shows their gems (3 points each); press g to enter them."},
	{"Game over: enter the gems of %s (gems PLAYER N, 3 points each).",
		"Game over: press g to enter the gems of %s (3 points each)."},
	{"the game is over: enter the gems (gems PLAYER N) of %s",
		"the game is over: press g to enter the gems of %s"},
	{"the quarry is empty: all %d tokens of round %d are taken; enter who holds the black token (quarry_done PLAYER)",
		"the quarry is empty: all %d tokens of round %d are taken; press e and name who holds the black token"},
	{"tokens are built in the Construct phase, after the quarry is empty (quarry_done PLAYER)",
		"tokens are built in the Construct phase, after the quarry is empty (e names who holds the black token)"},
	{"how many tokens did %s take? The screens are checked: enter quarry 1 to quarry %d (a table that does not count them plays with screens=open)",
		"how many tokens did %s take? The screens are checked: press 1 to %d"},
	{"%s holds %s behind the screen (%s), not %d construction tokens and %d gems: pass TOKENS GEMS adding up to %d",
		"%s holds %s behind the screen (%s), not %d construction tokens and %d gems: give tokens and gems adding up to %d"},
}

// screenWord is an engine's format and the screen's own for it.
type screenWord struct{ engine, screen string }

// screenWords is the screen's words for an engine format of a game, if
// it has its own.
func screenWords(words []screenWord, format string) (string, bool) {
	for _, w := range words {
		if w.engine == format {
			return w.screen, true
		}
	}
	return "", false
}

// message is a message of the game shown as the screen says it (its
// game's words), in the table's language.
func (c *Controller) message(m kernel.Messager) string {
	if c.g != nil {
		if words := gameOf(c.g).words; words != nil {
			f, args := m.Message()
			if alt, ok := screenWords(words, f); ok {
				return c.loc.Message(kernel.Phrase{Format: alt, Args: args})
			}
		}
	}
	return c.loc.Message(m)
}

// errorText is an engine's refusal as the screen says it (its game's
// words), in the table's language.
func (c *Controller) errorText(err error) string {
	var re *kernel.RuleError
	if c.g != nil && errors.As(err, &re) && err == error(re) {
		if alt, ok := screenWords(gameOf(c.g).words, re.Format); ok {
			said := *re
			said.Format = alt
			return c.loc.Error(&said)
		}
	}
	return c.loc.Error(err)
}

// Words is a message of the game shown as the screen says it: with the
// dashboard's keys where the engine names a script command.
func (c *Controller) Words(m kernel.Messager) string { return c.message(m) }
