// Package archtest checks the dependency rules of DESIGN.md: the rule
// engines stay pure (standard library only, plus each other), so they can be
// replayed and tested without a terminal, a config file or a database.
package archtest

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const module = "tablemate"

// pure are the packages that must not reach a UI, viper or SQL package.
var pure = []string{"kernel", "tracker", "tracker/wm", "scoring", "automa", "rules"}

var forbidden = []string{"github.com/rivo/tview", "github.com/gdamore/tcell", "github.com/spf13/viper",
	"database/sql", "modernc.org/sqlite", "github.com/spf13/cobra"}

// imports lists a package directory's imports, tests excluded.
func imports(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range file.Imports {
			out = append(out, strings.Trim(imp.Path.Value, `"`))
		}
	}
	return out
}

func TestRuleEnginesArePure(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..")
	for _, pkg := range pure {
		seen := map[string]bool{}
		var walk func(p string, path []string)
		walk = func(p string, path []string) {
			if seen[p] {
				return
			}
			seen[p] = true
			dir := filepath.Join(root, filepath.FromSlash(p))
			if _, err := os.Stat(dir); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			for _, imp := range imports(t, dir) {
				for _, bad := range forbidden {
					if strings.HasPrefix(imp, bad) {
						t.Errorf("%s reaches %s through %s", pkg, imp, strings.Join(append(path, p), " -> "))
					}
				}
				if rest, ok := strings.CutPrefix(imp, module+"/"); ok {
					walk(rest, append(path, p))
				} else if strings.Contains(strings.SplitN(imp, "/", 2)[0], ".") {
					t.Errorf("%s imports the third-party package %s (through %s): the rule engines use the standard library only", pkg, imp, strings.Join(append(path, p), " -> "))
				}
			}
		}
		walk(pkg, nil)
	}
}

// reaches reports whether package p (a path below the module) imports
// target, directly or through other tablemate packages.
func reaches(t *testing.T, p, target string) bool {
	seen := map[string]bool{}
	var walk func(p string) bool
	walk = func(p string) bool {
		if p == target {
			return true
		}
		if seen[p] {
			return false
		}
		seen[p] = true
		for _, imp := range imports(t, filepath.Join("..", "..", filepath.FromSlash(p))) {
			if rest, ok := strings.CutPrefix(imp, module+"/"); ok && walk(rest) {
				return true
			}
		}
		return false
	}
	return walk(p)
}

// The games share the kernel, not each other: World Monuments never sees a
// Monumental type, and the kernel knows no game.
func TestGamesBuildOnTheKernelOnly(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ from, to string }{
		{"tracker/wm", "tracker"}, {"kernel", "tracker"}, {"kernel", "tracker/wm"}, {"tracker", "tracker/wm"},
		// The store keeps any game's log and result through the kernel.
		{"store", "tracker"}, {"store", "tracker/wm"},
	} {
		if reaches(t, c.from, c.to) {
			t.Errorf("%s reaches %s: a game builds on the kernel, never on another game", c.from, c.to)
		}
	}
	if !reaches(t, "tracker/wm", "kernel") || !reaches(t, "tracker", "kernel") {
		t.Error("both games build on the kernel")
	}
}

// Translations render typed fields: no text is parsed back.
func TestI18nParsesNoText(t *testing.T) {
	t.Parallel()
	for _, imp := range imports(t, filepath.Join("..", "..", "i18n")) {
		if imp == "regexp" {
			t.Error("i18n imports regexp: render events and errors from their typed fields instead")
		}
	}
}

// The table view for phones serves what the engines' states are and
// nothing else: no terminal UI, command line or settings (the command line
// gives it a game, as it gives the dashboard one), the dashboard and the
// view never reach each other, and the store only through its read-only
// opening, so no page can change a game.
func TestTableViewOnlyReads(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ from, to string }{
		{"tableview", "dashboard"}, {"dashboard", "tableview"}, {"tableview", "config"}, {"tableview", "cmd/tablemate"},
	} {
		if reaches(t, c.from, c.to) {
			t.Errorf("%s reaches %s", c.from, c.to)
		}
	}
	for _, imp := range imports(t, filepath.Join("..", "..", "tableview")) {
		for _, bad := range forbidden {
			if strings.HasPrefix(imp, bad) {
				t.Errorf("tableview imports %s", imp)
			}
		}
	}
	// What the view takes from the store: its read-only opening, a game's
	// record and its id, and the error for a missing game.
	allowed := map[string]bool{"OpenReadOnly": true, "Record": true, "GameID": true, "ErrNotFound": true}
	files, err := filepath.Glob(filepath.Join("..", "..", "tableview", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for rest := string(src); ; {
			i := strings.Index(rest, "store.")
			if i < 0 {
				break
			}
			rest = rest[i+len("store."):]
			name := rest[:strings.IndexFunc(rest, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') })]
			if name != "" && name[0] >= 'A' && name[0] <= 'Z' && !allowed[name] {
				t.Errorf("%s uses store.%s: the table view opens the store read-only (store.OpenReadOnly) and reads it", f, name)
			}
		}
	}
}
