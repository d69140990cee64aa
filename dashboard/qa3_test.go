package dashboard

import (
	"errors"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
)

// Tests of the second QA pass: each failed before its fix.

// threeContinuous: three passes end round 1 with a Development phase.
const threeContinuous = "setup players=Ana,Ben,Cy mode=continuous seed=1"

// startButton moves from the players field to the Start button and presses it.
func startFromForm(h *harness) {
	h.t.Helper()
	form := h.d.dialogFocus.(*tview.Form)
	for i := 0; i < 20; i++ {
		if idx, btn := form.GetFocusedItemIndex(); idx < 0 && btn == 0 {
			break
		}
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
}

// TestConfiguredContinuousDisplayReachesTheSetup: display.continuous.3: 6
// gives a 6-slot display with three players, and display=6 in the setup;
// the size the engine gives anyway is not written.
func TestConfiguredContinuousDisplayReachesTheSetup(t *testing.T) {
	df := Defaults{Players: []string{"Ana", "Ben", "Cy"}, Mode: tracker.Continuous,
		ContinuousDisplay: map[int]int{2: 6, 3: 6, 4: 8, 5: 9},
		Eras:              []int{10, 4, 4}, Rules: tracker.Readings{ContinuousEnd: tracker.EndBeforeRefill, ContinuousDiscard: tracker.DiscardUntilRemaining, DiscardAfterEnd: true}}
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Defaults: df})
	startFromForm(h)
	if len(rec.Games) != 1 {
		t.Fatalf("no game started: %q\n%s", rec.Games, h.draw())
	}
	line := rec.Games[0]
	for _, want := range []string{"mode=continuous", "display=6", "eras=10,4,4", "end=before_refill", "devdiscard=remaining", "discard_after_end=on"} {
		if !strings.Contains(line, want) {
			t.Errorf("setup %q lacks %s", line, want)
		}
	}
	if n := len(h.d.mon().Display); n != 6 {
		t.Fatalf("display of %d slots, want 6", n)
	}
	// Four players: the configured 8 is the engine's own civs+4.
	df.Players = []string{"Ana", "Ben", "Cy", "Dee"}
	rec = &dashboardtest.MemoryRecorder{}
	h = newHarness(t, 80, 24, Options{Recorder: rec, Defaults: df})
	startFromForm(h)
	if len(rec.Games) != 1 || strings.Contains(rec.Games[0], "display=") {
		t.Fatalf("4 players: setup %q, want no display= (8 is the default)", rec.Games)
	}
}

// TestTickedBoxShows: a ticked box is drawn as [x], not blank (tview read
// "[x]" as a style tag).
func TestTickedBoxShows(t *testing.T) {
	for _, lang := range []string{"en", "es"} {
		h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New(lang),
			Defaults: Defaults{Players: []string{"Ana", "Ben"}, Renaissance: true}})
		screen := h.draw()
		if strings.Count(screen, "[x]") != 1 || strings.Count(screen, "[ ]") != 3 {
			t.Fatalf("%s: want one ticked box and three empty ones:\n%s", lang, screen)
		}
	}
}

// TestUndoShowsTheStepsToReverse: undoing the pass that ended a continuous
// round shows its table steps, newest first, as steps to reverse; Enter
// acknowledges them; redo and undo are allowed whatever panel is open.
func TestUndoShowsTheStepsToReverse(t *testing.T) {
	h := withGame(t, 80, 40, threeContinuous, "pass", "pass")
	h.press('p')
	h.contains("After «pass»: do these steps")
	h.press('u')
	screen := h.draw()
	if !strings.Contains(screen, "Undo «pass»: reverse these steps") {
		t.Fatalf("no steps to reverse after undo:\n%s", screen)
	}
	first := strings.Index(screen, "Pass the Era I Separation card to Ben")
	last := strings.Index(screen, "Discard the card in slot 7")
	if first < 0 || last < 0 || first > last {
		t.Fatalf("the steps are not shown newest first:\n%s", screen)
	}
	if len(h.d.pending) == 0 || h.d.binding(tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone)) == nil {
		t.Fatal("no pending steps to acknowledge")
	}
	// Redo is allowed while the steps are open, and replaces them.
	h.press('r')
	h.contains("After «pass»: do these steps", "Redone: ")
	h.lacks("first do the steps")
	if got := len(h.rec.Actions); got != 3 {
		t.Fatalf("%d actions recorded after redo, want 3", got)
	}
	// Undo twice in a row: the second undone pass has no table steps.
	h.press('u')
	h.contains("Undo «pass»")
	h.press('u')
	h.lacks("Undo «pass»: reverse", "first do the steps")
	h.contains("Undone: pass")
	h.press('r', 'r')
	h.contains("After «pass»: do these steps")
	h.press('u', tcell.KeyEnter)
	h.lacks("Undo «pass»")
	h.contains("Instructions done.")
}

