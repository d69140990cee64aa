package main

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"tablemate/internal/cmddoc"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/i18n"
	"tablemate/internal/termsafe"
	"tablemate/kernel"
	"tablemate/store"
	"tablemate/store/recorder"
	"tablemate/tableview"
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
		Args: cmddoc.NoArgs,
		RunE: runPlay,
	}
	cmd.Flags().Bool("new", false, "set the game in progress aside (kept as abandoned) and start a new one")
	cmd.Flags().Int64("game", 0, "resume this game in progress (an id from 'tablemate history')")
	cmd.Flags().Bool("share", false, "serve a live, read-only view of the game to the phones at the table (v shows its QR code)")
	cmd.Flags().String("listen", "", listenUsage)
	return cmd
}

// runPlay opens the dashboard: `tablemate play`, and tablemate without a
// command. The frame kept from the last close (keptFrame) is on the
// terminal before the store is opened, when nothing it was drawn from has
// changed; the dashboard then draws over it.
func runPlay(cmd *cobra.Command, _ []string) error {
	kept := keptFrameOf(cmd)
	// The terminal never receives a control or bidi character from a name
	// or a file, whatever screen draws it (termsafe.Screen). It is taken
	// before the settings are read only to draw a kept frame: a start that
	// cannot read them or open the store says why on the terminal as it was.
	var safe *termsafe.Screen
	initScreen := func() error {
		screen, err := tcell.NewScreen()
		if err != nil {
			return err
		}
		safe = termsafe.NewScreen(screen)
		return safe.Init()
	}
	fini := func() {
		if safe != nil {
			safe.Fini()
		}
	}
	if frame := kept.load(); frame != nil {
		if err := initScreen(); err != nil {
			return err
		}
		if w, h := safe.Size(); w == frame.Width() && h == frame.Height() {
			frame.Draw(safe)
		}
		// What is said on stderr (the settings' warnings, the games in
		// progress) would land on the screen: it is said once the
		// terminal is back, as it is when no frame was drawn first.
		stderr, held := cmd.ErrOrStderr(), &bytes.Buffer{}
		cmd.SetErr(held)
		defer func() {
			cmd.SetErr(stderr)
			stderr.Write(held.Bytes())
		}()
	}
	settings, err := loadSettings(cmd)
	if err != nil {
		fini()
		return err
	}
	kept.found(settings)
	o, err := openDashboard(cmd, settings, false)
	if err != nil {
		fini()
		return err
	}
	if safe == nil {
		if err := initScreen(); err != nil {
			o.close()
			return err
		}
	}
	w, h := safe.Size()
	d := o.dashboard
	d.App().SetScreen(safe)
	// What the first frame does not need comes after it, before any key
	// is taken (opened.started).
	var shown bool
	var startErr error
	d.App().SetAfterDrawFunc(func(s tcell.Screen) {
		w, h = s.Size()
		if !shown {
			shown = true
			kept.keepShown(s, settings)
			s.Show()
			if startErr = o.started(); startErr != nil {
				kept.forget()
				go d.App().Stop()
			}
		}
	})
	err = cmp.Or(d.Run(), startErr)
	o.close()
	// Only now, with the sitting closed and the store shut, is the file as
	// the next start finds it.
	kept.keep(cmd, settings, w, h)
	return err
}

// opened is the dashboard play opens, with what comes after its first
// frame and what closes it.
type opened struct {
	dashboard *dashboard.Dashboard
	// started runs once the first frame is on the terminal, before any
	// key: the store's integrity check, then the recorder takes the game
	// (its sitting opens, saved with the first change).
	started func() error
	// close closes the sitting, the table view and the store.
	close func()
}

// openDashboard builds the dashboard play opens: on the game in progress
// it resumes (or the chooser, or the new-game form), its store and its
// recorder. With preview it opens the store read-only and writes nothing
// (no sitting, no share, nothing said on stderr): the frame a start will
// draw, kept at the close (keptFrame).
func openDashboard(cmd *cobra.Command, settings *config.Settings, preview bool) (opened, error) {
	// One clock for the store and the recorder: the times the store
	// writes and the ones the screen shows agree.
	now := time.Now
	kinds := gameKinds()
	open := func() (*store.Store, error) {
		return store.Open(settings.Database, store.WithClock(now), store.WithKinds(kinds), store.VerifyLater())
	}
	stderr := cmd.ErrOrStderr()
	if preview {
		open, stderr = func() (*store.Store, error) { return store.OpenReadOnly(settings.Database) }, io.Discard
	}
	st, err := open()
	if err != nil {
		return opened{}, err
	}
	rec := recorder.New(st, kinds, now, dashboard.ErrStale)
	share := shareOf(cmd, settings.Language.String(), settings.Database)
	o := opened{close: func() {
		// The sitting ends when the dashboard closes: the time until
		// the next start is not playing time.
		share.Close()
		rec.Leave()
		st.Close()
	}}
	var show func() error
	o.dashboard, show, err = resumeDashboard(cmd, settings, st, rec, share, preview, stderr)
	if err != nil {
		o.close()
		return opened{}, err
	}
	o.started = func() error {
		if err := st.Verify(); err != nil {
			return err
		}
		return show()
	}
	return o, nil
}

