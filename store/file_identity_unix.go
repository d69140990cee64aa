//go:build unix

package store

import (
	"fmt"
	"os"
	"syscall"
)

// fileIdentity is the device and inode of a file: another file moved in
// place of it has others, whatever its size and times.
func fileIdentity(fi os.FileInfo) string {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("%d:%d", st.Dev, st.Ino)
	}
	return ""
}
