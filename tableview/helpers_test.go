package tableview

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"tablemate/i18n"
	"testing"
	"time"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

const testToken = "tok3nTOKENtok3nTOKENxy"

// kinds are the games as the command line knows them, the Automa's
// embedded deck included.
func kinds() kernel.Kinds {
	deck := func(string) (*automa.Deck, error) { return deckfile.Default() }
	return kernel.Kinds{wm.NewKind(), tracker.NewKind(tracker.WithDecks(deck))}
}

// newGame starts a game from its setup line.
func newGame(t testing.TB, setup string) kernel.Session {
	t.Helper()
	g, err := kinds().For(setup).New(setup)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play applies actions to g, as the dashboard does: prepared, then
// committed.
func play(t testing.TB, g kernel.Session, actions ...string) {
	t.Helper()
	for _, a := range actions {
		ch, err := g.Prepare(a)
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		if err := g.Commit(ch); err != nil {
			t.Fatal(err)
		}
	}
}

// newTestServer is a server with a known token behind httptest.
func newTestServer(t testing.TB, opts Options) (*Server, *httptest.Server) {
	t.Helper()
	if opts.Token == "" {
		opts.Token = testToken
	}
	s, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		s.Close()
		hs.Close()
	})
	return s, hs
}

// event is one server-sent event.
type event struct {
	id   uint64
	name string
	data string
}

// stream reads a page's event stream.
type stream struct {
	resp *http.Response
	r    *bufio.Reader
}

// openStream opens the events of the page at base (http://HOST/TOKEN/).
func openStream(t testing.TB, ctx context.Context, base, lang string) *stream {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"events?lang="+lang, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		t.Fatalf("events: %s", resp.Status)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return &stream{resp: resp, r: bufio.NewReaderSize(resp.Body, 64<<10)}
}

// next reads the next event, skipping comments and the retry field.
func (s *stream) next() (event, error) {
	var e event
	var data []string
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			return e, err
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case line == "":
			if data != nil || e.name != "" {
				e.data = strings.Join(data, "\n")
				return e, nil
			}
		case strings.HasPrefix(line, ":"), strings.HasPrefix(line, "retry: "):
		case strings.HasPrefix(line, "id: "):
			e.id, _ = strconv.ParseUint(line[4:], 10, 64)
		case strings.HasPrefix(line, "event: "):
			e.name = line[7:]
		case strings.HasPrefix(line, "data: "):
			data = append(data, line[6:])
		}
	}
}

// nextWithin is next with a deadline.
func (s *stream) nextWithin(t testing.TB, d time.Duration) event {
	t.Helper()
	type res struct {
		e   event
		err error
	}
	ch := make(chan res, 1)
	go func() {
		e, err := s.next()
		ch <- res{e, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			t.Fatalf("reading the stream: %v", r.err)
		}
		return r.e
	case <-time.After(d):
		t.Fatalf("no event within %v", d)
	}
	return event{}
}

// get fetches a path of the test server.
func get(t testing.TB, hs *httptest.Server, method, path string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, hs.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := hs.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// testWait is how long a test waits for what should take milliseconds
// (generous: CI runs the race detector on two busy cores).
const testWait = 20 * time.Second

func contextWithCancel(t testing.TB) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	return ctx, cancel
}

// waitFor polls cond until it holds, or fails the test after testWait.
func waitFor(t testing.TB, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(testWait)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("timed out waiting")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// named is a Monumental action's text named in English, as the page names
// the last change («card from slot 3» for take 3).
func named(text string) string {
	return "«" + i18n.New(i18n.English).Message(kinds().Named(tracker.KindName).Phrase(text)) + "»"
}
