package rules

import "testing"

// TestRuleTextsSpeakNoScriptNotation: a rule's words are a player's, in
// every language: no setup key or script word (screens=checked,
// overview=, automa=egypt) and no command in backquotes.
func TestRuleTextsSpeakNoScriptNotation(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "es", "cs", "ja", "fr"} {
		for _, id := range IDs() {
			r, ok := Lookup(id, lang)
			if !ok {
				t.Fatalf("%s not found", id)
			}
			for _, text := range []string{r.Title, r.Text} {
				if w := notation(text); w != "" {
					t.Errorf("%s %s writes the script's %q: %s", lang, id, w, text)
				}
			}
		}
	}
}

// notation is the first key=value word or backquoted text in s, or "".
func notation(s string) string {
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '`':
			return s[i:]
		case s[i] == '=' && i > 0 && isWordByte(s[i-1]):
			j := i
			for j > 0 && isWordByte(s[j-1]) {
				j--
			}
			k := i + 1
			for k < len(s) && isWordByte(s[k]) {
				k++
			}
			return s[j:k]
		}
	}
	return ""
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
