package main

// Saved games on the command line: where the database is, saving a scripted
// game, and the history and export commands (what they write is export's).

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"tablemate/internal/cmddoc"
	"time"

	"github.com/spf13/cobra"

	"tablemate/export"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

// storePath is the database the settings name: --db, TABLEMATE_DB, the
// config file's database, else the default path. A broken config is an
// error here too, never silently skipped.
func storePath(cmd *cobra.Command) (string, error) {
	s, err := loadSettings(cmd)
	if err != nil {
		return "", err
	}
	return s.Database, nil
}

// saveScript stores a scripted game of any kind like a played one, in one
// transaction (killed at any instant, the database has the whole game or
// none of it): its setup, actions and redo stack, finished (without scores
// unless it was scored) if it reached its end. It says what it saved: a game
// left in progress is one more that `tablemate play` could resume, so the
// message says how to choose it.
func saveScript(cmd *cobra.Command, dbPath string, g kernel.Session, started time.Time) error {
	var result *store.Result
	if g.Over() {
		r := g.Result()
		if r.Finished.IsZero() && !started.IsZero() {
			r.Finished = started // played that day, not today
		}
		result = &r
	}
	s, err := store.Open(dbPath, store.WithKinds(gameKinds()), store.WithUserCheckedMarks())
	if err != nil {
		return err
	}
	defer s.Close()
	id, err := s.ImportStarted(started, g.Kind().Name, g.SetupLine(), g.ActionTexts(), g.RedoTexts(), result)
	if err != nil {
		return err
	}
	// stderr: stdout carries the state, possibly as JSON.
	w, loc := cmd.ErrOrStderr(), userLocalizer(cmd)
	if result != nil {
		fmt.Fprintln(w, "tablemate:", loc.Sprintf("saved as game %s in %s (finished)", ident(id), dbPath))
		return nil
	}
	playing, err := s.InProgress()
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "tablemate:", loc.Sprintf("saved as game %s in %s: a new game in progress; resume it with `tablemate play --game %s`", ident(id), dbPath, ident(id)))
	if len(playing) > 1 {
		ids := make([]string, 0, len(playing))
		for _, p := range playing {
			ids = append(ids, strconv.FormatInt(int64(p.ID), 10))
		}
		fmt.Fprintln(w, "tablemate:", loc.Sprintf("%d games are in progress in %s (%s); `tablemate history` lists them", len(playing), dbPath, strings.Join(ids, loc.T(", "))))
	}
	return nil
}

// maybeSaveScript saves the game when --db was given to the script command;
// without it a script stays a dry run, so tests and pipes do not fill the
// history.
func maybeSaveScript(cmd *cobra.Command, g kernel.Session) error {
	f := cmd.Flag("db")
	if f == nil || !f.Changed {
		return nil
	}
	started, err := scriptStart(cmd, time.Now()) // --date, checked before the script ran
	if err != nil {
		return err
	}
	return saveScript(cmd, f.Value.String(), g, started)
}

// openForReading opens the database read-only for the commands that only
// read it (history, export): nothing is created or changed, and a database
// in a read-only location can be read. A missing or empty file is
// store.ErrNoDatabase: no games yet.
// Given tables, it checks only those (store.OpenReadOnlyFor).
func openForReading(cmd *cobra.Command, tables ...string) (*store.Store, error) {
	path, err := storePath(cmd)
	if err != nil {
		return nil, err
	}
	return store.OpenReadOnlyFor(path, tables...)
}

// keepingAll raises the garbage collector's goal while a command that
// holds every game it reads until it writes them (history, export --all)
// runs: nearly all it allocates stays live to the end, so collections on
// the way free little, and they took a fifth of history's time at 10,000
// games. A GOGC in the environment still rules. It returns what puts the
// goal back (the benchmarks run the commands in one process).
func keepingAll() (restore func()) {
	if _, set := os.LookupEnv("GOGC"); set {
		return func() {}
	}
	old := debug.SetGCPercent(keptGCPercent)
	return func() { debug.SetGCPercent(old) }
}

// allGames reads every game for export --all in format: for bgstats, a
// finished game's summary kept when it ended holds all a play needs (no
// log read, none replayed), but for one kept before it held the game's
// rounds, whose log is read (store.ListPlays); the other formats hold
// every log.
func allGames(s *store.Store, format string) ([]store.Record, error) {
	if format == "bgstats" {
		return s.ListPlays()
	}
	return s.List()
}

// keptGCPercent is keepingAll's goal: the heap grows to five times what
// was live after a collection before the next.
const keptGCPercent = 400

