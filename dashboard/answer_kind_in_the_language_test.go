package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestAnswerKindInTheLanguage: the Automa panel's "press A" line says what
// to type in the screen's language (it showed the engine's word,
// "(number)", in every language).
func TestAnswerKindInTheLanguage(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"cs", "es", "fr", "ja"} {
		h := localizedDeck(t, lang, 120, 40, "setup players=Ana seed=1 difficulty=2", "automa")
		v := h.d.mon().Automa()
		if v == nil || v.Question == nil {
			t.Fatal("the Automa asks no question")
		}
		h.press(tcell.KeyEnter)
		screen := squeeze(h.draw())
		want := squeeze(h.d.tf("Press A to answer (%s).", h.d.expectText(v.Question.Expect)))
		if !strings.Contains(screen, want) || strings.Contains(screen, "("+v.Question.Expect+")") {
			t.Errorf("%s: the panel lacks %q or shows the engine's word %q:\n%s", lang, want, v.Question.Expect, h.draw())
		}
	}
}
