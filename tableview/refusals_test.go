package tableview

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
)

// TestWrongTokenGetsNothing: an address without the token, with a wrong
// one, or with the token's first characters gets the same 404 as any
// unknown path, and never the game.
func TestWrongTokenGetsNothing(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{})
	s.Publish(newGame(t, "setup players=Ana,Ben"), false)
	for _, path := range []string{
		"/", "/events", "/state.json", "/app.js",
		"/wrongtokenwrongtoken12/", "/wrongtokenwrongtoken12/events", "/wrongtokenwrongtoken12/state.json",
		"/" + testToken[:10] + "/", "/" + testToken + "x/", "/" + strings.ToUpper(testToken) + "/",
		"/%2e%2e/" + testToken + "/", "/x/" + testToken + "/",
	} {
		resp, body := get(t, hs, http.MethodGet, path, nil)
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %s, want 404", path, resp.Status)
		}
		if strings.Contains(body, "Ana") || strings.Contains(body, "Ben") {
			t.Errorf("GET %s: the answer names a player: %q", path, body)
		}
	}
}

// TestOnlyTheViewsPaths: with the token, a path outside the view is a 404.
func TestOnlyTheViewsPaths(t *testing.T) {
	t.Parallel()
	_, hs := newTestServer(t, Options{})
	for _, path := range []string{"/assets/app.js", "/page.html", "/assets/page.html", "/../go.mod", "/events/x", "/admin", "/style.css/"} {
		if resp, _ := get(t, hs, http.MethodGet, "/"+testToken+path, nil); resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET /TOKEN%s: %s, want 404", path, resp.Status)
		}
	}
	resp, _ := get(t, hs, http.MethodGet, "/"+testToken+"/", nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /TOKEN/: %s", resp.Status)
	}
}

// TestWriteMethodsGetNothing: no method but GET and HEAD is answered: 405
// with the token, 404 without (the token stays unconfirmed).
func TestWriteMethodsGetNothing(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{})
	g := newGame(t, "setup players=Ana,Ben")
	seq := s.Publish(g, false)
	for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions, "TRACE", "CONNECT"} {
		for _, path := range []string{"/", "/events", "/state.json"} {
			resp, _ := get(t, hs, m, "/"+testToken+path, nil)
			if m == "CONNECT" {
				// net/http answers CONNECT with a path itself; it
				// must not reach the view either way.
				if resp.StatusCode < 400 {
					t.Errorf("%s /TOKEN%s: %s", m, path, resp.Status)
				}
				continue
			}
			if resp.StatusCode != http.StatusMethodNotAllowed {
				t.Errorf("%s /TOKEN%s: %s, want 405", m, path, resp.Status)
			}
			if allow := resp.Header.Get("Allow"); allow != "GET, HEAD" {
				t.Errorf("%s /TOKEN%s: Allow %q", m, path, allow)
			}
			if resp, _ := get(t, hs, m, "/nottheToken/"+path, nil); resp.StatusCode != http.StatusNotFound && m != "CONNECT" {
				t.Errorf("%s without the token: %s, want 404", m, resp.Status)
			}
		}
	}
	if latest, _ := s.hub.latest(); latest.seq != seq || latest.actions != g.Len() {
		t.Errorf("the game changed: seq %d (want %d)", latest.seq, seq)
	}
}

