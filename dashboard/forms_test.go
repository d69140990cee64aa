package dashboard

import (
	"strconv"
	"strings"
	"testing"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/tracker"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// TestConfiguredContinuousDisplayReachesTheSetup: display.continuous.3: 6
// gives a 6-slot display with three players, and display=6 in the setup;
// the size the engine gives anyway is not written.
func TestConfiguredContinuousDisplayReachesTheSetup(t *testing.T) {
	t.Parallel()
	df := tracker.Setup{Players: []string{"Ana", "Ben", "Cy"}, Mode: tracker.Continuous,
		Rules: tracker.Readings{ContinuousEnd: tracker.EndBeforeRefill, ContinuousDiscard: tracker.DiscardUntilRemaining, DiscardAfterEnd: true}}
	// As config.Settings.FitTable does with eras.standard [10, 4, 4] and
	// display.continuous {2: 6, 3: 6, 4: 8, 5: 9}.
	fit := func(s *tracker.Setup) {
		if s.EraSizes == nil {
			s.EraSizes = []int{10, 4, 4}
		}
		s.DisplaySize = 0
		if slots := map[int]int{2: 6, 3: 6, 4: 8, 5: 9}[s.Civs()]; s.Mode == tracker.Continuous && slots != s.Civs()+4 {
			s.DisplaySize = slots
		}
	}
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, NewGame: df, FitTable: fit})
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
	if n := len(h.d.mon().Display()); n != 6 {
		t.Fatalf("display of %d slots, want 6", n)
	}
	// Four players: the configured 8 is the engine's own civs+4.
	df.Players = []string{"Ana", "Ben", "Cy", "Dee"}
	rec = &dashboardtest.MemoryRecorder{}
	h = newHarness(t, 80, 24, Options{Recorder: rec, NewGame: df, FitTable: fit})
	startFromForm(h)
	if len(rec.Games) != 1 || strings.Contains(rec.Games[0], "display=") {
		t.Fatalf("4 players: setup %q, want no display= (8 is the default)", rec.Games)
	}
}

// TestTickedBoxShows: a ticked box is drawn as [x], not blank (tview read
// "[x]" as a style tag).
func TestTickedBoxShows(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "es"} {
		h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New(lang),
			NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}, Renaissance: true}})
		screen := h.draw()
		// Four modules, the Automa's two conventions (the rulebook's: it
		// plays first, no points for Gold) and two readings (both off by
		// default).
		if strings.Count(screen, "[x]") != 2 || strings.Count(screen, "[ ]") != 6 {
			t.Fatalf("%s: want two ticked boxes and six empty ones:\n%s", lang, screen)
		}
	}
}

// TestSetupFormPrefillsTheLastEras: eras 10,4,4 of the last game are in
// the form, not "from the config".
func TestSetupFormPrefillsTheLastEras(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana,Ben seed=1 eras=10,4,4"})
	form := h.d.dialogs.focus.(*tview.Form)
	if got := form.GetFormItemByLabel("Era sizes (I,II,III)").(*tview.InputField).GetText(); got != "10, 4, 4" {
		t.Fatalf("era sizes prefilled %q, want 10, 4, 4", got)
	}
	h.contains("10, 4, 4")
	// Sizes that are the config's anyway stay "from the config".
	c := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana,Ben seed=1 eras=15,12,8"})
	c.contains("from the config")
}

