package export

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"tablemate/store"
)

// The history's turn times sum each game's and player's turns however the
// players sit from one game to the next: in the seats they had, in others,
// in games of another name between, at tables of other sizes.
func TestTurnStatisticsOverSeats(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	names := []string{"Ana", "Ben", "Cid", "Dee", "Eve"}
	var rows []HistoryRow
	for range 500 {
		game := []string{"monumental", "worldmonuments"}[rng.IntN(4)/3]
		var players []store.PlayerTime
		for _, i := range rng.Perm(len(names))[:1+rng.IntN(len(names))] {
			if rng.IntN(5) == 0 && len(rows) > 0 && len(rows[len(rows)-1].clock.players) > 0 {
				// As the game before: mostly the same seats.
				players = rows[len(rows)-1].clock.players
				break
			}
			turns := 1 + rng.IntN(9)
			players = append(players, store.PlayerTime{Name: names[i], Turns: turns, Total: time.Duration(turns*rng.IntN(90)) * time.Second})
		}
		rows = append(rows, HistoryRow{Game: game, clock: gameClock{players: players}})
	}
	// The sums a look-up of every player gives.
	var want []turnTime
	index := map[[2]string]int{}
	for _, r := range rows {
		for _, p := range r.clock.players {
			k := [2]string{r.Game, p.Name}
			i, ok := index[k]
			if !ok {
				i = len(want)
				index[k] = i
				want = append(want, turnTime{Game: r.Game, Name: p.Name})
			}
			want[i].Turns += p.Turns
			want[i].total += p.Total
		}
	}
	for i := range want {
		want[i].MeanSeconds = (want[i].total / time.Duration(want[i].Turns)).Round(time.Second).Seconds()
	}
	if got := turnStatistics(rows); !reflect.DeepEqual(got, want) {
		t.Errorf("turn times:\n%+v\nwant\n%+v", got, want)
	}
}
