package dashboard

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
	"tablemate/tracker"
)

var update = flag.Bool("update", false, "rewrite the golden screens in testdata/")

// harness drives a dashboard the way the event loop does, without running
// it: keys go through the root's input handler, frames through Draw.
type harness struct {
	t      testing.TB
	d      *Dashboard
	rec    *MemoryRecorder
	screen tcell.SimulationScreen
}

func fixedNow() time.Time { return time.Unix(1700000000, 0) }

func newHarness(t testing.TB, w, h int, opts Options) *harness {
	t.Helper()
	if opts.Recorder == nil {
		opts.Recorder = &MemoryRecorder{}
	}
	if opts.Now == nil {
		opts.Now = fixedNow
	}
	d, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	screen := tcell.NewSimulationScreen("UTF-8")
	if err := screen.Init(); err != nil {
		t.Fatal(err)
	}
	screen.SetSize(w, h)
	rec, _ := opts.Recorder.(*MemoryRecorder)
	return &harness{t: t, d: d, rec: rec, screen: screen}
}

// withGame starts a harness on a game recorded in a memory recorder.
func withGame(t testing.TB, w, h int, setupLine string, actions ...string) *harness {
	t.Helper()
	setup, err := tracker.ParseSetup(setupLine)
	if err != nil {
		t.Fatal(err)
	}
	var as []tracker.Action
	for _, a := range actions {
		act, err := tracker.ParseAction(a)
		if err != nil {
			t.Fatal(err)
		}
		as = append(as, act)
	}
	g, err := tracker.Replay(setup, as, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := &MemoryRecorder{Games: []string{g.Setup().String()}, Actions: append([]string(nil), actions...)}
	return newHarness(t, w, h, Options{Recorder: rec, Game: g})
}

func (h *harness) press(keys ...any) *harness {
	h.t.Helper()
	for _, k := range keys {
		var ev *tcell.EventKey
		switch k := k.(type) {
		case rune:
			ev = tcell.NewEventKey(tcell.KeyRune, k, tcell.ModNone)
		case tcell.Key:
			ev = tcell.NewEventKey(k, 0, tcell.ModNone)
		case string:
			for _, r := range k {
				h.press(r)
			}
			continue
		default:
			h.t.Fatalf("bad key %v", k)
		}
		h.draw() // the event loop draws between keys; layout positions come from drawing
		if !h.d.root.HasFocus() {
			continue // as the event loop: a root without the focus gets no key
		}
		h.d.root.InputHandler()(ev, h.d.setFocus)
	}
	return h
}

func (h *harness) resize(w, hh int) *harness {
	h.screen.SetSize(w, hh)
	return h
}

// draw renders a frame as the application does and returns its text.
func (h *harness) draw() string {
	w, hh := h.screen.Size()
	h.screen.Clear()
	h.d.root.SetRect(0, 0, w, hh)
	h.d.root.Draw(h.screen)
	h.screen.Show()
	return screenText(h.screen)
}

func screenText(s tcell.SimulationScreen) string {
	cells, w, hh := s.GetContents()
	var b strings.Builder
	for y := 0; y < hh; y++ {
		var line strings.Builder
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Runes) == 0 {
				line.WriteByte(' ')
				continue
			}
			line.WriteString(string(c.Runes))
			if i18n.Width(string(c.Runes)) == 2 {
				x++ // a wide rune covers the next cell: the text reads as the terminal shows it
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func (h *harness) contains(want ...string) {
	h.t.Helper()
	screen := h.draw()
	for _, w := range want {
		if !strings.Contains(screen, w) {
			h.t.Fatalf("screen lacks %q:\n%s", w, screen)
		}
	}
}

func (h *harness) lacks(unwanted ...string) {
	h.t.Helper()
	screen := h.draw()
	for _, w := range unwanted {
		if strings.Contains(screen, w) {
			h.t.Fatalf("screen shows %q:\n%s", w, screen)
		}
	}
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("screen %s differs from %s (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", name, path, got, want)
	}
}
