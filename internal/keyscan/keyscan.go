// Package keyscan finds the texts the sources word, for the tests that
// check that every such text is a catalogue key (a text that is not one
// stays English in every language): the string literals a package gives
// to named calls (Literals), or every message key of the module, found by
// following its code (Module).
package keyscan

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
)

// Literal is one string literal given to a call: its text, the call's
// name and where it stands.
type Literal struct {
	Text string
	Call string
	Pos  token.Position
}

// Literals parses the Go files matching glob, test files left out, and
// returns the string literal at each argument position args[name] of every
// call named name (a function, or a method whatever its receiver). A call
// on a package named in skip (fmt: notation and machine text) is left out.
func Literals(glob string, args map[string][]int, skip ...string) ([]Literal, error) {
	files, err := filepath.Glob(glob)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var out []Literal
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			return nil, err
		}
		ast.Inspect(af, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := c.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				if x, ok := fn.X.(*ast.Ident); ok && contains(skip, x.Name) {
					return true
				}
				name = fn.Sel.Name
			default:
				return true
			}
			for _, i := range args[name] {
				if i >= len(c.Args) {
					continue
				}
				if lit, ok := c.Args[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					text, _ := strconv.Unquote(lit.Value)
					out = append(out, Literal{Text: text, Call: name, Pos: fset.Position(lit.Pos())})
				}
			}
			return true
		})
	}
	return out, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
