package store

import (
	"strconv"

	"tablemate/kernel"
)

// Replay rebuilds a saved game with its own engine, one of kinds: to
// resume it, or to read what its session knows (the BG Stats play's
// rounds).
func Replay(kinds kernel.Kinds, r *Record) (kernel.Session, error) {
	kind, err := KindOf(kinds, r)
	if err != nil {
		return nil, err
	}
	g, err := kind.Load(r.Setup, r.Actions, r.Redo)
	if err != nil {
		return nil, kernel.Worded("game %s: %s", ident(r.ID), err)
	}
	return g, nil
}

// ReplaySteps is Replay for a screen that shows the game's clock: the same
// one replay also gives each applied action's step (NewLiveClock).
func ReplaySteps(kinds kernel.Kinds, r *Record) (kernel.Session, kernel.Steps, error) {
	kind, err := KindOf(kinds, r)
	if err != nil {
		return nil, kernel.Steps{}, err
	}
	g, steps, err := kind.LoadSteps(r.Setup, r.Actions, r.Redo)
	if err != nil {
		return nil, kernel.Steps{}, kernel.Worded("game %s: %s", ident(r.ID), err)
	}
	return g, steps, nil
}

// KindOf is r's kind of game among kinds, or the error Replay gives for a
// kind this tablemate cannot play.
func KindOf(kinds kernel.Kinds, r *Record) (*kernel.Kind, error) {
	if kind := kinds.Named(r.Game); kind != nil {
		return kind, nil
	}
	return nil, cannotPlay(r)
}

func cannotPlay(r *Record) error {
	return kernel.Worded("game %s is a %q game, which this tablemate cannot play", ident(r.ID), r.Game)
}

// ident is a game id as the user types it: a %s argument, since a
// reader's language would group a %d's digits (1.234).
func ident(id GameID) string { return strconv.FormatInt(int64(id), 10) }

// Status is the game's status as the history and the exports name it:
// finished, abandoned or playing (stable English values, and catalogue
// keys where a table shows them).
func (r *Record) Status() string {
	switch {
	case r.Finished:
		return "finished"
	case r.Abandoned:
		return "abandoned"
	}
	return "playing"
}
