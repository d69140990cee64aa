package i18n

import (
	"strings"
	"testing"

	"tablemate/tracker"
)

// TestAutomaNamedInEvents: the engine types an Automa among its events'
// and summary's players, so each language names it in its own words
// (オートマ); a person who happens to be called Automa, at a table
// without Automas, keeps the name as written.
func TestAutomaNamedInEvents(t *testing.T) {
	t.Parallel()
	render := func(setup tracker.Setup, lang string) string {
		s, events, err := tracker.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		l := New(lang)
		var lines []string
		for _, e := range events {
			lines = append(lines, l.Message(e))
		}
		for _, m := range s.Summary() {
			lines = append(lines, l.Message(m))
		}
		return strings.Join(lines, "\n")
	}
	solo := tracker.Setup{Players: []string{"Ana"}}
	if got := render(solo, "ja"); !strings.Contains(got, "オートマの手番") || strings.Contains(got, "Automa") {
		t.Errorf("ja: the Automa is not named オートマ throughout:\n%s", got)
	}
	if got := render(solo, English); !strings.Contains(got, "Automa's turn.") {
		t.Errorf("en: the Automa's turn is not said as before:\n%s", got)
	}
	two := tracker.Setup{Players: []string{"Ana"}, Automa: tracker.AutomaSetup{Bots: 2}}
	if got := render(two, "ja"); !strings.Contains(got, "オートマ1") || !strings.Contains(got, "オートマ2") {
		t.Errorf("ja: two Automas are not numbered:\n%s", got)
	}
	person := tracker.Setup{Players: []string{"Automa", "Ben"}}
	if got := render(person, "ja"); !strings.Contains(got, "Automaの手番") {
		t.Errorf("ja: a person called Automa lost the name as written:\n%s", got)
	}
}
