package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// thirdPartyImports lists the non-standard, non-tablemate packages that
// the given packages import directly.
func thirdPartyImports(t testing.TB, pkgs ...string) []string {
	t.Helper()
	out, err := exec.Command("go", append([]string{"list", "-f", `{{join .Imports "\n"}}`}, pkgs...)...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var imports []string
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(strings.Split(p, "/")[0], ".") && !slices.Contains(imports, p) {
			imports = append(imports, p)
		}
	}
	slices.Sort(imports)
	return imports
}

// The floor program must import what tablemate imports, or the start-up
// comparison measures the wrong thing.
func TestFloorImportsWhatTablemateImports(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs go list")
	}
	ours := thirdPartyImports(t, "tablemate/...")
	floor := thirdPartyImports(t, "tablemate/internal/startfloor")
	if !slices.Equal(ours, floor) {
		t.Errorf("internal/startfloor imports %v, tablemate imports %v: bring the floor in step", floor, ours)
	}
}

// No tablemate package runs code when the program starts: its tables are
// data and what it computes is computed when first needed, so the start of
// `tablemate version` costs what the libraries' own initialisation costs.
func TestNoTablematePackageInitialisesAtStart(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds tablemate")
	}
	bin := filepath.Join(t.TempDir(), "tablemate")
	buildAsInstalled(t, bin, ".")
	cmd := exec.Command(bin, "version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("tablemate version: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "init main ") || strings.HasPrefix(line, "init tablemate/") {
			t.Errorf("runs at start: %s", line)
		}
	}
}

// BenchmarkStartupOverFloor builds tablemate and the floor program, then
// runs `tablemate version` and the floor one after the other in each
// iteration (the same machine load for both) and reports tablemate's CPU
// time (user+system) over the floor's ("x-floor"). The target: 1.1.
// Beside them runs internal/startfloor/uses, which links the libraries as a
// program of tablemate's kind uses them and runs none of it: "x-uses" is
// tablemate over it, "uses-x-floor" it over the floor.
func BenchmarkStartupOverFloor(b *testing.B) {
	dir := b.TempDir()
	tm, floor, uses := filepath.Join(dir, "tablemate"), filepath.Join(dir, "startfloor"), filepath.Join(dir, "uses")
	for bin, pkg := range map[string]string{tm: ".", floor: "../../internal/startfloor", uses: "../../internal/startfloor/uses"} {
		buildAsInstalled(b, bin, pkg)
	}
	cpu := func(name string, args ...string) time.Duration {
		cmd := exec.Command(name, args...)
		cmd.Env = append(os.Environ(), "TABLEMATE_CONFIG="+filepath.Join(dir, "none.yaml"))
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%s: %v\n%s", name, err, out)
		}
		return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	runs := []func() time.Duration{
		func() time.Duration { return cpu(tm, "version") },
		func() time.Duration { return cpu(floor) },
		func() time.Duration { return cpu(uses) },
	}
	took := make([]time.Duration, len(runs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// Each goes first in turn, so none always finds the caches as
		// another left them.
		for k := range runs {
			r := (i + k) % len(runs)
			took[r] += runs[r]()
		}
	}
	ours, base, used := took[0], took[1], took[2]
	b.ReportMetric(float64(ours)/float64(base), "x-floor")
	b.ReportMetric(float64(ours)/float64(used), "x-uses")
	b.ReportMetric(float64(used)/float64(base), "uses-x-floor")
	b.ReportMetric(float64(ours.Microseconds())/float64(b.N), "cpu-us/op")
}