// noDatabase says why there are no games (store.ErrNoDatabase) in loc's
// language: the database file does not exist, or is empty.
func noDatabase(loc *i18n.Localizer, err error) string {
	var none *store.NoDatabaseError
	if !errors.As(err, &none) {
		return loc.Error(err)
	}
	switch none.Why {
	case store.NoDatabaseMissing:
		return loc.Sprintf("%s does not exist", none.Path)
	case store.NoDatabaseEmpty:
		return loc.Sprintf("%s is empty", none.Path)
	}
	return none.Path + " " + none.Why
}

func newHistoryCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "history",
		Short: "List saved games with their results, and statistics per player and against the Automa",
		Long: `Lists every saved game, newest first: id, date, the game (Monumental with
its mode, World Monuments with its monument), players with their scores (and
gems, for World Monuments), and the winner, then the games in progress
(` + "`tablemate play --game ID`" + ` resumes one). Below, statistics of the
finished, scored games: per game and player, solo and each size of table
apart (games, wins, win rate, mean and best score; the favourite
civilization for Monumental), per civilization of the players and of the
Automas (plays, wins, win rate, mean score) and, for games against the
Automas, per number of Automas and difficulty (the highest, when several
played): games, win rate, mean margin = the best human score minus the best
Automa's.
The database is only read: a missing one means no games yet (with --format
json: []), and nothing is created.`,
		Example: `  tablemate history
  tablemate history --format json --db games.db`,
		Args: cmddoc.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if format != "table" && format != "json" {
				return &exitError{code: 2, err: errorf("--format %q: use table or json", format)}
			}
			loc, err := localizer(cmd) // the language: --lang, config, LANG
			if err != nil {
				return err
			}
			// The history reads the games' rows and what was kept when
			// they ended; a log it reads (a game without) says its own
			// damage.
			s, err := openForReading(cmd, "games", "kept")
			if errors.Is(err, store.ErrNoDatabase) {
				// No database yet is no games yet: an empty result, and
				// nothing created.
				if format == "json" {
					_, err := fmt.Fprintln(cmd.OutOrStdout(), "[]")
					return err
				}
				_, err := fmt.Fprintln(cmd.OutOrStdout(), loc.Sprintf("No games saved yet (%s).", noDatabase(loc, err)))
				return err
			}
			if err != nil {
				return err
			}
			defer s.Close()
			defer keepingAll()()
			records, err := s.ListKept()
			if err != nil {
				return err
			}
			kinds := gameKinds()
			// The statistics are counted on a second core while the rows
			// are made: both only read the records.
			counted := make(chan store.Stats, 1)
			go func() { counted <- store.Statistics(records) }()
			rows := export.HistoryRows(loc, kinds, records)
			stats := <-counted
			if format == "json" {
				return export.HistoryJSON(cmd.OutOrStdout(), rows, stats)
			}
			return export.WriteHistory(cmd.OutOrStdout(), loc, kinds, rows, stats)
		},
	}
	cmd.Flags().StringVar(&format, "format", "table", "output format: table or json")
	return cmd
}

// exportFormats are export's --format values; exportAllFormats those that
// hold every game in one file (--all).
var (
	exportFormats    = []string{"json", "csv", "markdown", "bgstats", "bgstats-link", "bgstats-qr"}
	exportAllFormats = []string{"bgstats", "json", "csv"}
)

