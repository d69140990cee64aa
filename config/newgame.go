package config

import (
	"slices"
	"strings"

	"tablemate/tracker"
)

// The settings as a Monumental new game. The config file keeps its own
// shape (keys a person writes); a new game has one typed shape,
// tracker.Setup, and this file is the only place that turns one into the
// other. The dashboard's form starts from NewGame and fits a table with
// FitTable; `config validate` runs the engine's checks on the same setup.

// NewGame is the setup of a new game with these settings, for a table of
// players (nil: the configured seats; none when those are the shipped
// placeholders, which the form names in the reader's language). The
// Automa's convention set writes out every value it implies, and each
// setting given by hand overrides its one.
func (s *Settings) NewGame(players []string) tracker.Setup {
	start := ""
	if players == nil && s.Origin("players.names") != "default" {
		players, start = s.Players.Names, s.Players.Start
	}
	setup := tracker.Setup{
		Players:      slices.Clone(players),
		LostKingdoms: s.Game.LostKingdoms,
		Renaissance:  s.Game.Renaissance,
		Celebrities:  s.Game.Celebrities,
		Monsters:     s.Game.Monsters,
		Rules: tracker.Readings{
			DiscardAfterEnd:  !s.Rules.EndNoDiscard,
			LiteralDominance: s.Rules.Dominance == DominanceLiteral,
			AfricanEmpires:   s.Scoring.AfricanEmpires,
		},
	}
	// A solo game is always standard (C-SETUP-1).
	if s.Game.Mode == ModeContinuous && len(setup.Players) != 1 {
		setup.Mode = tracker.Continuous
	}
	if s.Rules.ContinuousEnd == EndBeforeRefill {
		setup.Rules.ContinuousEnd = tracker.EndBeforeRefill
	}
	if s.Rules.ContinuousDiscard == DiscardRemaining {
		setup.Rules.ContinuousDiscard = tracker.DiscardUntilRemaining
	}
	for i, p := range setup.Players {
		if strings.EqualFold(p, start) {
			setup.Start = i
		}
	}
	setup.Automa = s.automaSetup()
	s.FitTable(&setup)
	return setup
}

// automaSetup is the Automas' part of a new game: the convention set's
// values, then each one the settings give by hand.
func (s *Settings) automaSetup() tracker.AutomaSetup {
	a := tracker.AutomaSetup{
		Civilization: string(s.Automa.Civilization),
		Difficulty:   s.Automa.Difficulty,
		Deck:         s.Automa.DeckFile,
	}
	for _, m := range s.Automa.Modules {
		a.Modules = append(a.Modules, string(m))
	}
	conventions := tracker.ConvRulebook
	if s.Automa.Conventions == ConventionsHelper {
		conventions = tracker.ConvHelper
	}
	a.UseConventions(conventions)
	if s.Origin("automa.cards_per_turn") != "default" {
		a.CardsPerTurn = s.Automa.CardsPerTurn
	}
	if s.Origin("automa.gold_points") != "default" {
		a.GoldPoints = tracker.SwitchOff
		if s.Automa.GoldPoints {
			a.GoldPoints = tracker.SwitchOn
		}
	}
	return a
}

// FitTable gives a setup what the settings make depend on the table: the
// era sizes for its number of civilizations (five take the five-player
// sizes; with the Renaissance era between II and III), unless the setup
// has its own, and the continuous display for its civilizations (0 when it
// is the engine's civilizations+4, or the game is standard).
func (s *Settings) FitTable(setup *tracker.Setup) {
	if setup.EraSizes == nil {
		sizes := s.Eras.Sizes(setup.Civs())
		setup.EraSizes = sizes[:]
		if setup.Renaissance {
			setup.EraSizes = []int{sizes[0], sizes[1], s.Eras.Renaissance, sizes[2]}
		}
	}
	setup.DisplaySize = 0
	// A solo game is always standard (C-SETUP-1).
	if setup.Mode == tracker.Continuous && len(setup.Players) > 1 {
		if n, ok := s.Display.Continuous.Slots(setup.Civs()); ok && n > 0 && n != setup.Civs()+4 {
			setup.DisplaySize = n
		}
	}
}
