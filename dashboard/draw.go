package dashboard

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"

	"tablemate/i18n"
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

// errorText is a refusal's text under a form: red on the terminal's
// ground, as tview draws the forms' error lines.
func (p palette) errorText() tcell.Style {
	if p.noColor {
		return tcell.StyleDefault
	}
	return tcell.StyleDefault.Foreground(tcell.ColorRed)
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
	if i18n.Width(text) <= width {
		return text
	}
	head, _ := cut(text, width-1)
	return head + "…"
}

// cut splits text after the graphemes that fit in width cells.
func cut(text string, width int) (head, rest string) {
	used, state, i := 0, -1, 0
	for rest := text; rest != ""; {
		var g string
		var w int
		g, rest, w, state = uniseg.FirstGraphemeClusterInString(rest, state)
		if used+w > width {
			break
		}
		used += w
		i += len(g)
	}
	return text[:i], text[i:]
}

// wrap breaks text into lines of at most width cells at spaces; a longer
// run (Japanese has no spaces) is cut where the cells run out.
func wrap(text string, width int) []string {
	if width < 8 {
		width = 8
	}
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		words := spacedMarksKept(i18n.Words(para))
		line, lineW := "", 0
		for _, w := range words {
			ww := cells(w)
			switch {
			case line == "":
				line, lineW = w, ww
			case lineW+1+ww <= width:
				line, lineW = line+" "+w, lineW+1+ww
			case (ww > width || runsOn(line, w, lineW, width)) && lineW+2 < width:
				// A run longer than any line is cut anyway; a Japanese
				// one goes on too (below): not moved down whole, it
				// would leave this line half empty.
				line, lineW = line+" "+w, lineW+1+ww
			default:
				lines = append(lines, line)
				line, lineW = w, ww
			}
			for lineW > width {
				head, rest := keptTogether(cut(line, width))
				lines = append(lines, head)
				line, lineW = rest, cells(rest)
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// spacedMarksKept joins the marks French sets off with a space (« : ; ? !
// ») to the word they belong to, so that no line starts with a colon or
// ends with an opening guillemet.
func spacedMarksKept(words []string) []string {
	out := words[:0:0]
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w == "«" && i+1 < len(words) {
			i++
			w += " " + words[i]
		}
		if n := len(out); n > 0 && len(w) <= 2 && strings.Trim(w, ":;?!»") == "" {
			out[n-1] += " " + w
			continue
		}
		out = append(out, w)
	}
	return out
}

// keptTogether moves the end of head down to rest until no closing mark
// starts rest and no opening mark ends head (kinsoku: "）。" goes down with
// the character before it), and no rule ID or Latin word is cut in two,
// as long as something stays on head's line.
func keptTogether(head, rest string) (string, string) {
	for range 8 {
		h, r := noLeadingPunct(head, rest)
		h, r = wholeRuleID(h, r)
		h, r = wholeLatinWord(h, r)
		if h == "" || h == head {
			return head, rest
		}
		head, rest = h, r
	}
	return head, rest
}

// noLeadingPunct keeps a closing mark ("、", "。", "）") from starting a
// line: the character before it moves down with it, as Japanese typesetting
// does.
func noLeadingPunct(head, rest string) (string, string) {
	r, _ := utf8.DecodeRuneInString(rest)
	// An opening mark ("（", "「") does not end a line either.
	last, n := utf8.DecodeLastRuneInString(head)
	if !strings.ContainsRune(i18n.NoLineStart, r) && !strings.ContainsRune(i18n.NoLineEnd, last) {
		return head, rest
	}
	if n == 0 || n == len(head) {
		return head, rest
	}
	return head[:len(head)-n], head[len(head)-n:] + rest
}

// wholeRuleID keeps a rule ID ("M-SETUP-3") from being cut in two where a
// run without spaces (Japanese) is cut: the part of it at the end of head
// moves down with the rest, when something else stays on the line.
func wholeRuleID(head, rest string) (string, string) { return keepRunWhole(head, rest, isID) }

// keepRunWhole moves the part of a run of in-bytes at the end of head down
// with rest when the cut falls inside that run and something else stays on
// the line.
func keepRunWhole(head, rest string, in func(byte) bool) (string, string) {
	if head == "" || rest == "" || !in(head[len(head)-1]) || !in(rest[0]) {
		return head, rest
	}
	i := len(head)
	for i > 0 && in(head[i-1]) {
		i--
	}
	if i == 0 {
		return head, rest
	}
	return head[:i], head[i:] + rest
}

func isID(b byte) bool { return b == '-' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' }

// runsOn: word, holding wide characters (Japanese breaks anywhere), goes on
// the line after the space when the line is less than half full (a short
// start such as "再開：World") or ends in wide characters too (「gems
// プレイヤー 個数」 is one Japanese sentence); after Latin words ("Benito,
// 健太郎") a name moves down whole.
func runsOn(line, word string, lineW, width int) bool {
	if cells(word) == utf8.RuneCountInString(word) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(line)
	return lineW < width/2 || cells(string(last)) == 2
}

// wholeLatinWord keeps a Latin word ("Monuments", "gems", "Gutiérrez") from
// being cut in two where a Japanese run is cut: letters with accents are
// the word's too.
func wholeLatinWord(head, rest string) (string, string) {
	last, _ := utf8.DecodeLastRuneInString(head)
	first, _ := utf8.DecodeRuneInString(rest)
	if head == "" || rest == "" || !latinRune(last) || !latinRune(first) {
		return head, rest
	}
	i := len(head)
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(head[:i])
		if !latinRune(r) {
			break
		}
		i -= n
	}
	if i == 0 {
		return head, rest
	}
	return head[:i], head[i:] + rest
}

// latinRune is a letter or digit of an alphabet written one cell wide
// (Latin, Greek, Cyrillic, with their accents), never a Japanese one.
func latinRune(r rune) bool {
	return r < 0x1100 && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
}

func isLatin(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// cells is i18n.Width with a fast path for ASCII, which most frames are.
func cells(s string) int {
	if ascii(s) {
		return len(s)
	}
	return i18n.Width(s)
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
