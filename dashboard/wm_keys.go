package dashboard

import (
	"strconv"
	"strings"

	"tablemate/tracker/wm"
)

const wmWhoAllGems = "All gems are in: press s for the final table"

// wmOpenLevels are the levels a build may go on now, as the engine checks
// them (a level above the first once the one under it holds a token, a
// level of the construction plan not yet complete, a token behind the
// screen): the build keys offered are these.
func (d *Dashboard) wmOpenLevels() []int {
	s := d.wms()
	if s == nil || s.Phase() != wm.PhaseConstruct {
		return nil
	}
	var open []int
	for level := 1; level <= wm.MaxLevels; level++ {
		if d.ctl.CanDo(wm.Build{Level: level}) {
			open = append(open, level)
		}
	}
	return open
}

// levelsLabel is the build keys' label: "1-3", or "2,4" when not in a row.
func levelsLabel(levels []int) string {
	if len(levels) == 0 {
		return "1-5"
	}
	first, last := levels[0], levels[len(levels)-1]
	if last-first == len(levels)-1 {
		if first == last {
			return strconv.Itoa(first)
		}
		return strconv.Itoa(first) + "-" + strconv.Itoa(last)
	}
	parts := make([]string, len(levels))
	for i, l := range levels {
		parts[i] = strconv.Itoa(l)
	}
	return strings.Join(parts, ",")
}
