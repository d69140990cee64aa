//go:build !(linux || darwin)

package store

import "os"

// fileNotWritable opens path for writing, without writing, and closes it.
func fileNotWritable(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return unwrapPath(err)
	}
	return f.Close()
}

// diskFull cannot tell on this platform; SQLite's own SQLITE_FULL still
// gets the full-disk message.
func diskFull(string) bool { return false }

// dirNotWritable cannot tell on this platform without writing a file.
func dirNotWritable(string) error { return nil }
