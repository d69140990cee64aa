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

// newNames refuses, in a new game only, a player's name that would change
// what a screen shows (a bidi control: kernel.CheckNewName); a saved game
// is replayed without this check, so one saved before it still resumes.
func (s *Setup) newNames() error {
	for _, p := range s.Players {
		if err := kernel.CheckNewName(p); err != nil {
			return kernel.BadSetupKey(KeyPlayers, "", "%v", err)
		}
	}
	return nil
}
