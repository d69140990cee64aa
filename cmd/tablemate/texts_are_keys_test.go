package main

import (
	"io/fs"
	"testing"

	"tablemate/automa"
	"tablemate/internal/keyscan"
	"tablemate/scoring"
)

// TestEveryCommandTextIsAKey: the command line's texts are message keys
// found by reading the sources (internal/keyscan), so every catalogue
// translates them (i18n's TestCataloguesComplete): the texts it words
// directly, and the words it keeps in tables, checked here as the
// commands use them. A text that is not a key would stay English in every
// language (to check the test: return a new word from cardKindKey).
func TestEveryCommandTextIsAKey(t *testing.T) {
	t.Parallel()
	found, err := keyscan.Found("../..")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(keyscan.In(found, "../../cmd/tablemate")); n < 200 {
		t.Fatalf("only %d texts found in the command line's sources: has a wording helper been renamed?", n)
	}
	isKey, err := keyscan.Keys("../..")
	if err != nil {
		t.Fatal(err)
	}
	// The texts kept in tables rather than given as literals.
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
	for c := scoring.Knowledge; c <= scoring.Trade; c++ { // the categories with dominance
		tables = append(tables, dominanceMark(c))
	}
	tables = append(tables, fileErrorKey(fs.ErrNotExist), fileErrorKey(fs.ErrPermission))
	for _, k := range gameKinds() {
		tables = append(tables, k.Title) // the history's game column
	}
	for _, k := range tables {
		if !isKey[k] {
			t.Errorf("%q is not a key found in the sources", k)
		}
	}
}
