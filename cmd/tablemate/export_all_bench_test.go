package main

import (
	"database/sql"
	"testing"
	"time"
)

// readLogRows is the floor of an export of every game with its log: every
// game's row (readGameRows) and every action's row (game, position, text,
// time), read with plain SQL on a connection of its own.
func readLogRows(b *testing.B, db *sql.DB) int {
	readGameRows(b, db)
	rows, err := db.Query(`SELECT game_id, seq, text, at FROM actions ORDER BY game_id, seq`)
	if err != nil {
		b.Fatal(err)
	}
	defer rows.Close()
	var (
		game, seq int64
		text      string
		at        sql.NullInt64
		n         int
	)
	for rows.Next() {
		if err := rows.Scan(&game, &seq, &text, &at); err != nil {
			b.Fatal(err)
		}
		n++
	}
	return n
}

// BenchmarkExportAllOverRead runs `tablemate export --all` in its three
// formats over 10,000 finished games of 120 timed actions each, and two
// floors in the same run, each going first in turn: the plain read of the
// games' rows (the history's floor: "x-read-FORMAT") and the plain read of
// those rows and every action's row ("x-logs-FORMAT"). Every format holds
// what only the logs have (json and csv each action, bgstats what a replay
// of each game says: roles, modules, seat order), so the log floor is the
// one an export can approach.
func BenchmarkExportAllOverRead(b *testing.B) {
	const games = 10000
	path := b.TempDir() + "/export.db"
	finishedGamesDB(b, path, games)
	db, err := sql.Open("sqlite", path+"?mode=ro")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	export := func(format string) func() {
		return quietRun(b, "export", "--all", "--format", format, "--db", path)
	}
	formats := []string{"json", "csv", "bgstats"}
	runs := []func(){
		func() {
			if n := readGameRows(b, db); n != games {
				b.Fatalf("%d games", n)
			}
		},
		func() {
			if n := readLogRows(b, db); n != games*120 {
				b.Fatalf("%d actions", n)
			}
		},
	}
	for _, f := range formats {
		runs = append(runs, export(f))
	}
	took := make([]time.Duration, len(runs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := range runs {
			r := (i + k) % len(runs)
			t0 := time.Now()
			runs[r]()
			took[r] += time.Since(t0)
		}
	}
	for i, f := range formats {
		b.ReportMetric(float64(took[2+i])/float64(took[0]), "x-read-"+f)
		b.ReportMetric(float64(took[2+i])/float64(took[1]), "x-logs-"+f)
	}
	b.ReportMetric(float64(took[0].Microseconds())/1000/float64(b.N), "read-ms")
	b.ReportMetric(float64(took[1].Microseconds())/1000/float64(b.N), "logs-ms")
}
