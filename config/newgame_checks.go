package config

// The checks `config validate` runs on the new games the settings start
// (NewGame): the settings can be valid one by one and still make a game
// the table cannot start (players Ana and ana, eras [0, 0, 0]).

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tablemate/kernel"
	"tablemate/tracker"
)

// CheckNewGames runs the engine's new-game checks (tracker.NewGame) on the
// games these settings start: the configured table, a solo game against the
// Automa (its settings only matter there) and a five-player table (the
// five-player eras). Each refusal names the settings behind it and where
// they come from.
func (s *Settings) CheckNewGames(opts ...tracker.Option) error {
	// The configured seats, the shipped placeholders too: the checks need
	// a table.
	configured := slices.Clone(s.Players.Names)
	deck := []string{"M-SETUP-2", "M-SETUP-3", "C-SETUP-1"}
	tables := []struct {
		players []string
		rules   []string // the rules this table checks; nil: all
	}{
		{configured, nil},
		// The engine checks the deck only once the names are right: check
		// it with names it takes, so that both problems show at once.
		{placeholders(len(s.Players.Names)), deck},
		{s.Players.Names[:1], []string{"M-SOLO-1", "M-SOLO-3", "M-SOLO-5"}},
		{placeholders(5), []string{"M-SETUP-2"}},
	}
	var errs []error
	seen := map[string]bool{}
	for _, table := range tables {
		setup := s.NewGame(table.players)
		for i, p := range setup.Players {
			if strings.EqualFold(p, s.Players.Start) {
				setup.Start = i
			}
		}
		if table.rules != nil && len(setup.Players) == 5 {
			setup.LostKingdoms = true // a table of five has it (M-SETUP-1); only its deck is checked
		}
		_, err := tracker.NewGame(setup, opts...)
		for _, e := range Unjoin(err) {
			var re *kernel.RuleError
			if !errors.As(e, &re) {
				re = &kernel.RuleError{} // not a rule's: the players' names
			}
			if (table.rules != nil && !slices.Contains(table.rules, re.Rule)) || seen[e.Error()] {
				continue
			}
			seen[e.Error()] = true
			keys := setupKeys(re, s, len(setup.Players))
			errs = append(errs, kernel.Worded("%s: a new game refuses these settings: %s", originsOf(s, keys), e))
		}
	}
	return errors.Join(errs...)
}

// Unjoin is a joined error's problems, one by one (a single error alone).
func Unjoin(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

// setupKeys are the settings behind a setup problem: those of the setup
// key it names (kernel.RuleError.Key), else those its rule reads.
func setupKeys(re *kernel.RuleError, s *Settings, players int) []string {
	eras := func() []string {
		keys := []string{"eras.standard"}
		if players >= 5 {
			keys = []string{"eras.five_players"}
		}
		if s.Game.Renaissance {
			keys = append(keys, "eras.renaissance")
		}
		return keys
	}
	display := []string{"game.mode", fmt.Sprintf("display.continuous.%d", players)}
	switch re.Key {
	case tracker.KeyPlayers, tracker.KeyCivs:
		return []string{"players.names"}
	case tracker.KeyStart:
		return []string{"players.start", "automa.conventions"}
	case tracker.KeyLostKingdoms:
		return []string{"players.names", "game.lost_kingdoms"}
	case tracker.KeyEras:
		return eras()
	case tracker.KeyMode, tracker.KeyDisplay:
		return display
	case tracker.KeyAutomaCivs:
		return []string{"automa.civilization", "game.lost_kingdoms"}
	case tracker.KeyDifficulty:
		return []string{"automa.difficulty"}
	case tracker.KeyAutomaCards:
		return []string{"automa.cards_per_turn"}
	}
	switch re.Rule {
	case "M-SETUP-2":
		return eras()
	case "M-SOLO-3":
		return []string{"automa.civilization", "automa.difficulty", "automa.cards_per_turn", "automa.modules", "automa.deck_file"}
	case "M-SOLO-5":
		return []string{"automa.deck_file"}
	}
	return []string{"players.names"}
}

// originsOf names keys with where each comes from: "players.names
// (config.yaml:3), game.lost_kingdoms (default)".
func originsOf(s *Settings, keys []string) string {
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		if o := s.Origin(k); o != "" {
			parts = append(parts, k+" ("+o+")")
		}
	}
	return strings.Join(parts, ", ")
}

// placeholders are n seat names that the engine takes, for checks that
// need a table of n but not its names.
func placeholders(n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Player %d", i+1)
	}
	return names
}
