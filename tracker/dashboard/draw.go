package dashboard

import (
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/tracker"
)

// MinWidth and MinHeight are the smallest terminal the layout is drawn in;
// below it the dashboard says how to enlarge the window instead.
const (
	MinWidth  = 80
	MinHeight = 24
)

// palette holds every style the dashboard draws with, so NO_COLOR is one
// switch: without colour only attributes (bold, reverse) remain.
type palette struct {
	noColor bool
}

func (p palette) style(fg, bg tcell.Color) tcell.Style {
	if p.noColor {
		return tcell.StyleDefault
	}
	return tcell.StyleDefault.Foreground(fg).Background(bg)
}

func (p palette) plain() tcell.Style { return tcell.StyleDefault }

func (p palette) header() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault.Reverse(true)
	}
	return p.style(tcell.ColorWhite, tcell.ColorNavy).Bold(true)
}

func (p palette) title() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault.Bold(true)
	}
	return p.style(tcell.ColorYellow, tcell.ColorDefault).Bold(true)
}

func (p palette) dim() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault
	}
	return p.style(tcell.ColorGray, tcell.ColorDefault)
}

func (p palette) errorStyle() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault.Bold(true)
	}
	return p.style(tcell.ColorWhite, tcell.ColorMaroon).Bold(true)
}

func (p palette) okStyle() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault
	}
	return p.style(tcell.ColorLightGreen, tcell.ColorDefault)
}

func (p palette) instruction() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault.Bold(true)
	}
	return p.style(tcell.ColorBlack, tcell.ColorYellow)
}

func (p palette) active() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault.Bold(true)
	}
	return p.style(tcell.ColorLightGreen, tcell.ColorDefault).Bold(true)
}

func (p palette) key() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault.Reverse(true)
	}
	return p.style(tcell.ColorBlack, tcell.ColorTeal)
}

// era is a card's face colour; without colour the era name on the card
// and the reverse attribute still set the cards apart.
func (p palette) era(e tcell.Color) tcell.Style {
	if p.noColor {
		return tcell.StyleDefault.Reverse(true)
	}
	return p.style(tcell.ColorWhite, e)
}

func eraColor(e tracker.Era) tcell.Color {
	switch e {
	case tracker.EraI:
		return tcell.ColorDarkGreen
	case tracker.EraII:
		return tcell.ColorNavy
	case tracker.EraRenaissance:
		return tcell.ColorPurple
	case tracker.EraIII:
		return tcell.ColorMaroon
	}
	return tcell.ColorGray
}

// put writes text from x on row y, clipped to width cells, and returns the
// cells used. Graphemes are written whole, so wide names stay intact.
func put(screen tcell.Screen, x, y, width int, text string, st tcell.Style) int {
	used := 0
	for text != "" && used < width {
		rest, w := screen.Put(x+used, y, text, st)
		if w == 0 {
			w = 1
		}
		if used+w > width {
			screen.SetContent(x+used, y, ' ', nil, st)
			used++
			break
		}
		used += w
		text = rest
	}
	return used
}

// fill paints a run of cells.
func fill(screen tcell.Screen, x, y, width int, st tcell.Style) {
	for i := 0; i < width; i++ {
		screen.SetContent(x+i, y, ' ', nil, st)
	}
}

// clip shortens text to width cells with an ellipsis.
func clip(text string, width int) string {
	if width <= 0 {
		return ""
	}
	if ascii(text) { // the common case, without grapheme segmentation
		if len(text) <= width {
			return text
		}
		return text[:width-1] + "…"
	}
	if tview.TaggedStringWidth(tview.Escape(text)) <= width {
		return text
	}
	r := []rune(text)
	for len(r) > 0 && tview.TaggedStringWidth(tview.Escape(string(r))) > width-1 {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// wrap breaks text into lines of at most width cells at spaces.
func wrap(text string, width int) []string {
	if width < 8 {
		width = 8
	}
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		words := strings.Fields(para)
		line := ""
		for _, w := range words {
			switch {
			case line == "":
				line = w
			case len([]rune(line))+1+len([]rune(w)) <= width:
				line += " " + w
			default:
				lines = append(lines, line)
				line = w
			}
		}
		for len([]rune(line)) > width {
			r := []rune(line)
			lines = append(lines, string(r[:width]))
			line = string(r[width:])
		}
		lines = append(lines, line)
	}
	return lines
}

// tooSmall draws the message shown instead of the layout.
func tooSmall(screen tcell.Screen, w, h int) {
	msg := []string{"tablemate: enlarge the window", "to at least 80x24", "(now " + strconv.Itoa(w) + "x" + strconv.Itoa(h) + ")"}
	if w >= 60 {
		msg = []string{"tablemate: enlarge the window to at least 80x24 (now " + strconv.Itoa(w) + "x" + strconv.Itoa(h) + ")"}
	}
	top := (h - len(msg)) / 2
	if top < 0 {
		top = 0
	}
	for i, line := range msg {
		x := (w - len(line)) / 2
		if x < 0 {
			x = 0
		}
		put(screen, x, top+i, w-x, line, tcell.StyleDefault.Bold(true))
	}
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
