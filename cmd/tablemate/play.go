package main

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

func newPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Open the dashboard: resume the game in progress or start a new one",
		Long: `Opens the dashboard beside the table. A game in progress is resumed where it
stopped; otherwise a setup form starts a new game. Every action is saved
before the screen shows it, so quitting (q) or killing the terminal loses nothing.
With --new the game in progress is set aside (kept in the history as abandoned)
and the setup form opens. When several games are in progress (scripts saved
with --db, two tables on one database), the dashboard opens on a chooser
that lists them (id, last played, game and players) with the most recently
played first: Enter resumes the one selected, Esc keeps the first. --game ID
resumes a chosen one without the chooser (ids from 'tablemate history').`,
		Args: noArgs,
		RunE: runPlay,
	}
	cmd.Flags().Bool("new", false, "set the game in progress aside (kept as abandoned) and start a new one")
	cmd.Flags().Int64("game", 0, "resume this game in progress (an id from 'tablemate history')")
	cmd.Flags().Bool("share", false, "serve a live, read-only view of the game to the phones at the table (v shows its QR code)")
	cmd.Flags().String("listen", "", listenUsage)
	return cmd
}

// runPlay opens the dashboard: `tablemate play`, and tablemate without a
// command.
func runPlay(cmd *cobra.Command, _ []string) error {
	settings, err := loadSettings(cmd)
	if err != nil {
		return err
	}
	// One clock for the store and the recorder: the times the store
	// writes and the ones the screen shows agree.
	now := time.Now
	st, err := store.Open(settings.Database, store.WithClock(now))
	if err != nil {
		return err
	}
	defer st.Close()

	kinds := gameKinds()
	rec := &storeRecorder{st: st, kinds: kinds, now: now}
	// The sitting ends when the dashboard closes (Run returns, or an
	// error): the time until the next start is not playing time.
	defer rec.leave()
	opts := dashboard.Options{
		Recorder:  rec,
		Kinds:     kinds,
		NewGame:   settings.NewGame(nil),
		FitTable:  settings.FitTable,
		NoColor:   settings.Color == config.ColorNever || os.Getenv("NO_COLOR") != "",
		Localizer: i18n.New(settings.Language.String()),
	}
	cur, err := chooseGame(cmd, st, opts.Localizer)
	if err != nil {
		return err
	}
	if fresh, _ := cmd.Flags().GetBool("new"); fresh && cur != nil {
		if err := st.Abandon(cur.ID); err != nil {
			return err
		}
		fmt.Fprintln(cmd.ErrOrStderr(), "tablemate:", opts.Localizer.Sprintf("game %s set aside (kept in the history as abandoned)", ident(cur.ID)))
		opts.LastSetup, cur = cur.Setup, nil
	}
	if cur != nil {
		g, steps, err := resumeWithSteps(kinds, cur)
		if err != nil {
			return errorf("%s\nThe game stays saved in %s, untouched. Export it with `tablemate export %s`, or start a new game with `tablemate play --new`", err, settings.Database, ident(cur.ID))
		}
		if err := rec.sit(cur.ID, cur.Setup); err != nil {
			return err
		}
		rec.show(cur, steps, g)
		opts.Game = g
		// The last action's steps are shown again unless the table
		// acknowledged them (Enter) before the program stopped.
		opts.ShowLastSteps, opts.Acknowledged = true, cur.Acknowledged
		// An undo's steps to reverse are shown again, not the action
		// before it.
		opts.LastUndone = cur.LastUndo
		if f := cmd.Flags().Lookup("game"); f == nil || !f.Changed {
			if opts.InProgress, err = gamesInProgress(st, kinds); err != nil {
				return err
			}
			opts.Resume = func(id int64) (dashboard.Resumed, error) { return rec.resume(store.GameID(id)) }
		}
	} else if opts.LastSetup == "" {
		// The last game's setup prefills the form.
		if last, err := st.Last(); err == nil && last != nil {
			opts.LastSetup = last.Setup
		}
		// The start screen says how many finished games there are; a
		// failure to count only leaves that line out.
		if all, err := st.List(); err == nil {
			for _, r := range all {
				if r.Finished {
					opts.Finished++
				}
			}
		}
	}
	// The table view for phones (serve.go): started now with --share, else
	// by the v key; it stops with the dashboard.
	share := shareOf(cmd, settings.Language.String(), settings.Database)
	defer share.Close()
	share.Changed(opts.Game, opts.LastUndone)
	opts.OnChange, opts.Share = share.Changed, share.Address
	if on, _ := cmd.Flags().GetBool("share"); on {
		if _, err := share.Address(); err != nil {
			return err
		}
		opts.ShowShare = true
	}
	d, err := dashboard.New(opts)
	if err != nil {
		return err
	}
	return d.Run()
}

