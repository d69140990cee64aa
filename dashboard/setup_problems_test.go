package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
)

// TestSetupFormReportsEveryProblemAtOnce: players "Ana, ana, Cid, Dee",
// start player "Zed", two civilizations and era sizes "3,x" are reported
// together on one Start, each against its field (its label marked and
// named on its line).
func TestSetupFormReportsEveryProblemAtOnce(t *testing.T) {
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec})
	form := h.d.dialogFocus.(*tview.Form)
	set := func(i int, text string) { form.GetFormItem(i).(*tview.InputField).SetText(text) }
	set(fPlayers, "Ana, ana, Cid, Dee")
	set(fStart, "Zed")
	set(fCivs, "china, japan")
	set(fEras, "3,x")
	startFromForm(h)
	if len(rec.Games) != 0 {
		t.Fatalf("a game started from a wrong setup: %q", rec.Games)
	}
	box := dialogFlex(h)
	errs := box.GetItem(1).(*tview.TextView).GetText(false)
	for _, want := range []string{
		`Players, clockwise: player name "ana" is used twice`,
		`Start player: Start player "Zed" is not one of the players`,
		`Civilizations: 2 civilizations for 4 players`,
		`Era sizes (I,II,III): Era sizes: "x" is not a number`,
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("problems lack %q:\n%s", want, errs)
		}
	}
	for _, i := range []int{fPlayers, fStart, fCivs, fEras} {
		if l := form.GetFormItem(i).GetLabel(); !strings.HasSuffix(l, problemMark) {
			t.Errorf("field %q is not marked", l)
		}
	}
	if l := form.GetFormItem(fTurns).GetLabel(); strings.HasSuffix(l, problemMark) {
		t.Errorf("field %q is marked without a problem", l)
	}
	// Each corrected: the marks go and the game starts.
	set(fPlayers, "Ana, Ben, Cid, Dee")
	set(fStart, "Cid")
	set(fCivs, "")
	set(fEras, "3,2,2")
	startFromForm(h)
	if len(rec.Games) != 1 || !strings.Contains(rec.Games[0], "start=Cid") {
		t.Fatalf("corrected setup not started: %q\n%s", rec.Games, h.draw())
	}
}

// TestSetupFormProblemsStayOnScreen: the problems of a refused setup are
// on screen at 80x24 with the form around them.
func TestSetupFormProblemsStayOnScreen(t *testing.T) {
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	form := h.d.dialogFocus.(*tview.Form)
	form.GetFormItem(fPlayers).(*tview.InputField).SetText("Ana, ana")
	form.GetFormItem(fEras).(*tview.InputField).SetText("3,x")
	startFromForm(h)
	h.contains(`is used twice`, `"x" is not a number`)
	// Esc still leaves the form (out of tablemate: there is no game).
	quits := 0
	h.d.onQuit = func() { quits++ }
	h.press(tcell.KeyEscape)
	if quits != 1 {
		t.Fatalf("Esc did not leave the refused form")
	}
}

// TestSetupFieldOfEveryEngineProblem: each of the engine's setup problems
// goes to the field it is about.
func TestSetupFieldOfEveryEngineProblem(t *testing.T) {
	for format, want := range map[string]int{
		"no players: name 1 to 5 players":                                   fPlayers,
		"%d players: Monumental plays 1 to 5 (5 with Lost Kingdoms)":        fPlayers,
		"5 players need the Lost Kingdoms expansion: turn Lost Kingdoms on": fLostKingdoms,
		"player name %q is used twice: give each player a different name":   fPlayers,
		"start player %d does not exist: choose 1 to %d":                    fStart,
		"%d civilizations for %d players: give one per player or none":      fCivs,
		"the continuous mode needs 2 to 5 players: play solo":               fTurns,
		"%d era sizes given, %d needed (%s)":                                fEras,
		"%s has %d cards: an era has 0 to 99 cards":                         fEras,
		"%d players and %d Automas: a table has 2 to 5 seats":               fBots,
		"%d Automa civilizations for %d Automas: give one per Automa":       fBotCivs,
		"civilization %s is given to two Automas: give each its own":        fBotCivs,
		"Automa difficulty %d: choose 0 to 4":                               fDifficulty,
		"%d Automa cards per turn: choose 1 or 2":                           fCards,
		"the Automas play the standard game: use mode=standard":             fTurns,
	} {
		if got := setupField(format); got != want {
			t.Errorf("%q goes to field %d, want %d", format, got, want)
		}
	}
}
