package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/tracker"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
)

// fitPlayers: a Spanish, a Japanese and a Czech name, the second one's
// turn, so that the header names the third as next.
const fitPlayers = "setup players=Benito,健太郎,Čeněk seed=1"

// TestEveryScreenFitsAt80x24: the main screen, the new-game form, the end
// form and the final table at 80x24 in every language, each a golden
// screen, and each checked for what must stay whole: the header names the
// next player, column heads and buttons are not cut, titles are whole, no
// wide rune lies under a dialog's border, and the players' counts line up.
func TestEveryScreenFitsAt80x24(t *testing.T) {
	t.Parallel()
	over := monumentalOver(t)
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		t.Run(lang, func(t *testing.T) {
			// The main screen.
			h := localized(t, lang, 80, 24, fitPlayers, "take 3", "end")
			screen := h.draw()
			golden(t, "fit-main-"+lang+"-80x24", screen)
			head := firstLine(screen)
			for _, name := range []string{"健太郎", "Čeněk"} {
				if !strings.Contains(head, name) {
					t.Errorf("header %q lacks %s", head, name)
				}
			}
			// Those with no card yet: a count of one is worded otherwise in
			// Czech ("karet: 1").
			assertCountsAligned(t, h, []string{"健太郎", "Čeněk"})

			// The new-game form: every label in sight is whole, the title
			// names F2 and the border says Start is below.
			s := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: loc, NewGame: tracker.Setup{Players: []string{"Ana", "Ben", "Cy"}}})
			screen = s.draw()
			golden(t, "fit-setup-"+lang+"-80x24", screen)
			s.contains(loc.Sprintf(titleSetupF2, loc.T("quit")), loc.T(msgStartBelow))
			// The labels below the fold are whole once Tab reaches them.
			for _, l := range append([]string{"Game"}, setupLabels...) {
				for tabs := 0; tabs < len(setupLabels)+2 && !strings.Contains(s.draw(), "║ "+loc.T(l)+" "); tabs++ {
					s.press(tcell.KeyTab)
				}
				s.contains("║ " + loc.T(l) + " ")
			}
			dialogBorderWhole(t, s)

			// The end form: whole heads, the legend of the short ones, whole
			// buttons.
			f := localized(t, lang, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", over...)
			f.press('s')
			screen = f.draw()
			golden(t, "fit-tallies-"+lang+"-80x24", screen)
			heads, legend := tallyHeads(loc, tallyColumns, tallyHeadWidth)
			row := lineWith(screen, "║"+strings.Repeat(" ", 16)+heads[0])
			if row == "" || strings.Contains(row, "…") {
				t.Errorf("end form head cut or missing: %q:\n%s", row, screen)
			}
			for _, hd := range heads {
				if !strings.Contains(row, " "+hd+" ") {
					t.Errorf("end form head %q lacks %q", row, hd)
				}
			}
			if legend != "" {
				for _, part := range strings.Split(legend, " · ") {
					if !strings.Contains(strings.Join(strings.Fields(strings.ReplaceAll(screen, "║", " ")), " "), part) {
						t.Errorf("end form legend lacks %q:\n%s", part, screen)
					}
				}
			}
			f.contains(" "+loc.T("Score and save")+" ", " "+loc.T("Cancel")+" ")
			dialogBorderWhole(t, f)

			// The final table: a whole title and heads, the header in sight.
			f.enterTallies()
			screen = f.draw()
			golden(t, "fit-final-"+lang+"-80x24", screen)
			f.contains(" " + loc.T(resultTitle) + " ")
			if row := lineWith(screen, loc.T("Player")); row == "" || strings.Contains(row, "…") {
				t.Errorf("final table head cut or missing: %q:\n%s", row, screen)
			}
			if strings.TrimSpace(firstLine(screen)) == "" {
				t.Errorf("the final table hides the header:\n%s", screen)
			}
			dialogBorderWhole(t, f)
		})
	}
}

func firstLine(screen string) string { return strings.SplitN(screen, "\n", 2)[0] }

// lineWith is the first line of the screen holding text, or "".
func lineWith(screen, text string) string {
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, text) {
			return l
		}
	}
	return ""
}

// dialogBorderWhole: the open dialog's left and right borders show on each
// of its rows, no wide rune lying over them (overprinting).
func dialogBorderWhole(t *testing.T, h *harness) {
	t.Helper()
	h.draw()
	x, y, w, hh := h.d.dialogs.box.GetRect()
	for row := y; row < y+hh; row++ {
		for _, col := range []int{x, x + w - 1} {
			if _, _, _, cw := h.screen.GetContent(col-1, row); cw > 1 {
				t.Errorf("row %d: a wide rune at column %d covers the border:\n%s", row, col-1, h.draw())
			}
			if r, _, _, _ := h.screen.GetContent(col, row); !strings.ContainsRune("║╔╗╚╝", r) {
				t.Errorf("row %d column %d: %q where the border is:\n%s", row, col, r, h.draw())
			}
		}
	}
}