// chooseGame is the game in progress to resume: --game ID, else the most
// recently played one. Several in progress are never resumed silently: the
// others are named on stderr with the flag that picks one. It is read with
// the clock's data: the dashboard shows its clock from this one read.
func chooseGame(cmd *cobra.Command, st *store.Store, loc *i18n.Localizer) (*store.Record, error) {
	f := cmd.Flags().Lookup("game")
	if f != nil && f.Changed {
		n, _ := cmd.Flags().GetInt64("game")
		if fresh, _ := cmd.Flags().GetBool("new"); fresh {
			return nil, &exitError{code: 2, err: errorf("--game and --new: give one of them (--game resumes a game, --new starts one)")}
		}
		if n <= 0 {
			return nil, &exitError{code: 2, err: errorf("--game %s: give a game id from 'tablemate history'", ident(n))}
		}
		r, err := st.LoadTimed(store.GameID(n))
		if errors.Is(err, store.ErrNotFound) {
			return nil, errorf("--game %s: there is no game %s in %s; see 'tablemate history'", ident(n), ident(n), st.Path())
		}
		if err != nil {
			return nil, err
		}
		if r.Finished || r.Abandoned {
			return nil, errorf("--game %s: game %s is %s, not in progress; see 'tablemate history' for the games in progress", ident(n), ident(n), phrase(status(r)))
		}
		return r, nil
	}
	playing, err := st.InProgress()
	if err != nil || len(playing) == 0 {
		return nil, err
	}
	if len(playing) > 1 {
		if fresh, _ := cmd.Flags().GetBool("new"); !fresh {
			others := make([]string, 0, len(playing)-1)
			for _, p := range playing[1:] {
				others = append(others, fmt.Sprint(p.ID))
			}
			fmt.Fprintln(cmd.ErrOrStderr(), "tablemate:", loc.Sprintf("%d games are in progress; resuming game %s, the last played (also in progress: %s; choose one with `tablemate play --game ID`)",
				len(playing), ident(playing[0].ID), strings.Join(others, loc.T(", "))))
		}
	}
	return st.LoadTimed(playing[0].ID)
}

// gamesInProgress is the chooser's list when several games are in
// progress (nil otherwise), the most recently played first: each game as
// set up, which the dashboard describes, without replaying its log.
func gamesInProgress(st *store.Store, kinds kernel.Kinds) ([]dashboard.InProgress, error) {
	playing, err := st.InProgress()
	if err != nil || len(playing) < 2 {
		return nil, err
	}
	out := make([]dashboard.InProgress, 0, len(playing))
	for _, p := range playing {
		ip := dashboard.InProgress{ID: int64(p.ID), LastPlayed: p.Updated, Actions: p.Actions}
		if kind := kinds.Named(p.Game); kind != nil {
			// A setup this tablemate cannot read is listed by its id and
			// date; choosing it says why it cannot be resumed.
			ip.Game, _ = kind.New(p.Setup)
		}
		out = append(out, ip)
	}
	return out, nil
}

// resume makes game id, chosen in the dashboard's chooser, the game shown
// and saved to.
func (r *storeRecorder) resume(id store.GameID) (dashboard.Resumed, error) {
	cur, err := r.st.LoadTimed(id)
	if err != nil {
		return dashboard.Resumed{}, err
	}
	if cur.Finished || cur.Abandoned {
		return dashboard.Resumed{}, errorf("game %s is %s, not in progress", ident(id), phrase(status(cur)))
	}
	g, steps, err := resumeWithSteps(r.kinds, cur)
	if err != nil {
		return dashboard.Resumed{}, err
	}
	if err := r.sit(cur.ID, cur.Setup); err != nil {
		return dashboard.Resumed{}, err
	}
	r.show(cur, steps, g)
	return dashboard.Resumed{Game: g, LastUndone: cur.LastUndo, Acknowledged: cur.Acknowledged}, nil
}

