package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestAutomaQuestionSaysHowToAnswer: at 80x24 a question taller than the
// Automa panel leaves "Press A to answer" in sight under it, before and
// after the steps at the table are done, and the lines beside the scroll
// arrows are whole words of the steps, not cut by the arrows.
func TestAutomaQuestionSaysHowToAnswer(t *testing.T) {
	t.Parallel()
	h := withDeckGame(t, 80, 24, "setup players=Ana seed=1 difficulty=2", "automa")
	v := h.d.mon().Automa()
	if v == nil || v.Question == nil {
		t.Fatal("the Automa asks no question")
	}
	words := map[string]bool{}
	var texts []string
	for _, st := range v.Steps {
		texts = append(texts, h.d.loc.Message(st.Step))
	}
	texts = append(texts, h.d.tf("Press A to answer (%s).", h.d.expectText(v.Question.Expect)), "Automa · medium")
	for _, w := range strings.Fields(strings.Join(texts, " ")) {
		words[w] = true
	}
	for _, keys := range [][]any{nil, {tcell.KeyEnter}} {
		h.press(keys...)
		screen := h.draw()
		var panel []string
		in := false
		for _, l := range strings.Split(screen, "\n") {
			right := ""
			if cells(l) > 51 {
				_, right = cut(l, 51)
			}
			switch {
			case strings.HasPrefix(right, "Automa · "):
				in = true
			case strings.Contains(right, " pts · "):
				in = false
			case in && !strings.HasPrefix(right, "Card: "):
				panel = append(panel, right)
			}
		}
		text := strings.Join(panel, " ")
		if !strings.Contains(text, "Press A to answer") {
			t.Errorf("after %v: the panel does not say how to answer:\n%s", keys, screen)
		}
		for _, w := range strings.Fields(text) {
			if w != "↑" && w != "↓" && w != "▶" && w != "✓" && !words[w] {
				t.Errorf("after %v: %q is no word of the steps (a cut line):\n%s", keys, w, screen)
			}
		}
	}
}
