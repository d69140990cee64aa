package store

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"tablemate/tracker/wm"
)

// FuzzCheckHeader: whatever the first bytes of a database file are (a
// sound tablemate database with its header overwritten, or a file made
// of the input alone), opening it never panics and never changes or adds
// a file: it is refused with a message naming it, or read.
func FuzzCheckHeader(f *testing.F) {
	sound := filepath.Join(f.TempDir(), "sound.db")
	s, err := Open(sound)
	if err != nil {
		f.Fatal(err)
	}
	if _, err := s.Import(Monumental, testSetup, []string{"take 1", "end"}, nil, nil); err != nil {
		f.Fatal(err)
	}
	s.Close()
	image, err := os.ReadFile(sound)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(image[:100], true)
	f.Add(image[:100], false)
	f.Add([]byte("SQLite format 3\x00"), true)
	f.Add([]byte{}, false)
	f.Add(bytes.Repeat([]byte{0xff}, 100), true)
	broken := append([]byte(nil), image[:100]...)
	broken[16], broken[17] = 0, 1 // page size 1: 65536
	f.Add(broken, true)
	broken = append([]byte(nil), image[:100]...)
	copy(broken[28:32], []byte{0xff, 0xff, 0xff, 0xff}) // a huge page count
	f.Add(broken, true)
	f.Fuzz(func(t *testing.T, head []byte, overImage bool) {
		data := head
		if overImage {
			data = append([]byte(nil), image...)
			copy(data, head)
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "games.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		for name, open := range map[string]func(string) (*Store, error){"check": nil, "OpenReadOnly": OpenReadOnly} {
			var err error
			if open == nil {
				err = check(path, checkForWriting)
			} else {
				var s *Store
				if s, err = open(path); err == nil {
					if _, err := s.List(); err != nil && err.Error() == "" {
						t.Errorf("%s: List: an empty error", name)
					}
					s.Close()
				}
			}
			if err != nil && !errors.Is(err, ErrNoDatabase) && !strings.Contains(err.Error(), path) {
				t.Errorf("%s: the error does not name the file: %v", name, err)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Fatalf("%s: %d files in the directory after reading", name, len(entries))
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, data) {
				t.Fatalf("%s: the file changed", name)
			}
		}
	})
}

// FuzzReplayLog: any setup line and log lines, saved and read back from
// the database, come back exactly as saved, and replaying them with either
// engine gives a game or an error, never a panic.
func FuzzReplayLog(f *testing.F) {
	s, err := Open(filepath.Join(f.TempDir(), "replay.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	f.Add(false, testSetup, "take 1\nend\nidentify 2 knowledge 3", "end")
	f.Add(false, "setup players=Ana automa=china difficulty=3 seed=4", "automa\nanswer 2\ntake 1", "")
	f.Add(false, "setup mode=continuous players=Ana,Ben,Cid seed=9", "act\ntake 3\npass\ntally Ana 1 2 3 4 5 6", "")
	f.Add(true, "setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben", "quarry 1\nquarry 2\nquarry_done Ana\nbuild 4", "pass 0")
	f.Add(true, "setup game=worldmonuments players=Ana,Ben", "gems Ana 99999999999999999999\ncomplete", "")
	f.Add(false, testSetup, "take 99\nend\x00\nidentify 7 building -1", "")
	f.Fuzz(func(t *testing.T, isWM bool, setup, log, redoLog string) {
		kind := Monumental
		if isWM {
			kind = WorldMonuments
		}
		actions, redo := lines(log), lines(redoLog)
		id, err := s.Import(kind, setup, actions, redo, nil)
		if err != nil {
			return // a line the store refuses (empty, several lines): said, not saved
		}
		r, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		if r.Setup != setup || !reflect.DeepEqual(r.Actions, actions) || !reflect.DeepEqual(r.Redo, redo) {
			t.Fatalf("saved %q %q %q, read back %q %q %q", setup, actions, redo, r.Setup, r.Actions, r.Redo)
		}
		if isWM {
			_, err = wm.Load(r.Setup, r.Actions, r.Redo)
		} else {
			_, err = LoadMonumental(r)
		}
		if err != nil && err.Error() == "" {
			t.Fatal("an empty error")
		}
	})
}

// lines splits a fuzzed log into lines; none is "nil": an empty log is
// an empty list, as Load reads it.
func lines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
