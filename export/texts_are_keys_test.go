package export

import (
	"testing"

	"tablemate/internal/keyscan"
	"tablemate/scoring"
)

// The texts kept in tables rather than given as literals are catalogue
// keys (cmd/tablemate's TestEveryCommandTextIsAKey checks the literals).
func TestTableTextsAreKeys(t *testing.T) {
	t.Parallel()
	isKey, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
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
			t.Errorf("%q is not a key found in the sources: word it where the code can be read (internal/keyscan) and translate it in every catalogue", k)
		}
	}
}
