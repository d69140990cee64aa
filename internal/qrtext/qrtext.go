// Package qrtext draws a QR code with text characters, two modules per
// character cell (the half blocks ▀ ▄ █ and a space), so that a terminal can
// show a code a phone scans. The encoding is github.com/yeqown/go-qrcode/v2's;
// this package only reads its module matrix and draws it.
package qrtext

import (
	"errors"
	"fmt"
	"strings"

	qrcode "github.com/yeqown/go-qrcode/v2"
)

// Level is the error correction level: higher survives more damage (a
// smudged screen, a glare) but holds less, so the code grows.
type Level int

// Error correction levels, from the most capacity to the most robust.
const (
	Low      Level = iota // about 7% of the code may be lost
	Medium                // about 15%
	Quartile              // about 25%
	High                  // about 30%
)

// Code is an encoded QR code: a square of modules, true where dark.
type Code struct {
	dark [][]bool // [y][x]
}

// ErrTooLong: the text does not fit in the largest QR code (version 40).
var ErrTooLong = errors.New("qrtext: the text is too long for a QR code")

// Encode encodes text (in byte mode when it is not all digits or
// upper-case alphanumerics) at the given level, in the smallest version
// that holds it.
func Encode(text string, level Level) (*Code, error) {
	levels := map[Level]qrcode.EncodeOption{
		Low:      qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionLow),
		Medium:   qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium),
		Quartile: qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionQuart),
		High:     qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionHighest),
	}
	opt, ok := levels[level]
	if !ok {
		return nil, fmt.Errorf("qrtext: error correction level %d: use Low, Medium, Quartile or High", level)
	}
	if text == "" {
		return nil, errors.New("qrtext: nothing to encode")
	}
	q, err := qrcode.NewWith(text, opt)
	if err != nil {
		// The library says "could not found version" when nothing holds the text.
		return nil, fmt.Errorf("%w (%d bytes): %v", ErrTooLong, len(text), err)
	}
	var m matrixWriter
	if err := q.Save(&m); err != nil {
		return nil, fmt.Errorf("qrtext: %w", err)
	}
	return &Code{dark: m.dark}, nil
}

// matrixWriter is a qrcode.Writer that keeps the module matrix.
type matrixWriter struct{ dark [][]bool }

func (w *matrixWriter) Write(mat qrcode.Matrix) error {
	w.dark = make([][]bool, mat.Height())
	for y := range w.dark {
		w.dark[y] = make([]bool, mat.Width())
	}
	mat.Iterate(qrcode.IterDirection_ROW, func(x, y int, v qrcode.QRValue) {
		w.dark[y][x] = v.IsSet()
	})
	return nil
}

func (w *matrixWriter) Close() error { return nil }

// Size is the number of modules on a side, without a quiet zone.
func (c *Code) Size() int { return len(c.dark) }

// Version is the QR version, 1 (21 modules) to 40 (177 modules).
func (c *Code) Version() int { return (c.Size() - 17) / 4 }

// Dark reports whether the module at column x, row y is dark; outside the
// code (the quiet zone) it is light.
func (c *Code) Dark(x, y int) bool {
	if y < 0 || y >= len(c.dark) || x < 0 || x >= len(c.dark[y]) {
		return false
	}
	return c.dark[y][x]
}

// PhoneQuiet is the margin tablemate draws around a code for a phone to
// scan from a terminal: half the standard's 4, which phones read well.
const PhoneQuiet = 2

// Options say how a code is drawn.
type Options struct {
	// Quiet is the light margin around the code, in modules. The standard
	// asks for 4; phones read 2 well. Negative is taken as 0.
	Quiet int
	// BlocksDark draws the dark modules as blocks, for dark text on a light
	// background. By default the blocks are the light modules and the quiet
	// zone, which suits the usual light text on a dark terminal.
	BlocksDark bool
}

// Lines draws the code: each line covers two rows of modules, every line
// has Size()+2*Quiet cells, and there are (Size()+2*Quiet+1)/2 lines.
func (c *Code) Lines(opt Options) []string {
	q := max(opt.Quiet, 0)
	n := c.Size() + 2*q
	// A cell is a block where the module is of the blocks' colour; the
	// quiet zone is light. Under an odd height the last line's lower
	// half is left as the background.
	block := func(x, y int) bool { return c.Dark(x-q, y-q) == opt.BlocksDark }
	lines := make([]string, 0, (n+1)/2)
	for y := 0; y < n; y += 2 {
		var b strings.Builder
		for x := 0; x < n; x++ {
			top, bottom := block(x, y), y+1 < n && block(x, y+1)
			switch {
			case top && bottom:
				b.WriteRune('█')
			case top:
				b.WriteRune('▀')
			case bottom:
				b.WriteRune('▄')
			default:
				b.WriteByte(' ')
			}
		}
		lines = append(lines, b.String())
	}
	return lines
}

// Render encodes text at the Low level (the smallest code, for a screen
// that is not damaged) and draws it, one line per two module rows.
func Render(text string, opt Options) (string, error) {
	c, err := Encode(text, Low)
	if err != nil {
		return "", err
	}
	return strings.Join(c.Lines(opt), "\n") + "\n", nil
}
