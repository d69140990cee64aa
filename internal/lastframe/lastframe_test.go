package lastframe

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// drawn is a simulation screen of w x h showing some text in some styles,
// a wide character among it.
func drawn(t *testing.T, w, h int) tcell.SimulationScreen {
	t.Helper()
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Fini)
	s.SetSize(w, h)
	s.PutStrStyled(0, 0, "Round 3 · Ana ▶ Ben", tcell.StyleDefault.Bold(true).Foreground(tcell.ColorYellow))
	s.PutStrStyled(2, 1, "日本語 Égypte", tcell.StyleDefault.Background(tcell.NewRGBColor(10, 20, 30)))
	s.PutStrStyled(0, 2, "slot", tcell.StyleDefault.Underline(tcell.UnderlineStyleCurly, tcell.ColorRed))
	s.Show()
	return s
}

func TestAFrameKeptIsTheFrameDrawn(t *testing.T) {
	src := drawn(t, 40, 5)
	f := Capture(src)
	path := filepath.Join(t.TempDir(), "frames", "one")
	key := KeyOf("db state", "settings")
	if err := Save(path, "/games.db", key, f); err != nil {
		t.Fatal(err)
	}
	got, ok := Load(path, keyIs(t, "/games.db", key))
	if !ok {
		t.Fatal("the frame kept does not load")
	}
	if !got.Equal(f) {
		t.Fatalf("loaded:\n%s\nkept:\n%s", got, f)
	}
	dst := tcell.NewSimulationScreen("UTF-8")
	if err := dst.Init(); err != nil {
		t.Fatal(err)
	}
	defer dst.Fini()
	dst.SetSize(40, 5)
	got.Draw(dst)
	if again := Capture(dst); !again.Equal(f) {
		t.Fatalf("drawn again:\n%s\nfirst:\n%s", again, f)
	}
}

func TestAFrameIsNotDrawnFromAnotherState(t *testing.T) {
	f := Capture(drawn(t, 40, 5))
	path := filepath.Join(t.TempDir(), "f")
	key := KeyOf("a", "b")
	if err := Save(path, "/games.db", key, f); err != nil {
		t.Fatal(err)
	}
	for name, other := range map[string]Key{
		"another key":           KeyOf("a", "c"),
		"parts joined the same": KeyOf("ab"),
		"parts split the same":  KeyOf("a", "", "b"),
	} {
		if _, ok := Load(path, keyIs(t, "/games.db", other)); ok {
			t.Errorf("%s: the frame loads", name)
		}
	}
	if _, ok := Load(path, func(string) (Key, bool) { return key, false }); ok {
		t.Error("no key for it: the frame loads")
	}
	if g, ok := Load(path, keyIs(t, "/games.db", key)); !ok {
		t.Error("its own key: the frame does not load")
	} else if g.Width() != 40 || g.Height() != 5 {
		t.Errorf("size %dx%d", g.Width(), g.Height())
	}
}

func TestADamagedFrameIsNotDrawn(t *testing.T) {
	f := Capture(drawn(t, 40, 5))
	path := filepath.Join(t.TempDir(), "f")
	key := KeyOf("a")
	if err := Save(path, "/games.db", key, f); err != nil {
		t.Fatal(err)
	}
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for cut := 0; cut < len(whole); cut += 7 {
		os.WriteFile(path, whole[:cut], 0o600)
		if _, ok := Load(path, keyIs(t, "/games.db", key)); ok {
			t.Fatalf("cut at %d of %d: loads", cut, len(whole))
		}
	}
	if _, ok := Load(filepath.Join(t.TempDir(), "none"), keyIs(t, "/games.db", key)); ok {
		t.Fatal("a missing file loads")
	}
}

// keyIs is a Load key function that wants about and gives key.
func keyIs(t *testing.T, about string, key Key) func(string) (Key, bool) {
	return func(got string) (Key, bool) {
		if got != about {
			t.Errorf("about %q, want %q", got, about)
		}
		return key, true
	}
}

func TestOnlyTheNewestFramesAreKept(t *testing.T) {
	dir := t.TempDir()
	f := Capture(drawn(t, 10, 2))
	for i := range kept + 5 {
		if err := Save(filepath.Join(dir, fmt.Sprint("f", i)), "", KeyOf(), f); err != nil {
			t.Fatal(err)
		}
		old := time.Now().Add(time.Duration(i-100) * time.Minute)
		os.Chtimes(filepath.Join(dir, fmt.Sprint("f", i)), old, old)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != kept {
		t.Fatalf("%d frames kept", len(entries))
	}
	if _, err := os.Stat(filepath.Join(dir, fmt.Sprint("f", kept+4))); err != nil {
		t.Fatal("the newest frame is gone")
	}
}

// FuzzKeptFrame: any bytes after a right header load or not, never panic, and
// never claim more cells than the size holds nor more setup than the
// terminal bytes; what loads draws.
func FuzzKeptFrame(f *testing.F) {
	key := KeyOf("k")
	dir := f.TempDir()
	head := append(append([]byte(magic), 0), key[:]...)
	// No terminal bytes (their length, how many are setup), then the
	// frame; then some terminal bytes, two of them setup.
	f.Add([]byte{0, 0, 40, 5, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 'x'})
	f.Add([]byte{0, 0, 40, 5, 0, 1, 0, 0, 0, 1, 'x'})
	f.Add([]byte{3, 0x1b, '[', 'H', 2, 40, 5, 0, 1, 0, 0, 0, 1, 'x'})
	f.Fuzz(func(t *testing.T, body []byte) {
		path := filepath.Join(dir, "f")
		os.WriteFile(path, append(head[:len(head):len(head)], body...), 0o600)
		g, ok := Load(path, func(string) (Key, bool) { return key, true })
		if !ok {
			return
		}
		if len(g.cells) > g.w*g.h {
			t.Fatalf("%d cells in %dx%d", len(g.cells), g.w, g.h)
		}
		if g.setup > len(g.raw) {
			t.Fatalf("%d of %d terminal bytes are setup", g.setup, len(g.raw))
		}
		if g.w*g.h > 300*100 {
			// Drawn the same, only slower: a screen of up to a million
			// cells would make single runs outlast the fuzzing time.
			return
		}
		s := tcell.NewSimulationScreen("UTF-8")
		if err := s.Init(); err != nil {
			t.Fatal(err)
		}
		defer s.Fini()
		s.SetSize(g.w, g.h)
		g.Draw(s)
	})
}
