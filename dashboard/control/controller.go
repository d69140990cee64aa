// Package control is the dashboard without a screen: the Controller owns
// what the table is playing (any game, through its kernel.Session), the
// recorder that makes it durable, the steps the table has not done yet,
// the status line and the log's position. The screen reads it through its
// accessors and changes it only by its intents (play a typed action, undo,
// redo, acknowledge the steps, start a game from its setup line, record
// the result, scroll the log, reload after a stale write...): its fields
// are unexported, so no view can write them. It knows no widget (no tview,
// no tcell: internal/archtest checks it), so it is tested by calling its
// intents and reading its accessors.
package control

import (
	"slices"
	"time"

	"tablemate/i18n"
	"tablemate/kernel"
)

// Controller is the state of the dashboard and the one way to change it.
type Controller struct {
	loc   *i18n.Localizer
	rec   Recorder
	kinds kernel.Kinds
	g     kernel.Session // the game shown, nil before the first setup
	// scored: the final result is saved (Finish was recorded).
	scored bool
	steps  steps
	status status
	// stale: the recorder refused a write because the record was changed
	// elsewhere; Reload reads it back.
	stale bool
	// lastSetup is the last game's setup line: it prefills the setup form.
	lastSetup string
	// logBack: the log pane shows its lines that many above the newest;
	// 0 follows the game, and every change of the game returns to it.
	logBack int
	// onChange is Config.OnChange.
	onChange func(g kernel.Session, undone bool)
}

// steps are the table's steps not yet done: the newest change's (pending,
// from the action cause), after those of the changes before it that the
// table has not confirmed yet (earlier): a key never hides a step the table
// still has to do.
type steps struct {
	// earlier are the steps of the changes before, not yet confirmed, in
	// the order to do them.
	earlier []StepGroup
	pending []string
	cause   string
	// actor is the seat whose action cause was (kernel.Step.Actor), ""
	// when no one's or not known.
	actor string
	// reverse: the pending steps are an undone action's, newest first, to
	// be reversed at the table.
	reverse bool
	// phase: the pending step is a phase of its own (the continuous City
	// phase), which the table acknowledges before the first turn action.
	phase bool
	// later is that phase step while the steps before it are pending.
	later []string
	// top is the first step the panel shows when they do not all fit:
	// new steps are shown from their first.
	top int
}

// status is the line under the board.
type status struct {
	text string
	// starts are where the status's sentences after the first begin (byte
	// offsets): a status too long for its rows loses the end of its first
	// sentences rather than its last ones, which say what to press.
	starts  []int
	isError bool
}

// Config is what a controller starts from.
type Config struct {
	// Localizer is the language of every text the controller words; nil
	// means English.
	Localizer *i18n.Localizer
	Recorder  Recorder
	// Kinds are the games a new game's setup line can be.
	Kinds kernel.Kinds
	// Game is the game in progress, resumed, of any kind, or nil.
	Game kernel.Session
	// LastSetup is the previous game's setup line.
	LastSetup string
	// ShowLastSteps shows the steps of the resumed game's last action (or
	// its setup) again, as not done, unless Acknowledged; after an undo
	// (LastUndone), the steps that reverse it.
	ShowLastSteps, LastUndone, Acknowledged bool
	// Unconfirmed, with ShowLastSteps, is what the table had not confirmed
	// when the program stopped: the steps the screen showed are shown
	// again, every one in the same order (nil, or when they do not replay:
	// the last change's, as above).
	Unconfirmed *Unconfirmed
	// OnChange hears of every change of the game shown once it is saved
	// and committed (undone: an undo took the last action back), on the
	// caller's goroutine: the table view for phones follows the game by it
	// (play --share). nil: no one listens.
	OnChange func(g kernel.Session, undone bool)
}

// New is a controller over the game given, or none: a resumed game is said
// in the status line, with its last steps when they may not be done.
func New(cfg Config) *Controller {
	loc := cfg.Localizer
	if loc == nil {
		loc = i18n.New(i18n.English)
	}
	c := &Controller{loc: loc, rec: cfg.Recorder, kinds: cfg.Kinds, g: cfg.Game, lastSetup: cfg.LastSetup, onChange: cfg.OnChange}
	if c.g == nil {
		return c
	}
	c.say(msgResumed, c.resumeDescribe())
	c.lastSetup = c.g.SetupLine()
	if cfg.ShowLastSteps {
		c.resumeUnconfirmed(cfg.Unconfirmed, cfg.LastUndone, cfg.Acknowledged)
	}
	return c
}

// Game is the game shown, nil before the first setup. The screen reads its
// state (tracker.StateOf, wm.StateOf) and changes it only by the
// controller's intents.
func (c *Controller) Game() kernel.Session { return c.g }

// Steps are the table's steps not done yet, as the instructions panel
// shows them.
type Steps struct {
	// Pending are the steps, in the order to do them: those of every
	// change not yet confirmed (Groups), one after the other.
	Pending []string
	// Cause is the action the newest steps come from ("setup" for a new
	// game's).
	Cause string
	// Reverse: the newest steps put the table back after an undo, newest
	// first.
	Reverse bool
	// Phase: the newest step is a phase of its own (the continuous City
	// phase).
	Phase bool
	// Top is the first step to show when they do not all fit.
	Top int
	// Groups are the steps by the change they come from, oldest first:
	// one group unless a change came before the table confirmed the steps
	// of the one before (a second undo, a redo after an undo).
	Groups []StepGroup
}

