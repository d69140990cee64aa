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
