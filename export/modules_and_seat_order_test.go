package export

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"tablemate/i18n"
	"tablemate/scoring"
	"tablemate/store"
	"tablemate/tracker"
)

// modulesGame is a finished, timed two-player game with Lost Kingdoms and
// Celebrities, which Ben started: Ben's turn, then Ana's.
func modulesGame(t *testing.T) *store.Record {
	t.Helper()
	const line = "setup players=Ana,Ben start=Ben seed=1 lostkingdoms=on celebrities=on"
	setup, err := tracker.ParseSetup(line)
	if err != nil {
		t.Fatal(err)
	}
	res := tracker.ResultOf(setup, scoring.Result{Winners: []string{"Ana"}, Players: []scoring.PlayerScore{
		{Name: "Ana", Total: 30, Rank: 1, Winner: true}, {Name: "Ben", Total: 20, Rank: 2},
	}})
	at := time.Date(2025, 6, 1, 20, 0, 0, 0, time.UTC)
	res.Finished = at.Add(time.Hour)
	return &store.Record{ID: 3, Game: store.Monumental, Setup: line, Started: at, Updated: res.Finished, Finished: true, Result: &res,
		Actions:     []string{"take 1", "end", "take 1", "end"},
		ActionTimes: []time.Time{at.Add(time.Minute), at.Add(2 * time.Minute), at.Add(5 * time.Minute), at.Add(6 * time.Minute)},
		Sittings:    []store.Sitting{{ID: 1, Opened: at, Last: res.Finished, Closed: res.Finished}}}
}

// TestExportsNameTheModulesAndSeatTheTurnTimes: the markdown export and
// the BG Stats comments name the modules played; the turn-times table
// lists the players in seat order (Ana, Ben), not in the order of their
// first turns.
func TestExportsNameTheModulesAndSeatTheTurnTimes(t *testing.T) {
	t.Parallel()
	r := modulesGame(t)
	var md bytes.Buffer
	if err := Markdown(&md, i18n.New(i18n.English), kinds, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "- Modules: Lost Kingdoms, Celebrities\n") {
		t.Errorf("markdown lacks the modules:\n%s", md.String())
	}
	ana, ben := strings.Index(md.String(), "| Ana | 1 |"), strings.Index(md.String(), "| Ben | 1 |")
	if ana < 0 || ben < 0 || ana > ben {
		t.Errorf("turn times not in seat order:\n%s", md.String())
	}
	var play bytes.Buffer
	if err := BGStats(&play, i18n.New(i18n.English), kinds, r, ""); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(play.String(), `"comments":"modules: Lost Kingdoms, Celebrities"`) {
		t.Errorf("BG Stats comments lack the modules: %s", play.String())
	}
}
