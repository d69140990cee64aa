package control

import (
	"strconv"
	"strings"
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
}

// Log is the log as a pane of rows lines shows it at the log position: the
// newest lines, or those the position is above them.
func (c *Controller) Log(rows int) LogView {
	// One line more than the window, to know whether older ones exist.
	lines := c.logLines(rows + c.logBack + 1)
	older := len(lines) > rows+c.logBack
	if older {
		lines = lines[1:]
	}
	back := max(0, min(c.logBack, len(lines)-rows))
	lines = lines[:max(0, len(lines)-back)]
	if len(lines) > rows {
		lines = lines[len(lines)-rows:]
	}
	return LogView{Lines: lines, Back: back, Older: older}
}

// ScrollLog moves the log position by lines (older is up) in a pane of
// rows lines as last drawn (0: no pane was, so there is nothing older to
// show): never above the oldest line nor below the newest.
func (c *Controller) ScrollLog(lines, rows int) {
	if rows <= 0 || c.g == nil {
		if lines < 0 {
			c.logBack = max(0, c.logBack+lines)
		}
		return
	}
	v := c.Log(rows)
	if lines > 0 && !v.Older {
		return
	}
	c.logBack = max(0, v.Back+lines)
	c.logBack = c.Log(rows).Back
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
