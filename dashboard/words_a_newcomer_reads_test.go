package dashboard

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
)

// TestWordsANewcomerReads: the smaller wording a Spanish newcomer tripped
// on, checked in every language: the word typed for a random Automa
// civilization is quoted as a word to type, the black token's question is
// asked as one, "no" typed as an answer is quoted, the help bar counts one
// token in the singular, the Automa's row abbreviates as its legend in the
// help and as the tallies form and final table do.
func TestWordsANewcomerReads(t *testing.T) {
	t.Parallel()
	quotes := map[string][2]string{"es": {"«", "»"}, "fr": {"«\u202f", "\u202f»"}, "cs": {"„", "“"}, "ja": {"「", "」"}}
	for _, lang := range i18n.Languages() {
		loc := i18n.New(lang)
		q, quoted := quotes[lang]
		if quoted {
			// The word is the reader's ("aléatoire"), the one the field takes.
			if got := loc.T("one each, or random"); !strings.Contains(got, q[0]+loc.T(wordRandom)+q[1]) || loc.T(wordRandom) == "random" {
				t.Errorf("%s: the placeholder does not quote the word to type: %q", lang, got)
			}
			// The answer "no", typed, is quoted in the Automa's questions.
			ask := loc.Sprintf("Explorers: move each of the Automa's Explorers %d toward the closest Market, Monster or other player's Trading Post (none left: toward Production and Science tokens). Gold it gained: a Market token's value, 3 for another player's Trading Post (that player gets 1), 2 tokens traded for 1, 2 per trade benefit; a Monster is defeated for 1 point. Gold (0 for none), or no if they cannot move?", 1)
			if !strings.Contains(ask, q[0]+loc.T(answerNo)+q[1]) {
				t.Errorf("%s: the answer word is not quoted: %q", lang, ask)
			}
		}
		if lang == "es" {
			if got := loc.T(promptEmptyLabel); !strings.HasPrefix(got, "¿") || !strings.HasSuffix(got, "?") {
				t.Errorf("es: the black token's question lacks ¿?: %q", got)
			}
		}
		// One token left: the bar says so in the singular.
		h := localized(t, lang, 80, 24, wmPlanned)
		h.press(tcell.KeyEnter)
		one, many := loc.T("token"), loc.T("tokens")
		if bar := helpBar(h); !strings.Contains(bar, " 1 "+one) || (one != many && strings.Contains(bar, " 1 "+many)) {
			t.Errorf("%s: one token in the bar: %q", lang, bar)
		}
		// The Automa's row: each abbreviation is one the legend explains
		// and the final table uses for Provinces.
		a := localizedDeck(t, lang, 80, 24, soloJapan)
		legend := a.d.t(automaRowLegend)
		for _, form := range []string{automaRowWide, automaRowNarrow, automaRowCompact} {
			row := a.d.tf(form, 9, 2, 1, 0, 3, 4)
			for _, abbr := range regexp.MustCompile(`(\pL+)\s?[0-9]`).FindAllStringSubmatch(row, -1) {
				if abbr[1] == "pts" || abbr[1] == "p" || abbr[1] == "b" {
					continue
				}
				if !strings.Contains(legend, abbr[1]) {
					t.Errorf("%s: the row %q writes %q, which the legend does not: %q", lang, row, abbr[1], legend)
				}
			}
			if prov := a.d.t("Prov"); lang != "ja" && !strings.Contains(row, prov) {
				t.Errorf("%s: the row %q does not write Provinces as the final table does (%q)", lang, row, prov)
			}
		}
	}
}
