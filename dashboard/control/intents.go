package control

import (
	"errors"
	"fmt"

	"tablemate/kernel"
)

// The intents: every change of the dashboard's state goes through one of
// these. A refusal is said in the status line (and returned where the
// caller has more to do on success).

// Do plays a typed action of the game shown: the one path of every action
// of any game. The engine checks it once and gives its result, the
// recorder makes the action durable, and only then does the game (and the
// screen) take that same result; the action's steps become the pending
// ones. False when it was refused (the status line says why).
func (c *Controller) Do(a kernel.Action) bool {
	if c.g == nil {
		c.failf(msgNoGameAction)
		return false
	}
	return c.apply(c.g.PrepareAction(a))
}

// apply saves and commits a prepared change, or shows why it was refused.
func (c *Controller) apply(ch kernel.Change, err error) bool {
	if err != nil {
		c.fail(err)
		return false
	}
	if err := c.save(ch); err != nil {
		c.recordFailed("not saved, nothing changed: %v", err)
		return false
	}
	if err := c.g.Commit(ch); err != nil { // prepared on this state: a bug
		c.fail(err)
		return false
	}
	c.changed(false)
	c.showChange(ch)
	c.finishScored()
	return true
}

// showChange shows the steps of a change committed (an action, or a redo:
// its every change at the table is a step again) after those not yet
// confirmed.
func (c *Controller) showChange(ch kernel.Change) {
	instr, phase, said := c.notesStaged(ch.Events(), ch.IsRedo())
	named := c.loc.Message(ch.ActionPhrase())
	lead := ""
	if ch.IsRedo() {
		lead = c.tf(msgRedone, named)
	}
	next := staged(named, instr, phase)
	next.actor = ch.Step().Actor
	c.showNotes(lead, named, next, said)
}

// save makes a prepared change durable before the game commits it: an
// action or a redo, with its step when the recorder keeps them.
func (c *Controller) save(ch kernel.Change) error {
	s, steps := c.rec.(Stepper)
	switch {
	case ch.IsRedo() && steps:
		return s.RedoStep(ch.Step())
	case ch.IsRedo():
		return c.rec.Redo()
	case steps:
		return s.RecordStep(ch.ActionText(), ch.Step())
	}
	return c.rec.Record(ch.ActionText())
}

// Undo takes back the last action, reopening a scored game first, and
// shows the steps that put the table back, newest first.
func (c *Controller) Undo() {
	if c.g == nil || !c.g.CanUndo() {
		c.failf("nothing to undo: this is the start of the game")
		return
	}
	reopened := false
	if c.scored {
		// A scored game is put back in progress first: its result is set
		// aside, and scoring again saves the new one.
		r, ok := c.rec.(Reopener)
		if !ok {
			c.failf("the game is scored and saved: it can no longer be undone")
			return
		}
		if err := r.Reopen(); err != nil {
			c.recordFailed("undo not saved, nothing changed: %v", err)
			return
		}
		c.scored, reopened = false, true
	}
	if err := c.rec.Undo(); err != nil {
		c.recordFailed("undo not saved, nothing changed: %v", err)
		return
	}
	text, events, err := c.g.Undo()
	if err != nil {
		c.fail(err)
		return
	}
	c.changed(true)
	c.showUndo(text, events, reopened)
}

// showUndo shows the steps that put the table back after an undo, newest
// first, after those not yet confirmed.
func (c *Controller) showUndo(text string, events []kernel.Event, reopened bool) {
	a := c.named(text)
	back := c.reverseSteps(events)
	// The steps the table has not confirmed stay, first: it does them,
	// then puts the table back.
	kept := c.steps.carried(true)
	c.steps, c.logBack = steps{earlier: kept, cause: a, actor: c.undoneActor()}, 0
	switch {
	case reopened && len(back) == 0:
		c.say(gameOf(c.g).reopened, a)
	case len(back) == 0:
		c.say("Undone: %s. Put the table back as it was before it (r redoes it).", a)
	default:
		c.steps.pending, c.steps.reverse = back, true
		c.say(msgUndoneSteps, a)
	}
	if len(kept) > 0 {
		c.addSentence(c.t(msgStepsKept))
	}
}

// undoneActor is the seat whose action the next redo gives back (the one
// just undone), "" when there is none: the redo is checked, not applied.
func (c *Controller) undoneActor() string {
	ch, err := c.g.PrepareRedo()
	if err != nil {
		return ""
	}
	return ch.Step().Actor
}

// Redo re-applies the last undone action: checked first, saved, then shown.
func (c *Controller) Redo() {
	if c.g == nil || !c.g.CanRedo() {
		c.failf("nothing to redo")
		return
	}
	ch, err := c.g.PrepareRedo()
	if err != nil {
		c.fail(err)
		return
	}
	if err := c.save(ch); err != nil {
		c.recordFailed("redo not saved, nothing changed: %v", err)
		return
	}
	if err := c.g.Commit(ch); err != nil {
		c.fail(err)
		return
	}
	c.changed(false)
	c.showChange(ch)
	c.finishScored()
}

// finishScored saves the result of a game that a change has just scored
// (the last tally or gems in, typed or redone), as scoring does: what the
// screen calls scored is finished in the store too, never only said so.
// A result that could not be saved is said, with the key that saves it.
func (c *Controller) finishScored() {
	if c.scored || c.g == nil || !c.g.Scored() {
		return
	}
	if err := c.Finish(); err != nil {
		c.addSentence(c.tf(msgNotSaved, err))
	}
}

