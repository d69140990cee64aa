package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/tracker"
)

// Tests of the QA round on the dashboard in tmux: each failed before its fix.

// soloJapan: the Automa's first turn asks which slot holds a Knowledge card
// (M-SOLO: a slot question, answered "slot N" or "no").
const soloJapan = "setup players=Ana civs=japan seed=1 difficulty=2 automa=china"

// helpOpensAndCloses: the global keys work, so the focus is back on the
// board.
func helpOpensAndCloses(t *testing.T, h *harness, after string) {
	t.Helper()
	if h.d.dialog != "" {
		t.Fatalf("%s: dialog %q still open:\n%s", after, h.d.dialog, h.draw())
	}
	if f := h.d.app.GetFocus(); f != tview.Primitive(h.d.board) {
		t.Errorf("%s: the focus is on %T, not the board", after, f)
	}
	h.press('?')
	if !strings.Contains(h.draw(), "Help · Esc") {
		t.Fatalf("%s: ? does not open the help: the keys are lost:\n%s", after, h.draw())
	}
	h.press(tcell.KeyEscape)
	h.lacks("Help · Esc")
}

// TestEveryDialogGivesTheKeysBack: after any dialog is confirmed or
// cancelled, ?, q and the game keys work (a form used to move the focus into
// its closed dialog, and the event loop then gave the root no key).
func TestEveryDialogGivesTheKeysBack(t *testing.T) {
	celebs := "setup players=Ana,Ben,Cy celebrities=on monsters=on seed=1"
	tabs := func(n int) []any {
		var k []any
		for i := 0; i < n; i++ {
			k = append(k, tcell.KeyTab)
		}
		return k
	}
	over := monumentalOver(t)
	cases := []struct {
		name, setup string
		actions     []string
		wm          bool
		keys        []any
		recorded    string // the last action recorded, "" for none
	}{
		{name: "identify, Enter in the last field", setup: three, keys: []any{'i', tcell.KeyTab, tcell.KeyTab, "4", tcell.KeyTab, "Maths", tcell.KeyEnter}, recorded: `identify 1 knowledge 4 "Maths"`},
		{name: "identify, OK button", setup: three, keys: []any{'i', tcell.KeyTab, tcell.KeyTab, "4", tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter}, recorded: `identify 1 knowledge 4`},
		{name: "identify, Esc", setup: three, keys: []any{'i', tcell.KeyEscape}},
		{name: "hire", setup: celebs, keys: []any{'h', "Hypatia", tcell.KeyEnter}, recorded: `hire "Hypatia"`},
		{name: "hire, Esc", setup: celebs, keys: []any{'h', "Hyp", tcell.KeyEscape}},
		{name: "give back", setup: celebs, actions: []string{`hire "Hypatia"`}, keys: []any{'g'}, recorded: `giveback "Hypatia"`},
		{name: "monster", setup: celebs, keys: []any{'m', "quake", tcell.KeyEnter}, recorded: `monster "quake"`},
		{name: "answer", setup: soloJapan, keys: []any{'A', 'A', "2", tcell.KeyEnter}, recorded: "answer slot 2"},
		{name: "answer, Esc", setup: soloJapan, keys: []any{'A', 'A', tcell.KeyEscape}, recorded: "automa"},
		{name: "slot prompt", setup: three, keys: []any{'t', "2", tcell.KeyEnter}, recorded: "take 2"},
		{name: "automa gold", setup: soloJapan, keys: []any{'G', "3", tcell.KeyEnter}, recorded: "automa_gold 3"},
		{name: "WM empty quarry", setup: wmTaj, wm: true, actions: []string{"quarry 1", "quarry"}, keys: []any{'e', "2", tcell.KeyEnter, tcell.KeyEnter}, recorded: "quarry_done Ben"},
		{name: "WM pass", setup: wmTaj, wm: true, actions: []string{"quarry", "quarry_done Ana"}, keys: []any{'p', "0", tcell.KeyEnter}, recorded: "pass 0"},
		{name: "WM gems and final table", setup: wmTaj, wm: true, actions: wmLapped, keys: []any{'C', tcell.KeyEnter, 'g', "2", tcell.KeyEnter, "0", tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEscape}, recorded: "gems Ben 0"},
		{name: "tallies and final score", setup: "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", actions: over, keys: append(append([]any{'s', "5"}, tabs(18)...), tcell.KeyEnter, tcell.KeyEscape), recorded: `tally "Cy" knowledge=0 wonders=0 policies=0 provinces=0 gold=0 culture=0`},
		{name: "tallies, Esc", setup: "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", actions: over, keys: []any{'s', "5", tcell.KeyEscape}},
		{name: "new game", setup: three, keys: append(append([]any{'n', tcell.KeyEnter}, tabs(12)...), tcell.KeyEnter)},
		{name: "new game, Esc", setup: three, keys: []any{'n', tcell.KeyEnter, tcell.KeyEscape}},
		{name: "new game asked, Cancel", setup: three, keys: []any{'n', tcell.KeyTab, tcell.KeyEnter}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var h *harness
			if c.wm {
				h = withWM(t, 80, 24, c.setup, c.actions...)
			} else {
				h = withDeckGame(t, 80, 24, c.setup, c.actions...)
			}
			h.press(c.keys...)
			if c.recorded != "" {
				if got := h.rec.Actions; len(got) == 0 || got[len(got)-1] != c.recorded {
					t.Fatalf("recorded %q, want %q last:\n%s", got, c.recorded, h.draw())
				}
			}
			helpOpensAndCloses(t, h, c.name)
			quits := 0
			h.d.onQuit = func() { quits++ }
			h.press(tcell.KeyEnter, 'q')
			if quits != 1 {
				t.Fatalf("q did not quit after %s", c.name)
			}
		})
	}
}

