package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"tablemate/kernel"
)

// SQLite's primary result codes that say something about the file's place
// rather than its content (sqlite3.h).
const (
	sqliteReadOnly = 8
	sqliteIOErr    = 10
	sqliteFull     = 13
	sqliteCantOpen = 14
	sqliteCorrupt  = 11
	sqliteNotADB   = 26
)

// sqliteCode is the SQLite result code inside err, 0 when there is none.
func sqliteCode(err error) int {
	var c interface{ Code() int }
	if errors.As(err, &c) {
		return c.Code()
	}
	return 0
}

// SidecarError is a healthy-looking database whose write-ahead log (-wal)
// or shared-memory file (-shm) is a symbolic link: SQLite will not follow
// it, so the database cannot be opened as it is, but it is not damaged.
type SidecarError struct {
	Path   string // the link
	Target string // where it points ("" if unreadable)
	WAL    bool   // the -wal file (it may hold saved actions); else -shm
}

func (e *SidecarError) Error() string { return kernel.English(e) }

// Message is the refusal and what to do, worded where it is shown.
func (e *SidecarError) Message() (string, []any) {
	var target any = e.Target
	if e.Target == "" {
		target = kernel.Phrase{Format: "an unreadable target"}
	}
	if e.WAL {
		return "%[1]s is a symbolic link (to %[2]s): SQLite does not read a database's write-ahead log through a link, so the database beside it cannot be opened as it is; it is not damaged, and the log may hold its latest actions: replace the link by the file it points to (mv %[2]s %[1]s), then run tablemate again", []any{e.Path, target}
	}
	return "%[1]s is a symbolic link (to %[2]s): SQLite does not use a shared-memory file through a link, so the database beside it cannot be opened as it is; it is not damaged, and this file holds no data: remove the link (rm %[1]s), then run tablemate again", []any{e.Path, target}
}

// checkSidecars refuses a -wal or -shm that is a symbolic link, before
// SQLite reports it as "unable to open database file".
func checkSidecars(path string) error {
	for _, side := range []struct {
		suffix string
		wal    bool
	}{{"-wal", true}, {"-shm", false}} {
		p := path + side.suffix
		fi, err := os.Lstat(p)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			continue
		}
		target, _ := os.Readlink(p)
		if target != "" && !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(p), target) // as the link reads it
		}
		return &SidecarError{Path: p, Target: target, WAL: side.wal}
	}
	return nil
}

// sidecars notes which of a database's -wal and -shm files exist, so that
// a failed open can remove the ones it left behind (a full disk leaves a
// 3-byte -shm and an empty -wal).
type sidecars struct {
	path           string
	hadWAL, hadSHM bool
}

func noteSidecars(path string) sidecars {
	_, werr := os.Lstat(path + "-wal")
	_, serr := os.Lstat(path + "-shm")
	return sidecars{path: path, hadWAL: werr == nil, hadSHM: serr == nil}
}

// removeNew removes the -wal and -shm files that did not exist before, and
// only while they hold nothing (an empty -wal; a -shm is an index that
// SQLite rebuilds), so a log with actions in it is never lost.
func (sc sidecars) removeNew() {
	if !sc.hadWAL {
		if fi, err := os.Lstat(sc.path + "-wal"); err == nil && fi.Mode().IsRegular() && fi.Size() == 0 {
			os.Remove(sc.path + "-wal")
		}
	}
	if !sc.hadSHM {
		if fi, err := os.Lstat(sc.path + "-shm"); err == nil && fi.Mode().IsRegular() {
			if wi, err := os.Stat(sc.path + "-wal"); err != nil || wi.Size() == 0 {
				os.Remove(sc.path + "-shm")
			}
		}
	}
}

// placeError explains a failure to open or write path that comes from
// where the file is (a read-only location, a full disk) rather than from
// its content; it returns nil when it cannot tell, and the caller keeps
// SQLite's own message.
func placeError(path string, err error) error {
	dir := filepath.Dir(path)
	code := sqliteCode(err) & 0xff
	if code == sqliteFull || ((code == sqliteIOErr || code == sqliteCantOpen) && diskFull(dir)) {
		return kernel.Worded("cannot open %s: the disk is full (no room for the files SQLite keeps beside it, %s-wal and %s-shm): free some space on that disk, or use --db to choose a file on another disk (%s)", path, path, path, err)
	}
	if code == sqliteReadOnly || code == sqliteCantOpen || code == sqliteIOErr {
		if why := notWritable(path); why != nil {
			return readOnlyError(path, why)
		}
	}
	return nil
}

func readOnlyError(path string, why error) error {
	return kernel.Worded("%s is in a read-only location (%s): tablemate saves every action there, so it must be able to write the file and create %s-wal beside it; make %s writable, or copy the database to a writable place and give it with --db (history and export can read it where it is)", path, why, path, filepath.Dir(path))
}

// notWritable says why path, or its directory, cannot be written to; nil
// when both can. It writes nothing, and opens no descriptor of the file
// where access(2) exists: closing one would drop this process's SQLite
// locks on it (POSIX locks are per process).
func notWritable(path string) error {
	if err := fileNotWritable(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return dirNotWritable(filepath.Dir(path))
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// isReadOnlyErr: an error that a write into a read-only place gives.
func isReadOnlyErr(err error) bool {
	return errors.Is(err, syscall.EROFS) || errors.Is(err, fs.ErrPermission)
}
