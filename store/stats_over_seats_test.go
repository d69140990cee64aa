package store

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// The statistics count each player's games alike whether the player sits
// where they sat the game before or not: the same games, their names
// padded with spaces (trimmed all the same) differently from one game to
// the next, count the same.
func TestStatisticsOverSeats(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	names := []string{"Ana", "Ben", "Cid", "Dee"}
	var same, padded []Record
	for g := range 400 {
		r := Record{ID: GameID(g + 1), Game: []string{Monumental, "worldmonuments"}[rng.IntN(5)/4], Finished: true, Result: &Result{Difficulty: rng.IntN(3)}}
		if g > 0 && rng.IntN(3) > 0 {
			// The table of the game before, in the same seats.
			r.Game = same[g-1].Game
			r.Result.Players = append([]PlayerResult(nil), same[g-1].Result.Players...)
		} else {
			for _, i := range rng.Perm(len(names))[:1+rng.IntN(len(names))] {
				r.Result.Players = append(r.Result.Players, PlayerResult{Name: names[i], Civilization: []string{"", "egypt", "china"}[rng.IntN(3)]})
			}
			if rng.IntN(3) == 0 {
				r.Result.Players = append(r.Result.Players, PlayerResult{Name: "Automa", Automa: true})
			}
		}
		for i := range r.Result.Players {
			p := &r.Result.Players[i]
			p.Score, p.Rank, p.Winner = rng.IntN(80), 1+i, i == 0
		}
		same = append(same, r)
		q := r
		q.Result = &Result{Difficulty: r.Result.Difficulty, Players: append([]PlayerResult(nil), r.Result.Players...)}
		for i := range q.Result.Players {
			q.Result.Players[i].Name = strings.Repeat(" ", g%2) + q.Result.Players[i].Name
		}
		padded = append(padded, q)
	}
	if got, want := Statistics(same), Statistics(padded); !reflect.DeepEqual(got, want) {
		t.Errorf("statistics of players in the same seats:\n%+v\nof the same, each looked up:\n%+v", got, want)
	}
}