// staleRecorder refuses every write as changed elsewhere, until reloaded.
type staleRecorder struct {
	dashboardtest.MemoryRecorder
	stale   bool
	reloads int
	setup   string
	actions []string
}

func (s *staleRecorder) Record(a string) error {
	if s.stale {
		return errors.Join(ErrStale, errors.New("store: the game was changed by another tablemate: game 1: reload it before going on"))
	}
	return s.MemoryRecorder.Record(a)
}

func (s *staleRecorder) Reload(kinds kernel.Kinds) (kernel.Session, error) {
	s.reloads++
	s.stale = false
	return kinds.For(s.setup).Load(s.setup, s.actions, nil)
}

// TestStaleGameHasAReloadKey: a write refused because another tablemate
// changed the game names the reload key, and R reloads it.
func TestStaleGameHasAReloadKey(t *testing.T) {
	g := session(t, nil, three, nil, nil)
	rec := &staleRecorder{stale: true, setup: three, actions: []string{"take 1", "end"}}
	rec.Games = []string{three}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g})
	h.press('2')
	h.contains("another tablemate", "Press R to")
	if !strings.Contains(h.d.status, "Press R to reload it") || strings.Contains(h.d.status, "before going on") {
		t.Fatalf("status %q does not name the reload key", h.d.status)
	}
	h.contains(" R reload ")
	// The help screen lists the key while it applies.
	h.press('?')
	h.contains("reload the game")
	h.press(tcell.KeyEscape, 'R')
	if rec.reloads != 1 || h.d.Game().Len() != 2 {
		t.Fatalf("R did not reload the game: %d reloads\n%s", rec.reloads, h.draw())
	}
	h.contains("Reloaded", "2. end")
	h.lacks(" R reload ")
}

// TestSetupFormPrefillsTheLastEras: eras 10,4,4 of the last game are in
// the form, not "from the config".
func TestSetupFormPrefillsTheLastEras(t *testing.T) {
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana,Ben seed=1 eras=10,4,4"})
	form := h.d.dialogFocus.(*tview.Form)
	if got := form.GetFormItemByLabel("Era sizes (I,II,III)").(*tview.InputField).GetText(); got != "10, 4, 4" {
		t.Fatalf("era sizes prefilled %q, want 10, 4, 4", got)
	}
	h.contains("10, 4, 4")
	// Sizes that are the config's anyway stay "from the config".
	c := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana,Ben seed=1 eras=15,12,8",
		Defaults: Defaults{Eras: []int{15, 12, 8}}})
	c.contains("from the config")
}

// TestHelpBarKeepsHelpAndQuit: at 80x24 the bar always ends with ? help and
// q quit and never cuts a word, in every language, with the steps panel
// open.
func TestHelpBarKeepsHelpAndQuit(t *testing.T) {
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		h := withGame(t, 80, 24, threeContinuous, "pass", "pass")
		h.d.loc = loc
		h.press('p')
		screen := h.draw()
		lines := strings.Split(screen, "\n")
		bar := lines[23]
		want := []string{"? " + loc.T("help"), "q " + loc.T("quit"), loc.T("Enter") + " " + loc.T("done")}
		for _, w := range want {
			if !strings.Contains(bar, w) {
				t.Errorf("%s: bar %q lacks %q", lang, bar, w)
			}
		}
		// Every entry shown is whole.
		for _, it := range h.d.helpBarItems(80) {
			if strings.Contains(bar, " "+it[0]+" ") && !strings.Contains(bar, " "+it[0]+" "+it[1]) {
				t.Errorf("%s: bar %q cuts %q", lang, bar, it[1])
			}
		}
	}
}

// TestDisplayTitleFitsAt80: the two-row display's title is not cut.
func TestDisplayTitleFitsAt80(t *testing.T) {
	for _, lang := range i18n.Languages() {
		h := withGame(t, 80, 24, "setup players=Ana,Ben seed=1")
		h.d.loc = i18n.New(lang)
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
		if h.d.dialog != "result" {
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

// TestUndoStepsScrollTitleSaysUndo: at 80x24 the ten steps to reverse
// scroll, and the panel's title still says they are an undo's.
func TestUndoStepsScrollTitleSaysUndo(t *testing.T) {
	h := withGame(t, 80, 24, threeContinuous, "pass", "pass", "pass")
	h.press('u')
	h.contains("Undo «pass»: steps 1-")
}
