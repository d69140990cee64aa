package tracker

import (
	"strings"

	"tablemate/kernel"
	"tablemate/scoring"
)

// ResultOf is the saved form of a scored Monumental game: each player's
// score with the civilization and Automa difficulty from the setup, so the
// history can keep statistics per civilization and difficulty.
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
		})
	}
	return out
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
		res.Players = append(res.Players, kernel.PlayerResult{Name: seat.Name, Civilization: seat.Civilization, Automa: seat.Automa})
	}
	return res
}