// recordFailed says why the recorder refused a write; format is an English
// key with one %v. A record changed by another tablemate is not an error
// to read: it needs a reload, and R does it.
func (c *Controller) recordFailed(format string, err error) {
	if errors.Is(err, ErrStale) {
		c.stale = true
		if _, ok := c.rec.(Reloader); ok {
			c.failf(msgStale)
		} else {
			c.failf(msgStaleQuit)
		}
		return
	}
	c.failf(format, err)
}

// Reload reads the game in progress back from the recorder (R), after
// another tablemate changed it; false when it could not.
func (c *Controller) Reload() bool {
	r, ok := c.rec.(Reloader)
	if !ok {
		c.failf(msgStaleQuit)
		return false
	}
	g, err := r.Reload(c.kinds)
	if err != nil {
		c.failf("not reloaded: %v", err)
		return false
	}
	c.g, c.stale, c.scored, c.steps, c.logBack = g, false, false, steps{}, 0
	c.changed(false)
	if g == nil {
		c.say(msgReloadedNone)
		return true
	}
	c.lastSetup = g.SetupLine()
	c.say(msgReloaded, c.Describe())
	return true
}

// Resume shows another game in progress (the start-up chooser's): the
// steps the table had not confirmed again (as Config's ShowLastSteps).
func (c *Controller) Resume(g kernel.Session, lastUndone, acknowledged bool, u *Unconfirmed) {
	c.g, c.scored, c.stale, c.steps, c.logBack = g, false, false, steps{}, 0
	c.changed(lastUndone)
	c.lastSetup = g.SetupLine()
	c.say(msgResumed, c.Describe())
	c.resumeUnconfirmed(u, lastUndone, acknowledged)
}

// Acknowledge: the table did the pending steps (Enter). They are cleared,
// or the phase step that follows them becomes the pending one.
func (c *Controller) Acknowledge() {
	if len(c.steps.pending) == 0 {
		return
	}
	phaseLeft, wasPhase := c.stepsDone()
	if a, ok := c.rec.(Acknowledger); ok {
		// Not saved only means a restart shows the steps again.
		if phaseLeft {
			_ = a.Note(NotePhaseLeft)
		} else {
			_ = a.Acknowledge()
		}
	}
	if phaseLeft {
		c.say(msgPhaseStep)
		return
	}
	if wasPhase {
		c.say(msgPhaseDone)
		return
	}
	if c.g != nil && c.g.Over() && !c.scored {
		c.say("%s", c.t(gameOf(c.g).overHint(c.g)))
		return
	}
	c.say("Steps done.")
}

// DropSteps sets the newest steps aside, not acknowledged: the key pressed
// answers them (the Automa's question is also its panel's step), and the
// answer's own steps follow. Steps of an earlier change not yet confirmed
// stay.
func (c *Controller) DropSteps() {
	aside := len(c.steps.pending) > 0 || len(c.steps.later) > 0
	c.setAside()
	if a, ok := c.rec.(Acknowledger); ok && aside {
		// Saved so that a restart sets them aside too; not saved, it
		// shows them again.
		_ = a.Note(NoteSetAside)
	}
}

// setAside drops the newest steps (DropSteps).
func (c *Controller) setAside() {
	c.steps.pending, c.steps.later = nil, nil
	if len(c.steps.earlier) == 0 {
		c.steps = steps{}
	}
}

// stepsDone clears the steps the table did (Enter): all of them, or all
// but the phase step that follows them, which becomes the pending one
// (phaseLeft). wasPhase: the steps done were that phase step.
func (c *Controller) stepsDone() (phaseLeft, wasPhase bool) {
	if len(c.steps.later) > 0 {
		c.steps = steps{pending: c.steps.later, cause: c.steps.cause, actor: c.steps.actor, phase: true}
		return true, false
	}
	wasPhase = c.steps.phase
	c.steps = steps{}
	return false, wasPhase
}

// ShowStepsFrom makes step i (0-based) the first the instructions panel
// shows when the steps do not all fit.
func (c *Controller) ShowStepsFrom(i int) { c.steps.top = max(0, i) }

// Start records a new game of a kind (kernel.Kind.Name) from the setup
// its form built, and shows its opening steps: the setup's line is written
// once, for the record, never read back. The error is the engine's refusal
// of the setup (every problem, each naming its setup key), or the
// recorder's.
func (c *Controller) Start(kind string, setup kernel.Setup) error {
	k := c.kinds.Named(kind)
	if k == nil || k.Start == nil {
		return fmt.Errorf("dashboard: no %s game to start", kind)
	}
	g, err := k.Start(setup)
	if err != nil {
		return err
	}
	if err := c.rec.NewGame(g.SetupLine()); err != nil {
		return errors.New(c.tf("not saved: %v", err))
	}
	c.g, c.scored, c.lastSetup, c.steps = g, false, g.SetupLine(), steps{}
	c.changed(false)
	instr, phase, _ := c.notesStaged(g.Opening(), false)
	named := c.loc.Message(kernel.SetupPhrase)
	c.showNotes("", named, staged(named, instr, phase), nil)
	c.say(gameOf(g).newGame, c.Describe())
	return nil
}

// Finish saves the final result of a game every count of which is in; the
// steps pending are done with it.
func (c *Controller) Finish() error {
	if c.scored {
		return nil // saved already (finishScored)
	}
	if err := c.rec.Finish(c.g.Result()); err != nil {
		return err
	}
	c.scored, c.steps = true, steps{}
	return nil
}

// Say shows a note in the status line; format is an English key.
func (c *Controller) Say(format string, args ...any) { c.say(format, args...) }

// Refuse shows a refusal of the screen's own in the status line; format is
// an English key.
func (c *Controller) Refuse(format string, args ...any) { c.failf(format, args...) }

// ClearStatus empties the status line.
func (c *Controller) ClearStatus() { c.status.text, c.status.starts = "", nil }
