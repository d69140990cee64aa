package export

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"tablemate/i18n"
	"tablemate/internal/slab"
	"tablemate/kernel"
	"tablemate/store"
)

// HistoryRow is one game in the history list, as its JSON gives it.
type HistoryRow struct {
	ID   store.GameID `json:"id"`
	Date time.Time    `json:"date"`
	Game string       `json:"game"`
	// Mode is the game's mode ("standard", "continuous"), Monument the
	// monument built (as printed on its board), for the games that have
	// one. Bots is the number of Automas; Difficulty the game's (the
	// highest) and Difficulties each Automa's, in the Automas' order, when
	// any played.
	Mode         string   `json:"mode,omitempty"`
	Bots         int      `json:"bots,omitempty"`
	Difficulty   *int     `json:"difficulty,omitempty"`
	Difficulties []int    `json:"difficulties,omitempty"`
	Monument     string   `json:"monument,omitempty"`
	Status       string   `json:"status"`
	Players      []string `json:"players"`
	Scores       []int    `json:"scores,omitempty"`
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

// actions is the length of r's log, as kept when it ended or as read.
func actions(r *store.Record) int {
	if r.Kept != nil {
		return r.Kept.Actions
	}
	return len(r.Actions)
}

// HistoryRows are the games as the history shows them: the JSON's fields in
// stable English words, the table's game column in loc's language. Of
// many games, the second half's rows are made on another goroutine while
// this one makes the first half's: on two cores in about half the time.
func HistoryRows(loc *i18n.Localizer, kinds kernel.Kinds, records []store.Record) []HistoryRow {
	rows := make([]HistoryRow, len(records))
	inHalves(len(records), func(from, to int) { historyRowsInto(rows[from:to], loc, kinds, records[from:to]) })
	return rows
}

// parallelRows is from how many games their rows (or plays) are made on
// two goroutines, not one.
const parallelRows = 2048

// inHalves runs f over 0 to n: from parallelRows on, the second half on
// another goroutine while this one runs the first.
func inHalves(n int, f func(from, to int)) {
	if n < parallelRows {
		f(0, n)
		return
	}
	half := n / 2
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(half, n)
	}()
	f(0, half)
	<-done
}

// historyRowsInto sets rows to the history's rows of records, one each.
func historyRowsInto(rows []HistoryRow, loc *i18n.Localizer, kinds kernel.Kinds, records []store.Record) {
	if len(records) == 0 {
		return
	}
	en := english()
	// What a setup line says is read once per game and setup line: the
	// games of a club share a few.
	heads := map[[2]string]*rowHead{}
	// The rows' slices are cut from a few shared chunks: one allocation
	// for many games, not four or five a game.
	var (
		names   slab.Slab[string]
		numbers slab.Slab[int]
		seconds slab.Slab[int64]
		turns   slab.Slab[turnTime]
	)
	var h *rowHead // the last game's, of headGame and headSetup
	var headGame, headSetup string
	for i := range records {
		r := &records[i]
		// The setup line of the game before needs no look-up.
		if h == nil || r.Game != headGame || r.Setup != headSetup {
			h, headGame, headSetup = heads[[2]string{r.Game, r.Setup}], r.Game, r.Setup
		}
		if h == nil {
			h = headOf(loc, en, kinds, r)
			heads[[2]string{r.Game, r.Setup}] = h
		}
		// Made in place: a row is large to copy.
		row := &rows[i]
		*row = HistoryRow{ID: r.ID, Date: r.Started, Game: r.Game, Mode: h.mode, Monument: h.monument,
			Status: r.Status(), Actions: actions(r), game: h.game, Bots: h.bots, Difficulty: h.difficulty, Difficulties: h.difficulties}
		row.clock = clockSeated(kinds, r, h.seats)
		row.PlayedSeconds, row.TurnTimes = row.clock.playedSecondsIn(&seconds), row.clock.turnTimesIn(&turns)
		if r.Result != nil && len(r.Result.Players) > 0 {
			n := len(r.Result.Players)
			// Gems when every player's result holds them.
			gems := h.gems
			for i := range r.Result.Players { // by index: large to copy
				gems = gems && r.Result.Players[i].Gems != nil
			}
			scored := r.Result.Scored()
			row.Players = names.Take(n)
			if scored {
				row.Scores = numbers.Take(n)
				if gems {
					row.Gems = numbers.Take(n)
				}
			}
			for i := range r.Result.Players {
				p := &r.Result.Players[i]
				row.Players[i] = p.Name
				if scored {
					row.Scores[i] = p.Score
					if gems {
						row.Gems[i] = *p.Gems
					}
				}
			}
			row.Winners = r.Result.Winners
		} else {
			row.Players = names.CopyOf(h.seats)
		}
	}
}

