package dashboard

import (
	"strings"
	"testing"

	"tablemate/tracker"

	"github.com/gdamore/tcell/v2"
)

// TestWMResumeNamesThisRoundsStartPlayer: resumed in round 2, the status
// line names round 2's start player, not the setup's (W-ROUND-1).
func TestWMResumeNamesThisRoundsStartPlayer(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmTaj, wmRoundOne...)
	s := h.d.wms()
	if s.Round() != 2 {
		t.Fatalf("round %d, want 2", s.Round())
	}
	start := s.Players()[s.StartSeat()]
	if start == "Ana" {
		t.Fatalf("round 2 starts with the setup's start player: the test shows nothing")
	}
	if !strings.Contains(h.d.ctl.Status().Text, "round 2: "+start+" starts") || strings.Contains(h.d.ctl.Status().Text, "Ana starts") {
		t.Fatalf("resume line %q does not name round 2's start player %s", h.d.ctl.Status().Text, start)
	}
}

// wmRoundOne: Ana takes 1 then 2 tokens, Ben 2 and gets the black token;
// Ben builds on level 1, both pass: round 2, Ben starts.
var wmRoundOne = []string{"quarry 1", "quarry 2", "quarry 2", "quarry_done Ben", "build 1", "pass 3", "pass 0"}

// TestWMBuildKeysOnlyForOpenLevels: with the screens checked, the build
// keys offered are the open levels: level 1 alone before any token is
// built on it, then level 2 too; a closed level's digit gets the
// engine's reason (W-BUILD-2).
func TestWMBuildKeysOnlyForOpenLevels(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmTaj+" screens=checked", wmRoundOne[:4]...)
	if got := levelsLabel(h.d.wmOpenLevels()); got != "1" {
		t.Fatalf("open levels before any build: %s (%v)", got, h.d.wmOpenLevels())
	}
	if bar := helpBar(h); !strings.Contains(bar, " 1 build") || strings.Contains(bar, "1-5") {
		t.Fatalf("help bar before any build: %q", bar)
	}
	h.press('3')
	h.contains("W-BUILD-2")
	h.press(tcell.KeyEscape, '1')
	if got := levelsLabel(h.d.wmOpenLevels()); got != "1-2" {
		t.Fatalf("open levels after a level-1 token: %s", got)
	}
	if levelsLabel([]int{2, 4}) != "2,4" || levelsLabel([]int{3}) != "3" {
		t.Fatal("levelsLabel")
	}
}

// TestWMHeaderAfterEveryGemIsIn: after the last gems are undone and
// redone, the header no longer says to press g: the redo scored the game
// again, and saved its result as the gems form does.
func TestWMHeaderAfterEveryGemIsIn(t *testing.T) {
	t.Parallel()
	h := withWM(t, 100, 30, wmTaj)
	for !h.d.wms().Over() {
		wmRound(h)
		h.press(tcell.KeyEnter)
	}
	h.press('g', "2", tcell.KeyEnter, "0", tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEscape)
	h.press('u')
	if len(h.rec.Results) != 0 || h.d.ctl.Scored() {
		t.Fatalf("the undo left the result saved: %d results", len(h.rec.Results))
	}
	h.press('r')
	h.lacks("press g for the gems")
	h.contains("Scored and saved")
	if len(h.rec.Results) != 1 || !h.d.ctl.Scored() {
		t.Errorf("the redo that scored the game saved %d results (scored %v)", len(h.rec.Results), h.d.ctl.Scored())
	}
}

// TestWMSetupReportsEveryProblem: an empty name, a start player not at
// the table and a name used twice are all reported at once.
func TestWMSetupReportsEveryProblem(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
	h.press(tcell.KeyBacktab, tcell.KeyEnter, tcell.KeyDown, tcell.KeyEnter)
	h.contains("New game · World Monuments")
	h.press(tcell.KeyCtrlU, "Ana,,ana", tcell.KeyTab, tcell.KeyTab, tcell.KeyCtrlU, "Zed", tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter)
	h.contains("A name is empty between two commas", `"Zed"`, "used twice")
	if h.d.ctl.Game() != nil {
		t.Fatal("a refused setup started a game")
	}
}
