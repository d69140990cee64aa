package tracker

import "tablemate/kernel"

// Entry is one applied action and the events it caused.
type Entry = kernel.Record[Action, Event]

// Game is a Monumental setup plus its ordered actions, with undo back to the
// setup and redo (see kernel.History).
type Game struct {
	*kernel.History[*State, Action, Event]
	setup Setup
}

// NewGame validates the setup and deals the opening display. Options give
// the engine what it may not find by itself (WithDecks: the Automa's deck).
func NewGame(setup Setup, opts ...Option) (*Game, error) {
	setup.stampRevision(optionsOf(opts))
	s, events, err := New(setup, opts...)
	if err != nil {
		return nil, err
	}
	return &Game{History: kernel.NewHistory(s, events, rules), setup: setup.Clone()}, nil
}

// Replay rebuilds a game from its setup and actions, then its redo stack.
func Replay(setup Setup, actions []Action, redo []Action, opts ...Option) (*Game, error) {
	g, err := NewGame(setup, append(opts[:len(opts):len(opts)], resuming)...)
	if err != nil {
		return nil, err
	}
	if err := g.Restore(actions, redo); err != nil {
		return nil, err
	}
	return g, nil
}

// Load rebuilds a game from its saved text: the setup line, the action lines
// and the undone action lines (the last one is redone first).
func Load(setupLine string, actions, redo []string, opts ...Option) (*Game, error) {
	setup, err := ParseSetup(setupLine)
	if err != nil {
		return nil, &kernel.SetupLineError{Err: err}
	}
	g, err := NewGame(setup, append(opts[:len(opts):len(opts)], resuming)...)
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
func (g *Game) Setup() Setup { return g.setup.Clone() }
