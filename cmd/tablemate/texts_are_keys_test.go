package main

import (
	"io/fs"
	"testing"

	"tablemate/i18n"
	"tablemate/internal/keyscan"
)

// keyArgs are the calls of the command line that take a catalogue key, and
// the arguments that hold one: the error and phrase constructors
// (errtext.go, kernel.Worded), the Localizer's T and Sprintf, a count's two
// forms (kernel.CountOf), and the readers whose argument names the input in
// a message (limits.go).
var keyArgs = map[string][]int{"errorf": {0}, "phrase": {0}, "T": {0}, "Sprintf": {0},
	"readFileLimited": {2}, "readPathLimited": {1}, "Worded": {0}, "CountOf": {1, 2}}

// commandSources are the command line's sources and those of the packages
// that word its outputs for it: the exports and the history, the
// recorder's refusals, the Automa deck and simulation listings, the help's
// headings.
var commandSources = []string{"*.go", "../../export/*.go", "../../store/recorder/*.go", "../../automa/sim/*.go",
	"../../internal/cmddoc/*.go"}

// TestEveryCommandTextIsAKey reads the command line's sources: every literal
// given to a call that words a text in the user's language is a catalogue
// key, else it would stay English in every language (to check the test:
// write errorf("Unknown") anywhere).
func TestEveryCommandTextIsAKey(t *testing.T) {
	t.Parallel()
	isKey := map[string]bool{}
	for _, k := range i18n.Keys() {
		isKey[k] = true
	}
	var lits []keyscan.Literal
	for _, glob := range commandSources {
		found, err := keyscan.Literals(glob, keyArgs, "fmt") // fmt builds notation and machine text, not words
		if err != nil {
			t.Fatal(err)
		}
		if len(found) == 0 {
			t.Errorf("%s: no worded text found: has the package moved?", glob)
		}
		lits = append(lits, found...)
	}
	checked := len(lits)
	for _, l := range lits {
		if !isKey[l.Text] {
			t.Errorf("%s: %q is not a catalogue key: add it to i18n/keys.go and every catalogue", l.Pos, l.Text)
		}
	}
	if checked < 50 {
		t.Fatalf("only %d worded texts found: has a helper been renamed?", checked)
	}
	// The texts kept in tables rather than given as literals.
	// (automa/sim's and export's own tests check their tables.)
	var tables []string
	tables = append(tables, fileErrorKey(fs.ErrNotExist), fileErrorKey(fs.ErrPermission))
	for _, k := range gameKinds() {
		tables = append(tables, k.Title) // the history's game column
	}
	for _, k := range tables {
		if !isKey[k] {
			t.Errorf("%q is not a catalogue key: add it to i18n/keys.go and every catalogue", k)
		}
	}
}