// TestOversizedRequestsGetNothing: a body, a long query or headers past
// the limit are refused before any route reads them.
func TestOversizedRequestsGetNothing(t *testing.T) {
	t.Parallel()
	s, err := New(Options{Token: testToken})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	s.Publish(newGame(t, "setup players=Ana,Ben"), false)
	addr := strings.TrimPrefix(strings.TrimSuffix(s.URL(), s.Path()), "http://")

	raw := func(req string) (int, string) {
		t.Helper()
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if _, err := io.WriteString(c, req); err != nil {
			return 0, err.Error()
		}
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	body := strings.Repeat("x", 1<<20)
	cases := []struct {
		name, req string
		want      int
	}{
		{"a body on GET", fmt.Sprintf("GET /%s/ HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n%s", testToken, len(body), body), http.StatusRequestEntityTooLarge},
		{"a chunked body", fmt.Sprintf("GET /%s/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", testToken), http.StatusRequestEntityTooLarge},
		{"a long query", fmt.Sprintf("GET /%s/?lang=%s HTTP/1.1\r\nHost: x\r\n\r\n", testToken, strings.Repeat("e", 1000)), http.StatusRequestURITooLong},
		{"headers past 8 KiB", fmt.Sprintf("GET /%s/ HTTP/1.1\r\nHost: x\r\nX-Big: %s\r\n\r\n", testToken, strings.Repeat("y", 64<<10)), http.StatusRequestHeaderFieldsTooLarge},
		{"a path past 8 KiB", fmt.Sprintf("GET /%s/%s HTTP/1.1\r\nHost: x\r\n\r\n", testToken, strings.Repeat("z", 64<<10)), http.StatusRequestHeaderFieldsTooLarge},
	}
	for _, c := range cases {
		status, text := raw(c.req)
		if status != c.want {
			t.Errorf("%s: %d %q, want %d", c.name, status, text, c.want)
		}
		if strings.Contains(text, "Ana") {
			t.Errorf("%s: the answer names a player", c.name)
		}
	}
}

// TestStrictHeaders: every answer, the refusals too, carries the content
// security policy, no referrer and nosniff; the page and the stream are
// never cached.
func TestStrictHeaders(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{})
	s.Publish(newGame(t, "setup players=Ana,Ben"), false)
	for _, c := range []struct{ method, path, cache string }{
		{http.MethodGet, "/" + testToken + "/", "no-store"},
		{http.MethodHead, "/" + testToken + "/events", "no-store"},
		{http.MethodGet, "/" + testToken + "/state.json", "no-store"},
		{http.MethodGet, "/" + testToken + "/app.js", ""},
		{http.MethodGet, "/" + testToken + "/style.css", ""},
		{http.MethodGet, "/wrong/", ""},
		{http.MethodPost, "/" + testToken + "/", ""},
	} {
		resp, _ := get(t, hs, c.method, c.path, nil)
		h := resp.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s %s: Content-Security-Policy %q lacks %q", c.method, c.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe") || strings.Contains(csp, "*") || strings.Contains(csp, "http") {
			t.Errorf("%s %s: Content-Security-Policy %q lets in more than the page itself", c.method, c.path, csp)
		}
		if got := h.Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("%s %s: Referrer-Policy %q", c.method, c.path, got)
		}
		if got := h.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s %s: X-Content-Type-Options %q", c.method, c.path, got)
		}
		if c.cache != "" && h.Get("Cache-Control") != c.cache {
			t.Errorf("%s %s: Cache-Control %q, want %q", c.method, c.path, h.Get("Cache-Control"), c.cache)
		}
	}
}

// TestViewersAreBounded: past MaxViewers live pages, a stream is refused
// with 503 and a Retry-After; a page that leaves frees its place.
func TestViewersAreBounded(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{MaxViewers: 3})
	base := hs.URL + s.Path()
	ctx, cancel := contextWithCancel(t)
	var streams []*stream
	for i := 0; i < 3; i++ {
		st := openStream(t, ctx, base, "en")
		st.nextWithin(t, testWait)
		streams = append(streams, st)
	}
	resp, _ := get(t, hs, http.MethodGet, s.Path()+"events", nil)
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("a fourth viewer: %s (Retry-After %q), want 503 with Retry-After", resp.Status, resp.Header.Get("Retry-After"))
	}
	streams[0].resp.Body.Close()
	cancel()
	waitFor(t, func() bool { return s.Viewers() == 0 })
	ctx2, cancel2 := contextWithCancel(t)
	defer cancel2()
	openStream(t, ctx2, base, "en").nextWithin(t, testWait)
}

// TestDefaultMaxViewers is 32.
func TestDefaultMaxViewers(t *testing.T) {
	t.Parallel()
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.max != 32 {
		t.Fatalf("max viewers %d, want 32", s.max)
	}
	if len(s.Token()) < 22 {
		t.Fatalf("token %q: fewer than 128 bits", s.Token())
	}
	other, _ := New(Options{})
	if other.Token() == s.Token() {
		t.Fatal("two servers drew the same token")
	}
}
