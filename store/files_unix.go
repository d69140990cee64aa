//go:build linux || darwin

package store

import "syscall"

// diskFull reports whether the filesystem holding dir has no block left
// for an ordinary user.
func diskFull(dir string) bool {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return false
	}
	return uint64(st.Bavail)*uint64(st.Bsize) < 64<<10
}

// fileNotWritable asks access(2) whether path can be written.
func fileNotWritable(path string) error {
	const wOK = 2
	return syscall.Access(path, wOK)
}

// dirNotWritable asks access(2) whether dir can take a new file: it says
// EROFS on a read-only mount even to root, and EACCES to a user without
// the permission.
func dirNotWritable(dir string) error {
	const wOK = 2
	if err := syscall.Access(dir, wOK); err != nil {
		return err
	}
	return nil
}
