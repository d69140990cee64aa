package export

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

// mdColumn is a result field as a markdown column: its head (a catalogue
// key), its alignment and a player's cell.
type mdColumn struct {
	field kernel.ResultFields
	head  string
	align string
	cell  func(loc *i18n.Localizer, p store.PlayerResult) string
}

// mdColumns are the markdown result's columns in order; a zero field is
// always written (rank, player, score, winner). The points by category go
// after the score (mdCategory).
var mdColumns = []mdColumn{
	{0, "Rank", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string { return strconv.Itoa(p.Rank) }},
	{0, "Player", "---", func(loc *i18n.Localizer, p store.PlayerResult) string {
		switch {
		case p.Automa && i18n.IsAutomaSeat(p.Name):
			// Its seat name says it is the Automa: not twice.
			return mdEscape(loc.Seat(p.Name))
		case p.Automa:
			return loc.Sprintf("%s (Automa)", mdEscape(p.Name))
		}
		return mdEscape(p.Name)
	}},
	{kernel.FieldCivilization, "Civilization", "---", func(loc *i18n.Localizer, p store.PlayerResult) string {
		return mdEscape(loc.Civilization(p.Civilization))
	}},
	// Each Automa's own difficulty; shown when an Automa played.
	{kernel.FieldAutoma, "Difficulty", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string {
		if !p.Automa || p.Difficulty == nil {
			return ""
		}
		return strconv.Itoa(*p.Difficulty)
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

// mdCategory is a scoring category's column: the player's points in it.
func mdCategory(c kernel.ScoreCategory) mdColumn {
	return mdColumn{0, "", "---:", func(_ *i18n.Localizer, p store.PlayerResult) string {
		if n, ok := p.PointsIn(c.Key); ok {
			return strconv.Itoa(n)
		}
		return "-"
	}}
}

// Markdown writes the game for people to read, in loc's language (the
// setup and action lines stay in the script notation).
func Markdown(w io.Writer, loc *i18n.Localizer, kinds kernel.Kinds, r *store.Record) error {
	var b strings.Builder
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
		played = clockText(loc, c.times.Played)
	}
	line("- Playing time: %s", played)
	line("- Status: %s", loc.T(r.Status()))
	if d.Monument != nil {
		line("- Monument: %s", loc.Message(d.Monument))
	}
	if d.Mode != nil {
		line("- Mode: %s", loc.Message(d.Mode))
	}
	if d.Start >= 0 && d.Start < len(d.Seats) {
		// Each game's own term: Monumental's start player (the Spanish
		// rulebook's Civilización inicial), World Monuments' starting
		// player.
		if d.Monument != nil {
			line("- Starting player: %s", mdEscape(d.Seats[d.Start]))
		} else {
			line("- Start player: %s", mdEscape(d.Seats[d.Start]))
		}
	}
	if len(d.Modules) > 0 {
		names := make([]string, len(d.Modules))
		for i, m := range d.Modules {
			names[i] = loc.Module(m)
		}
		line("- Modules: %s", strings.Join(names, loc.T(", ")))
	}
	if r.Result != nil && len(r.Result.Players) > 0 {
		// By rank (seat order among the tied), with the points by category.
		ps := scoredPlayers(kinds, r)
		slices.SortStableFunc(ps, func(a, b store.PlayerResult) int { return cmp.Compare(rankOrder(a.Rank), rankOrder(b.Rank)) })
		bots := slices.ContainsFunc(ps, func(p store.PlayerResult) bool { return p.Automa })
		// The columns the game's results hold: World Monuments has gems, no
		// civilizations, Gold or Culture; the difficulty when an Automa played.
		var cols []mdColumn
		var heads, categories []string
		for _, col := range mdColumns {
			if !d.fields().Has(col.field) || col.head == "Difficulty" && !bots {
				continue
			}
			cols, heads = append(cols, col), append(heads, loc.T(col.head))
			if col.head == "Score" {
				for _, c := range d.categories(ps) {
					cols, heads = append(cols, mdCategory(c)), append(heads, loc.Message(c.Name))
					categories = append(categories, loc.Message(c.Name))
				}
			}
		}
		cells := make([]string, len(cols))
		b.WriteString("\n## " + loc.T("Result") + "\n\n")
		b.WriteString("| " + strings.Join(heads, " | ") + " |\n")
		for i, col := range cols {
			cells[i] = col.align
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		for _, p := range ps {
			for i, col := range cols {
				cells[i] = col.cell(loc, p)
			}
			b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		}
		// The categories' columns hold points, where Gold and Culture
		// hold what was left: said, since a reader takes both for counts.
		switch n := len(categories); {
		case n == 1:
			b.WriteString("\n" + loc.Sprintf("The %s column is points.", categories[0]) + "\n")
		case n > 1:
			b.WriteString("\n" + loc.Sprintf("The columns from %s to %s are points.", categories[0], categories[n-1]) + "\n")
		}
	}
	if len(c.players) > 0 {
		fmt.Fprintf(&b, "\n## %s\n\n| %s | %s | %s |\n| --- | ---: | ---: |\n", loc.T("Turn times"), loc.T("Player"), loc.T("Turns"), loc.T("Mean turn"))
		for _, p := range c.players {
			fmt.Fprintf(&b, "| %s | %d | %s |\n", mdEscape(loc.Seat(p.Name)), p.Turns, clockText(loc, p.Mean))
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

// rankOrder puts an unscored player (rank 0) after the ranked ones.
func rankOrder(rank int) int {
	if rank <= 0 {
		return 1 << 30
	}
	return rank
}