func newExportCmd() *cobra.Command {
	var format, location string
	var all, qrDark bool
	cmd := &cobra.Command{
		Use:   "export GAME | --all",
		Short: "Export a saved game (result and log) as json, csv, markdown or for BG Stats",
		Long: `Writes one saved game to standard output: its result and its log (the setup
line, then the actions). GAME is a game id from 'tablemate history', or 'last'
for the most recently started game.

Formats: json (everything), csv (one row per setup line, player and action),
markdown (a readable report), and for the BG Stats app (a finished, scored
game only; see the README): bgstats (the app's import file), bgstats-link (the
link that opens the app with the play filled in) and bgstats-qr (that link as
a QR code to scan with the phone). --all writes every game in one file: every
finished, scored game in one bgstats import file (the default), or every saved
game as one json list or one csv table. The database is only read: a missing
one has nothing to export (with --format json: []), and nothing is created.`,
		Example: `  tablemate export 3 --format markdown > game3.md
  tablemate export last --format bgstats-qr
  tablemate export last --format bgstats --location "Ana's" > play.bgsplay
  tablemate export --all > plays.bgsplay
  tablemate export --all --format csv > games.csv`,
		Args: func(cmd *cobra.Command, args []string) error {
			if all {
				if len(args) > 0 {
					return errorf("--all exports every game: give no GAME (got %q)", args[0])
				}
				return nil
			}
			return cmddoc.ExactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(exportFormats, format) {
				return &exitError{code: 2, err: errorf("--format %q: use %s", format, kernel.Choices(exportFormats))}
			}
			if all && !cmd.Flags().Changed("format") {
				format = "bgstats" // the only format that holds many plays
			}
			if all && !slices.Contains(exportAllFormats, format) {
				return usageError(cmd, errorf("--all writes every game in one file: use it with --format %s", kernel.Choices(exportAllFormats)))
			}
			if !all {
				if _, err := gameArg(args[0]); err != nil {
					return err
				}
			}
			// The pages it reads are checked as they are read
			// (openForReading): every game's, or the one game's.
			tables := []string{"games", "actions", "redo", "sittings"}
			if all {
				tables = append(tables, "kept")
			}
			s, err := openForReading(cmd, tables...)
			if errors.Is(err, store.ErrNoDatabase) {
				// No database yet: a named game does not exist (exit 1);
				// --all gives an empty result, as for a database without
				// games (exit 0). Nothing is created.
				loc := userLocalizer(cmd)
				if !all {
					return &exitError{code: exitFailure, err: errorf("no games saved yet: %s: nothing to export", noDatabase(loc, err))}
				}
				fmt.Fprintln(cmd.ErrOrStderr(), "tablemate:", loc.Sprintf("no games saved yet: %s: nothing to export", noDatabase(loc, err)))
				if format == "json" {
					_, err := fmt.Fprintln(cmd.OutOrStdout(), "[]")
					return err
				}
				return nil
			}
			if err != nil {
				return err
			}
			defer s.Close()
			w, kinds := cmd.OutOrStdout(), gameKinds()
			if all {
				defer keepingAll()()
				records, err := allGames(s, format)
				if err != nil {
					return err
				}
				switch format {
				case "json":
					return export.JSONAll(w, kinds, records)
				case "csv":
					all := make([]*store.Record, len(records))
					for i := range records {
						all[len(records)-1-i] = &records[i] // oldest first
					}
					return export.CSV(w, kinds, all...)
				}
				return export.AllBGStats(w, cmd.ErrOrStderr(), userLocalizer(cmd), kinds, records, location)
			}
			r, err := findGame(s, args[0])
			if err != nil {
				return err
			}
			switch format {
			case "json":
				return export.JSON(w, kinds, r)
			case "csv":
				return export.CSV(w, kinds, r)
			case "markdown":
				loc, err := localizer(cmd) // the language: --lang, config, LANG
				if err != nil {
					return err
				}
				return export.Markdown(w, loc, kinds, r)
			case "bgstats-link":
				return export.BGStatsLink(w, userLocalizer(cmd), kinds, r, location)
			case "bgstats-qr":
				return export.BGStatsQR(w, userLocalizer(cmd), kinds, r, location, qrDark)
			}
			return export.BGStats(w, userLocalizer(cmd), kinds, r, location)
		},
	}
	cmd.Flags().StringVar(&format, "format", "json", "json, csv, markdown, bgstats, bgstats-link, bgstats-qr")
	cmd.Flags().StringVar(&location, "location", "", "bgstats: the place where the game was played")
	cmd.Flags().BoolVar(&all, "all", false, "every game in one file: bgstats (the default), json or csv")
	cmd.Flags().BoolVar(&qrDark, "qr-dark", false, "bgstats-qr: draw the dark modules as blocks, for a terminal with dark text on a light background")
	return cmd
}

func findGame(s *store.Store, arg string) (*store.Record, error) {
	if arg == "last" {
		last, err := s.LastID()
		if err == nil && last == 0 {
			err = errorf("no games saved yet")
		}
		if err != nil {
			return nil, err
		}
		return s.LoadTimed(last) // the exports carry the clock
	}
	n, err := gameArg(arg)
	if err != nil {
		return nil, err
	}
	r, err := s.LoadTimed(store.GameID(n))
	if errors.Is(err, store.ErrNotFound) {
		return nil, errorf("there is no game %s: see 'tablemate history'", ident(n))
	}
	return r, err
}

// gameArg checks export's GAME argument: a game id or "last" (0).
func gameArg(arg string) (int64, error) {
	if arg == "last" {
		return 0, nil
	}
	n, err := strconv.ParseInt(arg, 10, 64)
	if err != nil || n <= 0 {
		return 0, &exitError{code: 2, err: errorf("%q is not a game id: give a number from 'tablemate history', or last", arg)}
	}
	return n, nil
}
