package dashboard

import (
	"errors"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
)

// chooserHarness shows game 2 (Ana, Ben) with game 1 (Cy, Dee, Eve) also in
// progress; Resume reads back the game of that id and records the ids asked.
func chooserHarness(t *testing.T, asked *[]int64) *harness {
	t.Helper()
	kinds := testKinds(nil)
	setups := map[int64]string{2: "setup players=Ana,Ben seed=1", 1: "setup players=Cy,Dee,Eve seed=2"}
	at := func(id int64) InProgress {
		g, err := kinds.For(setups[id]).New(setups[id])
		if err != nil {
			t.Fatal(err)
		}
		return InProgress{ID: id, Game: g, LastPlayed: time.Date(2025, 3, int(id), 20, 30, 0, 0, time.Local)}
	}
	shown, _ := kinds.For(setups[2]).Load(setups[2], []string{"take 1"}, nil)
	rec := &dashboardtest.MemoryRecorder{Games: []string{shown.SetupLine()}, Actions: []string{"take 1"}}
	return newHarness(t, 80, 24, Options{
		Game: shown, Kinds: kinds, Recorder: rec,
		InProgress: []InProgress{at(2), at(1)},
		Resume: func(id int64) (Resumed, error) {
			*asked = append(*asked, id)
			s, ok := setups[id]
			if !ok {
				return Resumed{}, errors.New("no such game")
			}
			g, err := kinds.For(s).Load(s, []string{"take 2", "end"}, nil)
			return Resumed{Game: g}, err
		},
	})
}

// TestChooserResumesTheChosenGame: with several games in progress the
// dashboard opens on a chooser listing each (id, last played, game and
// players, last played first); Enter on the second resumes it, with its last steps shown again.
func TestChooserResumesTheChosenGame(t *testing.T) {
	t.Parallel()
	var asked []int64
	h := chooserHarness(t, &asked)
	h.contains("Games in progress", "   2  2025-03-02 20:30  Monumental, standard game, Ana, Ben", "(last played)",
		"   1  2025-03-01 20:30  Monumental, standard game, Cy, Dee, Eve")
	h.press(tcell.KeyDown, tcell.KeyEnter)
	if len(asked) != 1 || asked[0] != 1 {
		t.Fatalf("Resume asked for %v, want [1]", asked)
	}
	h.lacks("Games in progress")
	h.contains("Resumed: Monumental, standard game, Cy, Dee, Eve", "2. end of turn")
	if len(h.d.ctl.Steps().Pending) == 0 {
		t.Error("the chosen game's last steps are not shown again")
	}
}

// TestChooserEscKeepsTheFirstGame: Esc (or Enter on the first) keeps the
// game shown and asks for nothing.
func TestChooserEscKeepsTheFirstGame(t *testing.T) {
	t.Parallel()
	var asked []int64
	h := chooserHarness(t, &asked)
	h.press(tcell.KeyEscape)
	h.lacks("Games in progress")
	h.contains("Ana's turn")
	h.press('e') // a table key again: it ends the turn of the game shown
	if len(asked) != 0 {
		t.Errorf("Esc then a digit asked Resume for %v", asked)
	}
	if n := h.d.ctl.Game().Len(); n != 2 {
		t.Errorf("after Esc e did not act on the game shown: %d actions (%s)", n, h.d.ctl.Status().Text)
	}
}

// TestChooserNotShownForOneGame: one game in progress opens on the board.
func TestChooserNotShownForOneGame(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.lacks("Games in progress")
}