// TestAnswerTypedThenEnterEndToEnd is the QA's hang on the real event loop:
// a typed answer and Enter, then ? and q still work.
func TestAnswerTypedThenEnterEndToEnd(t *testing.T) {
	h := withDeckGame(t, 80, 24, soloJapan)
	l := runLive(t, h)
	l.waitFor("Ana")
	l.key(tcell.KeyRune, 'A')
	l.waitFor("«automa»")
	l.key(tcell.KeyRune, 'A')
	l.waitFor("The Automa asks")
	l.key(tcell.KeyRune, '2')
	l.key(tcell.KeyEnter, 0)
	l.waitFor("«answer slot 2»")
	l.key(tcell.KeyRune, '?')
	l.waitFor("Help · Esc")
	l.key(tcell.KeyEscape, 0)
	l.key(tcell.KeyRune, 'q')
	l.stop("q did not stop the dashboard after the answer")
	if got := h.rec.Actions; len(got) != 2 || got[1] != "answer slot 2" {
		t.Fatalf("recorded %q", got)
	}
}

// TestSlotQuestionAnsweredNo: a slot question takes "no" (and n, the
// translated no); a refused answer keeps the focus in the field.
func TestSlotQuestionAnsweredNo(t *testing.T) {
	h := withDeckGame(t, 80, 24, soloJapan)
	h.press('A', 'A')
	h.contains("which slot holds", "Answer (slot number, or no)")
	h.press("abc", tcell.KeyEnter)
	if len(h.rec.Actions) != 1 || h.d.dialog != "answer" {
		t.Fatalf("a wrong answer was taken: %q", h.rec.Actions)
	}
	if _, ok := h.d.app.GetFocus().(*tview.InputField); !ok {
		t.Fatalf("after a refused answer the focus is on %T, not the field", h.d.app.GetFocus())
	}
	h.press(tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2, "no", tcell.KeyEnter)
	if got := h.rec.Actions; len(got) != 2 || got[1] != "answer no" {
		t.Fatalf("recorded %q:\n%s", got, h.draw())
	}
	cs := &Dashboard{table: &table{loc: i18n.New("cs")}}
	for _, c := range []struct{ in, expect, want string }{
		{"n", "slot", "no"}, {"NO", "slot", "no"}, {"ne", "slot", "no"}, {"3", "slot", "slot 3"}, {"slot 4", "slot", "slot 4"},
		{"y", "yes/no", "yes"}, {"ano", "yes/no", "yes"}, {"ne", "yes/no", "no"}, {"12", "number", "12"},
	} {
		if got := cs.answerText(c.in, c.expect); got != c.want {
			t.Errorf("answer %q to a %s question: %q, want %q", c.in, c.expect, got, c.want)
		}
	}
}

