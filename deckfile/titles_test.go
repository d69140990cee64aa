package deckfile

import (
	"slices"
	"testing"

	"tablemate/internal/keyscan"
)

// TestEmbeddedTitlesAreListed: the embedded deck's titles are exactly
// embeddedTitles, in the deck's order, and the scan of the sources finds
// each as a message key (the table is marked //keyscan:keys), so every
// catalogue translates it (i18n's TestCataloguesComplete): a revealed card
// of this deck is named in the reader's language.
func TestEmbeddedTitlesAreListed(t *testing.T) {
	t.Parallel()
	d, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, c := range d.Cards {
		titles = append(titles, c.Title)
	}
	if !slices.Equal(titles, embeddedTitles[:]) {
		t.Errorf("default.yaml's titles are\n%q\nembeddedTitles are\n%q", titles, embeddedTitles)
	}
	keys, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range embeddedTitles {
		if !keys[title] {
			t.Errorf("title %q is not a key found in the sources", title)
		}
	}
}
