package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/i18n"
	"tablemate/scoring"
	"tablemate/store"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// rootRun opens the dashboard when tablemate runs without a subcommand;
// main.go sets root.RunE = rootRun.
var rootRun func(cmd *cobra.Command, args []string) error = runPlay

func init() {
	subcommands = append(subcommands, func() *cobra.Command {
		cmd := &cobra.Command{
			Use:   "play",
			Short: "Open the dashboard: resume the game in progress or start a new one",
			Long: `Opens the dashboard beside the table. A game in progress is resumed where it
stopped; otherwise a setup form starts a new game. Every action is saved
before the screen shows it, so quitting (q) or killing the terminal loses nothing.
With --new the game in progress is set aside (kept in the history as abandoned)
and the setup form opens.`,
			Args: cobra.NoArgs,
			RunE: runPlay,
		}
		cmd.Flags().Bool("new", false, "set the game in progress aside (kept as abandoned) and start a new one")
		return cmd
	})
}

func runPlay(cmd *cobra.Command, _ []string) error {
	settings, err := loadSettings(cmd)
	if err != nil {
		return err
	}
	st, err := store.Open(settings.Database)
	if err != nil {
		return err
	}
	defer st.Close()

	rec := &storeRecorder{st: st}
	opts := dashboard.Options{
		Recorder:  rec,
		Defaults:  dashboardDefaults(settings),
		Scoring:   scoringOptions(settings),
		NoColor:   settings.Color == config.ColorNever || os.Getenv("NO_COLOR") != "",
		Localizer: i18n.New(settings.Language.String()),
		Engine:    engineOptions(),
	}
	cur, err := st.Current()
	if err != nil {
		return err
	}
	if fresh, _ := cmd.Flags().GetBool("new"); fresh && cur != nil {
		if err := st.Abandon(cur.ID); err != nil {
			return err
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "tablemate: game %d set aside (kept in the history as abandoned)\n", cur.ID)
		opts.LastSetup, cur = cur.Setup, nil
	}
	if cur != nil {
		if err := resumeGame(cur, &opts); err != nil {
			return fmt.Errorf("%w\nThe game stays saved in %s, untouched. Export it with `tablemate export %d`, or start a new game with `tablemate play --new`", err, settings.Database, cur.ID)
		}
		rec.id, rec.setup = cur.ID, cur.Setup
		// The log keeps no acknowledgement of the table's steps: the last
		// action's are shown again, in case the program stopped before them.
		opts.ShowLastSteps = true
		// An undo's steps to reverse are shown again, not the action
		// before it.
		opts.LastUndone = cur.LastUndo
	} else if opts.LastSetup == "" {
		// The last game's setup prefills the form.
		if last, err := st.Last(); err == nil && last != nil {
			opts.LastSetup = last.Setup
		}
	}
	d, err := dashboard.New(opts)
	if err != nil {
		return err
	}
	return d.Run()
}

// resumeGame rebuilds the game in progress with its own engine and puts it
// in the dashboard's options.
func resumeGame(cur *store.Record, opts *dashboard.Options) error {
	switch cur.Game {
	case store.Monumental:
		g, err := store.LoadMonumental(cur, engineOptions()...)
		if err != nil {
			return err
		}
		opts.Game = g
	case store.WorldMonuments:
		g, err := wm.Load(cur.Setup, cur.Actions, cur.Redo)
		if err != nil {
			return fmt.Errorf("store: game %d: %w", cur.ID, err)
		}
		opts.WMGame = g
	default:
		return fmt.Errorf("store: game %d is a %q game, which this tablemate cannot play", cur.ID, cur.Game)
	}
	return nil
}

// scoringOptions are the config's scoring readings; the new game form puts
// them in the setup, so the engine scores the game with them.
func scoringOptions(s *config.Settings) scoring.Options {
	return scoring.Options{
		LiteralDominance: s.Rules.Dominance == config.DominanceLiteral,
		AutomaGoldPoints: s.Automa.GoldPoints,
		AfricanEmpires:   s.Scoring.AfricanEmpires,
	}
}