// fourPassed: a 4-player continuous round ends on Dee's pass with 11 steps.
var fourPassed = []string{"take 1", "pass", "pass", "pass"}

const fourContinuous = "setup players=Ana,Ben,Cy,Dee mode=continuous seed=1"

// TestStepsScrollAt80x24: the round end's 11 steps do not fit at 80x24: the
// title says which are shown and the keys page through them.
func TestStepsScrollAt80x24(t *testing.T) {
	h := withGame(t, 80, 24, fourContinuous, fourPassed...)
	h.press('p')
	if n := len(h.d.pending); n != 11 {
		t.Fatalf("%d steps, want 11", n)
	}
	h.contains("After «pass»: steps 1-3 of 11 · ↑↓ PgUp PgDn", " 3. Discard")
	h.lacks("11. ", "more steps")
	h.press(tcell.KeyPgDn)
	h.contains("steps 4-9 of 11", " 9. Deal")
	h.press(tcell.KeyPgDn)
	h.contains("steps 10-11 of 11", "10. Pass the Era I Separation card to Ben", "11. Round 2")
	h.press(tcell.KeyPgDn) // the last page stays
	h.contains("steps 10-11 of 11")
	h.press(tcell.KeyUp)
	h.contains("steps 9-11 of 11")
	h.press(tcell.KeyPgUp, tcell.KeyPgUp)
	h.contains("steps 1-3 of 11")
	h.d.cause = "answer slot 12" // a longer cause: the title drops it rather than be cut
	h.contains(" Steps 1-3 of 11 · ↑↓ PgUp PgDn ")
	h.d.cause = "pass"
	h.press(tcell.KeyEnter)
	h.lacks("After «pass»")
	if len(h.rec.Actions) != 5 {
		t.Fatalf("the scroll keys acted: %q", h.rec.Actions)
	}
	// Steps that fit keep their whole title, never cut.
	w := withGame(t, 120, 40, fourContinuous, fourPassed...)
	w.press('p')
	w.contains("At the table, after «pass»: do these steps, then press Enter", "11. Round 2")
}

// TestResumeShowsTheLastStepsAgain: quit before Enter, resume: the last
// action's steps are in the panel again.
func TestResumeShowsTheLastStepsAgain(t *testing.T) {
	base := withGame(t, 80, 24, fourContinuous, append(fourPassed, "pass")...)
	h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), ShowLastSteps: true})
	h.contains("After «pass»: steps 1-3 of 11", "shown again")
	h.press('1')
	h.contains("first do the steps at the table")
	h.press(tcell.KeyEnter, '1')
	h.contains("Ben takes the card in slot 1")
	// The setup's steps, when nothing was played yet.
	s := withGame(t, 80, 24, three)
	r := newHarness(t, 80, 24, Options{Recorder: s.rec, Game: s.d.Game(), ShowLastSteps: true})
	r.contains("After «setup»", "Set up the display")
	// A last action without steps shows none.
	n := withGame(t, 80, 24, three, "take 3")
	q := newHarness(t, 80, 24, Options{Recorder: n.rec, Game: n.d.Game(), ShowLastSteps: true})
	q.lacks("After «", "shown again")
}

