package dashboard

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/scoring"
	"tablemate/tracker"
)

// Tests of the fourth QA pass: each failed before its fix.

// playToEnd plays a short three-player game (eras 3,2,2) to its end by
// keys: each player takes the card in slot 3 and ends.
func playToEnd(t *testing.T) *harness {
	t.Helper()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2")
	for turn := 0; turn < 12 && !h.d.mon().Over(); turn++ {
		h.press('3', 'e', tcell.KeyEnter)
	}
	if !h.d.mon().Over() {
		t.Fatalf("the game did not end:\n%s", h.draw())
	}
	return h
}

// TestUndoAfterScoring: a scored game's last tally can be undone (the
// recorder reopens the game), and scoring again saves the new result.
func TestUndoAfterScoring(t *testing.T) {
	h := playToEnd(t)
	h.press('s')
	h.enterTallies()
	h.contains("Final score · saved", "Ben ♛")
	h.press(tcell.KeyEscape)
	h.contains("Scored and saved", " u ")
	last := h.rec.Actions[len(h.rec.Actions)-1]
	h.press('u')
	h.lacks("it can no longer be undone", "Scored and saved")
	h.contains("Undone: "+last[:10], "press s to score the game again", "Game over: press s to score")
	if h.rec.Reopened != 1 || len(h.rec.Results) != 0 || h.d.scored {
		t.Fatalf("reopened %d, results %+v", h.rec.Reopened, h.rec.Results)
	}
	// Undo reaches further back: Ben's tally too.
	h.press('u')
	if n := len(h.rec.Undone); n != 2 {
		t.Fatalf("%d actions undone, want 2", n)
	}
	// Scored again with Ana's Gold corrected to 4: Ana wins.
	h.press('s')
	h.contains("Final tallies")
	h.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyBackspace2, "4")
	h.press(tcell.KeyTab, tcell.KeyTab, "5", tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, "3")
	for i := 0; i < 8; i++ {
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
	h.contains("Final score · saved", "Ana ♛")
	if len(h.rec.Results) != 1 || h.rec.Results[0].Winners[0] != "Ana" {
		t.Fatalf("finish recorded %+v", h.rec.Results)
	}
	if !strings.Contains(strings.Join(h.rec.Actions, "\n"), "tally") {
		t.Fatalf("no tally in the log: %q", h.rec.Actions)
	}
}

// helpBar is the help bar's row (the last).
func helpBar(h *harness) string {
	lines := strings.Split(strings.TrimRight(h.draw(), "\n"), "\n")
	return lines[len(lines)-1]
}

