package recorder

import (
	"errors"
	"testing"
	"time"

	"tablemate/dashboard"
	"tablemate/kernel"
	"tablemate/store"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// The recorder is everything the dashboard asks of its recorder.
var _ interface {
	dashboard.Recorder
	dashboard.Stepper
	dashboard.Reloader
	dashboard.Reopener
	dashboard.Acknowledger
	dashboard.Clock
	dashboard.Identified
} = (*Recorder)(nil)

// errStale stands for the dashboard's ErrStale.
var errStale = errors.New("stale")

// gameKinds are the games the command line knows, with the embedded Automa
// deck.
func gameKinds() kernel.Kinds { return kernel.Kinds{wm.NewKind(), tracker.NewKind()} }

// testClock is a clock the test moves by hand.
type testClock struct{ t time.Time }

func (c *testClock) now() time.Time          { return c.t }
func (c *testClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func newClockedRecorder(t *testing.T, path string, clock *testClock) *Recorder {
	t.Helper()
	st, err := store.Open(path, store.WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return New(st, gameKinds(), clock.now, errStale)
}

func storeResultForTest() store.Result {
	return store.Result{Players: []store.PlayerResult{{Name: "Ana", Score: 10, Rank: 1, Winner: true}, {Name: "Ben", Score: 5, Rank: 2}}, Winners: []string{"Ana"}}
}
