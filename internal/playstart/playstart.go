// Package playstart opens the dashboard as `tablemate play` does: on its
// store, the game in progress chosen (the last played, or --game), read,
// replayed and shown, or the new-game form; what comes after the first
// frame (the store's integrity check, the recorder taking the game); and
// the frame kept for the next start (kept.go). The command line parses the
// flags and draws; this package knows no cobra.
package playstart

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/rivo/tview"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
	"tablemate/store/recorder"
	"tablemate/tableview"
)

// Options are what a start is given by the command line.
type Options struct {
	Settings  *config.Settings
	Localizer *i18n.Localizer
	// Kinds are the games the command line knows.
	Kinds kernel.Kinds
	// Game is --game's id (checked positive), 0 when not given: the last
	// played game in progress is resumed.
	Game int64
	// New sets the game in progress aside (--new).
	New bool
	// Share is the table view for phones, which the dashboard starts with
	// the v key; ShareNow starts it at once (--share).
	Share    *tableview.Share
	ShareNow bool
	// Stderr hears what a start chose (the other games in progress, a
	// game set aside).
	Stderr io.Writer
	// Preview opens the store read-only and writes nothing (no sitting,
	// no table view, nothing said): the frame a start will draw, kept for
	// the next start.
	Preview bool
}

// Opened is the dashboard a start opens, with what comes after its first
// frame and what closes it.
type Opened struct {
	Dashboard *dashboard.Dashboard
	// Started runs once the first frame is on the terminal, before any
	// key: the store's integrity check, then the recorder takes the game
	// (its sitting opens, saved with the first change).
	Started func() error
	// Close closes the sitting, the table view and the store.
	Close func()
}

// Open opens the dashboard on its store.
func Open(o Options) (Opened, error) {
	// One clock for the store and the recorder: the times the store
	// writes and the ones the screen shows agree.
	now := time.Now
	open := func() (*store.Store, error) {
		return store.Open(o.Settings.Database, store.WithClock(now), store.WithKinds(o.Kinds), store.VerifyLater(), store.WithUserCheckedMarks())
	}
	if o.Preview {
		open, o.Stderr = func() (*store.Store, error) { return store.OpenReadOnly(o.Settings.Database) }, io.Discard
	}
	st, err := open()
	if err != nil {
		return Opened{}, err
	}
	rec := recorder.New(st, o.Kinds, now, dashboard.ErrStale)
	opened := Opened{Close: func() {
		// The sitting ends when the dashboard closes: the time until
		// the next start is not playing time.
		o.Share.Close()
		rec.Leave()
		st.Close()
	}}
	var show func() error
	opened.Dashboard, show, err = resume(o, st, rec)
	if err != nil {
		opened.Close()
		return Opened{}, err
	}
	opened.Started = func() error {
		if err := st.Verify(); err != nil {
			return err
		}
		return show()
	}
	return opened, nil
}

// resume is Open's dashboard on its store, and show, which makes the game
// resumed the one the recorder saves to: left until the first frame is
// drawn (Opened.Started).
func resume(o Options, st *store.Store, rec *recorder.Recorder) (_ *dashboard.Dashboard, show func() error, _ error) {
	show = func() error { return nil }
	opts := dashboard.Options{
		Recorder:  rec,
		Kinds:     o.Kinds,
		NewGame:   o.Settings.NewGame(nil),
		FitTable:  o.Settings.FitTable,
		NoColor:   o.Settings.Color == config.ColorNever || os.Getenv("NO_COLOR") != "",
		Localizer: o.Localizer,
	}
	// The games in progress, read once: the one resumed and the chooser's.
	playing, err := playingFor(st, o.Game)
	if err != nil {
		return nil, nil, err
	}
	cur, err := choose(st, o.Localizer, o.Game, o.New, o.Stderr, playing)
	if err != nil {
		return nil, nil, err
	}
	if o.New && cur != nil {
		if err := st.Abandon(cur.ID); err != nil {
			return nil, nil, err
		}
		fmt.Fprintln(o.Stderr, "tablemate:", o.Localizer.Sprintf("game %s set aside (kept in the history as abandoned)", ident(cur.ID)))
		opts.LastSetup, cur = cur.Setup, nil
	}
	if cur != nil {
		g, steps, err := store.ReplaySteps(o.Kinds, cur)
		if err != nil {
			return nil, nil, kernel.Worded("%s\nThe game stays saved in %s, untouched. Export it with `tablemate export %s`, or start a new game with `tablemate play --new`", err, o.Settings.Database, ident(cur.ID))
		}
		rec.Preview(cur, steps, g)
		if !o.Preview {
			show = func() error { return rec.Show(cur, steps, g) }
		}
		opts.Game = g
		// The last action's steps are shown again unless the table
		// acknowledged them (Enter) before the program stopped.
		opts.ShowLastSteps, opts.Acknowledged = true, cur.Acknowledged
		// An undo's steps to reverse are shown again, not the action
		// before it.
		opts.LastUndone = cur.LastUndo
		// Every step the screen showed, when the store knows them.
		opts.Unconfirmed = Unconfirmed(cur)
		if o.Game == 0 {
			opts.InProgress = inProgress(playing, o.Kinds)
			opts.Resume = func(id int64) (dashboard.Resumed, error) {
				g, cur, err := rec.Resume(store.GameID(id))
				if err != nil {
					return dashboard.Resumed{}, err
				}
				return dashboard.Resumed{Game: g, LastUndone: cur.LastUndo, Acknowledged: cur.Acknowledged, Unconfirmed: Unconfirmed(cur)}, nil
			}
		}
	} else if opts.LastSetup == "" {
		// The last game's setup prefills the form.
		if last, err := st.Last(); err == nil && last != nil {
			opts.LastSetup = last.Setup
		}
		// The start screen says how many finished games there are; a
		// failure to count only leaves that line out.
		if n, err := st.CountFinished(); err == nil {
			opts.Finished = n
		}
	}
	// The table view for phones: started now with --share, else by the v
	// key; it stops with the dashboard.
	opts.Share = o.Share.Address
	if !o.Preview {
		o.Share.Changed(opts.Game, opts.LastUndone)
		opts.OnChange = o.Share.Changed
		if o.ShareNow {
			if _, err := o.Share.Address(); err != nil {
				return nil, nil, err
			}
			opts.ShowShare = true
		}
	}
	d, err := dashboard.New(tview.NewApplication(), opts)
	return d, show, err
}

