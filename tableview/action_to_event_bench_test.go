package tableview

import (
	"net/http/httptest"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tablemate/store"
)

// BenchmarkActionToEvent measures what a phone at the table waits for: an
// action saved as the dashboard saves it (the store's commit, fsynced),
// committed to the game and published, to its event read by each of five
// pages over loopback. It reports the median and 99th percentile of both
// the commit itself (commit-*) and of the time from the commit to the
// event (event-*), in microseconds.
//
//	go test -run '^$' -bench ActionToEvent -benchtime 300x ./tableview/
func BenchmarkActionToEvent(b *testing.B) {
	const pages = 5
	dir := b.TempDir()
	st, err := store.Open(filepath.Join(dir, "games.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	s, err := New(Options{Token: testToken})
	if err != nil {
		b.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	defer hs.Close()
	defer s.Close()
	ctx, cancel := contextWithCancel(b)
	defer cancel()

	setup, actions := longGame(400)
	g := newGame(b, setup)
	id, err := st.Create(g.Kind().Name, g.SetupLine())
	if err != nil {
		b.Fatal(err)
	}
	s.Publish(g, false)
	// Each page hands the time it read each event to the benchmark.
	type got struct {
		seq uint64
		at  time.Time
	}
	received := make(chan got, 1024)
	for range pages {
		events := openStream(b, ctx, hs.URL+s.Path(), "en")
		if _, err := events.next(); err != nil {
			b.Fatal(err)
		}
		go func() {
			for {
				e, err := events.next()
				if err != nil {
					return
				}
				received <- got{e.id, time.Now()}
			}
		}()
	}
	var commits, toEvent []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(actions)
		if k == 0 && i > 0 {
			b.StopTimer() // the game is long enough: a new one
			g = newGame(b, setup)
			if id, err = st.Create(g.Kind().Name, g.SetupLine()); err != nil {
				b.Fatal(err)
			}
			seq := s.Publish(g, false)
			for n := 0; n < pages; n++ {
				for r := <-received; r.seq != seq; r = <-received {
				}
			}
			b.StartTimer()
		}
		ch, err := g.Prepare(actions[k])
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		if err := st.Append(id, ch.ActionText()); err != nil {
			b.Fatal(err)
		}
		committed := time.Now()
		if err := g.Commit(ch); err != nil {
			b.Fatal(err)
		}
		seq := s.Publish(g, false)
		commits = append(commits, committed.Sub(start))
		for n := 0; n < pages; n++ {
			r := <-received
			if r.seq != seq {
				b.Fatalf("event %d, want %d", r.seq, seq)
			}
			toEvent = append(toEvent, r.at.Sub(committed))
		}
	}
	b.StopTimer()
	report := func(name string, ds []time.Duration) {
		slices.Sort(ds)
		b.ReportMetric(float64(ds[len(ds)/2].Microseconds()), name+"-med-µs")
		b.ReportMetric(float64(ds[min(len(ds)-1, len(ds)*99/100)].Microseconds()), name+"-p99-µs")
	}
	report("commit", commits)
	report("event", toEvent)
}
