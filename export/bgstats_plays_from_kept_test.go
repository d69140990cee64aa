package export

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

// TestAllBGStatsFromKeptSummariesIsTheReplayedFile: the BG Stats file of
// many finished games made from the summaries kept when they ended (no
// log, none replayed) is the file made by replaying each, byte for byte:
// every scripted game of the testdata (Automas, the continuous mode, five
// seats, World Monuments), enough of them for the plays to be made on two
// goroutines, in French.
func TestAllBGStatsFromKeptSummariesIsTheReplayedFile(t *testing.T) {
	t.Parallel()
	var scripted []store.Record
	for _, pattern := range []string{"../cmd/tablemate/testdata/games/*.txt", "../cmd/tablemate/testdata/wm/*.txt"} {
		files, err := filepath.Glob(pattern)
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: %v", pattern, err)
		}
		for _, f := range files {
			script, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			kind := kinds.Named(store.Monumental)
			if bytes.Contains(script, []byte("setup game=worldmonuments")) {
				kind = kinds.Named(store.WorldMonuments)
			}
			g, err := kind.Script(bytes.NewReader(script), func(kernel.ScriptResult) error { return nil })
			if err != nil || !g.Over() {
				continue // a script that needs its own folder (a plan file), or a game left in progress
			}
			res := g.Result()
			scripted = append(scripted, store.Record{Game: kind.Name, Setup: g.SetupLine(), Actions: g.ActionTexts(), Finished: true, Result: &res})
		}
	}
	wms := 0
	for _, r := range scripted {
		if r.Game == store.WorldMonuments {
			wms++
		}
	}
	if len(scripted) < 10 || wms == 0 {
		t.Fatalf("%d scripted games (%d of World Monuments): the test tries too little", len(scripted), wms)
	}
	records := make([]store.Record, parallelRows+len(scripted))
	at := time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)
	for i := range records {
		r := scripted[i%len(scripted)]
		r.ID = store.GameID(len(records) - i) // newest first, as the store lists them
		r.Started = at.Add(-time.Duration(i) * time.Hour)
		res := *r.Result
		res.Finished = r.Started.Add(40 * time.Minute)
		r.Result, r.Updated = &res, res.Finished
		records[i] = r
	}
	file := func() string {
		var b bytes.Buffer
		if err := AllBGStats(&b, io.Discard, i18n.New("fr"), kinds, records, "Club"); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	replayed := file()
	several := false
	for i := range records {
		k := store.KeptOf(kinds.Named(records[i].Game), &records[i])
		if !k.RoundsKnown {
			t.Fatalf("game %d: no rounds kept", records[i].ID)
		}
		several = several || k.Rounds > 1
		records[i].Kept, records[i].Actions = &k, nil // as ListPlays gives it: no log
	}
	if !several {
		t.Error("no game kept more than one round: the rounds are not tried")
	}
	if kept := file(); kept != replayed {
		at := 0
		for at < min(len(kept), len(replayed)) && kept[at] == replayed[at] {
			at++
		}
		t.Errorf("the file from the kept summaries differs from the replayed one at byte %d:\nkept     %q\nreplayed %q", at,
			kept[max(0, at-120):min(len(kept), at+120)], replayed[max(0, at-120):min(len(replayed), at+120)])
	}
}
