package store

import (
	"testing"
	"time"
)

// The playing time is the sum of the sittings: the hour the dashboard was
// closed between two sittings does not count, and the game's end cuts the
// last one.
func TestPlayingTimeLeavesOutTheTimeTheDashboardWasClosed(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	s, err := Open(tempDB(t), WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	start := clock.now()
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	sit, err := s.OpenSitting(id)
	if err != nil {
		t.Fatal(err)
	}
	step := func(d time.Duration, f func() error) {
		t.Helper()
		clock.advance(d)
		if err := f(); err != nil {
			t.Fatal(err)
		}
	}
	step(time.Minute, func() error { return s.Append(id, "take 1") })   // 1m
	step(2*time.Minute, func() error { return s.Append(id, "end") })    // 3m
	step(2*time.Minute, func() error { return s.CloseSitting(sit) })    // 5m: closed
	clock.advance(time.Hour)                                            // away
	step(0, func() error { sit, err = s.OpenSitting(id); return err })  // 5m again
	step(4*time.Minute, func() error { return s.Append(id, "take 2") }) // 9m
	step(time.Minute, func() error { return s.Undo(id) })               // 10m
	step(time.Minute, func() error { return s.Redo(id) })               // 11m: redone, timed now
	step(4*time.Minute, func() error { return s.Finish(id, Result{}) }) // 15m: the end
	step(10*time.Minute, func() error { return s.CloseSitting(sit) })   // after the end: not counted

	r, err := s.LoadTimed(id)
	if err != nil {
		t.Fatal(err)
	}
	times := r.Times()
	if !times.Started.Equal(start) || !times.Ended.Equal(start.Add(75*time.Minute)) {
		t.Errorf("started %v ended %v, want %v and 1h15m later", times.Started, times.Ended, start)
	}
	if !times.PlayedKnown || times.Played != 15*time.Minute {
		t.Errorf("played %v (known %v), want 15m0s", times.Played, times.PlayedKnown)
	}
	want := []time.Duration{time.Minute, 3 * time.Minute, 11 * time.Minute}
	if len(times.Offsets) != len(want) {
		t.Fatalf("offsets %v, want %v", times.Offsets, want)
	}
	for i := range want {
		if times.Offsets[i] != want[i] {
			t.Errorf("action %d at %v of play, want %v", i+1, times.Offsets[i], want[i])
		}
	}
}

// A sitting the program never closed (killed) ends at the last change made
// in it, not at the next sitting: a night with a killed terminal is not
// playing time.
func TestSittingOfAKilledDashboardEndsAtItsLastChange(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	s, err := Open(tempDB(t), WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id, _ := s.Create(Monumental, testSetup)
	if _, err := s.OpenSitting(id); err != nil {
		t.Fatal(err)
	}
	clock.advance(2 * time.Minute)
	s.Append(id, "take 1")
	clock.advance(time.Minute)
	s.Undo(id) // the last change: 3m
	clock.advance(10 * time.Hour)
	if _, err := s.OpenSitting(id); err != nil {
		t.Fatal(err)
	}
	clock.advance(time.Minute)
	s.Append(id, "take 2")
	r, _ := s.LoadTimed(id)
	if got := r.Times(); got.Played != 4*time.Minute || !got.PlayedKnown || got.Offsets[0] != 4*time.Minute {
		t.Errorf("played %v, offsets %v; want 4m0s (3m, then 1m of the open sitting)", got.Played, got.Offsets)
	}
}

// A game entered by script has no sittings and no action times: its
// playing time is unknown, not zero, and its start is the date it was given.
func TestScriptedGameHasItsDateAndNoPlayingTime(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	s, err := Open(tempDB(t), WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	date := time.Date(2024, 12, 24, 12, 0, 0, 0, time.Local)
	id, err := s.ImportStarted(date, Monumental, testSetup, []string{"take 1", "end"}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := s.LoadTimed(id)
	times := r.Times()
	if !times.Started.Equal(date) || times.PlayedKnown || times.Offsets[0] != -1 || times.Offsets[1] != -1 {
		t.Errorf("started %v (want %v), played known %v, offsets %v", times.Started, date, times.PlayedKnown, times.Offsets)
	}
	id2, _ := s.Import(Monumental, testSetup, nil, nil, nil)
	if r, _ := s.Load(id2); !r.Started.Equal(clock.now()) {
		t.Errorf("undated import started %v, want the store's clock %v", r.Started, clock.now())
	}
}

func TestSittingsRefuseUnknownGamesAndReadOnlyStores(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	s := openT(t, path)
	if _, err := s.OpenSitting(42); err == nil {
		t.Error("a sitting of game 42, which does not exist, was opened")
	}
	ro, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if _, err := ro.OpenSitting(1); err != ErrReadOnly {
		t.Errorf("read-only OpenSitting: %v", err)
	}
	if err := ro.CloseSitting(1); err != ErrReadOnly {
		t.Errorf("read-only CloseSitting: %v", err)
	}
}
