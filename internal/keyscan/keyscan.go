// Package keyscan finds the message keys of the module by reading its
// sources: every text the code words in the user's language, so that a
// test can check that each catalogue translates exactly those, and nobody
// keeps a list of them. It is for tests.
package keyscan

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"tablemate/kernel"
)

// Key is a message key found in the sources: its text and every place it
// stands.
type Key struct {
	Text string
	Pos  []token.Position
	// Plain: it is only shown as written (Localizer.Text: a command's
	// help, a flag's usage), never as a format; a % in it is text.
	Plain bool
}

// Module finds every message key in the module rooted at root (the
// directory of its go.mod), reading the sources of all its packages, test
// files left out. A message key is a string that reaches a place where a
// text is worded:
//
//   - the first argument of a method named T, Text or Sprintf called on a
//     value (i18n.Localizer's, and x/text's message.Printer.Sprintf, which
//     they call; a call on a package, such as fmt.Sprintf, is not one);
//   - a message field: a struct field that a Message method returns as its
//     format (kernel.Phrase.Format, kernel.Wording.Format), or that is
//     worded where it is read (kernel.RuleError.Format, a key table's
//     words), in a composite literal, keyed or not;
//   - the format a function returns when its results are a message
//     (format string, args []any): Message, EndStatusMessage;
//   - an argument of the module's own wording helpers: a function whose
//     string parameter reaches one of these places, alone or between
//     literals ("%d " + noun), is itself a wording call at that parameter
//     (errorf, say, illegal, countOf...).
//
// A package-level variable whose doc comment holds the line
// //keyscan:keys is a table of keys: every string in it is one. It is for
// the words of data the code reads at run time (the embedded Automa
// deck's titles), which only a test of their package can check.
//
// At such a place a string literal or constant is a key; so is what a
// local variable is given, what a function of the module called there
// returns, every string of a package-level table indexed there
// (names[i]), and the field of a struct read there, wherever a literal
// of that struct gives it. The code is followed until nothing new is
// found. What is built at run time from other text is not seen: the
// package that owns such a key must let it reach one of these places as a
// literal.
func Module(root string) ([]Key, error) {
	module, err := modulePath(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, err
	}
	s := &scan{fset: token.NewFileSet(), pkgs: map[string]*pkg{}, fields: map[typeRef]map[string]map[affix]bool{},
		found: map[string]map[token.Position]bool{}, formats: map[string]bool{}, lits: map[*ast.FuncLit]*fn{}, bodies: map[*ast.BlockStmt]*fn{},
		elided: map[*ast.CompositeLit]texpr{}, held: map[string][]heldFunc{}}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor") {
			return filepath.SkipDir
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		ip := module
		if rel != "." {
			ip += "/" + filepath.ToSlash(rel)
		}
		return s.parseDir(ip, path)
	})
	if err != nil {
		return nil, err
	}
	s.index()
	for {
		s.changed = false
		s.walk()
		if !s.changed {
			break
		}
	}
	out := make([]Key, 0, len(s.found))
	for text, at := range s.found {
		k := Key{Text: text, Plain: !s.formats[text]}
		for p := range at {
			k.Pos = append(k.Pos, p)
		}
		sort.Slice(k.Pos, func(i, j int) bool {
			if k.Pos[i].Filename != k.Pos[j].Filename {
				return k.Pos[i].Filename < k.Pos[j].Filename
			}
			return k.Pos[i].Offset < k.Pos[j].Offset
		})
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Text < out[j].Text })
	return out, nil
}

// wordingMethods are the methods whose first argument is a message key,
// whatever the value they are called on: i18n.Localizer's T, Text and
// Sprintf, and x/text's message.Printer.Sprintf, which they call.
var wordingMethods = map[string]bool{"T": true, "Text": true, "Sprintf": true}

// flagDefinition are the methods of a command's flag set (pflag.FlagSet,
// from cobra's Flags or PersistentFlags) that define a flag: their last
// argument is its usage, which the help shows.
var flagDefinition = regexp.MustCompile(`^(Bool|String|Int|Int8|Int16|Int32|Int64|Uint|Uint8|Uint16|Uint32|Uint64|Float32|Float64|Duration|Count|StringSlice|StringArray|IntSlice|BoolSlice|StringToString)(Var)?P?$`)

// isFlagSet: x is a command's flag set, cmd.Flags() or a variable given it.
func (s *scan) isFlagSet(g *fn, x ast.Expr) bool {
	if id, ok := x.(*ast.Ident); ok {
		vals, ok := s.localValue(g, id.Name)
		if !ok || len(vals) != 1 {
			return false
		}
		x = vals[0].val
	}
	c, ok := x.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	return ok && (sel.Sel.Name == "Flags" || sel.Sel.Name == "PersistentFlags")
}

