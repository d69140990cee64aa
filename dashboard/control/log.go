package control

import (
	"strconv"
	"strings"

	"tablemate/i18n"
)

// LogView is the part of the log a pane shows.
type LogView struct {
	// Lines are the lines shown, oldest first.
	Lines []string
	// Back is how many lines above the newest the last one shown is (the
	// log position, brought within the log).
	Back int
	// Older: older lines are out of view above.
	Older bool
	// Blank is how many rows above Lines the pane leaves empty: the rest
	// of a line whose start is out of view above is not shown alone.
	Blank int
	// Down and Below: a newest line taller than the pane is shown from
	// its start, Down rows scrolled into it (j), Below of its rows still
	// under the pane.
	Down, Below int
}

// Log is the log as a pane of rows lines, width cells wide, shows it at the
// log position: the newest lines, or those the position is above them. A
// line longer than width goes on in the rows under it, indented under its
// text (width 0: no line is wrapped), so that no sentence is cut; the
// position counts those rows.
func (c *Controller) Log(rows, width int, wrap Wrapper) LogView {
	// One line more than the window, to know whether older ones exist: a
	// line takes at least a row, so as many lines give as many rows.
	// The position above the newest line's end (logBack), or, below 0,
	// the rows scrolled into a newest line taller than the pane.
	up := max(c.logBack, 0)
	lines, cont := wrapLog(c.logLines(rows+up+1), width, wrap)
	older := len(lines) > rows+up
	if older {
		lines, cont = lines[1:], cont[1:]
	}
	back := max(0, min(up, len(lines)-rows))
	end := max(0, len(lines)-back)
	start := max(0, end-rows)
	blank := 0
	for start+blank < end && cont[start+blank] {
		blank++
	}
	down, below := 0, 0
	if blank == end-start {
		// One line taller than the pane: from its start, as much as fits;
		// the newest one's other rows are j away (down).
		for blank = 0; start > 0 && cont[start]; start-- {
		}
		if back == 0 {
			down = min(max(-c.logBack, 0), max(0, end-start-rows))
			start += down
		}
		below = max(0, end-start-rows)
		if back > 0 {
			below = 0 // an older line's: the newer ones are the way down
		}
		end = min(end, start+rows)
	}
	return LogView{Lines: lines[start+blank : end], Back: back, Older: older || start > 0, Blank: blank, Down: down, Below: below}
}

// ScrollLog moves the log position by lines (older is up) in a pane of
// rows lines as last drawn (0: no pane was, so there is nothing older to
// show): never above the oldest line nor below the newest.
func (c *Controller) ScrollLog(lines, rows, width int, wrap Wrapper) {
	if rows <= 0 || c.g == nil {
		if lines < 0 {
			c.logBack = max(0, c.logBack+lines)
		}
		return
	}
	v := c.Log(rows, width, wrap)
	switch {
	case lines > 0 && !v.Older:
		return
	case v.Back == 0 && lines < 0:
		// Down a newest line taller than the pane, to its last row.
		c.logBack = -(v.Down + min(-lines, v.Below))
		return
	case v.Back == 0 && lines <= v.Down:
		// Up the newest line, to its start.
		c.logBack = -(v.Down - lines)
		return
	case v.Back == 0:
		// Past the newest line's start, to older lines: as far above the
		// newest row as its view from the start is, and lines more.
		c.logBack = v.Below + lines
	default:
		c.logBack = max(0, v.Back+lines)
		if lines < 0 {
			// Back down to a newest line taller than the pane: its view
			// from the start is the one at rest.
			saved := c.logBack
			c.logBack = 0
			if saved > c.Log(rows, width, wrap).Below {
				c.logBack = saved
			}
		}
	}
	c.logBack = c.Log(rows, width, wrap).Back
}

// Wrapper breaks text into lines of at most width cells, as the view
// wraps its text (nil: i18n.Wrap).
type Wrapper func(text string, width int) []string

// wrapLog breaks each log line longer than width cells into rows; the rows
// after the first start two cells right of its text (after the indent and
// an action's number), so that they read as the same line.
func wrapLog(lines []string, width int, wrap Wrapper) (out []string, cont []bool) {
	if wrap == nil {
		wrap = i18n.Wrap
	}
	if width <= 0 {
		return lines, make([]bool, len(lines))
	}
	for _, l := range lines {
		if i18n.Width(l) <= width {
			out, cont = append(out, l), append(cont, false)
			continue
		}
		text := strings.TrimLeft(l, " ")
		indent := len(l) - len(text)
		if num, _, ok := strings.Cut(text, ". "); ok && num != "" && strings.Trim(num, "0123456789") == "" {
			indent += len(num) + 2
		}
		// Not more than half the pane: a deep indent would leave no room.
		pad := strings.Repeat(" ", min(indent+2, width/2))
		for i, r := range wrap(text, width-len(pad)) {
			if i == 0 {
				out, cont = append(out, l[:len(l)-len(text)]+r), append(cont, false)
				continue
			}
			out, cont = append(out, pad+r), append(cont, true)
		}
	}
	return out, cont
}

// logLines is the last n lines of the log: each action, then its events.
// Only the entries that can show are formatted, so long games stay fast.
func (c *Controller) logLines(n int) []string {
	if n <= 0 || c.g == nil {
		return nil
	}
	// An entry takes at least one line: the last n entries are enough, and
	// they are rebuilt by one replay.
	entries := c.g.Len()
	window := c.g.Entries(max(0, entries-n), entries)
	var lines []string
	for k := len(window) - 1; k >= 0 && len(lines) < n; k-- {
		e := window[k]
		num := strconv.Itoa(entries-len(window)+k+1) + ". "
		// The action named in words, as the panel names it; the saved text
		// (take 3) is the script's and the export's.
		block := []string{num + c.named(e.Action)}
		// The events start under the action, after a number of any width.
		indent := strings.Repeat(" ", len(num))
		for _, ev := range e.Events {
			if !ev.Routine() {
				block = append(block, indent+c.loc.Message(ev))
			}
		}
		lines = append(block, lines...)
	}
	if entries == 0 || len(lines) < n {
		open := []string{"0. " + c.tf("setup: %s", c.Describe())}
		lines = append(open, lines...)
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return lines
}
