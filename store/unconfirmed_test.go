package store

import (
	"path/filepath"
	"reflect"
	"testing"
)

// TestUnconfirmedChangesAreKeptUntilAcknowledged: every change after the
// table's last acknowledgement is read back in order, with the notes made
// between them (Hold.Note); an acknowledgement forgets them, and a game
// changed before they were kept says they are not known.
func TestUnconfirmedChangesAreKeptUntilAcknowledged(t *testing.T) {
	t.Parallel()
	s, err := Open(filepath.Join(t.TempDir(), "g.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	read := func() Unconfirmed {
		t.Helper()
		r, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		return r.Unconfirmed
	}
	if u := read(); !u.Known || u.Acknowledged || len(u.Changes) != 0 {
		t.Fatalf("a new game: %+v", u)
	}
	for n := 1; n <= 3; n++ {
		if err := s.Append(id, crashAction(n)); err != nil {
			t.Fatal(err)
		}
	}
	want := []Change{{ChangeDo, crashAction(1)}, {ChangeDo, crashAction(2)}, {ChangeDo, crashAction(3)}}
	if u := read(); !u.Known || u.Acknowledged || !reflect.DeepEqual(u.Changes, want) {
		t.Fatalf("never acknowledged: %+v, want %+v", u, want)
	}
	r, _ := s.Load(id)
	h := s.Hold(r)
	if err := h.Acknowledge(); err != nil {
		t.Fatal(err)
	}
	if u := read(); !u.Known || !u.Acknowledged || len(u.Changes) != 0 {
		t.Fatalf("acknowledged: %+v", u)
	}
	steps := []func() error{
		func() error { _, err := h.Undo(); return err },
		func() error { _, err := h.Undo(); return err },
		func() error { _, err := h.Redo(); return err },
		func() error { return h.Note(NotePhaseLeft) },
		func() error { _, err := h.Append(crashAction(9)); return err },
		func() error { return h.Note(NoteSetAside) },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	want = []Change{{ChangeUndo, crashAction(3)}, {ChangeUndo, crashAction(2)}, {ChangeRedo, crashAction(2)},
		{Op: NotePhaseLeft}, {ChangeDo, crashAction(9)}, {Op: NoteSetAside}}
	if u := read(); !u.Known || !u.Acknowledged || !reflect.DeepEqual(u.Changes, want) {
		t.Fatalf("after two undos, a redo, Enter short of the phase, an action, steps set aside:\n%+v\nwant %+v", u.Changes, want)
	}
	// A change made by a tablemate that did not keep them: not known.
	if _, err := s.db.Exec(`DELETE FROM meta WHERE key = ?`, changeKey(id, r.Version+3)); err != nil {
		t.Fatal(err)
	}
	if u := read(); u.Known || len(u.Changes) != 0 {
		t.Fatalf("a change missing: %+v", u)
	}
}

// TestUnconfirmedUndosSurviveAKill: a process killed (SIGKILL) after two
// undos the table has not confirmed leaves both in the record, in order.
func TestUnconfirmedUndosSurviveAKill(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "g.db")
	if run := killAfter(t, "unconfirmed", path, 2, false); run.acks != 2 {
		t.Fatalf("%d undos acknowledged before the kill: %q", run.acks, run.lines)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, err := s.Current()
	if err != nil || r == nil {
		t.Fatalf("no game after the kill: %v", err)
	}
	want := []Change{{ChangeUndo, crashAction(3)}, {ChangeUndo, crashAction(2)}}
	if u := r.Unconfirmed; !u.Known || !u.Acknowledged || !reflect.DeepEqual(u.Changes, want) {
		t.Fatalf("after the kill: %+v, want the two undos %+v", u, want)
	}
}

// TestUnconfirmedChangesAreBounded: a game played long without an
// acknowledgement keeps its last changes only, and says the rest are not
// known: a resume never replays more than keptChanges.
func TestUnconfirmedChangesAreBounded(t *testing.T) {
	t.Parallel()
	s, err := Open(filepath.Join(t.TempDir(), "g.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= keptChanges+64; n++ {
		if err := s.Append(id, crashAction(n)); err != nil {
			t.Fatal(err)
		}
	}
	var rows int
	from, to := changeBounds(id)
	if err := s.db.QueryRow(`SELECT COUNT(*) FROM meta WHERE key > ? AND key < ?`, from, to).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows >= keptChanges+64 || rows < keptChanges {
		t.Fatalf("%d change rows kept, want %d to %d", rows, keptChanges, keptChanges+63)
	}
	if r, err := s.Load(id); err != nil || r.Unconfirmed.Known {
		t.Fatalf("changes forgotten, yet known: %+v, %v", r.Unconfirmed.Known, err)
	}
}
