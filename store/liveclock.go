package store

import (
	"time"

	"tablemate/kernel"
)

// LiveClock is the clock of the game a screen shows, kept in step with
// each change saved, from the time the store saved it with and the step the
// engine gave with it. It answers from memory what Record.TimesAt and Turns
// would answer from the record read back, by the same rules (playClock,
// endsTurn), so a screen asks it on every draw without reading or
// replaying the game.
//
// It keeps only what it shows: the game's start, its sittings and end,
// how many actions are applied and undone, and of those actions the ones a
// clock tells apart: each that ended a turn with its time (the current
// turn began at the last one's), the ones that have no time and the ones
// no one took, as runs of indexes. A long game's clock is a few bytes per
// turn, not its log and every action's time.
type LiveClock struct {
	started  time.Time
	sittings []Sitting
	// ended is when the game was scored, zero while it is not (Record.ended).
	ended time.Time
	// open is the sitting the screen has open, 0 when none: the store
	// notes each change in it.
	open SittingID
	// over: no one acts now (the game is over).
	over bool
	// applied and undone are the number of applied actions and the size
	// of the redo stack.
	applied, undone int
	// stepped: the clock has each applied action's step (an undo can be
	// followed).
	stepped bool
	// turnEnds are the applied actions that ended a turn, or no one's (the
	// tallies after the end), oldest first: the current turn began with
	// the last one's time.
	turnEnds []turnEnd
	// untimed are the applied actions without a time; nobody's the ones no
	// one took (the active player before them was no one).
	untimed, nobody runs
}

// turnEnd is an applied action that ended a turn: its index and the time it
// was recorded at (unix nanoseconds, 0 when not known).
type turnEnd struct {
	i  int
	at int64
}

// runs are a set of action indexes as ascending, disjoint [from, to)
// intervals: the clock's marks are few, or all in one run (a game entered
// by script has no times).
type runs [][2]int

// mark adds index i, past every index in the set.
func (r *runs) mark(i int) {
	if n := len(*r); n > 0 && (*r)[n-1][1] == i {
		(*r)[n-1][1]++
		return
	}
	*r = append(*r, [2]int{i, i + 1})
}

// has reports whether i is the set's last index.
func (r runs) hasLast(i int) bool { return len(r) > 0 && r[len(r)-1][1] == i+1 }

// truncate drops the indexes from n on.
func (r *runs) truncate(n int) {
	for len(*r) > 0 {
		last := &(*r)[len(*r)-1]
		switch {
		case last[0] >= n:
			*r = (*r)[:len(*r)-1]
			continue
		case last[1] > n:
			last[1] = n
		}
		return
	}
}

// NewLiveClock is the clock of rec, read with its clock's data (LoadTimed)
// in sitting open, from the replay that opened it: steps are its applied
// actions' steps, over says no one acts now. The clock takes what it shows
// of rec and keeps neither rec nor steps: rec's sittings become its own.
func NewLiveClock(rec *Record, steps kernel.Steps, over bool, open SittingID) *LiveClock {
	c := &LiveClock{started: rec.Started, sittings: rec.Sittings, ended: rec.ended(), open: open, over: over,
		applied: len(rec.Actions), undone: len(rec.Redo), stepped: steps.Len() == len(rec.Actions)}
	for i := range rec.Actions {
		if rec.untimed(i) {
			c.untimed.mark(i)
		}
		if i < steps.Len() {
			c.stepOf(i, steps.At(i), rec.timeAt(i))
		}
	}
	if !c.stepped && steps.Len() > 0 {
		// Steps of another log: no turn is known, and an undo reads again.
		c.turnEnds, c.nobody = nil, nil
	}
	return c
}

// stepOf notes what applied action i, recorded at at, tells the clock.
func (c *LiveClock) stepOf(i int, step kernel.Step, at time.Time) {
	if step.Actor == "" {
		c.nobody.mark(i)
	}
	if endsTurn(step) {
		c.turnEnds = append(c.turnEnds, turnEnd{i: i, at: unixNano(at)})
	}
}

