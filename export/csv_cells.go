package export

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
)

// csvWriter is encoding/csv's writer with every cell made inert for a
// spreadsheet (csvCell): a name or a setup line can never run as a
// formula once a table opens the export.
type csvWriter struct{ *csv.Writer }

func newCSVWriter(w io.Writer) csvWriter { return csvWriter{csv.NewWriter(w)} }

// Write writes a record of inert cells.
func (c csvWriter) Write(record []string) error {
	out := make([]string, len(record))
	for i, cell := range record {
		out[i] = csvCell(cell)
	}
	return c.Writer.Write(out)
}

// csvCell is a cell a spreadsheet reads as text, never as a formula: one
// that starts with = + - @, a tab or a carriage return is led by a quote
// ('), as OWASP's CSV-injection guidance asks. A number (-3, +2.5) stays
// as it is: a spreadsheet reads it as the number it is, and it computes
// nothing.
func csvCell(cell string) string {
	if cell == "" || !strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
		return cell
	}
	if _, err := strconv.ParseFloat(cell, 64); err == nil && !strings.ContainsAny(cell, "\t\r") {
		return cell
	}
	return "'" + cell
}
