package tracker

import (
	"errors"
	"strings"
	"testing"

	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/kernel"
)

// TestAutomaCivilizationNotInItsCards: an Automa given a civilization its
// cards do not have is refused on the Automas' civilizations (the form
// marks that field), and the refusal lists the civilizations it can play
// by their names in the reader's language, never the deck file's ids or
// its internal name (M-SOLO-1).
func TestAutomaCivilizationNotInItsCards(t *testing.T) {
	t.Parallel()
	setup, err := ParseSetup("setup players=Ana civs=greece automa=japonia seed=1")
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = New(setup, WithDecks(deckfile.Load))
	var re *kernel.RuleError
	if !errors.As(err, &re) || re.Key != KeyAutomaCivs {
		t.Fatalf("an Automa civilization not in its cards: %v (not on %s)", err, KeyAutomaCivs)
	}
	es := i18n.New("es").Error(err)
	for _, want := range []string{"japonia", "Egipto", "Japón", "random", "elige"} {
		if !strings.Contains(es, want) {
			t.Errorf("the Spanish refusal lacks %q: %s", want, es)
		}
	}
	for _, unwanted := range []string{"egypt", "japan", `"default"`} {
		if strings.Contains(es, unwanted) {
			t.Errorf("the Spanish refusal names %q: %s", unwanted, es)
		}
	}
}

// TestPrintedCivilizationsAreTheOnesNamed: the civilizations a table may
// name in its language (i18n.CivilizationID) are the printed ones, the
// same ids in the same order.
func TestPrintedCivilizationsAreTheOnesNamed(t *testing.T) {
	t.Parallel()
	named := i18n.CivilizationIDs()
	if len(named) != len(printedCivilizations) {
		t.Fatalf("%d civilizations named, %d printed", len(named), len(printedCivilizations))
	}
	for i, c := range printedCivilizations {
		if named[i] != c.id {
			t.Errorf("civilization %d: named %q, printed %q", i, named[i], c.id)
		}
		if id, ok := i18n.CivilizationID(c.name); !ok || id != c.id {
			t.Errorf("%s: found as %q, %v", c.name, id, ok)
		}
	}
}
