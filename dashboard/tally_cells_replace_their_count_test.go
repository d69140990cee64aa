package dashboard

import (
	"os"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// automaSoloOver is the solo game of the command line's test script,
// played to its end, with the Automa's deck.
func automaSoloOver(t *testing.T) *harness {
	t.Helper()
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
	return h
}

// TestTallyCellsReplaceTheirCount: in the tallies form every row, the
// Automa's prefilled one too, behaves alike: a count of 0 is the
// placeholder (typing 3 gives 3, not 03), a count shown is replaced by
// the first digit typed after the cell gets the focus, and the cell with
// the focus is drawn apart from the others.
func TestTallyCellsReplaceTheirCount(t *testing.T) {
	t.Parallel()
	h := automaSoloOver(t)
	h.press('s')
	h.press(tcell.KeyDown) // the Automa's row (the last), its first cell
	focused := func() *tview.InputField {
		f, ok := h.d.app.GetFocus().(*tview.InputField)
		if !ok {
			t.Fatalf("the focus is on %T", h.d.app.GetFocus())
		}
		return f
	}
	row := focused()
	var zero, counted *tview.InputField
	var zeroAt, countedAt int
	for i := 0; i < len(tallyColumns); i++ {
		f := focused()
		switch txt := f.GetText(); {
		case txt == "0":
			t.Errorf("cell %d of the Automa's row holds a typed 0, not the placeholder", i)
		case txt == "" && zero == nil:
			zero, zeroAt = f, i
		case txt != "" && counted == nil:
			counted, countedAt = f, i
		}
		h.press(tcell.KeyTab)
	}
	if zero == nil || counted == nil {
		t.Fatalf("the Automa's row has no empty cell or no counted cell (first cell %q)", row.GetText())
	}
	for h.d.app.GetFocus() != row { // back to the Automa's row
		h.press(tcell.KeyBacktab)
	}
	for i := 0; i < zeroAt; i++ {
		h.press(tcell.KeyTab)
	}
	h.press('3')
	if got := zero.GetText(); got != "3" {
		t.Errorf("typing 3 in the Automa's empty cell %d gives %q", zeroAt, got)
	}
	for h.d.app.GetFocus() != row {
		h.press(tcell.KeyBacktab)
	}
	for i := 0; i < countedAt; i++ {
		h.press(tcell.KeyTab)
	}
	before := counted.GetText()
	// The focused cell is drawn apart: its style is not its neighbours'.
	h.draw()
	x, y, _, _ := counted.GetInnerRect()
	_, _, focusStyle, _ := h.screen.GetContent(x+counted.GetFieldWidth()-1, y)
	ox, oy, _, _ := zero.GetInnerRect()
	_, _, otherStyle, _ := h.screen.GetContent(ox+zero.GetFieldWidth()-1, oy)
	if focusStyle == otherStyle {
		t.Errorf("the focused cell looks like the others")
	}
	h.press('7', '1')
	if got := counted.GetText(); got != "71" {
		t.Errorf("typing 71 over the Automa's %q gives %q", before, got)
	}
	// Backspace edits rather than replaces.
	h.press(tcell.KeyTab, tcell.KeyBacktab, tcell.KeyBackspace2, '5')
	if got := counted.GetText(); got != "75" {
		t.Errorf("Backspace then 5 over 71 gives %q", got)
	}
}
