package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestTheReadersAnswerWords: every word the Automa's questions and the
// setup form offer the reader ("non", "connaissance", "aléatoire") is one
// the answer box or the field takes, as the English words still are; the
// offered word is the reader's, not the engine's notation.
func TestTheReadersAnswerWords(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"es", "cs", "ja", "fr"} {
		fm := &forms{ui: ui{loc: i18n.New(lang)}}
		for word, want := range map[string]string{
			answerNo: "no", answerYes: "yes", answerKnowledge: "knowledge", answerBuilding: "building", answerWonder: "wonder",
		} {
			typed := fm.t(word)
			expect := "card"
			if word == answerYes || word == answerNo {
				expect = "yes/no"
			}
			for _, in := range []string{typed, strings.ToUpper(typed), " " + typed + " ", want} {
				if got := fm.answerText(in, expect); got != want {
					t.Errorf("%s: %q answers %q, want %q", lang, in, got, want)
				}
				if p := fm.answerProblem(in, expect); p != "" {
					t.Errorf("%s: %q refused: %s", lang, in, p)
				}
			}
			if expect == "card" && !strings.Contains(fm.t(expectCard), typed) && !strings.Contains(fm.t(expectCard), strings.ToLower(typed)) {
				t.Errorf("%s: the card question's hint %q does not offer %q", lang, fm.t(expectCard), typed)
			}
		}
		if strings.Contains(fm.t(expectCard), "knowledge") {
			t.Errorf("%s: the hint offers the engine's word: %q", lang, fm.t(expectCard))
		}
		random := fm.t(wordRandom)
		for _, in := range []string{random, strings.ToUpper(random), "random"} {
			ids, own := civilizationIDs([]string{in}, random)
			if len(ids) != 1 || ids[0] != "random" || len(own) != 0 {
				t.Errorf("%s: %q is kept as %v (own %v), want random", lang, in, ids, own)
			}
		}
		if got := fm.civilizationNames([]string{"random"}); got != random {
			t.Errorf("%s: the field shows %q for a random civilization, want %q", lang, got, random)
		}
	}
}