// TestStartPlayerFollowsThePlayers: new names typed, the start player is the
// first of them (it was the config's "Player 1", and Start failed).
func TestStartPlayerFollowsThePlayers(t *testing.T) {
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Defaults: Defaults{Players: []string{"Player 1", "Player 2"}, Start: "Player 2"}})
	h.contains("Player 1, Player 2")
	h.press(tcell.KeyCtrlU, "Ana, Ben")
	form := h.d.dialogFocus.(*tview.Form)
	if got := form.GetFormItem(2).(*tview.InputField).GetText(); got != "Ana" {
		t.Fatalf("start player %q after the players changed", got)
	}
	for i := 0; i < 12; i++ {
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
	if len(rec.Games) != 1 || h.d.Game() == nil || (*h.d.mon().Setup()).Start != 0 {
		t.Fatalf("no game started with Ana first: %q\n%s", rec.Games, h.draw())
	}
	// A start player among the new names, or a seat number, stays.
	w := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben"})
	w.press(tcell.KeyCtrlU, "Cy, Ben")
	if got := w.d.dialogFocus.(*tview.Form).GetFormItem(3).(*tview.InputField).GetText(); got != "Ben" {
		t.Fatalf("WM start player %q, want Ben kept", got)
	}
	w.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyCtrlU, "2", tcell.KeyBacktab, tcell.KeyBacktab, tcell.KeyCtrlU, "Dee, Eve")
	if got := w.d.dialogFocus.(*tview.Form).GetFormItem(3).(*tview.InputField).GetText(); got != "2" {
		t.Fatalf("WM start player %q, want the seat number 2 kept", got)
	}
	w.press(tcell.KeyCtrlU, "Dee")
	if got := w.d.dialogFocus.(*tview.Form).GetFormItem(3).(*tview.InputField).GetText(); got != "Dee" {
		t.Fatalf("WM start player %q, want Dee", got)
	}
}

// TestAutomaDefaultsSurviveAGameWithoutAutoma: the last game had no Automa:
// the form keeps the config's difficulty, cards and civilization.
func TestAutomaDefaultsSurviveAGameWithoutAutoma(t *testing.T) {
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana,Ben seed=1",
		Defaults: Defaults{Automa: tracker.AutomaSetup{Difficulty: 3, CardsPerTurn: 2, Civilization: "china"}}})
	form := h.d.dialogFocus.(*tview.Form)
	diff, _ := form.GetFormItemByLabel("Solo: Automa difficulty").(*tview.DropDown).GetCurrentOption()
	cards, _ := form.GetFormItemByLabel("Solo: Automa cards/turn").(*tview.DropDown).GetCurrentOption()
	civ := form.GetFormItemByLabel("Solo: Automa civilization").(*tview.InputField).GetText()
	if diff != 3 || cards != 1 || civ != "china" {
		t.Fatalf("Automa prefilled difficulty %d, cards %d, civilization %q; want 3, 2, china", diff, cards+1, civ)
	}
	// A solo last game prefills its own Automa.
	s := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana seed=1 difficulty=1",
		Defaults: Defaults{Automa: tracker.AutomaSetup{Difficulty: 3}}})
	diff, _ = s.d.dialogFocus.(*tview.Form).GetFormItemByLabel("Solo: Automa difficulty").(*tview.DropDown).GetCurrentOption()
	if diff != 1 {
		t.Fatalf("solo last game: difficulty %d, want 1", diff)
	}
}

// TestFormsFitAt80x24: the identify form shows its buttons and takes Enter
// in its last field; a refused card keeps the focus there. The World
// Monuments new game form shows every row.
func TestFormsFitAt80x24(t *testing.T) {
	h := withGame(t, 80, 24, three)
	h.press('i')
	h.contains("Identify a display card", "Slot", "Name (optional)", " OK ", " Cancel ")
	h.press(tcell.KeyCtrlU, "9", tcell.KeyTab, tcell.KeyTab, "4", tcell.KeyTab, "Maths", tcell.KeyEnter)
	h.contains("slot 9 does not exist")
	if f, ok := h.d.app.GetFocus().(*tview.InputField); !ok || f.GetText() != "Maths" {
		t.Fatalf("after a refused card the focus is on %T, not the name field", h.d.app.GetFocus())
	}
	w := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: wmTaj})
	w.contains("New game · World Monuments", "Game", "World Monuments", "Players, clockwise", "Ana, Ben", "Monument", "Taj Mahal", "Start player", " Start ", " Cancel ")
	_, _, _, rows := w.d.dialogBox.GetRect()
	if want := formHeight(w.d.dialogFocus.(*tview.Form), 3); rows != want {
		t.Fatalf("WM setup dialog %d rows, want %d", rows, want)
	}
}

