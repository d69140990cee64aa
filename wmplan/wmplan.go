// Package wmplan reads World Monuments plan files: a monument's construction
// plan (tokens per level) and material overview (tokens per round) as a
// table transcribed them from its board. The rulebook does not give these
// numbers, so tablemate ships none; with a plan file the engine knows each
// level's size and when the monument is complete (W-BUILD-2, W-END-1).
//
// A plan file only fills the setup line's levels= and overview= keys
// (ExpandSetupLine): a saved game keeps the numbers and replays without
// the file.
package wmplan

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"tablemate/internal/yamlerr"
	"tablemate/tracker/wm"
)

// MaxFileBytes is the largest plan file read: a real one is a few lines,
// and a larger input is refused at once rather than parsed.
const MaxFileBytes = 64 << 10

// boxTokens is the most tokens a count may give: the box has 82
// construction tokens (the engine's own bound, checked again by
// wm.Setup.Validate).
const boxTokens = 82

// Plan is a parsed plan file.
type Plan struct {
	// Monument is the monument the file is for; NoMonument when the file
	// does not say.
	Monument wm.Monument
	wm.Plan
}

// Error is one mistake in a plan file.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Errors are all the mistakes found in a plan file, in file order.
type Errors []*Error

func (es Errors) Error() string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Error()
	}
	return "plan file " + strings.Join(parts, "\n")
}

// Load reads the plan file at path.
func Load(path string) (Plan, error) {
	// A named pipe or a device is refused before it is opened: opening a
	// pipe waits for a writer.
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return Plan{}, fmt.Errorf("cannot read the plan file %s: it is not a file (a directory, a named pipe or a device): give the plan file itself", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return Plan{}, fmt.Errorf("cannot read the plan file %s: %w", path, unwrapPath(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return Plan{}, fmt.Errorf("cannot read the plan file %s: %w", path, unwrapPath(err))
	}
	return Parse(data, path)
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

type parser struct {
	file string
	errs Errors
}

func (p *parser) bad(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.file, Line: n.Line, Msg: fmt.Sprintf(format, args...)})
}

// Parse reads a plan file. Every mistake is reported with its line; the
// error is then of type Errors.
func Parse(data []byte, file string) (Plan, error) {
	if len(data) > MaxFileBytes {
		return Plan{}, Errors{{File: file, Line: 1, Msg: fmt.Sprintf("the file is over %d KB: a plan file is a few lines (monument, levels, overview)", MaxFileBytes>>10)}}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		line, msg := yamlerr.Line(err)
		// What the YAML reader means, in the table's words.
		if l, why, ok := yamlerr.Explain(err, data); ok {
			msg = why.String()
			if l > 0 {
				line = l
			}
		}
		return Plan{}, Errors{{File: file, Line: line, Msg: msg}}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return Plan{}, Errors{{File: file, Line: 1, Msg: "the plan file is empty: it needs levels (the construction plan) and/or overview (the material overview)"}}
	}
	p := &parser{file: file}
	plan := p.plan(doc.Content[0])
	if len(p.errs) > 0 {
		return Plan{}, p.errs
	}
	// The checks above mirror the engine's; this is a safety net.
	s := wm.Setup{Players: []string{"A", "B"}, Monument: wm.Capitol, Screens: wm.ScreensChecked, Plan: plan.Plan}
	if err := s.Validate(); err != nil {
		return Plan{}, Errors{{File: file, Line: 1, Msg: err.Error()}}
	}
	return plan, nil
}

var keys = []string{"monument", "levels", "overview"}

func (p *parser) plan(root *yaml.Node) Plan {
	var out Plan
	if root.Kind != yaml.MappingNode {
		p.bad(root, "a plan file is a mapping of keys: monument, levels, overview")
		return out
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		known := false
		for _, kn := range keys {
			known = known || kn == k.Value
		}
		switch {
		case !known:
			p.bad(k, "unknown key %q: use %s", k.Value, strings.Join(keys, ", "))
			continue
		case seen[k.Value]:
			p.bad(k, "key %q is given twice", k.Value)
			continue
		}
		seen[k.Value] = true
		switch k.Value {
		case "monument":
			if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
				p.bad(v, "monument must be a name: capitol, notre_dame, san_pietro or taj_mahal")
				break
			}
			m, err := wm.ParseMonument(v.Value)
			if err != nil {
				p.bad(v, "monument %q: use capitol, notre_dame, san_pietro or taj_mahal", v.Value)
				break
			}
			out.Monument = m
		case "levels":
			out.Levels = p.counts(v, "levels", "level")
			switch n := len(out.Levels); {
			case v.Kind == yaml.SequenceNode && n == 0:
				p.bad(v, "levels is empty: give each level's token count, level 1 first, or leave the key out")
			case n > wm.MaxLevels:
				p.bad(v, "levels gives %d levels: a monument has at most %d (the scoring counts levels 1 to %d)", n, wm.MaxLevels, wm.MaxLevels)
			}
			total := 0
			for _, l := range out.Levels {
				total += l
			}
			if total > boxTokens {
				p.bad(v, "levels adds up to %d tokens: the box has %d construction tokens", total, boxTokens)
			}
		case "overview":
			out.Rounds = p.counts(v, "overview", "round")
			if v.Kind == yaml.SequenceNode && len(out.Rounds) != wm.Rounds {
				p.bad(v, "overview gives %d rounds: the material overview gives one count per round, %d in all", len(out.Rounds), wm.Rounds)
			}
		}
	}
	if !seen["levels"] && !seen["overview"] {
		p.bad(root, "the plan file gives neither levels (the construction plan) nor overview (the material overview): give at least one")
	}
	return out
}

// counts reads a list of token counts, each 1 to boxTokens.
func (p *parser) counts(v *yaml.Node, key, item string) []int {
	if v.Kind != yaml.SequenceNode {
		p.bad(v, "%s must be a list of token counts, e.g. [20, 12, 6]", key)
		return nil
	}
	out := make([]int, 0, len(v.Content))
	for i, c := range v.Content {
		n, err := strconv.Atoi(c.Value)
		switch {
		case c.Kind != yaml.ScalarNode || err != nil:
			p.bad(c, "%s: %s %d: %q is not a whole number of tokens", key, item, i+1, c.Value)
		case n < 1 || n > boxTokens:
			p.bad(c, "%s: %s %d holds %d tokens: give 1 to %d", key, item, i+1, n, boxTokens)
		default:
			out = append(out, n)
			continue
		}
		out = append(out, 0) // keeps the list's length for the checks after
	}
	return out
}
