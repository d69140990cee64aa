package dashboard

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/kernel"
)

// scriptNotation is how a script enters the black token's holder, the
// gems, a pass and the completion, in any language's placeholders, or for
// a named player.
var scriptNotation = regexp.MustCompile(`quarry_done|gems (PLAYER|JUGADOR|HRÁČ|プレイヤー|JOUEUR|Ana|Ben)|pass (TOKENS|FICHAS|ŽETONY|トークン数|JETONS)|(enter|anota|zadejte|saisissez) complete|completeを`)

// TestWMMessagesNameTheKeysNotTheScript: the engine's messages that ask
// the table to enter who holds the black token, the gems, a pass or the
// monument's completion (the quarry emptied, the game over, and the
// refusals that cite them) name the dashboard's keys, e, g, p and C, in
// every language: never a script's command.
// The engine carries the action typed (kernel.Command); the screen words it.
func TestWMMessagesNameTheKeysNotTheScript(t *testing.T) {
	t.Parallel()
	checkedGame := []string{
		"quarry 1", "quarry 1", "quarry_done Ben", "pass 0", "build 1", "pass 0",
		"quarry 1", "quarry 2", "quarry_done Ben", "pass 0", "pass 1 1",
		"quarry 1", "quarry 1", "quarry_done Ben", "pass 0", "build 2",
	}
	const checkedSetup = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=checked"
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		// The key as an engine's message names it: in its parentheses.
		key := func(k string) string {
			open := "("
			if lang == "ja" {
				open = "（"
			}
			return open + loc.Message(kernel.Phrase{Format: "press %s", Args: []any{k}})
		}
		open := func(setup string, actions ...string) *harness {
			g := session(t, nil, setup, actions, nil)
			rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}, Actions: append([]string(nil), actions...)}
			return newHarness(t, 100, 30, Options{Recorder: rec, Game: g, Localizer: loc})
		}
		// check reads the screen: no script notation, and the key where
		// the engine's message asks for the action.
		check := func(h *harness, what, wantKey string) {
			t.Helper()
			screen := h.draw()
			if m := scriptNotation.FindString(screen); m != "" {
				t.Errorf("%s, %s: the screen names the script's %q:\n%s", lang, what, m, screen)
			}
			if !strings.Contains(squeeze(screen), squeeze(wantKey)) {
				t.Errorf("%s, %s: no %q on screen:\n%s", lang, what, wantKey, screen)
			}
		}
		// The quarry's last token: who holds the black token? Then a
		// quarry turn more is refused (W-QUARRY-2).
		q := open(wmPlanned, "quarry 1", "quarry 2", "quarry 3")
		q.press('3')
		check(q, "the quarry emptied", key("e"))
		q.press(tcell.KeyEnter, '3')
		check(q, "a quarry turn after the quarry is empty", key("e"))
		// The last pass ends the game: the gems are asked for; a pass
		// after it is refused (W-END-1), and a count of gems the screens
		// contradict too (W-PASS-1), in the gems form.
		g := open(checkedSetup, checkedGame...)
		g.press('p', tcell.KeyCtrlU, "1", tcell.KeyEnter)
		check(g, "a pass the screen contradicts", key("p"))
		g.press(tcell.KeyEscape)
		g.act("pass 1 1")
		check(g, "the game over", key("g"))
		g.press(tcell.KeyEnter, 'p')
		check(g, "a pass once the game is over", key("g"))
		g.press(tcell.KeyEscape, 'g', tcell.KeyCtrlU, "2", tcell.KeyEnter)
		check(g, "a count of gems the pass contradicts", key("g"))
		// The monument declared complete with no build just before.
		c := open(wmTaj, "quarry", "quarry_done Ana")
		c.press('C')
		check(c, "complete with no build before it", key("C"))
	}
}
