package export

import (
	"io"
	"strings"

	"tablemate/i18n"
)

// textTable lays out rows in columns by terminal cells (i18n.Width), where
// text/tabwriter counts runes: a name such as さくら takes six cells, not
// three, and the columns after it stay aligned. Its cells' text is kept in
// one buffer, so that a table of 10,000 games makes no string per cell: a
// row is given whole (row), or cell by cell, its text appended to text
// (endCell), then ended (endRow).
type textTable struct {
	text    []byte // every cell's text, one after another
	ends    []int  // where each cell's text ends in text
	rows    []int  // where each row's cells end in ends
	numeric []bool // right-aligned columns
}

func (t *textTable) row(cells ...string) {
	for _, c := range cells {
		t.cell(c)
	}
	t.endRow()
}

// cell adds a cell to the row being built.
func (t *textTable) cell(c string) {
	t.text = append(t.text, c...)
	t.endCell()
}

// endCell ends the cell whose text was appended to t.text since the last.
func (t *textTable) endCell() { t.ends = append(t.ends, len(t.text)) }

// endRow ends the row of the cells added since the last.
func (t *textTable) endRow() { t.rows = append(t.rows, len(t.ends)) }

// write prints the rows, columns two spaces apart, no trailing spaces.
// Each cell is measured once, and each line is laid out in one buffer.
func (t *textTable) write(b *strings.Builder) {
	var widths []int
	cellWidths := make([]int, len(t.ends))
	start, first := 0, 0
	for _, last := range t.rows {
		for k := first; k < last; k++ {
			i := k - first
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			cellWidths[k] = width(t.text[start:t.ends[k]])
			widths[i] = max(widths[i], cellWidths[k])
			start = t.ends[k]
		}
		first = last
	}
	// The lines' length before their trailing spaces are cut: b grows
	// once.
	size := len(t.text) + len(t.rows) // the cells and new lines
	first = 0
	for _, last := range t.rows {
		for k := first; k < last; k++ {
			size += widths[k-first] - cellWidths[k] // the padding
			if k > first {
				size += 2
			}
		}
		first = last
	}
	b.Grow(size)
	var line []byte
	start, first = 0, 0
	for _, last := range t.rows {
		line = line[:0]
		for k := first; k < last; k++ {
			i := k - first
			if i > 0 {
				line = append(line, "  "...)
			}
			pad := widths[i] - cellWidths[k]
			right := i < len(t.numeric) && t.numeric[i]
			if right {
				line = appendSpaces(line, pad)
			}
			line = append(line, t.text[start:t.ends[k]]...)
			start = t.ends[k]
			if !right {
				line = appendSpaces(line, pad)
			}
		}
		first = last
		end := len(line)
		for end > 0 && line[end-1] == ' ' {
			end--
		}
		b.Write(line[:end])
		b.WriteByte('\n')
	}
}

// width is i18n.Width of a cell's text, with no string made of the
// printable ASCII most cells are (a cell a byte, as i18n.Width counts it).
func width(text []byte) int {
	for _, c := range text {
		if c < 0x20 || c > 0x7e {
			return i18n.Width(string(text))
		}
	}
	return len(text)
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
