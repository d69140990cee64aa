package tracker

import (
	"strings"
	"testing"

	"tablemate/kernel"
	"tablemate/tracker/wm"
)

// A name that would change what a screen shows (a bidi control) is refused
// where it enters a game now: a card named at the table or in a script, a
// World Monuments player in a new game. A saved game that holds one is
// replayed as it was (its text is escaped where it is printed).
func TestNewNamesAreChecked(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben,Cy mode=continuous celebrities=on seed=1 eras=5,3,3"
	bidi := "Cleo\u202epatra"
	k := NewKind()
	g, err := k.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PrepareAction(Hire{Name: bidi}); err == nil || !strings.Contains(err.Error(), "bidi") {
		t.Errorf("a Celebrity named with a bidi control at the table: %v", err)
	}
	if _, err := g.PrepareAction(Hire{Name: "Cleopatra"}); err != nil {
		t.Errorf("a plain name refused: %v", err)
	}
	if _, err := k.Script(strings.NewReader(setup+"\nhire \""+bidi+"\"\n"), nil); err == nil || !strings.Contains(err.Error(), "bidi") {
		t.Errorf("a script naming it: %v", err)
	}
	if _, err := k.Load(setup, []string{`hire "` + bidi + `"`}, nil); err != nil {
		t.Errorf("a saved game naming it no longer resumes: %v", err)
	}
	w := wm.NewKind()
	line := "setup game=worldmonuments players=Ana,B\u2066en monument=capitol"
	if _, err := w.New(line); err == nil {
		t.Error("a World Monuments player named with a bidi control starts a new game")
	} else if re, ok := err.(*kernel.RuleError); !ok || re.Key != wm.KeyPlayers {
		t.Errorf("the refusal is not about the players: %#v", err)
	}
	if _, err := w.Load(line, nil, nil); err != nil {
		t.Errorf("a saved World Monuments game naming one no longer resumes: %v", err)
	}
}
