package export

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"tablemate/i18n"
	"tablemate/store"
)

// The rows of many games, made half on another goroutine, are the rows
// made one after the other: games of several setup lines, kept summaries
// and whole logs, with and without results.
func TestHistoryRowsOfManyGames(t *testing.T) {
	t.Parallel()
	auto := threeAutomas(t, false)
	records := make([]store.Record, parallelRows+101)
	for i := range records {
		r := store.Record{ID: store.GameID(len(records) - i), Game: store.Monumental, Started: time.Unix(int64(1700000000-i*86400), 0).UTC(),
			Setup: fmt.Sprintf("setup mode=standard players=Ana,Ben seed=%d", i%7)}
		switch i % 4 {
		case 0:
			r = *auto
			r.ID = store.GameID(len(records) - i)
		case 1:
			r.Finished = true
			r.Result = &store.Result{Players: []store.PlayerResult{{Name: "Ana", Score: 50, Rank: 1, Winner: true}, {Name: "Ben", Score: 40, Rank: 2}}, Winners: []string{"Ana"}}
			r.Kept = &store.Kept{Actions: 120, Played: time.Hour, PlayedKnown: true,
				Players: []store.PlayerTime{{Name: "Ben", Turns: 5, Total: time.Minute, Mean: 12 * time.Second}, {Name: "Ana", Turns: 6, Total: time.Minute, Mean: 10 * time.Second}}}
		case 2:
			r.Actions = []string{"a", "b"}
		}
		records[i] = r
	}
	loc := i18n.New(i18n.English)
	want := make([]HistoryRow, len(records))
	historyRowsInto(want, loc, kinds, records)
	if got := HistoryRows(loc, kinds, records); !reflect.DeepEqual(got, want) {
		t.Error("the rows made on two goroutines differ from those made on one")
	}
}
