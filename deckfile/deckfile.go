// Package deckfile reads Automa deck files: YAML, checked line by line, so a
// table that transcribes its printed solo cards (M-SOLO-5) is told exactly
// where a mistake is. The default deck is embedded (default.yaml).
package deckfile

import (
	_ "embed"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"tablemate/automa"
	"tablemate/internal/yamlerr"
	"tablemate/kernel"
)

//go:embed default.yaml
var defaultYAML []byte

// DefaultName is the name that selects the embedded deck.
const DefaultName = "default"

// DefaultYAML is the embedded default deck file, for a table to copy.
func DefaultYAML() []byte { return append([]byte(nil), defaultYAML...) }

var (
	defaultOnce sync.Once
	defaultDeck *automa.Deck
	defaultErr  error
)

// Default is the embedded deck, parsed once: a Deck is never changed, so
// every game shares it.
func Default() (*automa.Deck, error) {
	defaultOnce.Do(func() { defaultDeck, defaultErr = Parse(defaultYAML, "default.yaml") })
	return defaultDeck, defaultErr
}

// Load reads a deck by the name the setup records: "" or "default" for the
// embedded deck, else a file path.
func Load(name string) (*automa.Deck, error) {
	if name == "" || name == DefaultName {
		return Default()
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("cannot read the Automa deck %s: %w", name, err)
	}
	return Parse(data, name)
}

// Error is one mistake in a deck file.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// Errors are all the mistakes found in a deck file, in file order.
type Errors []*Error

func (es Errors) Error() string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

type parser struct {
	file string
	errs Errors
}

func (p *parser) bad(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.file, Line: n.Line, Msg: fmt.Sprintf(format, args...)})
}

// Parse reads a deck file. Every mistake is reported with its line; the
// error is then of type Errors.
func Parse(data []byte, file string) (*automa.Deck, error) {
	p := &parser{file: file}
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
		return nil, Errors{{File: file, Line: line, Msg: msg}}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, Errors{{File: file, Line: 1, Msg: "the deck file is empty: it needs name, rules, civilizations and cards"}}
	}
	deck := p.deck(doc.Content[0])
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	if err := deck.Validate(); err != nil {
		// The checks above mirror Validate; this is a safety net.
		return nil, Errors{{File: file, Line: 1, Msg: err.Error()}}
	}
	return deck, nil
}

// fields walks a mapping, refusing unknown and repeated keys.
func (p *parser) fields(n *yaml.Node, what string, known []string, each func(key string, k, v *yaml.Node)) {
	if n.Kind != yaml.MappingNode {
		p.bad(n, "%s must be a mapping of key: value", what)
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		key := k.Value
		ok := false
		for _, kn := range known {
			if kn == key {
				ok = true
			}
		}
		switch {
		case !ok:
			p.bad(k, "unknown key %q in %s: use %s", key, what, strings.Join(known, ", "))
		case seen[key]:
			p.bad(k, "key %q is given twice in %s", key, what)
		default:
			seen[key] = true
			each(key, k, v)
		}
	}
}

func (p *parser) str(v *yaml.Node, key string) string {
	if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
		p.bad(v, "%s must be a text", key)
		return ""
	}
	// Every text of a deck reaches a screen: one that could recolour it or
	// reorder it is refused where it enters.
	if kernel.HasUnsafe(v.Value) {
		p.bad(v, "%s %q holds a control character or a bidi control, which could change what a screen shows: remove it", key, kernel.Cut(v.Value))
		return ""
	}
	return v.Value
}

func (p *parser) int(v *yaml.Node, key string, lo, hi int) int {
	if v.Kind != yaml.ScalarNode {
		p.bad(v, "%s must be a whole number", key)
		return 0
	}
	n, err := strconv.Atoi(v.Value)
	switch {
	case err != nil:
		p.bad(v, "%s: %q is not a whole number", key, v.Value)
	case n < 0:
		p.bad(v, "%s: %d is negative", key, n)
	case n < lo || n > hi:
		p.bad(v, "%s: %d is out of range: use %d to %d", key, n, lo, hi)
	default:
		return n
	}
	return 0
}

func (p *parser) bool(v *yaml.Node, key string) bool {
	if v.Kind == yaml.ScalarNode {
		switch strings.ToLower(v.Value) {
		case "true", "yes", "on":
			return true
		case "false", "no", "off":
			return false
		}
	}
	p.bad(v, "%s must be true or false", key)
	return false
}

