package dashboard

import (
	"strings"
	"testing"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/scoring"
)

// TestFinalTableKeepsLongNames: the Monumental final table names players of
// 21 letters whole, the winner with its crown, the columns within the box,
// in every language; the legend says ties for the most get the bonus too.
func TestFinalTableKeepsLongNames(t *testing.T) {
	t.Parallel()
	res, err := scoring.Score([]scoring.Tally{
		{Name: "Maximiliano Fernández", Knowledge: 5, Wonders: 2, Policies: 1, Provinces: 3, Gold: 2},
		{Name: "Esperanza Gutiérrez", Knowledge: 5, Wonders: 1, Provinces: 4, Gold: 1},
		{Name: "Bartholomew Fitzgerald", Knowledge: 1},
	}, scoring.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		text := resultText(loc, res, 74)
		for _, want := range []string{"Maximiliano Fernández ♛", "Esperanza Gutiérrez ", "Bartholomew Fitzgerald "} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the final table lacks %q:\n%s", lang, want, text)
			}
		}
		for _, l := range strings.Split(text, "\n") {
			if i18n.Width(l) > 74 {
				t.Errorf("%s: a line wider than the box: %q", lang, l)
			}
		}
		if legend := squeeze(loc.Sprintf(dominanceLegend, scoring.DominanceBonus)); !strings.Contains(squeeze(text), legend) {
			t.Errorf("%s: the legend lacks the ties:\n%s", lang, text)
		}
	}
}

// wmLong: a World Monuments game of two long names.
const wmLong = `setup game=worldmonuments players="Maximiliano Fernández,Esperanza Gutiérrez" monument=taj_mahal start="Maximiliano Fernández"`

// TestWMResultInTheReadersLanguage: once every gem is in, the end line,
// the panel, the final table and the status line say who won in the
// screen's language (never the English "wins"), and the final table and
// the players panel keep the long names and their notes whole, in every
// language at 80x24 and 100x30.
func TestWMResultInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	actions := []string{"quarry", `quarry_done "Maximiliano Fernández"`, "build 1", "build 2", "complete", `gems "Maximiliano Fernández" 0`, `gems "Esperanza Gutiérrez" 1`}
	for _, lang := range i18n.Languages() {
		for _, size := range sizes {
			g := session(t, nil, wmLong, nil, nil)
			rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}}
			h := newHarness(t, size[0], size[1], Options{Recorder: rec, Game: g, Localizer: i18n.New(lang)})
			// Before the end, the header names whose turn it is and who
			// is next whole.
			if rows := strings.Split(h.draw(), "\n"); !strings.Contains(rows[0]+rows[1], "Maximiliano Fernández") || !strings.Contains(rows[0]+rows[1], "Esperanza Gutiérrez") {
				t.Errorf("%s %dx%d: the header cuts a name:\n%s\n%s", lang, size[0], size[1], rows[0], rows[1])
			}
			for _, a := range actions {
				if !h.act(a) {
					t.Fatalf("%s: %s refused: %s", lang, a, h.d.ctl.Status().Text)
				}
			}
			s := h.d.wms()
			if !s.Scored() {
				t.Fatalf("not scored:\n%s", h.draw())
			}
			english := s.EndStatusText()
			worded := h.d.loc.Message(s.EndStatusMessage())
			board := h.draw()
			if lang != i18n.English && (worded == english || strings.Contains(board, english)) {
				t.Errorf("%s %dx%d: the result is in English: %q\n%s", lang, size[0], size[1], english, board)
			}
			if !strings.Contains(squeeze(board), squeeze(worded)) {
				t.Errorf("%s %dx%d: the board lacks the result %q:\n%s", lang, size[0], size[1], worded, board)
			}
			right := []string{}
			for _, l := range strings.Split(board, "\n") {
				right = append(right, cellRange(l, size[0]-31, size[0]))
			}
			if panel := strings.Join(right, "\n"); !strings.Contains(panel, "Maximiliano Fernández") || !strings.Contains(panel, "Esperanza Gutiérrez") || strings.Contains(panel, "…") {
				t.Errorf("%s %dx%d: the players panel cuts a name or a note:\n%s", lang, size[0], size[1], board)
			}
			// A name never runs into its points.
			for _, name := range []string{"Maximiliano Fernández", "Esperanza Gutiérrez"} {
				for rest := board; strings.Contains(rest, name); {
					rest = rest[strings.Index(rest, name)+len(name):]
					if next := []rune(rest); len(next) > 0 && next[0] >= '0' && next[0] <= '9' {
						t.Errorf("%s %dx%d: %s runs into %q:\n%s", lang, size[0], size[1], name, string(next[:min(8, len(next))]), board)
					}
				}
			}
			h.press('s')
			final := h.draw()
			if lang != i18n.English && strings.Contains(final, english) {
				t.Errorf("%s %dx%d: the final table is in English:\n%s", lang, size[0], size[1], final)
			}
			for _, want := range []string{"Maximiliano Fernández", "Esperanza Gutiérrez"} {
				if !strings.Contains(final, want) {
					t.Errorf("%s %dx%d: the final table cuts %s:\n%s", lang, size[0], size[1], want, final)
				}
			}
			if st := h.d.ctl.Status().Text; lang != i18n.English && strings.Contains(st, english) {
				t.Errorf("%s %dx%d: the status line is in English: %q", lang, size[0], size[1], st)
			}
		}
	}
}
