package tracker

import (
	"strings"

	"tablemate/kernel"
	"tablemate/scoring"
)

// ResultOf is the saved form of a scored Monumental game: each player's
// score with the civilization and each Automa's own difficulty from the
// setup, and the game's difficulty (the highest), so the history can keep
// statistics per civilization and difficulty and the exports tell the
// Automas apart.
func ResultOf(setup Setup, res scoring.Result) kernel.Result {
	civ := map[string]string{}
	for _, seat := range setup.Seats() {
		civ[strings.ToLower(seat.Name)] = seat.Civilization
	}
	out := kernel.Result{Winners: append([]string(nil), res.Winners...), Difficulty: setup.AutomasDifficulty()}
	for _, p := range res.Players {
		out.Players = append(out.Players, kernel.PlayerResult{
			Name: p.Name, Civilization: civ[strings.ToLower(p.Name)], Automa: p.Automa,
			Score: p.Total, Rank: p.Rank, Winner: p.Winner, Gold: p.Gold, Culture: p.Culture,
			Difficulty: botDifficulty(&setup, p.Name, p.Automa), Points: pointsOf(p),
		})
	}
	return out
}

// pointsOf are a player's points by category (scoring's keys), then the
// dominance bonuses.
func pointsOf(p scoring.PlayerScore) []kernel.CategoryPoints {
	out := make([]kernel.CategoryPoints, 0, len(p.Points)+1)
	for _, c := range p.Points {
		out = append(out, kernel.CategoryPoints{Key: c.Category.Key(), Points: c.Points})
	}
	return append(out, kernel.CategoryPoints{Key: DominanceKey, Points: p.Bonus})
}

// DominanceKey is the dominance bonuses' category in a result's points.
const DominanceKey = "dominance"

// scoreCategories are the ways Monumental scores, in the score table's
// order: each category scoring knows, then the dominance bonuses.
func scoreCategories() []kernel.ScoreCategory {
	var out []kernel.ScoreCategory
	for _, c := range scoring.Categories(scoring.Options{AfricanEmpires: true, AutomaGoldPoints: true}) {
		out = append(out, kernel.ScoreCategory{Key: c.Key(), Name: c})
	}
	return append(out, kernel.ScoreCategory{Key: DominanceKey, Name: kernel.Phrase{Format: "Dominance"}})
}

// botDifficulty is the own difficulty of the Automa named name, nil for a
// human (or a name no Automa of the setup has).
func botDifficulty(setup *Setup, name string, isAutoma bool) *int {
	if !isAutoma {
		return nil
	}
	for i := 0; i < setup.BotCount(); i++ {
		if strings.EqualFold(name, setup.BotName(i)) {
			d := setup.BotDifficulty(i)
			return &d
		}
	}
	return nil
}

// Result is the saved result of a game that is over: its scores once every
// tally is in, else its players unscored (rank 0), which the statistics
// leave out.
func (s *State) Result() kernel.Result {
	setup := s.Setup()
	if scored, ok, err := s.Score(); err == nil && ok {
		res := ResultOf(setup, scored)
		// The civilizations picked at random are the state's, not the setup's.
		for i := range res.Players {
			for _, seat := range s.seats {
				if seat.Automa && strings.EqualFold(seat.Name, res.Players[i].Name) {
					res.Players[i].Civilization = seat.Civilization
				}
			}
		}
		return res
	}
	res := kernel.Result{Difficulty: setup.AutomasDifficulty()}
	for _, seat := range s.seats {
		res.Players = append(res.Players, kernel.PlayerResult{Name: seat.Name, Civilization: seat.Civilization, Automa: seat.Automa,
			Difficulty: botDifficulty(&setup, seat.Name, seat.Automa)})
	}
	return res
}
