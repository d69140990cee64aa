package lastframe

import (
	"bytes"
	"errors"
	"io"
	"sync"

	"github.com/gdamore/tcell/v2"
)

// A kept frame also keeps its terminal bytes: what a tcell screen sends a
// terminal of the frame's size from its Init to the frame's Show, for the
// terminal named by $TERM. A start sends them before tcell is even set up
// (Send), so the game is on screen without tcell's per-cell encoding of a
// full frame (most of a warm start's time); tcell then starts and draws the
// same frame over a Tty that swallows what the terminal already shows.

// Record makes the frame's terminal bytes, for the terminal the
// environment names (its $TERM, locale and colour settings).
func (f *Frame) Record() error {
	screen, rec, err := startedOffScreen(f.w, f.h)
	if err != nil {
		return err
	}
	f.setup = len(rec.taken())
	f.Draw(screen)
	f.raw = rec.taken()
	screen.Fini()
	return nil
}

// Sent gives the frame the terminal bytes a screen sent for it: setup,
// what it sent as it started, and drawing, what its first Show of the
// frame sent. They are what Record makes, without encoding the frame
// again.
func (f *Frame) Sent(setup, drawing []byte) {
	f.raw = append(bytes.Clone(setup), drawing...)
	f.setup = len(setup)
}

// startedOffScreen is a tcell screen of w x h, started, on a terminal
// that keeps what it is sent, for the terminal the environment names.
func startedOffScreen(w, h int) (tcell.Screen, *recordingTty, error) {
	rec := newRecordingTty(w, h)
	screen, err := tcell.NewTerminfoScreenFromTty(rec)
	if err != nil {
		return nil, nil, err
	}
	if err := screen.Init(); err != nil {
		return nil, nil, err
	}
	return screen, rec, nil
}

// recordingTty is a terminal of w x h that keeps what it is sent and
// never types.
type recordingTty struct {
	w, h   int
	mu     sync.Mutex
	sent   bytes.Buffer
	once   sync.Once
	closed chan struct{}
}

func newRecordingTty(w, h int) *recordingTty {
	return &recordingTty{w: w, h: h, closed: make(chan struct{})}
}

func (r *recordingTty) Start() error { return nil }
func (r *recordingTty) Stop() error  { r.close(); return nil }
func (r *recordingTty) Drain() error { r.close(); return nil }
func (r *recordingTty) Close() error { r.close(); return nil }
func (r *recordingTty) close()       { r.once.Do(func() { close(r.closed) }) }

func (r *recordingTty) NotifyResize(func()) {}

func (r *recordingTty) WindowSize() (tcell.WindowSize, error) {
	return tcell.WindowSize{Width: r.w, Height: r.h}, nil
}

func (r *recordingTty) Read([]byte) (int, error) {
	<-r.closed
	return 0, io.EOF
}

func (r *recordingTty) Write(b []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sent.Write(b)
}

func (r *recordingTty) taken() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return bytes.Clone(r.sent.Bytes())
}

// errNoRaw: the frame has no terminal bytes or the terminal is not its
// size.
var errNoRaw = errors.New("no terminal bytes for this terminal")

// Terminal is the Tty a start's tcell screen is made on. Bytes put on it
// ahead of tcell (a kept frame's, before tcell is even set up) are not
// sent again when tcell then writes the same: what tcell writes while it
// matches them is taken and dropped. Once a write departs from them, the
// terminal is sent, before it, what tcell wrote since the frame's setup
// part, so that it ends as tcell believes it is (each of tcell's Shows
// sets every cell it draws).
type Terminal struct {
	tcell.Tty
	mu sync.Mutex
	// alreadyStarted: tcell's next Start was made for it (by Send).
	alreadyStarted bool
	// ours: Send started the terminal and nothing has stopped it since.
	ours    bool
	shown   []byte        // put on the terminal ahead of tcell
	setup   int           // shown's first bytes that start the terminal
	matched int           // of shown, written by tcell since
	keeping *bytes.Buffer // what is written, kept (KeepWrites)
	holding *bytes.Buffer // what is written, held back (Hold)
}

