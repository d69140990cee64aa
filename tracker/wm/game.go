package wm

import (
	"fmt"

	"tablemate/tracker"
)

// Entry is one applied action and the events it caused.
type Entry struct {
	Action Action
	Events []Event
}

// Game is a setup plus its ordered actions, with undo back to the setup and
// redo. It has the method set of tracker.Game, so the store, the script
// command and the dashboard treat both games alike. tracker.Game itself
// cannot hold these actions: its Action interface is sealed to Monumental.
type Game struct {
	setup   Setup
	opening []Event
	states  []*State
	entries []Entry
	redo    []Action // undone actions, the next one to redo last
}

// NewGame validates the setup and opens round 1.
func NewGame(setup Setup) (*Game, error) {
	s, events, err := New(setup)
	if err != nil {
		return nil, err
	}
	return &Game{setup: cloneSetup(setup), opening: events, states: []*State{s}}, nil
}

// Replay rebuilds a game from its setup and actions, then its redo stack.
// An action that no longer applies is an error naming its position.
func Replay(setup Setup, actions []Action, redo []Action) (*Game, error) {
	g, err := NewGame(setup)
	if err != nil {
		return nil, err
	}
	for i, a := range actions {
		if _, err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("wm: action %d (%s) cannot be replayed: %w", i+1, a, err)
		}
	}
	g.redo = append([]Action(nil), redo...)
	return g, nil
}

// Load rebuilds a game from its saved text: the setup line, the action
// lines and the undone action lines (the last one is redone first), as the
// store keeps them.
func Load(setupLine string, actions, redo []string) (*Game, error) {
	setup, err := ParseSetup(setupLine)
	if err != nil {
		return nil, fmt.Errorf("wm: the setup line: %w", err)
	}
	parse := func(what string, texts []string) ([]Action, error) {
		out := make([]Action, 0, len(texts))
		for i, t := range texts {
			a, err := ParseAction(t)
			if err != nil {
				return nil, fmt.Errorf("wm: %s %d (%s): %w", what, i+1, t, err)
			}
			out = append(out, a)
		}
		return out, nil
	}
	as, err := parse("action", actions)
	if err != nil {
		return nil, err
	}
	rs, err := parse("undone action", redo)
	if err != nil {
		return nil, err
	}
	return Replay(setup, as, rs)
}

// Setup is the game's setup.
func (g *Game) Setup() Setup { return cloneSetup(g.setup) }

// State is the table now.
func (g *Game) State() *State { return g.states[len(g.states)-1] }

// Opening is the events of the setup (markers, worker token, round 1).
func (g *Game) Opening() []Event { return g.opening }

// Log is every applied action with its events, oldest first.
func (g *Game) Log() []Entry { return g.entries }

// Actions is the applied actions, oldest first.
func (g *Game) Actions() []Action {
	out := make([]Action, len(g.entries))
	for i, e := range g.entries {
		out[i] = e.Action
	}
	return out
}

// ActionTexts is the applied actions' text forms, as the store saves them.
func (g *Game) ActionTexts() []string { return texts(g.Actions()) }

// RedoStack is the undone actions; the last one is redone first.
func (g *Game) RedoStack() []Action { return append([]Action(nil), g.redo...) }

// RedoTexts is the redo stack's text forms, as the store saves them.
func (g *Game) RedoTexts() []string { return texts(g.redo) }

func texts(as []Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return out
}

// CanUndo reports whether an action can be undone.
func (g *Game) CanUndo() bool { return len(g.entries) > 0 }

// CanRedo reports whether an undone action can be redone.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Apply applies an action to the current state. A new action clears the
// redo stack, as in any editor.
func (g *Game) Apply(a Action) ([]Event, error) {
	events, err := g.apply(a)
	if err == nil {
		g.redo = nil
	}
	return events, err
}

func (g *Game) apply(a Action) ([]Event, error) {
	next, events, err := Apply(g.State(), a)
	if err != nil {
		return nil, err
	}
	g.states = append(g.states, next)
	g.entries = append(g.entries, Entry{Action: a, Events: events})
	return events, nil
}

// Undo takes back the last action and returns it.
func (g *Game) Undo() (Action, error) {
	if len(g.entries) == 0 {
		return nil, &tracker.RuleError{Msg: "nothing to undo: this is the start of the game", Kind: tracker.ErrNothingTo}
	}
	last := g.entries[len(g.entries)-1]
	g.entries = g.entries[:len(g.entries)-1]
	g.states = g.states[:len(g.states)-1]
	g.redo = append(g.redo, last.Action)
	return last.Action, nil
}

// Redo re-applies the last undone action.
func (g *Game) Redo() (Action, []Event, error) {
	if len(g.redo) == 0 {
		return nil, nil, &tracker.RuleError{Msg: "nothing to redo", Kind: tracker.ErrNothingTo}
	}
	a := g.redo[len(g.redo)-1]
	events, err := g.apply(a)
	if err != nil {
		return nil, nil, err
	}
	g.redo = g.redo[:len(g.redo)-1]
	return a, events, nil
}
