package rules

import (
	"strings"
	"testing"
)

// TestCzechContinuousMode: every continuous-mode rule reads in Czech (the
// Czech rulebook is the continuous mode's), in the rulebook's terms; the
// rest fall back to English, and a Czech word finds its rule.
func TestCzechContinuousMode(t *testing.T) {
	t.Parallel()
	for _, id := range IDs() {
		r, _ := Lookup(id, "cs")
		if continuous := strings.HasPrefix(id, "C-"); continuous != (r.Lang == "cs") {
			t.Errorf("%s in Czech: language %s", id, r.Lang)
		}
	}
	if r, _ := Lookup("c-pass-1", "cs"); !strings.Contains(r.Text, "vynechat") || !strings.Contains(r.Text, "žetony zlata, kultury a výroby") {
		t.Errorf("C-PASS-1 in Czech: %+v", r)
	}
	if rs := Search("značky akcí", "cs"); len(rs) == 0 || rs[0].ID != "C-SETUP-2" {
		t.Errorf("Search(značky akcí, cs) = %+v", rs)
	}
}
