package dashboard

import (
	"reflect"
	"regexp"
	"testing"
)

// ruleIDs finds what the pattern of a rule ID finds, where it finds it.
func TestRuleIDsFindWhatThePatternFinds(t *testing.T) {
	t.Parallel()
	pattern := regexp.MustCompile(`\b[MCW]-[A-Z]+-[0-9]+\b`)
	for _, text := range []string{
		"", "M-END-1", "the game is not over yet (M-END-1)", "(C-DEV-2) and W-PASS-1.",
		"XM-END-1 M-END-1x M-END-1_ M-END- M--1 M-end-1 M-END-12 C-END-1C-END-2",
		"スロット7はありません（M-SETUP-3）", "a-M-SETUP-3-b", "W-QUARRY-2,W-BUILD-1;M-SOLO-10",
		"M-", "M-E", "M-E-", "M-E-1", "MM-E-1", "é M-E-1 é",
	} {
		var want [][2]int
		for _, loc := range pattern.FindAllStringIndex(text, -1) {
			want = append(want, [2]int{loc[0], loc[1]})
		}
		if got := ruleIDs(text); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %v, the pattern finds %v", text, got, want)
		}
	}
}
