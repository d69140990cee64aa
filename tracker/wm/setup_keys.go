package wm

import "tablemate/kernel"

// The setup line's keys a setup problem can be about (kernel.RuleError.Key),
// so the form puts a problem beside the field that edits its key.
const (
	KeyPlayers  kernel.SetupKey = "players"
	KeyStart    kernel.SetupKey = "start"
	KeyMonument kernel.SetupKey = "monument"
	KeyScreens  kernel.SetupKey = "screens"
	KeyLevels   kernel.SetupKey = "levels"
	KeyOverview kernel.SetupKey = "overview"
)
