package main

import (
	"regexp"
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/internal/keyscan"
)

// englishStepFragments are the pieces of the Automa's English step, question
// and line formats (the keys found in its sources) between their
// placeholders that are long enough to be English text rather than a
// number or a name (three words or more).
func englishStepFragments(t *testing.T) []string {
	found, err := keyscan.Found("../..")
	if err != nil {
		t.Fatal(err)
	}
	verb := regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`)
	var out []string
	for _, k := range keyscan.In(found, "../../automa") {
		f := k.Text
		for _, part := range verb.Split(f, -1) {
			part = strings.Trim(part, " .,:;()?")
			if len(strings.Fields(part)) >= 3 {
				out = append(out, part)
			}
		}
	}
	return out
}

// TestAutomaStepsInEveryLanguage (issue 12 item 6, M-SOLO-3): a whole solo
// game against the Automa deck, played by `tablemate script --lang`, prints
// no English step, question or card line in es, cs, ja or fr. The English
// run must show the fragments the check looks for, so the check can fail.
func TestAutomaStepsInEveryLanguage(t *testing.T) {
	t.Parallel()
	const game = "testdata/games/automa-solo.txt"
	frags := englishStepFragments(t)
	en, _, err := runCLI(t, "", "script", game)
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, f := range frags {
		if strings.Contains(en, f) {
			seen++
		}
	}
	if seen < 20 {
		t.Fatalf("the English transcript shows only %d of the %d step fragments: the check would prove nothing", seen, len(frags))
	}
	// The embedded deck's titles the game revealed are named in English too.
	titles := regexp.MustCompile(`Reveal ([^.]+)\.`).FindAllStringSubmatch(en, -1)
	if len(titles) == 0 {
		t.Fatal("the English transcript reveals no card")
	}
	for _, lang := range []string{"es", "cs", "ja", "fr"} {
		out, _, err := runCLI(t, "", "script", "--lang", lang, game)
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		for _, f := range frags {
			if strings.Contains(out, f) {
				t.Errorf("%s: English step text %q in the transcript", lang, f)
			}
		}
		for _, m := range titles {
			// A title spelt the same in the language (Czech "Egypt") is not English.
			if title := m[1]; i18n.New(lang).T(title) != title && strings.Contains(out, " "+title+".") {
				t.Errorf("%s: the card title %q is not translated", lang, title)
			}
		}
	}
}
