package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// settle is how long a program runs on after its first frame before its
// peak RSS is read: what the dashboard does once it has drawn (a
// deferred check, the clock's reads) counts too.
const settle = 500 * time.Millisecond

// peakRSS starts bin under a pseudo-terminal of 120x40 as firstFrame does,
// waits for the first output that shows want, lets the program run for
// settle (its output read all the while), then reads its peak resident
// set (VmHWM in /proc/PID/status) and kills it. It gives the peak in
// bytes.
func peakRSS(b *testing.B, env []string, want string, bin string, args ...string) uint64 {
	p := startOnTerminal(b, env, 120, 40, bin, args...)
	p.waitFor(want)
	time.Sleep(settle)
	hwm, err := vmHWM(p.cmd.Process.Pid)
	p.kill()
	if err != nil {
		b.Fatal(err)
	}
	return hwm
}

// vmHWM is process pid's peak resident set size in bytes, as
// /proc/PID/status gives it.
func vmHWM(pid int) (uint64, error) {
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for line := range strings.SplitSeq(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10, err
		}
	}
	return 0, fmt.Errorf("no VmHWM in /proc/%d/status", pid)
}

// BenchmarkDashboardRSS50000Over500 is issue #28's measure of the
// dashboard's memory: the built tablemate resumes a continuous game of
// 50,000 actions and one of 500 (each played at the dashboard: timed, in
// sittings of 100 actions) under a pseudo-terminal of 120x40, the two in
// turn, each from a fresh copy of its database. Each run's peak resident
// set (VmHWM) is read once its first frame shows "Round" and it has run on
// for settle. It reports the median peak of the long game over the short
// one's ("x-500-rss", the target 1.5) and both medians in MiB.
func BenchmarkDashboardRSS50000Over500(b *testing.B) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		b.Skip("no /proc: the peak resident set is read from /proc/PID/status")
	}
	dir := b.TempDir()
	tm := filepath.Join(dir, "tablemate")
	buildAsInstalled(b, tm, ".")
	sizes := []int{500, 50000}
	saved := make([][]byte, len(sizes))
	for k, n := range sizes {
		pristine := filepath.Join(dir, fmt.Sprintf("pristine-%d.db", n))
		playedGameDB(b, pristine, continuousSetup, n)
		var err error
		if saved[k], err = os.ReadFile(pristine); err != nil {
			b.Fatal(err)
		}
	}
	db := filepath.Join(dir, "play.db")
	env := append(os.Environ(), "TERM=xterm-256color", "TABLEMATE_DB="+db)
	peaks := make([][]uint64, len(sizes))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := range sizes {
			r := (i + k) % len(sizes)
			os.Remove(db + "-wal")
			os.Remove(db + "-shm")
			if err := os.WriteFile(db, saved[r], 0o600); err != nil {
				b.Fatal(err)
			}
			peaks[r] = append(peaks[r], peakRSS(b, env, "Round", tm, "play"))
		}
	}
	small, large := float64(median(peaks[0])), float64(median(peaks[1]))
	b.ReportMetric(large/small, "x-500-rss")
	b.ReportMetric(small/(1<<20), "rss-MiB-500")
	b.ReportMetric(large/(1<<20), "rss-MiB-50000")
}
