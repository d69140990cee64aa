package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
)

// TestTableAfterASoloGameSeatsNoAutoma: after a solo game the new game form
// says 0 Automas (the solo game's one); the players typed for a continuous
// table of four then start that table, not five seats with an Automa, which
// the continuous mode and a table of five without Lost Kingdoms refuse.
func TestTableAfterASoloGameSeatsNoAutoma(t *testing.T) {
	t.Parallel()
	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, LastSetup: "setup players=Ana seed=1 difficulty=1"})
	form := h.d.dialogs.focus.(*tview.Form)
	if n, _ := form.GetFormItemByLabel("Automas").(*tview.DropDown).GetCurrentOption(); n != 0 {
		t.Fatalf("Automas %d after a solo game, want 0", n)
	}
	form.GetFormItemByLabel("Players, clockwise").(*tview.InputField).SetText("Ana, Ben, Cid, Dee")
	form.GetFormItemByLabel("Mode").(*tview.DropDown).SetCurrentOption(1)
	h.press(tcell.KeyF2)
	if h.d.ctl.Game() == nil {
		t.Fatalf("the table of four did not start:\n%s", h.draw())
	}
	s := h.d.mon().Setup()
	if len(s.Players) != 4 || s.BotCount() != 0 || len(h.d.mon().Display()) != 8 {
		t.Fatalf("seats %q, Automas %d, display %d; want 4, 0, 8", s.Players, s.BotCount(), len(h.d.mon().Display()))
	}
	// A solo game again from the same form: one name, 0 Automas.
	r := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, LastSetup: "setup players=Ana seed=1 difficulty=1"})
	r.press(tcell.KeyF2)
	if r.d.ctl.Game() == nil || !monSetup(r.d).Solo() {
		t.Fatalf("no solo game from the solo prefill:\n%s", r.draw())
	}
}
