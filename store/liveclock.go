package store

import (
	"time"

	"tablemate/kernel"
)

// LiveClock is the clock of the game a screen shows: its record as the
// store keeps it (the actions' times, the sittings, the result) and each
// applied action's step, kept in step with each change saved, from the
// time the store saved it with and the step the engine gave with it. It
// answers from memory what Record.TimesAt and Turns would answer from the
// record read back, by the same rules (playClock, endsTurn), so a screen
// asks it on every draw without reading or replaying the game.
type LiveClock struct {
	rec   *Record
	steps kernel.Steps
	// open is the sitting the screen has open, 0 when none: the store
	// notes each change in it.
	open SittingID
	// over: no one acts now (the game is over).
	over bool
	// untimed counts the applied actions without a time.
	untimed int
	// turnAt is the last action that ended a turn, or no one's (the
	// tallies after the end): the current turn began with its time; -1
	// when none did.
	turnAt int
}

// NewLiveClock is the clock of rec, read with its clock's data (LoadTimed)
// in sitting open, from the replay that opened it: steps are its applied
// actions' steps, over says no one acts now. The clock keeps rec and
// changes it with each change it follows.
func NewLiveClock(rec *Record, steps kernel.Steps, over bool, open SittingID) *LiveClock {
	c := &LiveClock{rec: rec, steps: steps, over: over, open: open}
	for i := range rec.Actions {
		if rec.untimed(i) {
			c.untimed++
		}
	}
	c.findTurn()
	return c
}

// Times is what the screen shows as of now: when the game started, how
// long the current turn has lasted (-1 when none runs or its start is not
// known) and the playing time (-1 when the game was not timed from its
// start).
func (c *LiveClock) Times(now time.Time) (started time.Time, turn, played time.Duration) {
	played, turn = c.rec.PlayedAt(c.open, now), -1
	if from := c.turnStart(now); from >= 0 {
		turn = played - from
	}
	if !c.known() {
		played = -1
	}
	return c.rec.Started, turn, played
}

// findTurn finds turnAt from the last action back.
func (c *LiveClock) findTurn() {
	c.turnAt = c.steps.Len() - 1
	for c.turnAt >= 0 && !endsTurn(c.steps.At(c.turnAt)) {
		c.turnAt--
	}
}

// known: the game was timed from its start (Times.PlayedKnown).
func (c *LiveClock) known() bool {
	return len(c.rec.Sittings) > 0 && c.untimed == 0
}

// turnStart is the playing time the current turn began at: the time of
// the last action that ended a turn, the game's start when none did (as
// Turns counts them); -1 when no turn runs (the game is over) or that time
// is not known.
func (c *LiveClock) turnStart(now time.Time) time.Duration {
	switch {
	case c.over:
		return -1
	case c.turnAt >= 0:
		return c.rec.OffsetAt(c.turnAt, c.open, now)
	case !c.known():
		return -1
	}
	return 0
}

// touched notes a change at t in the open sitting, as the store does
// (touch): its last change is t, or, with latest, the later of the two.
func (c *LiveClock) touched(t time.Time, latest bool) {
	for i := len(c.rec.Sittings) - 1; i >= 0 && c.open != 0; i-- {
		if sit := &c.rec.Sittings[i]; sit.ID == c.open {
			if !latest || t.After(sit.Last) {
				sit.Last = t
			}
			return
		}
	}
}

// push applies an action saved at at with its step.
func (c *LiveClock) push(action string, at time.Time, step kernel.Step) {
	c.rec.Actions = append(c.rec.Actions, action)
	c.rec.ActionTimes = append(c.rec.ActionTimes, at)
	c.steps.Append(step)
	if at.IsZero() {
		c.untimed++
	}
	if endsTurn(step) {
		c.turnAt = c.steps.Len() - 1
	}
	c.over = step.After == ""
	c.touched(at, false)
}

// Append follows Store.AppendTimed, saved at at: the redo stack is
// cleared.
func (c *LiveClock) Append(action string, at time.Time, step kernel.Step) {
	c.rec.Redo, c.rec.RedoTimes = nil, nil
	c.push(action, at, step)
}

// Undo follows Store.UndoTimed, saved at at: the last action goes onto the
// redo stack. False when the clock holds no action to take back: it must
// be read again.
func (c *LiveClock) Undo(at time.Time) bool {
	n := len(c.rec.Actions) - 1
	if n < 0 || n >= c.steps.Len() || n >= len(c.rec.ActionTimes) {
		return false
	}
	if c.rec.ActionTimes[n].IsZero() {
		c.untimed--
	}
	c.rec.Redo, c.rec.RedoTimes = append(c.rec.Redo, c.rec.Actions[n]), append(c.rec.RedoTimes, at)
	c.over = c.steps.At(n).Actor == ""
	c.rec.Actions, c.rec.ActionTimes = c.rec.Actions[:n], c.rec.ActionTimes[:n]
	c.steps.Truncate(n)
	if c.turnAt >= n {
		c.findTurn()
	}
	c.touched(at, false)
	return true
}

// Redo follows Store.RedoTimed, saved at at (a redone action's time is its
// redo's): the top of the redo stack is applied again with step. False
// when the clock holds no undone action: it must be read again.
func (c *LiveClock) Redo(at time.Time, step kernel.Step) bool {
	n := len(c.rec.Redo) - 1
	if n < 0 {
		return false
	}
	action := c.rec.Redo[n]
	c.rec.Redo = c.rec.Redo[:n]
	if n < len(c.rec.RedoTimes) {
		c.rec.RedoTimes = c.rec.RedoTimes[:n]
	}
	c.push(action, at, step)
	return true
}

// Finish follows Store.Finish: the playing time ends at the result's time.
func (c *LiveClock) Finish(res kernel.Result) {
	c.rec.Finished, c.rec.Result = true, &res
	c.touched(res.Finished, true)
}

// Reopen follows Store.Reopen: the game is in progress again.
func (c *LiveClock) Reopen() { c.rec.Finished, c.rec.Result = false, nil }
