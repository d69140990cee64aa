package store

import (
	"path/filepath"
	"testing"
)

// TestAcknowledgedUntilNextChange: Acknowledge marks the game's last change
// as done at the table, across a restart, until the next append, undo or
// redo; a game that does not exist is refused.
func TestAcknowledgedUntilNextChange(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "g.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := s.Create(Monumental, "setup players=Ana,Ben seed=1")
	if err != nil {
		t.Fatal(err)
	}
	acked := func(s *Store) bool {
		t.Helper()
		r, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		return r.Acknowledged
	}
	if acked(s) {
		t.Fatal("a new game is acknowledged")
	}
	if err := s.Acknowledge(id); err != nil {
		t.Fatal(err)
	}
	if !acked(s) {
		t.Fatal("not acknowledged after Acknowledge")
	}
	s.Close()
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !acked(s) {
		t.Fatal("the acknowledgment is lost by a restart")
	}
	for _, change := range []struct {
		name string
		do   func() error
	}{
		{"append", func() error { return s.Append(id, "take 1") }},
		{"undo", func() error { return s.Undo(id) }},
		{"redo", func() error { return s.Redo(id) }},
	} {
		if err := s.Acknowledge(id); err != nil {
			t.Fatal(err)
		}
		if err := change.do(); err != nil {
			t.Fatal(err)
		}
		if acked(s) {
			t.Errorf("still acknowledged after %s", change.name)
		}
	}
	if err := s.Acknowledge(id + 100); err == nil {
		t.Error("a game that does not exist was acknowledged")
	}
}
