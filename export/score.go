package export

// A final scoring of tallies (tablemate score) as a table, markdown, CSV
// or JSON.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"tablemate/i18n"
	"tablemate/scoring"
)

// scoreJSON is the documented JSON contract (README): scripts depend on the
// key names and the player order (input order).
type scoreJSON struct {
	Players     []playerJSON `json:"players"`
	Winners     []string     `json:"winners"`
	Explanation []string     `json:"explanation"`
}

type playerJSON struct {
	Name      string     `json:"name"`
	Total     int        `json:"total"`
	Rank      int        `json:"rank"`
	Points    pointsJSON `json:"points"`
	Dominance []string   `json:"dominance"`
	Gold      int        `json:"gold"`
	Culture   int        `json:"culture"`
	Automa    bool       `json:"automa"`
}

// pointsJSON keeps the categories in display order; a map would sort them.
type pointsJSON []scoring.CategoryPoints

func (p pointsJSON) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, cp := range p {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(cp.Category.Key()))
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(cp.Points))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// ScoreJSON writes a final scoring as the documented JSON (README: Final
// scoring): English keys and explanation lines.
func ScoreJSON(w io.Writer, res scoring.Result) error {
	out := scoreJSON{Players: []playerJSON{}, Winners: res.Winners, Explanation: explanationLines(res)}
	for _, p := range res.Players {
		dom := []string{}
		for _, c := range p.Dominance {
			dom = append(dom, c.Key())
		}
		out.Players = append(out.Players, playerJSON{
			Name: p.Name, Total: p.Total, Rank: p.Rank, Points: p.Points,
			Dominance: dom, Gold: p.Gold, Culture: p.Culture, Automa: p.Automa,
		})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func explanationLines(res scoring.Result) []string {
	lines := make([]string, len(res.Explanation))
	for i, e := range res.Explanation {
		lines[i] = e.String()
	}
	return lines
}

// dominanceMark is a category's short mark in the table's dominance
// column (a catalogue key).
func dominanceMark(c scoring.Category) string {
	switch c {
	case scoring.Knowledge:
		return "Kn"
	case scoring.Wonders:
		return "Wo"
	case scoring.Policies:
		return "Po"
	case scoring.Provinces:
		return "Pr"
	case scoring.Trade:
		return "Tr"
	}
	return ""
}

func displayName(p scoring.PlayerScore, loc *i18n.Localizer) string {
	if p.Automa && !strings.Contains(strings.ToLower(p.Name), "automa") {
		return loc.Sprintf("%s (Automa)", p.Name)
	}
	return p.Name
}

// scoreRows returns the header and one row per player for the table and
// markdown formats, in loc's language; numeric reports which columns are
// right-aligned.
func scoreRows(res scoring.Result, loc *i18n.Localizer) (header []string, rows [][]string, numeric []bool) {
	header = []string{loc.T("player")}
	numeric = []bool{false}
	for _, c := range res.Categories {
		header = append(header, loc.Message(c))
		numeric = append(numeric, true)
	}
	header = append(header, loc.T("dominance"), loc.T("Gold"), loc.T("Culture"), loc.T("total"), loc.T("rank"))
	numeric = append(numeric, false, true, true, true, true)
	for _, p := range res.Players {
		row := []string{displayName(p, loc)}
		for _, cp := range p.Points {
			row = append(row, strconv.Itoa(cp.Points))
		}
		var marks []string
		for _, c := range p.Dominance {
			marks = append(marks, loc.T(dominanceMark(c)))
		}
		dom := "-"
		if len(marks) > 0 {
			dom = strings.Join(marks, " ")
		}
		row = append(row, dom, strconv.Itoa(p.Gold), strconv.Itoa(p.Culture), strconv.Itoa(p.Total), strconv.Itoa(p.Rank))
		rows = append(rows, row)
	}
	return header, rows, numeric
}

// legend explains the columns, so the table reads on its own.
func legend(res scoring.Result, loc *i18n.Localizer) string {
	var marks []string
	for _, d := range res.Dominance {
		marks = append(marks, loc.T(dominanceMark(d.Category))+" "+loc.Message(d.Category))
	}
	return loc.Sprintf("Category columns are points. Dominance (+%d each): %s.", scoring.DominanceBonus, strings.Join(marks, loc.T(", ")))
}

// localExplanationLines are the explanation lines in loc's language (the
// JSON output keeps explanationLines, in English).
func localExplanationLines(res scoring.Result, loc *i18n.Localizer) []string {
	lines := make([]string, len(res.Explanation))
	for i, e := range res.Explanation {
		lines[i] = loc.Message(e)
	}
	return lines
}

// ScoreTable writes a final scoring as a table in loc's language: the
// points by category, dominance, Gold, Culture, total and rank, then the
// legend and the explanation.
func ScoreTable(w io.Writer, res scoring.Result, loc *i18n.Localizer) {
	header, rows, numeric := scoreRows(res, loc)
	// Widths are terminal cells, so that Japanese (two cells a character)
	// stays aligned.
	widths := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for i, cell := range r {
			widths[i] = max(widths[i], i18n.Width(cell))
		}
	}
	line := func(r []string) {
		var b strings.Builder
		for i, cell := range r {
			if i > 0 {
				b.WriteString("  ")
			}
			if numeric[i] {
				b.WriteString(i18n.PadLeft(cell, widths[i]))
			} else {
				b.WriteString(i18n.PadRight(cell, widths[i]))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	line(header)
	for _, r := range rows {
		line(r)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, legend(res, loc))
	for _, l := range localExplanationLines(res, loc) {
		fmt.Fprintln(w, l)
	}
}

// ScoreMarkdown writes the table as markdown, the explanation as a list.
func ScoreMarkdown(w io.Writer, res scoring.Result, loc *i18n.Localizer) {
	header, rows, numeric := scoreRows(res, loc)
	esc := func(r []string) string {
		cells := make([]string, len(r))
		for i, c := range r {
			cells[i] = strings.ReplaceAll(c, "|", `\|`)
		}
		return "| " + strings.Join(cells, " | ") + " |"
	}
	fmt.Fprintln(w, esc(header))
	align := make([]string, len(header))
	for i := range align {
		align[i] = "---"
		if numeric[i] {
			align[i] = "---:"
		}
	}
	fmt.Fprintln(w, "| "+strings.Join(align, " | ")+" |")
	for _, r := range rows {
		fmt.Fprintln(w, esc(r))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, legend(res, loc))
	fmt.Fprintln(w)
	for _, l := range localExplanationLines(res, loc) {
		fmt.Fprintln(w, "- "+l)
	}
}

// ScoreCSV writes a final scoring as CSV; in English the header is the machine keys,
// in another language its translation (the values stay as they are).
func ScoreCSV(w io.Writer, res scoring.Result, loc *i18n.Localizer) error {
	cw := newCSVWriter(w)
	header := []string{loc.T("name"), loc.T("automa")}
	for _, c := range res.Categories {
		if loc.Lang() == i18n.English {
			header = append(header, c.Key())
		} else {
			header = append(header, loc.Message(c))
		}
	}
	for _, h := range []string{"dominance", "bonus", "gold", "culture", "total", "rank", "winner"} {
		header = append(header, loc.T(h))
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, p := range res.Players {
		row := []string{p.Name, strconv.FormatBool(p.Automa)}
		for _, cp := range p.Points {
			row = append(row, strconv.Itoa(cp.Points))
		}
		var dom []string
		for _, c := range p.Dominance {
			dom = append(dom, c.Key())
		}
		row = append(row, strings.Join(dom, ";"), strconv.Itoa(p.Bonus), strconv.Itoa(p.Gold), strconv.Itoa(p.Culture),
			strconv.Itoa(p.Total), strconv.Itoa(p.Rank), strconv.FormatBool(p.Winner))
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
