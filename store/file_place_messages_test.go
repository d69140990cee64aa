//go:build linux

package store

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
)

// TestSymlinkedLogIsNotCalledDamaged: a healthy database whose -wal or
// -shm is a symbolic link is refused with what the link is and what to do,
// not as damaged, and nothing is changed; once the link is replaced by its
// file, the database opens with every action.
func TestSymlinkedLogIsNotCalledDamaged(t *testing.T) {
	t.Parallel()
	for _, side := range []string{"-wal", "-shm"} {
		t.Run(side, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "games.db")
			id := crashedWithLog(t, path)
			real := filepath.Join(dir, "elsewhere"+side)
			if err := os.Rename(path+side, real); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(real, path+side); err != nil {
				t.Fatal(err)
			}
			before := snapshot(t, dir)
			for name, open := range map[string]func(string) (*Store, error){"Open": func(p string) (*Store, error) { return Open(p) }, "OpenReadOnly": OpenReadOnly} {
				_, err := open(path)
				var se *SidecarError
				if !errors.As(err, &se) || errors.Is(err, ErrUnusable) || strings.Contains(err.Error(), "is damaged") ||
					!strings.Contains(err.Error(), path+side) || !strings.Contains(err.Error(), "symbolic link") || !strings.Contains(err.Error(), "not damaged") {
					t.Errorf("%s: %v", name, err)
				}
			}
			if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
				t.Errorf("files changed: %v before, %v after", keys(before), keys(after))
			}
			// Doing what the message says makes it open, nothing lost.
			os.Remove(path + side)
			if side == "-wal" {
				os.Rename(real, path+side)
			}
			s := openT(t, path)
			r, err := s.Load(id)
			if err != nil || len(r.Actions) != 1 {
				t.Fatalf("after the fix: %v %+v", err, r)
			}
		})
	}
}

// readOnlyDir makes dir read-only for this process: a read-only bind mount
// when running as root (root ignores permissions), else mode 0555. It
// skips the test when neither is possible.
func readOnlyDir(t *testing.T, dir string) {
	t.Helper()
	if os.Geteuid() != 0 {
		if err := os.Chmod(dir, 0o555); err != nil {
			t.Skip(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
		return
	}
	if err := syscall.Mount(dir, dir, "", syscall.MS_BIND, ""); err != nil {
		t.Skipf("cannot bind-mount %s read-only: %v", dir, err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	if err := syscall.Mount("", dir, "", syscall.MS_REMOUNT|syscall.MS_BIND|syscall.MS_RDONLY, ""); err != nil {
		t.Skipf("cannot remount %s read-only: %v", dir, err)
	}
}

// TestReadOnlyLocation: in a read-only directory, Open says where and what
// to do (not "unable to open database file"), a missing database is not
// created, and OpenReadOnly reads a closed database and one with a log.
func TestReadOnlyLocation(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "ro")
	os.Mkdir(dir, 0o755)
	closed := filepath.Join(dir, "closed.db")
	filledDB(t, closed)
	withLog := filepath.Join(dir, "log.db")
	_ = crashedWithLog(t, withLog)
	readOnlyDir(t, dir)
	before := snapshot(t, dir)

	for _, p := range []string{closed, withLog, filepath.Join(dir, "new.db"), filepath.Join(dir, "sub", "new.db")} {
		_, err := Open(p)
		if err == nil || !strings.Contains(err.Error(), "read-only location") || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "--db") {
			t.Errorf("Open %s: %v", p, err)
		}
	}
	for p, want := range map[string]int{closed: 2000, withLog: 1} {
		s, err := OpenReadOnly(p)
		if err != nil {
			t.Errorf("OpenReadOnly %s: %v", p, err)
			continue
		}
		list, err := s.List()
		s.Close()
		if err != nil || len(list) != 1 || len(list[0].Actions) != want {
			t.Errorf("%s: %v, %+v", p, err, list)
		}
	}
	if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
		t.Errorf("files changed: %v before, %v after", keys(before), keys(after))
	}
}

// TestFullDiskAtOpen: on a full disk, Open says so, names the file and
// what to do, and leaves no -wal or -shm behind (SQLite left a 3-byte
// -shm). It needs a small tmpfs, so root.
func TestFullDiskAtOpen(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("needs root to mount a small tmpfs")
	}
	src := tempDB(t)
	filledDB(t, src)
	dir := filepath.Join(t.TempDir(), "full")
	os.Mkdir(dir, 0o755)
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=1m"); err != nil {
		t.Skipf("cannot mount a tmpfs: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	path := filepath.Join(dir, "games.db")
	if err := os.WriteFile(path, readFile(t, src), 0o600); err != nil {
		t.Fatal(err)
	}
	// Fill what is left.
	f, _ := os.Create(filepath.Join(dir, "filler"))
	block := make([]byte, 4096)
	for {
		if _, err := f.Write(block); err != nil {
			break
		}
	}
	f.Close()
	before := snapshot(t, dir)
	_, err := Open(path)
	if err == nil || !strings.Contains(err.Error(), "disk is full") || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "free some space") {
		t.Fatalf("Open on a full disk: %v", err)
	}
	if after := snapshot(t, dir); !reflect.DeepEqual(keys(before), keys(after)) {
		t.Errorf("files left: %v before, %v after", keys(before), keys(after))
	}
	// A new database on the full disk: the same message, nothing left.
	_, err = Open(filepath.Join(dir, "new.db"))
	if err == nil || !strings.Contains(err.Error(), "disk is full") {
		t.Errorf("creating on a full disk: %v", err)
	}
	if after := snapshot(t, dir); len(after) != len(before) {
		t.Errorf("files left: %v before, %v after", keys(before), keys(after))
	}
	// Reading needs no room.
	s, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if list, err := s.List(); err != nil || len(list) != 1 {
		t.Errorf("reading on a full disk: %v", err)
	}
}

// crashedWithLog leaves a database at path as a crash leaves it: a game with
// one action, its -wal and -shm beside it (copied while it was open). It
// returns the game's id.
func crashedWithLog(t *testing.T, path string) GameID {
	t.Helper()
	w, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := w.Create(Monumental, testSetup)
	w.Append(id, "take 1")
	saved := map[string][]byte{}
	for _, s := range []string{"", "-wal", "-shm"} {
		saved[s] = readFile(t, path+s)
	}
	w.Close()
	for s, b := range saved {
		os.WriteFile(path+s, b, 0o600)
	}
	return id
}
