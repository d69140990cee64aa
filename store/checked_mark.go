package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"tablemate/internal/cachefiles"
)

// WithCheckedMarks keeps, in dir, a mark of each database file as a store
// that had checked it left it: its state (FileState) and a checksum of its
// bytes, written when the store closes. A file still exactly as its mark
// says is not checked again before a write: SQLite's integrity check reads
// every page (half a second at 10,000 games, for each game `script --db`
// saves), where the checksum reads the file once and is 30 times faster.
// Any change since (another program's write, a damaged page, a copy put
// in its place) changes its bytes or its state, and the full check runs as
// before. Without dir, or when the mark cannot be read or written, every
// write is checked.
func WithCheckedMarks(dir string) Option { return func(s *Store) { s.marks = dir } }

// WithUserCheckedMarks is WithCheckedMarks in the user's cache directory
// (tablemate/checked under os.UserCacheDir), or nothing without one.
func WithUserCheckedMarks() Option {
	cache, err := os.UserCacheDir()
	if err != nil {
		return func(*Store) {}
	}
	return WithCheckedMarks(filepath.Join(cache, "tablemate", "checked"))
}

// checkedMarkHead is a mark file's first line: what wrote it, for which
// schema. A mark of an older schema is not trusted: a file to be migrated
// is checked in full first, as VerifyLater promises.
func checkedMarkHead() string {
	return "tablemate checked 1, schema " + strconv.Itoa(SchemaVersion)
}

// checkedAt is what a store knew of its file when it found it sound: the
// file (another one put in its place is not it) and SQLite's data_version
// on its connection, which moves with every other connection's commit.
type checkedAt struct {
	file        os.FileInfo
	dataVersion int64
}

// foundSound notes that the store found its file sound, and how the file
// was then (with verifyMu held, or before the store is shared).
func (s *Store) foundSound() {
	s.checkedAt = checkedAt{}
	fi, err := os.Stat(s.path)
	if err != nil {
		return
	}
	var dv int64
	if err := s.db.QueryRow(`PRAGMA data_version`).Scan(&dv); err != nil {
		return
	}
	s.checkedAt = checkedAt{file: fi, dataVersion: dv}
}

// onlyOwnChanges says whether closing the store may mark its file as it
// leaves it: it found the file sound and met no damaged page since, no
// other connection committed to it (another program's write, checkpointed
// into the file when this store closes) and no other file was put in its
// place. Asked before the store's connection closes.
func (s *Store) onlyOwnChanges() bool {
	s.verifyMu.Lock()
	ok := s.damaged == nil && !s.unverified
	at := s.checkedAt
	s.verifyMu.Unlock()
	if !ok || s.metDamage.Load() || at.file == nil { // never found sound
		return false
	}
	fi, err := os.Stat(s.path)
	if err != nil || !os.SameFile(at.file, fi) {
		return false
	}
	var dv int64
	err = s.db.QueryRow(`PRAGMA data_version`).Scan(&dv)
	return err == nil && dv == at.dataVersion
}

// maxCheckedMarks bounds the marks kept: the newest are kept.
const maxCheckedMarks = 64

// markFile is where dir keeps the mark of the database at abs.
func markFile(dir, abs string) string {
	h := sha256.Sum256([]byte(abs))
	return filepath.Join(dir, hex.EncodeToString(h[:16]))
}

// checkedMarkOf is the mark of the file at abs as it is now: its state
// and the checksum of its bytes. A file with a write-ahead log that holds
// anything has none: the file alone is not the database.
func checkedMarkOf(abs string) (string, bool) {
	state, err := FileState(abs)
	if err != nil {
		return "", false
	}
	return markIn(abs, state)
}

// markIn is checkedMarkOf for a file whose state was just read.
func markIn(abs, state string) (string, bool) {
	if strings.Contains(state, " -wal ") {
		return "", false
	}
	sum, ok := fileChecksum(abs)
	if after, err := FileState(abs); !ok || err != nil || after != state {
		return "", false // changed while it was read: no one moment
	}
	return fmt.Sprintf("%s\n%s\n%08x\n", checkedMarkHead(), state, sum), true
}

// fileChecksum is the CRC-32C of the file's bytes.
func fileChecksum(path string) (uint32, bool) {
	f, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	h := crc32.New(crc32.MakeTable(crc32.Castagnoli))
	if _, err := io.CopyBuffer(h, f, make([]byte, 64<<10)); err != nil {
		return 0, false
	}
	return h.Sum32(), true
}

// unchangedSinceChecked reports whether the file at abs is exactly as the
// mark in dir says a store that had checked it left it.
func unchangedSinceChecked(dir, abs string) bool {
	if dir == "" {
		return false
	}
	want, err := os.ReadFile(markFile(dir, abs))
	if err != nil {
		return false
	}
	// The state first: a changed file is told without reading it.
	lines := bytes.SplitN(want, []byte("\n"), 3)
	state, err := FileState(abs)
	if len(lines) < 3 || string(lines[0]) != checkedMarkHead() || err != nil || string(lines[1]) != state {
		return false
	}
	now, ok := markIn(abs, state)
	return ok && now == string(want)
}

// forgetChecked removes the mark of the file at abs: what it says may no
// longer be true.
func forgetChecked(dir, abs string) { os.Remove(markFile(dir, abs)) }

// rememberChecked writes the mark of the file at abs, as it is now, in
// dir (whole or not at all), and keeps the newest marks only. Failing, it
// leaves the next write to be checked.
func rememberChecked(dir, abs string) {
	if dir == "" {
		return
	}
	if mark, ok := checkedMarkOf(abs); ok {
		_ = cachefiles.Write(markFile(dir, abs), []byte(mark), maxCheckedMarks)
	}
}
