//go:build !(linux || darwin)

package store

// diskFull cannot tell on this platform; SQLite's own SQLITE_FULL still
// gets the full-disk message.
func diskFull(string) bool { return false }

// dirNotWritable cannot tell on this platform without writing a file.
func dirNotWritable(string) error { return nil }
