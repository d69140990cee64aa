package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// TestEscOverAGameAsksBeforeDroppingTheNewGameForm: with a game in
// progress (or over), Esc on a new-game form that holds what was typed
// asks first, as it does with no game: Esc on the question goes back to
// the form as it was, Discard closes it and the game goes on; an
// untouched form closes at once.
func TestEscOverAGameAsksBeforeDroppingTheNewGameForm(t *testing.T) {
	t.Parallel()
	for _, over := range []bool{false, true} {
		var h *harness
		if over {
			h = playToEnd(t)
		} else {
			h = withGame(t, 80, 24, three)
		}
		open := func() {
			h.press('n')
			if h.d.dialogs.top != "setup" {
				h.press(tcell.KeyEnter) // "New game" over a game in progress
			}
			if h.d.dialogs.top != "setup" {
				t.Fatalf("n did not open the new-game form (over %v):\n%s", over, h.draw())
			}
		}
		open()
		h.press(tcell.KeyEscape) // nothing typed: closes at once
		if h.d.dialogs.top != "" {
			t.Fatalf("Esc on an untouched form did not close it (over %v): %q", over, h.d.dialogs.top)
		}
		open()
		field := h.d.dialogs.focus.(*tview.Form).GetFormItem(fPlayers).(*tview.InputField)
		field.SetText("")
		h.press("Rosa, Tomás", tcell.KeyEscape)
		h.contains("Close the new game form? What is typed in it is lost", "Close without keeping")
		// A finished game does not go on; a game in progress does.
		if over {
			h.contains("the finished game stays as it is")
			h.lacks("in progress goes on")
		} else {
			h.contains("the game in progress goes on")
		}
		h.lacks("Discard?")
		if h.d.dialogs.top == "" || h.d.dialogs.top == "setup" {
			t.Fatalf("Esc on a typed form dropped it without asking (over %v): %q", over, h.d.dialogs.top)
		}
		h.press(tcell.KeyEscape) // back to the form
		if h.d.dialogs.top != "setup" {
			t.Fatalf("Esc on the question did not go back to the form: %q", h.d.dialogs.top)
		}
		h.contains("Rosa, Tomás")
		h.press(tcell.KeyEscape, tcell.KeyEnter) // Discard
		if h.d.dialogs.top != "" {
			t.Fatalf("Discard did not close the form: %q", h.d.dialogs.top)
		}
		if st := h.d.ctl.Status().Text; !strings.Contains(st, "No new game") {
			t.Errorf("after Discard the status line says %q", st)
		}
		if h.d.ctl.Game() == nil || h.d.ctl.Game().Over() != over {
			t.Errorf("Discard changed the game")
		}
	}
}

// TestEscAsksBeforeDroppingATypedDialog: the identify dialog, the Automa's
// Gold among several Automas and a one-field prompt ask before Esc drops
// what was typed in them, and close at once when nothing was.
func TestEscAsksBeforeDroppingATypedDialog(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		setup string
		open  func(h *harness)
		typed []any
	}{
		{"identify", three, func(h *harness) { h.press('i') }, []any{tcell.KeyTab, tcell.KeyTab, "7"}},
		{"slot prompt", three, func(h *harness) { h.d.forms.openSlot() }, []any{"4"}},
		{"name prompt", three, func(h *harness) { h.d.forms.openName("hire", "Hire a Celebrity", "Celebrity") }, []any{"Cleopatra"}},
	}
	for _, c := range cases {
		h := withGame(t, 80, 24, c.setup)
		c.open(h)
		name := h.d.dialogs.top
		if name == "" {
			t.Fatalf("%s: no dialog", c.name)
		}
		h.press(tcell.KeyEscape)
		if h.d.dialogs.top != "" {
			t.Fatalf("%s: Esc with nothing typed did not close it: %q", c.name, h.d.dialogs.top)
		}
		c.open(h)
		h.press(c.typed...)
		h.press(tcell.KeyEscape)
		h.contains("Close the form? What is typed in it is lost.")
		h.press(tcell.KeyEscape)
		if h.d.dialogs.top != name {
			t.Fatalf("%s: Esc on the question did not go back to the dialog: %q", c.name, h.d.dialogs.top)
		}
		h.press(tcell.KeyEscape, tcell.KeyEnter)
		if h.d.dialogs.top != "" {
			t.Fatalf("%s: Discard did not close the dialog: %q", c.name, h.d.dialogs.top)
		}
	}
}

// TestCtrlCOverAGameSaysTheGameIsSaved: Ctrl-C on a typed new-game form
// over a game asks first, and says that the game is saved (not that none
// was started).
func TestCtrlCOverAGameSaysTheGameIsSaved(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('n', tcell.KeyEnter, "x")
	if h.d.app.GetInputCapture()(tcell.NewEventKey(tcell.KeyCtrlC, 0, tcell.ModCtrl)) != nil {
		t.Fatal("Ctrl-C on a typed form quit without asking")
	}
	if screen := squeeze(h.draw()); !strings.Contains(screen, squeeze("game in progress is saved")) || strings.Contains(screen, squeeze("no game was started")) {
		t.Errorf("Ctrl-C over a game asks:\n%s", h.draw())
	}
}

// TestEscOnTheAutomasQuestionSaysItIsAQuestion: Esc on the Automa's
// question with an answer typed asks about the question, not a form; its
// buttons say the answer is dropped, in English and in French.
func TestEscOnTheAutomasQuestionSaysItIsAQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lang, title, leave, back, form string }{
		{"en", "Close the Automa's question?", "Close without answering", "Back to the question", "form"},
		{"fr", "Fermer la question de l’Automa\u202f?", "Fermer sans répondre", "Retour à la question", "formulaire"},
	} {
		h := localizedDeck(t, c.lang, 80, 24, "setup players=Ana seed=7 difficulty=1")
		h.press('A', 'A')
		if h.d.dialogs.top != "answer" {
			t.Fatalf("%s: no question open:\n%s", c.lang, h.draw())
		}
		h.press("3", tcell.KeyEscape)
		h.contains(c.title, c.leave, c.back)
		h.lacks(c.form)
		h.press(tcell.KeyEscape)
		if h.d.dialogs.top != "answer" {
			t.Fatalf("%s: Esc did not go back to the question: %q", c.lang, h.d.dialogs.top)
		}
		h.press(tcell.KeyEscape, tcell.KeyEnter)
		if h.d.dialogs.top != "" {
			t.Fatalf("%s: %q did not close the question: %q", c.lang, c.leave, h.d.dialogs.top)
		}
	}
}

// TestNewGameOverAFinishedGameSaysItIsFinished: n over a game that is over
// but not scored does not call it a game in progress; it says the game is
// not scored and how it is kept.
func TestNewGameOverAFinishedGameSaysItIsFinished(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	h.press('n')
	h.contains("The finished game is not scored yet", "as abandoned")
	h.lacks("in progress")
	p := withGame(t, 80, 24, three, "take 3")
	p.press('n')
	p.contains("The game in progress is abandoned")
}
