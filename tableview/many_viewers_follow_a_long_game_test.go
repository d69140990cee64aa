package tableview

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// longGame is the actions of a two-player game n actions long, as a table
// plays one: each turn the table enters two cards of the display, the
// player takes one and ends the turn (eras of 99 cards: the deck lasts).
func longGame(n int) (setup string, actions []string) {
	types := []string{"knowledge", "building", "wonder"}
	for i := 0; len(actions) < n; i++ {
		actions = append(actions,
			fmt.Sprintf("identify %d %s %d", 2+i%5, types[i%3], 1+i%9),
			fmt.Sprintf("identify %d %s %d", 1+(i+2)%6, types[(i+1)%3], 1+(i+4)%9),
			"take 1", "end")
	}
	return "setup players=Ana,Ben eras=99,99,99 seed=7", actions[:n]
}

// TestFiftyViewersFollowALongGame is the load test: 50 pages on loopback
// follow a 500-action game played as fast as the engine goes; every page
// gets every action, in order, each event the table after that action,
// and the server's memory stays bounded. -short plays 20 viewers and 200
// actions.
func TestFiftyViewersFollowALongGame(t *testing.T) {
	viewers, n := 50, 500
	if testing.Short() {
		viewers, n = 20, 200
	}
	s, hs := newTestServer(t, Options{MaxViewers: 64})
	setup, actions := longGame(n)
	g := newGame(t, setup)
	first := s.Publish(g, false)
	base := hs.URL + s.Path()
	ctx, cancel := contextWithCancel(t)
	defer cancel()

	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	var peak atomic.Uint64
	stopSampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-stopSampling:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()

	// Each viewer reads its stream to the last action and checks it.
	published := make([]time.Time, n+1) // by action: when it was published
	var wg sync.WaitGroup
	ready := make(chan struct{}, viewers)
	lags := make([][]time.Duration, viewers)
	errs := make(chan error, viewers)
	for v := 0; v < viewers; v++ {
		st := openStream(t, ctx, base, "en")
		wg.Add(1)
		go func(v int) {
			defer wg.Done()
			e, err := st.next()
			if err != nil || e.id != first {
				errs <- fmt.Errorf("viewer %d: first event %d (%v), want %d", v, e.id, err, first)
				ready <- struct{}{}
				return
			}
			ready <- struct{}{}
			for i := 1; i <= n; i++ {
				e, err := st.next()
				if err != nil {
					errs <- fmt.Errorf("viewer %d: after %d actions: %v", v, i-1, err)
					return
				}
				at := time.Now()
				if want := first + uint64(i); e.id != want {
					errs <- fmt.Errorf("viewer %d: event %d, want %d: an action is missing or out of order", v, e.id, want)
					return
				}
				if want := named(actions[i-1]); !strings.Contains(e.data, want) {
					errs <- fmt.Errorf("viewer %d: event %d does not show %s", v, e.id, want)
					return
				}
				lags[v] = append(lags[v], at.Sub(published[i]))
			}
		}(v)
	}
	for range viewers {
		<-ready
	}
	start := time.Now()
	for i, a := range actions {
		play(t, g, a)
		published[i+1] = time.Now()
		s.Publish(g, false)
	}
	playedIn := time.Since(start)
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the viewers did not get every action within 2 minutes")
	}
	allIn := time.Since(start)
	close(stopSampling)
	<-sampled
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if t.Failed() {
		return
	}
	var all []time.Duration
	for _, l := range lags {
		all = append(all, l...)
	}
	slices.Sort(all)
	grew := int64(peak.Load()) - int64(before.HeapInuse)
	t.Logf("%d viewers, %d actions: played in %v, every viewer had every action after %v; publish to event received: median %v, p99 %v, max %v; heap in use grew by at most %.1f MiB",
		viewers, n, playedIn.Round(time.Millisecond), allIn.Round(time.Millisecond),
		all[len(all)/2].Round(time.Microsecond), all[len(all)*99/100].Round(time.Microsecond), all[len(all)-1].Round(time.Microsecond), float64(grew)/(1<<20))
	// The ring of 512 changes, each worded once in the viewers' language,
	// and a read buffer per stream: far below this.
	if limit := int64(64 << 20); grew > limit {
		t.Errorf("the heap grew by %d MiB following the game, more than %d MiB", grew>>20, limit>>20)
	}
}

// TestAStalledViewerCostsBoundedMemory: a page that stops reading (a phone
// gone to sleep with its connection open) while the game runs far past
// the ring holds no more than the ring, and when it reads again it
// catches up to the table as it is, its events still in order.
func TestAStalledViewerCostsBoundedMemory(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{})
	setup, actions := longGame(400)
	g := newGame(t, setup)
	s.Publish(g, false)
	ctx, _ := contextWithCancel(t)
	st := openStream(t, ctx, hs.URL+s.Path(), "en")
	st.nextWithin(t, testWait)
	// The viewer reads nothing while the game goes 400 actions on (three
	// changes per action: past the ring of 512).
	var last uint64
	for _, a := range actions {
		play(t, g, a)
		for range 3 {
			last = s.Publish(g, false)
		}
	}
	s.hub.mu.Lock()
	held := len(s.hub.ring)
	s.hub.mu.Unlock()
	if held != ringSize {
		t.Fatalf("the hub holds %d changes, want at most %d", held, ringSize)
	}
	var prev uint64
	for {
		e := st.nextWithin(t, testWait)
		if e.id <= prev {
			t.Fatalf("event %d after %d: out of order", e.id, prev)
		}
		prev = e.id
		if e.id == last {
			if !strings.Contains(e.data, named(actions[len(actions)-1])) {
				t.Fatalf("the last event is not the table now: %.300s", e.data)
			}
			return
		}
	}
}
