package dashboard

import (
	"testing"

	"tablemate/tracker"

	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
)

// TestTypingReplacesTheSeatNames: with no names from the config or a last
// game, the players field shows the seat names, and typing a name replaces
// them instead of running on after them ("Player 1, Player 2Ana").
func TestTypingReplacesTheSeatNames(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	field := h.d.dialogs.focus.(*tview.Form).GetFormItem(fPlayers).(*tview.InputField)
	if got := field.GetText(); got != "Player 1, Player 2" {
		t.Fatalf("players field starts with %q", got)
	}
	h.press("Ana, Ben")
	if got := field.GetText(); got != "Ana, Ben" {
		t.Errorf("typed Ana, Ben over the seat names: %q", got)
	}
}

// TestTypingKeepsConfiguredNames: names the config gives are edited as
// typed, not replaced.
func TestTypingKeepsConfiguredNames(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
	field := h.d.dialogs.focus.(*tview.Form).GetFormItem(fPlayers).(*tview.InputField)
	h.press(", Cid")
	if got := field.GetText(); got != "Ana, Ben, Cid" {
		t.Errorf("typed , Cid after the configured names: %q", got)
	}
}