// NewTerminal is tty, not yet started.
func NewTerminal(tty tcell.Tty) *Terminal { return &Terminal{Tty: tty} }

// Send puts the frame's terminal bytes on the terminal, started for them,
// when the terminal is the frame's size and tcell has not started it.
func (t *Terminal) Send(f *Frame) error {
	if len(f.raw) == 0 {
		return errNoRaw
	}
	if ws, err := t.WindowSize(); err != nil || ws.Width != f.w || ws.Height != f.h {
		return errNoRaw
	}
	// Raw mode first: the bytes were recorded for a terminal tcell has
	// started (no output processing, no echo).
	if err := t.Tty.Start(); err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.alreadyStarted, t.ours = true, true
	if _, err := t.Tty.Write(f.raw); err != nil {
		return err
	}
	t.shown, t.setup, t.matched = f.raw, f.setup, 0
	return nil
}

// KeepWrites keeps what is written from now on (tcell's setup of the
// terminal, when a screen is started next); Kept gives it and stops.
func (t *Terminal) KeepWrites() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.keeping = &bytes.Buffer{}
}

func (t *Terminal) Kept() []byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.keeping == nil {
		return nil
	}
	b := t.keeping.Bytes()
	t.keeping = nil
	return b
}

// Hold keeps what is written from now on off the terminal (Held gives
// it) until Release sends it: a frame's drawing, kept before it is shown.
func (t *Terminal) Hold() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.holding = &bytes.Buffer{}
}

func (t *Terminal) Held() []byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.holding == nil {
		return nil
	}
	return bytes.Clone(t.holding.Bytes())
}

func (t *Terminal) Release() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.holding == nil {
		return nil
	}
	b := t.holding.Bytes()
	t.holding = nil
	_, err := t.Tty.Write(b)
	return err
}

// Start is tcell's first Start, already made, or a later one (after a
// Stop, to suspend).
func (t *Terminal) Start() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.alreadyStarted {
		t.alreadyStarted = false
		return nil
	}
	return t.Tty.Start()
}

func (t *Terminal) Stop() error {
	t.mu.Lock()
	t.alreadyStarted, t.ours = false, false
	t.mu.Unlock()
	return t.Tty.Stop()
}

// Abandon gives back a terminal that Send started and no screen stopped
// (a start that failed before its screen was set up): it is sent what a
// tcell screen sends as it stops, and left in the mode it was found in.
func (t *Terminal) Abandon() {
	t.mu.Lock()
	ours := t.ours
	t.alreadyStarted, t.ours, t.shown = false, false, nil
	t.mu.Unlock()
	if !ours {
		return
	}
	if ws, err := t.WindowSize(); err == nil {
		if stop, err := stopBytes(ws.Width, ws.Height); err == nil {
			_, _ = t.Tty.Write(stop)
		}
	}
	_ = t.Tty.Stop()
}

// stopBytes is what a tcell screen of w x h sends as it stops, for the
// terminal the environment names.
func stopBytes(w, h int) ([]byte, error) {
	screen, rec, err := startedOffScreen(w, h)
	if err != nil {
		return nil, err
	}
	started := len(rec.taken())
	screen.Fini()
	return rec.taken()[started:], nil
}

func (t *Terminal) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.keeping != nil {
		t.keeping.Write(b)
	}
	if t.holding != nil {
		return t.holding.Write(b)
	}
	if t.shown == nil {
		return t.Tty.Write(b)
	}
	if rest := t.shown[t.matched:]; bytes.HasPrefix(rest, b) {
		t.matched += len(b)
		if t.matched == len(t.shown) {
			t.shown = nil
		}
		return len(b), nil
	}
	from := 0
	if t.matched >= t.setup {
		from = t.setup // the terminal's setup holds; the drawing is redone
	}
	out := append(bytes.Clone(t.shown[from:t.matched]), b...)
	t.shown = nil
	if _, err := t.Tty.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}