// resumeGame rebuilds the game in progress with its own engine.
func resumeGame(kinds kernel.Kinds, cur *store.Record) (kernel.Session, error) {
	kind := kinds.Named(cur.Game)
	if kind == nil {
		return nil, cannotPlay(cur)
	}
	g, err := kind.Load(cur.Setup, cur.Actions, cur.Redo)
	if err != nil {
		return nil, errorf("game %s: %s", ident(cur.ID), err)
	}
	return g, nil
}

// resumeWithSteps is resumeGame for the dashboard: the same one replay
// also gives each applied action's step, which its clock keeps.
func resumeWithSteps(kinds kernel.Kinds, cur *store.Record) (kernel.Session, kernel.Steps, error) {
	kind := kinds.Named(cur.Game)
	if kind == nil {
		return nil, kernel.Steps{}, cannotPlay(cur)
	}
	g, steps, err := kind.LoadSteps(cur.Setup, cur.Actions, cur.Redo)
	if err != nil {
		return nil, kernel.Steps{}, errorf("game %s: %s", ident(cur.ID), err)
	}
	return g, steps, nil
}

func cannotPlay(cur *store.Record) error {
	return errorf("game %s is a %q game, which this tablemate cannot play", ident(cur.ID), cur.Game)
}

// storeRecorder is the dashboard's Recorder on the SQLite store: each call
// is committed before it returns, so the screen never shows an unsaved action.
// It is also the dashboard's Clock: the game it shows has a sitting open in
// the store from the moment it is shown until it is left.
type storeRecorder struct {
	st    *store.Store
	kinds kernel.Kinds
	// now is the clock of every time the recorder gives (the store's too).
	now   func() time.Time
	id    store.GameID
	setup string
	// sitting is the game's open sitting, 0 when none; opened is that
	// sitting as the store saved it.
	sitting store.SittingID
	opened  store.Sitting
	// clock is what Times answers from: set from the read and the replay
	// that opened the game, then kept in step by each change saved; nil
	// when it must be read again (a change it could not follow).
	clock *liveClock
	// reads counts the times the clock read the game's record back.
	reads int
}

// Record saves an action without its step: the clock reads the record
// again (the dashboard saves with RecordStep).
func (r *storeRecorder) Record(action string) error {
	_, err := r.st.AppendTimed(r.id, action)
	r.clock = nil
	return stale(err)
}

// RecordStep saves an action with the step the engine gave with it
// (dashboard.Stepper): the clock takes both, and the time the store saved
// the action with.
func (r *storeRecorder) RecordStep(action string, step kernel.Step) error {
	at, err := r.st.AppendTimed(r.id, action)
	if err == nil && r.clock != nil {
		r.clock.record(action, at, step)
	}
	return r.changed(err)
}

// Undo takes back the last action; the clock moves it onto the redo
// stack, timed as the store saved the undo.
func (r *storeRecorder) Undo() error {
	at, err := r.st.UndoTimed(r.id)
	if err == nil && r.clock != nil && !r.clock.undo(at) {
		r.clock = nil
	}
	return r.changed(err)
}

// Redo redoes an action without its step: the clock reads the record
// again (the dashboard redoes with RedoStep).
func (r *storeRecorder) Redo() error {
	_, err := r.st.RedoTimed(r.id)
	r.clock = nil
	return stale(err)
}

// RedoStep redoes the last undone action with the step the engine gave
// with it (dashboard.Stepper).
func (r *storeRecorder) RedoStep(step kernel.Step) error {
	at, err := r.st.RedoTimed(r.id)
	if err == nil && r.clock != nil && !r.clock.redo(at, step) {
		r.clock = nil
	}
	return r.changed(err)
}

// Acknowledge saves that the table did the last change's steps
// (dashboard.Acknowledger): a restart does not show them again.
func (r *storeRecorder) Acknowledge() error {
	if r.id == 0 {
		return nil
	}
	return r.st.Acknowledge(r.id)
}

