package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tablemate/export"
)

// seed's game 1 was played 95 minutes at the dashboard (an hour's break
// left out): Ben's turn took 4 minutes, Ana's 6. Game 2 was never timed.
func TestHistoryShowsPlayingTimeAndMeanTurnTimes(t *testing.T) {
	t.Parallel()
	db := seed(t)
	out := mustRun(t, "history", "--db", db)
	for _, re := range []string{
		`(?m)^ +1 +2025-06-01 19:00 +Monumental, standard +finished +1h35m +Ana 61, Ben 48 +Ana$`,
		`(?m)^ +2 .* finished +- +Automa 50`,
		`(?m)^Monumental +Ben +1 +4m00s$`,
		`(?m)^Monumental +Ana +1 +6m00s$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("history does not match %s:\n%s", re, out)
		}
	}
	var doc struct {
		Games []struct {
			ID            int    `json:"id"`
			PlayedSeconds *int64 `json:"played_seconds"`
			TurnTimes     []struct {
				Name        string  `json:"name"`
				Turns       int     `json:"turns"`
				MeanSeconds float64 `json:"mean_seconds"`
			} `json:"turn_times"`
		} `json:"games"`
		TurnTimes []struct {
			Game        string  `json:"game"`
			Name        string  `json:"name"`
			MeanSeconds float64 `json:"mean_seconds"`
		} `json:"turn_times"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, "history", "--db", db, "--format", "json")), &doc); err != nil {
		t.Fatal(err)
	}
	for _, g := range doc.Games {
		switch g.ID {
		case 1:
			// In seat order (Ana, Ben), though Ben started.
			if g.PlayedSeconds == nil || *g.PlayedSeconds != 95*60 || len(g.TurnTimes) != 2 || g.TurnTimes[0].Name != "Ana" || g.TurnTimes[0].MeanSeconds != 360 {
				t.Errorf("game 1: %+v", g)
			}
		default:
			if g.PlayedSeconds != nil || g.TurnTimes != nil {
				t.Errorf("game %d was not timed: %+v", g.ID, g)
			}
		}
	}
	if len(doc.TurnTimes) != 2 || doc.TurnTimes[0].Name != "Ana" || doc.TurnTimes[0].MeanSeconds != 360 {
		t.Errorf("turn time statistics: %+v", doc.TurnTimes)
	}
}

func TestExportsCarryThePlayingTime(t *testing.T) {
	t.Parallel()
	db := seed(t)
	var doc export.Doc
	if err := json.Unmarshal([]byte(mustRun(t, "export", "1", "--db", db)), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.PlayedSeconds == nil || *doc.PlayedSeconds != 95*60 || doc.Ended == nil || len(doc.ActionSeconds) != 3 ||
		*doc.ActionSeconds[0] != 60 || *doc.ActionSeconds[2] != 600 || len(doc.TurnTimes) != 2 {
		t.Errorf("json: %+v", doc)
	}
	rows, err := csv.NewReader(strings.NewReader(mustRun(t, "export", "1", "--db", db, "--format", "csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	sec, name, seq := col["seconds"], col["name"], col["seq"]
	if sec != len(rows[0])-1 || rows[1][0] != "game" || rows[1][sec] != "5700" {
		t.Errorf("csv game row: %q %q", rows[0], rows[1])
	}
	for _, r := range rows {
		if r[0] == "player" && r[name] == "Ben" && r[sec] != "240" || r[0] == "action" && r[seq] == "2" && r[sec] != "240" {
			t.Errorf("csv row %q", r)
		}
	}
	md := mustRun(t, "export", "1", "--db", db, "--format", "markdown")
	if !strings.Contains(md, "- Playing time: 1h35m\n") || !strings.Contains(md, "| Ana | 1 | 6m00s |") {
		t.Errorf("markdown:\n%s", md)
	}
	if md := mustRun(t, "export", "2", "--db", db, "--format", "markdown"); !strings.Contains(md, "- Playing time: not known") || strings.Contains(md, "Turn times") {
		t.Errorf("untimed game's markdown:\n%s", md)
	}
	if d := readLink(t, mustRun(t, "export", "1", "--db", db, "--format", "bgstats-link")); d.DurationMin != 95 {
		t.Errorf("bgstats-link durationMin %d, want the 95 minutes played", d.DurationMin)
	}
}

// A database written before the clock is read by history and export as it
// is: its games listed with no playing time, and the file unchanged.
func TestHistoryReadsASchema1DatabaseWithoutMigratingIt(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(filepath.Join("..", "..", "store", "testdata", "schema1.db"))
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "old.db")
	if err := os.WriteFile(db, src, 0o600); err != nil {
		t.Fatal(err)
	}
	out := mustRun(t, "history", "--db", db)
	if !regexp.MustCompile(`(?m)^ +1 .* finished +- +Ana 40`).MatchString(out) || strings.Contains(out, "Turn times") {
		t.Errorf("history of the old database:\n%s", out)
	}
	if md := mustRun(t, "export", "1", "--db", db, "--format", "markdown"); !strings.Contains(md, "Playing time: not known") {
		t.Errorf("export of an old game:\n%s", md)
	}
	if after, _ := os.ReadFile(db); !bytes.Equal(after, src) {
		t.Error("history or export changed the old database")
	}
}
