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
var pure = []string{"tracker", "tracker/wm", "scoring", "automa", "rules"}

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
