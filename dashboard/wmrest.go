package dashboard

import (
	"strconv"
	"strings"

	"tablemate/kernel"
	"tablemate/tracker/wm"
)

const (
	msgWMResumeDescribe = "World Monuments, %s, %s; round %d: %s starts"
	wmWhoAllGems        = "All gems are in: press s for the final table"
)

// resumeDescribe is the game in a few words for the resume line: a World
// Monuments game past round 1 names this round's start player (the
// setup's is round 1's); otherwise the game is described as everywhere
// else.
func (d *Dashboard) resumeDescribe() string {
	s := d.wms()
	if s == nil || s.Over() || s.Round() == 1 {
		return d.describe()
	}
	names := s.Players()
	start := ""
	if s.StartSeat() >= 0 && s.StartSeat() < len(names) {
		start = names[s.StartSeat()]
	}
	return d.tf(msgWMResumeDescribe, d.t(s.Setup().Monument.Label()), strings.Join(names, d.t(", ")), s.Round(), start)
}

// wmOpenLevels are the levels a build may go on now, as the engine checks
// them (a level above the first once the one under it holds a token, a
// level of the construction plan not yet complete, a token behind the
// screen): the build keys offered are these.
func (d *Dashboard) wmOpenLevels() []int {
	s := d.wms()
	if s == nil || s.Phase() != wm.PhaseConstruct || d.g == nil {
		return nil
	}
	var open []int
	for level := 1; level <= wm.MaxLevels; level++ {
		if _, err := d.g.PrepareAction(wm.Build{Level: level}); err == nil {
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

// wmOverHint is the status of a finished World Monuments game not yet
// scored: press g while gems are missing; once every player's gems are in
// (also after an undo and redo of the last), press s, never g again.
func wmOverHint(g kernel.Session) string {
	if s, ok := wm.StateOf(g); ok && len(s.GemsMissing()) == 0 {
		return msgGemsAllIn
	}
	return msgWMGameOver
}
