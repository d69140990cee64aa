package main

import (
	"database/sql"

	"io"
	"testing"
	"time"

	"tablemate/kernel"
	"tablemate/store"
)

// finishedGamesDB saves n finished, scored games of a 4-player standard
// game of 120 actions played at the dashboard (an action every 20 seconds,
// in two sittings) in a new database at path: one game saved as the store
// saves it, then copied n-1 times with SQL.
func finishedGamesDB(b *testing.B, path string, n int) {
	b.Helper()
	const setup = "setup mode=standard players=Ana,Ben,Cid,Dee seed=7"
	st, err := store.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	res := &kernel.Result{Winners: []string{"Cid"}, Finished: time.Unix(1700002400, 0)}
	for i, name := range []string{"Ana", "Ben", "Cid", "Dee"} {
		res.Players = append(res.Players, kernel.PlayerResult{Name: name, Score: 40 + 7*i, Rank: 4 - i, Winner: i == 2, Gold: i, Culture: 2 * i})
	}
	if _, err := st.Import(store.Monumental, setup, longGameActions(b, setup, 120), nil, res); err != nil {
		b.Fatal(err)
	}
	if err := st.Close(); err != nil {
		b.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	start := time.Unix(1700000000, 0).UnixNano()
	step := int64(20 * time.Second)
	for _, q := range []string{
		`UPDATE actions SET at = ? + seq * ?`,
		`INSERT INTO sittings (game_id, opened, last, closed) VALUES (1, ?, ? + 60 * ?, ? + 60 * ?), (1, ? + 60 * ?, ? + 121 * ?, ? + 121 * ?)`,
	} {
		args := []any{start, step}
		if q[0] == 'I' {
			args = []any{start, start, step, start, step, start, step, start, step, start, step}
		}
		if _, err := db.Exec(q, args...); err != nil {
			b.Fatal(err)
		}
	}
	tx, err := db.Begin()
	if err != nil {
		b.Fatal(err)
	}
	for _, q := range []string{
		`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
		 INSERT INTO games (game, setup, started, updated, status, version, result)
		 SELECT game, setup, started + i * 86400000000000, updated + i * 86400000000000, status, version, result FROM games, k WHERE id = 1`,
		`INSERT INTO actions (game_id, seq, text, at) SELECT g.id, a.seq, a.text, a.at + (g.id - 1) * 86400000000000 FROM games g, actions a WHERE g.id > 1 AND a.game_id = 1 AND ? > 0`,
		`INSERT INTO sittings (game_id, opened, last, closed) SELECT g.id, s.opened + (g.id - 1) * 86400000000000, s.last + (g.id - 1) * 86400000000000, s.closed + (g.id - 1) * 86400000000000 FROM games g, sittings s WHERE g.id > 1 AND s.game_id = 1 AND ? > 0`,
	} {
		if _, err := tx.Exec(q, n-1); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
}

// readGameRows is the floor of the history: every game's row (id, game,
// setup, times, status and result) read with one plain SQL query on a
// connection of its own, and nothing else.
func readGameRows(b *testing.B, db *sql.DB) int {
	rows, err := db.Query(`SELECT id, game, setup, started, updated, status, result FROM games ORDER BY started DESC, id DESC`)
	if err != nil {
		b.Fatal(err)
	}
	defer rows.Close()
	var (
		id, started, updated int64
		game, setup, status  string
		result               sql.NullString
		n                    int
	)
	for rows.Next() {
		if err := rows.Scan(&id, &game, &setup, &started, &updated, &status, &result); err != nil {
			b.Fatal(err)
		}
		n++
	}
	return n
}

// BenchmarkHistoryOverRead runs `tablemate history` (the table, and
// --format json) over 10,000 finished games of 120 timed actions each and
// its floor, a plain SQL read of those games' rows, each going first in
// turn, and reports each over the floor ("x-read", "x-read-json"; the
// issue's target 2).
func BenchmarkHistoryOverRead(b *testing.B) {
	const games = 10000
	path := b.TempDir() + "/history.db"
	finishedGamesDB(b, path, games)
	db, err := sql.Open("sqlite", path+"?mode=ro")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	history := func(args ...string) func() {
		return func() {
			root := newRootCmd()
			root.SetOut(io.Discard)
			root.SetErr(io.Discard)
			root.SetArgs(append([]string{"history", "--db", path}, args...))
			if err := root.Execute(); err != nil {
				b.Fatal(err)
			}
		}
	}
	runs := []func(){
		func() {
			if n := readGameRows(b, db); n != games {
				b.Fatalf("%d games", n)
			}
		},
		history(),
		history("--format", "json"),
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
	b.ReportMetric(float64(took[1])/float64(took[0]), "x-read")
	b.ReportMetric(float64(took[2])/float64(took[0]), "x-read-json")
	b.ReportMetric(float64(took[0].Microseconds())/1000/float64(b.N), "read-ms")
	b.ReportMetric(float64(took[1].Microseconds())/1000/float64(b.N), "history-ms")
}
