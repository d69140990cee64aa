package playstart

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard"
	"tablemate/internal/lastframe"
	"tablemate/store"
)

// Kept is the frame a start keeps for the next start: what that start will
// draw first, drawn then before anything is read if nothing it came from
// has changed (internal/lastframe). It is found from what the settings are
// made of (the program, its arguments, the environment, the working
// directory, the config file), so a start draws it before it reads the
// settings; it names the database it shows, whose state must be the one it
// was drawn from.
type Kept struct {
	path   string // "" when none is kept
	inputs lastframe.Key
	// db is the database this start shows (its absolute path), drawn
	// its key as this start found it, and hit whether the frame kept
	// under it was drawn.
	db         string
	drawn      lastframe.Key
	keyed, hit bool
	later      keptLater
}

// keptLater is what KeepLater keeps track of between draws.
type keptLater struct {
	mu    sync.Mutex
	kept  lastframe.Key // the database's key when a frame was last kept
	timer *time.Timer   // armed to keep the frame of the state armed
	armed lastframe.Key
	due   bool // the wait is over: the next draw of the state armed is kept
	// saving counts the frames being saved.
	saving  sync.WaitGroup
	stopped bool
}

// quietBeforeKeeping is how long the table leaves a game alone before the
// frame of its new state is kept: it waits for a pause in the play rather
// than keeping a frame with each key.
const quietBeforeKeeping = 2 * time.Second

// KeptFor is the kept frame of a start given args (the whole command
// line) that would read the config file at configPath (missing or not),
// in the user's cache directory; none when the start chooses (--game,
// --new, --share, --listen: the frame of one start is not the next's).
func KeptFor(args []string, configPath string, chooses bool) *Kept {
	cache, err := os.UserCacheDir()
	if chooses || err != nil {
		return &Kept{}
	}
	parts := []string{strings.Join(args, "\x00")}
	if exe, err := os.Executable(); err == nil {
		if fi, err := os.Stat(exe); err == nil {
			parts = append(parts, fmt.Sprint(exe, fi.Size(), fi.ModTime().UnixNano()))
		}
	}
	wd, _ := os.Getwd()
	b, err := os.ReadFile(configPath)
	parts = append(parts, wd, configPath, fmt.Sprint(err == nil), string(b))
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		// What the settings read, and what tcell's bytes for a frame
		// depend on (TCELL_*, the size and width overrides).
		if strings.HasPrefix(name, "TABLEMATE_") || strings.HasPrefix(name, "LC_") || strings.HasPrefix(name, "XDG_") || strings.HasPrefix(name, "TCELL_") ||
			slices.Contains([]string{"LANG", "LANGUAGE", "NO_COLOR", "TERM", "COLORTERM", "HOME", "AppData", "LocalAppData", "COLUMNS", "LINES", "RUNEWIDTH_EASTASIAN"}, name) {
			env = append(env, kv)
		}
	}
	slices.Sort(env)
	inputs := lastframe.KeyOf(append(parts, env...)...)
	return &Kept{inputs: inputs, path: filepath.Join(cache, "tablemate", "frames", hex.EncodeToString(inputs[:16]))}
}

// keyOf is the key of a frame of the database at db as it is now.
func (k *Kept) keyOf(db string) (lastframe.Key, bool) {
	state, err := store.FileState(db)
	if err != nil {
		return lastframe.Key{}, false
	}
	return lastframe.KeyOf(string(k.inputs[:]), db, state), true
}

// Load is the kept frame when it is still the one a start draws first (on
// a screen of its size), else nil.
func (k *Kept) Load() *lastframe.Frame {
	if k.path == "" {
		return nil
	}
	frame, ok := lastframe.Load(k.path, func(db string) (lastframe.Key, bool) {
		key, ok := k.keyOf(db)
		k.db, k.drawn, k.keyed = db, key, ok
		return key, ok
	})
	k.hit = ok
	return frame
}

// Found notes the state of the database the start opens, before it opens
// it, when no kept frame was drawn: KeepShown keeps the frame under it.
func (k *Kept) Found(database string) {
	if k.path != "" && !k.hit {
		k.db = absolute(database)
		k.drawn, k.keyed = k.keyOf(k.db)
	}
}

// absolute is a database's path as kept.
func absolute(database string) string {
	if abs, err := filepath.Abs(database); err == nil {
		return abs
	}
	return database
}

