package scoring_test

// The scoring's explanations and refusals read in every language: i18n
// words them from their typed fields, knowing no game.

import (
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/internal/keyscan"
	"tablemate/scoring"
)

// explanations covers every Kind and every tie-break clause.
var explanations = []scoring.Explanation{
	{Kind: scoring.KindDominance, Category: scoring.Knowledge, Players: []string{"Ana"}, Count: 5, Bonus: 3},
	{Kind: scoring.KindDominanceTie, Category: scoring.Wonders, Players: []string{"Ana", "Ben", "Cy"}, Count: 2, Bonus: 3},
	{Kind: scoring.KindDominanceNone, Category: scoring.Policies},
	{Kind: scoring.KindDominanceLiteralZero, Category: scoring.Policies, Players: []string{"Ana"}, Bonus: 3},
	{Kind: scoring.KindDominanceLiteralZero, Category: scoring.Trade, Players: []string{"Ana", "Ben"}, Bonus: 3},
	{Kind: scoring.KindAutomaGold, Category: scoring.AutomaGold, Players: []string{"Automa"}, Points: 2, Gold: 7},
	{Kind: scoring.KindWinPoints, Players: []string{"Ana"}, Points: 28},
	{Kind: scoring.KindWinGold, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben"}, TiedOnGold: []string{"Ana"}, Points: 27, Gold: 4, OtherGold: 2},
	{Kind: scoring.KindWinGold, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana"}, Points: 27, Gold: 4, OtherGold: 2},
	{Kind: scoring.KindWinCulture, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 27, Gold: 4, Culture: 3, OtherCulture: 1},
	{Kind: scoring.KindWinCulture, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben", "Cy"}, Points: 27, Gold: 4, Culture: 3, OtherCulture: 1},
	{Kind: scoring.KindWinCulture, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 27, Gold: 4, OtherGold: 1, Culture: 3, OtherCulture: 1},
	{Kind: scoring.KindSharedVictory, Players: []string{"Ana", "Ben"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben", "Cy"}, Points: 22, Gold: 3, Culture: 2, OtherCulture: 1},
	{Kind: scoring.KindSharedVictory, Players: []string{"Ana", "Ben"}, TiedOnPoints: []string{"Ana", "Ben"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 22, Gold: 3, Culture: 2},
	{Kind: scoring.KindSharedVictory, Players: []string{"Ana", "Ben"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 22, Gold: 3, OtherGold: 1, Culture: 2},
}

// TestExplanationEnglish: the English an explanation is worded in is its
// own String, byte for byte.
func TestExplanationEnglish(t *testing.T) {
	t.Parallel()
	en := i18n.New("en")
	for _, e := range explanations {
		if got, want := en.Message(e), e.String(); got != want {
			t.Errorf("%v: got %q, want %q", e.Kind, got, want)
		}
	}
}

// TestExplanationTranslated: every explanation reads in each language.
func TestExplanationTranslated(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages()[1:] {
		l := i18n.New(lang)
		for _, e := range explanations {
			got := l.Message(e)
			if got == e.String() || strings.Contains(got, "%!") {
				t.Errorf("%s: %v not translated: %q", lang, e.Kind, got)
			}
		}
	}
}

// TestTallyProblemsInTheLanguage: a tally scoring refuses (the end form's,
// where no file locates it) is worded in the reader's language, the player
// named as typed, with no package's prefix.
func TestTallyProblemsInTheLanguage(t *testing.T) {
	t.Parallel()
	err := scoring.Validate([]scoring.Tally{{Name: "Ana and Ben", Wonders: -2}, {Name: " "}})
	if err == nil {
		t.Fatal("no error")
	}
	for _, lang := range i18n.Languages() {
		l := i18n.New(lang)
		text := l.Error(err)
		english := strings.Contains(text, "counts cannot be negative") || strings.Contains(text, "name is empty")
		if !strings.Contains(text, l.Quote("Ana and Ben")) || strings.Contains(text, "scoring:") || english != (lang == i18n.English) {
			t.Errorf("%s: %q", lang, text)
		}
	}
}

// TestEveryExplanationFormatIsAKey: every format an explanation gives at
// run time, its clauses and category included, is a message key found in
// the sources, so the catalogues translate it (i18n's
// TestCataloguesComplete).
func TestEveryExplanationFormatIsAKey(t *testing.T) {
	t.Parallel()
	keys, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range explanations {
		for _, f := range keyscan.Formats(e) {
			if !keys[f] {
				t.Errorf("%v: format %q is not a key found in the sources", e.Kind, f)
			}
		}
	}
	for c := scoring.Knowledge; c <= scoring.AutomaGold; c++ {
		for _, f := range keyscan.Formats(c) {
			if !keys[f] {
				t.Errorf("category %v: %q is not a key found in the sources", c, f)
			}
		}
	}
}
