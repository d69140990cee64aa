package dashboard

import (
	"strconv"

	"tablemate/i18n"
	"tablemate/tracker"
)

// automaRow is an Automa's row at the foot of its panel: its points,
// Gold and tallies, in the longest form that fits width cells (the panel
// is 27 cells wide at 80 columns). The points are before dominance, which
// only the final table knows: "9+ pts" says that more may come, and the
// help spells the row out (automaRowLegend). named puts the Automa's name
// (or, when narrow, A and its number) first, for a table with several.
func (d *Dashboard) automaRow(b *tracker.AutomaView, i int, named bool, width int) string {
	t := b.Tally
	compact := d.tf(automaRowCompact, b.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces)
	forms := []string{
		d.tf(automaRowWide, b.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces),
		d.tf(automaRowNarrow, b.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces),
		compact,
	}
	for _, f := range forms {
		if named {
			f = d.labelled(d.loc.Message(d.mon().AutomaSeat(b.Name)), f)
		}
		if i18n.Width(f) <= width {
			return f
		}
	}
	if named {
		return "A" + strconv.Itoa(i+1) + " " + compact
	}
	return compact
}
