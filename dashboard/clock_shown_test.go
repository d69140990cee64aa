package dashboard

import (
	"testing"
	"time"

	"tablemate/dashboard/dashboardtest"
)

// clockRecorder is a recorder with a Clock whose times the test sets.
type clockRecorder struct {
	dashboardtest.MemoryRecorder
	turn, played time.Duration
}

func (c *clockRecorder) Times() (time.Time, time.Duration, time.Duration) {
	return time.Time{}, c.turn, c.played
}

// TestClockShowsTurnAndGameTime: the current turn's time and the game's
// playing time are on screen, read from the Clock on every draw, at 120x40
// and at 80x24; a game not timed shows none.
func TestClockShowsTurnAndGameTime(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		g := session(t, nil, three, nil, nil)
		rec := &clockRecorder{MemoryRecorder: dashboardtest.MemoryRecorder{Games: []string{three}}, turn: 65 * time.Second, played: time.Hour + 2*time.Minute + 3*time.Second}
		h := newHarness(t, size[0], size[1], Options{Recorder: rec, Game: g})
		h.contains("turn 1:05 · game 1:02:03")
		rec.turn = 70 * time.Second
		h.contains("turn 1:10 · game 1:02:03")
		rec.turn, rec.played = -1, -1
		h.lacks("turn 1:", "game 1:")
	}
}
