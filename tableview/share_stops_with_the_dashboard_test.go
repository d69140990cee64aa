package tableview

import (
	"bytes"
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a log the server writes from its goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestShareStopsWithTheDashboard: the dashboard's view starts on its first
// Address with the game the dashboard last told it, follows each change,
// logs what it binds and who connects, and when the dashboard closes it
// its pages' streams end and its port closes, with no error logged.
func TestShareStopsWithTheDashboard(t *testing.T) {
	t.Parallel()
	logPath := filepath.Join(t.TempDir(), "share.log")
	share := NewShare(ShareOptions{Listen: "127.0.0.1:0", Lang: "en", LogPath: logPath})
	g := newGame(t, "setup players=Ana,Ben seed=3")
	share.Changed(g, false) // before it serves: kept for the start
	url, err := share.Address()
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := share.Address(); again != url {
		t.Fatalf("a second Address gave %s, want the same %s", again, url)
	}
	if !strings.HasPrefix(url, "http://127.0.0.1:") || len(strings.TrimPrefix(url[strings.LastIndex(url[:len(url)-1], "/"):], "/")) < 23 {
		t.Fatalf("address %q", url)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st := openStream(t, ctx, url, "en")
	if e := st.nextWithin(t, testWait); !strings.Contains(e.data, "Ana&#39;s turn") {
		t.Fatalf("first event: %.200s", e.data)
	}
	play(t, g, "take 4")
	share.Changed(g, false)
	if e := st.nextWithin(t, testWait); !strings.Contains(e.data, named("take 4")) {
		t.Fatalf("after take 4: %.200s", e.data)
	}
	if err := share.Close(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		for {
			if _, err := st.next(); err != nil {
				done <- err
				return
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the page's stream is still open after the dashboard closed")
	}
	host := strings.TrimPrefix(url, "http://")
	host = host[:strings.Index(host, "/")]
	if c, err := net.DialTimeout("tcp", host, time.Second); err == nil {
		c.Close()
		t.Fatalf("%s still accepts connections", host)
	}
	log, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`msg="table view: listening" addr=127.0.0.1:`, `msg="table view: viewer connected" remote=127.0.0.1:`, `msg="table view: stopped"`} {
		if !strings.Contains(string(log), want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
	if strings.Contains(string(log), "level=ERROR") {
		t.Errorf("the log has an error:\n%s", log)
	}
	if fi, err := os.Stat(logPath); err == nil && fi.Mode().Perm() != 0o600 {
		t.Errorf("the log is mode %v, want 0600", fi.Mode().Perm())
	}
}

// TestListenDefaultsToTheLAN: without --listen the view binds the
// machine's local network address, never every interface; an explicit
// all-interfaces address is taken as asked and named by a reachable
// address; a bad one is refused.
func TestListenDefaultsToTheLAN(t *testing.T) {
	t.Parallel()
	if lan, err := LANAddress(); err == nil {
		host, ln, err := bind("")
		if err != nil {
			t.Fatal(err)
		}
		got := ln.Addr().(*net.TCPAddr)
		ln.Close()
		if !got.IP.Equal(lan) || host != lan.String() || got.IP.IsUnspecified() {
			t.Errorf("default bind %v (host %s), want %s", got, host, lan)
		}
	}
	host, ln, err := bind("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
	if host != "127.0.0.1" {
		t.Errorf("host %q", host)
	}
	if _, _, err := bind("nonsense"); err == nil {
		t.Error("--listen nonsense: no error")
	}
}

// TestCloseBeforeServe: a view bound and never served frees its port.
func TestCloseBeforeServe(t *testing.T) {
	t.Parallel()
	var log lockedBuffer
	s, err := New(Options{Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	addr := s.ln.Addr().String()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if c, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
		c.Close()
		t.Fatalf("%s still accepts connections", addr)
	}
	if strings.Contains(log.String(), "level=ERROR") {
		t.Errorf("the log has an error:\n%s", log.String())
	}
}
