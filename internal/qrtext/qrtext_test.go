package qrtext

import (
	"errors"
	"image"
	"image/color"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/makiuchi-d/gozxing"
	gzqr "github.com/makiuchi-d/gozxing/qrcode"
)

// scan reads drawn lines back as a picture (scale pixels per module, dark
// modules black; the half row under an odd height, which is not part of
// the code, left out) and decodes it with an independent QR reader.
func scan(t *testing.T, lines []string, blocksDark bool) (string, error) {
	t.Helper()
	const scale = 3
	n := utf8.RuneCountInString(lines[0])
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for row, line := range lines {
		x := 0
		for _, r := range line {
			halves := []bool{r == '█' || r == '▀', r == '█' || r == '▄'}
			for half, isBlock := range halves {
				y := 2*row + half
				if y >= n {
					continue
				}
				c := color.Gray{Y: 255}
				if isBlock == blocksDark {
					c = color.Gray{Y: 0}
				}
				for dy := 0; dy < scale; dy++ {
					for dx := 0; dx < scale; dx++ {
						img.SetGray(x*scale+dx, y*scale+dy, c)
					}
				}
			}
			x++
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gzqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		return "", err
	}
	return res.GetText(), nil
}

// The drawing decodes to the text, in both colourings, with any quiet
// zone, at the levels tablemate uses, from a short text to a long link.
func TestDrawnCodeDecodesToTheText(t *testing.T) {
	t.Parallel()
	link := strings.Repeat("https://app.bgstatsapp.com/createPlay.html?data=%7B%22name%22%3A%22Ana%22%2C%22score%22%3A61%7D", 14)
	texts := []string{"tablemate", "Ana 61, Ben 48, さくら 55"}
	for n := 40; n <= 1200; n += 145 {
		texts = append(texts, link[:n])
	}
	for _, text := range texts {
		for _, level := range []Level{Low, Medium} {
			c, err := Encode(text, level)
			if err != nil {
				t.Fatalf("%d bytes at level %d: %v", len(text), level, err)
			}
			for _, opt := range []Options{{Quiet: 2}, {Quiet: 4, BlocksDark: true}, {Quiet: 1}} {
				got, err := scan(t, c.Lines(opt), opt.BlocksDark)
				if err != nil || got != text {
					t.Errorf("%d bytes, level %d, version %d, %+v: decoded %q, %v", len(text), level, c.Version(), opt, got, err)
				}
			}
		}
	}
}

func TestLinesAreHalfBlocksOfTheCodesSize(t *testing.T) {
	t.Parallel()
	c, err := Encode("https://app.bgstatsapp.com/createPlay.html", Low)
	if err != nil {
		t.Fatal(err)
	}
	if c.Size() != 17+4*c.Version() || c.Version() < 1 {
		t.Fatalf("size %d, version %d", c.Size(), c.Version())
	}
	for _, quiet := range []int{0, 2, 4} {
		lines := c.Lines(Options{Quiet: quiet})
		width := c.Size() + 2*quiet
		if len(lines) != (width+1)/2 {
			t.Errorf("quiet %d: %d lines, want %d", quiet, len(lines), (width+1)/2)
		}
		for i, l := range lines {
			if utf8.RuneCountInString(l) != width || strings.Trim(l, "▀▄█ ") != "" {
				t.Errorf("quiet %d line %d: %q (want %d cells of ▀▄█ and space)", quiet, i, l, width)
			}
		}
		if quiet > 0 && strings.Trim(lines[0], "█") != "" {
			// Light-on-dark: the quiet zone is drawn, as blocks.
			t.Errorf("quiet %d: the first line should be all light: %q", quiet, lines[0])
		}
	}
	// The finder pattern's corner is dark whatever the version.
	if !c.Dark(0, 0) || !c.Dark(6, 6) || c.Dark(7, 7) || c.Dark(-1, 0) || c.Dark(0, c.Size()) {
		t.Error("finder pattern or quiet zone not where the standard puts them")
	}
}

func TestRefusesWhatNoCodeHolds(t *testing.T) {
	t.Parallel()
	if _, err := Encode(strings.Repeat("x", 3000), Low); !errors.Is(err, ErrTooLong) || !strings.Contains(err.Error(), "3000 bytes") {
		t.Errorf("3000 bytes: %v", err)
	}
	if _, err := Encode("", Low); err == nil {
		t.Error("empty text accepted")
	}
	if _, err := Encode("x", Level(9)); err == nil {
		t.Error("level 9 accepted")
	}
	out, err := Render("tablemate", Options{Quiet: 2})
	if err != nil || !strings.HasSuffix(out, "\n") || strings.Count(out, "\n") != (21+4+1)/2 {
		t.Errorf("Render: %v\n%s", err, out)
	}
}
