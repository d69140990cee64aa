package main

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestKeepingAllRaisesTheGCGoalUntilRestored: history and export --all run
// with the larger goal and put the one before back; a GOGC the user set is
// left alone.
func TestKeepingAllRaisesTheGCGoalUntilRestored(t *testing.T) {
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	if gogc, set := os.LookupEnv("GOGC"); set {
		os.Unsetenv("GOGC")
		// After t.Setenv's own cleanup below, which puts back "unset".
		t.Cleanup(func() { os.Setenv("GOGC", gogc) })
	}
	restore := keepingAll()
	if got := debug.SetGCPercent(keptGCPercent); got != keptGCPercent {
		t.Errorf("while keeping all: GC percent %d, want %d", got, keptGCPercent)
	}
	restore()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("restored: GC percent %d, want 100", got)
	}
	t.Setenv("GOGC", "100")
	restore = keepingAll()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set: GC percent %d, want the user's 100", got)
	}
	restore()
}