func (p *parser) seq(v *yaml.Node, key string) []*yaml.Node {
	if v.Kind != yaml.SequenceNode {
		p.bad(v, "%s must be a list", key)
		return nil
	}
	return v.Content
}

func (p *parser) deck(root *yaml.Node) *automa.Deck {
	d := &automa.Deck{}
	have := map[string]bool{}
	var cardsNode *yaml.Node
	p.fields(root, "the deck file", []string{"name", "rules", "civilizations", "cards"}, func(key string, k, v *yaml.Node) {
		have[key] = true
		switch key {
		case "name":
			d.Name = p.str(v, key)
		case "rules":
			d.Rules = p.rules(v)
		case "civilizations":
			for _, c := range p.seq(v, key) {
				d.Civilizations = append(d.Civilizations, p.civ(c, d.Civilizations))
			}
		case "cards":
			cardsNode = v
		}
	})
	for _, key := range []string{"name", "rules", "cards"} {
		if root.Kind == yaml.MappingNode && !have[key] {
			p.bad(root, "the deck file has no %q", key)
		}
	}
	if cardsNode != nil {
		ids := map[string]int{}
		for _, c := range p.seq(cardsNode, "cards") {
			card := p.card(c, d)
			if card.ID != "" {
				if line, dup := ids[card.ID]; dup {
					p.bad(c, "card id %q is used twice (first on line %d)", card.ID, line)
				}
				ids[card.ID] = c.Line
			}
			d.Cards = append(d.Cards, card)
		}
		if len(d.Cards) == 0 {
			p.bad(cardsNode, "the deck has no cards")
		}
	}
	return d
}

func (p *parser) rules(v *yaml.Node) automa.Rules {
	var r automa.Rules
	have := map[string]bool{}
	keys := []string{"start_gold", "impossible_gold", "policy_cap", "policy_cap_gold"}
	// Optional: the bounds of the Gold a map token and a trade benefit give
	// (R-MAP-GOLD); left out, the engine's defaults.
	optional := []string{"token_gold", "benefit_gold"}
	p.fields(v, "rules", append(keys[:len(keys):len(keys)], optional...), func(key string, k, v *yaml.Node) {
		have[key] = true
		n := p.int(v, key, 0, 99)
		switch key {
		case "token_gold":
			r.TokenGold = n
		case "benefit_gold":
			r.BenefitGold = n
		case "start_gold":
			r.StartGold = n
		case "impossible_gold":
			r.ImpossibleGold = n
		case "policy_cap":
			r.PolicyCap = n
		case "policy_cap_gold":
			r.PolicyCapGold = n
		}
	})
	if v.Kind == yaml.MappingNode {
		for _, key := range keys {
			if !have[key] {
				p.bad(v, "rules has no %q", key)
			}
		}
	}
	return r
}

func (p *parser) civ(n *yaml.Node, known []automa.Civilization) automa.Civilization {
	var c automa.Civilization
	p.fields(n, "a civilization", []string{"name", "set", "type"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "name":
			c.Name = strings.ToLower(p.str(v, key))
			for _, o := range known {
				if o.Name == c.Name {
					p.bad(v, "civilization %q is listed twice", c.Name)
				}
			}
		case "set":
			c.Set = p.str(v, key)
		case "type":
			c.Type = p.typ(v)
		}
	})
	if n.Kind == yaml.MappingNode && (c.Name == "" || c.Type == "") {
		p.bad(n, "a civilization needs a name and a type")
	}
	return c
}

func (p *parser) typ(v *yaml.Node) string {
	t := strings.ToLower(p.str(v, "type"))
	if t != "" && !automa.ValidType(t) {
		p.bad(v, "bad type %q: use %s", v.Value, strings.Join(automa.CivTypes, ", "))
		return ""
	}
	return t
}