// rowHead is what the history shows of a game's kind and setup line. Its
// slices are shared by the rows of games with the same setup line, which
// only read them.
type rowHead struct {
	mode, monument, game string
	bots                 int
	difficulty           *int
	difficulties         []int
	seats                []string
	gems                 bool // the game's results hold gems
}

func headOf(loc, en *i18n.Localizer, kinds kernel.Kinds, r *store.Record) *rowHead {
	d := describe(kinds, r)
	h := &rowHead{mode: d.ModeName, monument: text(en, d.Monument), game: cmp.Or(d.title(loc), r.Game), seats: d.Seats, gems: d.fields().Has(kernel.FieldGems)}
	if h.bots = len(d.Automas); h.bots > 0 {
		highest := 0
		for _, a := range d.Automas {
			h.difficulties = append(h.difficulties, a.Difficulty)
			highest = max(highest, a.Difficulty)
		}
		h.difficulty = &highest
	}
	// "Monumental, standard", "World Monuments, Taj Mahal".
	if variant := cmp.Or(text(loc, d.Monument), text(loc, d.Mode)); variant != "" && d.kind != nil {
		h.game = d.title(loc) + loc.T(", ") + variant
	}
	return h
}

// HistoryJSON writes the history as JSON: the games, the ids of those in
// progress, the statistics and the turn times, in stable English words.
func HistoryJSON(w io.Writer, rows []HistoryRow, stats store.Stats) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	turns := turnStatistics(rows)
	if turns == nil {
		turns = []turnTime{}
	}
	err := writeHistoryJSON(w, rows, []namedValue{{"in_progress", inProgress(rows)}, {"statistics", stats}, {"turn_times", turns}})
	if !errors.Is(err, errNotPlainJSON) {
		return err
	}
	return enc.Encode(struct {
		Games      []HistoryRow   `json:"games"`
		InProgress []store.GameID `json:"in_progress"`
		Stats      store.Stats    `json:"statistics"`
		TurnTimes  []turnTime     `json:"turn_times"`
	}{rows, inProgress(rows), stats, turns})
}

// inProgress are the ids of the games in progress, the most recently
// started first.
func inProgress(rows []HistoryRow) []store.GameID {
	ids := []store.GameID{}
	for i := range rows { // by index: a row is large to copy
		if rows[i].Status == "playing" {
			ids = append(ids, rows[i].ID)
		}
	}
	return ids
}

