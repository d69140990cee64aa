package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"tablemate/kernel"
)

// dbFile is the file a database path names, as an absolute path, with what
// is there (nil when nothing is). A symbolic link is followed to its
// target, so the database is opened, and a new one created, where the
// link points, and the link is kept: a link to a synced folder stays a
// link. Anything but a regular file is refused before SQLite or a
// replacement could touch it: a named pipe would block, and a device or
// a link's target would be swapped for a new database.
func dbFile(path string) (string, fs.FileInfo, error) {
	if path == "" {
		return "", nil, kernel.Worded("no database path given: give a file with --db, or leave --db out for the default one (tablemate config show prints it)")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", nil, fmt.Errorf("%s: %w", path, err)
	}
	fi, err := os.Lstat(abs)
	if err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		target, terr := filepath.EvalSymlinks(abs)
		if terr != nil {
			dest, _ := os.Readlink(abs)
			return "", nil, &FileError{Path: abs, Problem: fileProblem("is a symbolic link to %s, which does not exist (or is a loop of links)", dest)}
		}
		abs = target
		fi, err = os.Lstat(abs)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return abs, nil, nil
	case errors.Is(err, syscall.ENOTDIR):
		return "", nil, kernel.Worded("%s cannot be a database: %s is a file, not a folder: use --db to choose a file in a folder", abs, fileAbove(abs))
	case err != nil:
		return "", nil, kernel.Worded("cannot read %s: %s: check its permissions, or use --db to choose another file", abs, unwrapPath(err))
	case fi.IsDir():
		return "", nil, &FileError{Path: abs, Problem: fileProblem("is a directory, not a database file")}
	case fi.Mode()&fs.ModeNamedPipe != 0:
		return "", nil, &FileError{Path: abs, Problem: fileProblem("is a named pipe (FIFO), not a database file")}
	case fi.Mode()&fs.ModeDevice != 0:
		return "", nil, &FileError{Path: abs, Problem: fileProblem("is a device, not a database file")}
	case !fi.Mode().IsRegular():
		return "", nil, &FileError{Path: abs, Problem: fileProblem("is not a regular file (a socket or another special file), not a database file")}
	}
	return abs, fi, nil
}

// fileAbove is the first folder of path, from the top, that is a file.
func fileAbove(path string) string {
	dir := filepath.Dir(path)
	for {
		parent := filepath.Dir(dir)
		if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
			if parent == dir {
				return dir
			}
			if pi, err := os.Stat(parent); err == nil && pi.IsDir() {
				return dir
			}
		}
		if parent == dir {
			return filepath.Dir(path)
		}
		dir = parent
	}
}

// DamagedError is a database that fails SQLite's integrity check: its
// rows and indexes disagree, or a page cannot be read. It is never written
// to; what it still holds can be read.
type DamagedError struct {
	Path string
	// Writing: it was refused for writing (play, script --db); else for
	// reading (history, export).
	Writing bool
}

func (e *DamagedError) Error() string { return kernel.English(e) }

// Message is the refusal and what to do, worded where it is shown.
func (e *DamagedError) Message() (string, []any) {
	if e.Writing {
		return "%s is damaged (it fails SQLite's integrity check): tablemate does not write to it, so nothing in it gets worse; `tablemate history --db %s` and `tablemate export` still read what they can: export the games you need, then move it away or use --db to choose another file (or restore it from a backup)", []any{e.Path, e.Path}
	}
	return "%s is damaged (it fails SQLite's integrity check) and cannot be read: restore it from a backup, or try `sqlite3 %s .recover` to save what it still holds; then move it away or use --db to choose another file", []any{e.Path, e.Path}
}

// Unwrap makes a damaged file one of the unusable ones.
func (e *DamagedError) Unwrap() error { return ErrUnusable }

// ResultError is a finished game whose saved result cannot be read (a
// damaged row); Path is the file, set where the error leaves the store.
type ResultError struct {
	Path string
	Game GameID
}

func (e *ResultError) Error() string { return kernel.English(e) }

// Message is the refusal and what to do, worded where it is shown.
func (e *ResultError) Message() (string, []any) {
	return "%s: the saved result of game %d is damaged and cannot be read; the other games can still be exported one by one (tablemate export ID --db %s); restore the file from a backup, or move it away or use --db to choose another file", []any{e.Path, int64(e.Game), e.Path}
}

// Unwrap makes a damaged row one of the unusable files' errors.
func (e *ResultError) Unwrap() error { return ErrUnusable }

// withPath names the file in an error of a damaged row.
func withPath(path string, err error) error {
	var re *ResultError
	if errors.As(err, &re) && re.Path == "" {
		re.Path = path
	}
	return err
}
