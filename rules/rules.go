// Package rules holds the text of every rule tablemate cites (M-* for
// Monumental, C-* for its continuous mode, W-* for World Monuments),
// written in the project's own words from the rulebooks (RULES.md and the
// sources it digests), so that a refusal's rule ID can be opened and read:
// by `tablemate rules`, and later by the dashboard. It is pure: texts are Go
// data, lookups are deterministic.
package rules

import (
	"sort"
	"strings"

	"tablemate/internal/textdist"
)

// Rule is one rule's text in one language.
type Rule struct {
	ID    string
	Title string
	Text  string
	// Lang is the language of Title and Text: the one asked for when the
	// rule is translated, else English.
	Lang string
}

// English is the language every rule is written in.
const English = "en"

// catalogue is a language's rules: ID -> title and text.
type catalogue map[string][2]string

// translations are the languages with translated rules; a rule missing
// from one is shown in English.
var translations = map[string]catalogue{"es": rulesES, "cs": rulesCS}

// IDs lists every rule ID, in the order of RULES.md (Monumental, its
// continuous mode, World Monuments; by section).
func IDs() []string {
	out := make([]string, len(order))
	copy(out, order)
	return out
}

// Lookup finds a rule by ID (any case) in lang, falling back to English.
func Lookup(id, lang string) (Rule, bool) {
	id = strings.ToUpper(strings.TrimSpace(id))
	en, ok := rulesEN[id]
	if !ok {
		return Rule{}, false
	}
	if tr, ok := translations[lang][id]; ok {
		return Rule{ID: id, Title: tr[0], Text: tr[1], Lang: lang}, true
	}
	return Rule{ID: id, Title: en[0], Text: en[1], Lang: English}, true
}

// Translated reports whether lang has any translated rules.
func Translated(lang string) bool { return len(translations[lang]) > 0 }

// Suggest lists the IDs closest to a mistyped one (at most three, nearest
// first), for a "did you mean" line.
func Suggest(id string) []string {
	id = strings.ToUpper(strings.TrimSpace(id))
	type near struct {
		id   string
		dist int
	}
	var all []near
	for _, known := range order {
		d := textdist.Levenshtein(id, known)
		if strings.HasPrefix(known, id) {
			d = 0
		}
		if d <= max(2, len(id)/3) {
			all = append(all, near{known, d})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].dist < all[j].dist })
	var out []string
	for i := 0; i < len(all) && i < 3; i++ {
		out = append(out, all[i].id)
	}
	return out
}

// Search finds the rules whose ID, title or text holds every word of query
// (any case), in lang (a translated rule is searched in its language and in
// English), in ID order.
func Search(query, lang string) []Rule {
	words := strings.Fields(strings.ToLower(query))
	if len(words) == 0 {
		return nil
	}
	var out []Rule
	for _, id := range order {
		r, _ := Lookup(id, lang)
		hay := strings.ToLower(r.ID + " " + r.Title + " " + r.Text)
		if r.Lang != English {
			en := rulesEN[id]
			hay += " " + strings.ToLower(en[0]+" "+en[1])
		}
		all := true
		for _, w := range words {
			all = all && strings.Contains(hay, w)
		}
		if all {
			out = append(out, r)
		}
	}
	return out
}

// LooksLikeID reports whether s is written as a rule ID (letter, dash,
// word, dash, number), so a caller can tell an ID from a search word.
func LooksLikeID(s string) bool {
	parts := strings.Split(strings.ToUpper(strings.TrimSpace(s)), "-")
	if len(parts) != 3 || len(parts[0]) != 1 || parts[1] == "" || parts[2] == "" {
		return false
	}
	for _, r := range parts[2] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
