package dashboard

import (
	"tablemate/kernel"
	"tablemate/tracker/wm"
)

// The keys that enter who holds the black token, the gems, a pass and the
// monument's completion: the key table binds them, and an engine's message asking for those actions names
// them (commandKey).
const (
	wmKeyEmpty    = "e"
	wmKeyGems     = "g"
	wmKeyPass     = "p"
	wmKeyComplete = "C"
)

// commandKey words an action an engine's message asks the table to enter
// (kernel.Command) as the key that enters it on this screen; nil keeps the
// notation, for an action with no key of its own.
func commandKey(c kernel.Command) kernel.Messager {
	switch c.Action.(type) {
	case wm.QuarryDone:
		return kernel.Phrase{Format: "press %s", Args: []any{wmKeyEmpty}}
	case wm.Gems:
		return kernel.Phrase{Format: "press %s", Args: []any{wmKeyGems}}
	case wm.Pass:
		return kernel.Phrase{Format: "press %s", Args: []any{wmKeyPass}}
	case wm.Complete:
		return kernel.Phrase{Format: "press %s", Args: []any{wmKeyComplete}}
	}
	return nil
}

// World Monuments messages of the dashboard's forms (English keys,
// translated by d.t).
const (
	msgGemsAtEnd      = "The gems are shown at the end of the game (W-END-1): g opens their form once the game is over."
	msgGemsAllIn      = "Every player's gems are in: press s for the final table."
	msgCompleteByPlan = "With the construction plan given, the game ends by itself when the monument's last token is built (W-END-1)."
)

const wmWhoAllGems = "All gems are in: press s for the final table"

// The monument, the quarry and the screens as far as the table told them.
const (
	wmWhoQuarryEmpty = "Quarry empty: press e for the black token"
	wmNowQuarryEmpty = "The quarry is empty: no quarry turn follows. Press e and name who holds the black token (W-QUARRY-3)."
	wmQuarryLeft     = "Quarry: %d of %d tokens left"
	wmMonumentOf     = "Monument · %d of %d tokens built"
	wmLevelOf        = "level %d: %d of %d"
	wmLevel          = "level %d: %d"
	wmHolds          = "behind the screen: %d"
	wmHoldsGems      = "behind the screen: %d (%d gems kept)"
)
