package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// The review's D13: config init on a full disk leaves no empty or half
// file (the next config init would refuse it as existing), says the disk
// is full, and writes once there is room.
func TestConfigInitOnAFullDiskLeavesNoFile(t *testing.T) {
	configEnv(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "config.yaml")
	real := writeTemp
	writeTemp = func(dir, pattern string, data []byte) (string, error) {
		// What a full disk does: the file is made, its bytes are not.
		name, err := real(dir, pattern, nil)
		if err == nil {
			os.Remove(name)
		}
		return "", &os.PathError{Op: "write", Path: name, Err: syscall.ENOSPC}
	}
	_, err := runTablemate(t, "config", "init", "-o", path)
	writeTemp = real
	if err == nil || !strings.Contains(err.Error(), "the disk is full") {
		t.Fatalf("config init on a full disk: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("a full disk left %d files, %s first", len(entries), entries[0].Name())
	}
	if _, err := runTablemate(t, "config", "init", "-o", path); err != nil {
		t.Fatalf("config init with room: %v", err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 || fi.Mode().Perm() != 0o600 {
		t.Fatalf("written: %v %v", fi, err)
	}
	if _, err := runTablemate(t, "config", "init", "-o", path); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("config init over a file: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("%d files left beside the config file", len(entries))
	}
}
