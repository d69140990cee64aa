// Package lastframe keeps the frame the dashboard will draw first when it
// next opens, so that a resumed game is on the terminal before the store
// is opened and the game read and replayed. The frame is drawn at start
// only when nothing it was drawn from has changed: the database file (its
// identity and SQLite's change counter), the settings and the program
// (the caller's key) and the terminal's size. The dashboard then draws
// over it as usual; a frame that no longer fits is simply not used.
package lastframe

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/gdamore/tcell/v2"
)

// Key is what a frame was drawn from, hashed: it must match for the frame
// to be drawn again.
type Key [sha256.Size]byte

// KeyOf hashes parts in order; each part is length-prefixed, so that no
// two lists of parts give the same key.
func KeyOf(parts ...string) Key {
	h := sha256.New()
	var n [binary.MaxVarintLen64]byte
	for _, p := range parts {
		h.Write(n[:binary.PutUvarint(n[:], uint64(len(p)))])
		io.WriteString(h, p)
	}
	var k Key
	h.Sum(k[:0])
	return k
}

// style is a cell's style as kept: what tcell lets a program set.
type style struct {
	fg, bg, ulColor tcell.Color
	attrs           tcell.AttrMask
	ul              tcell.UnderlineStyle
}

func styleOf(s tcell.Style) style {
	fg, bg, attrs := s.Decompose() //nolint:staticcheck // the only way to read a style back
	return style{fg: fg, bg: bg, attrs: attrs, ulColor: s.GetUnderlineColor(), ul: s.GetUnderlineStyle()}
}

func (s style) tcell() tcell.Style {
	t := tcell.StyleDefault.Foreground(s.fg).Background(s.bg).Attributes(s.attrs)
	if s.ul != tcell.UnderlineStyleNone {
		t = t.Underline(s.ul, s.ulColor)
	}
	return t
}

// cell is one drawn grapheme at its column; a wide one covers the next
// column too, which has no cell of its own.
type cell struct {
	x, y  int
	str   string
	style int // into Frame.styles
}

// Frame is a screen's content.
type Frame struct {
	w, h   int
	styles []style
	cells  []cell
}

// Width and Height are the frame's size in cells.
func (f *Frame) Width() int  { return f.w }
func (f *Frame) Height() int { return f.h }

// Capture reads what screen shows.
func Capture(screen tcell.Screen) *Frame {
	w, h := screen.Size()
	f := &Frame{w: w, h: h}
	index := map[style]int{}
	for y := 0; y < h; y++ {
		for x := 0; x < w; {
			str, st, width := screen.Get(x, y)
			s := styleOf(st)
			i, ok := index[s]
			if !ok {
				i = len(f.styles)
				index[s] = i
				f.styles = append(f.styles, s)
			}
			f.cells = append(f.cells, cell{x: x, y: y, str: str, style: i})
			x += max(width, 1)
		}
	}
	return f
}

// Draw puts the frame on screen and shows it.
func (f *Frame) Draw(screen tcell.Screen) {
	styles := make([]tcell.Style, len(f.styles))
	for i, s := range f.styles {
		styles[i] = s.tcell()
	}
	screen.Clear()
	for _, c := range f.cells {
		screen.Put(c.x, c.y, c.str, styles[c.style])
	}
	screen.Show()
}

// Equal reports whether two frames show the same.
func (f *Frame) Equal(g *Frame) bool {
	if f.w != g.w || f.h != g.h || len(f.cells) != len(g.cells) {
		return false
	}
	for i, c := range f.cells {
		d := g.cells[i]
		if c.x != d.x || c.y != d.y || c.str != d.str || f.styles[c.style] != g.styles[d.style] {
			return false
		}
	}
	return true
}

// String is the frame's text, a line a row: for tests and messages.
func (f *Frame) String() string {
	var b strings.Builder
	y := 0
	for _, c := range f.cells {
		for ; y < c.y; y++ {
			b.WriteByte('\n')
		}
		b.WriteString(c.str)
	}
	return b.String()
}

// magic begins a kept frame; its version changes with the layout.
const magic = "tablemate frame 1\n"

// Limits on what a kept file may claim, so that a damaged one cannot make
// the start allocate much: a terminal larger than this is not kept.
const (
	maxSide  = 1000
	maxBytes = 8 << 20
)

// Save keeps f under key at path, atomically (a temporary file renamed),
// readable by the user only: it holds the players' names.
func Save(path string, key Key, f *Frame) error {
	if f.w > maxSide || f.h > maxSide {
		return fmt.Errorf("a frame of %dx%d is not kept", f.w, f.h)
	}
	var b bytes.Buffer
	b.WriteString(magic)
	b.Write(key[:])
	put := func(v uint64) { b.Write(binary.AppendUvarint(nil, v)) }
	put(uint64(f.w))
	put(uint64(f.h))
	put(uint64(len(f.styles)))
	for _, s := range f.styles {
		put(uint64(s.fg))
		put(uint64(s.bg))
		put(uint64(s.ulColor))
		put(uint64(s.attrs))
		put(uint64(s.ul))
	}
	put(uint64(len(f.cells)))
	for _, c := range f.cells {
		put(uint64(c.x))
		put(uint64(c.y))
		put(uint64(c.style))
		put(uint64(len(c.str)))
		b.WriteString(c.str)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".frame-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// errDamaged: a kept frame that does not read back; it is not drawn.
var errDamaged = errors.New("damaged frame")

// Load reads the frame kept at path when it was kept under key; ok is
// false otherwise (none kept, another key, a damaged file). The caller
// draws it only on a screen of its size.
func Load(path string, key Key) (f *Frame, ok bool) {
	file, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	defer file.Close()
	r := bufio.NewReader(io.LimitReader(file, maxBytes))
	head := make([]byte, len(magic)+len(key))
	if _, err := io.ReadFull(r, head); err != nil || string(head[:len(magic)]) != magic || !bytes.Equal(head[len(magic):], key[:]) {
		return nil, false
	}
	f, err = read(r)
	if err != nil {
		return nil, false
	}
	return f, true
}

func read(r *bufio.Reader) (*Frame, error) {
	var err error
	get := func(limit uint64) uint64 {
		if err != nil {
			return 0
		}
		var v uint64
		if v, err = binary.ReadUvarint(r); err == nil && v > limit {
			err = errDamaged
		}
		return v
	}
	f := &Frame{w: int(get(maxSide)), h: int(get(maxSide))}
	cells := uint64(f.w * f.h)
	n := get(cells)
	f.styles = make([]style, 0, n)
	for range n {
		s := style{fg: tcell.Color(get(1<<63 - 1)), bg: tcell.Color(get(1<<63 - 1)), ulColor: tcell.Color(get(1<<63 - 1)),
			attrs: tcell.AttrMask(get(1<<31 - 1)), ul: tcell.UnderlineStyle(get(255))}
		f.styles = append(f.styles, s)
	}
	n = get(cells)
	f.cells = make([]cell, 0, n)
	for range n {
		c := cell{x: int(get(uint64(f.w))), y: int(get(uint64(f.h))), style: int(get(uint64(len(f.styles))))}
		size := get(64)
		if err != nil {
			break
		}
		if c.x >= f.w || c.y >= f.h || c.style >= len(f.styles) {
			return nil, errDamaged
		}
		buf := make([]byte, size)
		if _, err = io.ReadFull(r, buf); err != nil {
			break
		}
		c.str = string(buf)
		f.cells = append(f.cells, c)
	}
	if err != nil {
		return nil, errDamaged
	}
	return f, nil
}
