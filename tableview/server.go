// Package tableview serves a live, read-only view of the game to the
// phones at the table: `tablemate play --share` and `tablemate serve`.
// It shows what the dashboard's panels show (the same engine states, worded
// by i18n in each viewer's language) over net/http, with html/template and
// assets embedded in the binary, live by server-sent events.
//
// It only reads: no endpoint changes a game, every address holds a secret
// token (a wrong or missing one is a 404, as any unknown path), only GET
// and HEAD are answered, and the viewers are bounded in number and in
// what each can make the server do. A game reaches it by Publish, from the
// goroutine that owns the session (the dashboard's), or from Follow, which
// reads a database opened read-only.
package tableview

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"tablemate/i18n"
	"tablemate/kernel"
)

// DefaultMaxViewers bounds the live pages open at once: a table seats five,
// a projector and every phone twice over is far below it.
const DefaultMaxViewers = 32

// TokenBytes is the token's randomness: 128 bits, written in 22 characters.
const TokenBytes = 16

// Limits on what one request may make the server do.
const (
	maxHeaderBytes = 8 << 10 // request line and headers
	maxQueryBytes  = 256     // ?lang=xx is all the page sends
	// writeTimeout drops a viewer that takes no data for that long (a
	// phone gone out of range): its stream ends and its slot frees.
	writeTimeout = 10 * time.Second
	// pingEvery keeps a quiet stream open through Wi-Fi and NAT, and
	// finds a viewer that has gone.
	pingEvery = 20 * time.Second
	// retryMS is how soon a page's EventSource reconnects after a drop.
	retryMS = 2000
)

// Options configure a Server.
type Options struct {
	// Lang is the pages' language when the browser asks for none the page
	// speaks, and the log's.
	Lang string
	// Log receives what the server binds and who connects; nil discards it.
	Log io.Writer
	// MaxViewers bounds the live pages open at once (0: DefaultMaxViewers).
	MaxViewers int
	// Token is the address's secret; "" draws one (TokenBytes random bytes).
	Token string
}

// Server is the table view. Its methods are safe for concurrent use.
type Server struct {
	token   string
	base    string // "/" + token + "/"
	lang    int
	loc     *i18n.Localizer
	log     *slog.Logger
	max     int
	hub     *hub
	viewers atomic.Int32
	handler http.Handler

	mu  sync.Mutex
	srv *http.Server
	ln  net.Listener
	// served: Serve has run (Shutdown then closes the listener).
	served bool
	url    string
	done   chan struct{} // closed by Close: every stream ends
	stop   sync.Once
	// refused rate-limits the log of refused requests (one a second).
	refused atomic.Int64
}

// New makes a server: its token, its handler and the game "no game yet".
// Start binds it; Handler serves it in a test.
func New(opts Options) (*Server, error) {
	token := opts.Token
	if token == "" {
		b := make([]byte, TokenBytes)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		token = base64.RawURLEncoding.EncodeToString(b)
	}
	if strings.ContainsAny(token, "/?#% ") {
		return nil, errors.New("tableview: a token is a path segment: no / ? # % or space")
	}
	lang := langIndex(i18n.New(opts.Lang).Lang())
	s := &Server{token: token, base: "/" + token + "/", lang: lang, loc: localizer(lang), max: opts.MaxViewers,
		hub: newHub(), done: make(chan struct{})}
	if s.max <= 0 {
		s.max = DefaultMaxViewers
	}
	w := opts.Log
	if w == nil {
		w = io.Discard
	}
	s.log = slog.New(slog.NewTextHandler(w, nil))
	s.handler = s.guard(http.HandlerFunc(s.route))
	return s, nil
}

// Handler is the server's handler, every guard included.
func (s *Server) Handler() http.Handler { return s.handler }

// Token is the secret part of the address.
func (s *Server) Token() string { return s.token }

// Path is the page's path, with its token: "/TOKEN/".
func (s *Server) Path() string { return s.base }

// Publish shows a game's state now to every viewer; undone says the change
// was an undo. It is called on the goroutine that owns the session (the
// dashboard's event loop), reads only what the change left, and never
// waits for a viewer. It returns the change's number, which each event
// carries as its id. A nil game is "no game yet".
func (s *Server) Publish(g kernel.Session, undone bool) uint64 {
	return s.hub.publish(snapshotOf(g, undone))
}

// Viewers is the number of live pages open now.
func (s *Server) Viewers() int { return int(s.viewers.Load()) }

// Start is Listen then Serve.
func (s *Server) Start(listen string) error {
	if err := s.Listen(listen); err != nil {
		return err
	}
	s.Serve()
	return nil
}

// Listen binds listen ("" is the machine's LAN address and a free port,
// never every interface unless asked: see bind); URL then gives the
// page's address. Nothing is served until Serve.
func (s *Server) Listen(listen string) error {
	host, ln, err := bind(listen)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
	s.mu.Lock()
	s.srv, s.ln = srv, ln
	s.url = "http://" + net.JoinHostPort(host, portOf(ln.Addr())) + s.base
	s.mu.Unlock()
	return nil
}

// Serve serves what Listen bound, in the background until Close, and logs
// what it binds.
func (s *Server) Serve() {
	s.mu.Lock()
	srv, ln, served := s.srv, s.ln, s.served
	s.served = true
	s.mu.Unlock()
	if srv == nil || served {
		return
	}
	s.log.Info(s.loc.T("table view: listening"), "addr", ln.Addr().String(), "max_viewers", s.max)
	go func() {
		if err := srv.Serve(limitListener(ln, 2*s.max+16)); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.log.Error(s.loc.T("table view: stopped"), "err", err)
		}
	}()
}