// KeepShown shows the first frame a start drew, and keeps it when no kept
// frame was drawn: a start writes nothing until the table acts, so a
// program killed right after it (or one that never closes cleanly) still
// finds it at its next start. It is kept before that frame is shown, so
// that even a kill on sight finds it, under the state of the database the
// start found (a write by anyone since moves the file past that state for
// good).
//
// It is kept with its terminal bytes (what lets the next start skip
// tcell's encoding of the frame): setup, what term was sent as the screen
// started, and the frame's drawing, held back from term while it is kept.
func (k *Kept) KeepShown(screen tcell.Screen, term *lastframe.Terminal, setup []byte) {
	if !k.keyed || k.hit {
		screen.Show()
		return
	}
	frame := lastframe.Capture(screen)
	if term == nil || setup == nil {
		_ = lastframe.Save(k.path, k.db, k.drawn, frame)
		screen.Show()
		return
	}
	term.Hold()
	screen.Show()
	defer term.Release()
	frame.Sent(setup, term.Held())
	_ = lastframe.Save(k.path, k.db, k.drawn, frame)
}

// Forget removes the kept frame: the start found the database unusable.
// Nothing is kept after it.
func (k *Kept) Forget() {
	k.stopLater()
	if k.path != "" {
		os.Remove(k.path)
	}
}

// KeepLater is told of each frame drawn on screen, before it is shown:
// once the table has changed the database and then left it alone for a
// moment (quietBeforeKeeping), the next frame drawn is kept (redraw asks
// for one), with its terminal bytes made beside the play. A start after a
// kill (a closed laptop, a lost terminal) draws it first, as a start
// after a quit draws the frame kept at close: the table as it last saw
// it, the dashboard's own frame then drawn over it.
func (k *Kept) KeepLater(screen tcell.Screen, redraw func()) {
	if k.path == "" || !k.keyed {
		return
	}
	db := k.db
	key, ok := k.keyOf(db)
	l := &k.later
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.kept == (lastframe.Key{}) {
		l.kept = k.drawn // what the start found, kept or drawn
	}
	switch {
	case !ok || l.stopped || key == l.kept:
	case key == l.armed && l.due:
		l.due = false
		l.kept = key
		frame := lastframe.Capture(screen)
		l.saving.Add(1)
		go func() {
			defer l.saving.Done()
			// Kept only if nothing was written since it was drawn.
			if frame.Record() == nil {
				if again, ok := k.keyOf(db); ok && again == key {
					_ = lastframe.Save(k.path, db, key, frame)
				}
			}
		}()
	case key != l.armed:
		// The state moved on: the wait starts over.
		if l.timer != nil {
			l.timer.Stop()
		}
		l.armed, l.due = key, false
		l.timer = time.AfterFunc(quietBeforeKeeping, func() {
			l.mu.Lock()
			l.due = !l.stopped
			l.mu.Unlock()
			redraw()
		})
	}
}

// stopLater keeps nothing more from KeepLater, and waits for a frame
// being saved.
func (k *Kept) stopLater() {
	l := &k.later
	l.mu.Lock()
	l.stopped = true
	if l.timer != nil {
		l.timer.Stop()
	}
	l.mu.Unlock()
	l.saving.Wait()
}

// Keep draws, off screen at w x h, what the next start will draw first (o
// opened as a preview: the store read-only, nothing written) and keeps it.
// The frame is only a head start: a failure keeps none.
func (k *Kept) Keep(o Options, w, h int) {
	k.stopLater()
	if k.path == "" || w <= 0 || h <= 0 {
		return
	}
	os.Remove(k.path) // the frame kept before no longer shows the game
	db := absolute(o.Settings.Database)
	key, ok := k.keyOf(db)
	if !ok {
		return
	}
	o.Preview = true
	opened, err := Open(o)
	if err != nil {
		return
	}
	frame := FrameOf(opened.Dashboard, w, h)
	opened.Close()
	// The database changed while the frame was drawn (another tablemate):
	// it may not show what that state shows.
	if again, ok := k.keyOf(db); ok && again == key && frame.Record() == nil {
		_ = lastframe.Save(k.path, db, key, frame)
	}
}

// FrameOf is what d draws first on a screen of w x h.
func FrameOf(d *dashboard.Dashboard, w, h int) *lastframe.Frame {
	// SetScreen initialises the screen, to 80x25: the size comes after.
	screen := tcell.NewSimulationScreen("UTF-8")
	d.App().SetScreen(screen)
	defer screen.Fini()
	screen.SetSize(w, h)
	d.App().ForceDraw()
	return lastframe.Capture(screen)
}
