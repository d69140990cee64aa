package tableview

import (
	"regexp"
	"strconv"
	"testing"

	"tablemate/i18n"
	"tablemate/internal/keyscan"
	"tablemate/kernel"
	"tablemate/tracker"
)

// keyArgs are the calls of the package that take a catalogue key: the
// page's T and F, the Localizer's, and the errors worded for the user.
var keyArgs = map[string][]int{"T": {0}, "F": {0}, "Sprintf": {0}, "Worded": {0}}

// templateKey finds the keys the templates give .T and .F ({{.T "Log"}},
// {{$.F "End: %s" .End}}).
var templateKey = regexp.MustCompile(`\.[TF] ("(?:[^"\\]|\\.)*")`)

// TestEveryPageTextIsAKey reads the package's sources and its templates:
// every text the page, the log or an error words is a catalogue key, else
// it would stay English in every language (to check the test: write
// p.T("Unknown") anywhere, or {{.T "Unknown"}} in page.html).
func TestEveryPageTextIsAKey(t *testing.T) {
	t.Parallel()
	isKey := map[string]bool{}
	for _, k := range i18n.Keys() {
		isKey[k] = true
	}
	lits, err := keyscan.Literals("*.go", keyArgs, "fmt")
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{}
	for _, l := range lits {
		texts[l.Text] = l.Pos.String()
	}
	if len(lits) < 40 {
		t.Fatalf("only %d worded texts found in the sources: has a helper been renamed?", len(lits))
	}
	page, err := assets.ReadFile("assets/page.html")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, m := range templateKey.FindAllSubmatch(page, -1) {
		text, err := strconv.Unquote(string(m[1]))
		if err != nil {
			t.Fatalf("page.html: %s: %v", m[1], err)
		}
		texts[text] = "assets/page.html"
		found++
	}
	if found < 10 {
		t.Fatalf("only %d texts found in page.html: has .T been renamed?", found)
	}
	// The texts made from the engine's names: the phases, the card types.
	for _, ph := range []tracker.Phase{tracker.PhaseCity, tracker.PhaseActions} {
		s := ph.String()
		texts[string(s[0]-'a'+'A')+s[1:]+" phase"] = "tracker.Phase"
	}
	for _, ty := range []tracker.CardType{tracker.Knowledge, tracker.Building, tracker.Wonder} {
		texts[ty.String()] = "tracker.CardType"
	}
	texts[ErrNoLAN.(*kernel.Wording).Format] = "listen.go: ErrNoLAN"
	for text, where := range texts {
		if !isKey[text] {
			t.Errorf("%s: %q is not a catalogue key: add it to i18n/tableview.go and every catalogue", where, text)
		}
	}
}
