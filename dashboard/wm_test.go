package dashboard

import (
	"strings"
	"testing"

	"tablemate/tracker"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
)

// withWM starts a harness on a World Monuments game recorded in a memory
// recorder.
func withWM(t testing.TB, w, h int, setupLine string, actions ...string) *harness {
	t.Helper()
	g := session(t, nil, setupLine, actions, nil)
	rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}, Actions: append([]string(nil), actions...)}
	return newHarness(t, w, h, Options{Recorder: rec, Game: g})
}

const wmTaj = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ana"

// wmLapped: Ana passed in round 1, Ben built six times on level 5 and his
// marker went round the track.
var wmLapped = []string{"quarry", "quarry_done Ana", "pass 0", "build 5", "build 5", "build 5", "build 5", "build 5", "build 5"}

func TestWMGoldenScreens(t *testing.T) {
	t.Parallel()
	for _, size := range []struct {
		name string
		w, h int
	}{{"wm-80x24", 80, 24}, {"wm-120x40", 120, 40}} {
		h := withWM(t, size.w, size.h, wmTaj, wmLapped...)
		golden(t, size.name, h.draw())
	}
}

func TestWMScreenShowsTurnWorkerTrackAndQuarryNote(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmTaj, "quarry 1")
	h.contains("Taj Mahal · Round 1 of 3 · Quarry phase", "Ben's turn ▸ next: Ana",
		"Ben's quarry turn: move the worker 2", "Worker token: Ana", "Quarry turn 2: the worker",
		"Quarry: Taj Mahal: one", "10 pts", "1-2 tokens", "c quarry", "e empty")
	// Under 60 the marker stands on the points: said once.
	h.lacks("1-5 build", "0-9 take", "marker on 10")
	l := withWM(t, 80, 24, wmTaj, wmLapped...)
	l.contains("Ben's turn ▸ then again", "64 pts", "marker on 4 (+60)", "12 pts", "passed", "1-5 build", "p pass", "C complete")
	l.lacks("Quarry turn", "marker on 12")
}

func TestWMKeysAndPrompts(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmTaj)
	h.press(tcell.KeyEnter) // the opening steps
	h.press('5')            // 5 tokens: the start player moves 1 space
	h.contains("takes its token: 1 token, not 5", "(W-QUARRY-2)")
	h.press('1', 'c', 'e')
	h.contains("The quarry is empty", "Black token holder", "1 Ana, 2 Ben")
	h.press("Cy", tcell.KeyEnter)
	h.contains(`"Cy" is not a player`)
	h.press(tcell.KeyBackspace2, tcell.KeyBackspace2, "2", tcell.KeyEnter)
	h.contains("At the table, after «black token: Ben»: do these", "Ben scores the black token: +2, total 12")
	h.press('3') // refused until the table did the steps
	h.contains("First do the steps at the table")
	h.press(tcell.KeyEnter, '3', 'p', "4 1", tcell.KeyEnter)
	h.contains("Ana passes with 4 construction tokens left", "6 pts", "passed")
	if !strings.Contains(h.d.ctl.Status().Text, "(1 gem kept at no cost): -4, total 6") {
		t.Fatalf("status %q", h.d.ctl.Status().Text)
	}
	h.press('u')
	h.contains("Undone: pass (tokens left: 4, gems: 1)")
	h.press('r')
	h.contains("Redone:")
	want := "quarry 1|quarry|quarry_done Ben|build 3|pass 4 1"
	if got := strings.Join(h.rec.Actions, "|"); got != want {
		t.Fatalf("recorded %q, want %q", got, want)
	}
}

// wmRound plays a round by keys: each player quarries once, the start
// player reports the quarry empty with the first player holding the black
// token, then builds and passes.
func wmRound(h *harness) {
	h.t.Helper()
	h.press('1', '2', 'e', "1", tcell.KeyEnter, tcell.KeyEnter) // Ana holds the black token
	h.press('5', '4', 'p', "1", tcell.KeyEnter, '2', 'p', "0", tcell.KeyEnter)
}

