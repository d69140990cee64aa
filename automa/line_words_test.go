package automa

import (
	"strings"
	"testing"
)

// TestLineWordsAreActionNames: an action a line names by its own word reads
// as the action's name with spaces, and every action body does not word
// has one.
func TestLineWordsAreActionNames(t *testing.T) {
	t.Parallel()
	for a := ActionKind(0); a < actionKinds; a++ {
		switch a {
		case ActConquer, ActKnowledge, ActBuilding, ActWonder, ActGold, ActPolicy, ActExplorers, ActTrade, ActTradingPost, ActInstruct:
			continue // worded by body
		}
		want := strings.ReplaceAll(actionNames[a], "_", " ")
		if got := lineWord(a); got != want {
			t.Errorf("%v: line word %q, want %q", a, got, want)
		}
		if f, _ := (Line{Action: a}).Message(); f != want {
			t.Errorf("%v: a line reads %q, want %q", a, f, want)
		}
	}
}
