package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServePrintsItsAddressFirst: `tablemate serve --db DB --listen
// 127.0.0.1:0` on a saved game prints the page's address on its first
// line; the page shows the players; without the token, or with a wrong
// one, 404; the command ends with its context (Ctrl-C).
func TestServePrintsItsAddressFirst(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "games.db")
	if _, stderr, err := runCLI(t, "setup players=Ana,Ben seed=3\ntake 2\n", "script", "--db", db, "-"); err != nil {
		t.Fatalf("saving a game: %v\n%s", err, stderr)
	}
	args := []string{"serve", "--db", db, "--listen", "127.0.0.1:0"}
	root := newRootCmdFor(args)
	root.SetArgs(args)
	out, w := io.Pipe()
	root.SetOut(w)
	root.SetErr(io.Discard)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- root.ExecuteContext(ctx)
		w.Close()
	}()
	lines := bufio.NewReader(out)
	first, err := lines.ReadString('\n')
	if err != nil {
		t.Fatalf("serve printed no address: %v (%v)", err, <-done)
	}
	go io.Copy(io.Discard, lines) // the QR code and the notice
	url := strings.TrimSpace(first)
	if !strings.HasPrefix(url, "http://127.0.0.1:") || !strings.HasSuffix(url, "/") {
		t.Fatalf("first line %q: not the page's address", first)
	}
	get := func(u string) (int, string) {
		t.Helper()
		resp, err := http.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get(url); code != http.StatusOK || !strings.Contains(body, "Ana") || !strings.Contains(body, "Ben&#39;s turn") && !strings.Contains(body, "Ana&#39;s turn") {
		t.Fatalf("the page: %d\n%.600s", code, body)
	}
	host := url[:strings.Index(url[len("http://"):], "/")+len("http://")]
	for _, u := range []string{host + "/", host + "/wrongwrongwrongwrong12/", host + "/events"} {
		if code, body := get(u); code != http.StatusNotFound || strings.Contains(body, "Ana") {
			t.Errorf("%s: %d, want 404 without the game", u, code)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop with its context")
	}
}

// TestServeRefusals: a negative --game is a usage error; a game the
// database does not have, or no database, is a failure named before
// anything is served.
func TestServeRefusals(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "games.db")
	if _, _, err := runCLI(t, "setup players=Ana,Ben\n", "script", "--db", db, "-"); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := runEdge(t, "", "serve", "--db", db, "--game", "-3"); code != exitUsage || !strings.Contains(stderr, "--game -3") {
		t.Errorf("--game -3: exit %d, %q", code, stderr)
	}
	if _, stderr, code := runEdge(t, "", "serve", "--db", db, "--game", "9", "--listen", "127.0.0.1:0"); code != exitFailure || !strings.Contains(stderr, "there is no game 9") {
		t.Errorf("--game 9: exit %d, %q", code, stderr)
	}
	if _, stderr, code := runEdge(t, "", "serve", "--db", filepath.Join(t.TempDir(), "none.db"), "--listen", "127.0.0.1:0"); code != exitFailure || !strings.Contains(stderr, "No games saved yet (") || !strings.Contains(stderr, "none.db does not exist") {
		t.Errorf("no database: exit %d, %q", code, stderr)
	}
	if _, stderr, code := runEdge(t, "", "serve", "--db", db, "--listen", "nonsense", "--lang", "es"); code != exitFailure || !strings.Contains(stderr, "indica HOST:PUERTO") {
		t.Errorf("--listen nonsense --lang es: exit %d, %q", code, stderr)
	}
}
