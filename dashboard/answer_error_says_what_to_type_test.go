package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestAnswerErrorSaysWhatToType: an answer of the wrong kind in the
// Automa's box says what to type there ("3", "no"), never the script's
// "answer slot N", and the box stays open.
func TestAnswerErrorSaysWhatToType(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, soloJapan)
	h.press('A', 'A')
	h.press("maybe", tcell.KeyEnter)
	h.contains(`"maybe" is not an answer to this question: type the slot's`, "e.g. 3, or no if there is")
	h.lacks("answer slot N", "answer yes, answer no")
	h.press(clearKeys(5)...)
	h.press("9", tcell.KeyEnter)
	h.contains(`"9" is not an answer to this question`)
	if h.d.dialogs.top != "answer" || len(h.rec.Actions) != 1 {
		t.Fatalf("a wrong answer closed the box or was taken: %q", h.rec.Actions)
	}
	h.press(clearKeys(1)...)
	h.press("2", tcell.KeyEnter)
	if got := h.rec.Actions; len(got) != 2 || got[1] != "answer slot 2" {
		t.Fatalf("the answer 2 was recorded as %q", got)
	}

	yn := withDeckGame(t, 80, 24, soloJapan)
	if p := yn.d.forms.answerProblem("3", "yesno"); p == "" {
		t.Error("3 taken as a yes/no answer")
	}
	if p := yn.d.forms.answerProblem("y", "yesno"); p != "" {
		t.Errorf("y refused: %s", p)
	}
	if p := yn.d.forms.answerProblem("100", "number"); p == "" {
		t.Error("100 taken as a number answer")
	}
	if p := yn.d.forms.answerProblem("0", "number"); p != "" {
		t.Errorf("0 refused: %s", p)
	}
}

// clearKeys is n Backspaces.
func clearKeys(n int) []any {
	k := make([]any, n)
	for i := range k {
		k[i] = tcell.KeyBackspace2
	}
	return k
}
