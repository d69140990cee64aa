package wm_test

// World Monuments' events read in every language: i18n words them from
// their typed fields, knowing no game.

import (
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/tracker/wm"
)

// wmEvents are World Monuments events of every kind, with the phrases their
// messages nest (counts, score changes, markers past a lap, kept gems).
func wmEvents() []wm.Event {
	var out []wm.Event
	for k := wm.EventKind(0); k < 19; k++ {
		if k == wm.EvQuarryException {
			continue // only some monuments and rounds have one, below
		}
		out = append(out,
			wm.Event{Kind: k, Player: "Ana", Round: 2, Count: 1, Points: 3, Total: 14, Monument: wm.Capitol},
			wm.Event{Kind: k, Player: "Ben", Round: 3, Count: 3, Total: 75, Kept: 2, Monument: wm.NotreDame,
				Results: []wm.Result{{Name: "Ana", Score: 40, Win: true}, {Name: "Ben", Score: 30}}},
			wm.Event{Kind: k, Player: "Cy", Round: 1, Points: -2, Total: -3, Kept: 1, Monument: wm.TajMahal,
				Results: []wm.Result{{Name: "Cy", Score: 40, Win: true}, {Name: "Dee", Score: 40, Win: true}}})
	}
	out = append(out, wm.Event{Kind: wm.EvQuarryException, Monument: wm.TajMahal, Round: 1},
		wm.Event{Kind: wm.EvQuarryException, Monument: wm.Capitol, Round: 3})
	return out
}

// TestWMEventEnglishIsString: the English an event is worded in is its
// own String, byte for byte.
func TestWMEventEnglishIsString(t *testing.T) {
	t.Parallel()
	en := i18n.New("en")
	for _, e := range wmEvents() {
		if got, want := en.Message(e), e.String(); got != want {
			t.Errorf("%v: %q, want %q", e.Kind, got, want)
		}
	}
}

// TestWMEventTranslated: every event reads in each language, nested
// phrases too.
func TestWMEventTranslated(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages()[1:] {
		l := i18n.New(lang)
		for _, e := range wmEvents() {
			got := l.Message(e)
			if strings.Contains(got, "%!") {
				t.Errorf("%s %v: bad arguments: %q", lang, e.Kind, got)
			}
			if e.Kind != wm.EvScored && got == e.String() {
				t.Errorf("%s %v: not translated: %q", lang, e.Kind, got)
			}
		}
	}
	// The nested phrases are translated too: no English count or marker
	// is left in a Japanese score line.
	ja := i18n.New("ja").Message(wm.Event{Kind: wm.EvGems, Player: "Ana", Count: 2, Points: 6, Total: 75})
	if strings.Contains(ja, "gems") || strings.Contains(ja, "marker") || strings.Contains(ja, "total") {
		t.Errorf("ja gems line keeps English parts: %q", ja)
	}
}
