package export

import (
	"bytes"
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/store"
)

// TestEachGameNamesItsStartPlayer: the markdown export calls the start
// player by each game's term, as its screens do: in Spanish Monumental's
// "Civilización inicial" (the rulebook's, the players panel's) and World
// Monuments' "Jugador inicial" (its rulebook's starting player); in every
// language the Monumental line is worded as the players panel's legend.
func TestEachGameNamesItsStartPlayer(t *testing.T) {
	t.Parallel()
	mon := &store.Record{ID: 1, Game: store.Monumental, Setup: "setup players=Ana,Ben start=Ben seed=1"}
	wmr := &store.Record{ID: 2, Game: store.WorldMonuments, Setup: "setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben"}
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		var m, w bytes.Buffer
		if err := Markdown(&m, loc, kinds, mon); err != nil {
			t.Fatal(err)
		}
		if err := Markdown(&w, loc, kinds, wmr); err != nil {
			t.Fatal(err)
		}
		if want := loc.Sprintf("- Start player: %s", "Ben"); !strings.Contains(m.String(), want) {
			t.Errorf("%s: the Monumental export lacks %q:\n%s", lang, want, m.String())
		}
		if want := loc.Sprintf("- Starting player: %s", "Ben"); !strings.Contains(w.String(), want) {
			t.Errorf("%s: the World Monuments export lacks %q:\n%s", lang, want, w.String())
		}
		// The panel's legend and the export's line use the same term.
		legend := strings.TrimSpace(strings.TrimPrefix(loc.T("¹ start player"), "¹"))
		if !strings.Contains(strings.ToLower(m.String()), strings.ToLower(legend)) {
			t.Errorf("%s: the export does not call the start player %q as the screen does:\n%s", lang, legend, m.String())
		}
	}
	es := i18n.New("es")
	var m bytes.Buffer
	_ = Markdown(&m, es, kinds, mon)
	if !strings.Contains(m.String(), "Civilización inicial: Ben") {
		t.Errorf("es: %s", m.String())
	}
}
