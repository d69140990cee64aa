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
	}}
	return kernel.Define(&kernel.Engine[*State, Action, Event]{
		Kind:    k,
		Parse:   ParseAction,
		Over:    (*State).Over,
		Scored:  (*State).Scored,
		Summary: (*State).Summary,
		View:    func(s *State) any { return s.View() },
		Result:  (*State).Result,
		Active:  (*State).ActiveName,
	}, func(line string) (*kernel.History[*State, Action, Event], string, error) {
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
}
