package wm

import (
	"reflect"
	"testing"
)

// FuzzParseSetup: any line either fails with an error or gives a setup;
// a setup that validates prints as a line that parses back to it, so a
// saved game's first line always reloads the same game.
func FuzzParseSetup(f *testing.F) {
	for _, s := range []string{
		"setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben",
		"setup game=worldmonuments players=Ana,Ben,Cid,Dee",
		`setup game=worldmonuments players="Ana Maria,Ben" start="Ana Maria" monument=capitol`,
		"SETUP GAME=WorldMonuments PLAYERS=ana,BEN START=ben monument=notre-dame",
		"setup game=worldmonuments players=さくら,Ben monument=san_pietro",
		"setup game=worldmonuments players=Ana,,Ben",
		"setup game=worldmonuments players= start=",
		"setup game=monumental players=Ana,Ben",
		`setup game=worldmonuments players="Ana\"Ben,Cid"`,
		"setup game=worldmonuments players=Ana,Ben players=Cid",
		"setup",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		s, err := ParseSetup(line)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%q: an empty error", line)
			}
			return
		}
		if s.Validate() != nil {
			return
		}
		text := s.String()
		back, err := ParseSetup(text)
		if err != nil {
			t.Fatalf("%q -> %+v prints as %q, which does not parse: %v", line, s, text, err)
		}
		if !reflect.DeepEqual(s, back) {
			t.Fatalf("%q -> %+v -> %q -> %+v", line, s, text, back)
		}
		if again := back.String(); again != text {
			t.Fatalf("%q prints as %q, then as %q", line, text, again)
		}
	})
}
