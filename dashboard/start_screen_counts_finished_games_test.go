package dashboard

import (
	"testing"

	"tablemate/dashboard/dashboardtest"
)

// TestStartScreenCountsFinishedGames: without a game in progress the start
// screen says how many finished games the database holds and that n starts
// one (it shows around the setup form on a large screen); an empty
// database keeps "No game yet".
func TestStartScreenCountsFinishedGames(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Finished: 3})
	h.d.dialogs.close() // the board under the setup form
	h.contains("Finished games in the database: 3", "Press n to start a new one")
	h.lacks("No game yet")
	e := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	e.d.dialogs.close()
	e.contains("No game yet")
}
