package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/kernel"
)

// longNames: two seats whose names together fill most of an 80-column
// header, as a Spanish table wrote them.
const longNames = `setup players="Maximiliano Fernández,Esperanza Gutiérrez" mode=continuous seed=1`

// sizes are the terminals the tests below draw in.
var sizes = [][2]int{{80, 24}, {100, 30}}

// TestEndLineWrapsRatherThanCut: the end line, once the end is triggered
// with a last player of any name, shows its whole sentence, on two rows
// when one is too narrow, and says "End" once, in every language at 80x24
// and 100x30.
func TestEndLineWrapsRatherThanCut(t *testing.T) {
	t.Parallel()
	for _, last := range []string{"Lucía", "Bartholomew Fitzgerald"} {
		setup := `setup players="Ana,Bruno,` + last + `" eras=3,2,2 seed=1`
		for _, lang := range i18n.Languages() {
			for _, size := range sizes {
				h := localized(t, lang, size[0], size[1], setup, "take 1", "end", "take 1", "end")
				s := h.d.mon()
				if !s.End().Triggered {
					t.Fatalf("the end is not triggered:\n%s", h.draw())
				}
				format, args := s.EndStatusMessage()
				sentence := h.d.loc.Message(kernel.Phrase{Format: format, Args: args})
				lines := strings.Split(h.draw(), "\n")
				end := squeeze(lines[1] + lines[2])
				if !strings.Contains(end, squeeze(sentence)) {
					t.Errorf("%s %dx%d: the end line lacks %q:\n%s", lang, size[0], size[1], sentence, strings.Join(lines, "\n"))
				}
				label := endLabel(h.d.loc)
				if strings.Contains(label, "%") {
					t.Fatalf("%s: no label from %q", lang, h.d.loc.Sprintf("End: %s", "x"))
				}
				if l := strings.ToLower(label); l != "" && strings.HasPrefix(strings.ToLower(end), l+":"+l) || strings.HasPrefix(strings.ToLower(end), l+"："+l) {
					t.Errorf("%s %dx%d: the end line says %q twice:\n%s", lang, size[0], size[1], label, strings.Join(lines, "\n"))
				}
			}
		}
	}
}

// TestStatusAndLogKeepTheirWords: with long names, the status line shows
// every word of its text (resumed, a pass, a Development phase) and no log
// line is cut: a long one goes on in the rows under it, in every language
// at 80x24 and 100x30.
func TestStatusAndLogKeepTheirWords(t *testing.T) {
	t.Parallel()
	logs := 0
	defer func() {
		if logs == 0 {
			t.Error("no screen showed the log")
		}
	}()
	for _, actions := range [][]string{nil, {"take 1", "pass"}, {"take 1", "pass", "pass"}} {
		for _, lang := range i18n.Languages() {
			for _, size := range sizes {
				h := localized(t, lang, size[0], size[1], longNames)
				for _, a := range actions {
					if !h.act(a) {
						t.Fatalf("%s: %s refused: %s", lang, a, h.d.ctl.Status().Text)
					}
				}
				screen := h.draw()
				lines := strings.Split(screen, "\n")
				status := squeeze(strings.Join(lines[size[1]-5:size[1]-1], ""))
				if want := h.d.ctl.Status().Text; !strings.Contains(status, squeeze(want)) {
					t.Errorf("%s %dx%d after %v: the status line lacks words of %q:\n%s", lang, size[0], size[1], actions, want, screen)
				}
				p := h.d.board.logPane
				if p.h == 0 {
					continue // the steps fill the panel
				}
				logs++
				first := true
				for _, l := range lines[p.y+1 : p.y+p.h] {
					l := cellRange(l, p.x, p.x+p.w)
					if strings.Contains(l, "…") {
						t.Errorf("%s %dx%d after %v: a log line is cut: %q\n%s", lang, size[0], size[1], actions, l, screen)
					}
					// The pane starts with a line's start, not the rest of
					// one whose start is out of view (6 cells in or more).
					if first && strings.TrimSpace(l) != "" {
						first = false
						if strings.HasPrefix(l, "      ") {
							t.Errorf("%s %dx%d after %v: the log starts with the rest of a line: %q\n%s", lang, size[0], size[1], actions, l, screen)
						}
					}
				}
			}
		}
	}
}

// cellRange is the part of a screen line from cell from to cell to.
func cellRange(line string, from, to int) string {
	var b strings.Builder
	at := 0
	for _, r := range line {
		if at >= from && at < to {
			b.WriteRune(r)
		}
		at += i18n.Width(string(r))
	}
	return b.String()
}

// TestHeaderNamesBothPlayersWhole: at turn 1 and turn 12 of a continuous
// game of two long names, the header names whose turn it is and who is
// next whole, in every language: the clock's labels and the words give
// way, or the names take a second row; at 100 columns the round shows
// too.
func TestHeaderNamesBothPlayersWhole(t *testing.T) {
	t.Parallel()
	var twelve []string
	for range 11 {
		twelve = append(twelve, "act")
	}
	twelve[0] = "take 1"
	for _, actions := range [][]string{nil, twelve} {
		for _, lang := range i18n.Languages() {
			for _, size := range sizes {
				h := localized(t, lang, size[0], size[1], longNames, actions...)
				lines := strings.Split(h.draw(), "\n")
				head := lines[0] + "\n" + lines[1]
				for _, name := range []string{"Maximiliano Fernández", "Esperanza Gutiérrez"} {
					if !strings.Contains(head, name) {
						t.Errorf("%s %dx%d turn %d: the header does not name %s whole:\n%s", lang, size[0], size[1], h.d.mon().Turn(), name, head)
					}
				}
				if size[0] >= 100 && !strings.Contains(lines[0], h.d.loc.Sprintf("Round %d", h.d.mon().Round())) {
					t.Errorf("%s %dx%d: the header has room for the round but lacks it:\n%s", lang, size[0], size[1], lines[0])
				}
			}
		}
	}
}

// TestPlayersPanelKeepsNamesAndTheStartMark: the players panel shows each
// long name whole, the start player's with ¹ as the legend under it says,
// in every language at 80x24 and 100x30.
func TestPlayersPanelKeepsNamesAndTheStartMark(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages() {
		for _, size := range sizes {
			h := localized(t, lang, size[0], size[1], `setup players="Maximiliano Fernández,Esperanza Gutiérrez" start=2 seed=1`)
			screen := h.draw()
			var panel []string
			for _, l := range strings.Split(screen, "\n") {
				panel = append(panel, cellRange(l, size[0]-31, size[0]))
			}
			right := strings.Join(panel, "\n")
			if !strings.Contains(right, "Maximiliano Fernández\n") && !strings.Contains(right, "Maximiliano Fernández ") {
				t.Errorf("%s %dx%d: Maximiliano Fernández is not whole:\n%s", lang, size[0], size[1], screen)
			}
			if !strings.Contains(right, "Esperanza Gutiérrez¹") {
				t.Errorf("%s %dx%d: the start player's mark is missing:\n%s", lang, size[0], size[1], screen)
			}
			if !strings.Contains(screen, h.d.loc.T("¹ start player")) {
				t.Errorf("%s %dx%d: no legend:\n%s", lang, size[0], size[1], screen)
			}
		}
	}
}