// TestEndFormPrefillsAutomaGold: the table played the Automa's turns by
// hand (take/end); the end form starts the Automa's row from what the
// engine and its panel say (Gold 2 at medium), not 0.
func TestEndFormPrefillsAutomaGold(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, "setup players=Ana civs=japan seed=1 difficulty=2 automa=china eras=3,2,2")
	for turn := 0; turn < 20 && !h.d.mon().Over(); turn++ {
		h.press('1', 'e', tcell.KeyEnter)
	}
	s := h.d.mon()
	if !s.Over() {
		t.Fatalf("the game did not end:\n%s", h.draw())
	}
	_, _, _, _, gold, ok := s.AutomaTally()
	if !ok || gold == 0 {
		t.Fatalf("the Automa has no Gold: %d %v", gold, ok)
	}
	h.press('s')
	h.contains("Final tallies")
	seat := -1
	for i, st := range s.Seats() {
		if st.Automa {
			seat = i
		}
	}
	row := strings.Split(h.draw(), "\n")
	for _, line := range row {
		if strings.Contains(line, s.Seats()[seat].Name) && strings.Contains(line, "║") {
			fields := strings.Fields(strings.Trim(line, "║ "))
			// name (one or more words), then K W P Prov Gold Culture
			if len(fields) < 6 || fields[len(fields)-2] != strconv.Itoa(gold) {
				t.Fatalf("Automa row %q, want Gold %d", line, gold)
			}
			return
		}
	}
	t.Fatalf("no Automa row:\n%s", h.draw())
}

// TestTallyFieldsTakeDigitsOnly: a count takes digits only, at most 5 of
// them (a sixth is refused, not written over the fifth), and no sign.
func TestTallyFieldsTakeDigitsOnly(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	h.press('s')
	f, ok := h.d.app.GetFocus().(*tview.InputField)
	if !ok {
		t.Fatalf("focus on %T", h.d.app.GetFocus())
	}
	h.press("99999", "2")
	if got := f.GetText(); got != "99999" {
		t.Fatalf("after 99999 and 2: %q", got)
	}
	f.SetText("")
	h.press("-5", "1")
	if got := f.GetText(); got != "51" {
		t.Fatalf("after -, 5, 1: %q", got)
	}
	h.press("x")
	if got := f.GetText(); got != "51" {
		t.Fatalf("after x: %q", got)
	}
	if tallyDigits("-5", 0) || !tallyDigits("12345", 0) || tallyDigits("123456", 0) {
		t.Fatal("tallyDigits")
	}
}

// TestEveryDialogGivesTheKeysBack: after any dialog is confirmed or
// cancelled, ?, q and the game keys work (a form used to move the focus into
// its closed dialog, and the event loop then gave the root no key).
func TestEveryDialogGivesTheKeysBack(t *testing.T) {
	t.Parallel()
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
		{name: "hire, Esc", setup: celebs, keys: []any{'h', "Hyp", tcell.KeyEscape, tcell.KeyEnter}}, // Esc asks: Discard
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
		{name: "new game", setup: three, keys: append(append([]any{'n', tcell.KeyEnter}, tabs(len(setupLabels))...), tcell.KeyEnter)},
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

// TestStartPlayerFollowsThePlayers: new names typed, the start player is the
// first of them (it was the config's "Player 1", and Start failed).
func TestStartPlayerFollowsThePlayers(t *testing.T) {
	t.Parallel()
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, NewGame: tracker.Setup{Players: []string{"Player 1", "Player 2"}, Start: 1}})
	h.contains("Player 1, Player 2")
	h.press(tcell.KeyCtrlU, "Ana, Ben")
	form := h.d.dialogs.focus.(*tview.Form)
	if got := form.GetFormItem(2).(*tview.InputField).GetText(); got != "Ana" {
		t.Fatalf("start player %q after the players changed", got)
	}
	// Tab to Start, however many fields the form has.
	startFromForm(h)
	if len(rec.Games) != 1 || h.d.Game() == nil || h.d.mon().Setup().Start != 0 {
		t.Fatalf("no game started with Ana first: %q\n%s", rec.Games, h.draw())
	}
	// A start player among the new names, or a seat number, stays.
	w := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben"})
	w.press(tcell.KeyCtrlU, "Cy, Ben")
	if got := w.d.dialogs.focus.(*tview.Form).GetFormItem(3).(*tview.InputField).GetText(); got != "Ben" {
		t.Fatalf("WM start player %q, want Ben kept", got)
	}
	w.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyCtrlU, "2", tcell.KeyBacktab, tcell.KeyBacktab, tcell.KeyCtrlU, "Dee, Eve")
	if got := w.d.dialogs.focus.(*tview.Form).GetFormItem(3).(*tview.InputField).GetText(); got != "2" {
		t.Fatalf("WM start player %q, want the seat number 2 kept", got)
	}
	w.press(tcell.KeyCtrlU, "Dee")
	if got := w.d.dialogs.focus.(*tview.Form).GetFormItem(3).(*tview.InputField).GetText(); got != "Dee" {
		t.Fatalf("WM start player %q, want Dee", got)
	}
}

