package dashboard

import (
	"errors"
	"strings"
	"testing"

	"tablemate/dashboard/dashboardtest"
	"tablemate/tracker"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

const three = "setup players=Ana,Ben,Cy seed=1 eras=3,2,2"

func TestHeaderShowsRoundTurnActiveAndNext(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.contains("Round 1", "Turn 1", "Ana's turn ▸ next: Ben", "End: The end is triggered when the last Development card is dealt.")
	h.press('3', 'e', tcell.KeyEnter)
	h.contains("Turn 2", "Ben's turn ▸ next: Cy", "this round ends with Cy")
}

func TestDisplayPanelCardsSlotsIdentityAndTakenMarks(t *testing.T) {
	t.Parallel()
	h := withGame(t, 120, 40, three, `identify 2 wonder 5 "Pyramids"`)
	h.contains("1  Era III", "2  Era II", "wonder 5", "Pyramids", "4  Era I")
	h.resize(80, 24)
	h.contains("1 III", "2 II", "W5", "Pyram…", "4 I")
	h.press('2')
	h.contains("taken", "Ana takes the card in slot 2 (Era II: wonder 5 Pyramids).")
}

func TestDisplayTwoRowsOfThreeWithTwoCivilizations(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben seed=1")
	lines := strings.Split(h.draw(), "\n")
	row := func(label string) int {
		for i, l := range lines {
			if strings.Contains(l, label) {
				return i
			}
		}
		t.Fatalf("no %q on screen", label)
		return -1
	}
	if row(" 1  Era I") != row(" 3  Era I") || row(" 4  Era I") == row(" 1  Era I") {
		t.Fatalf("M-SETUP-3: two rows of 3 expected:\n%s", strings.Join(lines, "\n"))
	}
	h3 := withGame(t, 80, 24, three)
	lines = strings.Split(h3.draw(), "\n")
	if row(" 1 III") != row(" 4 I") {
		t.Fatalf("3 players: one row of 6 expected:\n%s", strings.Join(lines, "\n"))
	}
}

func TestDeckPanelByEraAndDistanceToEnd(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1")
	h.contains("Deck · 29 cards", "Era I          9", "Era II        12", "Era III        8", "+2 Separation cards", "29 to the end trigger")
	c := withGame(t, 80, 24, "setup players=Ana,Ben mode=continuous seed=1")
	c.contains("26 to the last round")
}

func TestPlayersPanelSeatOrderPassedCelebrity(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy mode=continuous celebrities=on seed=1", "take 1")
	h.contains("▶ Ben", "› Cy", "Ana¹", " 1 card")
	h.press('h', "Hypatia", tcell.KeyEnter)
	h.contains("★ Hypatia")
	h.press('p')
	h.contains("Ana¹  1 card", "passed")
}

func TestLogShowsEntries(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three, "take 3")
	h.contains(" Log", "0. setup: Monumental", "1. card from slot 3", "Ana takes the card in slot 3")
}

func TestInstructionsPanelUntilEnter(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three, "take 3")
	h.press('e')
	h.contains("after «end of turn»", "1. Slide the cards in slots 1-2", "2. Deal 1 card (Era III) into slot 1.", "3. The last Development card is dealt")
	h.press('4') // refused until the table did the steps
	h.contains("First do the steps at the table, then press Enter.")
	if len(h.rec.Actions) != 2 {
		t.Fatalf("a key was applied under the instructions: %q", h.rec.Actions)
	}
	h.press(tcell.KeyEnter)
	h.lacks("At the table")
	h.press('4')
	h.contains("Ben takes the card in slot 4")
}

func TestIllegalActionShowsTheRule(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('7')
	h.contains("slot 7 does not exist: the display has 6 slots (M-SETUP-3)")
	h.press('p')
	h.contains("(C-PASS-1)")
	h.press('Z')
	h.contains("does nothing: press ? for the keys")
	if len(h.rec.Actions) != 0 {
		t.Fatalf("refused actions were recorded: %q", h.rec.Actions)
	}
}

func TestEveryActionIsRecordedBeforeItShows(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('3', 'e', tcell.KeyEnter, '1')
	want := []string{"take 3", "end", "take 1"}
	if strings.Join(h.rec.Actions, "|") != strings.Join(want, "|") {
		t.Fatalf("recorded %q, want %q", h.rec.Actions, want)
	}
	h.rec.Fail = errors.New("disk full")
	h.press('2')
	h.contains("not saved, nothing changed: disk full", "2 III")
	if got := len(h.d.Game().ActionTexts()); got != 3 {
		t.Fatalf("the game moved on without its record: %d actions", got)
	}
	h.press('u')
	h.contains("undo not saved, nothing changed: disk full")
	if got := len(h.d.Game().ActionTexts()); got != 3 {
		t.Fatalf("undo without its record: %d actions", got)
	}
}

func lastLine(screen string) string {
	lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestMouseClickTakesSlot(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.draw()
	var target slotRect
	for _, s := range h.d.board.slots {
		if s.slot == 5 {
			target = s
		}
	}
	ev := tcell.NewEventMouse(target.x+1, target.y+1, tcell.Button1, tcell.ModNone)
	h.d.root.MouseHandler()(tview.MouseLeftClick, ev, h.d.dialogs.setFocus)
	h.contains("Ana takes the card in slot 5")
}

func TestNoColor(t *testing.T) {
	keepTviewStyles(t)
	colored := func(h *harness) int {
		h.draw()
		cells, _, _ := h.screen.GetContents()
		n := 0
		for _, c := range cells {
			fg, bg, _ := c.Style.Decompose()
			if fg != tcell.ColorDefault || bg != tcell.ColorDefault {
				n++
			}
		}
		return n
	}
	g, _ := withGame(t, 80, 24, three, "take 3").d.Game(), 0
	plain := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{Games: []string{three}}, Game: g, NoColor: true})
	plain.press('e')
	if n := colored(plain); n != 0 {
		t.Fatalf("NO_COLOR: %d coloured cells", n)
	}
	plain.press(tcell.KeyEnter, 'i')
	if n := colored(plain); n != 0 {
		t.Fatalf("NO_COLOR form: %d coloured cells", n)
	}
	if n := colored(withGame(t, 80, 24, three)); n == 0 {
		t.Fatal("no colour without NO_COLOR")
	}
}

