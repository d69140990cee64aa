package main

import (
	"io/fs"
	"tablemate/internal/inputfile"
	"testing"

	"tablemate/internal/keyscan"
)

// TestEveryCommandTextIsAKey: the command line's texts are message keys
// found by reading the sources (internal/keyscan), so every catalogue
// translates them (i18n's TestCataloguesComplete): the texts it words
// directly, and the words it keeps in tables, checked here as the
// commands use them. A text that is not a key would stay English in every
// language (to check the test: return a new word from fileErrorKey).
func TestEveryCommandTextIsAKey(t *testing.T) {
	t.Parallel()
	found, err := keyscan.Found("../..")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(keyscan.In(found, "../../cmd/tablemate")); n < 100 { // 135 once the exports and writers left
		t.Fatalf("only %d texts found in the command line's sources: has a wording helper been renamed?", n)
	}
	isKey, err := keyscan.Keys("../..")
	if err != nil {
		t.Fatal(err)
	}
	// The texts kept in tables rather than given as literals.
	var tables []string
	// (The simulation's and the exports' tables are checked in automa/sim
	// and export.)
	tables = append(tables, inputfile.RefusalKey(fs.ErrNotExist), inputfile.RefusalKey(fs.ErrPermission))
	for _, k := range gameKinds() {
		tables = append(tables, k.Title) // the history's game column
	}
	for _, k := range tables {
		if !isKey[k] {
			t.Errorf("%q is not a key found in the sources", k)
		}
	}
}
