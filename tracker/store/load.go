package store

import (
	"fmt"

	"tablemate/tracker"
)

// LoadMonumental rebuilds a saved Monumental game with the engine: its setup,
// its actions replayed in order, and its redo stack.
func LoadMonumental(r *Record) (*tracker.Game, error) {
	if r == nil {
		return nil, fmt.Errorf("store: no game to load")
	}
	if r.Game != Monumental {
		return nil, fmt.Errorf("store: game %d is a %s game, not %s", r.ID, r.Game, Monumental)
	}
	setup, err := tracker.ParseSetup(r.Setup)
	if err != nil {
		return nil, fmt.Errorf("store: game %d: its setup line: %w", r.ID, err)
	}
	actions, err := parseAll(r.ID, "action", r.Actions)
	if err != nil {
		return nil, err
	}
	redo, err := parseAll(r.ID, "undone action", r.Redo)
	if err != nil {
		return nil, err
	}
	g, err := tracker.Replay(setup, actions, redo)
	if err != nil {
		return nil, fmt.Errorf("store: game %d: %w", r.ID, err)
	}
	return g, nil
}

func parseAll(id GameID, what string, texts []string) ([]tracker.Action, error) {
	out := make([]tracker.Action, 0, len(texts))
	for i, t := range texts {
		a, err := tracker.ParseAction(t)
		if err != nil {
			return nil, fmt.Errorf("store: game %d: %s %d (%s): %w", id, what, i+1, t, err)
		}
		out = append(out, a)
	}
	return out, nil
}
