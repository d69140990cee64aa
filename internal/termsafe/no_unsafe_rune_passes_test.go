package termsafe

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"

	"tablemate/kernel"
)

// unsafeIn is the first rune of out that must not reach a terminal (a
// newline and a tab excepted), or -1.
func unsafeIn(out string) rune {
	for _, r := range out {
		if kernel.Unsafe(r) && r != '\n' && r != '\t' {
			return r
		}
	}
	return -1
}

func TestWriterEscapesWhatCouldDriveATerminal(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"Ana\tBen\n", "Ana\tBen\n"},
		{"\x1b]52;c;aGFja2Vk\x07", `\u001b]52;c;aGFja2Vk\u0007`},
		{"Ana\u202eneB", `Ana\u202eneB`},
		{"a\rb", `a\u000db`},
		{"\xff", `\xff`},
		{"\u009b31m", `\u009b31m`},
		{"日本語 Égypte", "日本語 Égypte"},
	} {
		var b bytes.Buffer
		w := NewWriter(&b)
		if n, err := w.Write([]byte(tc.in)); err != nil || n != len(tc.in) {
			t.Fatalf("%q: wrote %d, %v", tc.in, n, err)
		}
		w.Flush()
		if b.String() != tc.want {
			t.Errorf("%q: got %q, want %q", tc.in, b.String(), tc.want)
		}
	}
}

// A rune split between two writes (a buffered writer's boundary) comes out
// whole, as one write gives it.
func TestWriterKeepsARuneSplitAcrossWrites(t *testing.T) {
	t.Parallel()
	in := "Égypte 日本"
	for cut := 0; cut <= len(in); cut++ {
		var b bytes.Buffer
		w := NewWriter(&b)
		w.Write([]byte(in[:cut]))
		w.Write([]byte(in[cut:]))
		w.Flush()
		if b.String() != in {
			t.Errorf("cut at %d: %q", cut, b.String())
		}
	}
}

// FuzzWriterLetsNoUnsafeRuneThrough: whatever bytes are written, in
// whatever pieces, no control or bidi character comes out (newlines and
// tabs only lay it out), the pieces do not change the output, and text
// with nothing to escape passes as it is.
func FuzzWriterLetsNoUnsafeRuneThrough(f *testing.F) {
	for _, s := range []string{"", "Ana", "\x1b[2J\x1b]0;pwned\x07", "Ana\u202eneB\u2066", "\xe6\x97", "\r\n\t", "\u0085\u009b"} {
		f.Add(s, uint8(1))
	}
	f.Fuzz(func(t *testing.T, in string, cut uint8) {
		var whole, pieces bytes.Buffer
		w := NewWriter(&whole)
		w.Write([]byte(in))
		w.Flush()
		i := int(cut) % (len(in) + 1)
		p := NewWriter(&pieces)
		p.Write([]byte(in[:i]))
		p.Write([]byte(in[i:]))
		p.Flush()
		out := whole.String()
		if !utf8.ValidString(out) {
			t.Fatalf("%q: output %q is not UTF-8", in, out)
		}
		if r := unsafeIn(out); r >= 0 {
			t.Fatalf("%q: %U reached the output %q", in, r, out)
		}
		if pieces.String() != out {
			t.Fatalf("%q cut at %d: %q, whole %q", in, i, pieces.String(), out)
		}
		if utf8.ValidString(in) && unsafeIn(in) < 0 && out != in {
			t.Fatalf("%q: safe text changed to %q", in, out)
		}
	})
}

// The dashboard's screen draws a control or bidi character as '?': the
// terminal never receives it, however the text is put.
func TestScreenDrawsNoUnsafeRune(t *testing.T) {
	t.Parallel()
	sim := tcell.NewSimulationScreen("UTF-8")
	s := NewScreen(sim)
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	if err := s.Init(); err != nil { // tview's SetScreen initialises it again
		t.Fatal(err)
	}
	defer s.Fini()
	s.SetSize(40, 4)
	s.SetContent(0, 0, '\x1b', []rune{'\u202e'}, tcell.StyleDefault)
	s.PutStr(0, 1, "a\x1b[31mred\u2066")
	s.PutStrStyled(0, 2, "\x07b", tcell.StyleDefault)
	s.SetCell(0, 3, tcell.StyleDefault, '\u009b')
	rest, _ := s.Put(5, 3, "\x1bx", tcell.StyleDefault)
	_ = rest
	s.Show()
	cells, w, h := sim.GetContents()
	var text strings.Builder
	for _, c := range cells[:w*h] {
		text.Write(c.Bytes)
	}
	if r := unsafeIn(text.String()); r >= 0 {
		t.Fatalf("%U reached the screen: %q", r, text.String())
	}
	if !strings.Contains(text.String(), "a?[31mred?") {
		t.Fatalf("screen %q lacks the escaped line", text.String())
	}
}
