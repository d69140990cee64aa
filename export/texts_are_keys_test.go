package export

import (
	"testing"

	"tablemate/i18n"
	"tablemate/scoring"
)

// The texts kept in tables rather than given as literals are catalogue
// keys (cmd/tablemate's TestEveryCommandTextIsAKey checks the literals).
func TestTableTextsAreKeys(t *testing.T) {
	t.Parallel()
	isKey := map[string]bool{}
	for _, k := range i18n.Keys() {
		isKey[k] = true
	}
	var tables []string
	for c := scoring.Knowledge; c <= scoring.Trade; c++ { // the categories with dominance
		tables = append(tables, dominanceMark(c))
	}
	for _, col := range mdColumns {
		tables = append(tables, col.head)
	}
	for _, s := range []string{"finished", "abandoned", "playing"} { // store.Record.Status, shown by the history
		tables = append(tables, s)
	}
	for _, k := range tables {
		if !isKey[k] {
			t.Errorf("%q is not a catalogue key: add it to i18n/keys.go and every catalogue", k)
		}
	}
}
