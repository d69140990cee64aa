// Package cachefiles writes the small files tablemate keeps in a folder of
// the user's cache (the kept frames, the checked marks): each one whole or
// not at all, readable by the user only, the newest few kept.
package cachefiles

import (
	"cmp"
	"os"
	"path/filepath"
	"slices"
)

// Write puts data at path (its folder made, 0700) through a temporary file
// renamed into place, so that a reader sees the old file or the new one,
// never a part; then it keeps the newest keep files of the folder.
func Write(path string, data []byte, keep int) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".new-*") // 0600
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // once renamed, there is nothing there
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	KeepNewest(dir, keep)
	return nil
}

// KeepNewest removes all but the keep most recently written files of dir
// (a killed writer's temporary files among them).
func KeepNewest(dir string, keep int) {
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) <= keep {
		return
	}
	type aged struct {
		name string
		mod  int64
	}
	var files []aged
	for _, e := range entries {
		if info, err := e.Info(); err == nil && info.Mode().IsRegular() {
			files = append(files, aged{e.Name(), info.ModTime().UnixNano()})
		}
	}
	slices.SortFunc(files, func(a, b aged) int { return cmp.Compare(b.mod, a.mod) })
	for _, old := range files[min(keep, len(files)):] {
		os.Remove(filepath.Join(dir, old.name))
	}
}
