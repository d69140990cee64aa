package tracker

import (
	"strings"
	"testing"

	"tablemate/kernel"
)

type otherSetup struct{}

func (otherSetup) String() string { return "setup game=other" }

// A form starts a game from the setup it built: Kind.Start takes the typed
// setup, checks it as a new game, and records its line; another game's
// setup is refused.
func TestKindStartsFromATypedSetup(t *testing.T) {
	t.Parallel()
	k := NewKind()
	g, err := k.Start(Setup{Players: []string{"Ana", "Ben"}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if g.SetupLine() != "setup mode=standard players=Ana,Ben start=Ana seed=7" {
		t.Errorf("recorded line %q", g.SetupLine())
	}
	if _, err := k.Start(Setup{Players: []string{"Ana", "Ben"}, Civilizations: []string{"egypt", "egypt"}}); err == nil || !strings.Contains(err.Error(), "M-SETUP-6") {
		t.Errorf("a setup a real table cannot have: %v", err)
	}
	var other kernel.Setup = otherSetup{}
	if _, err := k.Start(other); err == nil {
		t.Error("another game's setup started a Monumental game")
	}
}
