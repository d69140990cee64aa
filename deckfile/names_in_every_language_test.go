package deckfile_test

import (
	"testing"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/i18n"
)

// TestEveryCivilizationAndDifficultyHasAName: each civilization of the
// embedded deck and each Automa difficulty is named in every language,
// never shown by its id (i18n's names know no engine: this is where the
// two meet).
func TestEveryCivilizationAndDifficultyHasAName(t *testing.T) {
	t.Parallel()
	d, err := deckfile.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Languages() {
		l := i18n.New(lang)
		for _, c := range d.Civilizations {
			if got := l.Civilization(c.Name); got == c.Name || got == "" {
				t.Errorf("%s: civilization %q has no name (shown as %q)", lang, c.Name, got)
			}
		}
		for n := 0; n <= automa.MaxDifficulty; n++ {
			got := l.Difficulty(n)
			if lang == i18n.English && got != automa.DifficultyNames[n] {
				t.Errorf("en: difficulty %d is %q, the Automa calls it %q", n, got, automa.DifficultyNames[n])
			}
			if lang != i18n.English && got == automa.DifficultyNames[n] {
				t.Errorf("%s: difficulty %d is not translated: %q", lang, n, got)
			}
		}
	}
}
