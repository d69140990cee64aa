package store

import (
	"fmt"
	"io"
	"os"
)

// FileState is a line that says which state the database at path is in,
// read without opening it as a database: the file's identity, size and
// modification time, SQLite's header (its change counter among it) and the
// same of a write-ahead log beside it that holds anything (an empty one is
// what an opening that wrote nothing leaves; the -shm index holds no data).
// Two reads give the same line only when no commit, checkpoint or other
// file came in between, so a cache of what a start shows
// (internal/lastframe) is used only on the database it was made from.
func FileState(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", err
	}
	hdr := make([]byte, 100)
	n, err := io.ReadFull(f, hdr)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return "", err
	}
	state := fmt.Sprintf("%s %d %d %x", fileIdentity(fi), fi.Size(), fi.ModTime().UnixNano(), hdr[:n])
	if wi, err := os.Stat(path + "-wal"); err == nil && wi.Size() > 0 {
		state += fmt.Sprintf(" -wal %s %d %d", fileIdentity(wi), wi.Size(), wi.ModTime().UnixNano())
	}
	return state, nil
}
