package dashboard

import (
	"os"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
)

// TestEscOnAnOpenListClosesTheList: Esc on an open drop-down list of the
// new-game form closes the list, not the program, and what was typed
// stays; the identify dialog the same.
func TestEscOnAnOpenListClosesTheList(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	quits := 0
	h.d.onQuit = func() { quits++ }
	h.press("Ana, Ben, Cid", tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter)
	h.contains("continuous") // the Mode list is open
	if _, ok := h.d.app.GetFocus().(*tview.List); !ok {
		t.Fatalf("the Mode list is not open: focus on %T", h.d.app.GetFocus())
	}
	h.press(tcell.KeyEscape)
	if quits != 0 || h.d.dialogs.top != "setup" {
		t.Fatalf("Esc on the open list quit (%d) or closed the form (%q)", quits, h.d.dialogs.top)
	}
	if _, ok := h.d.app.GetFocus().(*tview.DropDown); !ok {
		t.Errorf("after Esc the focus is on %T, not the Mode field", h.d.app.GetFocus())
	}
	h.contains("Ana, Ben, Cid")
	h.lacks("continuous")
	// The list of the game's choice, the same.
	h.press(tcell.KeyBacktab, tcell.KeyBacktab, tcell.KeyBacktab, tcell.KeyBacktab, tcell.KeyEnter)
	h.contains("World Monuments")
	h.press(tcell.KeyEscape)
	if quits != 0 || h.d.dialogs.top != "setup" {
		t.Fatalf("Esc on the game's list quit (%d) or closed the form (%q)", quits, h.d.dialogs.top)
	}
	h.contains("Ana, Ben, Cid")

	g := withGame(t, 80, 24, three)
	g.press('i', tcell.KeyTab, tcell.KeyEnter)
	g.contains("building", "wonder")
	g.press(tcell.KeyEscape)
	if g.d.dialogs.top != "identify" {
		t.Fatalf("Esc on the Type list closed the identify dialog")
	}
	g.press(tcell.KeyEscape)
	if g.d.dialogs.top != "" {
		t.Fatalf("Esc in the identify dialog did not close it")
	}
}

// TestQuitFromATypedFormAsksFirst: Esc on the new-game form with no game
// quits at once when nothing was typed, and asks first when something
// was: going back shows the form as it was.
func TestQuitFromATypedFormAsksFirst(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	quits := 0
	h.d.onQuit = func() { quits++ }
	h.press(tcell.KeyEscape)
	if quits != 1 {
		t.Fatalf("Esc on an untouched form did not quit")
	}
	h = newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	h.d.onQuit = func() { quits++ }
	h.press("Ana, Ben", tcell.KeyEscape)
	h.contains("Quit tablemate? What is typed in the form is lost")
	if quits != 1 {
		t.Fatalf("Esc on a typed form quit without asking")
	}
	h.press(tcell.KeyEscape) // back to the form
	h.contains("Ana, Ben", "New game · Tab moves")
	h.press("d", tcell.KeyEscape, tcell.KeyTab, tcell.KeyEnter) // Back to the form
	h.contains("Ana, Bend")
	h.press(tcell.KeyEscape, tcell.KeyEnter) // Quit
	if quits != 2 {
		t.Fatalf("Quit did not quit")
	}
	// Ctrl-C, which the application takes before any view, asks too.
	h = newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	capture := h.d.app.GetInputCapture()
	ctrlC := tcell.NewEventKey(tcell.KeyCtrlC, 0, tcell.ModCtrl)
	if capture(ctrlC) == nil {
		t.Fatal("Ctrl-C on an untouched form did not quit")
	}
	h.press("Ana")
	if capture(ctrlC) != nil {
		t.Fatal("Ctrl-C on a typed form quit without asking")
	}
	h.contains("Quit tablemate? What is typed in the form is lost")
}

// TestAutomaRowKeepsItsCountsAfterEsc: the end form's Automa row, which
// starts from the tallies the Automa kept, keeps what was typed in it when
// the form is closed with Esc, like the other rows.
func TestAutomaRowKeepsItsCountsAfterEsc(t *testing.T) {
	t.Parallel()
	script, err := os.ReadFile("../cmd/tablemate/testdata/games/automa-solo.txt")
	if err != nil {
		t.Fatal(err)
	}
	var setup string
	var actions []string
	for _, l := range strings.Split(string(script), "\n") {
		switch l = strings.TrimSpace(l); {
		case l == "", strings.HasPrefix(l, "#"), strings.HasPrefix(l, "tally"):
		case strings.HasPrefix(l, "setup"):
			setup = l
		default:
			actions = append(actions, l)
		}
	}
	h := withDeckGame(t, 80, 24, setup, actions...)
	if !h.d.mon().Over() {
		t.Fatal("the solo game is not over")
	}
	h.press('s')
	automa := lineWith(h.draw(), "║Automa")
	// The cursor starts in Ana's row, the first; the Automa's is under it.
	h.press(tcell.KeyDown, tcell.KeyBackspace2, tcell.KeyBackspace2, "42", tcell.KeyEscape)
	h.lacks("Final tallies")
	h.press('s')
	row := strings.Join(strings.Fields(lineWith(h.draw(), "║Automa")), " ")
	if !strings.HasPrefix(row, "║Automa 42 ") {
		t.Fatalf("the Automa's typed count is lost: %q (it was %q)", row, automa)
	}
}
