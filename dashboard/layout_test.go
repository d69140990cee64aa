package dashboard

import (
	"slices"
	"strings"
	"testing"
	"time"

	"tablemate/dashboard/dashboardtest"

	"tablemate/i18n"

	"github.com/gdamore/tcell/v2"
)

// TestHelpBarKeepsHelpAndQuit: at 80x24 the bar always ends with ? help and
// q quit and never cuts a word, in every language, with the steps panel
// open.
func TestHelpBarKeepsHelpAndQuit(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		h := localized(t, lang, 80, 24, threeContinuous, "pass", "pass")
		h.press('p')
		screen := h.draw()
		lines := strings.Split(screen, "\n")
		bar := lines[23]
		want := []string{"? " + loc.T("help"), "q " + loc.T("quit"), loc.T("Enter") + " " + loc.T("steps done")}
		for _, w := range want {
			if !strings.Contains(bar, w) {
				t.Errorf("%s: bar %q lacks %q", lang, bar, w)
			}
		}
		// Every entry shown is whole.
		for _, it := range h.d.keys.bar(h.d, 80) {
			if strings.Contains(bar, " "+it[0]+" ") && !strings.Contains(bar, " "+it[0]+" "+it[1]) {
				t.Errorf("%s: bar %q cuts %q", lang, bar, it[1])
			}
		}
	}
}

// TestDisplayTitleFitsAt80: the two-row display's title is not cut.
func TestDisplayTitleFitsAt80(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages() {
		h := localized(t, lang, 80, 24, "setup players=Ana,Ben seed=1")
		screen := h.draw()
		line := strings.Split(screen, "\n")[2]
		if strings.Contains(line, "…") {
			t.Errorf("%s: display title cut: %q", lang, line)
		}
	}
}

// TestFinalTableHeadsAreWhole: the final table's category heads are short
// forms named by a legend, not words cut to "Knowl. Wonde.", in every
// language.
func TestFinalTableHeadsAreWhole(t *testing.T) {
	t.Parallel()
	over := append(monumentalOver(t), `tally "Ana" knowledge=5 wonders=1 policies=2 provinces=3 gold=2 culture=0`,
		`tally "Ben" knowledge=1 wonders=0 policies=0 provinces=0 gold=0 culture=0`,
		`tally "Cy" knowledge=0 wonders=0 policies=0 provinces=0 gold=0 culture=0`)
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		h := localized(t, lang, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", over...)
		h.press('s')
		for i := 0; i < 18; i++ {
			h.press(tcell.KeyTab)
		}
		h.press(tcell.KeyEnter)
		screen := h.draw()
		if h.d.dialogs.top != "result" {
			t.Fatalf("%s: no final table:\n%s", lang, screen)
		}
		var head string
		for _, l := range strings.Split(screen, "\n") {
			if strings.Contains(l, loc.T("Player")) {
				head = l
				break
			}
		}
		if head == "" || strings.Contains(head, "…") {
			t.Fatalf("%s: no final table head, or a cut one: %q:\n%s", lang, head, screen)
		}
		for _, c := range []string{"Knowledge", "Wonders", "Policies", "Provinces"} {
			if name := loc.T(c); i18n.Width(name) > 6 {
				if cutName, _ := cut(name, 5); strings.Contains(head, cutName+".") {
					t.Errorf("%s: final table head %q cuts %q", lang, head, name)
				}
			}
		}
		h.contains(loc.T("K")+" "+loc.T("Knowledge"), loc.T("Prov")+" "+loc.T("Provinces"))
	}
}

// TestHelpBarOffersOnlyWhatWorks: while the panel waits for Enter, the
// game keys it refuses are not in the bar; the digits name the display's
// slots.
func TestHelpBarOffersOnlyWhatWorks(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1")
	bar := helpBar(h)
	if !strings.Contains(bar, " 1-6 take") || strings.Contains(bar, "0-9") {
		t.Fatalf("bar before the steps: %q", bar)
	}
	h.press('e')
	if len(h.d.ctl.Steps().Pending) == 0 {
		t.Fatal("no steps pending after e")
	}
	bar = helpBar(h)
	for _, refused := range []string{"take", " e end"} {
		if strings.Contains(bar, refused) {
			t.Errorf("bar offers %q while the steps wait: %q", refused, bar)
		}
	}
	if !strings.Contains(bar, "done") {
		t.Errorf("bar lacks Enter done: %q", bar)
	}
	// The help screen does not mark them as applying now.
	h.press('?')
	h.contains("   1-6    take the card")
	h.lacks("* 1-6")
}

