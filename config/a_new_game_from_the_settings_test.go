package config

import (
	"slices"
	"testing"

	"tablemate/tracker"
)

// The settings decode into one typed new game (tracker.Setup). The
// helper's convention set writes out what it implies, so a solo game from
// it plays 2 cards a turn with the humans first; a value set by hand
// overrides its one.
func TestANewGameFromTheSettings(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, body  string
		cards       int
		automaFirst bool
		gold        bool
	}{
		{"the rulebook's set", "automa:\n  difficulty: 2\n", 1, true, false},
		{"the helper's set", "automa:\n  conventions: helper\n", 2, false, true},
		{"the helper's set, 1 card by hand", "automa:\n  conventions: helper\n  cards_per_turn: 1\n", 1, false, true},
		{"the rulebook's set, Gold by hand", "automa:\n  gold_points: true\n", 1, true, true},
	}
	for _, c := range cases {
		s, err := Load(LoadOptions{ConfigFile: writeConfig(t, c.body), Env: baseEnv(t)})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		setup := s.NewGame([]string{"Ana"})
		if err := setup.Validate(); err != nil {
			t.Fatalf("%s: %s refused: %v", c.name, setup, err)
		}
		if setup.CardsPerTurn() != c.cards || setup.AutomaFirst() != c.automaFirst || setup.AutomaGoldPoints() != c.gold {
			t.Errorf("%s: %d cards, Automa first %v, Gold %v; want %d, %v, %v", c.name,
				setup.CardsPerTurn(), setup.AutomaFirst(), setup.AutomaGoldPoints(), c.cards, c.automaFirst, c.gold)
		}
		// The setup line is its text form: read back, the same game.
		back, err := tracker.ParseSetup(setup.String())
		if err != nil || back.String() != setup.String() || back.CardsPerTurn() != c.cards {
			t.Errorf("%s: %q reads back as %q (%v)", c.name, setup, back, err)
		}
	}
	// The table decides the era sizes: five civilizations take the
	// five-player sizes, the Automa counted.
	s, err := Load(LoadOptions{ConfigFile: writeConfig(t, "game:\n  lost_kingdoms: true\n"), Env: baseEnv(t)})
	if err != nil {
		t.Fatal(err)
	}
	setup := s.NewGame([]string{"Ana", "Ben", "Cy", "Dee"})
	setup.Automa.Bots = 1
	setup.EraSizes = nil
	s.FitTable(&setup)
	if !slices.Equal(setup.EraSizes, []int{19, 16, 12}) {
		t.Errorf("four players and an Automa: eras %v, want the five-player 19, 16, 12", setup.EraSizes)
	}
}