// Reopen puts the scored game back in progress (dashboard.Reopener): undo
// then reaches its tallies, and scoring again saves the new result.
func (r *storeRecorder) Reopen() error {
	err := r.st.Reopen(r.id)
	if err == nil && r.clock != nil {
		r.clock.rec.Finished, r.clock.rec.Result = false, nil
	}
	return r.changed(err)
}

// changed gives a change's error as the dashboard takes it. A refused
// change leaves the clock to read the record again: another tablemate may
// have changed the game.
func (r *storeRecorder) changed(err error) error {
	if err != nil {
		r.clock = nil
	}
	return stale(err)
}

// sit makes game id the one shown: the sitting of the game shown before is
// closed and one is opened for id.
func (r *storeRecorder) sit(id store.GameID, setup string) error {
	if id == r.id && r.sitting != 0 {
		return nil
	}
	r.leave()
	sit, err := r.st.OpenSittingTimed(id)
	if err != nil {
		return err
	}
	r.id, r.setup, r.sitting, r.opened, r.clock = id, setup, sit.ID, sit, nil
	return nil
}

// show starts the clock of the game shown (sit) from the record and the
// replay that opened it: the game is neither read nor replayed again. The
// clock keeps rec and changes it with each change it follows.
func (r *storeRecorder) show(rec *store.Record, steps kernel.Steps, g kernel.Session) {
	if rec.ID != r.id {
		return
	}
	// The record was read before its sitting opened, or after (a reload).
	if !slices.ContainsFunc(rec.Sittings, func(s store.Sitting) bool { return s.ID == r.opened.ID }) {
		rec.Sittings = append(rec.Sittings, r.opened)
	}
	r.clock = newLiveClock(rec, steps, g.Active() == "", r.sitting)
}

// leave closes the open sitting: the game is no longer shown. A failure
// only leaves the sitting to end at its last change, as if killed.
func (r *storeRecorder) leave() {
	if r.sitting != 0 {
		_ = r.st.CloseSitting(r.sitting)
	}
	r.sitting, r.opened, r.clock = 0, store.Sitting{}, nil
}

// stale marks a write refused because another tablemate changed the game
// as the dashboard's ErrStale: it offers its reload key.
func stale(err error) error {
	if errors.Is(err, store.ErrConflict) {
		return errors.Join(dashboard.ErrStale, err)
	}
	return err
}

// Reload reads the game in progress back from the store (the dashboard's R
// key): the one another tablemate changed, or the one it started since.
func (r *storeRecorder) Reload(kinds kernel.Kinds) (kernel.Session, error) {
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
		r.leave()
		r.id, r.setup = 0, ""
		return nil, nil
	}
	g, steps, err := resumeWithSteps(kinds, cur)
	if err != nil {
		return nil, err
	}
	if err := r.sit(cur.ID, cur.Setup); err != nil {
		return nil, err
	}
	r.show(cur, steps, g)
	return g, nil
}

// NewGame abandons the game in progress (it stays in the history) and
// creates the new one.
func (r *storeRecorder) NewGame(setupLine string) error {
	id, err := r.st.Create(r.kinds.For(setupLine).Name, setupLine)
	if err != nil {
		return err
	}
	if r.id != 0 {
		// The new game is already saved; a failure here only leaves the old
		// one listed as in progress, and Current picks the newest anyway.
		_ = r.st.Abandon(r.id)
	}
	if err := r.sit(id, setupLine); err != nil {
		return err
	}
	// Its clock starts from its record (the time it started): no action
	// yet, and someone acts, as at every game's setup. A failed read only
	// leaves the clock to read it again.
	if rec, err := r.st.LoadTimed(id); err == nil {
		r.reads++
		r.clock = newLiveClock(rec, kernel.Steps{}, false, r.sitting)
	}
	return nil
}

// Finish saves the result, as the game's engine gives it; the game's
// playing time ends then.
func (r *storeRecorder) Finish(res kernel.Result) error {
	if res.Finished.IsZero() {
		res.Finished = r.now()
	}
	err := r.st.Finish(r.id, res)
	if err == nil && r.clock != nil {
		r.clock.finish(res)
	}
	return r.changed(err)
}

