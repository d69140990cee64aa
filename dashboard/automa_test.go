package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// TestEmptyAutomaAnswer: Enter on an empty answer says that an answer is
// needed, and of what kind, and keeps the question open.
func TestEmptyAutomaAnswer(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, soloJapan)
	h.press('A', 'A')
	h.contains("Answer (slot number, or no)")
	h.press(tcell.KeyEnter)
	h.lacks("is not an answer")
	h.contains("The Automa needs an answer: type slot number, or no")
	if h.d.dialogs.top != "answer" || len(h.rec.Actions) != 1 {
		t.Fatalf("dialog %q, actions %q", h.d.dialogs.top, h.rec.Actions)
	}
}

// TestAnswerTypedThenEnterEndToEnd is the QA's hang on the real event loop:
// a typed answer and Enter, then ? and q still work.
func TestAnswerTypedThenEnterEndToEnd(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, soloJapan)
	l := runLive(t, h)
	l.waitFor("Ana")
	l.key(tcell.KeyRune, 'A')
	l.waitFor("«Automa turn»")
	l.key(tcell.KeyRune, 'A')
	l.waitFor("The Automa asks")
	l.key(tcell.KeyRune, '2')
	l.key(tcell.KeyEnter, 0)
	l.waitFor("«answer: slot 2»")
	l.key(tcell.KeyRune, '?')
	l.waitFor("Help · ")
	l.key(tcell.KeyEscape, 0)
	l.key(tcell.KeyRune, 'q')
	l.stop("q did not stop the dashboard after the answer")
	if got := h.rec.Actions; len(got) != 2 || got[1] != "answer slot 2" {
		t.Fatalf("recorded %q", got)
	}
}

// TestSlotQuestionAnsweredNo: a slot question takes "no" (and n, the
// translated no); a refused answer keeps the focus in the field.
func TestSlotQuestionAnsweredNo(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, soloJapan)
	h.press('A', 'A')
	h.contains("which slot holds", "Answer (slot number, or no)")
	h.press("abc", tcell.KeyEnter)
	if len(h.rec.Actions) != 1 || h.d.dialogs.top != "answer" {
		t.Fatalf("a wrong answer was taken: %q", h.rec.Actions)
	}
	if _, ok := h.d.app.GetFocus().(*tview.InputField); !ok {
		t.Fatalf("after a refused answer the focus is on %T, not the field", h.d.app.GetFocus())
	}
	h.press(tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2, "no", tcell.KeyEnter)
	if got := h.rec.Actions; len(got) != 2 || got[1] != "answer no" {
		t.Fatalf("recorded %q:\n%s", got, h.draw())
	}
	cs := &forms{ui: ui{loc: i18n.New("cs")}}
	for _, c := range []struct{ in, expect, want string }{
		{"n", "slot", "no"}, {"NO", "slot", "no"}, {"ne", "slot", "no"}, {"3", "slot", "slot 3"}, {"slot 4", "slot", "slot 4"},
		{"y", "yes/no", "yes"}, {"ano", "yes/no", "yes"}, {"ne", "yes/no", "no"}, {"12", "number", "12"},
	} {
		if got := cs.answerText(c.in, c.expect); got != c.want {
			t.Errorf("answer %q to a %s question: %q, want %q", c.in, c.expect, got, c.want)
		}
	}
}

func TestAutomaGoldAndAnswerWithoutEnter(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 120, 40, "setup players=Ana seed=7 difficulty=1")
	h.press('A')
	if !automaAsks(h.d) || len(h.d.ctl.Steps().Pending) == 0 {
		t.Fatalf("no question in the panel:\n%s", h.draw())
	}
	h.press('A') // no Enter first: answering the question is doing that step
	h.contains("The Automa asks")
	h.press("2", tcell.KeyEnter)
	if len(h.rec.Actions) != 2 || h.rec.Actions[1] != "answer 2" {
		t.Fatalf("recorded %q", h.rec.Actions)
	}
	h.press(tcell.KeyEnter, 'G', "3", tcell.KeyEnter)
	h.contains("The Automa gains 3 Gold on the map")
	if got := h.rec.Actions[len(h.rec.Actions)-1]; got != "automa_gold 3" {
		t.Fatalf("recorded %q", h.rec.Actions)
	}
	n := withGame(t, 80, 24, three)
	n.press('G')
	n.contains("there is no Automa in this game (M-SOLO-1)")
}

func TestAutomaPanelPlaceholder(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana seed=1 difficulty=2")
	h.contains("Automa · difficulty 2", "Automa: use take/end for its", "▶ Automa¹")
	h.press('A')
	h.contains(automaPlaceholder)
	n := withGame(t, 80, 24, three)
	n.lacks("Automa · difficulty")
	n.press('A')
	n.contains("there is no Automa in this game (M-SOLO-1)")
}

func TestAutomaTurnWithItsDeck(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 120, 40, "setup players=Ana seed=7 difficulty=1")
	h.contains("Automa · ")
	h.press('A')
	screen := h.draw()
	if len(h.rec.Actions) == 0 || h.rec.Actions[0] != "automa" {
		t.Fatalf("A recorded %q:\n%s", h.rec.Actions, screen)
	}
	if !strings.Contains(screen, "Card: ") {
		t.Fatalf("no Automa card shown:\n%s", screen)
	}
	h.press(tcell.KeyEnter, 'A', "2", tcell.KeyEnter)
	if len(h.rec.Actions) != 2 || h.rec.Actions[1] != "answer 2" {
		t.Fatalf("the answer was recorded as %q", h.rec.Actions)
	}
}
