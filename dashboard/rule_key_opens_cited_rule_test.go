package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestRuleKeyOpensTheCitedRule: an error citing a rule offers x with its
// ID; x opens the rule's text and Esc closes it; a status without a rule
// offers nothing.
func TestRuleKeyOpensTheCitedRule(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	if bar := helpBar(h); strings.Contains(bar, " x ") {
		t.Fatalf("x offered with no error: %q", bar)
	}
	h.press('9') // no slot 9 in a three-player display
	id := h.d.citedRule()
	if id == "" {
		t.Fatalf("the refusal %q cites no rule the program has", h.d.ctl.Status().Text)
	}
	// The rule's id follows its word: "x rule M-SETUP-3".
	if bar := helpBar(h); !strings.Contains(bar, "x rule "+id) {
		t.Fatalf("the error line citing %s does not offer x: %q", id, bar)
	}
	h.press('x')
	h.contains("Rule "+id, id+" · ")
	h.press(tcell.KeyEscape)
	h.lacks("Rule " + id)
}

// TestRuleDialogSaysWhenEnglishOnly: every rule is translated into every
// language of the table (issue 26), so the dialog shows it in that
// language with no English-only note.
func TestRuleDialogSaysWhenEnglishOnly(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"es", "cs", "ja", "fr"} {
		h := localized(t, lang, 80, 24, three)
		text, ok := h.d.forms.ruleText("M-END-1")
		if !ok || strings.Contains(text, "The end of the game") || strings.Contains(text, h.d.t(ruleEnglishOnly)) {
			t.Errorf("the %s dialog of M-END-1 is not in its language alone:\n%s", lang, text)
		}
	}
	es := localized(t, "es", 80, 24, three)
	text, ok := es.d.forms.ruleText("W-END-1")
	if !ok || strings.Contains(text, "W-END-1 · The") || strings.Contains(text, es.d.t(ruleEnglishOnly)) {
		t.Errorf("the Spanish dialog of W-END-1 (translated) is not the Spanish text alone:\n%s", text)
	}
	if _, ok := es.d.forms.ruleText("X-NOPE-9"); ok {
		t.Error("an unknown rule has a text")
	}
}
