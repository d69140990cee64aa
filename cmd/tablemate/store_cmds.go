package main

// Saved games on the command line: where the database is, saving a scripted
// game, the history with statistics, and exports (JSON, CSV, Markdown and
// the BG Stats app's import format).

import (
	"crypto/sha1"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

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

// saveScript stores a scripted game like a played one: its setup, actions
// and redo stack, finished (without scores) if it reached its end.
func saveScript(dbPath string, g kernel.Session) (store.GameID, error) {
	s, err := store.Open(dbPath)
	if err != nil {
		return 0, err
	}
	defer s.Close()
	id, err := s.Import(g.Kind().Name, g.SetupLine(), g.ActionTexts(), g.RedoTexts())
	if err != nil {
		return 0, err
	}
	if g.Over() {
		if err := s.Finish(id, g.Result()); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// maybeSaveScript saves the game when --db was given to the script command;
// without it a script stays a dry run, so tests and pipes do not fill the
// history.
func maybeSaveScript(cmd *cobra.Command, g kernel.Session) error {
	f := cmd.Flag("db")
	if f == nil || !f.Changed {
		return nil
	}
	path := f.Value.String()
	id, err := saveScript(path, g)
	if err != nil {
		return err
	}
	// stderr: stdout carries the state, possibly as JSON.
	fmt.Fprintf(cmd.ErrOrStderr(), "tablemate: saved as game %d in %s\n", id, path)
	return nil
}

// openExisting opens the database for reading commands; a missing file is
// reported instead of created.
func openExisting(cmd *cobra.Command) (*store.Store, error) {
	path, err := storePath(cmd)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no games saved yet: %s does not exist (choose another file with --db)", path)
	}
	return store.Open(path)
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
// "continuous, solo (difficulty 3)"...
func describeMode(r *store.Record) string {
	if r.Game == store.WorldMonuments {
		if setup, err := wm.ParseSetup(r.Setup); err == nil {
			return setup.Monument.Label()
		}
	}
	if r.Game != store.Monumental {
		return "-"
	}
	setup, err := tracker.ParseSetup(r.Setup)
	if err != nil {
		return "?"
	}
	mode := setup.Mode.String()
	switch n := setup.BotCount(); {
	case n == 1:
		mode += ", solo"
	case n > 1:
		mode += fmt.Sprintf(", %d Automas", n)
	}
	if d := setup.AutomasDifficulty(); setup.BotCount() > 0 && d != 0 {
		mode += fmt.Sprintf(" (difficulty %d)", d)
	}
	return mode
}

func historyRows(records []store.Record) []historyRow {
	rows := make([]historyRow, 0, len(records))
	for i := range records {
		r := &records[i]
		row := historyRow{ID: r.ID, Date: r.Started, Game: r.Game, Mode: describeMode(r), Status: status(r), Actions: len(r.Actions), Players: []string{}}
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
their scores, and the winner. Below, statistics of the finished, scored games:
per player (games, wins, mean and best score, favourite civilization) and,
for games against the Automas, per number of Automas and difficulty (the
highest, when several Automas played): games, win rate, mean margin = the best
human score minus the best Automa's.`,
		Example: `  tablemate history
  tablemate history --format json --db games.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if format != "table" && format != "json" {
				return &exitError{code: 2, err: fmt.Errorf("--format %q: use table or json", format)}
			}
			s, err := openExisting(cmd)
			if err != nil {
				return err
			}
			defer s.Close()
			records, err := s.List()
			if err != nil {
				return err
			}
			rows, stats := historyRows(records), store.Statistics(records)
			if format == "json" {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(struct {
					Games []historyRow `json:"games"`
					Stats store.Stats  `json:"statistics"`
				}{rows, stats})
			}
			return writeHistory(cmd.OutOrStdout(), rows, stats)
		},
	}
	cmd.Flags().StringVar(&format, "format", "table", "output format: table or json")
	return cmd
}

func writeHistory(w io.Writer, rows []historyRow, st store.Stats) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	if len(rows) == 0 {
		fmt.Fprintln(tw, "No games saved yet.")
	} else {
		fmt.Fprintln(tw, "ID\tDATE\tGAME\tMODE\tSTATUS\tPLAYERS\tWINNER")
	}
	for _, r := range rows {
		players := make([]string, len(r.Players))
		for i, p := range r.Players {
			players[i] = p
			if r.Scores != nil {
				players[i] += " " + strconv.Itoa(r.Scores[i])
			}
		}
		winner := strings.Join(r.Winners, ", ")
		if winner == "" {
			winner = "-"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Date.Format("2006-01-02 15:04"), r.Game, r.Mode, r.Status, strings.Join(players, ", "), winner)
	}
	if len(st.Players) > 0 {
		fmt.Fprintf(tw, "\nPlayers (%d scored games)\n", st.Scored)
		fmt.Fprintln(tw, "GAME\tPLAYER\tGAMES\tWINS\tMEAN SCORE\tBEST\tFAVOURITE CIVILIZATION")
		for _, p := range st.Players {
			fav := p.Favourite
			if fav == "" {
				fav = "-"
			}
			fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%.1f\t%d\t%s\n", p.Game, p.Name, p.Games, p.Wins, p.MeanScore, p.BestScore, fav)
		}
	}
	if len(st.Automa) > 0 {
		fmt.Fprintln(tw, "\nAgainst the Automa")
		fmt.Fprintln(tw, "AUTOMAS\tDIFFICULTY\tGAMES\tWINS\tSHARED\tWIN RATE\tMEAN MARGIN")
		for _, a := range st.Automa {
			fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%.0f%%\t%+.1f\n", a.Bots, a.Difficulty, a.Games, a.Wins, a.Shared, 100*a.WinRate, a.MeanMargin)
		}
	}
	return tw.Flush()
}

// --- export ---

func newExportCmd() *cobra.Command {
	var format, location string
	cmd := &cobra.Command{
		Use:   "export GAME",
		Short: "Export a saved game (result and log) as json, csv, markdown or bgstats",
		Long: `Writes one saved game to standard output: its result and its log (the setup
line, then the actions). GAME is a game id from 'tablemate history', or 'last'
for the most recently started game.

Formats: json (everything), csv (one row per setup line, player and action),
markdown (a readable report), bgstats (the JSON file the BG Stats app
imports: a finished, scored game only; see the README).`,
		Example: `  tablemate export 3 --format markdown > game3.md
  tablemate export last --format bgstats --location "Ana's" > play.bgsplay`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			switch format {
			case "json", "csv", "markdown", "bgstats":
			default:
				return &exitError{code: 2, err: fmt.Errorf("--format %q: use json, csv, markdown or bgstats", format)}
			}
			s, err := openExisting(cmd)
			if err != nil {
				return err
			}
			defer s.Close()
			r, err := findGame(s, args[0])
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			switch format {
			case "json":
				return exportJSON(w, r)
			case "csv":
				return exportCSV(w, r)
			case "markdown":
				return exportMarkdown(w, r)
			}
			return exportBGStats(w, r, location)
		},
	}
	cmd.Flags().StringVar(&format, "format", "json", "json, csv, markdown or bgstats")
	cmd.Flags().StringVar(&location, "location", "", "bgstats: the place where the game was played")
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
	n, err := strconv.ParseInt(arg, 10, 64)
	if err != nil || n <= 0 {
		return nil, &exitError{code: 2, err: fmt.Errorf("%q is not a game id: give a number from 'tablemate history', or last", arg)}
	}
	r, err := s.Load(store.GameID(n))
	if errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("there is no game %d: see 'tablemate history'", n)
	}
	return r, err
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

func exportMarkdown(w io.Writer, r *store.Record) error {
	var b strings.Builder
	title := "Monumental"
	if r.Game == store.WorldMonuments {
		title = "World Monuments"
	}
	fmt.Fprintf(&b, "# %s, game %d\n\n", title, r.ID)
	fmt.Fprintf(&b, "- Started: %s\n", r.Started.Format("2006-01-02 15:04"))
	if r.Result != nil {
		fmt.Fprintf(&b, "- Finished: %s\n", r.Result.Finished.Format("2006-01-02 15:04"))
	}
	fmt.Fprintf(&b, "- Status: %s\n- Mode: %s\n", status(r), describeMode(r))
	if r.Result != nil && len(r.Result.Players) > 0 {
		// World Monuments has no civilizations, Gold or Culture.
		wmGame := r.Game == store.WorldMonuments
		if wmGame {
			b.WriteString("\n## Result\n\n| Rank | Player | Score | Winner |\n| ---: | --- | ---: | :---: |\n")
		} else {
			b.WriteString("\n## Result\n\n| Rank | Player | Civilization | Score | Gold | Culture | Winner |\n| ---: | --- | --- | ---: | ---: | ---: | :---: |\n")
		}
		for _, p := range r.Result.Players {
			name := mdEscape(p.Name)
			if p.Automa {
				name += " (Automa)"
			}
			win := ""
			if p.Winner {
				win = "yes"
			}
			if wmGame {
				fmt.Fprintf(&b, "| %d | %s | %d | %s |\n", p.Rank, name, p.Score, win)
				continue
			}
			fmt.Fprintf(&b, "| %d | %s | %s | %d | %d | %d | %s |\n", p.Rank, name, mdEscape(p.Civilization), p.Score, p.Gold, p.Culture, win)
		}
		if r.Result.Difficulty != 0 {
			fmt.Fprintf(&b, "\nAutoma difficulty: %d\n", r.Result.Difficulty)
		}
	}
	b.WriteString("\n## Log\n\n```text\n" + r.Setup + "\n")
	for _, a := range r.Actions {
		b.WriteString(a + "\n")
	}
	b.WriteString("```\n")
	if len(r.Redo) > 0 {
		b.WriteString("\nUndone (redo stack, next to redo last):\n\n```text\n" + strings.Join(r.Redo, "\n") + "\n```\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdEscape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// BG Stats import file (the app's .bgsplay/JSON format): lists of players,
// locations and games, and plays that refer to them by id.
const (
	monumentalBGGID = 233398
	bgStatsAbout    = "A play exported by tablemate for Board Game Stats: open or import it with the BG Stats app."
)

type bgsPlayer struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	IsAnonymous bool   `json:"isAnonymous"`
}

type bgsLocation struct {
	ID   int    `json:"id"`
	UUID string `json:"uuid"`
	Name string `json:"name"`
}

type bgsGame struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	BGGID       int    `json:"bggId,omitempty"`
	BGGName     string `json:"bggName,omitempty"`
	HighestWins bool   `json:"highestWins"`
	Cooperative bool   `json:"cooperative"`
	NoPoints    bool   `json:"noPoints"`
	UsesTeams   bool   `json:"usesTeams"`
}

type bgsScore struct {
	PlayerRefID int    `json:"playerRefId"`
	Score       string `json:"score"`
	Winner      bool   `json:"winner"`
	NewPlayer   bool   `json:"newPlayer"`
	StartPlayer bool   `json:"startPlayer"`
	Rank        int    `json:"rank"`
	SeatOrder   int    `json:"seatOrder"`
	Role        string `json:"role,omitempty"`
}

type bgsPlay struct {
	UUID          string     `json:"uuid"`
	GameRefID     int        `json:"gameRefId"`
	LocationRefID int        `json:"locationRefId,omitempty"`
	PlayDate      string     `json:"playDate"`
	DurationMin   int        `json:"durationMin"`
	Ignored       bool       `json:"ignored"`
	ManualWinner  bool       `json:"manualWinner"`
	Rounds        int        `json:"rounds"`
	UsesTeams     bool       `json:"usesTeams"`
	PlayerScores  []bgsScore `json:"playerScores"`
}

type bgsFile struct {
	About     string        `json:"about"`
	Players   []bgsPlayer   `json:"players"`
	Locations []bgsLocation `json:"locations"`
	Games     []bgsGame     `json:"games"`
	Plays     []bgsPlay     `json:"plays"`
}

// nameUUID is a name-based UUID (version 5 layout over SHA-1), so exporting
// the same play twice gives the same ids and BG Stats does not import it
// twice.
func nameUUID(name string) string {
	h := sha1.Sum([]byte("tablemate:" + name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

func bgStats(r *store.Record, location string) (bgsFile, error) {
	var f bgsFile
	if !r.Finished || !r.Result.Scored() {
		return f, fmt.Errorf("game %d has no final scores: BG Stats imports finished, scored plays (export it as json, csv or markdown)", r.ID)
	}
	game := bgsGame{ID: 1, UUID: nameUUID("game:" + r.Game), Name: "Monumental", BGGID: monumentalBGGID, BGGName: "Monumental", HighestWins: true}
	if r.Game == store.WorldMonuments {
		game = bgsGame{ID: 1, UUID: nameUUID("game:" + r.Game), Name: "World Monuments", HighestWins: true}
	}
	// Seat order and start player come from the setup when it can be read.
	seatOf, start := map[string]int{}, ""
	if r.Game == store.WorldMonuments {
		if setup, err := wm.ParseSetup(r.Setup); err == nil {
			for i, name := range setup.Players {
				seatOf[name] = i + 1
			}
			if setup.Start >= 0 && setup.Start < len(setup.Players) {
				start = setup.Players[setup.Start]
			}
		}
	} else if setup, err := tracker.ParseSetup(r.Setup); err == nil {
		for i, seat := range setup.Seats() {
			seatOf[seat.Name] = i + 1
		}
		// The start seat: an Automa's when one plays first (M-SOLO-2).
		if seats := setup.Seats(); setup.StartSeat() < len(seats) {
			start = seats[setup.StartSeat()].Name
		}
	}
	started := r.Started
	play := bgsPlay{
		UUID: nameUUID(fmt.Sprintf("play:%d:%d", r.ID, started.UnixNano())), GameRefID: 1,
		PlayDate:    started.Format("2006-01-02 15:04:05"),
		DurationMin: int(r.Result.Finished.Sub(started).Round(time.Minute) / time.Minute),
	}
	if play.DurationMin < 0 {
		play.DurationMin = 0
	}
	f = bgsFile{About: bgStatsAbout, Players: []bgsPlayer{}, Locations: []bgsLocation{}, Games: []bgsGame{game}}
	if location != "" {
		f.Locations = append(f.Locations, bgsLocation{ID: 1, UUID: nameUUID("location:" + location), Name: location})
		play.LocationRefID = 1
	}
	for i, p := range r.Result.Players {
		f.Players = append(f.Players, bgsPlayer{ID: i + 1, UUID: nameUUID("player:" + p.Name), Name: p.Name})
		play.PlayerScores = append(play.PlayerScores, bgsScore{
			PlayerRefID: i + 1, Score: strconv.Itoa(p.Score), Winner: p.Winner, Rank: p.Rank,
			StartPlayer: p.Name == start, SeatOrder: seatOf[p.Name], Role: p.Civilization,
		})
	}
	f.Plays = []bgsPlay{play}
	return f, nil
}

func exportBGStats(w io.Writer, r *store.Record, location string) error {
	f, err := bgStats(r, location)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(f)
}
