package main

// Saved games on the command line: where the database is, saving a scripted
// game, the history with statistics, and exports (JSON, CSV, Markdown and
// the BG Stats app's import format).

import (
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
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

func init() {
	subcommands = append(subcommands, newHistoryCmd, newExportCmd)
}

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
func saveScript(cmd *cobra.Command, dbPath string, g kernel.Session) error {
	var result *store.Result
	if g.Over() {
		r := g.Result()
		result = &r
	}
	s, err := store.Open(dbPath)
	if err != nil {
		return err
	}
	defer s.Close()
	id, err := s.Import(g.Kind().Name, g.SetupLine(), g.ActionTexts(), g.RedoTexts(), result)
	if err != nil {
		return err
	}
	// stderr: stdout carries the state, possibly as JSON.
	w := cmd.ErrOrStderr()
	if result != nil {
		fmt.Fprintf(w, "tablemate: saved as game %d in %s (finished)\n", id, dbPath)
		return nil
	}
	playing, err := s.InProgress()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "tablemate: saved as game %d in %s: a new game in progress; resume it with `tablemate play --game %d`\n", id, dbPath, id)
	if len(playing) > 1 {
		ids := make([]string, 0, len(playing))
		for _, p := range playing {
			ids = append(ids, strconv.FormatInt(int64(p.ID), 10))
		}
		fmt.Fprintf(w, "tablemate: %d games are in progress in %s (%s); `tablemate history` lists them\n", len(playing), dbPath, strings.Join(ids, ", "))
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
	return saveScript(cmd, f.Value.String(), g)
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

// --- history ---

// historyRow is one game in the history list.
type historyRow struct {
	ID      store.GameID `json:"id"`
	Date    time.Time    `json:"date"`
	Game    string       `json:"game"`
	Mode    string       `json:"mode"`
	Status  string       `json:"status"`
	Players []string     `json:"players"`
	Scores  []int        `json:"scores,omitempty"`
	Winners []string     `json:"winners,omitempty"`
	Actions int          `json:"actions"`
	// mode is Mode in the reader's language, for the text table; the
	// JSON keeps the stable English words.
	mode string
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

// describeMode is the game's mode from its setup line: "standard",
// "continuous, solo (difficulty 3)"... in loc's language (English for the
// JSON and the CSV).
func describeMode(loc *i18n.Localizer, r *store.Record) string {
	if r.Game == store.WorldMonuments {
		if setup, err := wm.ParseSetup(r.Setup); err == nil {
			return loc.T(setup.Monument.Label())
		}
	}
	if r.Game != store.Monumental {
		return "-"
	}
	setup, err := tracker.ParseSetup(r.Setup)
	if err != nil {
		return "?"
	}
	mode := loc.T(setup.Mode.String())
	switch n := setup.BotCount(); {
	case n == 1:
		mode += loc.T(", solo")
	case n > 1:
		mode += loc.Sprintf(", %d Automas", n)
	}
	if d := setup.AutomasDifficulty(); setup.BotCount() > 0 && d != 0 {
		mode += loc.Sprintf(" (difficulty %d)", d)
	}
	return mode
}

func historyRows(loc *i18n.Localizer, records []store.Record) []historyRow {
	rows := make([]historyRow, 0, len(records))
	english := i18n.New(i18n.English) // the JSON's stable words
	for i := range records {
		r := &records[i]
		row := historyRow{ID: r.ID, Date: r.Started, Game: r.Game, Mode: describeMode(english, r), Status: status(r), Actions: len(r.Actions), Players: []string{},
			mode: describeMode(loc, r)}
		if r.Result != nil && len(r.Result.Players) > 0 {
			for _, p := range r.Result.Players {
				row.Players = append(row.Players, p.Name)
				row.Scores = append(row.Scores, p.Score)
			}
			if !r.Result.Scored() {
				row.Scores = nil
			}
			row.Winners = r.Result.Winners
		} else {
			row.Players = seatNames(r)
		}
		rows = append(rows, row)
	}
	return rows
}

// seatNames are a saved game's players, read from its setup line.
func seatNames(r *store.Record) []string {
	names := []string{}
	if r.Game == store.WorldMonuments {
		if setup, err := wm.ParseSetup(r.Setup); err == nil {
			names = append(names, setup.Players...)
		}
		return names
	}
	if setup, err := tracker.ParseSetup(r.Setup); err == nil {
		for _, seat := range setup.Seats() {
			names = append(names, seat.Name)
		}
	}
	return names
}

func newHistoryCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "history",
		Short: "List saved games with their results, and statistics per player and against the Automa",
		Long: `Lists every saved game, newest first: id, date, game, mode, players with
their scores, and the winner, then the games in progress (` + "`tablemate play --game ID`" + `
resumes one). Below, statistics of the finished, scored games: per player
(games, wins, mean and best score, favourite civilization), per civilization
(plays, wins, mean score) and, for games against the Automas, per number of
Automas and difficulty (the highest, when several Automas played): games, win
rate, mean margin = the best human score minus the best Automa's.
The database is only read: a missing one means no games yet (with --format
json: []), and nothing is created.`,
		Example: `  tablemate history
  tablemate history --format json --db games.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if format != "table" && format != "json" {
				return &exitError{code: 2, err: fmt.Errorf("--format %q: use table or json", format)}
			}
			settings, err := loadSettings(cmd) // --lang, TABLEMATE_LANG, the config file, LANG
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
				_, err := fmt.Fprintln(cmd.OutOrStdout(), loc.Sprintf("No games saved yet (%s).", strings.TrimPrefix(err.Error(), store.ErrNoDatabase.Error()+": ")))
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
				return enc.Encode(struct {
					Games      []historyRow   `json:"games"`
					InProgress []store.GameID `json:"in_progress"`
					Stats      store.Stats    `json:"statistics"`
				}{rows, inProgress(rows), stats})
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
// statuses, modes and civilizations (names and numbers as saved).
func writeHistory(w io.Writer, loc *i18n.Localizer, rows []historyRow, st store.Stats) error {
	return writeTables(w, func(b *strings.Builder) {
		if len(rows) == 0 {
			b.WriteString(loc.T("No games saved yet.") + "\n")
		}
		games := textTable{numeric: []bool{true}}
		if len(rows) > 0 {
			games.row(loc.T("ID"), loc.T("DATE"), loc.T("GAME"), loc.T("MODE"), loc.T("STATUS"), loc.T("PLAYERS"), loc.T("WINNER"))
		}
		for _, r := range rows {
			players := make([]string, len(r.Players))
			for i, p := range r.Players {
				players[i] = p
				if r.Scores != nil {
					players[i] += " " + strconv.Itoa(r.Scores[i])
				}
			}
			winner := strings.Join(r.Winners, loc.T(", "))
			if winner == "" {
				winner = "-"
			}
			games.row(strconv.FormatInt(int64(r.ID), 10), r.Date.Format("2006-01-02 15:04"), r.Game, r.mode, loc.T(r.Status), strings.Join(players, loc.T(", ")), winner)
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
			players := textTable{numeric: []bool{false, false, true, true, true, true, false}}
			players.row(loc.T("GAME"), loc.T("PLAYER"), loc.T("GAMES"), loc.T("WINS"), loc.T("MEAN SCORE"), loc.T("BEST"), loc.T("FAVOURITE CIVILIZATION"))
			for _, p := range st.Players {
				fav := loc.Civilization(p.Favourite)
				if fav == "" {
					fav = "-"
				}
				players.row(p.Game, p.Name, strconv.Itoa(p.Games), strconv.Itoa(p.Wins), fmt.Sprintf("%.1f", p.MeanScore), strconv.Itoa(p.BestScore), fav)
			}
			players.write(b)
		}
		if len(st.Civilizations) > 0 {
			b.WriteString("\n" + loc.T("Civilizations (players' seats, not the Automa's)") + "\n")
			civs := textTable{numeric: []bool{false, true, true, true}}
			civs.row(loc.T("CIVILIZATION"), loc.T("PLAYS"), loc.T("WINS"), loc.T("MEAN SCORE"))
			for _, c := range st.Civilizations {
				civs.row(loc.Civilization(c.Civilization), strconv.Itoa(c.Plays), strconv.Itoa(c.Wins), fmt.Sprintf("%.1f", c.MeanScore))
			}
			civs.write(b)
		}
		if len(st.Automa) > 0 {
			b.WriteString("\n" + loc.T("Against the Automa") + "\n")
			automa := textTable{numeric: []bool{true, true, true, true, true, true, true}}
			automa.row(loc.T("AUTOMAS"), loc.T("DIFFICULTY"), loc.T("GAMES"), loc.T("WINS"), loc.T("SHARED"), loc.T("WIN RATE"), loc.T("MEAN MARGIN"))
			for _, a := range st.Automa {
				automa.row(strconv.Itoa(a.Bots), strconv.Itoa(a.Difficulty), strconv.Itoa(a.Games), strconv.Itoa(a.Wins), strconv.Itoa(a.Shared), fmt.Sprintf("%.0f%%", 100*a.WinRate), fmt.Sprintf("%+.1f", a.MeanMargin))
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
					return fmt.Errorf("--all exports every game: give no GAME (got %q)", args[0])
				}
				return nil
			}
			return cobra.ExactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(exportFormats, format) {
				return &exitError{code: 2, err: fmt.Errorf("--format %q: use %s", format, strings.Join(exportFormats, ", "))}
			}
			if all && !cmd.Flags().Changed("format") {
				format = "bgstats" // the only format that holds many plays
			}
			if all && format != "bgstats" {
				return usageError(cmd, fmt.Errorf("--all writes BG Stats' import file: use it with --format bgstats"))
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
				fmt.Fprintf(cmd.ErrOrStderr(), "tablemate: %v: nothing to export\n", err)
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
				return exportAllBGStats(w, records, location)
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
				settings, err := loadSettings(cmd) // --lang, TABLEMATE_LANG, the config file, LANG
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
	cmd.Flags().StringVar(&format, "format", "json", strings.Join(exportFormats, ", "))
	cmd.Flags().StringVar(&location, "location", "", "bgstats: the place where the game was played")
	cmd.Flags().BoolVar(&all, "all", false, "bgstats: every finished, scored game in one file")
	cmd.Flags().BoolVar(&qrDark, "qr-dark", false, "bgstats-qr: draw the dark modules as blocks, for a terminal with dark text on a light background")
	return cmd
}

func findGame(s *store.Store, arg string) (*store.Record, error) {
	if arg == "last" {
		last, err := s.Last()
		if err == nil && last == nil {
			err = errors.New("no games saved yet")
		}
		return last, err
	}
	n, err := gameArg(arg)
	if err != nil {
		return nil, err
	}
	r, err := s.Load(store.GameID(n))
	if errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("there is no game %d: see 'tablemate history'", n)
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
		return 0, &exitError{code: 2, err: fmt.Errorf("%q is not a game id: give a number from 'tablemate history', or last", arg)}
	}
	return n, nil
}

type exportDoc struct {
	ID      store.GameID  `json:"id"`
	Game    string        `json:"game"`
	Status  string        `json:"status"`
	Started time.Time     `json:"started"`
	Updated time.Time     `json:"updated"`
	Setup   string        `json:"setup"`
	Actions []string      `json:"actions"`
	Redo    []string      `json:"redo"`
	Result  *store.Result `json:"result"`
}

func exportJSON(w io.Writer, r *store.Record) error {
	doc := exportDoc{ID: r.ID, Game: r.Game, Status: status(r), Started: r.Started, Updated: r.Updated,
		Setup: r.Setup, Actions: r.Actions, Redo: r.Redo, Result: r.Result}
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

// csvHeader: one table for the whole game, told apart by the type column
// (game, setup, player, action, redo), so any spreadsheet can filter it.
var csvHeader = []string{"type", "seq", "name", "civilization", "automa", "score", "rank", "winner", "gold", "culture", "text"}

func exportCSV(w io.Writer, r *store.Record) error {
	cw := csv.NewWriter(w)
	row := func(typ string, seq int, text string) []string {
		out := make([]string, len(csvHeader))
		out[0], out[1], out[10] = typ, strconv.Itoa(seq), text
		return out
	}
	cw.Write(csvHeader)
	g := row("game", int(r.ID), r.Game)
	g[2] = status(r)
	cw.Write(g)
	cw.Write(row("setup", 0, r.Setup))
	if r.Result != nil {
		for i, p := range r.Result.Players {
			cw.Write([]string{"player", strconv.Itoa(i + 1), p.Name, p.Civilization, strconv.FormatBool(p.Automa),
				strconv.Itoa(p.Score), strconv.Itoa(p.Rank), strconv.FormatBool(p.Winner),
				strconv.Itoa(p.Gold), strconv.Itoa(p.Culture), ""})
		}
	}
	for i, a := range r.Actions {
		cw.Write(row("action", i+1, a))
	}
	for i, a := range r.Redo {
		cw.Write(row("redo", i+1, a))
	}
	cw.Flush()
	return cw.Error()
}

// exportMarkdown writes the game for people to read, in loc's language;
// the log keeps the action text, which is the same in every language.
func exportMarkdown(w io.Writer, loc *i18n.Localizer, r *store.Record) error {
	var b strings.Builder
	title := "Monumental"
	if r.Game == store.WorldMonuments {
		title = "World Monuments"
	}
	b.WriteString(loc.Sprintf("# %s, game %d", title, r.ID) + "\n\n")
	b.WriteString(loc.Sprintf("- Started: %s", r.Started.Format("2006-01-02 15:04")) + "\n")
	if r.Result != nil {
		b.WriteString(loc.Sprintf("- Finished: %s", r.Result.Finished.Format("2006-01-02 15:04")) + "\n")
	}
	b.WriteString(loc.Sprintf("- Status: %s", loc.T(status(r))) + "\n" + loc.Sprintf("- Mode: %s", describeMode(loc, r)) + "\n")
	if r.Result != nil && len(r.Result.Players) > 0 {
		// World Monuments has no civilizations, Gold or Culture.
		wmGame := r.Game == store.WorldMonuments
		b.WriteString("\n## " + loc.T("Result") + "\n\n")
		if wmGame {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n| ---: | --- | ---: | :---: |\n", loc.T("Rank"), loc.T("Player"), loc.T("Score"), loc.T("Winner"))
		} else {
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s |\n| ---: | --- | --- | ---: | ---: | ---: | :---: |\n",
				loc.T("Rank"), loc.T("Player"), loc.T("Civilization"), loc.T("Score"), loc.T("Gold"), loc.T("Culture"), loc.T("Winner"))
		}
		for _, p := range r.Result.Players {
			name := mdEscape(p.Name)
			if p.Automa {
				name = loc.Sprintf("%s (Automa)", name)
			}
			win := ""
			if p.Winner {
				win = loc.T("yes")
			}
			if wmGame {
				fmt.Fprintf(&b, "| %d | %s | %d | %s |\n", p.Rank, name, p.Score, win)
				continue
			}
			fmt.Fprintf(&b, "| %d | %s | %s | %d | %d | %d | %s |\n", p.Rank, name, mdEscape(loc.Civilization(p.Civilization)), p.Score, p.Gold, p.Culture, win)
		}
		if r.Result.Difficulty != 0 {
			b.WriteString("\n" + loc.Sprintf("Automa difficulty: %d", r.Result.Difficulty) + "\n")
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