func TestGoldenScreens(t *testing.T) {
	t.Parallel()
	actions := []string{"take 3", `identify 2 wonder 5 "Pyramids"`, "end"}
	for _, size := range []struct {
		name string
		w, h int
	}{{"main-80x24", 80, 24}, {"main-120x40", 120, 40}} {
		h := withGame(t, size.w, size.h, "setup players=Ana,Ben,Cy seed=1", actions...)
		h.press('e') // Ben ends without taking: a discard and a refill
		golden(t, size.name, h.draw())
	}
	solo := withGame(t, 120, 40, "setup players=Ana seed=1 difficulty=2", "take 1")
	golden(t, "solo-120x40", solo.draw())
	golden(t, "tiny-60x20", withGame(t, 60, 20, three).draw())
}

// TestWholeGameByKeys plays a short game from the setup form to the saved
// final score with keys only.
func TestWholeGameByKeys(t *testing.T) {
	t.Parallel()
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, NewGame: tracker.Setup{Players: []string{"Ana", "Ben", "Cy"}}})
	h.contains("New game · Tab moves", "Ana, Ben, Cy")
	h.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, "3,2,2")
	// Tab to Start, however many fields the form has.
	startFromForm(h)
	h.contains("Set up the display: deal 6 cards")
	if len(rec.Games) != 1 || !strings.Contains(rec.Games[0], "eras=3,2,2") || !strings.Contains(rec.Games[0], "seed=1700000000000000000") {
		t.Fatalf("setup recorded as %q", rec.Games)
	}
	h.press(tcell.KeyEnter)
	// Each player takes the card in slot 3 (while there is one) and ends.
	for turn := 0; turn < 12 && !h.d.mon().Over(); turn++ {
		h.press('3', 'e', tcell.KeyEnter)
	}
	if !h.d.mon().Over() {
		t.Fatalf("the game did not end:\n%s", h.draw())
	}
	h.contains("Game over: press s to score")
	h.press('s')
	h.contains("Final tallies", "Knowledge", "Culture")
	h.enterTallies()
	h.contains("Final score · saved", "Knowledge: Ana and Ben tie for most with 5", "Ana and Ben tie on 8; Ben has more Gold, 3 to 2", "Ben ♛", "█")
	if len(rec.Results) != 1 || rec.Results[0].Winners[0] != "Ben" {
		t.Fatalf("finish recorded %+v", rec.Results)
	}
	h.press(tcell.KeyEscape)
	h.contains("Scored and saved", "End: Scored and saved")
	if end := strings.Split(h.draw(), "\n")[1]; strings.Contains(end, "score the game") {
		t.Errorf("the end line still asks to score the game: %q", end) // the log may tell it happened
	}
	h.press('u')
	h.lacks("it can no longer be undone") // QA pass 4: undo reaches the tallies (TestUndoAfterScoring)
}

// TestRunEndToEnd runs the real event loop: keys are injected into the
// screen and the screen is read on the event loop.
func TestRunEndToEnd(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	l := runLive(t, h)
	l.waitFor("Ana's turn")
	l.key(tcell.KeyRune, '3')
	l.waitFor("taken")
	l.key(tcell.KeyRune, 'e')
	l.waitFor("after «end of turn»")
	l.key(tcell.KeyEnter, 0)
	l.waitFor("Ben's turn")
	l.key(tcell.KeyRune, 'q')
	l.stop("q did not stop the dashboard")
	if got := strings.Join(h.rec.Actions, "|"); got != "take 3|end" {
		t.Fatalf("recorded %q", got)
	}
}

// BenchmarkKeyToFrame: a key press (take, then undo) to the redrawn frame at
// 120x40.
func BenchmarkKeyToFrame(b *testing.B) {
	h := withGame(b, 120, 40, "setup players=Ana,Ben,Cy seed=1", "take 3", "end")
	h.draw()
	keys := []*tcell.EventKey{
		tcell.NewEventKey(tcell.KeyRune, '4', tcell.ModNone),
		tcell.NewEventKey(tcell.KeyRune, 'u', tcell.ModNone),
	}
	handler := h.d.root.InputHandler()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		handler(keys[i%2], h.d.dialogs.setFocus)
		h.screen.Clear()
		h.d.root.Draw(h.screen)
		h.screen.Show()
	}
}

func TestSlotTenAndSlotPrompt(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben mode=continuous display=12 seed=1")
	h.contains("12 ") // the twelfth slot is drawn
	h.press('0')
	h.contains("Ana takes the card in slot 10")
	h.press('u', tcell.KeyEnter, 't')
	h.contains("Take a card", "Slot (1-12)")
	h.press("12", tcell.KeyEnter)
	h.contains("Ana takes the card in slot 12")
	h.press('t', "13", tcell.KeyEnter)
	h.contains("slot 13 does not exist")
	if got := strings.Join(h.rec.Actions, "|"); got != "take 12" {
		t.Fatalf("recorded %q", got)
	}
}