func dashboardDefaults(s *config.Settings) dashboard.Defaults {
	d := dashboard.Defaults{
		Players:        append([]string(nil), s.Players.Names...),
		Start:          s.Players.Start,
		LostKingdoms:   s.Game.LostKingdoms,
		Renaissance:    s.Game.Renaissance,
		Celebrities:    s.Game.Celebrities,
		Monsters:       s.Game.Monsters,
		Eras:           append([]int(nil), s.Eras.Standard...),
		ErasFive:       append([]int(nil), s.Eras.FivePlayers...),
		EraRenaissance: s.Eras.Renaissance,
		Rules: tracker.Readings{
			DiscardAfterEnd: !s.Rules.EndNoDiscard,
		},
		Automa: tracker.AutomaSetup{
			Civilization: string(s.Automa.Civilization),
			Difficulty:   s.Automa.Difficulty,
			CardsPerTurn: s.Automa.CardsPerTurn,
			Deck:         s.Automa.DeckFile,
		},
	}
	if s.Game.Mode == config.ModeContinuous {
		d.Mode = tracker.Continuous
	}
	if s.Rules.ContinuousEnd == config.EndBeforeRefill {
		d.Rules.ContinuousEnd = tracker.EndBeforeRefill
	}
	if s.Rules.ContinuousDiscard == config.DiscardRemaining {
		d.Rules.ContinuousDiscard = tracker.DiscardUntilRemaining
	}
	// The continuous display by number of civilizations (C-SETUP-1); the
	// form puts it in the setup where it is not the engine's civs+4.
	d.ContinuousDisplay = map[int]int{}
	for civs := 2; civs <= 5; civs++ {
		if n, ok := s.Display.Continuous.Slots(civs); ok && n > 0 {
			d.ContinuousDisplay[civs] = n
		}
	}
	for _, m := range s.Automa.Modules {
		d.Automa.Modules = append(d.Automa.Modules, string(m))
	}
	// The convention set decides what the file leaves at its default.
	if s.Automa.Conventions == config.ConventionsHelper {
		d.Automa.Conventions = tracker.ConvHelper
		if s.Origin("automa.cards_per_turn") == "default" {
			d.Automa.CardsPerTurn = 0
		}
	}
	if s.Automa.GoldPoints {
		d.Automa.GoldPoints = tracker.SwitchOn
	} else if s.Automa.Conventions == config.ConventionsHelper && s.Origin("automa.gold_points") != "default" {
		d.Automa.GoldPoints = tracker.SwitchOff
	}
	return d
}

// storeRecorder is the dashboard's Recorder on the SQLite store: each call
// is committed before it returns, so the screen never shows an unsaved action.
type storeRecorder struct {
	st    *store.Store
	id    store.GameID
	setup string
}

func (r *storeRecorder) Record(action string) error { return stale(r.st.Append(r.id, action)) }
func (r *storeRecorder) Undo() error                { return stale(r.st.Undo(r.id)) }
func (r *storeRecorder) Redo() error                { return stale(r.st.Redo(r.id)) }

// Reopen puts the scored game back in progress (dashboard.Reopener): undo
// then reaches its tallies, and scoring again saves the new result.
func (r *storeRecorder) Reopen() error { return stale(r.st.Reopen(r.id)) }

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
func (r *storeRecorder) Reload() (*tracker.Game, *wm.Game, error) {
	cur, err := r.st.Current()
	if err != nil {
		return nil, nil, err
	}
	if cur == nil {
		r.id, r.setup = 0, ""
		return nil, nil, nil
	}
	var opts dashboard.Options
	if err := resumeGame(cur, &opts); err != nil {
		return nil, nil, err
	}
	r.id, r.setup = cur.ID, cur.Setup
	return opts.Game, opts.WMGame, nil
}

// NewGame abandons the game in progress (it stays in the history) and
// creates the new one.
func (r *storeRecorder) NewGame(setupLine string) error {
	kind := store.Monumental
	if wm.IsSetupLine(setupLine) {
		kind = store.WorldMonuments
	}
	id, err := r.st.Create(kind, setupLine)
	if err != nil {
		return err
	}
	if r.id != 0 {
		// The new game is already saved; a failure here only leaves the old
		// one listed as in progress, and Current picks the newest anyway.
		_ = r.st.Abandon(r.id)
	}
	r.id, r.setup = id, setupLine
	return nil
}

// Finish saves the result. A World Monuments result carries names, totals,
// ranks and winners only, as tablemate script saves it.
func (r *storeRecorder) Finish(res scoring.Result) error {
	if wm.IsSetupLine(r.setup) {
		out := store.Result{Winners: append([]string(nil), res.Winners...)}
		for _, p := range res.Players {
			out.Players = append(out.Players, store.PlayerResult{Name: p.Name, Score: p.Total, Rank: p.Rank, Winner: p.Winner})
		}
		return r.st.Finish(r.id, out)
	}
	setup, err := tracker.ParseSetup(r.setup)
	if err != nil {
		return err
	}
	return r.st.Finish(r.id, store.MonumentalResult(setup, res))
}
