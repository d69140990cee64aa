package tracker_test

// Monumental's events, summaries and refusals read in every language:
// i18n words them from their typed fields, knowing no game.

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
)

// TestEventEnglishIsString: the English an event is worded in is its own
// String, byte for byte.
func TestEventEnglishIsString(t *testing.T) {
	t.Parallel()
	en := i18n.New("xx") // unknown: English
	if en.Lang() != "en" {
		t.Fatalf("i18n.New(xx).Lang() = %q", en.Lang())
	}
	for k := tracker.EventKind(0); k < 40; k++ {
		for _, e := range []tracker.Event{{Kind: k, Player: "Ana", Name: "Sphinx", Slot: 1, To: 2, Count: 3, Era: tracker.EraII}, {Kind: k, Slot: 2, To: 2}} {
			if got, want := en.Event(e), e.String(); got != want {
				t.Errorf("%v: %q, want %q", k, got, want)
			}
		}
	}
}

// TestEventTranslated: events read in the language, with their arguments.
func TestEventTranslated(t *testing.T) {
	t.Parallel()
	tests := []struct {
		lang string
		ev   tracker.Event
		want string
	}{
		{"es", tracker.Event{Kind: tracker.EvSetupDisplay, Count: 6, Eras: []tracker.EraCount{{Era: tracker.EraI, Count: 6}}}, "Prepara el Desarrollo disponible: reparte 6 cartas bocarriba (6 de Era\u00a0I); el espacio 1 queda junto al mazo."},
		{"es", tracker.Event{Kind: tracker.EvScored, Players: kernel.Names{"Ana", "Ben"}}, "Todos los recuentos están anotados y la partida está puntuada. Victoria para Ana y Ben."},
		{"es-MX", tracker.Event{Kind: tracker.EvTurn, Player: "Ana"}, "Turno de Ana."},
		{"ja", tracker.Event{Kind: tracker.EvIdentify, Slot: 2, Card: tracker.Identity{Type: tracker.Wonder, Cost: 5, Name: "Pyramids"}}, "スロット2は" + i18n.New("ja").T("wonder") + " 5 — Pyramidsです。"},
	}
	for _, tt := range tests {
		if got := i18n.New(tt.lang).Event(tt.ev); got != tt.want {
			t.Errorf("%s %v: %q, want %q", tt.lang, tt.ev.Kind, got, tt.want)
		}
	}
	for _, lang := range i18n.Languages()[1:] {
		l := i18n.New(lang)
		for k := tracker.EventKind(0); k < 40; k++ {
			e := tracker.Event{Kind: k, Player: "Ana", Name: "Sphinx", Slot: 1, To: 2, Count: 3, Era: tracker.EraII}
			if got := l.Event(e); strings.Contains(got, "%!") {
				t.Errorf("%s %v: bad arguments: %q", lang, k, got)
			}
		}
	}
}

// TestError: a rule error reads in the language, wrapped or joined.
func TestError(t *testing.T) {
	t.Parallel()
	g, err := tracker.NewGame(tracker.Setup{Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Skipf("cannot start a game: %v", err)
	}
	a, err := tracker.ParseAction("take 9")
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Apply(a)
	var re *kernel.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("take 9: %v, want a RuleError", err)
	}
	wrapped := fmt.Errorf("line 3: take 9: %w", err)
	if got := i18n.New("en").Error(wrapped); got != wrapped.Error() {
		t.Errorf("en: %q, want %q", got, wrapped.Error())
	}
	got := i18n.New("es").Error(wrapped)
	want := "line 3: take 9: el espacio 9 no existe: el Desarrollo disponible tiene 6 espacios (M-SETUP-3)"
	if got != want {
		t.Errorf("es: %q, want %q", got, want)
	}
	joined := errors.Join(errors.New("plain"), err)
	if got := i18n.New("ja").Error(joined); !strings.HasPrefix(got, "plain\n") || strings.Contains(got, "does not exist") || !strings.Contains(got, "M-SETUP-3") {
		t.Errorf("ja joined: %q", got)
	}
	if got := i18n.New("fr").Error(errors.New("disk full")); got != "disk full" {
		t.Errorf("plain error: %q", got)
	}
}

// TestAutomaNamedInEvents: the engine types an Automa among its events'
// and summary's players, so each language names it in its own words
// (オートマ); a person who happens to be called Automa, at a table
// without Automas, keeps the name as written.
func TestAutomaNamedInEvents(t *testing.T) {
	t.Parallel()
	render := func(setup tracker.Setup, lang string) string {
		s, events, err := tracker.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		l := i18n.New(lang)
		var lines []string
		for _, e := range events {
			lines = append(lines, l.Message(e))
		}
		for _, m := range s.Summary() {
			lines = append(lines, l.Message(m))
		}
		return strings.Join(lines, "\n")
	}
	solo := tracker.Setup{Players: []string{"Ana"}}
	if got := render(solo, "ja"); !strings.Contains(got, "オートマの手番") || strings.Contains(got, "Automa") {
		t.Errorf("ja: the Automa is not named オートマ throughout:\n%s", got)
	}
	if got := render(solo, i18n.English); !strings.Contains(got, "Automa's turn.") {
		t.Errorf("en: the Automa's turn is not said as before:\n%s", got)
	}
	two := tracker.Setup{Players: []string{"Ana"}, Automa: tracker.AutomaSetup{Bots: 2}}
	if got := render(two, "ja"); !strings.Contains(got, "オートマ1") || !strings.Contains(got, "オートマ2") {
		t.Errorf("ja: two Automas are not numbered:\n%s", got)
	}
	person := tracker.Setup{Players: []string{"Automa", "Ben"}}
	if got := render(person, "ja"); !strings.Contains(got, "Automaの手番") {
		t.Errorf("ja: a person called Automa lost the name as written:\n%s", got)
	}
}

