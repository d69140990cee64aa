package store

import (
	"testing"
	"time"

	"tablemate/tracker"
)

// BenchmarkAppendInASitting is BenchmarkAppend with the dashboard's
// sitting open: the action's time and the sitting's last change are
// written in the same transaction, so it should cost what BenchmarkAppend
// does (the fsync), run beside it and BenchmarkRawFsync4K, the floor.
func BenchmarkAppendInASitting(b *testing.B) {
	s := openT(b, tempDB(b))
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.OpenSitting(id); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.Append(id, crashAction(i+1)); err != nil {
			b.Fatal(err)
		}
	}
}

// timedRecord is a 5,000-action game recorded one action a second over
// 50 sittings.
func timedRecord(b *testing.B) *Record {
	actions := legalActions(b, testSetup, 5000)
	start := time.Unix(1700000000, 0)
	r := &Record{ID: 1, Game: Monumental, Setup: testSetup, Actions: actions, Started: start}
	for i := range actions {
		r.ActionTimes = append(r.ActionTimes, start.Add(time.Duration(i+1)*time.Second))
	}
	for k := 0; k < 50; k++ {
		r.Sittings = append(r.Sittings, Sitting{ID: SittingID(k + 1), Opened: start.Add(time.Duration(k*100) * time.Second),
			Closed: start.Add(time.Duration(k*100+100) * time.Second)})
	}
	return r
}

// BenchmarkTimes5000 is what the dashboard's clock pays once per change
// of a long game: the playing time and every action's offset.
func BenchmarkTimes5000(b *testing.B) {
	r := timedRecord(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if t := r.TimesAt(50, r.Sittings[49].Closed); !t.PlayedKnown {
			b.Fatal("not known")
		}
	}
}

// BenchmarkPlayedAt5000 is the dashboard's clock on every draw between two
// changes: the sittings summed, the actions untouched.
func BenchmarkPlayedAt5000(b *testing.B) {
	r := timedRecord(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r.PlayedAt(50, r.Sittings[49].Closed) <= 0 {
			b.Fatal("no playing time")
		}
	}
}

// BenchmarkSteps5000 is what the history pays per timed game to know whose
// turn each action was: one replay with steps, as a slice. Its floor is
// BenchmarkReplay5000, the resume's replay of the same log.
func BenchmarkSteps5000(b *testing.B) {
	r := timedRecord(b)
	kind := tracker.NewKind()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Steps(kind, r); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReplay5000(b *testing.B) {
	r := timedRecord(b)
	kind := tracker.NewKind()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := kind.Load(r.Setup, r.Actions, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplaySteps5000 is BenchmarkReplay5000 with each action's step
// taken from the same replay (Kind.LoadSteps), as the dashboard opens a
// game for its clock.
func BenchmarkReplaySteps5000(b *testing.B) {
	r := timedRecord(b)
	kind := tracker.NewKind()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := kind.LoadSteps(r.Setup, r.Actions, nil); err != nil {
			b.Fatal(err)
		}
	}
}
