package main

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// TestHistoryFromWhatWasKeptEqualsTheWholeRead: the history of finished,
// timed games read from what was kept when each ended (no log read, none
// replayed) is the one read from the whole logs, table and JSON; a game
// without a kept summary (finished before schema 3) is read whole.
func TestHistoryFromWhatWasKeptEqualsTheWholeRead(t *testing.T) {
	t.Parallel()
	for _, setup := range []string{
		"setup mode=standard players=Ana,Ben,Cid,Dee seed=7",
		// Cid plays first: the turn times are still in seat order.
		"setup mode=standard players=Ana,Ben,Cid,Dee start=Cid seed=7",
	} {
		t.Run(setup, func(t *testing.T) { historyFromKeptEqualsWholeRead(t, setup) })
	}
}

func historyFromKeptEqualsWholeRead(t *testing.T, setup string) {
	path := filepath.Join(t.TempDir(), "h.db")
	finishedGamesOf(t, path, 3, setup)
	kept := map[string]string{}
	for _, format := range []string{"table", "json"} {
		out, err := runCmd(t, "history", "--db", path, "--format", format)
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
	// One game kept, the others read whole; then none kept.
	for _, q := range []string{`DELETE FROM kept WHERE game_id > 1`, `DELETE FROM kept`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
		for _, format := range []string{"table", "json"} {
			out, err := runCmd(t, "history", "--db", path, "--format", format)
			if err != nil {
				t.Fatal(err)
			}
			if out != kept[format] {
				t.Errorf("%s, %s: history differs from the kept one:\n%s\nkept:\n%s", q, format, out, kept[format])
			}
		}
	}
	if testing.Verbose() {
		t.Log(kept["table"])
	}
}
