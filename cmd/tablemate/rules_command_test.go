package main

import (
	"strings"
	"testing"
)

// TestRulesCommand: `tablemate rules ID` prints the rule and exits 0; an
// unknown ID fails with "did you mean"; words search the texts; each language
// speaks its rules.
func TestRulesCommand(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "", "rules", "M-END-2")
	if err != nil || !strings.HasPrefix(out, "M-END-2  No discard after the end is triggered (FAQ)\n") || !strings.Contains(out, "publisher's FAQ") {
		t.Errorf("rules M-END-2 (%v):\n%s", err, out)
	}
	_, _, err = runCLI(t, "", "rules", "m-end-9")
	if err == nil || !strings.Contains(err.Error(), "no rule M-END-9: did you mean M-END-1, M-END-2") {
		t.Errorf("rules m-end-9: %v", err)
	}
	out, _, err = runCLI(t, "", "rules", "black", "token")
	if err != nil || !strings.Contains(out, "W-QUARRY-3  The black token") || strings.Contains(out, "M-END-2") {
		t.Errorf("rules black token (%v):\n%s", err, out)
	}
	if _, _, err = runCLI(t, "", "rules", "zebra"); err == nil || !strings.Contains(err.Error(), `no rule holds "zebra"`) {
		t.Errorf("rules zebra: %v", err)
	}
	out, _, err = runCLI(t, "", "rules", "--lang", "es", "W-QUARRY-3")
	if err != nil || !strings.Contains(out, "La ficha negra") || strings.Contains(out, "English") {
		t.Errorf("rules --lang es W-QUARRY-3 (%v):\n%s", err, out)
	}
	// Every rule reads in the reader's language, with no note that some
	// are in English.
	for lang, want := range map[string]string{"es": "Sin descarte tras activarse el final", "cs": "Po spuštění konce se neodhazuje", "ja": "終了条件の達成後は捨てない", "fr": "Plus de défausse une fois la fin déclenchée"} {
		out, _, err = runCLI(t, "", "rules", "--lang", lang, "M-END-2")
		if err != nil || !strings.Contains(out, want) || strings.Contains(out, "No discard") {
			t.Errorf("rules --lang %s M-END-2 (%v):\n%s", lang, err, out)
		}
		out, _, err = runCLI(t, "", "rules", "--lang", lang)
		if err != nil || strings.Contains(out, "The black token") || strings.Contains(out, "(") && strings.Contains(out, "English") {
			t.Errorf("rules --lang %s (%v):\n%s", lang, err, out)
		}
	}
	out, _, err = runCLI(t, "", "rules")
	if err != nil || strings.Count(out, "\n") < 46 || !strings.Contains(out, "W-BUILD-2   The monument's levels") {
		t.Errorf("rules (%v):\n%s", err, out)
	}
}
