package i18n

import (
	"strings"
	"testing"
)

// glossaryExempt are keys whose translation is a column id, not prose: the
// score command's CSV heads (lower case on purpose).
var glossaryExempt = map[string]bool{"gold": true, "culture": true, "automa": true}

// TestCataloguesUseTheGlossary: no translation uses a variant the glossary
// forbids, each glossary word appears in its catalogue (a term nobody uses
// is a stale entry), and every term names its source.
func TestCataloguesUseTheGlossary(t *testing.T) {
	t.Parallel()
	for en, langs := range Glossary() {
		for lang, term := range langs {
			if term.Source == "" {
				t.Errorf("%s %q: no source", lang, en)
			}
			texts := translations(lang)
			used := false
			for key, text := range texts {
				if strings.Contains(strings.ToLower(text), strings.ToLower(term.Word)) {
					used = true
				}
				if glossaryExempt[key] {
					continue
				}
				for _, bad := range term.Forbidden {
					if strings.Contains(text, bad) {
						t.Errorf("%s %q: %q says %q; the glossary's %s is %q (%s)", lang, key, text, bad, en, term.Word, term.Source)
					}
				}
			}
			if !used {
				t.Errorf("%s: the glossary's %s (%q) is used by no translation", lang, en, term.Word)
			}
		}
	}
}

// translations are every text of lang's catalogue, plural forms included.
func translations(lang string) map[string]string {
	out := map[string]string{}
	for k, v := range catalogue(lang) {
		out[k] = v
	}
	for k, p := range pluralCatalogue(lang) {
		for form, v := range p.Forms {
			out[k+" ["+form+"]"] = v
		}
	}
	return out
}
