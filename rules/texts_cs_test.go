package rules

import (
	"strings"
	"testing"
)

// TestCzechRules: every rule reads in Czech, the continuous mode in the
// Czech rulebook's terms, and a Czech word finds its rule.
func TestCzechRules(t *testing.T) {
	t.Parallel()
	for _, id := range IDs() {
		if r, _ := Lookup(id, "cs"); r.Lang != "cs" {
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
