package rules

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var ruleID = regexp.MustCompile(`\b[MCW]-[A-Z]+-[0-9]+\b`)

// madeUp are the tests that write unknown IDs on purpose (to check "did you
// mean", or what reads as an ID): they cite nothing.
var madeUp = map[string]bool{
	"../rules/every_cited_rule_has_a_text_test.go":   true,
	"../cmd/tablemate/rules_command_test.go":         true,
	"../dashboard/rule_ids_in_a_status_line_test.go": true,
}

// TestEveryCitedRuleHasAText reads every Go source of the module and checks
// that each rule ID it names has a text, so a refusal never cites a rule
// `tablemate rules` cannot show.
func TestEveryCitedRuleHasAText(t *testing.T) {
	t.Parallel()
	cited := map[string]string{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || madeUp[filepath.ToSlash(path)] {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, id := range ruleID.FindAllString(string(b), -1) {
			if _, seen := cited[id]; !seen {
				cited[id] = path
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(cited) < 40 {
		t.Fatalf("found only %d cited rules: is the walk reading the sources?", len(cited))
	}
	for id, where := range cited {
		if _, ok := Lookup(id, English); !ok {
			t.Errorf("%s (cited in %s) has no text", id, where)
		}
	}
}

// TestRuleTexts: every listed rule has an English title and text, nothing
// else is in the catalogue, and a translation only translates listed rules.
func TestRuleTexts(t *testing.T) {
	t.Parallel()
	listed := map[string]bool{}
	for _, id := range IDs() {
		if listed[id] {
			t.Errorf("%s is listed twice", id)
		}
		listed[id] = true
		r, ok := Lookup(id, English)
		if !ok || r.Title == "" || len(r.Text) < 40 || r.Lang != English {
			t.Errorf("%s: %+v", id, r)
		}
	}
	for _, lang := range []string{"es", "cs", "ja", "fr"} {
		seen := map[string]bool{}
		for _, tr := range translation(lang) {
			id := tr.id
			if seen[id] {
				t.Errorf("%s %s: translated twice", lang, id)
			}
			seen[id] = true
			if !listed[id] || tr.title == "" || tr.text == "" {
				t.Errorf("%s %s: not a listed rule, or empty", lang, id)
			}
		}
	}
}

func TestLookupFallsBackToEnglish(t *testing.T) {
	t.Parallel()
	if r, ok := Lookup("w-build-1", "es"); !ok || r.Lang != "es" || !strings.Contains(r.Text, "ficha de construcción") {
		t.Errorf("W-BUILD-1 in Spanish: %+v", r)
	}
	if r, ok := Lookup("M-END-2", "es"); !ok || r.Lang != "es" || !strings.Contains(r.Text, "preguntas frecuentes") {
		t.Errorf("M-END-2 in Spanish: %+v", r)
	}
	// Every rule reads in every language tablemate speaks.
	for _, lang := range []string{"es", "cs", "ja", "fr"} {
		for _, id := range IDs() {
			if r, _ := Lookup(id, lang); r.Lang != lang {
				t.Errorf("%s in %s: shown in %s", id, lang, r.Lang)
			}
		}
	}
	if r, ok := Lookup("M-END-2", "xx"); !ok || r.Lang != English {
		t.Errorf("an unknown language gives English: %+v", r)
	}
	if _, ok := Lookup("M-END-9", English); ok {
		t.Error("M-END-9 found")
	}
}

func TestSuggestAndSearch(t *testing.T) {
	t.Parallel()
	for id, want := range map[string]string{"M-END-3": "M-END-1", "W-QUARY-2": "W-QUARRY-2", "m-refil-4": "M-REFILL-4", "C-DEV": "C-DEV-1"} {
		if got := Suggest(id); len(got) == 0 || got[0] != want {
			t.Errorf("Suggest(%s) = %v, want %s first", id, got, want)
		}
	}
	if got := Suggest("ZZZ-NOTHING-99"); len(got) != 0 {
		t.Errorf("Suggest of nothing alike = %v", got)
	}
	var ids []string
	for _, r := range Search("black token", English) {
		ids = append(ids, r.ID)
	}
	if strings.Join(ids, ",") != "W-QUARRY-3,W-BUILD-1" {
		t.Errorf("Search(black token) = %v", ids)
	}
	// A translated rule is found by its English words too.
	if rs := Search("ficha negra", "es"); len(rs) == 0 || rs[0].ID != "W-QUARRY-3" {
		t.Errorf("Search(ficha negra, es) = %+v", rs)
	}
	if rs := Search("   ", English); rs != nil {
		t.Errorf("an empty search = %v", rs)
	}
	for s, want := range map[string]bool{"M-END-2": true, "w-build-1": true, "end": false, "M-END": false, "M-END-x": false} {
		if LooksLikeID(s) != want {
			t.Errorf("LooksLikeID(%q) = %v", s, !want)
		}
	}
}
