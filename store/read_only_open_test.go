package store

import (
	"errors"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// TestOpenReadOnlyCreatesNothing: a missing file stays missing (and its
// directory too), a zero-byte file stays zero bytes; both are "no games".
func TestOpenReadOnlyCreatesNothing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	missing := filepath.Join(dir, "sub", "none.db")
	if _, err := OpenReadOnly(missing); !errors.Is(err, ErrNoDatabase) {
		t.Fatalf("missing file: %v", err)
	}
	if _, err := os.Stat(filepath.Dir(missing)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the missing file's directory was created: %v", err)
	}
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, dir)
	if _, err := OpenReadOnly(empty); !errors.Is(err, ErrNoDatabase) {
		t.Fatalf("zero-byte file: %v", err)
	}
	if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
		t.Errorf("files changed: %d before, %d after", len(before), len(after))
	}
}

// TestOpenReadOnlyReadsWithoutWriting: a closed database is read as it
// is, byte for byte unchanged, no -wal or -shm created; every write is
// refused.
func TestOpenReadOnlyReadsWithoutWriting(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	filledDB(t, path)
	dir := filepath.Dir(path)
	before := snapshot(t, dir)
	s, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	list, err := s.List()
	if err != nil || len(list) != 1 || len(list[0].Actions) != 2000 {
		t.Fatalf("list: %v, %d games", err, len(list))
	}
	if _, err := s.Create(Monumental, testSetup); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Create: %v", err)
	}
	if err := s.Append(list[0].ID, "end"); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Append: %v", err)
	}
	if _, err := s.Import(Monumental, testSetup, nil, nil, nil); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Import: %v", err)
	}
	for name, f := range map[string]func(GameID) error{"Undo": s.Undo, "Redo": s.Redo, "Abandon": s.Abandon, "Reopen": s.Reopen} {
		if err := f(list[0].ID); !errors.Is(err, ErrReadOnly) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := s.Finish(list[0].ID, Result{}); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Finish: %v", err)
	}
	s.Close()
	if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
		t.Errorf("files changed: %v before, %v after", keys(before), keys(after))
	}
}

// TestOpenReadOnlySeesTheLogOfARunningTablemate: while another tablemate
// holds the database open (its latest actions in the -wal), a reader sees
// them; with the -shm gone (removed by hand after a crash), it reads a
// private copy instead of creating one beside the database.
func TestOpenReadOnlySeesTheLogOfARunningTablemate(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	w := openT(t, path)
	id, _ := w.Create(Monumental, testSetup)
	for _, a := range legalActions(t, testSetup, 5) {
		if err := w.Append(id, a); err != nil {
			t.Fatal(err)
		}
	}
	r, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := r.Load(id)
	r.Close()
	if err != nil || len(rec.Actions) != 5 {
		t.Fatalf("read beside a writer: %v %+v", err, rec)
	}

	// A crash leaves the log; copy the three files as they are now.
	dir := t.TempDir()
	crashed := filepath.Join(dir, "crashed.db")
	for _, suffix := range []string{"", "-wal"} {
		if err := os.WriteFile(crashed+suffix, readFile(t, path+suffix), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	before := snapshot(t, dir)
	r, err = OpenReadOnly(crashed)
	if err != nil {
		t.Fatal(err)
	}
	rec, err = r.Load(id)
	r.Close()
	if err != nil || len(rec.Actions) != 5 {
		t.Fatalf("read a log without its -shm: %v %+v", err, rec)
	}
	if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
		t.Errorf("files changed: %v before, %v after", keys(before), keys(after))
	}
}

// keys are a snapshot's file names, sorted.
func keys(m map[string][]byte) []string {
	return slices.Sorted(maps.Keys(m))
}
