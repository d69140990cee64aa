package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/scoring"
	"tablemate/store"
	"tablemate/tracker"
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
and the setup form opens. When several games are in progress (scripts saved
with --db, two tables on one database), the most recently played one is
resumed and the others are named; --game ID resumes a chosen one (ids from
'tablemate history').`,
			Args: cobra.NoArgs,
			RunE: runPlay,
		}
		cmd.Flags().Bool("new", false, "set the game in progress aside (kept as abandoned) and start a new one")
		cmd.Flags().Int64("game", 0, "resume this game in progress (an id from 'tablemate history')")
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

	kinds := gameKinds()
	rec := &storeRecorder{st: st, kinds: kinds}
	opts := dashboard.Options{
		Recorder:  rec,
		Kinds:     kinds,
		Defaults:  dashboardDefaults(settings),
		Scoring:   scoringOptions(settings),
		NoColor:   settings.Color == config.ColorNever || os.Getenv("NO_COLOR") != "",
		Localizer: i18n.New(settings.Language.String()),
	}
	cur, err := chooseGame(cmd, st)
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
		if opts.Game, err = resumeGame(kinds, cur); err != nil {
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

// chooseGame is the game in progress to resume: --game ID, else the most
// recently played one. Several in progress are never resumed silently: the
// others are named on stderr with the flag that picks one.
func chooseGame(cmd *cobra.Command, st *store.Store) (*store.Record, error) {
	f := cmd.Flags().Lookup("game")
	if f != nil && f.Changed {
		n, _ := cmd.Flags().GetInt64("game")
		if fresh, _ := cmd.Flags().GetBool("new"); fresh {
			return nil, &exitError{code: 2, err: errors.New("--game and --new: give one of them (--game resumes a game, --new starts one)")}
		}
		if n <= 0 {
			return nil, &exitError{code: 2, err: fmt.Errorf("--game %d: give a game id from 'tablemate history'", n)}
		}
		r, err := st.Load(store.GameID(n))
		if errors.Is(err, store.ErrNotFound) {
			return nil, fmt.Errorf("--game %d: there is no game %d in %s; see 'tablemate history'", n, n, st.Path())
		}
		if err != nil {
			return nil, err
		}
		if r.Finished || r.Abandoned {
			return nil, fmt.Errorf("--game %d: game %d is %s, not in progress; see 'tablemate history' for the games in progress", n, n, status(r))
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
			fmt.Fprintf(cmd.ErrOrStderr(), "tablemate: %d games are in progress; resuming game %d, the last played (also in progress: %s; choose one with `tablemate play --game ID`)\n",
				len(playing), playing[0].ID, strings.Join(others, ", "))
		}
	}
	return st.Load(playing[0].ID)
}

// resumeGame rebuilds the game in progress with its own engine.
func resumeGame(kinds kernel.Kinds, cur *store.Record) (kernel.Session, error) {
	kind := kinds.Named(cur.Game)
	if kind == nil {
		return nil, fmt.Errorf("store: game %d is a %q game, which this tablemate cannot play", cur.ID, cur.Game)
	}
	g, err := kind.Load(cur.Setup, cur.Actions, cur.Redo)
	if err != nil {
		return nil, fmt.Errorf("store: game %d: %w", cur.ID, err)
	}
	return g, nil
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
	kinds kernel.Kinds
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
		r.id, r.setup = 0, ""
		return nil, nil
	}
	g, err := resumeGame(kinds, cur)
	if err != nil {
		return nil, err
	}
	r.id, r.setup = cur.ID, cur.Setup
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
	r.id, r.setup = id, setupLine
	return nil
}

// Finish saves the result, as the game's engine gives it.
func (r *storeRecorder) Finish(res kernel.Result) error { return r.st.Finish(r.id, res) }