// TestLongNamesInTheHeader: with 24-character names the header's left
// part is shortened first (the mode, the turn, then the phase go), so that
// who plays and who is next are named whole; the round stays.
func TestLongNamesInTheHeader(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Bartholomew_Fitzgeraldi,Maximiliana_Oppenheimer,Cy seed=1")
	head := strings.Split(h.draw(), "\n")[0]
	// The names stay whole: the mode and the round make room first.
	if !strings.Contains(head, "Bartholomew_Fitzgeraldi's turn ▸ next: Maximiliana_Oppenheimer") || !strings.Contains(head, "Turn 1") || strings.Contains(head, "…") {
		t.Fatalf("header %q: the mode and the round are to be shortened, not the names", head)
	}
	// Names too long for a header with its clock and its words are named
	// whole, after the panel's marks (▶ who plays › who is next), the turn
	// and the clock still there (issue #25 item 5: never the names).
	line := "setup players=Bartholomew_Fitzgerald_I,Maximiliana_Oppenheimer,Cy seed=1"
	rec := &clockRecorder{MemoryRecorder: dashboardtest.MemoryRecorder{Games: []string{line}}, turn: 65 * time.Second, played: time.Hour}
	h = newHarness(t, 80, 24, Options{Recorder: rec, Game: session(t, nil, line, nil, nil)})
	head = strings.Split(h.draw(), "\n")[0]
	if !strings.Contains(head, "1:05 · 1:00:00") {
		t.Fatalf("header %q: no clock", head)
	}
	if strings.Contains(head, "…") || !strings.Contains(head, "▶ Bartholomew_Fitzgerald_I › Maximiliana_Oppenheimer") || !strings.Contains(head, "Turn 1") {
		t.Fatalf("header %q: the words, never the names, are to be shortened", head)
	}
	// Names that fill the header alone (24 wide characters each) take a
	// second row under it.
	long1, long2 := strings.Repeat("健太郎", 8), strings.Repeat("美咲子", 8)
	line = "setup players=" + long1 + "," + long2 + " seed=1"
	rec = &clockRecorder{MemoryRecorder: dashboardtest.MemoryRecorder{Games: []string{line}}, turn: 65 * time.Second, played: time.Hour}
	h = newHarness(t, 80, 24, Options{Recorder: rec, Game: session(t, nil, line, nil, nil)})
	rows := strings.Split(h.draw(), "\n")
	if !strings.Contains(rows[0], "1:05 · 1:00:00") || !strings.Contains(rows[0]+rows[1], long1) ||
		!strings.Contains(rows[1], long2) || strings.Contains(rows[0]+rows[1], "…") || !strings.HasPrefix(rows[2], " End: ") {
		t.Fatalf("two rows of header wanted, the names whole on the second:\n%s", strings.Join(rows[:4], "\n"))
	}
	// In the continuous mode and in French, names of 9 letters stay whole
	// (issue 26: «À Crist… de jouer ▸ suivant : …»).
	c := localized(t, "fr", 80, 24, "setup players=Cristóbal,Benjamín,Ana mode=continuous seed=1")
	head = strings.Split(c.draw(), "\n")[0]
	if !strings.Contains(head, "À Cristóbal de jouer ▸ suivant\u202f: Benjamín") || strings.Contains(head, "…") {
		t.Fatalf("French continuous header %q: the names are to be whole", head)
	}
}

// TestFinalScoreSaysMoreBelow: at 80x24 a final score longer than the box
// (three players with several explanations) says so on its border until
// its end is shown; one that fits says nothing.
func TestFinalScoreSaysMoreBelow(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	h.press('s')
	h.enterTallies()
	h.contains("Final score · saved", "Cy ")
	h.lacks("▼ more below")
	// A longer text: explanations push the last bar below the box.
	text := strings.Repeat("- an explanation\n", 18) + "Ana  ███ 8\nBen  ███ 8\nCy   █ 2\n"
	h.d.forms.showResultText(text)
	h.contains("Final score · saved", "▼ more below: ↓ PgDn")
	h.lacks("Cy   █ 2")
	for i := 0; i < 3; i++ {
		h.press(tcell.KeyPgDn)
	}
	h.lacks("▼ more below")
	h.contains("Cy   █ 2")
}

