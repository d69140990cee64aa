package main

import (
	"bytes"
	"cmp"
	"os"

	"github.com/gdamore/tcell/v2"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"tablemate/config"
	"tablemate/internal/cmddoc"
	"tablemate/internal/lastframe"
	"tablemate/internal/playstart"
	"tablemate/internal/termsafe"
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
// command (internal/playstart). The frame kept for this start
// (playstart.Kept) is on the terminal before the settings are read and the
// store opened, when nothing it was drawn from has changed; the dashboard
// then draws over it.
func runPlay(cmd *cobra.Command, _ []string) error {
	game, _ := cmd.Flags().GetInt64("game")
	fresh, _ := cmd.Flags().GetBool("new")
	if cmd.Flags().Changed("game") {
		if fresh {
			return &exitError{code: 2, err: errorf("--game and --new: give one of them (--game resumes a game, --new starts one)")}
		}
		if game <= 0 {
			return &exitError{code: 2, err: errorf("--game %s: give a game id from 'tablemate history'", ident(game))}
		}
	}
	chooses := false
	cmd.Flags().Visit(func(f *pflag.Flag) {
		chooses = chooses || f.Name == "new" || f.Name == "game" || f.Name == "share" || f.Name == "listen"
	})
	configPath, _, _ := config.ConfigPath(settingsSources(cmd))
	kept := playstart.KeptFor(os.Args, configPath, chooses)
	// The terminal never receives a control or bidi character from a name
	// or a file, whatever screen draws it (termsafe.Screen). It is taken
	// before the settings are read only to draw a kept frame: a start that
	// cannot read them or open the store says why on the terminal as it was.
	var safe *termsafe.Screen
	// What a kept frame puts on the terminal ahead of tcell, tcell does
	// not send again (lastframe.Terminal).
	var term *lastframe.Terminal
	newScreen := tcell.NewScreen
	if dev, err := tcell.NewDevTty(); err == nil {
		term = lastframe.NewTerminal(dev)
		newScreen = func() (tcell.Screen, error) {
			if screen, err := tcell.NewTerminfoScreenFromTty(term); err == nil {
				return screen, nil
			}
			return tcell.NewScreen() // tcell's own choice, and its error
		}
	}
	initScreen := func() error {
		screen, err := newScreen()
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
	if frame := kept.Load(); frame != nil {
		// Its terminal bytes go out first, before tcell is set up.
		if term != nil {
			_ = term.Send(frame)
		}
		if err := initScreen(); err != nil {
			if term != nil {
				term.Abandon()
			}
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
	o, err := playOptions(cmd, game, fresh)
	if err != nil {
		fini()
		return err
	}
	kept.Found(o.Settings.Database)
	opened, err := playstart.Open(o)
	if err != nil {
		fini()
		return err
	}
	// What tcell sends the terminal as it starts is kept with the first
	// frame, when that frame is kept (Kept.KeepShown).
	var setup []byte
	if safe == nil {
		if term != nil {
			term.KeepWrites()
		}
		err := initScreen()
		if term != nil {
			setup = term.Kept()
		}
		if err != nil {
			opened.Close()
			return err
		}
	}
	w, h := safe.Size()
	d := opened.Dashboard
	d.App().SetScreen(safe)
	// What the first frame does not need comes after it, before any key
	// is taken (Opened.Started).
	var shown bool
	var startErr error
	d.App().SetAfterDrawFunc(func(s tcell.Screen) {
		w, h = s.Size()
		if !shown {
			shown = true
			kept.KeepShown(s, term, setup)
			if startErr = opened.Started(); startErr != nil {
				kept.Forget()
				go d.App().Stop()
			}
			return
		}
		kept.KeepLater(s, func() { d.App().QueueUpdateDraw(func() {}) })
	})
	err = cmp.Or(d.Run(), startErr)
	opened.Close()
	// Only now, with the sitting closed and the store shut, is the file as
	// the next start finds it.
	kept.Keep(o, w, h)
	return err
}

// playOptions are play's start as its flags and settings give it.
func playOptions(cmd *cobra.Command, game int64, fresh bool) (playstart.Options, error) {
	settings, err := loadSettings(cmd)
	if err != nil {
		return playstart.Options{}, err
	}
	share, _ := cmd.Flags().GetBool("share")
	return playstart.Options{
		Settings:  settings,
		Localizer: userLocalizer(cmd), // of the settings read above
		Kinds:     gameKinds(),
		Game:      game,
		New:       fresh,
		// The table view for phones (serve.go): started with --share, else
		// by the v key; it stops with the dashboard.
		Share:    shareOf(cmd, settings.Language.String(), settings.Database),
		ShareNow: share,
		Stderr:   cmd.ErrOrStderr(),
	}, nil
}
