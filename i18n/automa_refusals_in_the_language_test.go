package i18n

import (
	"errors"
	"strings"
	"testing"

	"tablemate/deckfile"
	"tablemate/kernel"
	"tablemate/tracker"
)

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
		en     string                  // a part of the English
		quotes func(*Localizer) string // what the text quotes in the reader's words ("" for nothing)
	}{
		{"unknown civilization", run("setup players=Ana automa=egypte seed=3\n"), `unknown civilization "egypte"`, nil},
		{"a number to a yes/no question", run(solo + "answer 5\n"), "answer yes or no", func(l *Localizer) string {
			return l.T("Does the Automa control fewer Provinces than each other player (a tie is not fewer)?")
		}},
		{"no answer at all", run(solo + "answer maybe\n"), "answer N (a number) or answer slot N", nil},
	}
	for _, c := range cases {
		if c.err == nil {
			t.Fatalf("%s: no error", c.name)
		}
		var se *kernel.ScriptError
		if !errors.As(c.err, &se) {
			t.Errorf("%s: %T is not a script error", c.name, c.err)
		}
		for _, lang := range Languages() {
			text := New(lang).Error(c.err)
			if (lang == English) != strings.Contains(text, c.en) {
				t.Errorf("%s in %s: %q (English %q)", c.name, lang, text, c.en)
			}
			if c.quotes != nil && !strings.Contains(text, c.quotes(New(lang))) {
				t.Errorf("%s in %s: %q does not quote the question as %q", c.name, lang, text, c.quotes(New(lang)))
			}
		}
	}
}
