package export

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/scoring"
	"tablemate/store"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

var kinds = kernel.Kinds{wm.NewKind(), tracker.NewKind()}

// threeAutomas is a finished game of Ana against three Automas of
// difficulty 2, 3 and 4, its result as the engine gives it; with old, as
// saved before each Automa's difficulty was kept (the game's only).
func threeAutomas(t *testing.T, old bool) *store.Record {
	t.Helper()
	const line = "setup players=Ana bots=3 difficulty=2,3,4 automa=china,egypt,japan seed=5"
	setup, err := tracker.ParseSetup(line)
	if err != nil {
		t.Fatal(err)
	}
	res := tracker.ResultOf(setup, scoring.Result{Winners: []string{"Ana"}, Players: []scoring.PlayerScore{
		{Name: "Ana", Total: 60, Rank: 1, Winner: true},
		{Name: "Automa 3", Automa: true, Total: 55, Rank: 2},
		{Name: "Automa 2", Automa: true, Total: 50, Rank: 3},
		{Name: "Automa 1", Automa: true, Total: 45, Rank: 4},
	}})
	if old {
		for i := range res.Players {
			res.Players[i].Difficulty = nil
		}
	}
	at := time.Date(2025, 6, 1, 20, 0, 0, 0, time.UTC)
	res.Finished = at.Add(time.Hour)
	return &store.Record{ID: 7, Game: store.Monumental, Setup: line, Started: at, Updated: res.Finished, Finished: true, Result: &res}
}

// The json, csv and markdown exports give each Automa its own difficulty;
// a result saved before they were kept gives each the game's (the
// highest).
func TestEachAutomaHasItsDifficulty(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		old  bool
		want map[string]int
	}{
		{false, map[string]int{"Automa 1": 2, "Automa 2": 3, "Automa 3": 4}},
		{true, map[string]int{"Automa 1": 4, "Automa 2": 4, "Automa 3": 4}},
	} {
		r := threeAutomas(t, c.old)
		var out bytes.Buffer
		if err := JSON(&out, kinds, r); err != nil {
			t.Fatal(err)
		}
		var doc Doc
		if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
			t.Fatal(err)
		}
		for _, p := range doc.Result.Players {
			switch {
			case !p.Automa && p.Difficulty != nil:
				t.Errorf("json (old %v): Ana has a difficulty", c.old)
			case p.Automa && (p.Difficulty == nil || *p.Difficulty != c.want[p.Name]):
				t.Errorf("json (old %v): %s's difficulty %v, want %d", c.old, p.Name, p.Difficulty, c.want[p.Name])
			}
		}
		if doc.Result.Difficulty != 4 {
			t.Errorf("json (old %v): the game's difficulty %d, want the highest, 4", c.old, doc.Result.Difficulty)
		}

		out.Reset()
		if err := CSV(&out, kinds, r); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&out).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		col := map[string]int{}
		for i, h := range rows[0] {
			col[h] = i
		}
		for _, row := range rows[1:] {
			if row[0] != "player" {
				continue
			}
			want := ""
			if d, ok := c.want[row[col["name"]]]; ok {
				want = strconv.Itoa(d)
			}
			if row[col["difficulty"]] != want {
				t.Errorf("csv (old %v): %s's difficulty %q, want %q", c.old, row[col["name"]], row[col["difficulty"]], want)
			}
		}

		out.Reset()
		if err := Markdown(&out, i18n.New(i18n.English), kinds, r); err != nil {
			t.Fatal(err)
		}
		md := out.String()
		civ := map[string]string{"Automa 1": "China", "Automa 2": "Egypt", "Automa 3": "Japan"}
		for name, diff := range c.want {
			if cell := "| " + name + " | " + civ[name] + " | " + strconv.Itoa(diff) + " |"; !strings.Contains(md, cell) {
				t.Errorf("markdown (old %v) lacks %q:\n%s", c.old, cell, md)
			}
		}
		if !strings.Contains(md, "| Rank | Player | Civilization | Difficulty | Score |") {
			t.Errorf("markdown (old %v) has no Difficulty column:\n%s", c.old, md)
		}
	}
}

// A solo game's markdown has the Automa as "(Automa)" with its difficulty
// in its own column, as with several (issue 27 item 6).
func TestSoloMarkdownGivesTheAutomasDifficulty(t *testing.T) {
	t.Parallel()
	const line = "setup players=Ana automa=china difficulty=3 seed=2"
	setup, err := tracker.ParseSetup(line)
	if err != nil {
		t.Fatal(err)
	}
	res := tracker.ResultOf(setup, scoring.Result{Winners: []string{"Ana"}, Players: []scoring.PlayerScore{
		{Name: "Ana", Total: 60, Rank: 1, Winner: true}, {Name: "Automa", Automa: true, Total: 50, Rank: 2}}})
	r := &store.Record{ID: 2, Game: store.Monumental, Setup: line, Finished: true, Result: &res}
	var out bytes.Buffer
	if err := Markdown(&out, i18n.New(i18n.English), kinds, r); err != nil {
		t.Fatal(err)
	}
	if md := out.String(); !strings.Contains(md, "| 2 | Automa | China | 3 | 50 |") || !strings.Contains(md, "| 1 | Ana |  |  | 60 |") {
		t.Errorf("solo markdown:\n%s", md)
	}
}
