package i18n

import (
	"testing"

	"tablemate/config"
)

// TestCivilizationNamesTranslated: every civilization the config knows has
// a name, in every language a name that is not its id, and an unknown
// civilization is shown as the table wrote it.
func TestCivilizationNamesTranslated(t *testing.T) {
	t.Parallel()
	for _, c := range config.Civilizations {
		if _, ok := nameOf(civilizationNames, string(c)); !ok {
			t.Errorf("civilization %q has no name", c)
		}
	}
	for _, lang := range Languages() {
		l := New(lang)
		for _, e := range civilizationNames {
			id := e.id
			if got := l.Civilization(id); got == id || got == "" {
				t.Errorf("%s: civilization %q is shown as %q", lang, id, got)
			}
		}
		if got := l.Civilization("Rome"); got != "Rome" {
			t.Errorf("%s: an unknown civilization is shown as %q", lang, got)
		}
	}
	if got := New("es").Civilization("egypt"); got != "Egipto" {
		t.Errorf("es egypt: %q", got)
	}
	if got := New("ja").Civilization("Egypt"); got != "エジプト" {
		t.Errorf("ja Egypt: %q", got)
	}
	if got, want := New("cs").Difficulty(4), "velmi těžká"; got != want {
		t.Errorf("cs difficulty 4: %q, want %q", got, want)
	}
	if got := New("es").Module("lostkingdoms"); got != "Reinos perdidos" {
		t.Errorf("es lostkingdoms: %q", got)
	}
}