func (p *parser) card(n *yaml.Node, d *automa.Deck) automa.Card {
	var c automa.Card
	var linesNode *yaml.Node
	p.fields(n, "a card", []string{"id", "title", "kind", "civilization", "module", "group", "lines"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "id":
			c.ID = p.str(v, key)
		case "title":
			c.Title = p.str(v, key)
		case "kind":
			kind, err := automa.ParseKind(p.str(v, key))
			if err != nil && v.Kind == yaml.ScalarNode {
				p.bad(v, "%s", err)
			}
			c.Kind = kind
		case "civilization":
			c.Civilization = strings.ToLower(p.str(v, key))
			if _, ok := d.Civilization(c.Civilization); !ok && c.Civilization != "" {
				p.bad(v, "civilization %q is not in the civilizations list (%s)", c.Civilization, strings.Join(d.CivilizationNames(), ", "))
			}
		case "module":
			c.Module = p.str(v, key)
			if c.Module != "" && c.Module != automa.ModAfrican {
				p.bad(v, "module %q: the only card module is %s", c.Module, automa.ModAfrican)
			}
		case "group":
			c.Group = p.str(v, key)
			if c.Group != automa.GroupTradeTrack && c.Group != automa.GroupTradingPost {
				p.bad(v, "group %q: use %s or %s", c.Group, automa.GroupTradeTrack, automa.GroupTradingPost)
			}
		case "lines":
			linesNode = v
		}
	})
	if n.Kind != yaml.MappingNode {
		return c
	}
	if c.ID == "" {
		p.bad(n, "a card needs an id")
	}
	if c.Title == "" {
		c.Title = c.ID
	}
	if c.Kind == automa.KindCivilization && c.Civilization == "" {
		p.bad(n, "card %s is a civilization card: say which civilization", c.ID)
	}
	if c.Kind != automa.KindCivilization && c.Civilization != "" {
		p.bad(n, "card %s names a civilization but its kind is %s", c.ID, c.Kind)
	}
	if c.Kind == automa.KindAfrican && c.Group == "" {
		p.bad(n, "card %s: an african card needs a group (%s or %s)", c.ID, automa.GroupTradeTrack, automa.GroupTradingPost)
	}
	if linesNode == nil {
		p.bad(n, "card %s has no lines", c.ID)
		return c
	}
	for _, ln := range p.seq(linesNode, "lines") {
		c.Lines = append(c.Lines, p.line(ln))
	}
	if linesNode.Kind == yaml.SequenceNode && len(c.Lines) == 0 {
		p.bad(linesNode, "card %s has no lines", c.ID)
	}
	return c
}

func (p *parser) line(n *yaml.Node) automa.Line {
	var l automa.Line
	haveAction, badAction, haveTarget, haveN := false, false, false, false
	p.fields(n, "a line", []string{"action", "type", "price", "repeat", "n", "target", "all", "per", "if", "text"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "action":
			act, err := automa.ParseAction(p.str(v, key))
			if err != nil && v.Kind == yaml.ScalarNode {
				p.bad(v, "%s", err)
			}
			l.Action, haveAction, badAction = act, err == nil, err != nil
		case "type":
			l.Type = p.typ(v)
		case "price":
			l.Price = p.int(v, key, 0, 99)
		case "repeat":
			l.Repeat = p.int(v, key, 1, 9)
		case "n":
			l.N, haveN = p.int(v, key, 0, 99), true
		case "target":
			t, err := automa.ParseTarget(p.str(v, key))
			if err != nil && v.Kind == yaml.ScalarNode {
				p.bad(v, "%s", err)
			}
			l.Target, haveTarget = t, true
		case "all":
			l.All = p.bool(v, key)
		case "per":
			l.Per = p.str(v, key)
		case "if":
			name := p.str(v, key)
			c, ok := automa.ParseCond(name)
			if !ok && v.Kind == yaml.ScalarNode {
				p.bad(v, "unknown condition %q: use %s", name, strings.Join(automa.CondNames(), ", "))
			}
			l.If = c
		case "text":
			l.Text = p.str(v, key)
		}
	})
	if n.Kind != yaml.MappingNode {
		return l
	}
	if !haveAction {
		if !badAction {
			p.bad(n, "a line needs an action (%s)", strings.Join(automa.ActionNames(), ", "))
		}
		return l
	}
	if haveTarget && !l.Action.Targeted() {
		p.bad(n, "a %s line has no target: only conquer, knowledge, building and wonder do", l.Action)
	}
	// Defaults that keep the file short: one Explorer step, one trade step,
	// one Gold per coastal Province.
	if !haveN {
		switch l.Action {
		case automa.ActExplorers, automa.ActTrade, automa.ActDenmarkCoastalGold:
			l.N = 1
		}
	}
	if err := l.Validate(); err != nil && !strings.Contains(err.Error(), "unknown condition") {
		p.bad(n, "%s", err)
	}
	return l
}
