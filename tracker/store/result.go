package store

import (
	"strings"

	"tablemate/scoring"
	"tablemate/tracker"
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
