// Package termsafe keeps what the program prints harmless to the terminal:
// whatever text a file or a database carried reaches it escaped
// (kernel.Escape), never as control or bidi characters. Its Writer is the
// command line's stdout and stderr; its Screen is the dashboard's.
package termsafe

import (
	"io"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"

	"tablemate/kernel"
)

// Writer escapes every Unsafe rune written through it but newlines and
// tabs, which only lay the output out. A rune split across two writes (a
// buffered writer's boundary) is held until its end arrives.
type Writer struct {
	w       io.Writer
	pending []byte
}

// NewWriter is a Writer onto w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write escapes p onto the writer's target. It reports len(p) written when
// the whole escaped text was.
func (w *Writer) Write(p []byte) (int, error) {
	buf := append(w.pending, p...)
	w.pending = nil
	// An incomplete rune at the end waits for the next write.
	for cut := 1; cut <= utf8.UTFMax-1 && cut <= len(buf); cut++ {
		i := len(buf) - cut
		if utf8.RuneStart(buf[i]) {
			if !utf8.FullRune(buf[i:]) {
				w.pending = append([]byte(nil), buf[i:]...)
				buf = buf[:i]
			}
			break
		}
	}
	if _, err := io.WriteString(w.w, kernel.Escape(string(buf), '\n', '\t')); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush writes a rune left incomplete at the end of the output, escaped.
func (w *Writer) Flush() error {
	if len(w.pending) == 0 {
		return nil
	}
	_, err := io.WriteString(w.w, kernel.Escape(string(w.pending)))
	w.pending = nil
	return err
}

// Screen is a tcell screen that draws an Unsafe rune as '?': a cell holds
// one character, so there is no room for its escape, and the terminal
// never receives it.
type Screen struct {
	tcell.Screen
	inited bool
}

// NewScreen is a Screen over s.
func NewScreen(s tcell.Screen) *Screen { return &Screen{Screen: s} }

// Init implements tcell.Screen, once: the caller initialises the screen to
// see its error, and tview's SetScreen initialises it again, ignoring it.
func (s *Screen) Init() error {
	if s.inited {
		return nil
	}
	s.inited = true
	return s.Screen.Init()
}

func safeRune(r rune) rune {
	if kernel.Unsafe(r) {
		return '?'
	}
	return r
}

func safeString(s string) string {
	if !kernel.HasUnsafe(s) {
		return s
	}
	out := make([]rune, 0, len(s))
	for _, r := range s {
		out = append(out, safeRune(r))
	}
	return string(out)
}

// SetContent implements tcell.Screen.
func (s *Screen) SetContent(x, y int, primary rune, combining []rune, style tcell.Style) {
	var comb []rune
	for _, r := range combining {
		if !kernel.Unsafe(r) {
			comb = append(comb, r)
		}
	}
	s.Screen.SetContent(x, y, safeRune(primary), comb, style)
}

// SetCell implements tcell.Screen.
func (s *Screen) SetCell(x, y int, style tcell.Style, ch ...rune) {
	safe := make([]rune, len(ch))
	for i, r := range ch {
		safe[i] = safeRune(r)
	}
	s.Screen.SetCell(x, y, style, safe...)
}

// Put implements tcell.Screen: the rest it gives is of the safe text,
// which Put leaves as it is when it is put again.
func (s *Screen) Put(x, y int, str string, style tcell.Style) (string, int) {
	return s.Screen.Put(x, y, safeString(str), style)
}

// PutStr implements tcell.Screen.
func (s *Screen) PutStr(x, y int, str string) { s.Screen.PutStr(x, y, safeString(str)) }

// PutStrStyled implements tcell.Screen.
func (s *Screen) PutStrStyled(x, y int, str string, style tcell.Style) {
	s.Screen.PutStrStyled(x, y, safeString(str), style)
}