// Times implements dashboard.Clock. Between two changes it only sums the
// sittings and finds the current turn's start among them.
func (r *storeRecorder) Times() (started time.Time, turn, played time.Duration) {
	c, err := r.liveClock()
	if err != nil || c == nil {
		return time.Time{}, -1, -1
	}
	now := r.now()
	played, turn = c.rec.PlayedAt(r.sitting, now), -1
	if from := c.turnStart(r.sitting, now); from >= 0 {
		turn = played - from
	}
	if !c.known() {
		played = -1
	}
	return c.rec.Started, turn, played
}

// liveClock is the clock of the game shown; when a change could not be
// followed, it is read back from the store and replayed once.
func (r *storeRecorder) liveClock() (*liveClock, error) {
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
	kind := r.kinds.Named(rec.Game)
	if kind == nil {
		return nil, cannotPlay(rec)
	}
	g, steps, err := kind.LoadSteps(rec.Setup, rec.Actions, rec.Redo)
	if err != nil {
		return nil, err
	}
	r.clock = newLiveClock(rec, steps, g.Active() == "", r.sitting)
	return r.clock, nil
}

// liveClock is the game shown as its clock needs it: its record as the
// store keeps it (the actions' times, the sittings, the result) and each
// applied action's step, kept in step with each change the recorder
// saves, from the time the store saved it with and the step the engine
// gave with it.
type liveClock struct {
	rec   *store.Record
	steps kernel.Steps
	// open is the sitting the recorder has open, 0 when none: the store
	// notes each change in it.
	open store.SittingID
	// over: no one acts now (the game is over).
	over bool
	// untimed counts the applied actions without a time.
	untimed int
	// turnAt is the last action that ended a turn, or no one's (the
	// tallies after the end): the current turn began with its time; -1
	// when none did.
	turnAt int
}

func newLiveClock(rec *store.Record, steps kernel.Steps, over bool, open store.SittingID) *liveClock {
	c := &liveClock{rec: rec, steps: steps, over: over, open: open}
	for i := range rec.Actions {
		if i >= len(rec.ActionTimes) || rec.ActionTimes[i].IsZero() {
			c.untimed++
		}
	}
	c.findTurn()
	return c
}

// endsTurn: the current turn begins after the action of this step.
func endsTurn(st kernel.Step) bool { return st.EndTurn || st.Actor == "" }

// findTurn finds turnAt from the last action back.
func (c *liveClock) findTurn() {
	c.turnAt = c.steps.Len() - 1
	for c.turnAt >= 0 && !endsTurn(c.steps.At(c.turnAt)) {
		c.turnAt--
	}
}

// known: the game was timed from its start (store.Times.PlayedKnown).
func (c *liveClock) known() bool {
	return len(c.rec.Sittings) > 0 && c.untimed == 0 && len(c.rec.ActionTimes) >= len(c.rec.Actions)
}

// turnStart is the playing time the current turn began at: the time of
// the last action that ended a turn, the game's start when none did; -1
// when no turn runs (the game is over) or that time is not known.
func (c *liveClock) turnStart(open store.SittingID, now time.Time) time.Duration {
	switch {
	case c.over:
		return -1
	case c.turnAt >= 0:
		return c.rec.OffsetAt(c.turnAt, open, now)
	case !c.known():
		return -1
	}
	return 0
}

// touched notes a change at t in the open sitting, as the store does: its
// last change is t, or, with latest, the later of the two.
func (c *liveClock) touched(t time.Time, latest bool) {
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
func (c *liveClock) push(action string, at time.Time, step kernel.Step) {
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

// record follows Append: the redo stack is cleared.
func (c *liveClock) record(action string, at time.Time, step kernel.Step) {
	c.rec.Redo, c.rec.RedoTimes = nil, nil
	c.push(action, at, step)
}

// undo follows Undo, saved at at: the last action goes onto the redo
// stack. False when the clock holds no action to take back.
func (c *liveClock) undo(at time.Time) bool {
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

// redo follows Redo, saved at at (a redone action's time is its redo's):
// the top of the redo stack is applied again. False when the clock holds
// no undone action.
func (c *liveClock) redo(at time.Time, step kernel.Step) bool {
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

// finish follows Finish: the playing time ends at the result's time.
func (c *liveClock) finish(res kernel.Result) {
	c.rec.Finished, c.rec.Result = true, &res
	c.touched(res.Finished, true)
}
