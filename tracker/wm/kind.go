package wm

import (
	"strings"

	"tablemate/kernel"
)

// NewKind is World Monuments as a game tablemate keeps (kernel.Kind): it
// claims the setup lines that say game=worldmonuments, even one with a
// mistake elsewhere, so the table gets this game's error.
func NewKind() *kernel.Kind {
	k := &kernel.Kind{Name: Kind, Title: "World Monuments", Claims: func(line string) bool {
		return strings.Contains(strings.ToLower(line), "game="+Kind)
	}, Describe: describe, Fields: kernel.FieldGems}
	// No BGGID: World Monuments' could not be confirmed, so BG Stats
	// matches its plays by name.
	engine := &kernel.Engine[*State, Action, Event]{
		Kind:    k,
		Parse:   ParseAction,
		Over:    (*State).Over,
		Scored:  (*State).Scored,
		Summary: (*State).Summary,
		View:    func(s *State) any { return s.View() },
		Result:  (*State).Result,
		Active:  (*State).ActiveName,
		Round:   func(s *State) int { return s.round },
	}
	// start begins a game from a setup line read by parse; a new game's
	// names are checked as new ones too (newNames).
	start := func(parse func(string) (Setup, error), fresh bool) func(string) (*kernel.History[*State, Action, Event], string, error) {
		return func(line string) (*kernel.History[*State, Action, Event], string, error) {
			setup, err := parse(line)
			if err == nil {
				err = setup.Validate()
			}
			if err == nil && fresh {
				err = setup.newNames()
			}
			if err != nil {
				return nil, "", err
			}
			g, err := NewGame(setup)
			if err != nil {
				return nil, "", err
			}
			return g.History, g.Setup().String(), nil
		}
	}
	// A saved game is read with ParseSavedSetup: a line written before
	// screens= existed is replayed as it was played.
	kernel.Define(engine, start(ParseSetup, true), start(ParseSavedSetup, false))
	k.Start = kernel.StartTyped(engine, func(setup Setup) (*kernel.History[*State, Action, Event], string, error) {
		if err := setup.newNames(); err != nil {
			return nil, "", err
		}
		g, err := NewGame(setup)
		if err != nil {
			return nil, "", err
		}
		return g.History, g.Setup().String(), nil
	})
	return k
}

// StateOf is a World Monuments session's state, for the screens that draw
// it; false when the session is another game's. The state is read-only
// outside this package: only Apply makes a new one.
func StateOf(g kernel.Session) (*State, bool) { return kernel.StateOf[*State](g) }