// URL is the page's address with its token, once Start has bound it.
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.url
}

// Close ends every stream and stops the server.
func (s *Server) Close() error {
	s.stop.Do(func() { close(s.done) })
	s.mu.Lock()
	srv, ln, served := s.srv, s.ln, s.served
	s.mu.Unlock()
	if srv == nil {
		return nil
	}
	if !served {
		_ = ln.Close() // bound, never served: Shutdown knows nothing of it
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := srv.Shutdown(ctx)
	s.log.Info(s.loc.T("table view: stopped"))
	return err
}

// securityHeaders go on every answer, a refusal too: the page runs only
// its own script and style, fetches only from itself, is never framed,
// sends no referrer (the address holds the token) and is never sniffed.
var securityHeaders = [...][2]string{
	{"Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"},
	{"Referrer-Policy", "no-referrer"},
	{"X-Content-Type-Options", "nosniff"},
	{"X-Frame-Options", "DENY"},
	{"Cross-Origin-Opener-Policy", "same-origin"},
	{"Cross-Origin-Resource-Policy", "same-origin"},
}

// guard answers what the view never serves before any route sees it: a
// wrong or missing token is a 404 (as an unknown path: an address without
// the token reveals nothing), a method other than GET or HEAD a 405, a
// body or a long query a 413 or 414.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, kv := range securityHeaders {
			h.Set(kv[0], kv[1])
		}
		rest, ok := s.tokenPath(r.URL.Path)
		if !ok {
			s.refuse(r, http.StatusNotFound)
			http.NotFound(w, r)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			s.refuse(r, http.StatusMethodNotAllowed)
			h.Set("Allow", "GET, HEAD")
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
			return
		}
		if r.ContentLength != 0 || len(r.TransferEncoding) > 0 {
			s.refuse(r, http.StatusRequestEntityTooLarge)
			h.Set("Connection", "close")
			http.Error(w, http.StatusText(http.StatusRequestEntityTooLarge), http.StatusRequestEntityTooLarge)
			return
		}
		if len(r.URL.RawQuery) > maxQueryBytes {
			s.refuse(r, http.StatusRequestURITooLong)
			http.Error(w, http.StatusText(http.StatusRequestURITooLong), http.StatusRequestURITooLong)
			return
		}
		r.URL.Path = rest
		next.ServeHTTP(w, r)
	})
}

// tokenPath checks a path's first segment against the token (in constant
// time) and returns the rest ("" for "/TOKEN", "/" for "/TOKEN/").
func (s *Server) tokenPath(path string) (string, bool) {
	seg, rest, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	if subtle.ConstantTimeCompare([]byte(seg), []byte(s.token)) != 1 {
		return "", false
	}
	if rest == "" && !strings.HasSuffix(path, "/") {
		return "", true
	}
	return "/" + rest, true
}

// refuse logs a refused request, at most one line a second: a scan of the
// network does not fill the log.
func (s *Server) refuse(r *http.Request, status int) {
	now := time.Now().Unix()
	last := s.refused.Load()
	if now == last || !s.refused.CompareAndSwap(last, now) {
		return
	}
	s.log.Warn(s.loc.T("table view: request refused"), "remote", r.RemoteAddr, "method", r.Method, "status", status)
}

// route serves the token's paths.
func (s *Server) route(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "":
		http.Redirect(w, r, s.base, http.StatusMovedPermanently)
	case "/":
		s.servePage(w, r)
	case "/events":
		s.serveEvents(w, r)
	case "/state.json":
		s.serveState(w, r)
	case "/app.js":
		serveAsset(w, r, "assets/app.js", "text/javascript; charset=utf-8")
	case "/style.css":
		serveAsset(w, r, "assets/style.css", "text/css; charset=utf-8")
	case "/icon.svg":
		serveAsset(w, r, "assets/icon.svg", "image/svg+xml")
	default:
		http.NotFound(w, r)
	}
}

func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	lang := pickLang(r, s.lang)
	sn, _ := s.hub.latest()
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Language", langs[lang].code)
	h.Set("Vary", "Accept-Language")
	if r.Method == http.MethodHead {
		return
	}
	s.log.Info(s.loc.T("table view: page opened"), "remote", r.RemoteAddr, "lang", langs[lang].code)
	if err := writePage(w, sn, lang, s.base); err != nil {
		s.log.Error(s.loc.T("table view: page failed"), "err", err)
	}
}

// serveState is the state as `tablemate script --format json` gives it
// (README, "The JSON state"), with the change's number.
func (s *Server) serveState(w http.ResponseWriter, r *http.Request) {
	sn, _ := s.hub.latest()
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	if r.Method == http.MethodHead {
		return
	}
	_ = json.NewEncoder(w).Encode(struct {
		Seq   uint64 `json:"seq"`
		Game  string `json:"game,omitempty"`
		State any    `json:"state"`
	}{sn.seq, sn.title, sn.stateView()})
}

func serveAsset(w http.ResponseWriter, r *http.Request, name, contentType string) {
	b, err := assets.ReadFile(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Cache-Control", "private, max-age=3600")
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(b)
}
