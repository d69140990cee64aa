package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/deckfile"
	"tablemate/tracker"
)

// fuzzKeys are the keys a player can press: every key the dashboard binds
// (its digits and letters), the dialogs' own (Enter, Esc, Tab, the arrows,
// PgUp/PgDn, Backspace), F2, and text typed into a field.
var fuzzKeys = [...]any{
	tcell.KeyEnter, tcell.KeyEscape, tcell.KeyTab, tcell.KeyBacktab, tcell.KeyUp, tcell.KeyDown,
	tcell.KeyLeft, tcell.KeyRight, tcell.KeyPgUp, tcell.KeyPgDn, tcell.KeyBackspace2, tcell.KeyF2,
	'1', '2', '3', '4', '5', '6', '0', 'e', 'a', 'p', 'A', 'G', 'i', 'u', 'r', 's', 'g', 'c', 'b',
	'x', 'R', 'n', 'y', 't', 'h', 'm', 'k', 'j', '?', 'v', ' ', '-', "Ana", "no", "yes", "knowledge 4",
}

// FuzzAnyKeysInAnyDialog presses any keys in any order, on the board and
// in every dialog they open (identify, the Automa's answer, a name prompt,
// gems, the tallies form, the final table, the help, a rule, a new game):
// nothing panics, and what the recorder saved is a game that replays.
func FuzzAnyKeysInAnyDialog(f *testing.F) {
	f.Add([]byte{0, 12, 13, 0, 47, 0}, uint8(0))
	f.Add([]byte{23, 45, 0, 14, 0, 17, 0, 1, 0}, uint8(1))
	f.Add([]byte{30, 0, 27, 46, 0, 31, 1, 43, 0}, uint8(2))
	f.Add([]byte{44, 0, 0, 12, 13, 14, 26, 19, 0}, uint8(3))
	setups := [...]struct{ line, kind string }{
		{"setup players=Ana,Ben,Cy seed=1 eras=3,2,2", "standard"},
		{"setup players=Ana seed=2 automa=egypt", "solo"},
		{"setup players=Ana,Ben,Cy mode=continuous celebrities=on monsters=on seed=3 eras=5,3,3", "continuous"},
		{"setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben", "wm"},
	}
	f.Fuzz(func(t *testing.T, keys []byte, which uint8) {
		if len(keys) > 200 {
			keys = keys[:200]
		}
		setup := setups[int(which)%len(setups)]
		var engine []tracker.Option
		if setup.kind == "solo" {
			engine = []tracker.Option{tracker.WithDecks(deckfile.Load)}
		}
		h := gameHarness(t, 80, 24, engine, setup.line, nil)
		h.d.onQuit = func() {}
		for _, k := range keys {
			h.press(fuzzKeys[int(k)%len(fuzzKeys)])
		}
		h.draw()
		if h.rec == nil || len(h.rec.Games) == 0 {
			return
		}
		line := h.rec.Games[len(h.rec.Games)-1]
		if _, err := testKinds(engine).For(line).Load(line, h.rec.Actions, nil); err != nil {
			t.Fatalf("after keys %v the recorded game does not replay: %v", keys, err)
		}
	})
}
