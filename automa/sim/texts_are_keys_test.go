package sim

import (
	"testing"

	"tablemate/automa"
	"tablemate/internal/keyscan"
)

// The texts kept in tables rather than given as literals are catalogue
// keys (cmd/tablemate's TestEveryCommandTextIsAKey checks the literals).
func TestTableTextsAreKeys(t *testing.T) {
	t.Parallel()
	isKey, err := keyscan.Keys("../..")
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for _, sec := range simSections {
		tables = append(tables, sec.head)
		for _, r := range sec.rows {
			tables = append(tables, r.label)
		}
	}
	for k := automa.KindStandard; k <= automa.KindAfrican; k++ {
		tables = append(tables, cardKindKey(k))
	}
	for _, k := range tables {
		if !isKey[k] {
			t.Errorf("%q is not a key found in the sources: word it where the code can be read (internal/keyscan) and translate it in every catalogue", k)
		}
	}
}
