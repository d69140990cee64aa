// Package recorder saves what the dashboard does to a game in the store:
// each change is committed before it returns, so the screen never shows an
// unsaved action. It is also the screen's clock: the game shown has a
// sitting open in the store from the moment it is shown until it is left,
// and its store.LiveClock follows each change saved.
//
// It implements the dashboard's Recorder and the interfaces beside it
// without importing the dashboard (the store reaches no engine nor screen):
// the dashboard's stale-game error is given to New.
package recorder

import (
	"errors"
	"slices"
	"strconv"
	"time"

	"tablemate/kernel"
	"tablemate/store"
)

// Recorder saves one table's changes to the store's game in progress.
type Recorder struct {
	st    *store.Store
	kinds kernel.Kinds
	// now is the clock of every time the recorder gives (the store's too).
	now func() time.Time
	// stale is joined to a change refused because another tablemate
	// changed the game (dashboard.ErrStale: the screen offers to reload).
	stale error
	id    store.GameID
	// hold is the version of the game shown, as replayed onto the screen:
	// every write goes through it, so a table behind the file writes
	// nothing until it reloads (the clock's own reads never move it).
	hold *store.Hold
	// sitting is the game's open sitting (store.PendingSitting until the
	// store saves it with the first change), 0 when none; opened is that
	// sitting as it opened.
	sitting store.SittingID
	opened  store.Sitting
	// clock is what Times answers from: set from the read and the replay
	// that opened the game, then kept in step by each change saved; nil
	// when it must be read again (a change it could not follow).
	clock *store.LiveClock
	// reads counts the times the clock read the game's record back.
	reads int
}

// New is a recorder on st for the games of kinds. now is the clock the
// store was opened with (store.WithClock), so the times the store writes
// and the ones the screen shows agree; stale marks a change refused
// because another tablemate changed the game.
func New(st *store.Store, kinds kernel.Kinds, now func() time.Time, stale error) *Recorder {
	return &Recorder{st: st, kinds: kinds, now: now, stale: stale}
}

// GameID is the game shown: the dashboard's BG Stats link carries it, as
// `tablemate export` does.
func (r *Recorder) GameID() int64 { return int64(r.id) }

// Record saves an action without its step: the clock reads the record
// again (the dashboard saves with RecordStep).
func (r *Recorder) Record(action string) error {
	_, err := r.held().Append(action)
	r.clock = nil
	return r.staleOr(err)
}

// RecordStep saves an action with the step the engine gave with it: the
// clock takes both, and the time the store saved the action with.
func (r *Recorder) RecordStep(action string, step kernel.Step) error {
	at, err := r.held().Append(action)
	if err == nil && r.clock != nil {
		r.clock.Append(action, at, step)
	}
	return r.changed(err)
}

// Undo takes back the last action; the clock moves it onto the redo
// stack, timed as the store saved the undo.
func (r *Recorder) Undo() error {
	at, err := r.held().Undo()
	if err == nil && r.clock != nil && !r.clock.Undo(at) {
		r.clock = nil
	}
	return r.changed(err)
}

// Redo redoes an action without its step: the clock reads the record
// again (the dashboard redoes with RedoStep).
func (r *Recorder) Redo() error {
	_, err := r.held().Redo()
	r.clock = nil
	return r.staleOr(err)
}

// RedoStep redoes the last undone action with the step the engine gave
// with it.
func (r *Recorder) RedoStep(step kernel.Step) error {
	at, err := r.held().Redo()
	if err == nil && r.clock != nil && !r.clock.Redo(at, step) {
		r.clock = nil
	}
	return r.changed(err)
}

// Acknowledge saves that the table did the last change's steps: a restart
// does not show them again.
func (r *Recorder) Acknowledge() error {
	if r.id == 0 {
		return nil
	}
	return r.staleOr(r.held().Acknowledge())
}

// Note saves what the table did with the steps short of a change (a
// store.ChangeOp: NotePhaseLeft, NoteSetAside): a restart replays it with
// the changes not confirmed.
func (r *Recorder) Note(op string) error {
	if r.id == 0 {
		return nil
	}
	return r.staleOr(r.held().Note(store.ChangeOp(op)))
}

