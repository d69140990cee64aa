package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"tablemate/store"
)

// encodingJSONHistory is the history's document as encoding/json writes
// it, the reference of the games written field by field.
func encodingJSONHistory(rows []HistoryRow, stats store.Stats) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	turns := turnStatistics(rows)
	if turns == nil {
		turns = []turnTime{}
	}
	if err := enc.Encode(struct {
		Games      []HistoryRow   `json:"games"`
		InProgress []store.GameID `json:"in_progress"`
		Stats      store.Stats    `json:"statistics"`
		TurnTimes  []turnTime     `json:"turn_times"`
	}{rows, inProgress(rows), stats, turns}); err != nil {
		return "", err
	}
	return b.String(), nil
}

// TestHistoryJSONIsEncodingJSONs: the history's JSON, its games written
// field by field, is byte for byte what encoding/json writes, for games
// with every field and none, names that need escaping, and values left to
// encoding/json (a date past 9999, a turn of a millionth of a second).
func TestHistoryJSONIsEncodingJSONs(t *testing.T) {
	t.Parallel()
	three, secs := 3, int64(2420)
	date := time.Date(2026, 11, 27, 15, 4, 5, 120000000, time.FixedZone("", -5*3600))
	full := HistoryRow{ID: 12, Date: date, Game: "monumental", Mode: "standard", Bots: 2, Difficulty: &three, Difficulties: []int{1, 3},
		Monument: "taj_mahal", Status: "finished", Players: []string{"Ana", "Automa 1", "Automa 2"}, Scores: []int{61, -4, 0}, Gems: []int{1, 0, 2},
		Winners: []string{"Ana"}, Actions: 120, PlayedSeconds: &secs,
		TurnTimes: []turnTime{{Name: "Ana", Turns: 6, MeanSeconds: 56.5}, {Game: "monumental", Name: "Ben", Turns: 5, MeanSeconds: 0}}}
	bare := HistoryRow{ID: 1, Date: time.Unix(0, 0).UTC(), Game: "worldmonuments", Status: "playing", Players: []string{}}
	odd := HistoryRow{ID: 7, Date: time.Date(2025, 1, 2, 3, 4, 5, 6, time.UTC), Game: "x<y>&\"z\"\\", Status: "abandoned",
		Players: []string{"さくら", "tab\there", "\x1b[2J", "\u2028", "bad \xff utf-8", "a&b"}, Winners: []string{"<b>"}}
	stats := store.Stats{Games: 3, Scored: 1, Players: []store.PlayerStats{{Game: "monumental", Name: "Ana", Players: 1, Solo: true, Games: 1, Wins: 1, WinRate: 1, MeanScore: 61.25, BestScore: 61}},
		Civilizations: []store.CivilizationStats{}, AutomaCivilizations: []store.CivilizationStats{}, Automa: []store.AutomaStats{{Difficulty: 3, Bots: 2, Games: 1, Wins: 1, WinRate: 1, MeanMargin: 65}}}
	far := bare
	far.Date = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
	tiny := full
	tiny.TurnTimes = []turnTime{{Name: "Ana", Turns: 1, MeanSeconds: 1e-7}}
	nilPlayers := bare
	nilPlayers.Players = nil
	// Games enough for several pieces (pieceRows), laid out by two
	// goroutines in turn.
	many := func(n int) []HistoryRow {
		rows := make([]HistoryRow, n)
		for i := range rows {
			rows[i] = []HistoryRow{full, bare, odd, nilPlayers}[i%4]
			rows[i].ID = store.GameID(n - i)
		}
		return rows
	}
	for name, rows := range map[string][]HistoryRow{
		"none": {}, "nil": nil, "full": {full}, "bare": {bare}, "odd": {odd}, "all": {full, bare, odd, nilPlayers},
		"far date": {full, far}, "tiny turn": {bare, tiny},
		"a piece": many(pieceRows), "a piece and a game": many(pieceRows + 1), "two pieces": many(2 * pieceRows),
		"three pieces and some": many(3*pieceRows + 5), "a tiny turn in the second piece": append(many(pieceRows+3), tiny),
	} {
		want, wantErr := encodingJSONHistory(rows, stats)
		var got bytes.Buffer
		err := HistoryJSON(&got, rows, stats)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%s: %v; encoding/json's: %v", name, err, wantErr)
		}
		if got.String() != want {
			t.Errorf("%s: the history's JSON differs from encoding/json's:\n%s\nencoding/json:\n%s", name, got.String(), want)
		}
	}
	// The games written field by field, not through the fallback.
	var b bytes.Buffer
	if err := writeHistoryJSON(&b, []HistoryRow{full, bare, odd}, nil); err != nil {
		t.Fatalf("the games were left to encoding/json: %v", err)
	}
}

// failingWriter fails its writes after the first ok ones.
type failingWriter struct{ ok int }

func (w *failingWriter) Write(b []byte) (int, error) {
	if w.ok == 0 {
		return 0, errors.New("disk full")
	}
	w.ok--
	return len(b), nil
}

// A failing write ends the history's JSON with its error, whichever piece
// it meets, and the goroutine laying out the other pieces with it.
func TestHistoryJSONStopsAtAFailingWrite(t *testing.T) {
	t.Parallel()
	rows := make([]HistoryRow, 5*pieceRows)
	for i := range rows {
		rows[i] = HistoryRow{ID: store.GameID(i + 1), Date: time.Unix(0, 0).UTC(), Game: "monumental", Status: "playing", Players: []string{"Ana"}}
	}
	for ok := range 6 { // five pieces, then the rest of the document
		if err := writeHistoryJSON(&failingWriter{ok: ok}, rows, nil); err == nil || err.Error() != "disk full" {
			t.Errorf("after %d writes: %v", ok, err)
		}
	}
}
