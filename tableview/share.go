package tableview

import (
	"io"
	"os"
	"sync"

	"tablemate/kernel"
)

// ShareOptions configure the table view of a dashboard.
type ShareOptions struct {
	// Listen is the address to bind ("": the LAN address and a free port).
	Listen string
	// Lang is the pages' default language and the log's.
	Lang string
	// LogPath is the file the view logs to (appended, mode 0600), since
	// the dashboard holds the terminal; "" logs nowhere.
	LogPath string
}

// Share is the table view of a dashboard (`tablemate play --share`, or the
// dashboard's key): started at once or on the first Address, and fed with
// every change the dashboard commits (Changed, its OnChange hook).
type Share struct {
	opts ShareOptions

	mu  sync.Mutex
	srv *Server
	log io.Closer
	// g is the game shown and undone its last change's kind, kept until
	// the view starts.
	g      kernel.Session
	undone bool
}

// NewShare is a dashboard's table view, not started yet.
func NewShare(opts ShareOptions) *Share { return &Share{opts: opts} }

// Changed shows the game after a change the dashboard committed (undone:
// an undo). It runs on the dashboard's event loop and never waits for a
// viewer.
func (s *Share) Changed(g kernel.Session, undone bool) {
	s.mu.Lock()
	s.g, s.undone = g, undone
	srv := s.srv
	s.mu.Unlock()
	if srv != nil {
		srv.Publish(g, undone)
	}
}

// Address is the page's address with its token, the view started first
// when it is not serving yet.
func (s *Share) Address() (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.srv != nil {
		return s.srv.URL(), nil
	}
	opts := Options{Lang: s.opts.Lang}
	var logFile *os.File
	if s.opts.LogPath != "" {
		f, err := os.OpenFile(s.opts.LogPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
		if err != nil {
			return "", kernel.Worded("the table view's log %s cannot be written: %s", s.opts.LogPath, err)
		}
		logFile, opts.Log = f, f
	}
	srv, err := New(opts)
	if err == nil {
		err = srv.Start(s.opts.Listen)
	}
	if err != nil {
		if logFile != nil {
			logFile.Close()
		}
		return "", err
	}
	srv.Publish(s.g, s.undone)
	s.srv = srv
	if logFile != nil {
		s.log = logFile
	}
	return srv.URL(), nil
}

// Close stops the view (with the dashboard) and closes its log.
func (s *Share) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.srv == nil {
		return nil
	}
	err := s.srv.Close()
	if s.log != nil {
		s.log.Close()
	}
	s.srv, s.log = nil, nil
	return err
}
