package rules

import (
	"strings"
	"testing"
)

// TestContinuousModeInJapanese: every rule has a Japanese text, the
// continuous mode's (C-*) titled as the Japanese rulebook names the mode.
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
	for _, id := range IDs() {
		if r, _ := Lookup(id, "ja"); r.Lang != "ja" {
			t.Errorf("%s in Japanese: language %s", id, r.Lang)
		}
	}
	if rs := Search("時代I分割カード", "ja"); len(rs) == 0 || rs[0].ID != "C-SETUP-2" {
		t.Errorf("Search(時代I分割カード, ja) = %+v", rs)
	}
}
