package store

import (
	"fmt"

	"tablemate/tracker"
)

// LoadMonumental (for the store's tests) rebuilds a saved Monumental game with the engine: its setup,
// its actions replayed in order, and its redo stack. The options are the
// engine's (tracker.WithDecks for a solo game's Automa deck).
func LoadMonumental(r *Record, opts ...tracker.Option) (*tracker.Game, error) {
	if r == nil {
		return nil, fmt.Errorf("store: no game to load")
	}
	if r.Game != Monumental {
		return nil, fmt.Errorf("store: game %d is a %s game, not %s", r.ID, r.Game, Monumental)
	}
	g, err := tracker.Load(r.Setup, r.Actions, r.Redo, opts...)
	if err != nil {
		return nil, fmt.Errorf("store: game %d: %w", r.ID, err)
	}
	return g, nil
}
