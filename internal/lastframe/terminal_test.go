package lastframe

import (
	"bytes"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// spyTty passes everything on to its Tty and keeps what was written.
type spyTty struct {
	tcell.Tty
	wrote bytes.Buffer
}

func (s *spyTty) Write(b []byte) (int, error) {
	s.wrote.Write(b)
	return s.Tty.Write(b)
}

// drawOn starts a tcell screen on tty, shows f on it and stops the
// screen; it gives all the screen wrote (seen through a spy).
func drawOn(t *testing.T, tty tcell.Tty, f *Frame) []byte {
	t.Helper()
	spy := &spyTty{Tty: tty}
	screen, err := tcell.NewTerminfoScreenFromTty(spy)
	if err != nil {
		t.Fatal(err)
	}
	if err := screen.Init(); err != nil {
		t.Fatal(err)
	}
	f.Draw(screen)
	screen.Fini()
	return spy.wrote.Bytes()
}

func recorded(t *testing.T, f *Frame) *Frame {
	t.Helper()
	t.Setenv("TERM", "xterm-256color")
	if err := f.Record(); err != nil {
		t.Fatal(err)
	}
	if len(f.raw) == 0 || f.setup <= 0 || f.setup >= len(f.raw) {
		t.Fatalf("recorded %d bytes, %d of them setup", len(f.raw), f.setup)
	}
	return f
}

// A frame's terminal bytes are what tcell sends for it, and a screen that
// then draws the same frame over the Terminal sends nothing more.
func TestAFrameSentAheadIsNotSentAgain(t *testing.T) {
	f := recorded(t, Capture(drawn(t, 40, 5)))
	dev := newRecordingTty(40, 5)
	if got := drawOn(t, newRecordingTty(40, 5), f); !bytes.HasPrefix(got, f.raw) {
		t.Fatalf("tcell drew the frame as\n%q\nrecorded\n%q", got, f.raw)
	}
	term := NewTerminal(dev)
	if err := term.Send(f); err != nil {
		t.Fatal(err)
	}
	drawOn(t, term, f)
	if got := dev.taken(); !bytes.HasPrefix(got, f.raw) || bytes.Contains(got[len(f.raw):], []byte("Round")) {
		t.Fatalf("the terminal was sent the frame again:\n%q", got[len(f.raw):])
	}
}

// When the screen draws another frame than the one sent ahead, the
// terminal is then sent all the screen wrote after its setup: it ends as
// the screen believes it is.
func TestAFrameSentAheadGivesWayToAnother(t *testing.T) {
	f := recorded(t, Capture(drawn(t, 40, 5)))
	other := drawn(t, 40, 5)
	other.PutStr(0, 0, "Round 4")
	other.Show()
	g := Capture(other)
	dev := newRecordingTty(40, 5)
	term := NewTerminal(dev)
	if err := term.Send(f); err != nil {
		t.Fatal(err)
	}
	wrote := drawOn(t, term, g)
	if got, want := dev.taken(), append(bytes.Clone(f.raw), wrote[f.setup:]...); !bytes.Equal(got, want) {
		t.Fatalf("the terminal was sent\n%q\nwant\n%q", got, want)
	}
}

// A frame whose size is not the terminal's is not sent, and the terminal
// is left for tcell to start.
func TestAFrameOfAnotherSizeIsNotSent(t *testing.T) {
	f := recorded(t, Capture(drawn(t, 40, 5)))
	dev := newRecordingTty(41, 5)
	term := NewTerminal(dev)
	if err := term.Send(f); err == nil {
		t.Fatal("a frame of 40x5 was sent to a terminal of 41x5")
	}
	wrote := drawOn(t, term, f)
	if got := dev.taken(); !bytes.Equal(got, wrote) {
		t.Fatalf("the terminal was sent\n%q\nwhat tcell wrote:\n%q", got, wrote)
	}
}

// What a screen sends as it starts, and its first Show of a frame, held
// back, are the frame's terminal bytes as Record makes them; the held
// drawing reaches the terminal on Release.
func TestWhatAScreenSentIsWhatRecordMakes(t *testing.T) {
	t.Setenv("TERM", "xterm-256color")
	dev := newRecordingTty(40, 5)
	term := NewTerminal(dev)
	screen, err := tcell.NewTerminfoScreenFromTty(term)
	if err != nil {
		t.Fatal(err)
	}
	term.KeepWrites()
	if err := screen.Init(); err != nil {
		t.Fatal(err)
	}
	setup := term.Kept()
	defer screen.Fini()
	// Drawn as tview draws: cleared, then cells, some drawn over.
	screen.Clear()
	screen.PutStrStyled(0, 0, "Round 1", tcell.StyleDefault.Bold(true))
	screen.PutStrStyled(0, 0, "Round 3 · Ana ▶ Ben", tcell.StyleDefault.Bold(true).Foreground(tcell.ColorYellow))
	screen.PutStrStyled(2, 1, "日本語 Égypte", tcell.StyleDefault.Background(tcell.NewRGBColor(10, 20, 30)))
	screen.HideCursor()
	f := Capture(screen)
	term.Hold()
	screen.Show()
	drawing := term.Held()
	if got := dev.taken(); !bytes.Equal(got, setup) {
		t.Fatalf("held back, the terminal was sent %q", got[len(setup):])
	}
	if err := term.Release(); err != nil {
		t.Fatal(err)
	}
	if got := dev.taken(); !bytes.Equal(got, append(bytes.Clone(setup), drawing...)) {
		t.Fatalf("released, the terminal was sent %q", got[len(setup):])
	}
	f.Sent(setup, drawing)
	sent := f.raw
	if err := f.Record(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sent, f.raw) || f.setup != len(setup) {
		t.Fatalf("sent\n%q\nrecorded\n%q", sent, f.raw)
	}
}

// A frame kept with its terminal bytes loads with them.
func TestAFrameKeepsItsTerminalBytes(t *testing.T) {
	f := recorded(t, Capture(drawn(t, 40, 5)))
	path := t.TempDir() + "/f"
	key := KeyOf("k")
	if err := Save(path, "/games.db", key, f); err != nil {
		t.Fatal(err)
	}
	got, ok := Load(path, keyIs(t, "/games.db", key))
	if !ok || !bytes.Equal(got.raw, f.raw) || got.setup != f.setup {
		t.Fatalf("loaded %v: %d bytes, %d setup; kept %d, %d", ok, len(got.raw), got.setup, len(f.raw), f.setup)
	}
}

// A terminal a frame was sent to, which no screen then took, is given back
// as a screen gives it back when it stops.
func TestASentTerminalNoScreenTookIsGivenBack(t *testing.T) {
	f := recorded(t, Capture(drawn(t, 40, 5)))
	dev := newRecordingTty(40, 5)
	term := NewTerminal(dev)
	if err := term.Send(f); err != nil {
		t.Fatal(err)
	}
	term.Abandon()
	stop, err := stopBytes(40, 5)
	if err != nil {
		t.Fatal(err)
	}
	if got := dev.taken(); !bytes.Equal(got, append(bytes.Clone(f.raw), stop...)) || !bytes.Contains(stop, []byte("\x1b[?1049l")) {
		t.Fatalf("given back with %q", got[len(f.raw):])
	}
	select {
	case <-dev.closed:
	default:
		t.Fatal("the terminal was not stopped")
	}
	// A terminal a screen took and stopped is not given back twice.
	dev = newRecordingTty(40, 5)
	term = NewTerminal(dev)
	if err := term.Send(f); err != nil {
		t.Fatal(err)
	}
	all := drawOn(t, term, f)
	term.Abandon()
	if got := dev.taken(); !bytes.Equal(got, append(bytes.Clone(f.raw), all[len(f.raw):]...)) {
		t.Fatalf("after the screen stopped it, the terminal was sent %q", got[len(f.raw):])
	}
}
