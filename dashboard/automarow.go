package dashboard

import (
	"strconv"

	"tablemate/i18n"
	"tablemate/tracker"
)

// automaRow is an Automa's row at the foot of its panel: Gold, tallies and
// score, in the longest form that fits width cells (the panel is 27 cells
// wide at 80 columns). named puts the Automa's name (or, when narrow, A
// and its number) first, for a table with several.
func (d *Dashboard) automaRow(b *tracker.AutomaView, i int, named bool, width int) string {
	t := b.Tally
	forms := []string{
		d.tf("K%d W%d P%d Prov%d Gold%d · score %d · draw %d", t.Knowledge, t.Wonders, t.Policies, t.Provinces, t.Gold, b.Score, b.Draw),
		d.tf("score %d · Gold %d · K%d W%d P%d Prov%d", b.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces),
		d.tf("%d pts · Gold%d K%d W%d P%d Pv%d", b.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces),
	}
	compact := d.tf("%dp G%d K%d W%d P%d Pv%d", b.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces)
	for _, f := range forms {
		if named {
			f = d.labelled(b.Name, f)
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