// Reopen puts the scored game back in progress: undo then reaches its
// tallies, and scoring again saves the new result.
func (r *Recorder) Reopen() error {
	err := r.held().Reopen()
	if err == nil && r.clock != nil {
		r.clock.Reopen()
	}
	return r.changed(err)
}

// held is the hold every write goes through; with no game shown, one on
// game 0, which no change finds.
func (r *Recorder) held() *store.Hold {
	if r.hold == nil || r.hold.Game() != r.id {
		r.hold = r.st.HoldNew(0)
	}
	return r.hold
}

// changed gives a change's error as the dashboard takes it. A refused
// change leaves the clock to read the record again: another tablemate may
// have changed the game.
func (r *Recorder) changed(err error) error {
	if err != nil {
		r.clock = nil
	}
	return r.staleOr(err)
}

// staleOr marks a write refused because another tablemate changed the
// game with the stale error given to New.
func (r *Recorder) staleOr(err error) error {
	if r.stale != nil && errors.Is(err, store.ErrConflict) {
		return errors.Join(r.stale, err)
	}
	return err
}

// sit makes game id the one shown: the sitting of the game shown before is
// closed and one is opened for id.
func (r *Recorder) sit(id store.GameID) error {
	if id == r.id && r.sitting != 0 {
		return nil
	}
	r.Leave()
	// Saved with the game's first change, or when it is left: a start
	// writes nothing until the table acts.
	sit := r.st.OpenSittingLater(id)
	r.id, r.sitting, r.opened, r.clock, r.hold = id, sit.ID, sit, nil, nil
	return nil
}

// Show makes the game of rec, read with its clock's data (LoadTimed) and
// replayed once into g and its steps (store.ReplaySteps), the one shown and
// saved to: its sitting opens, and its clock starts from that read and
// replay, so the game is neither read nor replayed again. The clock takes
// rec's sittings; rec's logs (its actions, redo stack and their times),
// which g now holds, are released: a long game's log is not kept twice.
func (r *Recorder) Show(rec *store.Record, steps kernel.Steps, g kernel.Session) error {
	if err := r.sit(rec.ID); err != nil {
		return err
	}
	// The record was read before its sitting opened, or after (a reload);
	// a Preview's sitting, never saved, gives way to the one just opened.
	rec.Sittings = slices.DeleteFunc(rec.Sittings, func(s store.Sitting) bool { return s.ID == store.PendingSitting })
	if !slices.ContainsFunc(rec.Sittings, func(s store.Sitting) bool { return s.ID == r.opened.ID }) {
		rec.Sittings = append(rec.Sittings, r.opened)
	}
	r.clock = store.NewLiveClock(rec, steps, g.Active() == "", r.sitting)
	rec.Actions, rec.Redo, rec.ActionTimes, rec.RedoTimes, rec.Sittings = nil, nil, nil, nil, nil
	// What is shown from now on is rec replayed: writes follow its version.
	r.hold = r.st.Hold(rec)
	return nil
}

// Preview follows the game of rec as Show does, but opens no sitting and
// writes nothing: the screen shows it as a start would, on a store that
// may be read-only or not yet verified (the first frame, drawn before the
// store's integrity check and the sitting; the frame kept for the next
// start). Show, called after it, makes the game the one saved to.
func (r *Recorder) Preview(rec *store.Record, steps kernel.Steps, g kernel.Session) {
	// The sitting Show would open, opened now and never saved: the clock
	// shows what it shows when a start opens one.
	t := r.now()
	rec.Sittings = append(rec.Sittings, store.Sitting{ID: store.PendingSitting, Opened: t, Last: t})
	r.id, r.clock = rec.ID, store.NewLiveClock(rec, steps, g.Active() == "", store.PendingSitting)
}

// Leave closes the open sitting: the game is no longer shown. A failure
// only leaves the sitting to end at its last change, as if killed.
func (r *Recorder) Leave() {
	if r.sitting != 0 {
		_ = r.st.LeaveSitting(r.id)
	}
	r.sitting, r.opened, r.clock = 0, store.Sitting{}, nil
}

