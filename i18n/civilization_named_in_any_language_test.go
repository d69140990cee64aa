package i18n

import "testing"

// TestCivilizationNamedInAnyLanguage: a printed civilization is found by
// its name in every language of the screens, in English and by its id,
// whatever the case, the accents and the spaces; a name no printed
// civilization has is not.
func TestCivilizationNamedInAnyLanguage(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]string{
		"Egipto": "egypt", "egipto": "egypt", "EGYPT": "egypt", "egypt": "egypt", "Égypte": "egypt", "egypte": "egypt", "エジプト": "egypt",
		"Grecia": "greece", "Řecko": "greece", "recko": "greece", "ギリシャ": "greece",
		"japón": "japan", "Japon": "japan", "JAPÓN": "japan", "日本": "japan", "Japonsko": "japan",
		" china ": "china", "Dinamarca": "denmark",
	} {
		if got, ok := CivilizationID(name); !ok || got != want {
			t.Errorf("CivilizationID(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	for _, name := range []string{"Gondor", "Japonia", "", "random"} {
		if got, ok := CivilizationID(name); ok {
			t.Errorf("CivilizationID(%q) = %q: no printed civilization has that name", name, got)
		}
	}
	// Every printed civilization, in every language, by its own name.
	for _, lang := range Languages() {
		loc := New(lang)
		for _, id := range CivilizationIDs() {
			if got, ok := CivilizationID(loc.Civilization(id)); !ok || got != id {
				t.Errorf("%s: %q is %q, %v; want %s", lang, loc.Civilization(id), got, ok, id)
			}
		}
	}
}