// TestStepsScrollAt80x24: the round end's 10 steps do not fit at 80x24: the
// title says which are shown and the keys page through them; the next
// round's City phase follows as a step of its own.
func TestStepsScrollAt80x24(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, fourContinuous, fourPassed...)
	h.press('p')
	if n := len(h.d.ctl.Steps().Pending); n != 10 {
		t.Fatalf("%d steps, want 10", n)
	}
	h.contains("After «passing»: steps 1-5 of 10 · ↑↓ PgUp PgDn", " 5. Slide")
	h.lacks(" 6. ", "10. ", "more steps", "Round 2, City phase")
	h.press(tcell.KeyPgDn)
	h.contains("steps 6-10 of 10", "10. Pass the Era I Separation card to Ben")
	h.press(tcell.KeyPgDn) // the last page stays
	h.contains("steps 6-10 of 10")
	h.press(tcell.KeyUp)
	h.contains("steps 5-10 of 10")
	h.press(tcell.KeyPgUp, tcell.KeyPgUp, tcell.KeyPgUp, tcell.KeyPgUp)
	h.contains("steps 1-5 of 10")
	// A longer cause: the title drops it rather than be cut. The panel is
	// drawn alone where the frame drew it, its steps' cause changed.
	frame := strings.Split(h.draw(), "\n")
	top := slices.IndexFunc(frame, func(l string) bool { return strings.Contains(l, "After «passing»: steps 1-5 of 10") })
	steps := h.d.ctl.Steps()
	steps.Cause = "answer slot 12"
	panel := tcell.NewSimulationScreen("UTF-8")
	if err := panel.Init(); err != nil {
		t.Fatal(err)
	}
	panel.SetSize(80, 24)
	h.d.board.drawInstructions(panel, 0, top, 49, 24-2-len(h.d.board.statusLines(80))-top+1, steps)
	panel.Show()
	if title := strings.Split(screenText(panel), "\n")[top]; title != " Steps 1-5 of 10 · ↑↓ PgUp PgDn" {
		t.Errorf("a longer cause: title %q", title)
	}
	h.press(tcell.KeyEnter)
	h.lacks("After «passing»")
	h.contains("City phase: do this step, then press Enter", "1. Round 2, City phase", "Now the City phase")
	if len(h.rec.Actions) != 5 {
		t.Fatalf("the scroll keys acted: %q", h.rec.Actions)
	}
	// Steps that fit keep their whole title, never cut.
	w := withGame(t, 120, 40, fourContinuous, fourPassed...)
	w.press('p')
	w.contains("At the table, after «passing»: do these steps, then press Enter", "10. Pass the Era I")
}

// TestDisplayLabelsOneFormAndWrapMarked: every card of a display has the
// same label form, and a one-row display wrapped at 80 columns (10 slots
// and more; up to 9 stay one row) is marked as one row.
func TestDisplayLabelsOneFormAndWrapMarked(t *testing.T) {
	t.Parallel()
	for _, n := range []string{"8", "9"} {
		h := withGame(t, 120, 40, "setup players=Ana,Ben mode=continuous display="+n+" eras=5,3,2 seed=1")
		var labels string
		lines := strings.Split(h.draw(), "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, " Display") {
				labels = lines[i+1][:81] // the display panel, not the deck beside it
			}
		}
		if c := strings.Count(labels, "Era"); c != 0 && c != len(h.d.mon().Display()) {
			t.Errorf("display=%s: labels of two forms: %q", n, labels)
		}
	}
	for _, n := range []string{"10", "12"} {
		h := withGame(t, 80, 24, "setup players=Ana,Ben mode=continuous display="+n+" seed=1")
		h.contains("←", "↩")
	}
	two := withGame(t, 80, 24, "setup players=Ana,Ben seed=1")
	two.lacks("←", "↩")
	one := withGame(t, 80, 24, three)
	one.lacks("←", "↩")
}

func TestHelpScreenListsEveryKey(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('?')
	screen := h.draw()
	for _, b := range h.d.keys {
		desc := b.desc
		if desc == keyTakeDesc {
			desc = keyTakeDescNoTen // six slots: no slot 10 to name
		}
		if b.forGame(h.d) && (!b.onlyWhenShown || b.shown(h.d)) && (b.inGame == nil || b.inGame(h.d)) && !strings.Contains(screen, desc) {
			t.Errorf("help lacks %q", desc)
		}
		if !b.forGame(h.d) && b.kind == worldMon && strings.Contains(screen, b.desc) {
			t.Errorf("a Monumental game's help shows World Monuments' %q", b.desc)
		}
	}
	if !strings.Contains(screen, "In forms: Tab moves") {
		t.Errorf("the help's last line does not fit at 80x24:\n%s", screen)
	}
	h.press(tcell.KeyEscape)
	h.lacks("Help · ")
}

func TestHelpBarFollowsTheMode(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	bar := lastLine(h.draw())
	if !strings.Contains(bar, "e end") || strings.Contains(bar, "p pass") {
		t.Fatalf("standard bar: %q", bar)
	}
	c := withGame(t, 80, 24, "setup players=Ana,Ben mode=continuous seed=1")
	bar = lastLine(c.draw())
	if strings.Contains(bar, "e end") || !strings.Contains(bar, "p pass") || !strings.Contains(bar, "a act") {
		t.Fatalf("continuous bar: %q", bar)
	}
}

func TestTinyTerminalAndResizeKeepState(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three, "take 3")
	h.resize(60, 20)
	h.contains("enlarge the window to at least 80x24 (now 60x20)")
	h.lacks("Display")
	h.press('4') // ignored: nothing is shown to act on
	h.resize(30, 5)
	h.contains("(now 30x5)")
	h.resize(1, 1)
	h.draw()
	h.resize(0, 0)
	h.draw()
	h.resize(80, 24)
	h.contains("taken", "1. card from slot 3")
	if len(h.rec.Actions) != 1 {
		t.Fatalf("a key acted on a hidden screen: %q", h.rec.Actions)
	}
}
