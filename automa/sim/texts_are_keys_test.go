package sim

import (
	"testing"

	"tablemate/automa"
	"tablemate/i18n"
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
			t.Errorf("%q is not a catalogue key: add it to i18n/keys.go and every catalogue", k)
		}
	}
}
