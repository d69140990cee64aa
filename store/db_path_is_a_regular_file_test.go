//go:build unix

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The review's D6: a --db path that is a link is followed to its target
// (the link stays a link, the database is made where it points); a named
// pipe, a device, a dangling link and a path under a file are refused
// with what they are, at once, and nothing replaces them.
func TestDatabasePathIsARegularFileOrRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	target := filepath.Join(dir, "synced", "tablemate.db")
	os.MkdirAll(filepath.Dir(target), 0o700)
	os.WriteFile(target, nil, 0o600)
	link := filepath.Join(dir, "link.db")
	os.Symlink(target, link)
	st, err := Open(link)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Create(Monumental, "setup players=Ana,Ben"); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	if fi, _ := os.Stat(target); fi.Size() == 0 {
		t.Fatal("the link's target holds no database")
	}
	ro, err := OpenReadOnly(link)
	if err != nil {
		t.Fatalf("read through the link: %v", err)
	}
	ro.Close()

	fifo := filepath.Join(dir, "f.db")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "plain")
	os.WriteFile(file, []byte("x"), 0o600)
	dangling := filepath.Join(dir, "dangling.db")
	os.Symlink(filepath.Join(dir, "nowhere", "x.db"), dangling)
	toNull := filepath.Join(dir, "null.db")
	os.Symlink("/dev/null", toNull)
	for _, tc := range []struct{ path, says string }{
		{fifo, "named pipe"},
		{toNull, "device"},
		{dangling, "does not exist"},
		{filepath.Join(file, "x.db"), "is a file, not a folder"},
		{"", "no database path given"},
	} {
		for name, open := range map[string]func(string) (*Store, error){"Open": func(p string) (*Store, error) { return Open(p) }, "OpenReadOnly": OpenReadOnly} {
			done := make(chan error, 1)
			go func() {
				s, err := open(tc.path)
				if err == nil {
					s.Close()
				}
				done <- err
			}()
			select {
			case err := <-done:
				if err == nil || !strings.Contains(err.Error(), tc.says) {
					t.Errorf("%s(%q): %v, want it refused saying %q", name, tc.path, err, tc.says)
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("%s(%q) blocks", name, tc.path)
			}
		}
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe was replaced: %v", err)
	}
	var fe *FileError
	if _, err := Open(fifo); !errors.As(err, &fe) {
		t.Errorf("a named pipe: %T, want a *FileError", err)
	}
}