// TestAutomaDefaultsSurviveAGameWithoutAutoma: the last game had no Automa:
// the form keeps the config's difficulty, cards and civilization.
func TestAutomaDefaultsSurviveAGameWithoutAutoma(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana,Ben seed=1",
		NewGame: tracker.Setup{Automa: tracker.AutomaSetup{Difficulty: 3, CardsPerTurn: 2, Civilization: "china"}}})
	form := h.d.dialogs.focus.(*tview.Form)
	diff := form.GetFormItemByLabel("Automa difficulty").(*tview.InputField).GetText()
	cards, _ := form.GetFormItemByLabel("Automa cards/turn").(*tview.DropDown).GetCurrentOption()
	civ := form.GetFormItemByLabel("Automa civilizations").(*tview.InputField).GetText()
	// Cards option 1 is two cards; the civilization is named, not its id.
	if diff != "3" || cards != 1 || civ != "China" {
		t.Fatalf("Automa prefilled difficulty %s, cards option %d, civilization %q; want 3, 2, China", diff, cards, civ)
	}
	// A solo last game prefills its own Automa.
	s := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana seed=1 difficulty=1",
		NewGame: tracker.Setup{Automa: tracker.AutomaSetup{Difficulty: 3}}})
	diff = s.d.dialogs.focus.(*tview.Form).GetFormItemByLabel("Automa difficulty").(*tview.InputField).GetText()
	if diff != "1" {
		t.Fatalf("solo last game: difficulty %s, want 1", diff)
	}
}

// TestFormsFitAt80x24: the identify form shows its buttons and takes Enter
// in its last field; a refused card keeps the focus there. The World
// Monuments new game form shows every row.
func TestFormsFitAt80x24(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('i')
	h.contains("Identify a display card", "Slot", "Name (optional)", " OK ", " Cancel ")
	h.press(tcell.KeyCtrlU, "9", tcell.KeyTab, tcell.KeyTab, "4", tcell.KeyTab, "Maths", tcell.KeyEnter)
	h.contains("slot 9 does not exist")
	if f, ok := h.d.app.GetFocus().(*tview.InputField); !ok || f.GetText() != "Maths" {
		t.Fatalf("after a refused card the focus is on %T, not the name field", h.d.app.GetFocus())
	}
	w := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: wmTaj})
	w.contains("New game · World Monuments", "Game", "World Monuments", "Players, clockwise", "Ana, Ben", "Monument", "Taj Mahal", "First player", " Start ", " Cancel ")
	_, _, _, rows := w.d.dialogs.box.GetRect()
	if want := formHeight(w.d.dialogs.focus.(*tview.Form), 3); rows != want {
		t.Fatalf("WM setup dialog %d rows, want %d", rows, want)
	}
}

