package main

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// TestHistoryFromWhatWasKeptEqualsTheWholeRead: the history of finished,
// timed games read from what was kept when each ended (no log read, none
// replayed) is the one read from the whole logs, table and JSON; a game
// without a kept summary (finished before schema 3) is read whole. So are
// the exports of every game, which take each game's turn times from its
// kept summary instead of replaying its log, and the BG Stats plays, made
// from the kept rounds; a summary kept before it held them (no "rounds")
// has its game replayed.
func TestHistoryFromWhatWasKeptEqualsTheWholeRead(t *testing.T) {
	t.Parallel()
	for _, setup := range []string{
		"setup mode=standard players=Ana,Ben,Cid,Dee seed=7",
		// Cid plays first: the turn times are still in seat order.
		"setup mode=standard players=Ana,Ben,Cid,Dee start=Cid seed=7",
		"setup mode=continuous players=Ana,Ben,Cid,Dee seed=7",
	} {
		t.Run(setup, func(t *testing.T) { historyFromKeptEqualsWholeRead(t, setup) })
	}
}

func historyFromKeptEqualsWholeRead(t *testing.T, setup string) {
	path := filepath.Join(t.TempDir(), "h.db")
	finishedGamesOf(t, path, 3, setup)
	outputs := map[string][]string{
		"table":        {"history", "--db", path, "--format", "table"},
		"json":         {"history", "--db", path, "--format", "json"},
		"export json":  {"export", "--all", "--db", path, "--format", "json"},
		"export csv":   {"export", "--all", "--db", path, "--format", "csv"},
		"export bgsts": {"export", "--all", "--db", path, "--format", "bgstats"},
	}
	kept := map[string]string{}
	for format, args := range outputs {
		out, err := runCmd(t, args...)
		if err != nil {
			t.Fatal(err)
		}
		kept[format] = out
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT COUNT(*) FROM kept`).Scan(&n); err != nil || n != 3 {
		t.Fatalf("%d games kept (%v), want 3", n, err)
	}
	var rounds int
	if err := db.QueryRow(`SELECT body ->> '$.rounds' FROM kept WHERE game_id = 1`).Scan(&rounds); err != nil || rounds < 1 {
		t.Fatalf("the kept rounds: %d (%v)", rounds, err)
	}
	// A summary kept before it held the rounds; one game kept, the others
	// read whole; then none kept.
	for _, q := range []string{`UPDATE kept SET body = json_remove(body, '$.rounds') WHERE game_id = 2`, `DELETE FROM kept WHERE game_id > 1`, `DELETE FROM kept`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
		for format, args := range outputs {
			out, err := runCmd(t, args...)
			if err != nil {
				t.Fatal(err)
			}
			if out != kept[format] {
				t.Errorf("%s, %s: the output differs from the one with kept summaries:\n%s\nkept:\n%s", q, format, out, kept[format])
			}
		}
	}
	if testing.Verbose() {
		t.Log(kept["table"])
	}
}
