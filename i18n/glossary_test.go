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

// TestReviewTermsHold: the wordings the review of 2026-11-27 settled,
// held where a glossary word alone cannot say it.
func TestReviewTermsHold(t *testing.T) {
	t.Parallel()
	checks := []struct {
		lang, got, want string
	}{
		{"cs", New("cs").Sprintf("%s %d taken", "Ana", 1), "Ana: 1 vzatá karta"},
		{"cs", New("cs").Sprintf("%s %d taken", "Ana", 3), "Ana: 3 vzaté karty"},
		{"cs", New("cs").Sprintf("slot %d does not exist: the display has %d slots", 7, 3), "místo 7 neexistuje: přehled rozvoje má 3 místa"},
		{"es", New("es").Sprintf("%s kept %s at an earlier pass, and gems never leave the screen: pass with at least %d gems", "Ana", "1 gema", 1), "Ana conservó 1 gema en un pase anterior, y las gemas nunca salen de la pantalla: pasa con al menos 1 gema"},
		{"fr", New("fr").Sprintf("%d to the end trigger", 29), "Encore 29 cartes avant la fin"},
		{"fr", New("fr").T("Celebrity"), "Héros"},
		{"ja", New("ja").Sprintf("Monumental, %s game, %s", New("ja").T("continuous"), "Ana"), "モニュメンタル（連続プレイ）、Ana"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, c.got, c.want)
		}
	}
}