// unixNano is t in unix nanoseconds, 0 for the zero time (not known).
func unixNano(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// Times is what the screen shows as of now: when the game started, how
// long the current turn has lasted (-1 when none runs or its start is not
// known) and the playing time (-1 when the game was not timed from its
// start).
func (c *LiveClock) Times(now time.Time) (started time.Time, turn, played time.Duration) {
	clock := clockOf(c.sittings, c.ended, c.open, now)
	played, turn = clock.played(), -1
	if from := c.turnStart(clock); from >= 0 {
		turn = played - from
	}
	if !c.known() {
		played = -1
	}
	return c.started, turn, played
}

// known: the game was timed from its start (Times.PlayedKnown).
func (c *LiveClock) known() bool {
	return len(c.sittings) > 0 && len(c.untimed) == 0
}

// turnStart is the playing time the current turn began at: the time of
// the last action that ended a turn, the game's start when none did (as
// Turns counts them); -1 when no turn runs (the game is over) or that time
// is not known.
func (c *LiveClock) turnStart(clock playClock) time.Duration {
	switch {
	case c.over:
		return -1
	case len(c.turnEnds) > 0:
		at := c.turnEnds[len(c.turnEnds)-1].at
		if at == 0 || len(c.sittings) == 0 {
			return -1
		}
		return clock.at(time.Unix(0, at))
	case !c.known():
		return -1
	}
	return 0
}

// touched notes a change at t in the open sitting, as the store does
// (touch): its last change is t, or, with latest, the later of the two.
func (c *LiveClock) touched(t time.Time, latest bool) {
	for i := len(c.sittings) - 1; i >= 0 && c.open != 0; i-- {
		if sit := &c.sittings[i]; sit.ID == c.open {
			if !latest || t.After(sit.Last) {
				sit.Last = t
			}
			return
		}
	}
}

// push applies an action saved at at with its step.
func (c *LiveClock) push(at time.Time, step kernel.Step) {
	i := c.applied
	c.applied++
	if at.IsZero() {
		c.untimed.mark(i)
	}
	c.stepOf(i, step, at)
	c.over = step.After == ""
	c.touched(at, false)
}

// Append follows Store.AppendTimed, saved at at: the redo stack is
// cleared.
func (c *LiveClock) Append(action string, at time.Time, step kernel.Step) {
	c.undone = 0
	c.push(at, step)
}

// Undo follows Store.UndoTimed, saved at at: the last action goes onto the
// redo stack. False when the clock holds no action to take back: it must
// be read again.
func (c *LiveClock) Undo(at time.Time) bool {
	n := c.applied - 1
	if n < 0 || !c.stepped {
		return false
	}
	c.undone++
	c.over = c.nobody.hasLast(n)
	c.applied = n
	c.untimed.truncate(n)
	c.nobody.truncate(n)
	if k := len(c.turnEnds); k > 0 && c.turnEnds[k-1].i >= n {
		c.turnEnds = c.turnEnds[:k-1]
	}
	c.touched(at, false)
	return true
}

// Redo follows Store.RedoTimed, saved at at (a redone action's time is its
// redo's): the top of the redo stack is applied again with step. False
// when the clock holds no undone action: it must be read again.
func (c *LiveClock) Redo(at time.Time, step kernel.Step) bool {
	if c.undone == 0 {
		return false
	}
	c.undone--
	c.push(at, step)
	return true
}

// Finish follows Store.Finish: the playing time ends at the result's time.
func (c *LiveClock) Finish(res kernel.Result) {
	c.ended = res.Finished
	c.touched(res.Finished, true)
}

// Reopen follows Store.Reopen: the game is in progress again.
func (c *LiveClock) Reopen() { c.ended = time.Time{} }
