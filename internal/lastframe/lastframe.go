// Package lastframe keeps the frame the dashboard will draw first when it
// next opens, so that a resumed game is on the terminal before the store
// is opened and the game read and replayed. The frame is drawn at start
// only when nothing it was drawn from has changed: the database file (its
// identity and SQLite's change counter), the settings and the program
// (the caller's key) and the terminal's size. The dashboard then draws
// over it as usual; a frame that no longer fits is simply not used.
package lastframe

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"

	"tablemate/internal/cachefiles"
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
	str   string
	x, y  uint16
	style uint32 // into Frame.styles
}

// Frame is a screen's content.
type Frame struct {
	w, h   int
	styles []style
	cells  []cell
	raw    []byte // its terminal bytes (terminal.go), nil when not recorded
	setup  int    // raw's first bytes, those of tcell's Init
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
			if str == " " && st == tcell.StyleDefault {
				// What Clear leaves: not kept, not drawn again.
				x++
				continue
			}
			s := styleOf(st)
			i, ok := index[s]
			if !ok {
				i = len(f.styles)
				index[s] = i
				f.styles = append(f.styles, s)
			}
			f.cells = append(f.cells, cell{x: uint16(x), y: uint16(y), str: str, style: uint32(i)})
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
		screen.Put(int(c.x), int(c.y), c.str, styles[c.style])
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
	x, y := 0, 0
	for _, c := range f.cells {
		for ; y < int(c.y); y++ {
			b.WriteByte('\n')
			x = 0
		}
		for ; x < int(c.x); x++ {
			b.WriteByte(' ')
		}
		b.WriteString(c.str)
		x += max(uniseg.StringWidth(c.str), 1)
	}
	return b.String()
}

// magic begins a kept frame; its version changes with the layout: the
// magic, what the frame is about (its length first), the key, the
// terminal bytes (their length first) and how many of them are the
// terminal's setup, the size, the styles, the cells; every number an
// unsigned varint.
const magic = "tablemate frame 3\n"

// Limits on what a kept file may claim, so that a damaged one cannot make
// the start allocate much: a terminal larger than this is not kept.
const (
	maxSide  = 1000
	maxBytes = 8 << 20
	// kept is how many frames a directory keeps (one per way of starting
	// the program): the oldest go when another is saved.
	kept = 16
)

// Save keeps f at path, atomically (a temporary file renamed), readable by
// the user only (it holds the players' names): about says what it shows
// (a database's path), key what it was drawn from. A frame kept without
// its terminal bytes (Record) is drawn through tcell.
func Save(path, about string, key Key, f *Frame) error {
	if f.w > maxSide || f.h > maxSide {
		return fmt.Errorf("a frame of %dx%d is not kept", f.w, f.h)
	}
	b := []byte(magic)
	put := func(v uint64) { b = binary.AppendUvarint(b, v) }
	put(uint64(len(about)))
	b = append(b, about...)
	b = append(b, key[:]...)
	put(uint64(len(f.raw)))
	b = append(b, f.raw...)
	put(uint64(f.setup))
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
		b = append(b, c.str...)
	}
	return cachefiles.Write(path, b, kept)
}

// errDamaged: a kept frame that does not read back; it is not drawn.
var errDamaged = errors.New("damaged frame")

// Load reads the frame kept at path when keyFor, given what the frame is
// about, gives the key it was kept under; ok is false otherwise (none
// kept, another key, a damaged file). The caller draws it only on a
// screen of its size.
func Load(path string, keyFor func(about string) (Key, bool)) (f *Frame, ok bool) {
	file, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	b, err := readAll(file)
	file.Close()
	if err != nil || !bytes.HasPrefix(b, []byte(magic)) {
		return nil, false
	}
	r := reader{b: b[len(magic):]}
	about := r.bytes(maxBytes)
	stored := r.bytes(-len(Key{}))
	if r.err != nil {
		return nil, false
	}
	key, ok := keyFor(string(about))
	if !ok || !bytes.Equal(stored, key[:]) {
		return nil, false
	}
	raw := r.bytes(maxBytes)
	setup := r.uint(uint64(len(raw)))
	f, err = r.frame()
	if err != nil {
		return nil, false
	}
	if len(raw) > 0 {
		f.raw, f.setup = raw, int(setup)
	}
	return f, true
}

// readAll reads a kept file whole in one read of its size (at most
// maxBytes).
func readAll(file *os.File) ([]byte, error) {
	fi, err := file.Stat()
	if err != nil {
		return nil, err
	}
	if fi.Size() > maxBytes {
		return nil, errDamaged
	}
	b := make([]byte, fi.Size())
	_, err = io.ReadFull(file, b)
	return b, err
}

// reader reads a kept frame's numbers and bytes, the first error kept.
type reader struct {
	b   []byte
	err error
}

func (r *reader) uint(limit uint64) uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 || v > limit {
		r.err = errDamaged
		return 0
	}
	r.b = r.b[n:]
	return v
}

// bytes reads a length (at most limit) and that many bytes; a negative
// limit is a fixed length with no length before it.
func (r *reader) bytes(limit int) []byte {
	n := -limit
	if limit >= 0 {
		n = int(r.uint(uint64(limit)))
	}
	if r.err != nil || n > len(r.b) {
		r.err = errDamaged
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

// ascii holds every one-byte cell's string: most of a frame, read as a
// slice of it without an allocation each (and with no work at start).
const ascii = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x20\x21\x22\x23\x24\x25\x26\x27\x28\x29\x2a\x2b\x2c\x2d\x2e\x2f\x30\x31\x32\x33\x34\x35\x36\x37\x38\x39\x3a\x3b\x3c\x3d\x3e\x3f\x40\x41\x42\x43\x44\x45\x46\x47\x48\x49\x4a\x4b\x4c\x4d\x4e\x4f\x50\x51\x52\x53\x54\x55\x56\x57\x58\x59\x5a\x5b\x5c\x5d\x5e\x5f\x60\x61\x62\x63\x64\x65\x66\x67\x68\x69\x6a\x6b\x6c\x6d\x6e\x6f\x70\x71\x72\x73\x74\x75\x76\x77\x78\x79\x7a\x7b\x7c\x7d\x7e\x7f"

func (r *reader) frame() (*Frame, error) {
	f := &Frame{w: int(r.uint(maxSide)), h: int(r.uint(maxSide))}
	cells := uint64(f.w * f.h)
	n := r.uint(cells)
	f.styles = make([]style, 0, n)
	for range n {
		f.styles = append(f.styles, style{fg: tcell.Color(r.uint(math.MaxUint64)), bg: tcell.Color(r.uint(math.MaxUint64)),
			ulColor: tcell.Color(r.uint(math.MaxUint64)), attrs: tcell.AttrMask(r.uint(math.MaxInt32)), ul: tcell.UnderlineStyle(r.uint(255))})
	}
	n = r.uint(cells)
	f.cells = make([]cell, 0, n)
	for range n {
		c := cell{x: uint16(r.uint(maxSide)), y: uint16(r.uint(maxSide)), style: uint32(r.uint(cells))}
		b := r.bytes(64)
		if r.err != nil {
			return nil, r.err
		}
		if int(c.x) >= f.w || int(c.y) >= f.h || int(c.style) >= len(f.styles) {
			return nil, errDamaged
		}
		if len(b) == 1 && b[0] < 128 {
			c.str = ascii[b[0] : b[0]+1]
		} else {
			c.str = string(b)
		}
		f.cells = append(f.cells, c)
	}
	if r.err != nil {
		return nil, r.err
	}
	return f, nil
}
