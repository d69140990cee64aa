package main

import (
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

// keptFrame is the frame play keeps for its next start: what that start
// will draw first, drawn then before anything is read if nothing it came
// from has changed (internal/lastframe). It is found from what the
// settings are made of (the program, its arguments, the environment, the
// working directory, the config file), so a start draws it before it
// reads the settings; it names the database it shows, whose state must
// be the one it was drawn from. A play that chooses (--game, --new,
// --share, --listen) keeps none.
type keptFrame struct {
	path   string // "" when none is kept
	inputs lastframe.Key
	// drawn is the key of the database as this start found it, and
	// whether the frame kept under it was drawn.
	drawn      lastframe.Key
	keyed, hit bool
}

// keptFrameOf is play's kept frame, in the user's cache directory.
func keptFrameOf(cmd *cobra.Command) *keptFrame {
	chosen := false
	cmd.Flags().Visit(func(f *pflag.Flag) {
		chosen = chosen || f.Name == "new" || f.Name == "game" || f.Name == "share" || f.Name == "listen"
	})
	cache, err := os.UserCacheDir()
	if chosen || err != nil {
		return &keptFrame{}
	}
	parts := []string{strings.Join(os.Args, "\x00")}
	if exe, err := os.Executable(); err == nil {
		if fi, err := os.Stat(exe); err == nil {
			parts = append(parts, fmt.Sprint(exe, fi.Size(), fi.ModTime().UnixNano()))
		}
	}
	wd, _ := os.Getwd()
	parts = append(parts, wd)
	// The config file the settings would read, as it is now (or missing).
	if path, _, err := config.ConfigPath(settingsSources(cmd)); err == nil {
		b, err := os.ReadFile(path)
		parts = append(parts, path, fmt.Sprint(err == nil), string(b))
	}
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "TABLEMATE_") || strings.HasPrefix(name, "LC_") || strings.HasPrefix(name, "XDG_") ||
			slices.Contains([]string{"LANG", "LANGUAGE", "NO_COLOR", "TERM", "COLORTERM", "HOME", "AppData", "LocalAppData"}, name) {
			env = append(env, kv)
		}
	}
	slices.Sort(env)
	inputs := lastframe.KeyOf(append(parts, env...)...)
	return &keptFrame{inputs: inputs, path: filepath.Join(cache, "tablemate", "frames", hex.EncodeToString(inputs[:16]))}
}

// keyOf is the key of a frame of the database at db as it is now.
func (f *keptFrame) keyOf(db string) (lastframe.Key, bool) {
	state, err := store.FileState(db)
	if err != nil {
		return lastframe.Key{}, false
	}
	return lastframe.KeyOf(string(f.inputs[:]), db, state), true
}

// load is the kept frame when it is still the one a start draws first
// (on a screen of its size), else nil.
func (f *keptFrame) load() *lastframe.Frame {
	if f.path == "" {
		return nil
	}
	frame, ok := lastframe.Load(f.path, func(db string) (lastframe.Key, bool) {
		key, ok := f.keyOf(db)
		f.drawn, f.keyed = key, ok
		return key, ok
	})
	f.hit = ok
	return frame
}

// found notes the state of the database the start opens, before it opens
// it, when no kept frame was drawn: keepShown keeps the frame under it.
func (f *keptFrame) found(settings *config.Settings) {
	if f.path != "" && !f.hit {
		f.drawn, f.keyed = f.keyOf(f.database(settings))
	}
}

// database is the database's path as kept: absolute.
func (f *keptFrame) database(settings *config.Settings) string {
	abs, err := filepath.Abs(settings.Database)
	if err != nil {
		return settings.Database
	}
	return abs
}

// keepShown keeps the first frame a start drew, when no kept frame was
// drawn: a start writes nothing until the table acts, so a program killed
// right after it (or one that never closes cleanly) still finds it at its
// next start. It is kept before that frame is shown, so that even a kill
// on sight finds it, under the state of the database the start found (a
// write by anyone since moves the file past that state for good).
func (f *keptFrame) keepShown(screen tcell.Screen, settings *config.Settings) {
	if f.keyed && !f.hit {
		_ = lastframe.Save(f.path, f.database(settings), f.drawn, lastframe.Capture(screen))
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
	db := f.database(settings)
	key, ok := f.keyOf(db)
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
	if again, ok := f.keyOf(db); ok && again == key {
		_ = lastframe.Save(f.path, db, key, frame)
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