// TestHelpBarOffersOnlyWhatWorks: while the panel waits for Enter, the
// game keys it refuses are not in the bar; the digits name the display's
// slots.
func TestHelpBarOffersOnlyWhatWorks(t *testing.T) {
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1")
	bar := helpBar(h)
	if !strings.Contains(bar, " 1-6 take") || strings.Contains(bar, "0-9") {
		t.Fatalf("bar before the steps: %q", bar)
	}
	h.press('e')
	if len(h.d.pending) == 0 {
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

// TestEmptyAutomaAnswer: Enter on an empty answer says that an answer is
// needed, and of what kind, and keeps the question open.
func TestEmptyAutomaAnswer(t *testing.T) {
	h := withDeckGame(t, 80, 24, soloJapan)
	h.press('A', 'A')
	h.contains("Answer (slot number, or no)")
	h.press(tcell.KeyEnter)
	h.lacks("is not an answer")
	h.contains("The Automa needs an answer: type slot number, or no")
	if h.d.dialog != "answer" || len(h.rec.Actions) != 1 {
		t.Fatalf("dialog %q, actions %q", h.d.dialog, h.rec.Actions)
	}
}

// TestRedoneSaysItOnce: after u and r the status says "Redone: end.", not
// "Redone: Done: end.".
func TestRedoneSaysItOnce(t *testing.T) {
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1", "take 3")
	h.press('u', tcell.KeyEnter, 'e', tcell.KeyEnter, 'u', tcell.KeyEnter, 'r')
	h.lacks("Redone: Done")
	h.contains("Redone: end.")
	if !strings.HasPrefix(h.d.status, "Redone: end.") || strings.Contains(h.d.status, "Done:") {
		t.Fatalf("status %q", h.d.status)
	}
}

// TestEndFormPrefillsAutomaGold: the table played the Automa's turns by
// hand (take/end); the end form starts the Automa's row from what the
// engine and its panel say (Gold 2 at medium), not 0.
func TestEndFormPrefillsAutomaGold(t *testing.T) {
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

// TestLongNamesInTheHeader: 24-character names are shortened in the
// header, so that the next player is still named.
func TestLongNamesInTheHeader(t *testing.T) {
	h := withGame(t, 80, 24, "setup players=Bartholomew_Fitzgeraldi,Maximiliana_Oppenheimer,Cy seed=1")
	head := strings.Split(h.draw(), "\n")[0]
	if !strings.Contains(head, "'s turn ▸ next: Maximilian") || !strings.Contains(head, "Bartholomew") {
		t.Fatalf("header %q", head)
	}
	t.Log(head)
	if strings.Count(head, "…") != 2 || strings.HasSuffix(strings.TrimSpace(head), "…") && !strings.Contains(head, "next:") {
		t.Fatalf("header %q: the names, not the structure, are to be shortened", head)
	}
}

// TestTallyFieldsTakeDigitsOnly: a count takes digits only, at most 5 of
// them (a sixth is refused, not written over the fifth), and no sign.
func TestTallyFieldsTakeDigitsOnly(t *testing.T) {
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

// TestFinalScoreSaysMoreBelow: at 80x24 a final score longer than the box
// (three players with several explanations) says so on its border until
// its end is shown; one that fits says nothing.
func TestFinalScoreSaysMoreBelow(t *testing.T) {
	h := playToEnd(t)
	h.press('s')
	h.enterTallies()
	h.contains("Final score · saved", "Cy ")
	h.lacks("▼ more below")
	// A longer text: explanations push the last bar below the box.
	text := strings.Repeat("- an explanation\n", 18) + "Ana  ███ 8\nBen  ███ 8\nCy   █ 2\n"
	h.d.showResultText(text)
	h.contains("Final score · saved", "▼ more below: ↓ PgDn")
	h.lacks("Cy   █ 2")
	for i := 0; i < 3; i++ {
		h.press(tcell.KeyPgDn)
	}
	h.lacks("▼ more below")
	h.contains("Cy   █ 2")
}

// TestJapaneseFinalTableAndDifficulty: the final table's heads keep a space
// between them in Japanese (地 ボーナス), and the Automa panel names its
// difficulty in the language of the screen, in every language.
func TestJapaneseFinalTableAndDifficulty(t *testing.T) {
	ja := i18n.New("ja")
	res := scoring.Result{
		Categories: []scoring.Category{scoring.Knowledge, scoring.Wonders, scoring.Policies, scoring.Provinces},
		Players:    []scoring.PlayerScore{{Name: "Ana", Rank: 1, Total: 8, Bonus: 3}, {Name: "Ben", Rank: 2, Total: 5}},
	}
	head := strings.Split(resultText(ja, res, 74), "\n")[0]
	if !strings.Contains(head, " "+ja.T("Bonus")) || strings.Contains(head, ja.T(shortCategory(ja, scoring.Provinces))+ja.T("Bonus")) {
		t.Fatalf("heads run together: %q", head)
	}
	for _, lang := range i18n.Languages() {
		g := session(t, []tracker.Option{tracker.WithDecks(deckfile.Load)}, soloJapan, nil, nil)
		loc := i18n.New(lang)
		h := newHarness(t, 120, 40, Options{Game: g, Localizer: loc, Recorder: &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}}})
		h.contains(loc.Sprintf("Automa · %s", loc.T("medium")))
		if lang != i18n.English {
			h.lacks("· medium")
		}
	}
}

// TestResumeAfterUndoShowsReverseSteps: a game resumed after an undo
// shows that undo's steps to reverse again, not the steps of the action
// before it.
func TestResumeAfterUndoShowsReverseSteps(t *testing.T) {
	line := "setup players=Ana,Ben,Cy seed=1"
	g := session(t, nil, line, []string{"take 3"}, []string{"end"})
	rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}, Actions: []string{"take 3"}, Undone: []string{"end"}}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g, ShowLastSteps: true, LastUndone: true})
	h.contains("Undo «end»: reverse these steps", "shown again")
	if !h.d.reverse || len(h.d.pending) == 0 || !strings.HasPrefix(h.d.pending[0], "Deal") {
		t.Fatalf("pending %q, reverse %v", h.d.pending, h.d.reverse)
	}
	// Without an undo last, the last action's steps, as before.
	g = session(t, nil, line, []string{"take 3"}, []string{"end"})
	h = newHarness(t, 80, 24, Options{Recorder: rec, Game: g, ShowLastSteps: true})
	h.lacks("Undo «end»")
}
