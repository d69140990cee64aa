// Package archtest checks the dependency rules of DESIGN.md: the rule
// engines stay pure (standard library only, plus each other), so they can be
// replayed and tested without a terminal, a config file or a database.
package archtest

import (
	"go/ast"
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

// allImports lists every import path package p (a path below the module)
// reaches, directly or through other tablemate packages.
func allImports(t *testing.T, p string) map[string]bool {
	seen := map[string]bool{}
	var walk func(p string)
	walk = func(p string) {
		for _, imp := range imports(t, filepath.Join("..", "..", filepath.FromSlash(p))) {
			if seen[imp] {
				continue
			}
			seen[imp] = true
			if rest, ok := strings.CutPrefix(imp, module+"/"); ok {
				walk(rest)
			}
		}
	}
	walk(p)
	return seen
}

// What moved out of the command line keeps to its side of the layers: the
// store's recorder and its clock reach no screen and no engine (the
// dashboard gives it its stale error, the command line the games' Kinds);
// the exports import no engine (they ask each game's Kind) and no screen;
// the Automa's simulator stays off screens, the store and the settings;
// and automa itself never sees the Monumental engine it serves.
func TestMovedPackagesKeepToTheirLayer(t *testing.T) {
	t.Parallel()
	engines := []string{module + "/tracker", module + "/tracker/wm"}
	screens := []string{module + "/dashboard", "github.com/rivo/tview", "github.com/gdamore/tcell", "github.com/spf13/cobra"}
	for _, c := range []struct {
		pkg    string
		direct bool // only its own imports: what it reaches through i18n is i18n's
		not    []string
	}{
		{"store/recorder", false, append(append([]string{module + "/config", "github.com/spf13/viper"}, engines...), screens...)},
		{"export", true, append(append([]string{module + "/store/recorder"}, engines...), screens...)},
		{"export", false, append([]string{module + "/store/recorder", "github.com/spf13/viper"}, screens...)},
		{"automa/sim", false, append([]string{module + "/store", module + "/config", "github.com/spf13/viper", "database/sql"}, screens...)},
		{"automa", false, engines},
	} {
		found := map[string]bool{}
		if c.direct {
			for _, imp := range imports(t, filepath.Join("..", "..", filepath.FromSlash(c.pkg))) {
				found[imp] = true
			}
		} else {
			found = allImports(t, c.pkg)
		}
		for imp := range found {
			for _, bad := range c.not {
				if imp == bad || strings.HasPrefix(imp, bad+"/") {
					t.Errorf("%s reaches %s", c.pkg, imp)
				}
			}
		}
	}
}

// i18n knows no game: it words any kernel.Messager from its format and
// typed arguments, and finds its keys by reading the sources, so a new
// game never edits it. Of the module it reaches the kernel only: no
// engine (tracker, tracker/wm, automa, scoring), nor any game to come.
func TestI18nImportsNoEngine(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	var walk func(p string)
	walk = func(p string) {
		if seen[p] {
			return
		}
		seen[p] = true
		for _, imp := range imports(t, filepath.Join("..", "..", filepath.FromSlash(p))) {
			if rest, ok := strings.CutPrefix(imp, module+"/"); ok {
				if rest != "kernel" {
					t.Errorf("%s imports %s: i18n words the kernel's Messagers and imports no engine", p, imp)
				}
				walk(rest)
			}
		}
	}
	walk("i18n")
	if !seen["kernel"] {
		t.Error("i18n words kernel.Messager: it builds on the kernel")
	}
}

// The dashboard's controller (dashboard/control) owns the game shown and
// takes intents; it knows no widget, so it is tested without a screen.
func TestDashboardControllerIsHeadless(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	var walk func(p string, path []string)
	walk = func(p string, path []string) {
		if seen[p] {
			return
		}
		seen[p] = true
		for _, imp := range imports(t, filepath.Join("..", "..", filepath.FromSlash(p))) {
			for _, bad := range []string{"github.com/rivo/tview", "github.com/gdamore/tcell"} {
				if strings.HasPrefix(imp, bad) {
					t.Errorf("dashboard/control reaches %s through %s: the controller knows no widget", imp, strings.Join(append(path, p), " -> "))
				}
			}
			if rest, ok := strings.CutPrefix(imp, module+"/"); ok {
				walk(rest, append(path, p))
			}
		}
	}
	walk("dashboard/control", nil)
	if reaches(t, "dashboard/control", "dashboard") {
		t.Error("dashboard/control reaches the dashboard's views")
	}
}

// The dashboard's views change the game only through the controller's
// intents: no view prepares, commits or undoes a change of the session it
// reads.
func TestDashboardViewsChangeTheGameByIntents(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "..", "dashboard", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("the dashboard's sources: %v", err)
	}
	changes := map[string]bool{"Prepare": true, "PrepareAction": true, "PrepareRedo": true, "Commit": true, "Undo": true}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := c.Fun.(*ast.SelectorExpr)
			if !ok || !changes[sel.Sel.Name] {
				return true
			}
			// The controller's own intent of that name (ctl.Undo) is the way.
			if x, ok := sel.X.(*ast.SelectorExpr); ok && x.Sel.Name == "ctl" {
				return true
			}
			t.Errorf("%s: a view calls %s: change the game through the controller's intents (dashboard/control)", fset.Position(c.Pos()), sel.Sel.Name)
			return true
		})
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
