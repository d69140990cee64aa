package dashboardtest

import (
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Drawn follows a running application's draws, so that a test waits for
// what the loop shows without polling on a timer: each wait runs its
// condition on the event loop and again after every draw.
type Drawn struct {
	app   *tview.Application
	draws chan struct{}
}

// FollowDraws makes app report its draws; call it before app runs. It
// takes the application's after-draw hook, which the dashboard leaves free.
func FollowDraws(app *tview.Application) *Drawn {
	d := &Drawn{app: app, draws: make(chan struct{}, 1)}
	app.SetAfterDrawFunc(func(tcell.Screen) {
		// One pending wake-up is enough: the waiter checks the whole
		// screen, not each draw.
		select {
		case d.draws <- struct{}{}:
		default:
		}
	})
	return d
}

// Until reports whether cond, run on the event loop, held within the
// time given: it is checked at once and after each draw.
func (d *Drawn) Until(within time.Duration, cond func() bool) bool {
	deadline := time.NewTimer(within)
	defer deadline.Stop()
	for {
		var ok bool
		d.app.QueueUpdate(func() { ok = cond() })
		if ok {
			return true
		}
		select {
		case <-d.draws:
		case <-deadline.C:
			return false
		}
	}
}
