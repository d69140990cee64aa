package tracker

import "tablemate/kernel"

// The setup line's keys a setup problem can be about (kernel.RuleError.Key):
// a form binds each of its fields to the keys it edits, and `config
// validate` to the settings behind them, so neither reads a message's words.
const (
	KeyPlayers      kernel.SetupKey = "players"
	KeyStart        kernel.SetupKey = "start"
	KeyCivs         kernel.SetupKey = "civs"
	KeyMode         kernel.SetupKey = "mode"
	KeyDisplay      kernel.SetupKey = "display"
	KeyEras         kernel.SetupKey = "eras"
	KeyLostKingdoms kernel.SetupKey = "lostkingdoms"
	KeyBots         kernel.SetupKey = "bots"
	KeyBotSeats     kernel.SetupKey = "bot_seats"
	KeyAutomaCivs   kernel.SetupKey = "automa"
	KeyDifficulty   kernel.SetupKey = "difficulty"
	KeyAutomaCards  kernel.SetupKey = "automa_cards"
	KeyAutomaFirst  kernel.SetupKey = "automa_first"
	KeyAutomaRules  kernel.SetupKey = "automa_rules"
	KeyModules      kernel.SetupKey = "modules"
	KeyAutomaDeck   kernel.SetupKey = "automa_deck"
	KeyAutomaDraw   kernel.SetupKey = "automa_draw"
	// KeyAutomaRevision is the Automa rules revision a game was started
	// with, written by tablemate, not chosen by a table.
	KeyAutomaRevision kernel.SetupKey = "automa_revision"
)