// TestWMWholeGameByKeys plays World Monuments from the setup form to the
// saved final table with keys only.
func TestWMWholeGameByKeys(t *testing.T) {
	t.Parallel()
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
	h.contains("New game · Tab moves", "Monumental")
	// The game choice is above the players: Shift-Tab, open, down, select.
	h.press(tcell.KeyBacktab, tcell.KeyEnter, tcell.KeyDown, tcell.KeyEnter)
	h.contains("New game · World Monuments", "Monument", "Capitol", "Ana, Ben")
	// Monument: Taj Mahal (the fourth), start player Ben.
	h.press(tcell.KeyTab, tcell.KeyEnter, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyEnter)
	// The screens are not checked at this table (the keys below do not
	// follow one screen's tokens): the box is unticked. No plan file.
	h.press(tcell.KeyTab, tcell.KeyCtrlU, "ben", tcell.KeyTab, ' ', tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter)
	h.contains("everyone puts", "Ben is the start player")
	if len(rec.Games) != 1 || rec.Games[0] != "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=open" {
		t.Fatalf("setup recorded as %q", rec.Games)
	}
	h.press(tcell.KeyEnter)
	h.contains("Ben's turn ▸ next: Ana", "Quarry turn 1")
	for round := 1; round <= 3; round++ {
		wmRound(h)
		if round < 3 {
			h.contains("Round " + string(rune('1'+round)) + " of 3 · Quarry")
		}
		h.press(tcell.KeyEnter)
	}
	if !h.d.wms().Over() {
		t.Fatalf("the game did not end:\n%s", h.draw())
	}
	h.contains("Game over: press g for the gems", "g gems")
	h.press('g')
	h.contains("Gems shown", "Each gem scores 3 points")
	h.press("2", tcell.KeyEnter, "0", tcell.KeyEnter, tcell.KeyEnter)
	h.contains("Final score · saved", "Ana ♛", "The game ended after round 3.", "█")
	if len(rec.Results) != 1 || strings.Join(rec.Results[0].Winners, ",") != "Ana" {
		t.Fatalf("finish recorded %+v", rec.Results)
	}
	st := h.d.wms()
	if p := rec.Results[0].Players; len(p) != 2 || p[0].Score != st.Scores()[0] || p[1].Score != st.Scores()[1] || !p[0].Winner || p[1].Rank != 2 {
		t.Fatalf("finish recorded %+v, scores %v", p, st.Scores())
	}
	h.press(tcell.KeyEscape)
	h.contains("Scored and saved", "s final")
	h.press('s')
	h.contains("Final score · saved")
	if len(rec.Results) != 1 {
		t.Fatal("showing the final table again finished the game again")
	}
	// QA pass 4: undo reaches the gems of a scored game; entering them
	// again saves the new result.
	h.press(tcell.KeyEscape, 'u')
	h.contains("Undone: gems of Ben: 0", "press g to enter the")
	if rec.Reopened != 1 || len(rec.Results) != 0 {
		t.Fatalf("reopened %d, results %+v", rec.Reopened, rec.Results)
	}
	h.press('g', "1", tcell.KeyEnter, tcell.KeyEnter)
	h.contains("Final score · saved")
	if len(rec.Results) != 1 {
		t.Fatalf("scored again: %+v", rec.Results)
	}
}

func TestWMTiesShareTheVictory(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmTaj, "quarry", "quarry_done Ana", "build 1", "build 2", "complete", "gems Ana 0")
	h.press(tcell.KeyEnter, 'g', "0", tcell.KeyEnter, tcell.KeyEnter)
	h.contains("monument was completed in round 1", "Ana ♛", "Ben ♛", "share the victory")
	if w := h.rec.Results[0].Winners; len(w) != 2 {
		t.Fatalf("winners %q", w)
	}
}

// A Monumental game over by keys: eras 3,2,2, every turn takes slot 3.
func monumentalOver(t *testing.T) []string {
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1 eras=3,2,2")
	for turn := 0; turn < 12 && !h.d.mon().Over(); turn++ {
		h.press('3', 'e', tcell.KeyEnter)
	}
	if !h.d.mon().Over() {
		t.Fatal("the game did not end")
	}
	return append([]string(nil), h.rec.Actions...)
}
