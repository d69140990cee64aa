package export

import (
	"io"
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

// csvBefore are the columns between the name and the score, csvAfter those
// after the winner, each written when the game's results hold it.
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

// CSV writes one table for the whole game, told apart by the type column
// (game, monument, setup, player, action, redo), so any spreadsheet can
// filter it. The result columns are the ones the game's results hold; the
// game row's name column holds the status. seconds is the game's playing
// time, a player's mean turn, or the playing time an action was recorded
// at; empty when not known.
func CSV(w io.Writer, kinds kernel.Kinds, r *store.Record) error {
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
	cw := newCSVWriter(w)
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
	g[2] = r.Status()
	if c.times.PlayedKnown {
		g[last] = seconds(c.times.Played)
	}
	cw.Write(g)
	if d.Monument != nil {
		cw.Write(row("monument", 0, text(english(), d.Monument)))
	}
	cw.Write(row("setup", 0, r.Setup))
	if r.Result != nil {
		mean := map[string]time.Duration{}
		for _, p := range c.players {
			mean[p.Name] = p.Mean
		}
		for i, p := range players(r.Result) {
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
