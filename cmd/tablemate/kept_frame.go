package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"tablemate/config"
	"tablemate/dashboard"
	"tablemate/internal/lastframe"
	"tablemate/store"
)

// keptFrame is the frame play keeps, when the dashboard closes, for its
// next start on the same database: what that start will draw first, drawn
// at once then if nothing it came from has changed (internal/lastframe).
// A play that chooses (--game, --new, --share, --listen) keeps none.
type keptFrame struct {
	path string // "" when none is kept
	// drawn is the key of the database as this start found it, and
	// whether the frame kept under it was drawn (load).
	drawn      lastframe.Key
	keyed, hit bool
}

// keptFrameOf is play's kept frame: in the user's cache directory, one
// per database.
func keptFrameOf(cmd *cobra.Command, settings *config.Settings) *keptFrame {
	chosen := false
	cmd.Flags().Visit(func(f *pflag.Flag) {
		chosen = chosen || f.Name == "new" || f.Name == "game" || f.Name == "share" || f.Name == "listen"
	})
	cache, err := os.UserCacheDir()
	abs, aerr := filepath.Abs(settings.Database)
	if chosen || err != nil || aerr != nil {
		return &keptFrame{}
	}
	sum := sha256.Sum256([]byte(abs))
	return &keptFrame{path: filepath.Join(cache, "tablemate", "frames", hex.EncodeToString(sum[:16]))}
}

// key is what the frame is drawn from besides the game: the database's
// state, the program, its arguments, the environment the settings come
// from, the directory a relative path is read from and the config file.
func (f *keptFrame) key(settings *config.Settings) (lastframe.Key, bool) {
	state, err := store.FileState(settings.Database)
	if err != nil {
		return lastframe.Key{}, false
	}
	parts := []string{state, strings.Join(os.Args, "\x00")}
	if exe, err := os.Executable(); err == nil {
		if fi, err := os.Stat(exe); err == nil {
			parts = append(parts, fmt.Sprint(exe, fi.Size(), fi.ModTime().UnixNano()))
		}
	}
	wd, _ := os.Getwd()
	parts = append(parts, wd, settings.ConfigFile)
	if settings.ConfigFile != "" {
		b, _ := os.ReadFile(settings.ConfigFile)
		parts = append(parts, string(b))
	}
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "TABLEMATE_") || strings.HasPrefix(name, "LC_") || strings.HasPrefix(name, "XDG_") ||
			slices.Contains([]string{"LANG", "LANGUAGE", "NO_COLOR", "TERM", "COLORTERM", "HOME", "LocalAppData"}, name) {
			env = append(env, kv)
		}
	}
	slices.Sort(env)
	return lastframe.KeyOf(append(parts, env...)...), true
}

// load is the kept frame when it is still the one a start draws first
// (on a screen of its size), else nil.
func (f *keptFrame) load(settings *config.Settings) *lastframe.Frame {
	if f.path == "" {
		return nil
	}
	key, ok := f.key(settings)
	if !ok {
		return nil
	}
	f.drawn, f.keyed = key, true
	frame, hit := lastframe.Load(f.path, key)
	f.hit = hit
	return frame
}

// keepShown keeps the first frame a start drew, when no kept frame was
// drawn: a start writes nothing until the table acts, so a program killed
// right after it (or one that never closes cleanly) still finds it at its
// next start. It is kept before that frame is shown, so that even a kill
// on sight finds it, under the key of the database as the start found it:
// a write by anyone since moves the file past that state for good.
func (f *keptFrame) keepShown(screen tcell.Screen) {
	if f.keyed && !f.hit {
		_ = lastframe.Save(f.path, f.drawn, lastframe.Capture(screen))
	}
}

// forget removes the kept frame: the start found the database unusable.
func (f *keptFrame) forget() {
	if f.path != "" {
		os.Remove(f.path)
	}
}

// keep draws, off screen at w x h, what the next start will draw first
// (openDashboard's preview: the store read-only, nothing written) and
// keeps it. The frame is only a head start: a failure keeps none.
func (f *keptFrame) keep(cmd *cobra.Command, settings *config.Settings, w, h int) {
	if f.path == "" || w <= 0 || h <= 0 {
		return
	}
	os.Remove(f.path) // the frame kept before no longer shows the game
	key, ok := f.key(settings)
	if !ok {
		return
	}
	o, err := openDashboard(cmd, settings, true)
	if err != nil {
		return
	}
	frame := frameOf(o.dashboard, w, h)
	o.close()
	// The database changed while the frame was drawn (another tablemate):
	// it may not show what that state shows.
	if again, ok := f.key(settings); ok && again == key {
		_ = lastframe.Save(f.path, key, frame)
	}
}

// frameOf is what d draws first on a screen of w x h.
func frameOf(d *dashboard.Dashboard, w, h int) *lastframe.Frame {
	// SetScreen initialises the screen, to 80x25: the size comes after.
	screen := tcell.NewSimulationScreen("UTF-8")
	d.App().SetScreen(screen)
	defer screen.Fini()
	screen.SetSize(w, h)
	d.App().ForceDraw()
	return lastframe.Capture(screen)
}
