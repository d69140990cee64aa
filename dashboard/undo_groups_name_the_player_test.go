package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestUndoGroupsNameThePlayer: after two undos of the same words ("end of
// turn"), each group of the pending steps names the player whose action
// it was, so the table tells them apart, in English and in French.
func TestUndoGroupsNameThePlayer(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang       string
		ana, ben   string
		unnamedRev string
	}{
		{"en", "Undo «end of turn» by Ana", "Undo «end of turn» by Ben", "Undo «end of turn», newest"},
		{"fr", "Annuler «\u202ffin du tour\u202f» par Ana", "Annuler «\u202ffin du tour\u202f» par Ben", "Annuler «\u202ffin du tour\u202f»,"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			h := localizedDeck(t, tc.lang, 80, 40, "setup players=Ana,Ben seed=3", "take 1", "end", "take 1", "end")
			h.press(tcell.KeyEnter) // the steps shown again on resuming, done
			h.press('u', 'u', 'u', 'u')
			screen := h.draw()
			flat := strings.Join(strings.Fields(screen), " ")
			for _, want := range []string{tc.ana, tc.ben} {
				if !strings.Contains(flat, strings.Join(strings.Fields(want), " ")) {
					t.Errorf("no group titled %q:\n%s", want, screen)
				}
			}
			if strings.Contains(flat, strings.Join(strings.Fields(tc.unnamedRev), " ")) {
				t.Errorf("a group of an undone end turn names no player:\n%s", screen)
			}
		})
	}
}
