package store

import (
	"strings"

	"tablemate/scoring"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// MonumentalResult is the saved form of a scored Monumental game: each
// player's score with the civilization and Automa difficulty from the setup,
// so the history can keep statistics per civilization and difficulty.
func MonumentalResult(setup tracker.Setup, res scoring.Result) Result {
	civ := map[string]string{}
	for _, seat := range setup.Seats() {
		civ[strings.ToLower(seat.Name)] = seat.Civilization
	}
	out := Result{Winners: append([]string(nil), res.Winners...)}
	if setup.Solo() {
		out.Difficulty = setup.Automa.Difficulty
	}
	for _, p := range res.Players {
		out.Players = append(out.Players, PlayerResult{
			Name: p.Name, Civilization: civ[strings.ToLower(p.Name)], Automa: p.Automa,
			Score: p.Total, Rank: p.Rank, Winner: p.Winner, Gold: p.Gold, Culture: p.Culture,
		})
	}
	return out
}

// FinishedMonumental is the saved result of a Monumental game that is over:
// its scores once every tally is in, else its players unscored (rank 0),
// which the statistics leave out.
func FinishedMonumental(s *tracker.State) Result {
	setup := *s.Setup()
	if scored, ok, err := s.Score(); err == nil && ok {
		return MonumentalResult(setup, scored)
	}
	res := Result{Difficulty: setup.Automa.Difficulty}
	for _, seat := range setup.Seats() {
		res.Players = append(res.Players, PlayerResult{Name: seat.Name, Civilization: seat.Civilization, Automa: seat.Automa})
	}
	return res
}

// FinishedWorldMonuments is the saved result of a World Monuments game that
// is over: its scores once every gem count is in, else its players unscored.
func FinishedWorldMonuments(s *wm.State) Result {
	var res Result
	results, winners, scored := s.Results()
	if !scored {
		for _, name := range s.Players() {
			res.Players = append(res.Players, PlayerResult{Name: name})
		}
		return res
	}
	res.Winners = winners
	for _, r := range results {
		res.Players = append(res.Players, PlayerResult{Name: r.Name, Score: r.Score, Rank: r.Rank, Winner: r.Win})
	}
	return res
}
