package keyscan

import (
	"maps"
	"slices"
	"testing"

	"tablemate/kernel"
)

// TestModuleFindsTheKeys reads a small module (testdata/mod) that words
// its texts every way tablemate does, and finds exactly its keys: not the
// notation fmt builds, nor the ids nothing words, nor a text built at run
// time.
func TestModuleFindsTheKeys(t *testing.T) {
	t.Parallel()
	found, err := Module("testdata/mod")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	plain := map[string]bool{}
	for _, k := range found {
		got[k.Text] = true
		plain[k.Text] = k.Plain
		if len(k.Pos) == 0 {
			t.Errorf("%q has no position", k.Text)
		}
	}
	want := []string{
		// words: the localizer's own
		"%s", "nobody", "%s and %s",
		// game: Message's formats, a helper's, nouns after a literal,
		// a table, a refusal, a message type without keys, marked titles
		"%s takes a card.", "%s passes.", "%s left.", "%d card", "%d cards",
		"city phase", "actions phase", "slot %d does not exist",
		"conquer lowest", "conquer highest", "Trading Post I", "Trading Post II",
		// screen: a constant and a variable, a table of structs, a
		// ranged literal, a function held in a field, a second result,
		// a flag's usage
		"Deck · %d cards", "Deck · %d card", "end", "end the turn", "undo", "undo the last action",
		"Gold", "Culture", "Game over: press s", "Turn phase", "output format: text or json",
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("%q not found", w)
		}
	}
	for k := range got {
		if !slices.Contains(want, k) {
			t.Errorf("%q found, and is not a key", k)
		}
	}
	if !plain["output format: text or json"] || plain["end"] {
		t.Errorf("a flag's usage is shown as written, a key table's word is a format: %v", plain)
	}
	if t.Failed() {
		t.Logf("found %q", slices.Sorted(maps.Keys(got)))
	}
}

// TestFormats lists a message's formats, nested ones and a rule error's
// included.
func TestFormats(t *testing.T) {
	t.Parallel()
	m := kernel.Phrase{Format: "%s: %s", Args: []any{
		kernel.List{kernel.Phrase{Format: "a %d"}, kernel.Phrase{Format: "b"}},
		kernel.Concat{"x", kernel.Phrase{Format: "c"}},
		kernel.Refuse(nil, "R-1", "no %s", kernel.Phrase{Format: "d"}),
	}}
	got := Formats(m)
	want := []string{"%s: %s", "a %d", "b", "c", "no %s", "d"}
	if !slices.Equal(got, want) {
		t.Errorf("Formats = %q, want %q", got, want)
	}
}
