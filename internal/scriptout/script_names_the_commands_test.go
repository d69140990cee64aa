package scriptout

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/tracker/wm"
)

// TestScriptNamesTheCommandsByTheirNotation: where World Monuments asks for
// who holds the black token and for the gems, a script's output names the
// commands a script enters (kernel.Command's notation, its placeholders in
// the reader's language), which the dashboard names by its keys instead.
func TestScriptNamesTheCommandsByTheirNotation(t *testing.T) {
	t.Parallel()
	const game = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ana levels=1 overview=2,2,2\n" +
		"quarry 1\nquarry 1\nquarry_done Ben\npass 0\nbuild 1\n"
	for lang, want := range map[string][]string{
		"en": {"Enter who holds it (quarry_done PLAYER).", "enter them (gems PLAYER N)."},
		"es": {"Anota quién la tiene (quarry_done JUGADOR).", "anótalas (gems JUGADOR N)."},
		"fr": {"Saisissez qui l’a (quarry_done JOUEUR).", "saisissez-les (gems JOUEUR N)."},
	} {
		var b bytes.Buffer
		out := bufio.NewWriter(&b)
		g, err := wm.NewKind().Script(strings.NewReader(game), Text(out, i18n.New(lang), false).Line)
		if err != nil {
			t.Fatal(err)
		}
		Text(out, i18n.New(lang), false).End(g)
		if err := out.Flush(); err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: no %q in\n%s", lang, w, b.String())
			}
		}
	}
}
