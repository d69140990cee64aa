package export

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
)

// A cell a spreadsheet would run as a formula is led by a quote (OWASP's
// CSV injection guidance); numbers and plain text stay as they are.
func TestCSVCellsNeverStartAFormula(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"=1+1":                       "'=1+1",
		"+SUM(1+1)*cmd|x":            "'+SUM(1+1)*cmd|x",
		"-2+3+cmd|' /C calc'!A0":     "'-2+3+cmd|' /C calc'!A0",
		"@SUM(1+1)":                  "'@SUM(1+1)",
		"\t=1":                       "'\t=1",
		"\r=1":                       "'\r=1",
		`=HYPERLINK("http://x","x")`: `'=HYPERLINK("http://x","x")`,
		"-3":                         "-3",
		"+2.5":                       "+2.5",
		"Ana":                        "Ana",
		"":                           "",
		"setup players=Ana,Ben":      "setup players=Ana,Ben",
	} {
		if got := csvCell(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

// FuzzCSVCellsAreInert: whatever text a cell holds, the CSV written reads
// back with no cell that starts a formula, and each cell's text is kept
// after its leading quote.
func FuzzCSVCellsAreInert(f *testing.F) {
	for _, s := range []string{"=1", "+x", "-1", "@a", "\tb", "\rc", "Ana", "-1+1", "\"=x\""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cell string) {
		var b bytes.Buffer
		cw := newCSVWriter(&b)
		if err := cw.Write([]string{cell, "x"}); err != nil {
			return // not a text encoding/csv can write
		}
		cw.Flush()
		rows, err := csv.NewReader(&b).ReadAll()
		if err != nil || len(rows) != 1 {
			t.Fatalf("%q: read back %q, %v", cell, rows, err)
		}
		got := rows[0][0]
		if got != "" && strings.ContainsRune("=+-@\t\r", rune(got[0])) && csvCell(got) != got {
			t.Fatalf("%q: the cell %q starts a formula", cell, got)
		}
		if strings.TrimPrefix(got, "'") != strings.ReplaceAll(cell, "\r\n", "\n") && got != strings.ReplaceAll(cell, "\r\n", "\n") {
			t.Fatalf("%q: read back as %q", cell, got)
		}
	})
}
