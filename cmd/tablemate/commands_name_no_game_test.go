package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// gameImports may be imported only by the files that are about one game:
// games.go (the registry), automa.go (the Automa commands) and, for
// Monumental, the files that build a Monumental setup from the config and
// the play command's flags (main.go gives the registry its deck loader).
var gameImports = map[string][]string{
	"tablemate/tracker/wm": {"games.go"},
	"tablemate/tracker":    {"games.go", "automa.go", "main.go"},
}

// gameConstants are the game kinds' names as constants: comparing a game
// with one of them is a branch on which game it is.
var gameConstants = []string{"store.Monumental", "store.WorldMonuments", "tracker.KindName", "wm.Kind"}

// gameBranches lists what in a Go file names a game: an engine's import
// where it is not allowed, a game-kind constant, or a kind's name or title
// written as a string on its own (r.Game == "worldmonuments").
func gameBranches(name string, src []byte, words []string) ([]string, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, name, src, 0)
	if err != nil {
		return nil, err
	}
	base := filepath.Base(name)
	var out []string
	for _, imp := range file.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if allowed, ok := gameImports[path]; ok && !slices.Contains(allowed, base) {
			out = append(out, fmt.Sprintf("%s imports %s", fset.Position(imp.Pos()), path))
		}
	}
	if base == "games.go" || base == "automa.go" {
		return out, nil
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok && slices.Contains(gameConstants, x.Name+"."+n.Sel.Name) {
				out = append(out, fmt.Sprintf("%s uses %s.%s", fset.Position(n.Pos()), x.Name, n.Sel.Name))
			}
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				break
			}
			if s, err := strconv.Unquote(n.Value); err == nil && slices.Contains(words, strings.ToLower(s)) {
				out = append(out, fmt.Sprintf("%s names the game %s", fset.Position(n.Pos()), n.Value))
			}
		}
		return true
	})
	return out, nil
}

// kindWords are every game's saved name and title, lower case.
func kindWords() []string {
	var words []string
	for _, k := range gameKinds() {
		words = append(words, strings.ToLower(k.Name), strings.ToLower(k.Title))
	}
	return words
}

// The commands, the exports, the recorder and internal/bgstats get what
// they show of a game from its Kind (Describe, Fields, BGGID) and Session:
// a third game adds a package and a line in games.go, and no switch here.
func TestCommandsAndBGStatsNameNoGame(t *testing.T) {
	t.Parallel()
	words := kindWords()
	var files []string
	for _, dir := range []string{".", filepath.Join("..", "..", "internal", "bgstats"), filepath.Join("..", "..", "export"),
		filepath.Join("..", "..", "store", "recorder")} {
		fs, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fs {
			if !strings.HasSuffix(f, "_test.go") {
				files = append(files, f)
			}
		}
	}
	if len(files) < 10 {
		t.Fatalf("found only %d files: %v", len(files), files)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		found, err := gameBranches(f, src, words)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range found {
			t.Errorf("%s: ask the game's Kind (games.go) instead", s)
		}
	}
}

// The check finds each way of branching on the game it looks for, and
// lets the registry be.
func TestGameBranchCheckFindsBranches(t *testing.T) {
	t.Parallel()
	words := kindWords()
	for _, c := range []struct {
		file, src string
		want      int
	}{
		{"store_cmds.go", `package main
import "tablemate/tracker/wm"
var _ = wm.NewKind`, 1},
		{"bgstats.go", `package bgstats
import "tablemate/tracker"
var _ = tracker.NewKind`, 1},
		{"store_cmds.go", `package main
func f(r *store.Record) bool { return r.Game == store.WorldMonuments }`, 1},
		{"store_cmds.go", `package main
func f(g string) bool {
	switch g {
	case "monumental":
		return true
	}
	return g != "WorldMonuments"
}`, 2},
		{"store_cmds.go", `package main
var title = "World Monuments"`, 1},
		{"games.go", `package main
import ("tablemate/tracker"; "tablemate/tracker/wm")
var _, _ = tracker.NewKind, wm.NewKind
var name = "monumental"`, 0},
		{"store_cmds.go", `package main
var help = "Monumental with its mode"`, 0},
	} {
		found, err := gameBranches(c.file, []byte(c.src), words)
		if err != nil {
			t.Fatal(err)
		}
		if len(found) != c.want {
			t.Errorf("%s %q: found %q, want %d", c.file, c.src, found, c.want)
		}
	}
}
