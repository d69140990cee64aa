package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestAKeySaysAnswerWhileTheAutomaAsks: the help bar offers A as the
// Automa's turn before it plays, and as the answer while its question
// waits, with the table's steps pending and once they are done, in the
// table's language.
func TestAKeySaysAnswerWhileTheAutomaAsks(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "es"} {
		h := localizedDeck(t, lang, 80, 24, soloJapan)
		turn, answer := " A "+h.d.t("Automa")+" ", " A "+h.d.t("answer")+" "
		if bar := helpBar(h); !strings.Contains(bar, turn) {
			t.Fatalf("%s: before the Automa's turn the bar does not offer it (%q): %q", lang, turn, bar)
		}
		for _, keys := range [][]any{{'A'}, {tcell.KeyEnter}} {
			h.press(keys...)
			if h.d.mon().Automa().Question == nil {
				t.Fatalf("%s: after %v the Automa asks nothing", lang, keys)
			}
			if bar := helpBar(h); !strings.Contains(bar, answer) || strings.Contains(bar, turn) {
				t.Errorf("%s: after %v, with the question waiting, the bar says %q, want %q", lang, keys, bar, answer)
			}
		}
	}
}
