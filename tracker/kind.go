package tracker

import (
	"strings"

	"tablemate/kernel"
)

// KindName is Monumental's id in saved games.
const KindName = "monumental"

// BGGID is Monumental's BoardGameGeek id
// (boardgamegeek.com/boardgame/248125).
const BGGID = 248125

// NewKind is Monumental as a game tablemate keeps (kernel.Kind): it claims
// every setup line that names no other game. The options (the Automa's deck
// loader) go to every game it starts.
func NewKind(opts ...Option) *kernel.Kind {
	k := &kernel.Kind{Name: KindName, Title: "Monumental", Claims: func(line string) bool {
		l := strings.ToLower(line)
		return !strings.Contains(l, "game=") || strings.Contains(l, "game="+KindName)
	}, Describe: describe, Fields: resultFields, BGGID: BGGID, Categories: scoreCategories()}
	engine := &kernel.Engine[*State, Action, Event]{
		Kind:       k,
		Parse:      ParseAction,
		Over:       (*State).Over,
		Scored:     func(s *State) bool { _, ok, err := s.Score(); return ok && err == nil },
		Unscorable: (*State).Unscorable,
		Summary:    (*State).Summary,
		View:       func(s *State) any { return s.View() },
		Result:     (*State).Result,
		Active:     (*State).ActiveName,
		Round:      func(s *State) int { return s.round },
	}
	// start begins a game from its setup line: a new game must suit a real
	// table (Setup.Validate); a saved one only needs to be playable, so a
	// game saved before a table rule was checked still resumes.
	start := func(resume bool) func(string) (*kernel.History[*State, Action, Event], string, error) {
		gameOpts := opts
		if resume {
			gameOpts = append(opts[:len(opts):len(opts)], resuming)
		}
		return func(line string) (*kernel.History[*State, Action, Event], string, error) {
			setup, err := ParseSetup(line)
			if err != nil {
				return nil, "", err
			}
			g, err := NewGame(setup, gameOpts...)
			if err != nil {
				return nil, "", err
			}
			return g.History, g.Setup().String(), nil
		}
	}
	kernel.Define(engine, start(false), start(true))
	k.Start = kernel.StartTyped(engine, func(setup Setup) (*kernel.History[*State, Action, Event], string, error) {
		g, err := NewGame(setup, opts...)
		if err != nil {
			return nil, "", err
		}
		return g.History, g.Setup().String(), nil
	})
	return k
}

// StateOf is a Monumental session's state, for the screens that draw it;
// false when the session is another game's. The state is read-only outside
// this package: only Apply makes a new one.
func StateOf(g kernel.Session) (*State, bool) { return kernel.StateOf[*State](g) }