// dialogRowsClean: the rows a dialog covers, and one above and below, show
// the dialog and nothing of the board.
func dialogRowsClean(t *testing.T, h *harness, what string) {
	t.Helper()
	full := strings.Split(h.draw(), "\n")
	w, hh := h.screen.Size()
	alone := tcell.NewSimulationScreen("UTF-8")
	if err := alone.Init(); err != nil {
		t.Fatal(err)
	}
	alone.SetSize(w, hh)
	alone.Clear()
	h.d.dialogPage.Draw(alone)
	alone.Show()
	only := strings.Split(screenText(alone), "\n")
	_, y, _, dh := h.d.dialogBox.GetRect()
	for row := max(0, y-1); row < min(hh, y+dh+1); row++ {
		if full[row] != only[row] {
			t.Errorf("%s: row %d shows the board:\n%q\nwant\n%q\n%s", what, row, full[row], only[row], strings.Join(full, "\n"))
			return
		}
	}
}

// TestDialogsClearTheirArea: nothing of the board shows inside or beside a
// dialog, and an open drop-down list covers the field under it.
func TestDialogsClearTheirArea(t *testing.T) {
	over := monumentalOver(t)
	g := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", over...)
	g.press('s')
	dialogRowsClean(t, g, "tallies")
	for i := 0; i < 18; i++ {
		g.press(tcell.KeyTab)
	}
	g.press(tcell.KeyEnter)
	g.contains("Final score · saved")
	dialogRowsClean(t, g, "final score")
	h := withGame(t, 80, 24, fourContinuous, append(fourPassed, "pass")...)
	h.press('n')
	h.contains("Start a new game?")
	dialogRowsClean(t, h, "new game?")
	h.press(tcell.KeyEnter)
	dialogRowsClean(t, h, "new game")
	// Players, start, civilizations, then Turns: open its list.
	h.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter)
	h.contains("continuous")
	h.lacks("onfig")
	h.press(tcell.KeyEscape, tcell.KeyEscape)
	for _, k := range []rune{'?', 'i'} {
		h.press(tcell.KeyEnter, k)
		dialogRowsClean(t, h, string(k))
		h.press(tcell.KeyEscape)
	}
}

// TestDisplayLabelsOneFormAndWrapMarked: every card of a display has the
// same label form, and a one-row display wrapped at 80 columns is marked as
// one row.
func TestDisplayLabelsOneFormAndWrapMarked(t *testing.T) {
	for _, n := range []string{"8", "9"} {
		h := withGame(t, 120, 40, "setup players=Ana,Ben mode=continuous display="+n+" eras=5,3,2 seed=1")
		var labels string
		for _, l := range strings.Split(h.draw(), "\n") {
			if strings.HasPrefix(l, "  1 ") {
				labels = l[:81] // the display panel, not the deck beside it
			}
		}
		if c := strings.Count(labels, "Era"); c != 0 && c != len(h.d.mon().Display) {
			t.Errorf("display=%s: labels of two forms: %q", n, labels)
		}
		h.resize(80, 24)
		h.contains("→", "↪")
	}
	two := withGame(t, 80, 24, "setup players=Ana,Ben seed=1")
	two.lacks("→", "↪")
	one := withGame(t, 80, 24, three)
	one.lacks("→", "↪")
}

// TestNoNewGameAfterTheEnd: cancelling the new game form after the game is
// over does not speak of a game in progress.
func TestNoNewGameAfterTheEnd(t *testing.T) {
	over := monumentalOver(t)
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", over...)
	h.press('n', tcell.KeyEnter, tcell.KeyEscape)
	h.contains("No new game: press n when you want to start one.")
	h.lacks("in progress goes on")
	p := withGame(t, 80, 24, three)
	p.press('n', tcell.KeyEnter, tcell.KeyEscape)
	p.contains("No new game: the game in progress goes on.")
}
