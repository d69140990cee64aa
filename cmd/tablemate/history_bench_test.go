package main

import (
	"database/sql"
	"tablemate/tracker/trackertest"

	"io"
	"runtime"
	"testing"
	"time"

	"tablemate/kernel"
	"tablemate/store"
)

// finishedGamesDB saves n finished, scored games of a 4-player standard
// game of 120 actions played at the dashboard (an action every 20 seconds,
// in two sittings) in a new database at path: one game saved and finished
// as the dashboard does it, then copied n-1 times with SQL, with what was
// kept when it ended (a copy is started a day after the one before; its
// log, sittings and result are the first game's).
func finishedGamesDB(t testing.TB, path string, n int) {
	t.Helper()
	finishedGamesOf(t, path, n, "setup mode=standard players=Ana,Ben,Cid,Dee seed=7")
}

// finishedGamesOf is finishedGamesDB with the games' setup line (four
// players, Ana, Ben, Cid and Dee).
func finishedGamesOf(t testing.TB, path string, n int, setup string) {
	t.Helper()
	st, err := store.Open(path, store.WithKinds(gameKinds()))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	id, err := st.Import(store.Monumental, setup, trackertest.LegalActions(t, setup, 120), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	start := time.Unix(1700000000, 0).UnixNano()
	step := int64(20 * time.Second)
	if _, err := db.Exec(`UPDATE actions SET at = ? + seq * ?`, start, step); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO sittings (game_id, opened, last, closed) VALUES (1, ?1, ?1 + 60 * ?2, ?1 + 60 * ?2), (1, ?1 + 60 * ?2, ?1 + 121 * ?2, ?1 + 121 * ?2)`, start, step); err != nil {
		t.Fatal(err)
	}
	res := kernel.Result{Winners: []string{"Dee"}, Finished: time.Unix(0, start+121*step)}
	for i, name := range []string{"Ana", "Ben", "Cid", "Dee"} {
		res.Players = append(res.Players, kernel.PlayerResult{Name: name, Score: 40 + 7*i, Rank: 4 - i, Winner: i == 3, Gold: i, Culture: 2 * i})
	}
	if err := st.Finish(id, res); err != nil {
		t.Fatal(err)
	}
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
		 INSERT INTO games (game, setup, started, updated, status, version, result)
		 SELECT game, setup, started + i * 86400000000000, updated + i * 86400000000000, status, version, result FROM games, k WHERE id = 1`,
		`INSERT INTO actions (game_id, seq, text, at) SELECT g.id, a.seq, a.text, a.at FROM games g, actions a WHERE g.id > 1 AND a.game_id = 1 AND ? > 0`,
		`INSERT INTO sittings (game_id, opened, last, closed) SELECT g.id, s.opened, s.last, s.closed FROM games g, sittings s WHERE g.id > 1 AND s.game_id = 1 AND ? > 0`,
		`INSERT INTO kept (game_id, at_version, body) SELECT g.id, k.at_version, k.body FROM games g, kept k WHERE g.id > 1 AND k.game_id = 1 AND ? > 0`,
	} {
		if _, err := tx.Exec(q, n-1); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
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

// quietRun is a run of the command line with args in this process, its
// output discarded: what a benchmark times.
func quietRun(b *testing.B, args ...string) func() {
	return func() {
		root := newRootCmd()
		root.SetOut(io.Discard)
		root.SetErr(io.Discard)
		root.SetArgs(args)
		if err := root.Execute(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHistoryOverRead runs `tablemate history` (the table, and
// --format json) over 10,000 finished games of 120 timed actions each and
// its floor, a plain SQL read of those games' rows, each going first in
// turn on a collected heap, and reports each over the floor ("x-read",
// "x-read-json"; the target 2).
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
		return quietRun(b, append([]string{"history", "--db", path}, args...)...)
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
			// Each run starts on a collected heap: none pays for the
			// garbage of the one before.
			runtime.GC()
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
