package export

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

// fourPlayers is the scored four-player game of the command line's
// testdata, as saved: with its points by category, or, old, as a result
// saved before they were kept.
func fourPlayers(t *testing.T, old bool) *store.Record {
	t.Helper()
	script, err := os.ReadFile("../cmd/tablemate/testdata/games/standard-4p.txt")
	if err != nil {
		t.Fatal(err)
	}
	g, err := kinds.Named(store.Monumental).Script(bytes.NewReader(script), func(kernel.ScriptResult) error { return nil })
	if err != nil || !g.Scored() {
		t.Fatalf("script: %v (scored %v)", err, g != nil && g.Scored())
	}
	res := g.Result()
	if old {
		for i := range res.Players {
			res.Players[i].Points = nil
		}
	}
	at := time.Date(2025, 3, 14, 19, 30, 0, 0, time.Local)
	res.Finished = at.Add(2 * time.Hour)
	return &store.Record{ID: 9, Game: store.Monumental, Setup: g.SetupLine(), Actions: g.ActionTexts(), Started: at,
		Updated: res.Finished, Finished: true, Result: &res}
}

// Issue 27 item 6: the CSV carries the play's date and each player's
// points by category (Knowledge, Wonders, Policies, Provinces, dominance),
// also for a result saved before the points were kept (replayed).
func TestCSVCarriesTheDateAndThePointsByCategory(t *testing.T) {
	t.Parallel()
	for _, old := range []bool{false, true} {
		var out bytes.Buffer
		if err := CSV(&out, kinds, fourPlayers(t, old)); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&out).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		want := "type,game,seq,name,date,civilization,automa,difficulty,score,rank,winner,gold,culture,knowledge,wonders,policies,provinces,dominance,text,seconds"
		if got := strings.Join(rows[0], ","); got != want {
			t.Fatalf("old %v: header\n%s\nwant\n%s", old, got, want)
		}
		col := map[string]int{}
		for i, h := range rows[0] {
			col[h] = i
		}
		players := 0
		for _, row := range rows[1:] {
			if row[col["game"]] != "9" {
				t.Errorf("a row of game %q", row[col["game"]])
			}
			switch row[0] {
			case "game":
				if row[col["date"]] != "2025-03-14 19:30:00" {
					t.Errorf("game row's date %q", row[col["date"]])
				}
			case "player":
				players++
				if row[col["date"]] != "2025-03-14 19:30:00" || row[col["knowledge"]] == "" || row[col["dominance"]] == "" {
					t.Errorf("old %v: player row %q", old, row)
				}
				if row[col["name"]] == "Ana" && (row[col["knowledge"]] != "4" || row[col["wonders"]] != "4" || row[col["policies"]] != "6" || row[col["provinces"]] != "5") {
					t.Errorf("old %v: Ana's points %q", old, row)
				}
			}
		}
		if players != 4 {
			t.Errorf("old %v: %d player rows", old, players)
		}
	}
}

// Seconds are whole seconds: a spreadsheet needs no 12.345678.
func TestCSVSecondsAreRounded(t *testing.T) {
	t.Parallel()
	r := fourPlayers(t, false)
	r.ActionTimes = make([]time.Time, len(r.Actions))
	for i := range r.ActionTimes {
		r.ActionTimes[i] = r.Started.Add(time.Duration(i+1)*61*time.Second + 345*time.Millisecond)
	}
	r.Result.Finished = r.ActionTimes[len(r.ActionTimes)-1]
	r.Sittings = []store.Sitting{{ID: 1, Opened: r.Started, Last: r.Result.Finished, Closed: r.Result.Finished}}
	var out bytes.Buffer
	if err := CSV(&out, kinds, r); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), ".345") || !strings.Contains(out.String(), ",61\n") {
		t.Errorf("seconds not rounded:\n%s", out.String())
	}
}

// The markdown's result is sorted by rank, with the start player and the
// points by category.
func TestMarkdownIsByRankWithTheStartPlayerAndPoints(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if err := Markdown(&out, i18n.New(i18n.English), kinds, fourPlayers(t, true)); err != nil {
		t.Fatal(err)
	}
	md := out.String()
	if !strings.Contains(md, "\n- Start player: Cid\n") ||
		!strings.Contains(md, "| Rank | Player | Civilization | Score | Knowledge | Wonders | Policies | Provinces | Dominance | Gold | Culture | Winner |") {
		t.Fatalf("markdown:\n%s", md)
	}
	last := 0
	for _, line := range strings.Split(md, "\n") {
		var rank int
		if _, err := fmtSscan(line, &rank); err == nil {
			if rank < last {
				t.Errorf("not by rank:\n%s", md)
			}
			last = rank
		}
	}
	if last == 0 {
		t.Errorf("no ranked rows:\n%s", md)
	}
}

// JSON gives each player's points by category.
func TestJSONGivesThePointsByCategory(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if err := JSON(&out, kinds, fourPlayers(t, true)); err != nil {
		t.Fatal(err)
	}
	var doc Doc
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	for _, p := range doc.Result.Players {
		if len(p.Points) != 5 {
			t.Errorf("%s's points %v", p.Name, p.Points)
		}
	}
}

// fmtSscan reads a markdown table row's rank ("| 2 | Ana | ...").
func fmtSscan(line string, rank *int) (int, error) {
	return fmt.Sscanf(strings.TrimPrefix(line, "| "), "%d |", rank)
}
