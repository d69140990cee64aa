package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/dashboard/dashboardtest"
	"tablemate/tracker"
)

// TestEveryConfigKeyReachesTheSetup: the new game form, started with the
// config's defaults and nothing typed, saves a setup with the config's
// continuous display (display.continuous.3: 6), eras, readings, scoring
// readings and Automa options. The dashboard runs on a simulation screen.
func TestEveryConfigKeyReachesTheSetup(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "config.yaml")
	yaml := `players:
  names: [Ana, Ben, Cy]
  start: Ben
game:
  mode: continuous
  renaissance: true
eras:
  standard: [10, 4, 4]
  renaissance: 5
display:
  continuous:
    3: 6
rules:
  dominance: literal
  continuous_end: before_refill
  continuous_discard: remaining
  end_no_discard: false
automa:
  gold_points: true
scoring:
  african_empires: true
`
	if err := os.WriteFile(file, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	settings, err := config.Load(config.LoadOptions{ConfigFile: file, Env: []string{"HOME=" + dir}})
	if err != nil {
		t.Fatal(err)
	}
	if got := settings.NewGame([]string{"Ana", "Ben", "Cy"}); got.DisplaySize != 6 {
		t.Fatalf("a new game of 3: display of %d slots, want 6", got.DisplaySize)
	}
	// automa.gold_points is the Automa's: a game with one says it.
	if solo := settings.NewGame([]string{"Ana"}); !strings.Contains(solo.String(), "automa_gold=on") || solo.Mode != tracker.Standard {
		t.Fatalf("a solo new game: %s, want automa_gold=on and the standard mode", solo)
	}
	rec := &dashboardtest.MemoryRecorder{}
	d, err := dashboard.New(tview.NewApplication(), dashboard.Options{Recorder: rec, Kinds: gameKinds(), NewGame: settings.NewGame(nil), FitTable: settings.FitTable,
		Now: func() time.Time { return time.Unix(1, 0) }})
	if err != nil {
		t.Fatal(err)
	}
	screen := tcell.NewSimulationScreen("UTF-8")
	if err := screen.Init(); err != nil {
		t.Fatal(err)
	}
	screen.SetSize(80, 24)
	app := d.App().SetScreen(screen)
	drawn := dashboardtest.FollowDraws(app)
	done := make(chan error, 1)
	go func() { done <- app.Run() }()
	// F2 starts from any field.
	screen.InjectKey(tcell.KeyF2, 0, tcell.ModNone)
	var games []string
	drawn.Until(5*time.Second, func() bool {
		games = append([]string(nil), rec.Games...)
		return len(games) > 0
	})
	app.Stop()
	<-done
	if len(games) != 1 {
		t.Fatalf("no game started: %q", games)
	}
	for _, want := range []string{"mode=continuous", "players=Ana,Ben,Cy", "start=Ben", "renaissance=on", "eras=10,4,5,4", "display=6",
		"end=before_refill", "devdiscard=remaining", "discard_after_end=on", "literal_dominance=on", "african_empires=on"} {
		if !strings.Contains(games[0], want+" ") && !strings.HasSuffix(games[0], want) {
			t.Errorf("setup %q lacks %s", games[0], want)
		}
	}
}
