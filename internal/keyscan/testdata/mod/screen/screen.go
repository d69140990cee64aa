// Package screen words texts through helpers, local variables, tables of
// structs, functions held in fields and flags.
package screen

import (
	"strings"

	"example.com/mod/words"
)

const title = "Deck · %d cards"

type view struct {
	loc  *words.Localizer
	keys []binding
	hint func() string
}

type binding struct {
	short, desc string
}

func bindings() []binding {
	return []binding{{short: "end", desc: "end the turn"}, {"undo", "undo the last action"}}
}

func (v *view) t(key string) string { return v.loc.T(key) }

func (v *view) draw(n int) string {
	deck := title
	if n == 1 {
		deck = "Deck · %d card"
	}
	out := v.loc.Sprintf(deck, n)
	for i := range v.keys {
		k := &v.keys[i]
		out += v.t(k.short) + v.t(k.desc)
	}
	for _, h := range []string{"Gold", "Culture"} {
		out += v.t(h)
	}
	out += v.t(v.hint())
	if label, ok := phaseLabel(n); ok {
		out += v.t(label)
	}
	out += v.loc.Text(strings.ToUpper("computed")) // built at run time: not seen
	return out
}

func newView(loc *words.Localizer) *view {
	return &view{loc: loc, keys: bindings(), hint: func() string { return "Game over: press s" }}
}

func phaseLabel(n int) (string, bool) {
	if n > 0 {
		return "Turn phase", true
	}
	return "", false
}

type flagSet struct{}

func (f *flagSet) StringVar(p *string, name, value, usage string) {}

type command struct{}

func (c *command) Flags() *flagSet { return &flagSet{} }

func flags(c *command) {
	var format string
	c.Flags().StringVar(&format, "format", "text", "output format: text or json")
}