func modulePath(gomod string) (string, error) {
	f, err := os.Open(gomod)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`), nil
		}
	}
	return "", fmt.Errorf("%s: no module line", gomod)
}

// typeRef names a type declared in the module (an unnamed struct type is
// named by where it is written).
type typeRef struct{ pkg, name string }

// texpr is a type as written, with the file it is written in.
type texpr struct {
	f *file
	e ast.Expr
}

type pkg struct {
	path    string
	files   []*file
	funcs   map[string]*fn   // top-level functions
	methods map[string][]*fn // methods by name
	consts  map[string]value
	vars    map[string]value
	types   map[string]texpr // declared types, aliases resolved when read
	aliases map[string]bool
}

// value is a package-level constant or variable: its type and value as
// written.
type value struct {
	f   *file
	typ ast.Expr
	val ast.Expr
	// res is which result of the call val is (a, ok := f()).
	res int
}

type file struct {
	pkg     *pkg
	ast     *ast.File
	imports map[string]string // local name -> import path
	cases   []binding
	ranges  []binding
}

// binding is a variable that holds in part of a function: a type switch's
// in one of its cases (switch e := err.(type) { case *kernel.RuleError: }),
// a range loop's in its body.
type binding struct {
	name     string
	from, to token.Pos
	typ      ast.Expr // the case's type
	over     ast.Expr // what the loop ranges over
	elem     bool     // the loop's value (not its index or key)
}

// fn is a function, a method or a function literal.
type fn struct {
	pkg      *pkg
	file     *file
	typ      *ast.FuncType
	body     *ast.BlockStmt
	recv     string // the receiver's name, in a method
	recvType ast.Expr
	recvRef  typeRef
	parent   *fn // the function a literal is written in
	params   []param
	results  []ast.Expr
	closures map[string]*fn // function literals assigned to a name in its body
	// msg: the results are a message (format string, args []any).
	msg bool
	// wording are the parameters that are worded, with what is around the
	// argument in the key ("%d " + noun).
	wording map[int]map[affix]bool
	// returnsKeys are the results that are keys (the function is called
	// where a key goes).
	returnsKeys map[int]map[affix]bool
}

// affix is where a key stands: the literals around it ("%d " + noun), and
// plain when it is shown as written (Localizer.Text: a command's help,
// whose % is text), not as a format.
type affix struct {
	prefix, suffix string
	plain          bool
}

// add records a in a set, and says whether it is new.
func add(set map[affix]bool, a affix) bool {
	if set[a] {
		return false
	}
	set[a] = true
	return true
}

type heldFunc struct {
	f *file
	c *ast.CompositeLit
	v ast.Expr
}

type param struct {
	name string
	typ  ast.Expr
}

type scan struct {
	fset    *token.FileSet
	pkgs    map[string]*pkg
	bodies  map[*ast.BlockStmt]*fn
	lits    map[*ast.FuncLit]*fn
	elided  map[*ast.CompositeLit]texpr
	fields  map[typeRef]map[string]map[affix]bool // message fields
	found   map[string]map[token.Position]bool
	formats map[string]bool // found where a format goes
	changed bool
	// held are the functions given to a field in a composite literal, by
	// the field's name.
	held map[string][]heldFunc
	// visiting guards the following of local variables and types.
	visiting map[any]bool
}

func (s *scan) parseDir(ip, dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var p *pkg
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(s.fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			return err
		}
		if p == nil {
			p = &pkg{path: ip, funcs: map[string]*fn{}, methods: map[string][]*fn{}, consts: map[string]value{},
				vars: map[string]value{}, types: map[string]texpr{}, aliases: map[string]bool{}}
			s.pkgs[ip] = p
		}
		f := &file{pkg: p, ast: af, imports: map[string]string{}}
		for _, imp := range af.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			local := path[strings.LastIndex(path, "/")+1:]
			if imp.Name != nil {
				local = imp.Name.Name
			}
			f.imports[local] = path
		}
		ast.Inspect(af, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.TypeSwitchStmt:
				as, ok := x.Assign.(*ast.AssignStmt)
				if !ok || len(as.Lhs) != 1 {
					return true
				}
				id, ok := as.Lhs[0].(*ast.Ident)
				if !ok {
					return true
				}
				for _, st := range x.Body.List {
					if cc, ok := st.(*ast.CaseClause); ok && len(cc.List) == 1 {
						f.cases = append(f.cases, binding{name: id.Name, from: cc.Colon, to: cc.End(), typ: cc.List[0]})
					}
				}
			case *ast.RangeStmt:
				if id, ok := x.Value.(*ast.Ident); ok {
					f.ranges = append(f.ranges, binding{name: id.Name, from: x.Body.Pos(), to: x.Body.End(), over: x.X, elem: true})
				}
			}
			return true
		})
		p.files = append(p.files, f)
	}
	return nil
}

// index records the declarations: functions, methods, constants, tables,
// types, and the function literals written in them.
func (s *scan) index() {
	for _, p := range s.pkgs {
		for _, f := range p.files {
			for _, decl := range f.ast.Decls {
				switch d := decl.(type) {
				case *ast.FuncDecl:
					if d.Body == nil {
						continue
					}
					g := s.newFn(f, d.Type, d.Body, nil)
					if d.Recv != nil && len(d.Recv.List) == 1 {
						r := d.Recv.List[0]
						if len(r.Names) == 1 {
							g.recv = r.Names[0].Name
						}
						g.recvType = r.Type
						g.recvRef = typeRef{p.path, baseName(r.Type)}
						p.methods[d.Name.Name] = append(p.methods[d.Name.Name], g)
					} else {
						p.funcs[d.Name.Name] = g
					}
					s.indexLits(f, g, d.Body)
				case *ast.GenDecl:
					for _, spec := range d.Specs {
						switch sp := spec.(type) {
						case *ast.ValueSpec:
							for i, n := range sp.Names {
								v := value{f: f, typ: sp.Type}
								if i < len(sp.Values) {
									v.val = sp.Values[i]
								}
								if d.Tok == token.CONST {
									p.consts[n.Name] = v
								} else {
									p.vars[n.Name] = v
								}
							}
							for _, v := range sp.Values {
								s.indexLits(f, nil, v)
							}
						case *ast.TypeSpec:
							p.types[sp.Name.Name] = texpr{f, sp.Type}
							if sp.Assign.IsValid() {
								p.aliases[sp.Name.Name] = true
							}
						}
					}
				}
			}
		}
	}
	// A message field: the format a Message method returns from its
	// receiver (p.Format).
	for _, p := range s.pkgs {
		for _, m := range p.methods["Message"] {
			if !m.msg {
				continue
			}
			ast.Inspect(m.body, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false
				}
				if r, ok := n.(*ast.ReturnStmt); ok && len(r.Results) == 2 {
					if sel, ok := r.Results[0].(*ast.SelectorExpr); ok {
						if x, ok := sel.X.(*ast.Ident); ok && x.Name == m.recv {
							s.markField(m.recvRef, sel.Sel.Name, affix{})
						}
					}
				}
				return true
			})
		}
	}
}

func (s *scan) newFn(f *file, typ *ast.FuncType, body *ast.BlockStmt, parent *fn) *fn {
	g := &fn{pkg: f.pkg, file: f, typ: typ, body: body, parent: parent, closures: map[string]*fn{}, wording: map[int]map[affix]bool{}, returnsKeys: map[int]map[affix]bool{}}
	if typ.Params != nil {
		for _, fld := range typ.Params.List {
			if len(fld.Names) == 0 {
				g.params = append(g.params, param{"", fld.Type})
			}
			for _, n := range fld.Names {
				g.params = append(g.params, param{n.Name, fld.Type})
			}
		}
	}
	if typ.Results != nil {
		for _, fld := range typ.Results.List {
			for range max(len(fld.Names), 1) {
				g.results = append(g.results, fld.Type)
			}
		}
	}
	if len(g.results) == 2 && isIdent(g.results[0], "string") {
		if at, ok := g.results[1].(*ast.ArrayType); ok && at.Len == nil {
			if isIdent(at.Elt, "any") {
				g.msg = true
			} else if it, ok := at.Elt.(*ast.InterfaceType); ok && len(it.Methods.List) == 0 {
				g.msg = true
			}
		}
	}
	if g.msg {
		g.returnsKeys[0] = map[affix]bool{{}: true}
	}
	s.bodies[body] = g
	return g
}

// str: the function's one result is a string.
func (g *fn) str() bool { return len(g.results) == 1 && isIdent(g.results[0], "string") }

// indexLits records the function literals under n, with the function
// they are written in, and the names they are assigned to.
func (s *scan) indexLits(f *file, parent *fn, n ast.Node) {
	type named struct {
		owner *fn
		name  string
		lit   *ast.FuncLit
	}
	var pending []named
	var stack []*fn
	cur := func() *fn {
		if len(stack) > 0 {
			return stack[len(stack)-1]
		}
		return parent
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			g := s.newFn(f, x.Type, x.Body, cur())
			s.lits[x] = g
			stack = append(stack, g)
			ast.Inspect(x.Body, visit)
			stack = stack[:len(stack)-1]
			return false
		case *ast.AssignStmt:
			for i, r := range x.Rhs {
				if lit, ok := r.(*ast.FuncLit); ok && i < len(x.Lhs) {
					if id, ok := x.Lhs[i].(*ast.Ident); ok && cur() != nil {
						pending = append(pending, named{cur(), id.Name, lit})
					}
				}
			}
		case *ast.CompositeLit:
			s.noteElided(f, x)
			for _, e := range x.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok {
						switch kv.Value.(type) {
						case *ast.FuncLit, *ast.Ident:
							s.held[k.Name] = append(s.held[k.Name], heldFunc{f, x, kv.Value})
						}
					}
				}
			}
		}
		return true
	}
	ast.Inspect(n, visit)
	for _, n := range pending {
		n.owner.closures[n.name] = s.lits[n.lit]
	}
}

// noteElided records the type of the composite literals whose type is
// elided in a slice, array or map literal ([]kernel.Phrase{{Format: ...}}).
func (s *scan) noteElided(f *file, c *ast.CompositeLit) {
	t := texpr{f, c.Type}
	if c.Type == nil {
		var ok bool
		if t, ok = s.elided[c]; !ok {
			return
		}
	}
	elt, ok := s.elem(t)
	if !ok {
		return
	}
	for _, e := range c.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = u.X
		}
		if cl, ok := e.(*ast.CompositeLit); ok && cl.Type == nil {
			s.elided[cl] = elt
		}
	}
}

// underlying follows a named type of the module to what it is declared as
// (an alias to what it stands for), through pointers.
func (s *scan) underlying(t texpr) texpr {
	for range 10 {
		switch e := t.e.(type) {
		case *ast.StarExpr:
			t = texpr{t.f, e.X}
			continue
		case *ast.ParenExpr:
			t = texpr{t.f, e.X}
			continue
		}
		r, ok := s.ref(t)
		if !ok {
			return t
		}
		p := s.pkgs[r.pkg]
		if p == nil {
			return t
		}
		d, ok := p.types[r.name]
		if !ok {
			return t
		}
		t = d
	}
	return t
}

// ref names the module type t is (T, pkg.T, *T; an alias is followed to
// the type it stands for; an unnamed struct is named by its place).
func (s *scan) ref(t texpr) (typeRef, bool) {
	switch e := t.e.(type) {
	case *ast.StarExpr:
		return s.ref(texpr{t.f, e.X})
	case *ast.ParenExpr:
		return s.ref(texpr{t.f, e.X})
	case *ast.Ident:
		if t.f.pkg.aliases[e.Name] {
			return s.ref(t.f.pkg.types[e.Name])
		}
		if _, ok := t.f.pkg.types[e.Name]; ok {
			return typeRef{t.f.pkg.path, e.Name}, true
		}
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok {
			if path, ok := t.f.imports[x.Name]; ok {
				if p := s.pkgs[path]; p != nil && p.aliases[e.Sel.Name] {
					return s.ref(p.types[e.Sel.Name])
				}
				return typeRef{path, e.Sel.Name}, true
			}
		}
	case *ast.StructType:
		name := fmt.Sprintf("struct@%d", e.Pos())
		t.f.pkg.types[name] = t
		return typeRef{t.f.pkg.path, name}, true
	}
	return typeRef{}, false
}

// elem is the element type of a slice, array or map type.
func (s *scan) elem(t texpr) (texpr, bool) {
	if t.e == nil {
		return texpr{}, false
	}
	u := s.underlying(t)
	switch e := u.e.(type) {
	case *ast.ArrayType:
		return texpr{u.f, e.Elt}, true
	case *ast.MapType:
		return texpr{u.f, e.Value}, true
	}
	return texpr{}, false
}

// field is the type of field name of struct type t, embedded structs
// searched too.
func (s *scan) field(t texpr, name string, depth int) (texpr, bool) {
	if t.e == nil || depth > 3 {
		return texpr{}, false
	}
	u := s.underlying(t)
	st, ok := u.e.(*ast.StructType)
	if !ok {
		return texpr{}, false
	}
	for _, fld := range st.Fields.List {
		for _, n := range fld.Names {
			if n.Name == name {
				return texpr{u.f, fld.Type}, true
			}
		}
	}
	for _, fld := range st.Fields.List {
		if len(fld.Names) == 0 {
			if ft, ok := s.field(texpr{u.f, fld.Type}, name, depth+1); ok {
				return ft, true
			}
		}
	}
	return texpr{}, false
}

// fieldName is the name of field i of struct t, for a literal without keys.
func (s *scan) fieldName(t texpr, i int) (string, bool) {
	u := s.underlying(t)
	st, ok := u.e.(*ast.StructType)
	if !ok {
		return "", false
	}
	n := 0
	for _, fld := range st.Fields.List {
		if len(fld.Names) == 0 {
			if n == i {
				return baseName(fld.Type), true
			}
			n++
		}
		for _, name := range fld.Names {
			if n == i {
				return name.Name, true
			}
			n++
		}
	}
	return "", false
}

func (s *scan) markField(t typeRef, field string, a affix) {
	if s.fields[t] == nil {
		s.fields[t] = map[string]map[affix]bool{}
	}
	if s.fields[t][field] == nil {
		s.fields[t][field] = map[affix]bool{}
	}
	if add(s.fields[t][field], a) {
		s.changed = true
	}
}

// walk reads every function once with what is known so far.
func (s *scan) walk() {
	for _, p := range s.pkgs {
		for _, f := range p.files {
			for _, decl := range f.ast.Decls {
				switch d := decl.(type) {
				case *ast.FuncDecl:
					if d.Body != nil {
						s.walkNode(f, s.bodies[d.Body], d.Body)
					}
				case *ast.GenDecl:
					for _, spec := range d.Specs {
						if vs, ok := spec.(*ast.ValueSpec); ok {
							marked := d.Tok == token.VAR && (hasDirective(d.Doc) || hasDirective(vs.Doc))
							for _, v := range vs.Values {
								s.walkNode(f, nil, v)
								if marked {
									s.elementKeys(f, nil, v, affix{})
								}
							}
						}
					}
				}
			}
		}
	}
}

// walkNode visits n, written in function g (nil at package level).
func (s *scan) walkNode(f *file, g *fn, n ast.Node) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			s.walkNode(f, s.lits[x], x.Body)
			return false
		case *ast.CallExpr:
			s.call(f, g, x)
		case *ast.CompositeLit:
			s.composite(f, g, x)
		case *ast.ReturnStmt:
			if g == nil {
				break
			}
			for i, as := range g.returnsKeys {
				if i < len(x.Results) && len(x.Results) == len(g.results) {
					for a := range as {
						s.keysAt(f, g, x.Results[i], a)
					}
				}
			}
		}
		return true
	})
}

// call: the arguments a wording call words.
func (s *scan) call(f *file, g *fn, c *ast.CallExpr) {
	idx := map[int]map[affix]bool{}
	add := func(i int, a affix) {
		if idx[i] == nil {
			idx[i] = map[affix]bool{}
		}
		idx[i][a] = true
	}
	if sel, ok := c.Fun.(*ast.SelectorExpr); ok && wordingMethods[sel.Sel.Name] && !s.isPackage(f, g, sel.X) {
		add(0, affix{plain: sel.Sel.Name == "Text"})
	}
	if sel, ok := c.Fun.(*ast.SelectorExpr); ok && flagDefinition.MatchString(sel.Sel.Name) && len(c.Args) > 0 && s.isFlagSet(g, sel.X) {
		add(len(c.Args)-1, affix{plain: true})
	}
	for _, callee := range s.callees(f, g, c.Fun, false) {
		for i, as := range callee.wording {
			for a := range as {
				add(i, a)
			}
		}
	}
	for i, as := range idx {
		if i < len(c.Args) {
			for a := range as {
				s.keysAt(f, g, c.Args[i], a)
			}
		}
	}
}

// composite: the message fields of a composite literal.
func (s *scan) composite(f *file, g *fn, c *ast.CompositeLit) {
	t := texpr{f, c.Type}
	if c.Type == nil {
		var ok bool
		if t, ok = s.elided[c]; !ok {
			return
		}
	}
	r, ok := s.ref(t)
	if !ok {
		return
	}
	fields := s.fields[r]
	if len(fields) == 0 {
		return
	}
	for i, e := range c.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				for a := range fields[k.Name] {
					s.keysAt(f, g, kv.Value, a)
				}
			}
			continue
		}
		if name, ok := s.fieldName(t, i); ok {
			for a := range fields[name] {
				s.keysAt(f, g, e, a)
			}
		}
	}
}

func (s *scan) isPackage(f *file, g *fn, x ast.Expr) bool {
	id, ok := x.(*ast.Ident)
	if !ok {
		return false
	}
	if _, ok := f.imports[id.Name]; !ok {
		return false
	}
	// A parameter, the receiver or a variable may shadow the package.
	if _, _, ok := s.paramOf(g, id.Name); ok {
		return false
	}
	_, ok = s.localValue(g, id.Name)
	return !ok
}

// callees are the module's functions a call may reach: a function of the
// package or of an imported one, a function literal assigned to the name,
// a method of a value whose type is known (the receiver's own, a
// parameter's, a variable's, a field's), or a function a struct's field
// holds. A method of a value of unknown type is every method of that name
// in the package, or if it has none, in the module, unless only sure
// callees are asked for.
func (s *scan) callees(f *file, g *fn, fun ast.Expr, sure bool) []*fn {
	switch x := fun.(type) {
	case *ast.ParenExpr:
		return s.callees(f, g, x.X, sure)
	case *ast.Ident:
		for h := g; h != nil; h = h.parent {
			if c, ok := h.closures[x.Name]; ok && c != nil {
				return []*fn{c}
			}
		}
		if h, ok := f.pkg.funcs[x.Name]; ok {
			return []*fn{h}
		}
	case *ast.SelectorExpr:
		name := x.Sel.Name
		if s.isPackage(f, g, x.X) {
			if p := s.pkgs[f.imports[x.X.(*ast.Ident).Name]]; p != nil {
				if h, ok := p.funcs[name]; ok {
					return []*fn{h}
				}
			}
			return nil
		}
		if t, ok := s.typeOf(f, g, x.X); ok {
			if ms := s.methodsOf(t, name, 0); len(ms) > 0 {
				return ms
			}
			if ft, ok := s.field(t, name, 0); ok {
				if _, ok := ft.e.(*ast.FuncType); ok {
					return s.heldFuncs(t, name)
				}
			}
		}
		ms := f.pkg.methods[name]
		if sure {
			return nil
		}
		if len(ms) > 0 {
			return ms
		}
		var out []*fn
		for _, p := range s.pkgs {
			out = append(out, p.methods[name]...)
		}
		return out
	}
	return nil
}

// heldFuncs are the functions composite literals of struct t give its
// function field name (overHint: func(...) string { ... }, or a
// function's name).
func (s *scan) heldFuncs(t texpr, name string) []*fn {
	want, ok := s.ref(t)
	if !ok {
		return nil
	}
	var out []*fn
	for _, h := range s.held[name] {
		ct := texpr{h.f, h.c.Type}
		if h.c.Type == nil {
			if ct, ok = s.elided[h.c]; !ok {
				continue
			}
		}
		if r, ok := s.ref(ct); !ok || r != want {
			continue
		}
		switch v := h.v.(type) {
		case *ast.FuncLit:
			out = append(out, s.lits[v])
		case *ast.Ident:
			if g, ok := h.f.pkg.funcs[v.Name]; ok {
				out = append(out, g)
			}
		}
	}
	return out
}

// methodsOf is t's method name, or an embedded type's.
func (s *scan) methodsOf(t texpr, name string, depth int) []*fn {
	if depth > 3 {
		return nil
	}
	r, ok := s.ref(t)
	if !ok {
		return nil
	}
	if p := s.pkgs[r.pkg]; p != nil {
		for _, m := range p.methods[name] {
			if m.recvRef == r {
				return []*fn{m}
			}
		}
	}
	u := s.underlying(t)
	if st, ok := u.e.(*ast.StructType); ok {
		for _, fld := range st.Fields.List {
			if len(fld.Names) == 0 {
				if ms := s.methodsOf(texpr{u.f, fld.Type}, name, depth+1); len(ms) > 0 {
					return ms
				}
			}
		}
	}
	return nil
}

// typeOf is the type of an expression, where the code says it: a
// receiver, a parameter, a variable given a value of a known type, a type
// switch's case, a range loop's element, a field, an element, the result
// of a function of the module, a composite literal.
func (s *scan) typeOf(f *file, g *fn, e ast.Expr) (texpr, bool) {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return s.typeOf(f, g, x.X)
	case *ast.StarExpr:
		return s.typeOf(f, g, x.X)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return s.typeOf(f, g, x.X)
		}
	case *ast.CompositeLit:
		if x.Type != nil {
			return texpr{f, x.Type}, true
		}
		t, ok := s.elided[x]
		return t, ok
	case *ast.IndexExpr:
		if t, ok := s.typeOf(f, g, x.X); ok {
			return s.elem(t)
		}
	case *ast.SelectorExpr:
		if s.isPackage(f, g, x.X) {
			if p := s.pkgs[f.imports[x.X.(*ast.Ident).Name]]; p != nil {
				if v, ok := p.vars[x.Sel.Name]; ok {
					return s.valueType(v)
				}
			}
			return texpr{}, false
		}
		if t, ok := s.typeOf(f, g, x.X); ok {
			return s.field(t, x.Sel.Name, 0)
		}
	case *ast.CallExpr:
		if cs := s.callees(f, g, x.Fun, true); len(cs) == 1 && len(cs[0].results) == 1 {
			return texpr{cs[0].file, cs[0].results[0]}, true
		}
	case *ast.Ident:
		return s.identType(f, g, x)
	}
	return texpr{}, false
}

func (s *scan) valueType(v value) (texpr, bool) {
	if v.typ != nil {
		return texpr{v.f, v.typ}, true
	}
	if v.val != nil {
		return s.typeOf(v.f, nil, v.val)
	}
	return texpr{}, false
}

func (s *scan) identType(f *file, g *fn, id *ast.Ident) (texpr, bool) {
	var in *binding
	for _, list := range [][]binding{f.cases, f.ranges} {
		for i, b := range list {
			if b.name == id.Name && b.from <= id.Pos() && id.Pos() < b.to && (in == nil || b.from > in.from) {
				in = &list[i]
			}
		}
	}
	if in != nil {
		if in.typ != nil {
			return texpr{f, in.typ}, true
		}
		key := in
		if s.visiting[key] {
			return texpr{}, false
		}
		s.visit(key, true)
		defer s.visit(key, false)
		if t, ok := s.typeOf(f, g, in.over); ok {
			return s.elem(t)
		}
		return texpr{}, false
	}
	for h := g; h != nil; h = h.parent {
		if h.recv == id.Name && h.recvType != nil {
			return texpr{h.file, h.recvType}, true
		}
		for _, p := range h.params {
			if p.name == id.Name {
				return texpr{h.file, p.typ}, true
			}
		}
	}
	if vals, ok := s.localValue(g, id.Name); ok {
		key := [2]any{g, id.Name}
		if s.visiting[key] {
			return texpr{}, false
		}
		s.visit(key, true)
		defer s.visit(key, false)
		for _, v := range vals {
			if v.typ != nil {
				return texpr{f, v.typ}, true
			}
			if t, ok := s.typeOf(f, g, v.val); ok {
				return t, true
			}
		}
		return texpr{}, false
	}
	if v, ok := f.pkg.vars[id.Name]; ok {
		return s.valueType(v)
	}
	return texpr{}, false
}

func (s *scan) visit(key any, on bool) {
	if s.visiting == nil {
		s.visiting = map[any]bool{}
	}
	if on {
		s.visiting[key] = true
	} else {
		delete(s.visiting, key)
	}
}

// localValue lists what a function's local variable name is given (name
// := v, name = v, var name T = v), in g or the functions it is written in.
func (s *scan) localValue(g *fn, name string) ([]value, bool) {
	for h := g; h != nil; h = h.parent {
		var out []value
		found := false
		ast.Inspect(h.body, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					if id, ok := l.(*ast.Ident); ok && id.Name == name {
						found = true
						if len(x.Lhs) == len(x.Rhs) {
							out = append(out, value{f: h.file, val: x.Rhs[i]})
						} else if len(x.Rhs) == 1 {
							out = append(out, value{f: h.file, val: x.Rhs[0], res: i})
						}
					}
				}
			case *ast.ValueSpec:
				for i, id := range x.Names {
					if id.Name == name {
						found = true
						v := value{f: h.file, typ: x.Type}
						if i < len(x.Values) {
							v.val = x.Values[i]
						}
						out = append(out, v)
					}
				}
			}
			return true
		})
		if found {
			return out, true
		}
	}
	return nil, false
}

// paramOf finds the function whose parameter name is, and its index (nil
// for the receiver).
func (s *scan) paramOf(g *fn, name string) (*fn, int, bool) {
	for h := g; h != nil; h = h.parent {
		for i, p := range h.params {
			if p.name == name {
				return h, i, true
			}
		}
		if h.recv == name {
			return nil, 0, true
		}
	}
	return nil, 0, false
}

// keysAt reads e, which stands where a key goes, between the affix.
func (s *scan) keysAt(f *file, g *fn, e ast.Expr, a affix) {
	if text, ok := s.constString(f, e); ok {
		s.emit(a.prefix+text+a.suffix, e.Pos(), a.plain)
		return
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		s.keysAt(f, g, x.X, a)
	case *ast.BinaryExpr:
		// A literal around one part: "%d " + noun.
		if x.Op != token.ADD {
			return
		}
		if l, ok := s.constString(f, x.X); ok {
			s.keysAt(f, g, x.Y, affix{a.prefix + l, a.suffix, a.plain})
		} else if r, ok := s.constString(f, x.Y); ok {
			s.keysAt(f, g, x.X, affix{a.prefix, r + a.suffix, a.plain})
		}
	case *ast.Ident:
		if h, i, ok := s.paramOf(g, x.Name); ok {
			if h != nil {
				if h.wording[i] == nil {
					h.wording[i] = map[affix]bool{}
				}
				if !h.wording[i][a] {
					h.wording[i][a] = true
					s.changed = true
				}
			}
			return
		}
		if vals, ok := s.localValue(g, x.Name); ok {
			key := [3]any{g, x.Name, a}
			if s.visiting[key] {
				return
			}
			s.visit(key, true)
			defer s.visit(key, false)
			for _, v := range vals {
				if v.val != nil {
					s.resultKeys(f, g, v.val, v.res, a)
				}
			}
			return
		}
		if b := s.rangeOf(f, x); b != nil {
			s.elementKeys(f, g, b.over, a)
		}
	case *ast.CallExpr:
		s.resultKeys(f, g, x, 0, a)
	case *ast.IndexExpr:
		s.tableKeys(f, x.X, a)
	case *ast.SelectorExpr:
		if t, ok := s.typeOf(f, g, x.X); ok {
			if r, ok := s.ref(t); ok {
				s.markField(r, x.Sel.Name, a)
			}
		}
	}
}

// resultKeys reads result res of e where a key goes: a value, or one of
// the results of a call of the module's functions (a, ok := f()).
func (s *scan) resultKeys(f *file, g *fn, e ast.Expr, res int, a affix) {
	c, ok := e.(*ast.CallExpr)
	if !ok {
		if res == 0 {
			s.keysAt(f, g, e, a)
		}
		return
	}
	for _, callee := range s.callees(f, g, c.Fun, true) {
		if res >= len(callee.results) || !isIdent(callee.results[res], "string") {
			continue
		}
		if callee.returnsKeys[res] == nil {
			callee.returnsKeys[res] = map[affix]bool{}
		}
		if add(callee.returnsKeys[res], a) {
			s.changed = true
		}
	}
}

// rangeOf is the range loop whose value id is, if it is one.
func (s *scan) rangeOf(f *file, id *ast.Ident) *binding {
	var in *binding
	for i, b := range f.ranges {
		if b.name == id.Name && b.from <= id.Pos() && id.Pos() < b.to && (in == nil || b.from > in.from) {
			in = &f.ranges[i]
		}
	}
	return in
}

// elementKeys: the elements of e, which a loop ranges over, are keys: a
// composite literal's, a table's, what a local variable is given or
// appended.
func (s *scan) elementKeys(f *file, g *fn, e ast.Expr, a affix) {
	switch x := e.(type) {
	case *ast.ParenExpr:
		s.elementKeys(f, g, x.X, a)
	case *ast.CompositeLit:
		for _, el := range x.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			s.keysAt(f, g, el, a)
		}
	case *ast.CallExpr:
		if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "append" && len(x.Args) > 0 {
			s.elementKeys(f, g, x.Args[0], a)
			if x.Ellipsis.IsValid() {
				return
			}
			for _, el := range x.Args[1:] {
				s.keysAt(f, g, el, a)
			}
		}
	case *ast.Ident:
		if vals, ok := s.localValue(g, x.Name); ok {
			key := [3]any{"elements", g, x.Name}
			if s.visiting[key] {
				return
			}
			s.visit(key, true)
			defer s.visit(key, false)
			for _, v := range vals {
				if v.val != nil && v.res == 0 {
					s.elementKeys(f, g, v.val, a)
				}
			}
			return
		}
		s.tableKeys(f, x, a)
	case *ast.SelectorExpr:
		s.tableKeys(f, x, a)
	}
}

// tableKeys: every string of the package-level table t is a key.
func (s *scan) tableKeys(f *file, t ast.Expr, a affix) {
	var p *pkg
	var name string
	switch x := t.(type) {
	case *ast.Ident:
		p, name = f.pkg, x.Name
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			p, name = s.pkgs[f.imports[id.Name]], x.Sel.Name
		}
	}
	if p == nil {
		return
	}
	v, ok := p.vars[name]
	if !ok {
		return
	}
	cl, ok := v.val.(*ast.CompositeLit)
	if !ok {
		return
	}
	for _, e := range cl.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if text, ok := s.constString(v.f, e); ok && text != "" {
			s.emit(a.prefix+text+a.suffix, e.Pos(), a.plain)
		}
	}
}

// constString folds a string constant: a literal, a constant, a sum of them.
func (s *scan) constString(f *file, e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			t, err := strconv.Unquote(x.Value)
			return t, err == nil
		}
	case *ast.ParenExpr:
		return s.constString(f, x.X)
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			a, ok1 := s.constString(f, x.X)
			b, ok2 := s.constString(f, x.Y)
			return a + b, ok1 && ok2
		}
	case *ast.Ident:
		if v, ok := f.pkg.consts[x.Name]; ok && v.val != nil {
			return s.constString(v.f, v.val)
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if p := s.pkgs[f.imports[id.Name]]; p != nil {
				if v, ok := p.consts[x.Sel.Name]; ok && v.val != nil {
					return s.constString(v.f, v.val)
				}
			}
		}
	}
	return "", false
}

func (s *scan) emit(text string, pos token.Pos, plain bool) {
	if text == "" {
		return
	}
	if !plain {
		s.formats[text] = true
	}
	if s.found[text] == nil {
		s.found[text] = map[token.Position]bool{}
	}
	s.found[text][s.fset.Position(pos)] = true
}

// directive marks a table of keys.
const directive = "//keyscan:keys"

func hasDirective(doc *ast.CommentGroup) bool {
	if doc == nil {
		return false
	}
	for _, c := range doc.List {
		if strings.TrimSpace(c.Text) == directive {
			return true
		}
	}
	return false
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// baseName is a receiver's or field's type name without pointer or type
// parameters.
func baseName(t ast.Expr) string {
	switch x := t.(type) {
	case *ast.StarExpr:
		return baseName(x.X)
	case *ast.Ident:
		return x.Name
	case *ast.IndexExpr:
		return baseName(x.X)
	case *ast.IndexListExpr:
		return baseName(x.X)
	case *ast.SelectorExpr:
		return x.Sel.Name
	}
	return ""
}

var (
	memoMu sync.Mutex
	memo   = map[string][]Key{}
)

// Found is Module, read once per root in a test binary.
func Found(root string) ([]Key, error) {
	memoMu.Lock()
	defer memoMu.Unlock()
	if found, ok := memo[root]; ok {
		return found, nil
	}
	found, err := Module(root)
	if err != nil {
		return nil, err
	}
	memo[root] = found
	return found, nil
}

// Keys is the texts of Found's keys, as a set.
func Keys(root string) (map[string]bool, error) {
	found, err := Found(root)
	if err != nil {
		return nil, err
	}
	s := make(map[string]bool, len(found))
	for _, k := range found {
		s[k.Text] = true
	}
	return s, nil
}

// In is the keys found in the sources of one package directory (dir as
// the keys' positions name it, relative to where the test runs).
func In(found []Key, dir string) []Key {
	var out []Key
	for _, k := range found {
		for _, p := range k.Pos {
			if filepath.Dir(p.Filename) == filepath.Clean(dir) {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// Formats lists the formats a message words when it is shown: its own and
// those of the messages among its arguments, a kernel.List's and a
// kernel.Concat's parts, for the tests that check at run time that every
// format an engine gives is a key found in its sources.
func Formats(m kernel.Messager) []string {
	var out []string
	var walk func(m kernel.Messager)
	walk = func(m kernel.Messager) {
		switch v := m.(type) {
		case kernel.List:
			for _, p := range v {
				walk(p)
			}
			return
		case kernel.Concat:
			for _, p := range v {
				if pm, ok := p.(kernel.Messager); ok {
					walk(pm)
				}
			}
			return
		}
		format, args := m.Message()
		out = append(out, format)
		for _, a := range args {
			switch av := a.(type) {
			case kernel.Messager:
				walk(av)
			case *kernel.RuleError:
				walk(kernel.Phrase{Format: av.Format, Args: av.Args})
			}
		}
	}
	walk(m)
	return out
}