// WriteHistory writes the history's tables in loc's language: the heads,
// statuses, modes and civilizations.
func WriteHistory(w io.Writer, loc *i18n.Localizer, kinds kernel.Kinds, rows []HistoryRow, st store.Stats) error {
	return writeTables(w, func(b *strings.Builder) {
		if len(rows) == 0 {
			b.WriteString(loc.T("No games saved yet.") + "\n")
		}
		games := textTable{numeric: []bool{true}}
		if len(rows) > 0 {
			games.row(loc.T("ID"), loc.T("DATE"), loc.T("GAME"), loc.T("STATUS"), loc.T("TIME"), loc.T("PLAYERS"), loc.T("WINNER"))
		}
		// Each row's cells are appended to the table's one buffer, with
		// the words that repeat from row to row (statuses, playing times,
		// the comma) looked up once.
		comma := loc.T(", ")
		words := map[string]string{}
		word := func(w string) string {
			t, ok := words[w]
			if !ok {
				t = loc.T(w)
				words[w] = t
			}
			return t
		}
		played := map[time.Duration]string{}
		// A game's cells, about: 7 cells, 90 bytes.
		games.text = slices.Grow(games.text, len(rows)*96)
		games.ends = slices.Grow(games.ends, (len(rows)+1)*7)
		games.rows = slices.Grow(games.rows, len(rows)+1)
		for i := range rows {
			r := &rows[i]
			games.text = strconv.AppendInt(games.text, int64(r.ID), 10)
			games.endCell()
			games.text = r.Date.AppendFormat(games.text, "2006-01-02 15:04")
			games.endCell()
			games.cell(r.game)
			games.cell(word(r.Status))
			playing := "-"
			if r.clock.times.PlayedKnown {
				d := r.clock.times.Played.Round(time.Second)
				if playing = played[d]; playing == "" {
					playing = clockText(loc, d)
					played[d] = playing
				}
			}
			games.cell(playing)
			for i, p := range r.Players {
				if i > 0 {
					games.text = append(games.text, comma...)
				}
				games.text = append(games.text, loc.Seat(p)...)
				if r.Scores != nil {
					games.text = append(games.text, ' ')
					games.text = strconv.AppendInt(games.text, int64(r.Scores[i]), 10)
				}
				if r.Gems != nil {
					games.text = append(games.text, " ("...)
					games.text = append(games.text, loc.Message(kernel.CountOf(r.Gems[i], "%d gem", "%d gems"))...)
					games.text = append(games.text, ')')
				}
			}
			games.endCell()
			winner := len(games.text)
			for i, w := range r.Winners {
				if i > 0 {
					games.text = append(games.text, comma...)
				}
				games.text = append(games.text, loc.Seat(w)...)
			}
			if len(games.text) == winner {
				games.text = append(games.text, '-')
			}
			games.endCell()
			games.endRow()
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
			fmt.Fprintf(b, "\n%s\n", loc.Message(kernel.CountOf(st.Scored, "Players (%d scored game)", "Players (%d scored games)")))
			// One table per game, by its saved name; the favourite
			// civilization for a game whose results hold civilizations.
			var games []string
			for _, p := range st.Players {
				games = append(games, p.Game)
			}
			slices.Sort(games)
			wrote := false
			for _, game := range slices.Compact(games) {
				civs := false
				if k := kinds.Named(game); k != nil {
					civs = k.Fields.Has(kernel.FieldCivilization)
				}
				// Solo and multiplayer games apart, and tables of each size.
				players := textTable{numeric: []bool{false, false, false, true, true, true, true, true, false}}
				for _, p := range st.Players {
					if p.Game != game {
						continue
					}
					table := loc.T("solo")
					if !p.Solo {
						table = loc.Message(kernel.CountOf(p.Players, "%d player", "%d players"))
					}
					cells := []string{gameTitle(loc, kinds, p.Game), loc.Seat(p.Name), table, strconv.Itoa(p.Games), strconv.Itoa(p.Wins), percent(loc, p.WinRate), loc.Decimal(p.MeanScore, 1), strconv.Itoa(p.BestScore)}
					if len(players.rows) == 0 {
						head := []string{loc.T("GAME"), loc.T("PLAYER"), loc.T("TABLE"), loc.T("GAMES"), loc.T("WINS"), loc.T("WIN RATE"), loc.T("MEAN SCORE"), loc.T("BEST")}
						if civs {
							head = append(head, loc.T("FAVOURITE CIVILIZATION"))
						}
						players.row(head...)
					}
					if civs {
						fav := loc.Civilization(p.Favourite)
						if fav == "" {
							fav = "-"
						}
						cells = append(cells, fav)
					}
					players.row(cells...)
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
				tt.row(gameTitle(loc, kinds, p.Game), loc.Seat(p.Name), strconv.Itoa(p.Turns), clockText(loc, time.Duration(p.MeanSeconds*float64(time.Second))))
			}
			tt.write(b)
		}
		civTable := func(title string, stats []store.CivilizationStats) {
			if len(stats) == 0 {
				return
			}
			b.WriteString("\n" + title + "\n")
			civs := textTable{numeric: []bool{false, true, true, true, true}}
			civs.row(loc.T("CIVILIZATION"), loc.T("PLAYS"), loc.T("WINS"), loc.T("WIN RATE"), loc.T("MEAN SCORE"))
			for _, c := range stats {
				civs.row(loc.Civilization(c.Civilization), strconv.Itoa(c.Plays), strconv.Itoa(c.Wins), percent(loc, c.WinRate), loc.Decimal(c.MeanScore, 1))
			}
			civs.write(b)
		}
		civTable(loc.T("Civilizations (players' seats, not the Automa's)"), st.Civilizations)
		civTable(loc.T("The Automas' civilizations"), st.AutomaCivilizations)
		if len(st.Automa) > 0 {
			b.WriteString("\n" + loc.T("Against the Automa") + "\n")
			automa := textTable{numeric: []bool{true, true, true, true, true, true, true}}
			automa.row(loc.T("AUTOMAS"), loc.T("DIFFICULTY"), loc.T("GAMES"), loc.T("WINS"), loc.T("SHARED"), loc.T("WIN RATE"), loc.T("MEAN MARGIN"))
			for _, a := range st.Automa {
				automa.row(strconv.Itoa(a.Bots), strconv.Itoa(a.Difficulty), strconv.Itoa(a.Games), strconv.Itoa(a.Wins), strconv.Itoa(a.Shared), percent(loc, a.WinRate), signed(loc.Decimal(a.MeanMargin, 1)))
			}
			automa.write(b)
		}
	})
}

// percent is a rate (0 to 1) as the tables show it: "67%", "67 %".
func percent(loc *i18n.Localizer, rate float64) string {
	return loc.Sprintf("%s%%", loc.Decimal(100*rate, 0))
}

// signed is a number as a margin shows it: with its sign, + when not
// negative.
func signed(n string) string {
	if strings.HasPrefix(n, "-") {
		return n
	}
	return "+" + n
}
