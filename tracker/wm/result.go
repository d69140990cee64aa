package wm

import "tablemate/kernel"

// Result is the saved result of a game that is over: its scores once every
// gem count is in, else its players unscored.
func (s *State) Result() kernel.Result {
	res := kernel.Result{Monument: s.setup.Monument.String()}
	results, winners, scored := s.Results()
	if !scored {
		for _, name := range s.Players() {
			res.Players = append(res.Players, kernel.PlayerResult{Name: name})
		}
		return res
	}
	res.Winners = winners
	for _, r := range results {
		gems := r.Gems
		res.Players = append(res.Players, kernel.PlayerResult{Name: r.Name, Score: r.Score, Rank: r.Rank, Winner: r.Win, Gems: &gems})
	}
	return res
}
