package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/tracker"
)

// TestAutomaStepsScrolledKeepTheirText: when the Automa's steps scroll, the
// top line's "↑" does not push the end of a full line (a Japanese one fills
// the panel) out of the panel: the line is clipped, so it ends with "…",
// never with a character missing before the next line.
func TestAutomaStepsScrolledKeepTheirText(t *testing.T) {
	t.Parallel()
	engine := []tracker.Option{tracker.WithDecks(deckfile.Load)}
	base := withDeckGame(t, 80, 24, "setup players=健太郎 seed=5 automa=egypt difficulty=2")
	h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), Localizer: i18n.New("ja"), Now: fixedNow, Kinds: testKinds(engine)})
	screen := h.press(tcell.KeyEnter, 'A').draw()
	var up string
	for _, l := range strings.Split(screen, "\n") {
		if i := strings.Index(l, "↑ ▶"); i >= 0 {
			up = strings.TrimRight(l[i:], " ")
		}
	}
	if up == "" {
		t.Fatalf("the steps do not scroll here, the test needs another game:\n%s", screen)
	}
	if !strings.HasSuffix(up, "…") {
		t.Errorf("the scrolled top line %q is not clipped:\n%s", up, screen)
	}
}
