package main

// The settings as a Monumental new game: the dashboard's defaults and
// scoring, the setup they give a table, and the checks `config validate`
// runs with them: the settings can be valid one by one and still make a
// game the table cannot start (players Ana and ana, eras [0, 0, 0]).

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/kernel"
	"tablemate/scoring"
	"tablemate/tracker"
)

// scoringOptions are the config's scoring readings; the new game form puts
// them in the setup, so the engine scores the game with them.
func scoringOptions(s *config.Settings) scoring.Options {
	return scoring.Options{
		LiteralDominance: s.Rules.Dominance == config.DominanceLiteral,
		AutomaGoldPoints: s.Automa.GoldPoints,
		AfricanEmpires:   s.Scoring.AfricanEmpires,
	}
}

func dashboardDefaults(s *config.Settings) dashboard.Defaults {
	d := dashboard.Defaults{
		Players:        append([]string(nil), s.Players.Names...),
		Start:          s.Players.Start,
		LostKingdoms:   s.Game.LostKingdoms,
		Renaissance:    s.Game.Renaissance,
		Celebrities:    s.Game.Celebrities,
		Monsters:       s.Game.Monsters,
		Eras:           append([]int(nil), s.Eras.Standard...),
		ErasFive:       append([]int(nil), s.Eras.FivePlayers...),
		EraRenaissance: s.Eras.Renaissance,
		Rules: tracker.Readings{
			DiscardAfterEnd:  !s.Rules.EndNoDiscard,
			LiteralDominance: s.Rules.Dominance == config.DominanceLiteral,
			AutomaGoldPoints: s.Automa.GoldPoints,
			AfricanEmpires:   s.Scoring.AfricanEmpires,
		},
		Automa: tracker.AutomaSetup{
			Civilization: string(s.Automa.Civilization),
			Difficulty:   s.Automa.Difficulty,
			CardsPerTurn: s.Automa.CardsPerTurn,
			Deck:         s.Automa.DeckFile,
		},
	}
	if s.Origin("players.names") == "default" {
		// The shipped names are placeholders ("Player 1"): the form names
		// the seats in the reader's language instead.
		d.Players, d.Start = nil, ""
	}
	if s.Game.Mode == config.ModeContinuous {
		d.Mode = tracker.Continuous
	}
	if s.Rules.ContinuousEnd == config.EndBeforeRefill {
		d.Rules.ContinuousEnd = tracker.EndBeforeRefill
	}
	if s.Rules.ContinuousDiscard == config.DiscardRemaining {
		d.Rules.ContinuousDiscard = tracker.DiscardUntilRemaining
	}
	// The continuous display by number of civilizations (C-SETUP-1); the
	// form puts it in the setup where it is not the engine's civs+4.
	d.ContinuousDisplay = map[int]int{}
	for civs := 2; civs <= 5; civs++ {
		if n, ok := s.Display.Continuous.Slots(civs); ok && n > 0 {
			d.ContinuousDisplay[civs] = n
		}
	}
	for _, m := range s.Automa.Modules {
		d.Automa.Modules = append(d.Automa.Modules, string(m))
	}
	// The convention set decides what the file leaves at its default.
	if s.Automa.Conventions == config.ConventionsHelper {
		d.Automa.Conventions = tracker.ConvHelper
		if s.Origin("automa.cards_per_turn") == "default" {
			d.Automa.CardsPerTurn = 0
		}
	}
	if s.Automa.GoldPoints {
		d.Automa.GoldPoints = tracker.SwitchOn
	} else if s.Automa.Conventions == config.ConventionsHelper && s.Origin("automa.gold_points") != "default" {
		d.Automa.GoldPoints = tracker.SwitchOff
	}
	return d
}

// newGameSetup is the setup the dashboard's form starts from with these
// settings (dashboardDefaults), for a table of players (nil: the
// configured seats).
func newGameSetup(s *config.Settings, players []string) tracker.Setup {
	df := dashboardDefaults(s)
	if players == nil {
		players = s.Players.Names
	}
	setup := tracker.Setup{
		Players: slices.Clone(players), LostKingdoms: df.LostKingdoms,
		Renaissance: df.Renaissance, Celebrities: df.Celebrities, Monsters: df.Monsters,
		Rules: df.Rules, Automa: df.Automa,
	}
	// A solo game is always standard (C-SETUP-1): the form offers no other.
	if df.Mode == tracker.Continuous && len(players) > 1 {
		setup.Mode = tracker.Continuous
		if slots := df.ContinuousDisplay[len(players)]; slots > 0 && slots != len(players)+4 {
			setup.DisplaySize = slots
		}
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
			if !errors.As(e, &re) {
				re = &kernel.RuleError{} // not a rule's: the players' names
			}
			if (table.rules != nil && !slices.Contains(table.rules, re.Rule)) || seen[e.Error()] {
				continue
			}
			seen[e.Error()] = true
			keys := setupKeys(re, s, len(setup.Players))
			errs = append(errs, errorf("%s: a new game refuses these settings: %s", originsOf(s, keys), e))
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

// setupKeys are the settings behind a setup problem: those of the setup
// key it names (kernel.RuleError.Key), else those its rule reads.
func setupKeys(re *kernel.RuleError, s *config.Settings, players int) []string {
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
	case "players":
		return []string{"players.names"}
	case "start":
		return []string{"players.start"}
	case "lostkingdoms":
		return []string{"players.names", "game.lost_kingdoms"}
	case "eras":
		return eras()
	case "mode", "display":
		return display
	case "automa":
		return []string{"automa.civilization"}
	case "difficulty":
		return []string{"automa.difficulty"}
	case "automa_cards":
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
func originsOf(s *config.Settings, keys []string) string {
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		if o := s.Origin(k); o != "" {
			parts = append(parts, k+" ("+o+")")
		}
	}
	return strings.Join(parts, ", ")
}
