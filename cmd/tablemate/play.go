package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

// rootRun opens the dashboard when tablemate runs without a subcommand;
// main.go sets root.RunE = rootRun.
var rootRun func(cmd *cobra.Command, args []string) error = runPlay

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
		Args: cobra.NoArgs,
		RunE: runPlay,
	}
	cmd.Flags().Bool("new", false, "set the game in progress aside (kept as abandoned) and start a new one")
	cmd.Flags().Int64("game", 0, "resume this game in progress (an id from 'tablemate history')")
	return cmd
}

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
		Defaults:  dashboardDefaults(settings),
		Scoring:   scoringOptions(settings),
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
		if opts.Game, err = resumeGame(kinds, cur); err != nil {
			return errorf("%s\nThe game stays saved in %s, untouched. Export it with `tablemate export %s`, or start a new game with `tablemate play --new`", err, settings.Database, ident(cur.ID))
		}
		if err := rec.sit(cur.ID, cur.Setup); err != nil {
			return err
		}
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
	d, err := dashboard.New(opts)
	if err != nil {
		return err
	}
	return d.Run()
}

// chooseGame is the game in progress to resume: --game ID, else the most
// recently played one. Several in progress are never resumed silently: the
// others are named on stderr with the flag that picks one.
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
		r, err := st.Load(store.GameID(n))
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
	return st.Load(playing[0].ID)
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
	cur, err := r.st.Load(id)
	if err != nil {
		return dashboard.Resumed{}, err
	}
	if cur.Finished || cur.Abandoned {
		return dashboard.Resumed{}, errorf("game %s is %s, not in progress", ident(id), phrase(status(cur)))
	}
	g, err := resumeGame(r.kinds, cur)
	if err != nil {
		return dashboard.Resumed{}, err
	}
	if err := r.sit(cur.ID, cur.Setup); err != nil {
		return dashboard.Resumed{}, err
	}
	return dashboard.Resumed{Game: g, LastUndone: cur.LastUndo, Acknowledged: cur.Acknowledged}, nil
}

// resumeGame rebuilds the game in progress with its own engine.
func resumeGame(kinds kernel.Kinds, cur *store.Record) (kernel.Session, error) {
	kind := kinds.Named(cur.Game)
	if kind == nil {
		return nil, errorf("game %s is a %q game, which this tablemate cannot play", ident(cur.ID), cur.Game)
	}
	g, err := kind.Load(cur.Setup, cur.Actions, cur.Redo)
	if err != nil {
		return nil, errorf("game %s: %s", ident(cur.ID), err)
	}
	return g, nil
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
	// sitting is the game's open sitting, 0 when none.
	sitting store.SittingID
	// clock is what Times answers from, read from the store when stale
	// (nil): after each change.
	clock *liveClock
}

func (r *storeRecorder) Record(action string) error { return r.changed(r.st.Append(r.id, action)) }
func (r *storeRecorder) Undo() error                { return r.changed(r.st.Undo(r.id)) }
func (r *storeRecorder) Redo() error                { return r.changed(r.st.Redo(r.id)) }

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
func (r *storeRecorder) Reopen() error { return r.changed(r.st.Reopen(r.id)) }

