package i18n

import (
	"testing"

	"tablemate/deckfile"
)

// TestEmbeddedDeckTitlesAreKeys: every card of the embedded Automa deck
// (S01-S15, the civilization cards, A1-A8, the hero, the African Empires
// cards) is named in the reader's language when it is revealed.
func TestEmbeddedDeckTitlesAreKeys(t *testing.T) {
	t.Parallel()
	d, err := deckfile.Default()
	if err != nil {
		t.Fatal(err)
	}
	isKey := map[string]bool{}
	for _, k := range Keys() {
		isKey[k] = true
	}
	for _, c := range d.Cards {
		if !isKey[c.Title] {
			t.Errorf("card %s: title %q is not a key: add it to automaDeckTitles", c.ID, c.Title)
		}
	}
}
