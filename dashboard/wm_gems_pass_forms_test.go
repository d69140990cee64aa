package dashboard

import (
	"strconv"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

const wmChecked = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ana screens=checked"

// TestWMGemsKeyRefusedDuringPlay: g during play says why and opens no form
// (W-END-1); the next keys still act.
func TestWMGemsKeyRefusedDuringPlay(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmTaj)
	h.press(tcell.KeyEnter, 'g')
	if h.d.dialogs.top != "" {
		t.Fatalf("g during play opened %q", h.d.dialogs.top)
	}
	h.contains("The gems are shown at the end of the game (W-END-1)")
	h.press('1')
	if got := h.rec.Actions; len(got) != 1 || got[0] != "quarry 1" {
		t.Fatalf("the key after g recorded %q, want quarry 1", got)
	}
}

// TestWMPassFormPrefilledFromTheScreen: Ana took 2 tokens and 1 in the
// quarry and built 1 (W-PASS-1): the pass form starts from the 2 left.
func TestWMPassFormPrefilledFromTheScreen(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmChecked, "quarry 1", "quarry 2", "quarry 3", "quarry_done Ana", "build 1")
	h.press(tcell.KeyEnter, 'p')
	field, ok := h.d.dialogs.focus.(*tview.InputField)
	if !ok {
		t.Fatalf("no pass form:\n%s", h.draw())
	}
	want := h.d.wms().Screens()[h.d.wms().Active()].Free()
	if got := field.GetText(); got == "" || got != strconv.Itoa(want) {
		t.Fatalf("pass form prefilled %q, want %d (the screen's tokens)", got, want)
	}
}

// TestWMCompleteKeyOnlyWithoutPlan: with the construction plan given, C is
// not offered and says why.
func TestWMCompleteKeyOnlyWithoutPlan(t *testing.T) {
	t.Parallel()
	plan := wmChecked + " levels=2,1 overview=6,6,6"
	h := withWM(t, 80, 24, plan, "quarry 1", "quarry 2", "quarry 3", "quarry_done Ana", "build 1")
	h.press(tcell.KeyEnter)
	h.lacks("C complete")
	h.press('C')
	h.contains("the game ends by itself")
	n := withWM(t, 80, 24, wmTaj, wmLapped...)
	n.contains("C complete")
}
