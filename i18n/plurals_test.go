package i18n

import (
	"regexp"
	"slices"
	"testing"
)

// parenthesised matches an ending left to the reader: "card(s)",
// "restant(s)", "vrátil(a)", "vzal/a".
var parenthesised = regexp.MustCompile(`\p{L}\((s|e|es|a|y)\)|\p{L}l/a\b`)

// TestPluralForms: every plural message has exactly the forms its
// language's whole numbers need (CLDR), each with the key's placeholders,
// and counts the argument the key counts.
func TestPluralForms(t *testing.T) {
	t.Parallel()
	isKey := map[string]bool{}
	for _, k := range keys(t) {
		isKey[k] = true
	}
	for lang, plurals := range allPluralCatalogues() {
		need := neededForms(lang)
		for key, p := range plurals {
			if !isKey[key] {
				t.Errorf("%s: plural key %q is not a key", lang, key)
			}
			verbs := placeholders(key)
			if p.Arg < 1 || p.Arg > len(verbs) || !slices.Contains(verbs, itoa(p.Arg)+":d") {
				t.Errorf("%s %q: argument %d is not a %%d of the key", lang, key, p.Arg)
			}
			for form := range need {
				if _, ok := p.Forms[form]; !ok {
					t.Errorf("%s %q: no %q form", lang, key, form)
				}
			}
			for form, msg := range p.Forms {
				if !need[form] {
					t.Errorf("%s %q: form %q is never used by %s whole numbers", lang, key, form, lang)
				}
				if got := placeholders(msg); !slices.Equal(got, verbs) {
					t.Errorf("%s %q, form %s: placeholders %v, want %v", lang, key, form, got, verbs)
				}
			}
		}
	}
}

func itoa(n int) string { return string(rune('0' + n)) }

// TestCzechPluralForms: 1 karta, 2 karty, 5 karet, and by CLDR 22 karet
// (dvaadvacet karet), 25 karet.
func TestCzechPluralForms(t *testing.T) {
	t.Parallel()
	cs := New("cs")
	tests := []struct {
		n    int
		want string
	}{{1, "1 karta"}, {2, "2 karty"}, {4, "4 karty"}, {5, "5 karet"}, {22, "22 karet"}, {25, "25 karet"}, {0, "0 karet"}, {111, "111 karet"}}
	for _, tt := range tests {
		if got := cs.Sprintf("%d cards", tt.n); got != tt.want {
			t.Errorf("%d cards: %q, want %q", tt.n, got, tt.want)
		}
	}
	if got := cs.Sprintf("%s wins with %d points", "Ana", 22); got != "Vítězí Ana s 22 body" {
		t.Errorf("22 points: %q", got)
	}
	if got := cs.Sprintf("%s tie on %d points and %d Gold", "Ana a Ben", 25, 3); got != "Ana a Ben mají shodně 25 bodů a zlato 3" {
		t.Errorf("25 points: %q", got)
	}
	if got := cs.Sprintf("+%d Separation cards", 2); got != "+2 karty rozdělení období" {
		t.Errorf("2 Separation cards: %q", got)
	}
}

// TestEnglishCountsItsKeys: an English key that counts is singular for 1.
func TestEnglishCountsItsKeys(t *testing.T) {
	t.Parallel()
	en := New("en")
	if got := en.Sprintf("+%d Separation cards", 1); got != "+1 Separation card" {
		t.Errorf("1: %q", got)
	}
	if got := en.Sprintf("+%d Separation cards", 2); got != "+2 Separation cards" {
		t.Errorf("2: %q", got)
	}
	fr := New("fr")
	if got := fr.Sprintf("%d cards", 0); got != "0 carte" {
		t.Errorf("fr 0: %q", got)
	}
}

// TestNoParenthesisedPlural: no "card(s)" in any key or translation: a
// count picks its form.
func TestNoParenthesisedPlural(t *testing.T) {
	t.Parallel()
	check := func(where, s string) {
		if parenthesised.MatchString(s) {
			t.Errorf("%s: %q writes a plural or gender in parentheses", where, s)
		}
	}
	for _, k := range keys(t) {
		check("key", k)
	}
	for _, lang := range Languages()[1:] {
		for k, v := range catalogue(lang) {
			check(lang+" "+k, v)
		}
	}
	for lang, plurals := range allPluralCatalogues() {
		for k, p := range plurals {
			for _, v := range p.Forms {
				check(lang+" "+k, v)
			}
		}
	}
}

// allPluralCatalogues is every language's plural messages.
func allPluralCatalogues() map[string]map[string]Plural {
	out := map[string]map[string]Plural{}
	for _, lang := range []string{"en", "es", "cs", "fr"} {
		out[lang] = pluralCatalogue(lang)
	}
	return out
}
