package tableview

import (
	"regexp"
	"strconv"
	"testing"

	"tablemate/internal/keyscan"
	"tablemate/kernel"
)

// templateKey finds the keys the templates give .T and .F ({{.T "Log"}},
// {{$.F "End: %s" .End}}).
var templateKey = regexp.MustCompile(`\.[TF] ("(?:[^"\\]|\\.)*")`)

// TestEveryPageTextIsAKey: the texts the package's sources word are found
// by the module's scan (internal/keyscan), so every catalogue translates
// them (i18n's TestCataloguesComplete); the template's are listed for the
// scan in templateKeys, and the texts made from the engine's names are
// keys too (to check the test: write {{.T "Unknown"}} in page.html).
func TestEveryPageTextIsAKey(t *testing.T) {
	t.Parallel()
	isKey, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	found0, err := keyscan.Found("..")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(keyscan.In(found0, "../tableview")); n < 40 {
		t.Fatalf("only %d worded texts found in the sources: has a helper been renamed?", n)
	}
	texts := map[string]string{}
	page, err := assets.ReadFile("assets/page.html")
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, m := range templateKey.FindAllSubmatch(page, -1) {
		text, err := strconv.Unquote(string(m[1]))
		if err != nil {
			t.Fatalf("page.html: %s: %v", m[1], err)
		}
		texts[text] = "assets/page.html"
		found[text] = true
	}
	if len(found) < 10 {
		t.Fatalf("only %d texts found in page.html: has .T been renamed?", len(found))
	}
	// The template's texts are the table the source scan reads.
	listed := map[string]bool{}
	for _, k := range templateKeys {
		listed[k] = true
		if !found[k] {
			t.Errorf("templateKeys lists %q, which page.html no longer words", k)
		}
	}
	for k := range found {
		if !listed[k] {
			t.Errorf("page.html words %q: list it in templateKeys (template_keys.go)", k)
		}
	}
	texts[ErrNoLAN.(*kernel.Wording).Format] = "listen.go: ErrNoLAN"
	for text, where := range texts {
		if !isKey[text] {
			t.Errorf("%s: %q is not a key found in the sources: word it where internal/keyscan reads it, and translate it in every catalogue", where, text)
		}
	}
}
