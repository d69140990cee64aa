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
// Each cell is measured once, and each line is laid out in one buffer.
func (t *textTable) write(b *strings.Builder) {
	var widths []int
	cells := 0
	for _, r := range t.rows {
		cells += len(r)
	}
	cellWidths := make([]int, 0, cells)
	for _, r := range t.rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			w := i18n.Width(c)
			cellWidths = append(cellWidths, w)
			widths[i] = max(widths[i], w)
		}
	}
	var line []byte
	k := 0
	for _, r := range t.rows {
		line = line[:0]
		for i, c := range r {
			if i > 0 {
				line = append(line, "  "...)
			}
			pad := widths[i] - cellWidths[k]
			k++
			right := i < len(t.numeric) && t.numeric[i]
			if right {
				line = appendSpaces(line, pad)
			}
			line = append(line, c...)
			if !right {
				line = appendSpaces(line, pad)
			}
		}
		end := len(line)
		for end > 0 && line[end-1] == ' ' {
			end--
		}
		b.Write(line[:end])
		b.WriteByte('\n')
	}
}

// appendSpaces appends n spaces (none when n is not positive).
func appendSpaces(b []byte, n int) []byte {
	for ; n > 0; n-- {
		b = append(b, ' ')
	}
	return b
}

// writeTables writes a text built by f to w in one write.
func writeTables(w io.Writer, f func(b *strings.Builder)) error {
	var b strings.Builder
	f(&b)
	_, err := io.WriteString(w, b.String())
	return err
}
