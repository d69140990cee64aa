package export

import (
	"io"
	"slices"
	"strconv"
	"time"

	"tablemate/kernel"
	"tablemate/store"
)

// csvColumn is a result field as a CSV column: its head and a player's cell.
type csvColumn struct {
	field kernel.ResultFields
	head  string
	cell  func(p store.PlayerResult) string
}

// csvBefore are the columns between the date and the score, csvAfter those
// after the winner, each written when a game's results hold it.
var (
	csvBefore = []csvColumn{
		{kernel.FieldCivilization, "civilization", func(p store.PlayerResult) string { return p.Civilization }},
		{kernel.FieldAutoma, "automa", func(p store.PlayerResult) string { return strconv.FormatBool(p.Automa) }},
		{kernel.FieldAutoma, "difficulty", func(p store.PlayerResult) string { // an Automa's own
			if p.Difficulty == nil {
				return ""
			}
			return strconv.Itoa(*p.Difficulty)
		}},
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

// csvDate is the play's date as a spreadsheet reads it: the local time it
// started.
const csvDate = "2006-01-02 15:04:05"

// csvGame is one saved game as the CSV writes it.
type csvGame struct {
	r       *store.Record
	d       described
	c       gameClock
	players []store.PlayerResult
}

// CSV writes saved games (one, or every one for export --all) as one
// table, its rows told apart by the type column (game, monument, setup,
// player, action, redo) and the game column (the game's id), so any
// spreadsheet can filter it. The game and player rows carry the play's
// date; the result columns are the ones the games' results hold, the
// points by scoring category among them; the game row's name column holds
// the status. seconds is the game's playing time, a player's mean turn, or
// the playing time an action was recorded at, in whole seconds; empty when
// not known.
func CSV(w io.Writer, kinds kernel.Kinds, records ...*store.Record) error {
	games := make([]csvGame, len(records))
	var fields kernel.ResultFields
	var cats []kernel.ScoreCategory
	for i, r := range records {
		g := csvGame{r: r, d: describe(kinds, r), c: clockOf(kinds, r), players: scoredPlayers(kinds, r)}
		games[i] = g
		fields |= g.d.fields()
		for _, c := range g.d.categories(g.players) {
			if !slices.ContainsFunc(cats, func(k kernel.ScoreCategory) bool { return k.Key == c.Key }) {
				cats = append(cats, c)
			}
		}
	}
	var before, after []csvColumn
	for _, col := range csvBefore {
		if fields.Has(col.field) {
			before = append(before, col)
		}
	}
	for _, col := range csvAfter {
		if fields.Has(col.field) {
			after = append(after, col)
		}
	}
	header := []string{"type", "game", "seq", "name", "date"}
	for _, col := range before {
		header = append(header, col.head)
	}
	header = append(header, "score", "rank", "winner")
	for _, col := range after {
		header = append(header, col.head)
	}
	for _, c := range cats {
		header = append(header, c.Key)
	}
	header = append(header, "text", "seconds")
	cw := newCSVWriter(w)
	cw.Write(header)
	for _, g := range games {
		writeCSVGame(cw, g, header, before, after, cats)
	}
	cw.Flush()
	return cw.Error()
}

// writeCSVGame writes one game's rows under header.
func writeCSVGame(cw csvWriter, g csvGame, header []string, before, after []csvColumn, cats []kernel.ScoreCategory) {
	r, c := g.r, g.c
	// The text is the column before the last; the last is the seconds.
	last := len(header) - 1
	id := strconv.FormatInt(int64(r.ID), 10)
	date := r.Started.Format(csvDate)
	row := func(typ string, seq int, text string) []string {
		out := make([]string, len(header))
		out[0], out[1], out[2], out[last-1] = typ, id, strconv.Itoa(seq), text
		return out
	}
	seconds := func(d time.Duration) string { return strconv.FormatInt(int64(d.Round(time.Second)/time.Second), 10) }
	game := row("game", int(r.ID), r.Game)
	game[3], game[4] = r.Status(), date
	if c.times.PlayedKnown {
		game[last] = seconds(c.times.Played)
	}
	cw.Write(game)
	if g.d.Monument != nil {
		cw.Write(row("monument", 0, text(english(), g.d.Monument)))
	}
	cw.Write(row("setup", 0, r.Setup))
	if r.Result != nil {
		mean := map[string]time.Duration{}
		for _, p := range c.players {
			mean[p.Name] = p.Mean
		}
		fields := g.d.fields()
		for i, p := range g.players {
			out := []string{"player", id, strconv.Itoa(i + 1), p.Name, date}
			for _, col := range before {
				out = append(out, cellIf(fields.Has(col.field), col.cell, p))
			}
			out = append(out, strconv.Itoa(p.Score), strconv.Itoa(p.Rank), strconv.FormatBool(p.Winner))
			for _, col := range after {
				out = append(out, cellIf(fields.Has(col.field), col.cell, p))
			}
			for _, cat := range cats {
				points := ""
				if n, ok := p.PointsIn(cat.Key); ok {
					points = strconv.Itoa(n)
				}
				out = append(out, points)
			}
			turn := ""
			if m, ok := mean[p.Name]; ok {
				turn = seconds(m)
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
}

// cellIf is a player's cell of a column, empty for a game whose results do
// not hold it (a World Monuments row in a table with Monumental's columns).
func cellIf(has bool, cell func(store.PlayerResult) string, p store.PlayerResult) string {
	if !has {
		return ""
	}
	return cell(p)
}
