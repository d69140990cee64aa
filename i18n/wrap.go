package i18n

import (
	"strings"
	"unicode"
)

// NoLineStart are the marks Japanese never starts a line with (kinsoku):
// closing brackets and punctuation, the long-vowel mark and the small kana.
const NoLineStart = "、。，．）」』】：；！？ー・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"

// NoLineEnd are the opening brackets Japanese never ends a line with.
const NoLineEnd = "（「『【"

// Words splits text at the spaces a line may break at: white space, but
// not the no-break spaces (U+00A0, U+202F, U+2007) that French sets before
// « : ; ! ? » and inside « », which keep a mark with its word.
func Words(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' && r != '\u2007'
	})
}

// Wrap breaks text into lines of at most width terminal cells (Width: a
// Japanese character takes two), at spaces (Words: never at a no-break one). A run without spaces longer
// than a line (Japanese) goes on after the space and is cut where the
// cells run out, never before a closing mark (、。）」) nor after an
// opening one (（「).
func Wrap(text string, width int) []string {
	var lines []string
	var b strings.Builder
	line := 0
	for i, w := range Words(text) {
		ww := Width(w)
		switch {
		case i == 0:
		case line+1+ww <= width || ww > width && line+3 < width:
			b.WriteString(" ")
			line++
		default:
			lines = append(lines, b.String())
			b.Reset()
			line = 0
		}
		for line+Width(w) > width {
			head, rest := cutCells(w, width-line)
			lines = append(lines, b.String()+head)
			b.Reset()
			line, w = 0, rest
		}
		b.WriteString(w)
		line += Width(w)
	}
	return append(lines, b.String())
}

// cutCells splits s after the runes that fit in room cells; a closing mark
// does not start the rest, nor an opening one end the head: the rune
// before the cut goes down.
func cutCells(s string, room int) (head, rest string) {
	runes := []rune(s)
	n, used := 0, 0
	for n < len(runes) && used+Width(string(runes[n])) <= room {
		used += Width(string(runes[n]))
		n++
	}
	// As many runes as it takes go down ("）。" with the character before
	// it), while one stays.
	for n > 1 && n < len(runes) && (strings.ContainsRune(NoLineStart, runes[n]) || strings.ContainsRune(NoLineEnd, runes[n-1])) {
		n--
	}
	return string(runes[:n]), string(runes[n:])
}