// Choose is the game in progress to resume: game (an id), else the most
// recently played one; nil when none is in progress. Several in progress
// are never resumed silently: unless fresh (--new), the others are named
// on stderr with the flag that picks one. It is read with the clock's
// data: the dashboard shows its clock from this one read.
func Choose(st *store.Store, loc *i18n.Localizer, game int64, fresh bool, stderr io.Writer) (*store.Record, error) {
	playing, err := playingFor(st, game)
	if err != nil {
		return nil, err
	}
	return choose(st, loc, game, fresh, stderr, playing)
}

// playingFor is the games in progress a start chooses among: none read
// when game names one.
func playingFor(st *store.Store, game int64) ([]store.Summary, error) {
	if game != 0 {
		return nil, nil
	}
	return st.InProgress()
}

// choose is Choose given the games in progress (read once, when game is 0:
// the chooser lists the same).
func choose(st *store.Store, loc *i18n.Localizer, game int64, fresh bool, stderr io.Writer, playing []store.Summary) (*store.Record, error) {
	if game != 0 {
		r, err := st.LoadTimed(store.GameID(game))
		if errors.Is(err, store.ErrNotFound) {
			return nil, kernel.Worded("--game %s: there is no game %s in %s; see 'tablemate history'", ident(game), ident(game), st.Path())
		}
		if err != nil {
			return nil, err
		}
		if r.Finished || r.Abandoned {
			return nil, kernel.Worded("--game %s: game %s is %s, not in progress; see 'tablemate history' for the games in progress", ident(game), ident(game), kernel.Phrase{Format: r.Status()})
		}
		return r, nil
	}
	if len(playing) == 0 {
		return nil, nil
	}
	if len(playing) > 1 && !fresh {
		others := make([]string, 0, len(playing)-1)
		for _, p := range playing[1:] {
			others = append(others, fmt.Sprint(p.ID))
		}
		fmt.Fprintln(stderr, "tablemate:", loc.Sprintf("%d games are in progress; resuming game %s, the last played (also in progress: %s; choose one with `tablemate play --game ID`)",
			len(playing), ident(playing[0].ID), strings.Join(others, loc.T(", "))))
	}
	return st.LoadTimed(playing[0].ID)
}

// inProgress is the chooser's list when several games are in progress
// (nil otherwise), the most recently played first: each game as set up,
// which the dashboard describes, without replaying its log.
func inProgress(playing []store.Summary, kinds kernel.Kinds) []dashboard.InProgress {
	if len(playing) < 2 {
		return nil
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
	return out
}

// Unconfirmed is what the table had not confirmed of a saved game, as the
// dashboard replays it; nil when the store does not know all of it.
func Unconfirmed(r *store.Record) *dashboard.Unconfirmed {
	if !r.Unconfirmed.Known {
		return nil
	}
	u := &dashboard.Unconfirmed{Acknowledged: r.Unconfirmed.Acknowledged}
	for _, c := range r.Unconfirmed.Changes {
		u.Changes = append(u.Changes, dashboard.Change{Op: string(c.Op), Action: c.Action})
	}
	return u
}

// ident is a game id as the user types it: a %s argument, since a
// reader's language would group a %d's digits (1.234).
func ident[N ~int64](n N) string { return strconv.FormatInt(int64(n), 10) }
