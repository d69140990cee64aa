package rules

import (
	"strings"
	"testing"
)

// TestContinuousModeInJapanese: every continuous-mode rule (C-*) has a
// Japanese text, the mode that has a Japanese rulebook; a rule without one
// is still shown in English.
func TestContinuousModeInJapanese(t *testing.T) {
	t.Parallel()
	for _, id := range IDs() {
		r, ok := Lookup(id, "ja")
		if !ok {
			t.Fatalf("%s not found", id)
		}
		if strings.HasPrefix(id, "C-") && (r.Lang != "ja" || !strings.HasPrefix(r.Title, "連続プレイモード：")) {
			t.Errorf("%s has no Japanese text: %+v", id, r)
		}
	}
	if r, _ := Lookup("M-END-2", "ja"); r.Lang != English {
		t.Errorf("M-END-2 has no Japanese text, so English: %+v", r)
	}
	if rs := Search("分割カード", "ja"); len(rs) == 0 || rs[0].ID != "C-SETUP-2" {
		t.Errorf("Search(分割カード, ja) = %+v", rs)
	}
}