// changed marks the clock's record stale after a change (even a refused
// one: another tablemate may have changed the game) and gives its error as
// the dashboard takes it.
func (r *storeRecorder) changed(err error) error {
	if r.clock != nil {
		r.clock.stale = true
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
	sitting, err := r.st.OpenSitting(id)
	if err != nil {
		return err
	}
	r.id, r.setup, r.sitting, r.clock = id, setup, sitting, nil
	return nil
}

// leave closes the open sitting: the game is no longer shown. A failure
// only leaves the sitting to end at its last change, as if killed.
func (r *storeRecorder) leave() {
	if r.sitting != 0 {
		_ = r.st.CloseSitting(r.sitting)
	}
	r.sitting, r.clock = 0, nil
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
		if cur, err = r.st.Load(r.id); err != nil && !errors.Is(err, store.ErrNotFound) {
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
	g, err := resumeGame(kinds, cur)
	if err != nil {
		return nil, err
	}
	if err := r.sit(cur.ID, cur.Setup); err != nil {
		return nil, err
	}
	r.clock = nil // changed elsewhere: read again
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
	return r.sit(id, setupLine)
}

// Finish saves the result, as the game's engine gives it; the game's
// playing time ends then.
func (r *storeRecorder) Finish(res kernel.Result) error {
	if res.Finished.IsZero() {
		res.Finished = r.now()
	}
	return r.changed(r.st.Finish(r.id, res))
}

// liveClock is the game shown as the clock needs it: its record (times and
// sittings) and the engine's steps of its actions, replayed once and then
// kept in step by its own copy of the game.
type liveClock struct {
	rec   *store.Record
	stale bool // rec is older than the last change
	g     kernel.Session
	texts []string // the actions g has applied
	steps []store.Step
	// known: the game was timed from its start; turnFrom is the playing
	// time the current turn began at, -1 when none runs or it is not known.
	known    bool
	turnFrom time.Duration
}

// Times implements dashboard.Clock. Between two changes it only sums the
// sittings: the actions' times are read once per change.
func (r *storeRecorder) Times() (started time.Time, turn, played time.Duration) {
	c, err := r.liveClock()
	if err != nil || c == nil {
		return time.Time{}, -1, -1
	}
	played, turn = c.rec.PlayedAt(r.sitting, r.now()), -1
	if c.turnFrom >= 0 {
		turn = played - c.turnFrom
	}
	if !c.known {
		played = -1
	}
	return c.rec.Started, turn, played
}

// turnStart is the playing time the current turn began at: the time of
// the last action that ended a turn, the game's start when none did; -1
// when no turn runs (the game is over) or that time is not known.
func (c *liveClock) turnStart(t store.Times) time.Duration {
	if c.g.Active() == "" {
		return -1
	}
	for i := len(c.steps) - 1; i >= 0; i-- {
		if c.steps[i].EndTurn || c.steps[i].Actor == "" {
			return t.Offsets[i]
		}
	}
	if !t.PlayedKnown {
		return -1
	}
	return 0
}

// liveClock reads the game's record again after a change and brings the
// copy of the game in step with it: actions taken back are undone, new
// ones applied (one engine run each). A copy that cannot follow is
// replayed from the setup.
func (r *storeRecorder) liveClock() (*liveClock, error) {
	if r.id == 0 {
		return nil, nil
	}
	c := r.clock
	if c != nil && !c.stale {
		return c, nil
	}
	rec, err := r.st.LoadTimed(r.id)
	if err != nil {
		return nil, err
	}
	if c == nil {
		kind := r.kinds.Named(rec.Game)
		if kind == nil {
			return nil, errorf("game %s is a %q game, which this tablemate cannot play", ident(rec.ID), rec.Game)
		}
		g, err := kind.New(rec.Setup)
		if err != nil {
			return nil, err
		}
		c = &liveClock{g: g}
	}
	c.rec, c.stale = rec, false
	same := 0
	for same < len(c.texts) && same < len(rec.Actions) && c.texts[same] == rec.Actions[same] {
		same++
	}
	for len(c.texts) > same {
		if _, _, err := c.g.Undo(); err != nil {
			r.clock = nil
			return nil, err
		}
		c.texts, c.steps = c.texts[:len(c.texts)-1], c.steps[:len(c.steps)-1]
	}
	for _, a := range rec.Actions[same:] {
		st, err := store.Advance(c.g, a)
		if err != nil {
			r.clock = nil
			return nil, err
		}
		c.texts, c.steps = append(c.texts, a), append(c.steps, st)
	}
	t := rec.TimesAt(r.sitting, r.now())
	c.known, c.turnFrom = t.PlayedKnown, c.turnStart(t)
	r.clock = c
	return c, nil
}
