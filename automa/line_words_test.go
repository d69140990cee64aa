package automa

import (
	"strings"
	"testing"
)

// TestLineWordsAreSentences: an action a line names by its own words reads
// as a sentence a table understands (`automa deck --all` prints it), never
// as the deck file's internal key, and every action body does not word has
// one.
func TestLineWordsAreSentences(t *testing.T) {
	t.Parallel()
	for a := ActionKind(0); a < actionKinds; a++ {
		switch a {
		case ActConquer, ActKnowledge, ActBuilding, ActWonder, ActGold, ActPolicy, ActExplorers, ActTrade, ActTradingPost, ActInstruct:
			continue // worded by body
		}
		key := strings.ReplaceAll(actionNames[a], "_", " ")
		got := lineWord(a)
		if got == "" || got == key || got == actionNames[a] || !strings.Contains(got, " ") {
			t.Errorf("%v: line words %q read as the internal key %q", a, got, actionNames[a])
		}
		if f, _ := (Line{Action: a}).Message(); f != got {
			t.Errorf("%v: a line reads %q, want %q", a, f, got)
		}
	}
}