// resumeDashboard is openDashboard's dashboard on its store, and show,
// which makes the game resumed the one the recorder saves to (its sitting
// opens): a write, left until the first frame is drawn (opened.started).
func resumeDashboard(cmd *cobra.Command, settings *config.Settings, st *store.Store, rec *recorder.Recorder, share *tableview.Share, preview bool, stderr io.Writer) (_ *dashboard.Dashboard, show func() error, _ error) {
	show = func() error { return nil }
	kinds := gameKinds()
	opts := dashboard.Options{
		Recorder:  rec,
		Kinds:     kinds,
		NewGame:   settings.NewGame(nil),
		FitTable:  settings.FitTable,
		NoColor:   settings.Color == config.ColorNever || os.Getenv("NO_COLOR") != "",
		Localizer: userLocalizer(cmd), // of the settings read above
	}
	cur, err := chooseGame(cmd, st, opts.Localizer, stderr)
	if err != nil {
		return nil, nil, err
	}
	if fresh, _ := cmd.Flags().GetBool("new"); fresh && cur != nil {
		if err := st.Abandon(cur.ID); err != nil {
			return nil, nil, err
		}
		fmt.Fprintln(stderr, "tablemate:", opts.Localizer.Sprintf("game %s set aside (kept in the history as abandoned)", ident(cur.ID)))
		opts.LastSetup, cur = cur.Setup, nil
	}
	if cur != nil {
		g, steps, err := store.ReplaySteps(kinds, cur)
		if err != nil {
			return nil, nil, errorf("%s\nThe game stays saved in %s, untouched. Export it with `tablemate export %s`, or start a new game with `tablemate play --new`", err, settings.Database, ident(cur.ID))
		}
		rec.Preview(cur, steps, g)
		if !preview {
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
		opts.Unconfirmed = unconfirmed(cur)
		if f := cmd.Flags().Lookup("game"); f == nil || !f.Changed {
			if opts.InProgress, err = gamesInProgress(st, kinds); err != nil {
				return nil, nil, err
			}
			opts.Resume = func(id int64) (dashboard.Resumed, error) {
				g, cur, err := rec.Resume(store.GameID(id))
				if err != nil {
					return dashboard.Resumed{}, err
				}
				return dashboard.Resumed{Game: g, LastUndone: cur.LastUndo, Acknowledged: cur.Acknowledged, Unconfirmed: unconfirmed(cur)}, nil
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
	// The table view for phones (serve.go): started now with --share, else
	// by the v key; it stops with the dashboard.
	opts.Share = share.Address
	if !preview {
		share.Changed(opts.Game, opts.LastUndone)
		opts.OnChange = share.Changed
		if on, _ := cmd.Flags().GetBool("share"); on {
			if _, err := share.Address(); err != nil {
				return nil, nil, err
			}
			opts.ShowShare = true
		}
	}
	d, err := dashboard.New(tview.NewApplication(), opts)
	return d, show, err
}

// chooseGame is the game in progress to resume: --game ID, else the most
// recently played one. Several in progress are never resumed silently: the
// others are named on stderr with the flag that picks one. It is read with
// the clock's data: the dashboard shows its clock from this one read.
func chooseGame(cmd *cobra.Command, st *store.Store, loc *i18n.Localizer, stderr io.Writer) (*store.Record, error) {
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
			return nil, errorf("--game %s: game %s is %s, not in progress; see 'tablemate history' for the games in progress", ident(n), ident(n), phrase(r.Status()))
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
			fmt.Fprintln(stderr, "tablemate:", loc.Sprintf("%d games are in progress; resuming game %s, the last played (also in progress: %s; choose one with `tablemate play --game ID`)",
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

// unconfirmed is what the table had not confirmed of a saved game, as the
// dashboard replays it; nil when the store does not know all of it.
func unconfirmed(r *store.Record) *dashboard.Unconfirmed {
	if !r.Unconfirmed.Known {
		return nil
	}
	u := &dashboard.Unconfirmed{Acknowledged: r.Unconfirmed.Acknowledged}
	for _, c := range r.Unconfirmed.Changes {
		u.Changes = append(u.Changes, dashboard.Change{Op: string(c.Op), Action: c.Action})
	}
	return u
}
