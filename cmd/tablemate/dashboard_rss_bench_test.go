package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
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
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 120})
	if err != nil {
		b.Fatal(err)
	}
	defer tty.Close()
	var (
		mu   sync.Mutex
		seen bytes.Buffer
	)
	shown := make(chan struct{})
	ended := make(chan error, 1)
	go func() {
		buf := make([]byte, 64<<10)
		once := false
		for {
			n, err := tty.Read(buf)
			mu.Lock()
			if !once {
				seen.Write(buf[:n])
				if bytes.Contains(seen.Bytes(), []byte(want)) {
					once = true
					close(shown)
				}
			}
			mu.Unlock()
			if err != nil {
				ended <- err
				return
			}
		}
	}()
	kill := func() {
		cmd.Process.Kill()
		cmd.Wait()
	}
	select {
	case <-shown:
	case err := <-ended:
		kill()
		mu.Lock()
		defer mu.Unlock()
		b.Fatalf("%s: %q never shown (%v): %q", filepath.Base(bin), want, err, seen.Bytes())
	case <-time.After(30 * time.Second):
		kill()
		b.Fatalf("%s: %q not shown in 30s", filepath.Base(bin), want)
	}
	time.Sleep(settle)
	hwm, err := vmHWM(cmd.Process.Pid)
	kill()
	// Let the reader go: a killed program's pty may keep it waiting until
	// the close above.
	go io.Copy(io.Discard, tty)
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
	if out, err := exec.Command("go", "build", "-o", tm, ".").CombinedOutput(); err != nil {
		b.Fatalf("build: %v\n%s", err, out)
	}
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