// StepGroup is the steps of one change.
type StepGroup struct {
	// Cause is the action; Actor the seat whose action it was (its
	// name as set up, "" when no one's or not known); Reverse: the steps
	// undo it, newest first; Phase: a phase of its own (the City phase).
	Cause          string
	Actor          string
	Reverse, Phase bool
	Steps          []string
}

// Steps are the steps pending (a copy).
func (c *Controller) Steps() Steps {
	s := c.steps
	groups := s.groups()
	var all []string
	for i, g := range groups {
		all = append(all, g.Steps...)
		groups[i].Steps = slices.Clone(g.Steps)
	}
	return Steps{Pending: all, Cause: s.cause, Reverse: s.reverse, Phase: s.phase, Top: s.top, Groups: groups}
}

// groups are the steps pending by their change, oldest first.
func (s steps) groups() []StepGroup {
	out := slices.Clone(s.earlier)
	if len(s.pending) > 0 {
		out = append(out, StepGroup{Cause: s.cause, Actor: s.actor, Reverse: s.reverse, Phase: s.phase, Steps: s.pending})
	}
	return out
}

// carried are the steps not yet confirmed that the next change keeps
// before its own. On an undo, the phase step of the action undone is not
// among them: that phase does not come any more.
func (s steps) carried(undo bool) []StepGroup {
	out := slices.Clone(s.earlier)
	if len(s.pending) > 0 && !(undo && s.phase) {
		out = append(out, StepGroup{Cause: s.cause, Actor: s.actor, Reverse: s.reverse, Phase: s.phase, Steps: s.pending})
	}
	if len(s.later) > 0 && !undo {
		out = append(out, StepGroup{Cause: s.cause, Actor: s.actor, Phase: true, Steps: s.later})
	}
	return out
}

// HasSteps: steps are pending, so the table's actions wait for Enter.
func (c *Controller) HasSteps() bool { return len(c.steps.pending) > 0 || len(c.steps.earlier) > 0 }

// Status is the status line.
type Status struct {
	Text string
	// Starts are where the sentences after the first begin (byte offsets
	// in Text): a line too long for its rows is cut in its first sentences.
	Starts []int
	// Error: a refusal (drawn as one), not a note.
	Error bool
}

// Status is the status line now (a copy).
func (c *Controller) Status() Status {
	return Status{Text: c.status.text, Starts: slices.Clone(c.status.starts), Error: c.status.isError}
}

// Stale: the record was changed by another tablemate; nothing is saved
// until Reload.
func (c *Controller) Stale() bool { return c.stale }

// Scored: the game shown is scored and its result saved.
func (c *Controller) Scored() bool { return c.scored }

// LastSetup is the setup line of the game shown or the last one, "" when
// none is known: a new game's form starts from it.
func (c *Controller) LastSetup() string { return c.lastSetup }

// LogBack is how many lines above the newest the log pane shows (0: the
// newest), as last scrolled.
func (c *Controller) LogBack() int { return c.logBack }

// Describe is the game shown in a few words, in the table's language.
func (c *Controller) Describe() string {
	if c.g == nil {
		return ""
	}
	return Describe(c.loc, c.g)
}

// CanDo: the engine would take a typed action of the game shown now
// (nothing is played: the screen asks it to offer only the keys that
// apply).
func (c *Controller) CanDo(a kernel.Action) bool {
	if c.g == nil {
		return false
	}
	_, err := c.g.PrepareAction(a)
	return err == nil
}

// Refusal is why the engine would refuse a typed action of the game shown
// now, in the table's language, or "" when it would take it (nothing is
// played: a form names every problem at once, the engine's beside its
// own).
func (c *Controller) Refusal(a kernel.Action) string {
	if c.g == nil {
		return c.tf(msgNoGameAction)
	}
	if _, err := c.g.PrepareAction(a); err != nil {
		return c.loc.Error(err)
	}
	return ""
}

// Times are the game's times from the recorder's Clock: when it started,
// the current turn's time and the playing time (see Clock); ok is false
// when the recorder keeps no time or there is no game.
func (c *Controller) Times() (started time.Time, turn, played time.Duration, ok bool) {
	clock, isClock := c.rec.(Clock)
	if !isClock || c.g == nil {
		return time.Time{}, 0, 0, false
	}
	started, turn, played = clock.Times()
	return started, turn, played, true
}

// GameID is the saved game's id when the recorder knows it (Identified).
func (c *Controller) GameID() (int64, bool) {
	id, ok := c.rec.(Identified)
	if !ok {
		return 0, false
	}
	return id.GameID(), true
}

// changed tells Config.OnChange of a change of the game shown.
func (c *Controller) changed(undone bool) {
	if c.onChange != nil {
		c.onChange(c.g, undone)
	}
}
