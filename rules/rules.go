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

// text is one rule's title and text in one language.
type text struct{ id, title, text string }

// catalogue is a language's rules. A table, not a map: the linker lays it
// out as data, so no start of the program spends time building it.
type catalogue []text

func (c catalogue) find(id string) (text, bool) {
	for _, t := range c {
		if t.id == id {
			return t, true
		}
	}
	return text{}, false
}

// translation is lang's translated rules (none for English or an unknown
// language); a rule missing from it is shown in English.
func translation(lang string) catalogue {
	switch lang {
	case "es":
		return rulesES
	case "cs":
		return rulesCS
	case "ja":
		return rulesJA
	case "fr":
		return rulesFR
	}
	return nil
}

// IDs lists every rule ID, in the order of RULES.md (Monumental, its
// continuous mode, World Monuments; by section).
func IDs() []string {
	out := make([]string, len(rulesEN))
	for i, t := range rulesEN {
		out[i] = t.id
	}
	return out
}

// Lookup finds a rule by ID (any case) in lang, falling back to English.
func Lookup(id, lang string) (Rule, bool) {
	id = strings.ToUpper(strings.TrimSpace(id))
	en, ok := rulesEN.find(id)
	if !ok {
		return Rule{}, false
	}
	if tr, ok := translation(lang).find(id); ok {
		return Rule{ID: id, Title: tr.title, Text: tr.text, Lang: lang}, true
	}
	return Rule{ID: id, Title: en.title, Text: en.text, Lang: English}, true
}

// Translated reports whether lang has any translated rules.
func Translated(lang string) bool { return len(translation(lang)) > 0 }

// Suggest lists the IDs closest to a mistyped one (at most three, nearest
// first), for a "did you mean" line.
func Suggest(id string) []string {
	id = strings.ToUpper(strings.TrimSpace(id))
	type near struct {
		id   string
		dist int
	}
	var all []near
	for _, t := range rulesEN {
		known := t.id
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
	for _, en := range rulesEN {
		r, _ := Lookup(en.id, lang)
		hay := strings.ToLower(r.ID + " " + r.Title + " " + r.Text)
		if r.Lang != English {
			hay += " " + strings.ToLower(en.title+" "+en.text)
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
