package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// logGame is a standard game long enough that its log does not fit at
// 80x24: the setup line and its first actions are out of view.
func logGame(t *testing.T) *harness {
	t.Helper()
	var actions []string
	for i := 0; i < 8; i++ {
		actions = append(actions, "take 1", "end")
	}
	return withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1", actions...)
}

// TestLogPaneScrolls: with no steps pending, k, ↑ and PgUp show older log
// lines, j, ↓ and PgDn newer ones, back to the newest and no further; the
// pane's title and the help bar name the keys.
func TestLogPaneScrolls(t *testing.T) {
	t.Parallel()
	h := logGame(t)
	h.press(tcell.KeyEnter) // the resumed steps, if any, are done
	h.d.ctl.DropSteps()
	h.contains("16. end of turn", "k ↑ PgUp: older lines")
	h.lacks("0. setup")
	if bar := helpBar(h); !strings.Contains(bar, "j/k log") {
		t.Errorf("the help bar does not offer the log's keys: %q", bar)
	}
	h.press('k')
	h.contains("older lines · j ↓ PgDn: newer")
	if h.d.ctl.LogBack() != 1 {
		t.Fatalf("k: the log is %d lines back, want 1", h.d.ctl.LogBack())
	}
	h.press(tcell.KeyUp)
	if h.d.ctl.LogBack() != 2 {
		t.Fatalf("↑: the log is %d lines back, want 2", h.d.ctl.LogBack())
	}
	for i := 0; i < 20; i++ {
		h.press(tcell.KeyPgUp)
	}
	h.contains("0. setup: Monumental")
	h.lacks("16. end of turn")
	back := h.d.ctl.LogBack()
	h.press(tcell.KeyPgUp)
	if h.d.ctl.LogBack() != back {
		t.Errorf("PgUp at the oldest line moved the log from %d to %d lines back", back, h.d.ctl.LogBack())
	}
	h.press(tcell.KeyPgDn)
	if h.d.ctl.LogBack() >= back {
		t.Errorf("PgDn did not move the log towards the newest: %d lines back, was %d", h.d.ctl.LogBack(), back)
	}
	for i := 0; i < 20; i++ {
		h.press('j')
	}
	h.press(tcell.KeyDown)
	if h.d.ctl.LogBack() != 0 {
		t.Errorf("j and ↓ did not come back to the newest: %d lines back", h.d.ctl.LogBack())
	}
	h.contains("16. end of turn")
	h.lacks("does nothing")
}

// TestLogPaneWheel: the mouse wheel over the log scrolls it; over another
// panel it does not.
func TestLogPaneWheel(t *testing.T) {
	t.Parallel()
	h := logGame(t)
	h.d.ctl.DropSteps()
	h.draw()
	p := h.d.board.logPane
	wheel := func(x, y int, b tcell.ButtonMask, action tview.MouseAction) {
		h.d.root.MouseHandler()(action, tcell.NewEventMouse(x, y, b, tcell.ModNone), h.d.dialogs.setFocus)
		h.draw()
	}
	wheel(p.x+70, p.y+1, tcell.WheelUp, tview.MouseScrollUp) // the players' panel
	if h.d.ctl.LogBack() != 0 {
		t.Fatalf("the wheel outside the log scrolled it %d lines", h.d.ctl.LogBack())
	}
	wheel(p.x+2, p.y+2, tcell.WheelUp, tview.MouseScrollUp)
	wheel(p.x+2, p.y+2, tcell.WheelUp, tview.MouseScrollUp)
	if h.d.ctl.LogBack() != 2 {
		t.Fatalf("two wheel steps up over the log: %d lines back, want 2", h.d.ctl.LogBack())
	}
	wheel(p.x+2, p.y+2, tcell.WheelDown, tview.MouseScrollDown)
	if h.d.ctl.LogBack() != 1 {
		t.Fatalf("a wheel step down: %d lines back, want 1", h.d.ctl.LogBack())
	}
}

// TestLogKeysWhileStepsPending: while steps are pending the arrows keep
// scrolling the steps, j and k the log, and no key is refused; the next
// action brings the log back to its newest line.
func TestLogKeysWhileStepsPending(t *testing.T) {
	t.Parallel()
	h := logGame(t)
	h.d.ctl.Acknowledge()
	h.press('1', 'e')
	if len(h.d.ctl.Steps().Pending) == 0 {
		t.Fatal("take and end left no steps")
	}
	h.contains("k: older lines")
	h.press(tcell.KeyUp, tcell.KeyPgUp)
	if h.d.ctl.LogBack() != 0 {
		t.Errorf("the arrows scrolled the log while steps are pending: %d lines back", h.d.ctl.LogBack())
	}
	h.press('k', 'k')
	if h.d.ctl.LogBack() != 2 {
		t.Errorf("k while steps are pending: %d lines back, want 2", h.d.ctl.LogBack())
	}
	if h.d.ctl.Status().Error {
		t.Errorf("a log key was refused: %q", h.d.ctl.Status().Text)
	}
	h.press(tcell.KeyEnter, '1')
	if h.d.ctl.LogBack() != 0 {
		t.Errorf("after an action the log stays %d lines back", h.d.ctl.LogBack())
	}
}