// TestDialogsClearTheirArea: nothing of the board shows inside or beside a
// dialog, and an open drop-down list covers the field under it.
func TestDialogsClearTheirArea(t *testing.T) {
	t.Parallel()
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

// TestNoNewGameAfterTheEnd: cancelling the new game form after the game is
// over does not speak of a game in progress.
func TestNoNewGameAfterTheEnd(t *testing.T) {
	t.Parallel()
	over := monumentalOver(t)
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", over...)
	h.press('n', tcell.KeyEnter, tcell.KeyEscape)
	h.contains("No new game: press n when you want to start one.")
	h.lacks("in progress goes on")
	p := withGame(t, 80, 24, three)
	p.press('n', tcell.KeyEnter, tcell.KeyEscape)
	p.contains("No new game: the game in progress goes on.")
}

// TestTalliesThroughTheEngine: the end form records one tally action per
// seat, so a game stopped between two tallies resumes with them, and the
// last one can be undone.
func TestTalliesThroughTheEngine(t *testing.T) {
	t.Parallel()
	over := monumentalOver(t)
	resumed := append(over, `tally "Ana" knowledge=5 wonders=0 policies=0 provinces=0 gold=2 culture=0`,
		`tally "Ben" knowledge=1 wonders=0 policies=0 provinces=0 gold=0 culture=0`)
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2", resumed...)
	h.press('u')
	h.contains("Undone: tallies of Ben")
	if got := h.rec.Actions[len(h.rec.Actions)-1]; !strings.HasPrefix(got, `tally "Ana"`) {
		t.Fatalf("the last record after undo is %q", got)
	}
	h.press('s')
	h.contains("Final tallies")
	// Ana's row starts from her saved tally; Ben's reopens with the values
	// undone (knowledge 1), which the table corrects: the cursor is there,
	// the first row whose tally is not in.
	if v := h.d.mon().Missing(); strings.Join(v, ",") != "Ben,Cy" {
		t.Fatalf("missing %q", v)
	}
	if f, ok := h.d.app.GetFocus().(*tview.InputField); !ok || f.GetText() != "1" {
		t.Fatalf("Ben's Knowledge after undo is not the undone 1 (focus %T)", h.d.app.GetFocus())
	}
	h.press(tcell.KeyBackspace2, "5", tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyBackspace2, "3", tcell.KeyTab, tcell.KeyTab)
	for i := 0; i < 6; i++ {
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
	h.contains("Final score · saved", "Ben ♛")
	tail := h.rec.Actions[len(over):]
	want := []string{`tally "Ana" knowledge=5 wonders=0 policies=0 provinces=0 gold=2 culture=0`,
		`tally "Ben" knowledge=5 wonders=0 policies=0 provinces=0 gold=3 culture=0`,
		`tally "Cy" knowledge=0 wonders=0 policies=0 provinces=0 gold=0 culture=0`}
	if strings.Join(tail, "|") != strings.Join(want, "|") {
		t.Fatalf("tallies recorded %q, want %q (Ana's unchanged tally is not entered twice)", tail, want)
	}
	res, ok, err := h.d.mon().Score()
	if !ok || err != nil || len(h.rec.Results) != 1 || res.Winners[0] != h.rec.Results[0].Winners[0] {
		t.Fatalf("finish %+v, engine %+v %v %v", h.rec.Results, res.Winners, ok, err)
	}
}

func TestIdentifyFormByKeys(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('i')
	h.contains("Identify a display card")
	// Slot is prefilled with the first unknown card; type stays knowledge.
	h.press(tcell.KeyTab, tcell.KeyTab, "4", tcell.KeyTab, "Maths", tcell.KeyTab, tcell.KeyEnter)
	h.lacks("Identify a display card")
	h.contains("knowledge 4", "Maths")
	if got := h.rec.Actions; len(got) != 1 || got[0] != `identify 1 knowledge 4 "Maths"` {
		t.Fatalf("recorded %q", got)
	}
}

func TestGlobalKeysNeverStealTypingFromAForm(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy celebrities=on monsters=on seed=1")
	quits := 0
	h.d.onQuit = func() { quits++ }
	h.press('m', "quake unrest", tcell.KeyEnter)
	if quits != 0 {
		t.Fatal("q typed into a form quit the dashboard")
	}
	if got := h.rec.Actions; len(got) != 1 || got[0] != `monster "quake unrest"` {
		t.Fatalf("recorded %q", got)
	}
	h.press(tcell.KeyEnter, 'q')
	if quits != 1 {
		t.Fatal("q on the board did not quit")
	}
}

func TestNewGameAsksFirstAndKeepsTheOldGame(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three, "take 3")
	h.press('n')
	h.contains("Start a new game?", "abandoned but kept")
	h.press(tcell.KeyEscape)
	h.lacks("Start a new game?")
	h.contains("taken")
	h.press('n', tcell.KeyEnter) // "New game" is the first button
	h.contains("New game · Tab moves", "Ana, Ben, Cy")
	h.press(tcell.KeyEscape)
	h.contains("the game in progress goes on", "taken")
}
