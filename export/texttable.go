package export

import (
	"io"
	"strings"

	"tablemate/i18n"
)

// textTable lays out rows in columns by terminal cells (i18n.Width), where
// text/tabwriter counts runes: a name such as さくら takes six cells, not
// three, and the columns after it stay aligned.
type textTable struct {
	rows    [][]string
	numeric []bool // right-aligned columns
}

func (t *textTable) row(cells ...string) { t.rows = append(t.rows, cells) }

// write prints the rows, columns two spaces apart, no trailing spaces.
func (t *textTable) write(b *strings.Builder) {
	var widths []int
	for _, r := range t.rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], i18n.Width(c))
		}
	}
	for _, r := range t.rows {
		var line strings.Builder
		for i, c := range r {
			if i > 0 {
				line.WriteString("  ")
			}
			if i < len(t.numeric) && t.numeric[i] {
				line.WriteString(i18n.PadLeft(c, widths[i]))
			} else {
				line.WriteString(i18n.PadRight(c, widths[i]))
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteString("\n")
	}
}

// writeTables writes a text built by f to w in one write.
func writeTables(w io.Writer, f func(b *strings.Builder)) error {
	var b strings.Builder
	f(&b)
	_, err := io.WriteString(w, b.String())
	return err
}
