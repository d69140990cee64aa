package main

import (
	"os"
	"os/exec"
	"testing"
)

// buildAsInstalled builds the package pkg (relative to this one) into out
// as the README installs tablemate: without cgo (a static program, which
// starts sooner and needs no C library), so that what the benchmarks time
// is what a table runs. The floors are built the same way.
func buildAsInstalled(tb testing.TB, out, pkg string) {
	tb.Helper()
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("build %s: %v\n%s", pkg, err, b)
	}
}
