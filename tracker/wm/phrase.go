package wm

import "tablemate/kernel"

// The actions named for the screens (kernel.Phrased): a label in words,
// which the screens show in the reader's language, where the text form
// says "quarry 3" or "build 2".

func (a Quarry) Phrase() kernel.Messager {
	if a.Tokens == 0 {
		return kernel.Phrase{Format: "quarry turn"}
	}
	return kernel.Phrase{Format: "quarry turn (tokens: %d)", Args: []any{a.Tokens}}
}
func (a QuarryDone) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "black token: %s", Args: []any{a.Player}}
}
func (a Build) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "build on level %d", Args: []any{a.Level}}
}
func (a Pass) Phrase() kernel.Messager {
	if a.Gems != 0 {
		return kernel.Phrase{Format: "pass (tokens left: %d, gems: %d)", Args: []any{a.Tokens, a.Gems}}
	}
	return kernel.Phrase{Format: "pass (tokens left: %d)", Args: []any{a.Tokens}}
}
func (Complete) Phrase() kernel.Messager { return kernel.Phrase{Format: "monument complete"} }
func (a Gems) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "gems of %s: %d", Args: []any{a.Player, a.Count}}
}

// enter is an action a message asks the table to enter (kernel.Command):
// a script names it by its notation, a screen by its key. With the player
// or the counts left to the table, the notation says where they go.
func enter(a Action) kernel.Command {
	switch a := a.(type) {
	case QuarryDone:
		if a.Player == "" {
			return kernel.Command{Action: a, Notation: kernel.Phrase{Format: "quarry_done PLAYER"}}
		}
	case Gems:
		if a.Player == "" {
			return kernel.Command{Action: a, Notation: kernel.Phrase{Format: "gems PLAYER N"}}
		}
	case Pass:
		if a == (Pass{}) {
			return kernel.Command{Action: a, Notation: kernel.Phrase{Format: "pass TOKENS GEMS"}}
		}
	}
	return kernel.Command{Action: a, Notation: kernel.Phrase{Format: "%s", Args: []any{a.String()}}}
}
