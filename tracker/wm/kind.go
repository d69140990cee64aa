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
		Round:   func(s *State) int { return s.Round },
	}
	kernel.Define(engine, func(line string) (*kernel.History[*State, Action, Event], string, error) {
		setup, err := ParseSetup(line)
		if err == nil {
			err = setup.Validate()
		}
		if err != nil {
			return nil, "", err
		}
		g, err := NewGame(setup)
		if err != nil {
			return nil, "", err
		}
		return g.History, g.Setup().String(), nil
	})
	// A saved game is read with ParseSavedSetup: a line written before
	// screens= existed is replayed as it was played.
	k.Load = func(line string, actions, redo []string) (kernel.Session, error) {
		setup, err := ParseSavedSetup(line)
		if err == nil {
			err = setup.Validate()
		}
		if err != nil {
			return nil, &kernel.SetupLineError{Err: err}
		}
		g, err := NewGame(setup)
		if err != nil {
			return nil, &kernel.SetupLineError{Err: err}
		}
		as, rs, err := kernel.ParseLog(actions, redo, ParseAction)
		if err != nil {
			return nil, err
		}
		if err := g.Restore(as, rs); err != nil {
			return nil, err
		}
		return kernel.NewPlay(engine, g.Setup().String(), g.History), nil
	}
	return k
}
