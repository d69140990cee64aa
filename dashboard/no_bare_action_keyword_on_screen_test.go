package dashboard

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
)

// bareVerb is an action's text form (take 3, end, answer yes, quarry_done
// Ben...) as the saved log and scripts write it: a word a player of
// another language does not read.
var bareVerb = regexp.MustCompile(`(^|[\s«„「(:])(take|end|act|pass|identify|hire|giveback|monster|automa|answer|automa_gold|tally|quarry|quarry_done|build|complete|gems)([\s»“」).:]|$)`)

// TestNoBareActionKeywordOnScreen plays the table's keys (take, end, act,
// pass, the Automa's turn and its answer, undo and redo, World Monuments'
// quarry, build and pass) in Spanish, Czech, Japanese and French, and
// reads every screen: no panel, log or status line names an action by its
// command (Tras «end», Hecho: end., 「answer yes」のあと), only in words.
// The keys bar is left out: its letters are keys.
func TestNoBareActionKeywordOnScreen(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"es", "cs", "ja", "fr"} {
		check := func(h *harness, what string) {
			t.Helper()
			lines := strings.Split(strings.TrimRight(h.draw(), "\n"), "\n")
			for _, l := range lines[:len(lines)-1] {
				if m := bareVerb.FindString(l); m != "" {
					t.Errorf("%s, %s: %q names an action by its command: %q", lang, what, strings.TrimSpace(m), l)
				}
			}
		}
		loc := i18n.New(lang)
		std := newHarness(t, 80, 24, Options{Recorder: withGame(t, 80, 24, three).rec, Game: withGame(t, 80, 24, three).d.Game(), Localizer: loc, Now: fixedNow})
		for _, k := range []any{'3', 'e', 'u', 'r', tcell.KeyEnter, '1', 'e'} {
			std.press(k)
			check(std, "standard")
		}
		cont := newHarness(t, 80, 24, Options{Recorder: withGame(t, 80, 24, threeContinuous).rec, Game: withGame(t, 80, 24, threeContinuous).d.Game(), Localizer: loc, Now: fixedNow})
		for _, k := range []any{tcell.KeyEnter, '1', 'a', 'p', 'u', 'r'} {
			cont.press(k)
			check(cont, "continuous")
		}
		solo := localizedDeck(t, lang, 80, 24, soloJapan)
		for _, k := range []any{'A', 'A', "2", tcell.KeyEnter, 'u', 'r'} {
			solo.press(k)
			check(solo, "solo")
		}
		base := withWM(t, 80, 24, wmTaj)
		w := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), Kinds: base.d.opts.Kinds, Localizer: loc, Now: fixedNow})
		for _, k := range []any{tcell.KeyEnter, '1', '1', 'c', 'e', "2", tcell.KeyEnter, tcell.KeyEnter, '3', 'u', 'r'} {
			w.press(k)
			check(w, "World Monuments")
		}
	}
}
