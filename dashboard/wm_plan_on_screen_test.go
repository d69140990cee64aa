package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

const wmPlanned = "setup game=worldmonuments players=Ana,Ben,Cy monument=taj_mahal start=Ana screens=checked levels=4,2,1 overview=9,8,7"

// TestWMPlanOnScreen: with a plan, the monument's levels (built of
// planned), the tokens left in the quarry and each screen's holdings are
// on screen; the counts offered are those the turn can take.
func TestWMPlanOnScreen(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmPlanned, "quarry 1", "quarry 2", "quarry 3")
	h.contains("Monument · 0 of 7 tokens built", "level 1: 0 of 4 · level 2: 0 of 2", "level 3: 0 of 1",
		"Quarry: 3 of 9 tokens left", "behind the screen: 1", "behind the screen: 3")
	// Turn 4 moves 4 spaces, but 3 tokens are left: 1-3, and never c
	// (the screens are checked: every turn is counted).
	if bar := helpBar(h); !strings.Contains(bar, "1-3 tokens") || strings.Contains(bar, "c quarry") || strings.Contains(bar, "e empty") {
		t.Errorf("bar %q", bar)
	}
	h.press('4')
	h.contains("only 3 tokens left in the quarry")
	first := withWM(t, 80, 24, wmPlanned)
	first.press(tcell.KeyEnter)
	if bar := helpBar(first); !strings.Contains(bar, " 1 token ") || strings.Contains(bar, "1 tokens") || strings.Contains(bar, "e empty") {
		t.Errorf("the first quarry turn's bar %q", bar)
	}
}

// TestWMQuarryEmptyOffersNoQuarryTurn: after the quarry's last token the
// header, the panels and the bar no longer offer a quarry turn; they ask
// who holds the black token, with the dashboard's key.
func TestWMQuarryEmptyOffersNoQuarryTurn(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmPlanned, "quarry 1", "quarry 2", "quarry 3", "quarry 3")
	head := strings.Split(h.draw(), "\n")[0]
	if strings.Contains(head, "'s turn") || !strings.Contains(head, "Quarry empty: press e for the black token") {
		t.Errorf("header %q", head)
	}
	h.lacks("quarry turn:", "Quarry turn 5")
	h.contains("The quarry is empty: no quarry turn follows.")
	h.press(tcell.KeyEnter)
	bar := helpBar(h)
	if strings.Contains(bar, "tokens") || !strings.Contains(bar, "e empty") {
		t.Errorf("bar %q", bar)
	}
	h.press('3')
	h.contains("the quarry is empty", "(W-QUARRY-2)")
}

// TestWMLevelKeySaysWhyNothingIsBuilt: a level key pressed by a player
// with nothing to build gets the reason of W-BUILD-1, and the bar offers
// that player no build.
func TestWMLevelKeySaysWhyNothingIsBuilt(t *testing.T) {
	t.Parallel()
	// Cy took 3 tokens, returned the black one and built two: a level key
	// of hers gets the reason of W-BUILD-1, and the bar offers her no
	// build.
	b := withWM(t, 80, 24, strings.Replace(wmPlanned, "levels=4,2,1", "levels=6,4,2", 1),
		"quarry 1", "quarry 2", "quarry 3", "quarry 3", "quarry_done Cy",
		"build 1", "build 1", "build 1", "build 1", "build 1", "build 1")
	if bar := helpBar(b); strings.Contains(bar, "build") {
		t.Errorf("the bar offers a build to a player with nothing to build: %q", bar)
	}
	b.press('2')
	b.contains("Cy has no construction token behind the screen", "(W-BUILD-1)")
}

// TestWMSetupFormDrawsItsFields: the monument's list covers the fields
// under it whole, and "Check the screens" is a checkbox ([x] or [ ]),
// without colour too.
func TestWMSetupFormDrawsItsFields(t *testing.T) {
	keepTviewStyles(t)
	h := newHarness(t, 80, 24, Options{LastSetup: wmTaj, NoColor: true})
	form := h.d.dialogs.focus.(*tview.Form)
	h.contains("Check the screens  [x]")
	form.GetFormItem(wfScreens).(*tview.Checkbox).SetChecked(false)
	h.contains("Check the screens  [ ]")
	h.press(tcell.KeyTab, tcell.KeyEnter) // the monument's list
	for _, l := range strings.Split(h.draw(), "\n") {
		if strings.Contains(l, "Taj Mahal") || strings.Contains(l, "Capitol") || strings.Contains(l, "Notre-Dame") || strings.Contains(l, "San Pietro") {
			if strings.Contains(l, "none: the") || strings.Contains(l, "[x]") {
				t.Errorf("old text beside the open list: %q", l)
			}
		}
	}
}

// TestWMKeyOutOfItsPhaseSaysWhy: p in the Quarry phase and e in the
// Construct phase give the engine's reason at once, not a form that would
// be refused.
func TestWMKeyOutOfItsPhaseSaysWhy(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmPlanned, "quarry 1")
	h.press('p')
	if h.d.dialogs.top != "" {
		t.Fatalf("p in the Quarry phase opened %q", h.d.dialogs.top)
	}
	h.contains("(W-PASS-1)")
	h.press('e') // tokens are left in the quarry
	if h.d.dialogs.top != "" {
		t.Fatalf("e with tokens left opened %q", h.d.dialogs.top)
	}
	h.contains("(W-QUARRY-2)")
}
