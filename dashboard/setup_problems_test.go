package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// TestSetupFormReportsEveryProblemAtOnce: players "Ana, ana,, Cid, Dee",
// start player "Zed", two civilizations and era sizes "3,x" are reported
// together on one Start, each against its field (its label marked and
// named on its line).
func TestSetupFormReportsEveryProblemAtOnce(t *testing.T) {
	t.Parallel()
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec})
	form := h.d.dialogs.focus.(*tview.Form)
	set := func(i int, text string) { form.GetFormItem(i).(*tview.InputField).SetText(text) }
	set(fPlayers, "Ana, ana,, Cid, Dee")
	set(fStart, "Zed")
	set(fCivs, "china, japan")
	set(fEras, "3,x")
	startFromForm(h)
	if len(rec.Games) != 0 {
		t.Fatalf("a game started from a wrong setup: %q", rec.Games)
	}
	box := dialogFlex(h)
	errs := box.GetItem(1).(*problemList).GetText(false)
	for _, want := range []string{
		`Players, clockwise: player name "ana" is used twice`,
		`Players, clockwise: A name is empty between two commas`,
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
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	form := h.d.dialogs.focus.(*tview.Form)
	form.GetFormItem(fPlayers).(*tview.InputField).SetText("Ana, ana")
	form.GetFormItem(fEras).(*tview.InputField).SetText("3,x")
	startFromForm(h)
	h.contains(`is used twice`, `"x" is not a number`)
	// Esc still leaves the form (out of tablemate: there is no game),
	// asking first since it holds what was typed.
	quits := 0
	h.d.onQuit = func() { quits++ }
	h.press(tcell.KeyEscape)
	h.contains("Quit tablemate? What is typed in the form is lost")
	h.press(tcell.KeyEnter)
	if quits != 1 {
		t.Fatalf("Esc did not leave the refused form")
	}
}

// TestSetupFieldOfEveryEngineProblem: each of the engine's setup problems
// goes to the field of the setup key it names (kernel.RuleError.Key), for
// setups the engine itself refuses.
func TestSetupFieldOfEveryEngineProblem(t *testing.T) {
	t.Parallel()
	two := []string{"Ana", "Ben"}
	for _, c := range []struct {
		name  string
		setup tracker.Setup
		want  int
	}{
		{"no players", tracker.Setup{}, fPlayers},
		{"six players", tracker.Setup{Players: []string{"A", "B", "C", "D", "E", "F"}}, fPlayers},
		{"five without Lost Kingdoms", tracker.Setup{Players: []string{"A", "B", "C", "D", "E"}}, fLostKingdoms},
		{"a name twice", tracker.Setup{Players: []string{"Ana", "ana"}}, fPlayers},
		{"no such start player", tracker.Setup{Players: two, Start: 3}, fStart},
		{"civilizations", tracker.Setup{Players: two, Civilizations: []string{"egypt"}}, fCivs},
		{"continuous alone", tracker.Setup{Players: []string{"Ana"}, Mode: tracker.Continuous}, fTurns},
		{"era count", tracker.Setup{Players: two, EraSizes: []int{3, 3}}, fEras},
		{"era size", tracker.Setup{Players: two, EraSizes: []int{3, 3, 100}}, fEras},
		{"seats", tracker.Setup{Players: two, Automa: tracker.AutomaSetup{Bots: 4}}, fBots},
		{"Automa civilizations", tracker.Setup{Players: []string{"Ana"}, Automa: tracker.AutomaSetup{Bots: 2, Civilizations: []string{"egypt", "china", "zulu"}}}, fBotCivs},
		{"one civilization twice", tracker.Setup{Players: []string{"Ana"}, Automa: tracker.AutomaSetup{Bots: 2, Civilizations: []string{"egypt", "egypt"}}}, fBotCivs},
		{"difficulty", tracker.Setup{Players: []string{"Ana"}, Automa: tracker.AutomaSetup{Difficulty: 7}}, fDifficulty},
		{"cards", tracker.Setup{Players: []string{"Ana"}, Automa: tracker.AutomaSetup{CardsPerTurn: 3}}, fCards},
		{"Automas in the continuous mode", tracker.Setup{Players: two, Mode: tracker.Continuous, Automa: tracker.AutomaSetup{Bots: 1}}, fTurns},
	} {
		firstProblemGoesTo(t, c.name, c.setup.Validate(), setupFieldKeys, c.want)
	}
}

// TestWMSetupFieldOfEveryEngineProblem is the same for World Monuments.
func TestWMSetupFieldOfEveryEngineProblem(t *testing.T) {
	t.Parallel()
	two := []string{"Ana", "Ben"}
	for _, c := range []struct {
		name  string
		setup wm.Setup
		want  int
	}{
		{"one player", wm.Setup{Players: []string{"Ana"}, Monument: wm.Capitol}, wfPlayers},
		{"a name twice", wm.Setup{Players: []string{"Ana", "ana"}, Monument: wm.Capitol}, wfPlayers},
		{"no monument", wm.Setup{Players: two, Monument: wm.NoMonument}, wfMonument},
		{"no such start player", wm.Setup{Players: two, Monument: wm.Capitol, Start: 5}, wfStart},
		{"levels", wm.Setup{Players: two, Monument: wm.Capitol, Plan: wm.Plan{Levels: []int{1, 1, 1, 1, 1, 1}}}, wfPlan},
		{"overview", wm.Setup{Players: two, Monument: wm.Capitol, Plan: wm.Plan{Rounds: []int{3}}}, wfPlan},
	} {
		firstProblemGoesTo(t, c.name, c.setup.Validate(), wmSetupFieldKeys, c.want)
	}
}

// firstProblemGoesTo checks that the engine refused a setup (err) and that
// its first problem goes to the field want.
func firstProblemGoesTo(t *testing.T, name string, err error, fields fieldKeys, want int) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: the engine accepts it", name)
		return
	}
	d := &forms{ui: ui{loc: i18n.New(i18n.English)}}
	if found := d.errorProblems(err, fields); len(found) == 0 || found[0].item != want {
		t.Errorf("%s: %v goes to %+v, want field %d", name, err, found, want)
	}
}
