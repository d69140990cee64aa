package wm

import (
	"tablemate/kernel"
)

// Entry is one applied action and the events it caused.
type Entry = kernel.Record[Action, Event]

// Game is a World Monuments setup plus its ordered actions: the same
// kernel.History as Monumental's game (log, undo back to the setup, redo),
// over this game's state, actions and events.
type Game struct {
	*kernel.History[*State, Action, Event]
	setup Setup
}

// NewGame validates the setup and opens round 1.
func NewGame(setup Setup) (*Game, error) {
	s, events, err := New(setup)
	if err != nil {
		return nil, err
	}
	return &Game{History: kernel.NewHistory(s, events, kernel.Rules[*State, Action, Event]{Apply: Apply}), setup: cloneSetup(setup)}, nil
}

// Replay rebuilds a game from its setup and actions, then its redo stack.
func Replay(setup Setup, actions []Action, redo []Action) (*Game, error) {
	g, err := NewGame(setup)
	if err != nil {
		return nil, err
	}
	if err := g.Restore(actions, redo); err != nil {
		return nil, err
	}
	return g, nil
}

// Load rebuilds a game from its saved text: the setup line, the action
// lines and the undone action lines (the last one is redone first), as the
// store keeps them. A setup line without screens= predates that key and is
// replayed as it was played (ParseSavedSetup).
func Load(setupLine string, actions, redo []string) (*Game, error) {
	setup, err := ParseSavedSetup(setupLine)
	if err != nil {
		return nil, &kernel.SetupLineError{Err: err}
	}
	g, err := NewGame(setup)
	if err != nil {
		return nil, err
	}
	// Each distinct line is parsed and kept once.
	if err := g.RestoreLines(actions, redo, ParseAction); err != nil {
		return nil, err
	}
	return g, nil
}

// Setup is the game's setup.
func (g *Game) Setup() Setup { return cloneSetup(g.setup) }
