package main

// Saved games on the command line: where the database is, saving a scripted
// game, the history with statistics, and exports (JSON, CSV, Markdown and
// the BG Stats app's import format).

import (
	"cmp"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

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
	s, err := store.Open(dbPath)
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
func openForReading(cmd *cobra.Command) (*store.Store, error) {
	path, err := storePath(cmd)
	if err != nil {
		return nil, err
	}
	return store.OpenReadOnly(path)
}

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

// --- history ---

// historyRow is one game in the history list.
type historyRow struct {
	ID   store.GameID `json:"id"`
	Date time.Time    `json:"date"`
	Game string       `json:"game"`
	// Mode is how the game was played, Monument the monument built (as
	// printed on its board), for the games that have one.
	Mode     string   `json:"mode,omitempty"`
	Monument string   `json:"monument,omitempty"`
	Status   string   `json:"status"`
	Players  []string `json:"players"`
	Scores   []int    `json:"scores,omitempty"`
	// Gems are the gems of a scored game whose results hold them, by
	// player.
	Gems    []int    `json:"gems,omitempty"`
	Winners []string `json:"winners,omitempty"`
	Actions int      `json:"actions"`
	// PlayedSeconds is the playing time, absent when the game was not
	// timed from its start; TurnTimes each player's timed turns.
	PlayedSeconds *int64     `json:"played_seconds,omitempty"`
	TurnTimes     []turnTime `json:"turn_times,omitempty"`
	clock         gameClock
	// game is the table's game column in the reader's language.
	game string
}

// turnTime is one player's timed turns in a game, or over the history.
type turnTime struct {
	Game        string  `json:"game,omitempty"` // in the statistics: turns of different games are not mixed
	Name        string  `json:"name"`
	Turns       int     `json:"turns"`
	MeanSeconds float64 `json:"mean_seconds"`
	total       time.Duration
}

// gameClock is a saved game's times as the history and the exports show
// them.
type gameClock struct {
	times store.Times
	// players are the mean turn times of those with a timed turn.
	players []store.PlayerTime
}

// clockOf reads a saved game's times; whose turn each action was comes from
// replaying its log with its engine, for the games with timed actions only.
func clockOf(kinds kernel.Kinds, r *store.Record) gameClock {
	c := gameClock{times: r.Times()}
	if !slices.ContainsFunc(c.times.Offsets, func(d time.Duration) bool { return d >= 0 }) {
		return c
	}
	steps, err := store.Steps(kinds.Named(r.Game), r)
	if err != nil {
		return c // a log its engine refuses has no turns to time
	}
	c.players = store.ThinkingTimes(store.Turns(steps, c.times.Offsets))
	return c
}

// playedSeconds is the playing time in seconds, nil when not known.
func (c gameClock) playedSeconds() *int64 {
	if !c.times.PlayedKnown {
		return nil
	}
	n := int64(c.times.Played.Round(time.Second) / time.Second)
	return &n
}

func (c gameClock) turnTimes() []turnTime {
	var out []turnTime
	for _, p := range c.players {
		out = append(out, turnTime{Name: p.Name, Turns: p.Turns, MeanSeconds: p.Mean.Round(time.Second).Seconds(), total: p.Total})
	}
	return out
}

// clockText is a duration as a table shows it: 1h35m, 4m05s, 40s.
func clockText(d time.Duration) string {
	d = d.Round(time.Second)
	switch {
	case d >= time.Hour:
		return fmt.Sprintf("%dh%02dm", d/time.Hour, d%time.Hour/time.Minute)
	case d >= time.Minute:
		return fmt.Sprintf("%dm%02ds", d/time.Minute, d%time.Minute/time.Second)
	}
	return fmt.Sprintf("%ds", d/time.Second)
}

// playedText is the playing time for a table, "-" when not known.
func (c gameClock) playedText() string {
	if !c.times.PlayedKnown {
		return "-"
	}
	return clockText(c.times.Played)
}

// turnStatistics sums the players' timed turns over the games, per game
// and player, in the order they first appear.
func turnStatistics(rows []historyRow) []turnTime {
	var out []turnTime
	index := map[[2]string]int{}
	for _, r := range rows {
		for _, p := range r.clock.players {
			k := [2]string{r.Game, p.Name}
			i, ok := index[k]
			if !ok {
				i = len(out)
				index[k] = i
				out = append(out, turnTime{Game: r.Game, Name: p.Name})
			}
			out[i].Turns += p.Turns
			out[i].total += p.Total
		}
	}
	for i := range out {
		out[i].MeanSeconds = (out[i].total / time.Duration(out[i].Turns)).Round(time.Second).Seconds()
	}
	return out
}

func status(r *store.Record) string {
	switch {
	case r.Finished:
		return "finished"
	case r.Abandoned:
		return "abandoned"
	}
	return "playing"
}

// described is a saved game's kind, nil for a game this program does not
// know, and what its setup line says as its game reads it.
type described struct {
	kind *kernel.Kind
	kernel.Description
}

func describe(kinds kernel.Kinds, r *store.Record) described {
	k := kinds.Named(r.Game)
	if k == nil || k.Describe == nil {
		return described{kind: k, Description: kernel.Description{Start: -1}}
	}
	return described{k, k.Describe(r.Setup)}
}

// title is the game's name as players know it in loc's language, "" for a
// game this program does not know.
func (d described) title(loc *i18n.Localizer) string {
	if d.kind == nil {
		return ""
	}
	return loc.T(d.kind.Title)
}

// gameTitle is a saved game name's title in loc's language ("Monumental",
// "モニュメンタル"), else the saved name.
func gameTitle(loc *i18n.Localizer, kinds kernel.Kinds, game string) string {
	if k := kinds.Named(game); k != nil {
		return loc.T(k.Title)
	}
	return game
}

// signed is a number as a margin shows it: with its sign, + when not
// negative.
func signed(n string) string {
	if strings.HasPrefix(n, "-") {
		return n
	}
	return "+" + n
}

// fields are the result fields the game's results hold: the exports'
// columns.
func (d described) fields() kernel.ResultFields {
	if d.kind == nil {
		return 0
	}
	return d.kind.Fields
}

// text renders a part of the description in loc's language, "" when the
// game has none.
func text(loc *i18n.Localizer, m kernel.Messager) string {
	if m == nil {
		return ""
	}
	return loc.Message(m)
}

// historyRows are the games as the history shows them: the JSON's fields in
// stable English words, the table's game column in loc's language.
func historyRows(loc *i18n.Localizer, records []store.Record) []historyRow {
	rows := make([]historyRow, 0, len(records))
	kinds := gameKinds()
	english := i18n.New(i18n.English)
	for i := range records {
		r := &records[i]
		d := describe(kinds, r)
		row := historyRow{ID: r.ID, Date: r.Started, Game: r.Game, Mode: text(english, d.Mode), Monument: text(english, d.Monument),
			Status: status(r), Actions: len(r.Actions), Players: []string{}, game: cmp.Or(d.title(loc), r.Game)}
		// "Monumental, standard", "World Monuments, Taj Mahal".
		if variant := cmp.Or(text(loc, d.Monument), text(loc, d.Mode)); variant != "" && d.kind != nil {
			row.game = d.title(loc) + loc.T(", ") + variant
		}
		row.clock = clockOf(kinds, r)
		row.PlayedSeconds, row.TurnTimes = row.clock.playedSeconds(), row.clock.turnTimes()
		if r.Result != nil && len(r.Result.Players) > 0 {
			gems := d.fields().Has(kernel.FieldGems)
			for _, p := range r.Result.Players {
				row.Players = append(row.Players, p.Name)
				row.Scores = append(row.Scores, p.Score)
				gems = gems && p.Gems != nil
				if gems {
					row.Gems = append(row.Gems, *p.Gems)
				}
			}
			if !gems {
				row.Gems = nil
			}
			if !r.Result.Scored() {
				row.Scores, row.Gems = nil, nil
			}
			row.Winners = r.Result.Winners
		} else {
			row.Players = append(row.Players, d.Seats...)
		}
		rows = append(rows, row)
	}
	return rows
}

// seatNames are a saved game's players, read from its setup line.
func seatNames(r *store.Record) []string {
	return append([]string{}, describe(gameKinds(), r).Seats...)
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
finished, scored games: per game and player (games, wins, mean and best
score; the favourite civilization for Monumental), per civilization (plays,
wins, mean score) and, for games against the Automas, per number of Automas
and difficulty (the highest, when several played): games, win rate, mean
margin = the best human score minus the best Automa's.
The database is only read: a missing one means no games yet (with --format
json: []), and nothing is created.`,
		Example: `  tablemate history
  tablemate history --format json --db games.db`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if format != "table" && format != "json" {
				return &exitError{code: 2, err: errorf("--format %q: use table or json", format)}
			}
			settings, err := loadSettings(cmd) // the language: --lang, config, LANG
			if err != nil {
				return err
			}
			loc := i18n.New(settings.Language.String())
			s, err := openForReading(cmd)
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
			records, err := s.List()
			if err != nil {
				return err
			}
			rows, stats := historyRows(loc, records), store.Statistics(records)
			if format == "json" {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				turns := turnStatistics(rows)
				if turns == nil {
					turns = []turnTime{}
				}
				return enc.Encode(struct {
					Games      []historyRow   `json:"games"`
					InProgress []store.GameID `json:"in_progress"`
					Stats      store.Stats    `json:"statistics"`
					TurnTimes  []turnTime     `json:"turn_times"`
				}{rows, inProgress(rows), stats, turns})
			}
			return writeHistory(cmd.OutOrStdout(), loc, rows, stats)
		},
	}
	cmd.Flags().StringVar(&format, "format", "table", "output format: table or json")
	return cmd
}

// inProgress are the ids of the games in progress, the most recently
// started first.
func inProgress(rows []historyRow) []store.GameID {
	ids := []store.GameID{}
	for _, r := range rows {
		if r.Status == "playing" {
			ids = append(ids, r.ID)
		}
	}
	return ids
}

// writeHistory writes the history's tables in loc's language: the heads,
// statuses, modes and civilizations.
func writeHistory(w io.Writer, loc *i18n.Localizer, rows []historyRow, st store.Stats) error {
	return writeTables(w, func(b *strings.Builder) {
		if len(rows) == 0 {
			b.WriteString(loc.T("No games saved yet.") + "\n")
		}
		games := textTable{numeric: []bool{true}}
		if len(rows) > 0 {
			games.row(loc.T("ID"), loc.T("DATE"), loc.T("GAME"), loc.T("STATUS"), loc.T("TIME"), loc.T("PLAYERS"), loc.T("WINNER"))
		}
		for _, r := range rows {
			players := make([]string, len(r.Players))
			for i, p := range r.Players {
				players[i] = p
				if r.Scores != nil {
					players[i] += " " + strconv.Itoa(r.Scores[i])
				}
				if r.Gems != nil {
					players[i] += " (" + counted(loc, r.Gems[i], "%d gem", "%d gems") + ")"
				}
			}
			winner := strings.Join(r.Winners, loc.T(", "))
			if winner == "" {
				winner = "-"
			}
			games.row(strconv.FormatInt(int64(r.ID), 10), r.Date.Format("2006-01-02 15:04"), r.game, loc.T(r.Status), r.clock.playedText(), strings.Join(players, loc.T(", ")), winner)
		}
		games.write(b)
		if ids := inProgress(rows); len(ids) > 0 {
			list := make([]string, len(ids))
			for i, id := range ids {
				list[i] = strconv.FormatInt(int64(id), 10)
			}
			if len(ids) == 1 {
				fmt.Fprintf(b, "\n%s\n", loc.Sprintf("In progress: game %s (`tablemate play` resumes it)", list[0]))
			} else {
				fmt.Fprintf(b, "\n%s\n", loc.Sprintf("In progress: %d games (%s); `tablemate play` resumes the last played, `tablemate play --game ID` the one you choose", len(ids), strings.Join(list, ", ")))
			}
		}
		if len(st.Players) > 0 {
			fmt.Fprintf(b, "\n%s\n", loc.Sprintf("Players (%d scored games)", st.Scored))
			// One table per game, by its saved name; the favourite
			// civilization for a game whose results hold civilizations.
			var games []string
			for _, p := range st.Players {
				games = append(games, p.Game)
			}
			slices.Sort(games)
			kinds := gameKinds()
			wrote := false
			for _, game := range slices.Compact(games) {
				civs := false
				if k := kinds.Named(game); k != nil {
					civs = k.Fields.Has(kernel.FieldCivilization)
				}
				players := textTable{numeric: []bool{false, false, true, true, true, true, false}}
				for _, p := range st.Players {
					if p.Game != game {
						continue
					}
					if !civs {
						if len(players.rows) == 0 {
							players.row(loc.T("GAME"), loc.T("PLAYER"), loc.T("GAMES"), loc.T("WINS"), loc.T("MEAN SCORE"), loc.T("BEST"))
						}
						players.row(gameTitle(loc, kinds, p.Game), p.Name, strconv.Itoa(p.Games), strconv.Itoa(p.Wins), loc.Decimal(p.MeanScore, 1), strconv.Itoa(p.BestScore))
						continue
					}
					if len(players.rows) == 0 {
						players.row(loc.T("GAME"), loc.T("PLAYER"), loc.T("GAMES"), loc.T("WINS"), loc.T("MEAN SCORE"), loc.T("BEST"), loc.T("FAVOURITE CIVILIZATION"))
					}
					fav := loc.Civilization(p.Favourite)
					if fav == "" {
						fav = "-"
					}
					players.row(gameTitle(loc, kinds, p.Game), p.Name, strconv.Itoa(p.Games), strconv.Itoa(p.Wins), loc.Decimal(p.MeanScore, 1), strconv.Itoa(p.BestScore), fav)
				}
				if len(players.rows) > 0 && wrote {
					b.WriteString("\n")
				}
				wrote = wrote || len(players.rows) > 0
				players.write(b)
			}
		}
		if turns := turnStatistics(rows); len(turns) > 0 {
			b.WriteString("\n" + loc.T("Turn times (timed turns: from the end of the turn before to the turn's end, dashboard closed not counted)") + "\n")
			tt := textTable{numeric: []bool{false, false, true, true}}
			tt.row(loc.T("GAME"), loc.T("PLAYER"), loc.T("TURNS"), loc.T("MEAN TURN"))
			for _, p := range turns {
				tt.row(gameTitle(loc, gameKinds(), p.Game), p.Name, strconv.Itoa(p.Turns), clockText(time.Duration(p.MeanSeconds*float64(time.Second))))
			}
			tt.write(b)
		}
		if len(st.Civilizations) > 0 {
			b.WriteString("\n" + loc.T("Civilizations (players' seats, not the Automa's)") + "\n")
			civs := textTable{numeric: []bool{false, true, true, true}}
			civs.row(loc.T("CIVILIZATION"), loc.T("PLAYS"), loc.T("WINS"), loc.T("MEAN SCORE"))
			for _, c := range st.Civilizations {
				civs.row(loc.Civilization(c.Civilization), strconv.Itoa(c.Plays), strconv.Itoa(c.Wins), loc.Decimal(c.MeanScore, 1))
			}
			civs.write(b)
		}
		if len(st.Automa) > 0 {
			b.WriteString("\n" + loc.T("Against the Automa") + "\n")
			automa := textTable{numeric: []bool{true, true, true, true, true, true, true}}
			automa.row(loc.T("AUTOMAS"), loc.T("DIFFICULTY"), loc.T("GAMES"), loc.T("WINS"), loc.T("SHARED"), loc.T("WIN RATE"), loc.T("MEAN MARGIN"))
			for _, a := range st.Automa {
				automa.row(strconv.Itoa(a.Bots), strconv.Itoa(a.Difficulty), strconv.Itoa(a.Games), strconv.Itoa(a.Wins), strconv.Itoa(a.Shared), loc.Sprintf("%s%%", loc.Decimal(100*a.WinRate, 0)), signed(loc.Decimal(a.MeanMargin, 1)))
			}
			automa.write(b)
		}
	})
}

// --- export ---

// exportFormats are export's --format values.
var exportFormats = []string{"json", "csv", "markdown", "bgstats", "bgstats-link", "bgstats-qr"}

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
a QR code to scan with the phone). --all writes every finished, scored game
in one bgstats import file. The database is only read: a missing one has
nothing to export (with --format json: []), and nothing is created.`,
		Example: `  tablemate export 3 --format markdown > game3.md
  tablemate export last --format bgstats-qr
  tablemate export last --format bgstats --location "Ana's" > play.bgsplay
  tablemate export --all > plays.bgsplay`,
		Args: func(cmd *cobra.Command, args []string) error {
			if all {
				if len(args) > 0 {
					return errorf("--all exports every game: give no GAME (got %q)", args[0])
				}
				return nil
			}
			return exactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(exportFormats, format) {
				return &exitError{code: 2, err: errorf("--format %q: use %s", format, kernel.Choices(exportFormats))}
			}
			if all && !cmd.Flags().Changed("format") {
				format = "bgstats" // the only format that holds many plays
			}
			if all && format != "bgstats" {
				return usageError(cmd, errorf("--all writes BG Stats' import file: use it with --format bgstats"))
			}
			if !all {
				if _, err := gameArg(args[0]); err != nil {
					return err
				}
			}
			s, err := openForReading(cmd)
			if errors.Is(err, store.ErrNoDatabase) {
				// No database yet: an empty result, as for a database
				// without games, and nothing created.
				loc := userLocalizer(cmd)
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
			w := cmd.OutOrStdout()
			if all {
				records, err := s.List()
				if err != nil {
					return err
				}
				return exportAllBGStats(w, cmd.ErrOrStderr(), userLocalizer(cmd), records, location)
			}
			r, err := findGame(s, args[0])
			if err != nil {
				return err
			}
			switch format {
			case "json":
				return exportJSON(w, r)
			case "csv":
				return exportCSV(w, r)
			case "markdown":
				settings, err := loadSettings(cmd) // the language: --lang, config, LANG
				if err != nil {
					return err
				}
				return exportMarkdown(w, i18n.New(settings.Language.String()), r)
			case "bgstats-link":
				return exportBGStatsLink(w, r, location)
			case "bgstats-qr":
				return exportBGStatsQR(w, r, location, qrDark)
			}
			return exportBGStats(w, r, location)
		},
	}
	cmd.Flags().StringVar(&format, "format", "json", "json, csv, markdown, bgstats, bgstats-link, bgstats-qr")
	cmd.Flags().StringVar(&location, "location", "", "bgstats: the place where the game was played")
	cmd.Flags().BoolVar(&all, "all", false, "bgstats: every finished, scored game in one file")
	cmd.Flags().BoolVar(&qrDark, "qr-dark", false, "bgstats-qr: draw the dark modules as blocks, for a terminal with dark text on a light background")
	return cmd
}

func findGame(s *store.Store, arg string) (*store.Record, error) {
	if arg == "last" {
		last, err := s.Last()
		if err == nil && last == nil {
			err = errorf("no games saved yet")
		}
		if err != nil {
			return nil, err
		}
		return s.LoadTimed(last.ID) // the exports carry the clock
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

type exportDoc struct {
	ID      store.GameID `json:"id"`
	Game    string       `json:"game"`
	Status  string       `json:"status"`
	Started time.Time    `json:"started"`
	Updated time.Time    `json:"updated"`
	// Ended is when it was scored; PlayedSeconds its playing time (absent
	// when not timed from its start); ActionSeconds the playing time at
	// which each action was recorded (null when not known).
	Ended         *time.Time `json:"ended,omitempty"`
	PlayedSeconds *int64     `json:"played_seconds,omitempty"`
	TurnTimes     []turnTime `json:"turn_times,omitempty"`
	Setup         string     `json:"setup"`
	Actions       []string   `json:"actions"`
	ActionSeconds []*float64 `json:"action_seconds"`
	Redo          []string   `json:"redo"`
	// Monument is the monument built, as printed on its board, for a game
	// that has one.
	Monument string        `json:"monument,omitempty"`
	Result   *exportResult `json:"result"`
}

// exportResult is the saved result with the fields its game's results hold
// (kernel.Kind.Fields): a World Monuments player has gems and no Gold.
type exportResult struct {
	Players    []exportPlayer `json:"players"`
	Winners    []string       `json:"winners"`
	Difficulty int            `json:"difficulty,omitempty"`
	Finished   time.Time      `json:"finished"`
}

// exportPlayer: a field the game's results do not hold is left out (nil);
// civilization and automa are left out when empty, as the result has them.
type exportPlayer struct {
	Name         string `json:"name"`
	Civilization string `json:"civilization,omitempty"`
	Automa       bool   `json:"automa,omitempty"`
	Score        int    `json:"score"`
	Rank         int    `json:"rank"`
	Winner       bool   `json:"winner"`
	Gold         *int   `json:"gold,omitempty"`
	Culture      *int   `json:"culture,omitempty"`
	// Gems is absent for a result saved before gems were kept.
	Gems *int `json:"gems,omitempty"`
}

func resultOf(r *store.Result, fields kernel.ResultFields) *exportResult {
	if r == nil {
		return nil
	}
	out := &exportResult{Winners: r.Winners, Difficulty: r.Difficulty, Finished: r.Finished, Players: []exportPlayer{}}
	for _, p := range r.Players {
		e := exportPlayer{Name: p.Name, Score: p.Score, Rank: p.Rank, Winner: p.Winner}
		if fields.Has(kernel.FieldCivilization) {
			e.Civilization = p.Civilization
		}
		if fields.Has(kernel.FieldAutoma) {
			e.Automa = p.Automa
		}
		if fields.Has(kernel.FieldGold) {
			e.Gold = &p.Gold
		}
		if fields.Has(kernel.FieldCulture) {
			e.Culture = &p.Culture
		}
		if fields.Has(kernel.FieldGems) {
			e.Gems = p.Gems
		}
		out.Players = append(out.Players, e)
	}
	return out
}

func exportJSON(w io.Writer, r *store.Record) error {
	kinds := gameKinds()
	c, d := clockOf(kinds, r), describe(kinds, r)
	doc := exportDoc{ID: r.ID, Game: r.Game, Status: status(r), Started: r.Started, Updated: r.Updated,
		PlayedSeconds: c.playedSeconds(), TurnTimes: c.turnTimes(),
		Setup: r.Setup, Actions: r.Actions, ActionSeconds: []*float64{}, Redo: r.Redo,
		Monument: text(i18n.New(i18n.English), d.Monument), Result: resultOf(r.Result, d.fields())}
	if !c.times.Ended.IsZero() {
		doc.Ended = &c.times.Ended
	}
	for _, off := range c.times.Offsets {
		var v *float64
		if off >= 0 {
			sec := off.Seconds()
			v = &sec
		}
		doc.ActionSeconds = append(doc.ActionSeconds, v)
	}
	if doc.Actions == nil {
		doc.Actions = []string{}
	}
	if doc.Redo == nil {
		doc.Redo = []string{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// csvColumn is a result field as a CSV column: its head and a player's cell.
type csvColumn struct {
	field kernel.ResultFields
	head  string
	cell  func(p store.PlayerResult) string
}

// csvBefore are the columns between the name and the score, csvAfter those
// after the winner, each written when the game's results hold it.
var (
	csvBefore = []csvColumn{
		{kernel.FieldCivilization, "civilization", func(p store.PlayerResult) string { return p.Civilization }},
		{kernel.FieldAutoma, "automa", func(p store.PlayerResult) string { return strconv.FormatBool(p.Automa) }},
	}
	csvAfter = []csvColumn{
		{kernel.FieldGold, "gold", func(p store.PlayerResult) string { return strconv.Itoa(p.Gold) }},
		{kernel.FieldCulture, "culture", func(p store.PlayerResult) string { return strconv.Itoa(p.Culture) }},
		{kernel.FieldGems, "gems", func(p store.PlayerResult) string {
			if p.Gems == nil {
				return "" // saved before gems were kept
			}
			return strconv.Itoa(*p.Gems)
		}},
	}
)

// exportCSV: one table for the whole game, told apart by the type column
// (game, monument, setup, player, action, redo), so any spreadsheet can
// filter it. The result columns are the ones the game's results hold; the
// game row's name column holds the status. seconds is the game's playing
// time, a player's mean turn, or the playing time an action was recorded
// at; empty when not known.
func exportCSV(w io.Writer, r *store.Record) error {
	kinds := gameKinds()
	c, d := clockOf(kinds, r), describe(kinds, r)
	var before, after []csvColumn
	for _, col := range csvBefore {
		if d.fields().Has(col.field) {
			before = append(before, col)
		}
	}
	for _, col := range csvAfter {
		if d.fields().Has(col.field) {
			after = append(after, col)
		}
	}
	header := []string{"type", "seq", "name"}
	for _, col := range before {
		header = append(header, col.head)
	}
	header = append(header, "score", "rank", "winner")
	for _, col := range after {
		header = append(header, col.head)
	}
	header = append(header, "text", "seconds")
	cw := csv.NewWriter(w)
	// The text is the column before the last; the last is the seconds.
	last := len(header) - 1
	row := func(typ string, seq int, text string) []string {
		out := make([]string, len(header))
		out[0], out[1], out[last-1] = typ, strconv.Itoa(seq), text
		return out
	}
	seconds := func(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }
	cw.Write(header)
	g := row("game", int(r.ID), r.Game)
	g[2] = status(r)
	if c.times.PlayedKnown {
		g[last] = seconds(c.times.Played)
	}
	cw.Write(g)
	if d.Monument != nil {
		cw.Write(row("monument", 0, text(i18n.New(i18n.English), d.Monument)))
	}
	cw.Write(row("setup", 0, r.Setup))
	if r.Result != nil {
		mean := map[string]time.Duration{}
		for _, p := range c.players {
			mean[p.Name] = p.Mean
		}
		for i, p := range r.Result.Players {
			turn := ""
			if m, ok := mean[p.Name]; ok {
				turn = seconds(m)
			}
			out := []string{"player", strconv.Itoa(i + 1), p.Name}
			for _, col := range before {
				out = append(out, col.cell(p))
			}
			out = append(out, strconv.Itoa(p.Score), strconv.Itoa(p.Rank), strconv.FormatBool(p.Winner))
			for _, col := range after {
				out = append(out, col.cell(p))
			}
			cw.Write(append(out, "", turn))
		}
	}
	for i, a := range r.Actions {
		out := row("action", i+1, a)
		if off := c.times.Offsets[i]; off >= 0 {
			out[last] = seconds(off)
		}
		cw.Write(out)
	}
	for i, a := range r.Redo {
		cw.Write(row("redo", i+1, a))
	}
	cw.Flush()
	return cw.Error()
}

// mdColumn is a result field as a markdown column: its head (a catalogue
// key), its alignment and a player's cell.
type mdColumn struct {
	field kernel.ResultFields
	head  string
	align string
	cell  func(loc *i18n.Localizer, p store.PlayerResult) string
}

// mdColumns are the markdown result's columns in order; a zero field is
// always written (rank, player, score, winner).
var mdColumns = []mdColumn{
	{0, "Rank", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string { return strconv.Itoa(p.Rank) }},
	{0, "Player", "---", func(loc *i18n.Localizer, p store.PlayerResult) string {
		if p.Automa {
			return loc.Sprintf("%s (Automa)", mdEscape(p.Name))
		}
		return mdEscape(p.Name)
	}},
	{kernel.FieldCivilization, "Civilization", "---", func(loc *i18n.Localizer, p store.PlayerResult) string {
		return mdEscape(loc.Civilization(p.Civilization))
	}},
	{0, "Score", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string { return strconv.Itoa(p.Score) }},
	{kernel.FieldGold, "Gold", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string { return strconv.Itoa(p.Gold) }},
	{kernel.FieldCulture, "Culture", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string { return strconv.Itoa(p.Culture) }},
	{kernel.FieldGems, "Gems", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string {
		if p.Gems == nil {
			return "-"
		}
		return strconv.Itoa(*p.Gems)
	}},
	{0, "Winner", ":---:", func(loc *i18n.Localizer, p store.PlayerResult) string {
		if p.Winner {
			return loc.T("yes")
		}
		return ""
	}},
}

// exportMarkdown writes the game for people to read, in loc's language (the
// setup and action lines stay in the script notation).
func exportMarkdown(w io.Writer, loc *i18n.Localizer, r *store.Record) error {
	var b strings.Builder
	kinds := gameKinds()
	d := describe(kinds, r)
	line := func(format string, args ...any) { b.WriteString(loc.Sprintf(format, args...) + "\n") }
	line("# %s, game %d", cmp.Or(d.title(loc), r.Game), r.ID)
	b.WriteString("\n")
	c := clockOf(kinds, r)
	line("- Started: %s", r.Started.Format("2006-01-02 15:04"))
	if r.Result != nil {
		line("- Finished: %s", r.Result.Finished.Format("2006-01-02 15:04"))
	}
	played := loc.T("not known (not timed from its start)")
	if c.times.PlayedKnown {
		played = clockText(c.times.Played)
	}
	line("- Playing time: %s", played)
	line("- Status: %s", loc.T(status(r)))
	if d.Monument != nil {
		line("- Monument: %s", loc.Message(d.Monument))
	}
	if d.Mode != nil {
		line("- Mode: %s", loc.Message(d.Mode))
	}
	if r.Result != nil && len(r.Result.Players) > 0 {
		// The columns the game's results hold: World Monuments has gems, no
		// civilizations, Gold or Culture.
		var cols []mdColumn
		for _, col := range mdColumns {
			if d.fields().Has(col.field) {
				cols = append(cols, col)
			}
		}
		cells := make([]string, len(cols))
		b.WriteString("\n## " + loc.T("Result") + "\n\n")
		for i, col := range cols {
			cells[i] = loc.T(col.head)
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		for i, col := range cols {
			cells[i] = col.align
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		for _, p := range r.Result.Players {
			for i, col := range cols {
				cells[i] = col.cell(loc, p)
			}
			b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		}
		if r.Result.Difficulty != 0 {
			b.WriteString("\n")
			line("Automa difficulty: %d", r.Result.Difficulty)
		}
	}
	if len(c.players) > 0 {
		fmt.Fprintf(&b, "\n## %s\n\n| %s | %s | %s |\n| --- | ---: | ---: |\n", loc.T("Turn times"), loc.T("Player"), loc.T("Turns"), loc.T("Mean turn"))
		for _, p := range c.players {
			fmt.Fprintf(&b, "| %s | %d | %s |\n", mdEscape(p.Name), p.Turns, clockText(p.Mean))
		}
	}
	b.WriteString("\n## " + loc.T("Log") + "\n\n```text\n" + r.Setup + "\n")
	for _, a := range r.Actions {
		b.WriteString(a + "\n")
	}
	b.WriteString("```\n")
	if len(r.Redo) > 0 {
		b.WriteString("\n" + loc.T("Undone (redo stack, next to redo last):") + "\n\n```text\n" + strings.Join(r.Redo, "\n") + "\n```\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdEscape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
