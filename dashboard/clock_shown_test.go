package dashboard

import (
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

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

// TestClockRunsWithoutAKey: the running dashboard redraws at each tick of
// its clock, with no key pressed, so the time on screen moves on; in the
// continuous mode at 80x24 too. The test's clock ticks when it says, and
// the screen is read draw by draw.
func TestClockRunsWithoutAKey(t *testing.T) {
	t.Parallel()
	g := session(t, nil, fourContinuous, fourPassed[:1], nil)
	rec := &clockRecorder{MemoryRecorder: dashboardtest.MemoryRecorder{Games: []string{fourContinuous}, Actions: fourPassed[:1]}, turn: 65 * time.Second, played: time.Hour}
	ticks := make(chan time.Time)
	stopped := make(chan struct{})
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g, Ticks: func() (<-chan time.Time, func()) {
		return ticks, func() { close(stopped) }
	}})
	l := runLive(t, h)
	l.waitFor("1:05 · 1:00:00")
	for _, want := range []string{"1:06 · 1:00:01", "1:07 · 1:00:02"} {
		// A second goes by on the recorder's clock (on the event loop,
		// where the screen reads it), then the tick: no key.
		l.app.QueueUpdate(func() { rec.turn, rec.played = rec.turn+time.Second, rec.played+time.Second })
		ticks <- time.Time{}
		l.waitFor(want)
	}
	l.key(tcell.KeyRune, 'q')
	l.stop("q did not quit")
	select {
	case <-stopped:
	default:
		t.Error("the clock's ticker was not stopped with the dashboard")
	}
}