// Resume makes game id, chosen in the dashboard's chooser, the game shown
// and saved to. It gives the game and its record.
func (r *Recorder) Resume(id store.GameID) (kernel.Session, *store.Record, error) {
	cur, err := r.st.LoadTimed(id)
	if err != nil {
		return nil, nil, err
	}
	if cur.Finished || cur.Abandoned {
		return nil, nil, kernel.Worded("game %s is %s, not in progress", strconv.FormatInt(int64(id), 10), kernel.Phrase{Format: cur.Status()})
	}
	g, steps, err := store.ReplaySteps(r.kinds, cur)
	if err != nil {
		return nil, nil, err
	}
	if err := r.Show(cur, steps, g); err != nil {
		return nil, nil, err
	}
	return g, cur, nil
}

// Reload reads the game in progress back from the store (the dashboard's R
// key): the one another tablemate changed, or the one it started since.
func (r *Recorder) Reload(kinds kernel.Kinds) (kernel.Session, error) {
	// The game this table plays (chosen with --game, perhaps not the most
	// recent) while it is still in progress; else the most recent.
	var cur *store.Record
	var err error
	if r.id != 0 {
		if cur, err = r.st.LoadTimed(r.id); err != nil && !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
		if cur != nil && (cur.Finished || cur.Abandoned) {
			cur = nil
		}
	}
	if cur == nil {
		if cur, err = r.st.Current(); err != nil {
			return nil, err
		}
	}
	if cur == nil {
		r.Leave()
		r.id, r.hold = 0, nil
		return nil, nil
	}
	g, steps, err := store.ReplaySteps(kinds, cur)
	if err != nil {
		return nil, err
	}
	if err := r.Show(cur, steps, g); err != nil {
		return nil, err
	}
	return g, nil
}

// NewGame abandons the game in progress (it stays in the history) and
// creates the new one.
func (r *Recorder) NewGame(setupLine string) error {
	id, err := r.st.Create(r.kinds.For(setupLine).Name, setupLine)
	if err != nil {
		return err
	}
	if r.id != 0 {
		// The new game is already saved; a failure here only leaves the old
		// one listed as in progress, and Current picks the newest anyway.
		_ = r.st.Abandon(r.id)
	}
	if err := r.sit(id); err != nil {
		return err
	}
	r.hold = r.st.HoldNew(id)
	// Its clock starts from its record (the time it started): no action
	// yet, and someone acts, as at every game's setup. A failed read only
	// leaves the clock to read it again.
	if rec, err := r.st.LoadTimed(id); err == nil {
		r.reads++
		r.clock = store.NewLiveClock(rec, kernel.Steps{}, false, r.st.SittingOf(id))
	}
	return nil
}

// Finish saves the result, as the game's engine gives it; the game's
// playing time ends then.
func (r *Recorder) Finish(res kernel.Result) error {
	if res.Finished.IsZero() {
		res.Finished = r.now()
	}
	err := r.held().Finish(res)
	if err == nil && r.clock != nil {
		r.clock.Finish(res)
	}
	return r.changed(err)
}

// Times is the dashboard's clock. Between two changes it only sums the
// sittings and finds the current turn's start among them.
func (r *Recorder) Times() (started time.Time, turn, played time.Duration) {
	c, err := r.liveClock()
	if err != nil || c == nil {
		return time.Time{}, -1, -1
	}
	return c.Times(r.now())
}

// liveClock is the clock of the game shown; when a change could not be
// followed, it is read back from the store and replayed once.
func (r *Recorder) liveClock() (*store.LiveClock, error) {
	if r.id == 0 {
		return nil, nil
	}
	if r.clock != nil {
		return r.clock, nil
	}
	rec, err := r.st.LoadTimed(r.id)
	if err != nil {
		return nil, err
	}
	r.reads++
	g, steps, err := store.ReplaySteps(r.kinds, rec)
	if err != nil {
		return nil, err
	}
	r.clock = store.NewLiveClock(rec, steps, g.Active() == "", r.st.SittingOf(r.id))
	return r.clock, nil
}
