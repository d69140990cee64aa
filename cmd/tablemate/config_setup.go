package main

// `config validate` runs, on the settings, the checks the engine runs on a
// new game: the settings can be valid one by one and still make a game the
// table cannot start (players Ana and ana, eras [0, 0, 0]).

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tablemate/config"
	"tablemate/kernel"
	"tablemate/tracker"
)

// newGameSetup is the setup the dashboard's form starts from with these
// settings, for a table of players (nil: the configured seats).
func newGameSetup(s *config.Settings, players []string) tracker.Setup {
	if players == nil {
		players = s.Players.Names
	}
	setup := tracker.Setup{
		Players: slices.Clone(players), LostKingdoms: s.Game.LostKingdoms,
		Renaissance: s.Game.Renaissance, Celebrities: s.Game.Celebrities, Monsters: s.Game.Monsters,
		Rules: tracker.Readings{
			DiscardAfterEnd:  !s.Rules.EndNoDiscard,
			LiteralDominance: s.Rules.Dominance == config.DominanceLiteral,
			AutomaGoldPoints: s.Automa.GoldPoints,
			AfricanEmpires:   s.Scoring.AfricanEmpires,
		},
		Automa: tracker.AutomaSetup{Civilization: string(s.Automa.Civilization), Difficulty: s.Automa.Difficulty,
			CardsPerTurn: s.Automa.CardsPerTurn, Deck: s.Automa.DeckFile},
	}
	for _, m := range s.Automa.Modules {
		setup.Automa.Modules = append(setup.Automa.Modules, string(m))
	}
	// A solo game is always standard (C-SETUP-1): the form offers no other.
	if s.Game.Mode == config.ModeContinuous && len(players) > 1 {
		setup.Mode = tracker.Continuous
		if slots, ok := s.Display.Continuous.Slots(len(players)); ok && slots != len(players)+4 {
			setup.DisplaySize = slots
		}
	}
	if s.Rules.ContinuousEnd == config.EndBeforeRefill {
		setup.Rules.ContinuousEnd = tracker.EndBeforeRefill
	}
	if s.Rules.ContinuousDiscard == config.DiscardRemaining {
		setup.Rules.ContinuousDiscard = tracker.DiscardUntilRemaining
	}
	sizes := s.Eras.Sizes(len(players))
	setup.EraSizes = sizes[:]
	if s.Game.Renaissance {
		setup.EraSizes = []int{sizes[0], sizes[1], s.Eras.Renaissance, sizes[2]}
	}
	for i, p := range players {
		if strings.EqualFold(p, s.Players.Start) {
			setup.Start = i
		}
	}
	return setup
}

// setupChecks runs the engine's new-game checks (tracker.NewGame) on the
// games these settings start: the configured table, a solo game against the
// Automa (its settings only matter there) and a five-player table (the
// five-player eras). Each refusal names the settings behind it and where
// they come from.
func setupChecks(s *config.Settings) error {
	placeholders := func(n int) []string {
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("Player %d", i+1)
		}
		return names
	}
	deck := []string{"M-SETUP-2", "M-SETUP-3", "C-SETUP-1"}
	tables := []struct {
		players []string
		rules   []string // the rules this table checks; nil: all
	}{
		{nil, nil},
		// The engine checks the deck only once the names are right: check
		// it with names it takes, so that both problems show at once.
		{placeholders(len(s.Players.Names)), deck},
		{s.Players.Names[:1], []string{"M-SOLO-3", "M-SOLO-5"}},
		{placeholders(5), []string{"M-SETUP-2"}},
	}
	var errs []error
	seen := map[string]bool{}
	for _, table := range tables {
		setup := newGameSetup(s, table.players)
		if table.rules != nil && len(setup.Players) == 5 {
			setup.LostKingdoms = true // a table of five has it (M-SETUP-1); only its deck is checked
		}
		_, err := tracker.NewGame(setup, engineOptions()...)
		for _, e := range unjoin(err) {
			var re *kernel.RuleError
			rule := ""
			if errors.As(e, &re) {
				rule = re.Rule
			}
			if (table.rules != nil && !slices.Contains(table.rules, rule)) || seen[e.Error()] {
				continue
			}
			seen[e.Error()] = true
			keys := setupKeys(rule, s, len(setup.Players))
			errs = append(errs, fmt.Errorf("config: %s: a new game refuses these settings: %w", originsOf(s, keys), e))
		}
	}
	return errors.Join(errs...)
}

func unjoin(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

// setupKeys are the settings a rule of the setup reads.
func setupKeys(rule string, s *config.Settings, players int) []string {
	switch rule {
	case "M-SETUP-2":
		keys := []string{"eras.standard"}
		if players >= 5 {
			keys = []string{"eras.five_players"}
		}
		if s.Game.Renaissance {
			keys = append(keys, "eras.renaissance")
		}
		return keys
	case "M-SETUP-3", "C-SETUP-1":
		return []string{"game.mode", fmt.Sprintf("display.continuous.%d", players)}
	case "M-SOLO-3":
		return []string{"automa.civilization", "automa.difficulty", "automa.cards_per_turn", "automa.modules", "automa.deck_file"}
	case "M-SOLO-5":
		return []string{"automa.deck_file"}
	case "M-SETUP-5":
		return []string{"players.start"}
	case "M-SETUP-1":
		return []string{"players.names", "game.lost_kingdoms"}
	}
	return []string{"players.names"}
}

// originsOf names keys with where each comes from: "players.names
// (config.yaml:3), game.lost_kingdoms (default)".
func originsOf(s *config.Settings, keys []string) string {
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		if o := s.Origin(k); o != "" {
			parts = append(parts, k+" ("+o+")")
		}
	}
	return strings.Join(parts, ", ")
}