// TestAutomaRefusalsInTheLanguage: what the Automa refuses (a civilization
// its deck lacks, an answer of the wrong kind) and the answers a script
// takes are worded in the reader's language, the question quoted as that
// reader reads it; the typed error still reaches the top.
func TestAutomaRefusalsInTheLanguage(t *testing.T) {
	t.Parallel()
	run := func(script string) error {
		setup, lines, err := tracker.ReadScript(strings.NewReader(script))
		if err != nil {
			return err
		}
		_, err = tracker.RunScript(setup, 1, lines, nil, tracker.WithDecks(deckfile.Load))
		return err
	}
	const solo = "setup players=Ana automa=egypt difficulty=2 seed=3\nautoma\n"
	cases := []struct {
		name   string
		err    error
		en     string                       // a part of the English
		quotes func(*i18n.Localizer) string // what the text quotes in the reader's words ("" for nothing)
	}{
		{"unknown civilization", run("setup players=Ana automa=egypte seed=3\n"), "the Automa's cards have no civilization egypte", nil},
		// The question is named briefly, not repeated whole.
		{"a number to a yes/no question", run(solo + "answer 5\n"), "answer yes or no", func(l *i18n.Localizer) string {
			return l.T("the catch-up condition")
		}},
		{"no answer at all", run(solo + "answer maybe\n"), "answer slot N or answer knowledge, building or wonder", nil},
	}
	for _, c := range cases {
		if c.err == nil {
			t.Fatalf("%s: no error", c.name)
		}
		var se *kernel.ScriptError
		if !errors.As(c.err, &se) {
			t.Errorf("%s: %T is not a script error", c.name, c.err)
		}
		for _, lang := range i18n.Languages() {
			text := i18n.New(lang).Error(c.err)
			if (lang == i18n.English) != strings.Contains(text, c.en) {
				t.Errorf("%s in %s: %q (English %q)", c.name, lang, text, c.en)
			}
			if whole := i18n.New(lang).T("Does the Automa control fewer Provinces than each other player (a tie is not fewer)?"); strings.Contains(text, whole) {
				t.Errorf("%s in %s: %q repeats the whole question", c.name, lang, text)
			}
			if c.quotes != nil && !strings.Contains(text, c.quotes(i18n.New(lang))) {
				t.Errorf("%s in %s: %q does not quote the question as %q", c.name, lang, text, c.quotes(i18n.New(lang)))
			}
		}
	}
}

// Events and errors carry their players and cards as typed fields, so a
// name holding the words of a list ("Ana and Ben") or a comma ("José, Jr.",
// a Celebrity: player names cannot hold commas) is never split or joined
// again, in any language.
func TestNamesThatLookLikeListsStayWhole(t *testing.T) {
	t.Parallel()
	winners := map[string]string{
		"en": "Ana and Ben and Cid", "es": "Ana and Ben y Cid", "cs": "Ana and Ben a Cid",
		"ja": "Ana and BenとCid", "fr": "Ana and Ben et Cid",
	}
	for _, lang := range i18n.Languages() {
		l := i18n.New(lang)
		scored := l.Event(tracker.Event{Kind: tracker.EvScored, Players: kernel.Names{"Ana and Ben", "Cid"}})
		if !strings.Contains(scored, winners[lang]) {
			t.Errorf("%s winners: %q, want %q in it", lang, scored, winners[lang])
		}
		turn := l.Event(tracker.Event{Kind: tracker.EvTurn, Player: "Ana and Ben"})
		if !strings.Contains(turn, "Ana and Ben") {
			t.Errorf("%s turn: %q", lang, turn)
		}
		hire := l.Event(tracker.Event{Kind: tracker.EvHire, Player: "Ana and Ben", Name: "José, Jr."})
		if !strings.Contains(hire, "Ana and Ben") || !strings.Contains(hire, "José, Jr.") {
			t.Errorf("%s hire: %q", lang, hire)
		}
		card := l.Event(tracker.Event{Kind: tracker.EvIdentify, Slot: 2, Card: tracker.Identity{Type: tracker.Wonder, Cost: 5, Name: "Pyramids and Sphinx"}})
		if !strings.Contains(card, "Pyramids and Sphinx") || (lang != "en" && strings.Contains(card, "wonder")) {
			t.Errorf("%s identify: %q", lang, card)
		}
		// A rule error about a player, wrapped as the layers above wrap it:
		// its words translated, the name whole, the rule kept, no package
		// prefix.
		err := fmt.Errorf("game.txt: %w", &kernel.ScriptError{Line: 3, Text: "quarry_done Zed",
			Err: kernel.Illegal("W-SETUP-1", "%q is not a player: the players are %s", "Ana and Ben", "Cid, Dee")})
		text := l.Error(err)
		if !strings.HasPrefix(text, "game.txt: ") || !strings.Contains(text, l.Quote("Ana and Ben")) || !strings.Contains(text, "W-SETUP-1") ||
			strings.Contains(text, "tracker:") || (lang != "en" && strings.Contains(text, "is not a player")) {
			t.Errorf("%s error: %q", lang, text)
		}
		var re *kernel.RuleError
		if !errors.As(err, &re) || !errors.Is(err, kernel.ErrIllegal) {
			t.Errorf("the wrapped error lost its type: %v", err)
		}
	}
}
