package store

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestVerifyLaterReadsAtOnceAndChecksBeforeWriting: a store opened with
// VerifyLater reads a sound file at once and writes once it has run the
// integrity check; on a file with a damaged page it never writes: Verify
// and every write say the file is damaged, naming it, and the file is
// left as it was.
func TestVerifyLaterReadsAtOnceAndChecksBeforeWriting(t *testing.T) {
	t.Parallel()
	sound := filepath.Join(t.TempDir(), "games.db")
	filledDB(t, sound)
	s, err := Open(sound, VerifyLater())
	if err != nil {
		t.Fatal(err)
	}
	playing, err := s.InProgress()
	if err != nil || len(playing) != 1 {
		t.Fatal(err, playing)
	}
	if _, err := s.OpenSittingTimed(playing[0].ID); err != nil {
		t.Fatalf("a sound file: the first write: %v", err)
	}
	if err := s.Verify(); err != nil {
		t.Fatal(err)
	}
	s.Close()

	dir := t.TempDir()
	damaged := filepath.Join(dir, "games.db")
	filledDB(t, damaged)
	b := readFile(t, damaged)
	copy(b[4096*3:4096*4], make([]byte, 4096)) // a b-tree page of the game's rows, zeroed
	os.WriteFile(damaged, b, 0o600)
	before := snapshot(t, dir)
	s, err = Open(damaged, VerifyLater())
	if err != nil {
		// Found at once by what Open still checks: refused as before.
		if !errors.Is(err, ErrUnusable) {
			t.Fatal(err)
		}
		return
	}
	writes := map[string]func() error{
		"Verify": s.Verify,
		"Create": func() error { _, err := s.Create(Monumental, testSetup); return err },
		"OpenSitting": func() error {
			_, err := s.OpenSittingTimed(1)
			return err
		},
		"Abandon": func() error { return s.Abandon(1) },
	}
	for name, write := range writes {
		var d *DamagedError
		if err := write(); !errors.As(err, &d) || d.Path != damaged {
			t.Errorf("%s on a damaged file: %v", name, err)
		}
	}
	s.Close()
	if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
		t.Errorf("the damaged file changed: %d files before, %d after", len(before), len(after))
	}
}
