package store

import (
	"bytes"
	"os"
	"testing"
	"time"
)

// TestASittingIsSavedWithTheFirstChange: a sitting opened with
// OpenSittingLater writes nothing: a store closed without a change (a
// program killed after its first frame) leaves the file's bytes as they
// were. Saved with the game's first change, the sitting opens when the
// game was shown; left without a change, it is saved closed, from when
// the game was shown to when it was left.
func TestASittingIsSavedWithTheFirstChange(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	filledDB(t, path)
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1800000000, 0)
	clock := func() time.Time { return now }
	open := func() *Store {
		s, err := Open(path, WithClock(clock), VerifyLater())
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := open()
	playing, err := s.InProgress()
	if err != nil || len(playing) != 1 {
		t.Fatal(err, playing)
	}
	id := playing[0].ID
	if sit := s.OpenSittingLater(id); sit.ID != PendingSitting || !sit.Opened.Equal(now) {
		t.Fatalf("%+v", sit)
	}
	if s.SittingOf(id) != PendingSitting {
		t.Fatal("not pending")
	}
	if r, err := s.LoadTimed(id); err != nil || r.Sittings[len(r.Sittings)-1].ID != PendingSitting {
		t.Fatal("LoadTimed does not list the pending sitting", err)
	}
	s.Close() // as if killed: never left
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("showing a game wrote to the file")
	}

	s = open()
	shown := now
	s.OpenSittingLater(id)
	now = now.Add(90 * time.Second)
	if err := s.Append(id, "pass"); err != nil {
		t.Fatal(err)
	}
	sit := s.SittingOf(id)
	if sit <= 0 {
		t.Fatalf("after a change the sitting is %d", sit)
	}
	r, err := s.LoadTimed(id)
	if err != nil {
		t.Fatal(err)
	}
	last := r.Sittings[len(r.Sittings)-1]
	if last.ID != sit || !last.Opened.Equal(shown) || !last.Last.Equal(now) || !last.Closed.IsZero() {
		t.Fatalf("saved sitting %+v, shown at %v, changed at %v", last, shown, now)
	}
	if err := s.LeaveSitting(id); err != nil {
		t.Fatal(err)
	}

	s.OpenSittingLater(id)
	shown, now = now, now.Add(time.Minute)
	if err := s.LeaveSitting(id); err != nil {
		t.Fatal(err)
	}
	r, err = s.LoadTimed(id)
	if err != nil {
		t.Fatal(err)
	}
	last = r.Sittings[len(r.Sittings)-1]
	if !last.Opened.Equal(shown) || !last.Closed.Equal(now) || s.SittingOf(id) != 0 {
		t.Fatalf("a sitting left without a change: %+v (shown %v, left %v)", last, shown, now)
	}
	s.Close()
}
