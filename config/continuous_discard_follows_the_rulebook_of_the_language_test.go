package config

import (
	"os"
	"path/filepath"
	"testing"

	"tablemate/tracker"
)

// TestContinuousDiscardFollowsTheRulebookOfTheLanguage: C-DEV-1's reading,
// when the settings do not set it, is the continuous mode's rulebook in
// the table's language: the Spanish text's "remaining" for a Spanish
// table, "missing" (the Czech and Japanese texts) for the others; a
// reading set in the file, the environment or a flag wins, and the new
// game carries it.
func TestContinuousDiscardFollowsTheRulebookOfTheLanguage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct {
		name  string
		opts  LoadOptions
		want  ContinuousDiscard
		setup tracker.ContinuousDiscard
	}{
		{"es file", LoadOptions{ConfigFile: file("es.yaml", "language: es\n")}, DiscardRemaining, tracker.DiscardUntilRemaining},
		{"es flag", LoadOptions{ConfigFile: file("none.yaml", ""), Flags: map[string]string{"language": "es"}}, DiscardRemaining, tracker.DiscardUntilRemaining},
		{"es locale", LoadOptions{ConfigFile: file("none2.yaml", ""), Env: []string{"LANG=es_ES.UTF-8"}}, DiscardRemaining, tracker.DiscardUntilRemaining},
		{"es, set missing", LoadOptions{ConfigFile: file("esm.yaml", "language: es\nrules:\n  continuous_discard: missing\n")}, DiscardMissing, tracker.DiscardUntilMissing},
		{"es, empty", LoadOptions{ConfigFile: file("ese.yaml", "language: es\nrules:\n  continuous_discard: \"\"\n")}, DiscardRemaining, tracker.DiscardUntilRemaining},
		{"cs", LoadOptions{ConfigFile: file("cs.yaml", "language: cs\n")}, DiscardMissing, tracker.DiscardUntilMissing},
		{"ja", LoadOptions{ConfigFile: file("ja.yaml", "language: ja\n")}, DiscardMissing, tracker.DiscardUntilMissing},
		{"en", LoadOptions{ConfigFile: file("en.yaml", "language: en\n")}, DiscardMissing, tracker.DiscardUntilMissing},
		{"ja, set remaining", LoadOptions{ConfigFile: file("jar.yaml", "language: ja\n"), Env: []string{"TABLEMATE_RULES_CONTINUOUS_DISCARD=remaining"}}, DiscardRemaining, tracker.DiscardUntilRemaining},
	}
	for _, c := range cases {
		s, err := Load(c.opts)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if s.Rules.ContinuousDiscard != c.want {
			t.Errorf("%s: C-DEV-1 reading %q, want %q", c.name, s.Rules.ContinuousDiscard, c.want)
		}
		if got := s.NewGame([]string{"Ana", "Ben"}).Rules.ContinuousDiscard; got != c.setup {
			t.Errorf("%s: the new game discards %v, want %v", c.name, got, c.setup)
		}
	}
}
