package i18n

import (
	"strings"
	"testing"

	"tablemate/scoring"
)

// TestTallyProblemsInTheLanguage: a tally scoring refuses (the end form's,
// where no file locates it) is worded in the reader's language, the player
// named as typed, with no package's prefix.
func TestTallyProblemsInTheLanguage(t *testing.T) {
	t.Parallel()
	err := scoring.Validate([]scoring.Tally{{Name: "Ana and Ben", Wonders: -2}, {Name: " "}})
	if err == nil {
		t.Fatal("no error")
	}
	for _, lang := range Languages() {
		text := New(lang).Error(err)
		english := strings.Contains(text, "counts cannot be negative") || strings.Contains(text, "name is empty")
		if !strings.Contains(text, `"Ana and Ben"`) || strings.Contains(text, "scoring:") || english != (lang == English) {
			t.Errorf("%s: %q", lang, text)
		}
	}
}
