// Package scorefile reads a tallies file (YAML, or JSON, which is YAML) for
// final scoring:
//
//	players:
//	  - {name: Ana, knowledge: 5, wonders: 3, policies: 2, provinces: 4, gold: 4, culture: 2}
//	  - {name: Automa, automa: true, knowledge: 4, wonders: 2, policies: 1, provinces: 5, gold: 1, culture: 0}
//	options: {literal_dominance: false, automa_gold_points: false, african_empires: false}
//
// Errors name the file, the line, the player and the key, and suggest the
// closest valid key for a typo. The file is decoded through yaml.Node so
// that every value keeps its line.
package scorefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"tablemate/kernel"
	"tablemate/scoring"

	"tablemate/internal/textdist"
	"tablemate/internal/yamlerr"
)

// Sentinel errors, wrapped by *Error. Validation problems found by the
// scoring package wrap its own sentinels (scoring.ErrNegative, ...).
var (
	ErrSyntax       = errors.New("syntax error")
	ErrStructure    = errors.New("wrong structure")
	ErrUnknownKey   = errors.New("unknown key")
	ErrDuplicateKey = errors.New("duplicate key")
	ErrMissingKey   = errors.New("missing key")
	ErrNotInteger   = errors.New("not a whole number")
	ErrNotBool      = errors.New("not true or false")
)

// Error is one problem in a tallies file.
type Error struct {
	File string // as given to Parse; "" leaves it out
	Line int    // 1-based; 0 when unknown
	Msg  string // says which player and key, in English
	Err  error  // a sentinel of this package or of scoring

	// msg is Msg as an English format (a catalogue key of i18n) and its
	// typed arguments, so the command line words it in the reader's
	// language.
	msg kernel.Phrase
}

// say is a message or a part of one: an English format, which is a
// catalogue key, and its arguments (parts are phrases too). Notation (a
// YAML example, a key and its value) is an argument, never in the format:
// it reads the same in every language.
func say(format string, args ...any) kernel.Phrase {
	return kernel.Phrase{Format: format, Args: args}
}

// newError is a problem worded by msg.
func newError(file string, line int, sentinel error, msg kernel.Phrase) *Error {
	return &Error{File: file, Line: line, Msg: msg.String(), Err: sentinel, msg: msg}
}

// Message is the problem as i18n words it (a kernel.Messager): where it is
// and what, without the package's prefix.
func (e *Error) Message() (string, []any) {
	var msg any = e.Msg
	if e.msg.Format != "" {
		msg = e.msg
	}
	switch {
	case e.File != "" && e.Line > 0:
		return "%s: %s", []any{fmt.Sprintf("%s:%d", e.File, e.Line), msg}
	case e.File != "":
		return "%s: %s", []any{e.File, msg}
	case e.Line > 0:
		return "line %d: %s", []any{e.Line, msg}
	}
	return "%s", []any{msg}
}

func (e *Error) Error() string {
	var b strings.Builder
	switch {
	case e.File != "" && e.Line > 0:
		fmt.Fprintf(&b, "%s:%d: ", e.File, e.Line)
	case e.File != "":
		fmt.Fprintf(&b, "%s: ", e.File)
	case e.Line > 0:
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	b.WriteString(e.Msg)
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// Limits of a tallies file, so that a hostile or mistaken file is refused
// at once rather than parsed for minutes. A real one is well under a
// kilobyte: at most five players, or a player and the Automa.
const (
	// MaxFileBytes is the largest tallies file read.
	MaxFileBytes = 256 << 10
	// MaxPlayers is the most players a tallies file may list: twice the
	// largest table of Monumental (five players).
	MaxPlayers = 10
)

// ErrTooLarge: the file is over MaxFileBytes or lists over MaxPlayers.
var ErrTooLarge = errors.New("too large")

// File is a parsed tallies file.
type File struct {
	Name    string // the name given to Parse, used in error messages
	Tallies []scoring.Tally
	Options scoring.Options // from the options block; zero if absent
	// OptionsGiven names the options the file sets, so a caller can let
	// the file override its own defaults (the config) only where it speaks.
	OptionsGiven map[string]bool

	// lines[i] locates player i: its entry, and each key it gave.
	lines []playerLines
}

type playerLines struct {
	entry int
	keys  map[string]int
}

// Player keys, in the order the README documents them.
var (
	baseKeys     = []string{"name", "knowledge", "wonders", "policies", "provinces", "gold", "culture"}
	optionalKeys = []string{"automa", "trade_steps", "monsters", "natural_wonders", "future_projects", "quests"}
	playerKeys   = []string{"name", "knowledge", "wonders", "policies", "provinces", "gold", "culture", // baseKeys
		"automa", "trade_steps", "monsters", "natural_wonders", "future_projects", "quests"} // optionalKeys
	topKeys    = []string{"players", "options"}
	optionKeys = []string{"literal_dominance", "automa_gold_points", "african_empires"}
)

// countField returns where a count key goes in a Tally.
func countField(t *scoring.Tally, key string) *int {
	switch key {
	case "knowledge":
		return &t.Knowledge
	case "wonders":
		return &t.Wonders
	case "policies":
		return &t.Policies
	case "provinces":
		return &t.Provinces
	case "gold":
		return &t.Gold
	case "culture":
		return &t.Culture
	case "trade_steps":
		return &t.TradeSteps
	case "monsters":
		return &t.Monsters
	case "natural_wonders":
		return &t.NaturalWonders
	case "future_projects":
		return &t.FutureProjects
	case "quests":
		return &t.Quests
	}
	return nil
}

// maxTallyName is the longest name a tallies file gives a player, in
// characters: a score table's row holds it.
const maxTallyName = 40

// Read parses a tallies file from r; name is used in error messages.
// At most MaxFileBytes are read: a longer input is refused.
func Read(name string, r io.Reader) (*File, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", name, err)
	}
	return Parse(name, data)
}

// Parse parses a tallies file and validates the tallies (scoring.Validate).
// All problems found are returned together (errors.Join of *Error).
func Parse(name string, data []byte) (*File, error) {
	p := &parser{f: &File{Name: name}}
	if len(data) > MaxFileBytes {
		return nil, newError(name, 0, ErrTooLarge,
			say("the file is over %d KiB (a tallies file lists at most %d players and is well under 1 KiB): is it the right file?", MaxFileBytes>>10, MaxPlayers))
	}
	if err := p.syntax(data); err != nil {
		return nil, err
	}
	p.document()
	// The rules' own checks (negative counts, duplicate names) run even when
	// the file has other mistakes, so one run reports everything; a line
	// that already has a problem is not reported twice.
	if len(p.f.Tallies) > 0 && len(p.f.Tallies) == len(p.f.lines) {
		bad := map[int]bool{}
		for _, e := range p.errs {
			bad[lineOf(e)] = true
		}
		for _, e := range splitJoined(p.f.Locate(scoring.Validate(p.f.Tallies))) {
			if len(p.errs) == 0 || !bad[lineOf(e)] {
				p.errs = append(p.errs, e)
			}
		}
	}
	// Problems are found block by block; the file is read top to bottom.
	slices.SortStableFunc(p.errs, func(a, b error) int { return lineOf(a) - lineOf(b) })
	if len(p.errs) > 0 {
		return nil, errors.Join(p.errs...)
	}
	return p.f, nil
}

// splitJoined lists the errors inside an errors.Join (nil gives none).
func splitJoined(err error) []error {
	if err == nil {
		return nil
	}
	if multi, ok := err.(interface{ Unwrap() []error }); ok {
		return multi.Unwrap()
	}
	return []error{err}
}

func lineOf(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Line
	}
	return 0
}

type parser struct {
	f    *File
	root *yaml.Node
	errs []error
}

func (p *parser) fail(line int, sentinel error, format string, args ...any) {
	p.errs = append(p.errs, newError(p.f.Name, line, sentinel, say(format, args...)))
}

// syntax decodes data into a node tree. JSON is checked by encoding/json
// first, because the YAML parser's messages about JSON ("did not find
// expected ',' or '}'") say little about a missing quote or a trailing comma.
func (p *parser) syntax(data []byte) (err error) {
	trimmed := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(trimmed) > 0 && (trimmed[0] == '{' || trimmed[0] == '[') {
		var v any
		if jerr := json.Unmarshal(data, &v); jerr != nil {
			var se *json.SyntaxError
			if errors.As(jerr, &se) {
				line, col := position(data, se.Offset)
				return newError(p.f.Name, line, ErrSyntax, say("JSON syntax error at column %d: %s", col, strings.TrimPrefix(se.Error(), "json: ")))
			}
			return newError(p.f.Name, 0, ErrSyntax, say("JSON syntax error: %s", strings.TrimPrefix(jerr.Error(), "json: ")))
		}
	}
	// A panic inside the third-party parser must still end as an error
	// message, never a stack trace in front of the players.
	defer func() {
		if r := recover(); r != nil {
			err = newError(p.f.Name, 0, ErrSyntax, say("cannot parse the file: %s", fmt.Sprint(r)))
		}
	}()
	var doc yaml.Node
	if yerr := yaml.Unmarshal(data, &doc); yerr != nil {
		line, msg := yamlerr.Line(yerr)
		if msg == strings.TrimPrefix(yerr.Error(), "yaml: ") {
			line = 0 // the error names no line
		}
		if l := problemLine(data, line, msg); l > 0 {
			line = l
		}
		if l, why, ok := yamlerr.Explain(yerr, data); ok {
			if l == 0 {
				line = 0 // about the whole file, not a line
			}
			return newError(p.f.Name, line, ErrSyntax, why)
		}
		return newError(p.f.Name, line, ErrSyntax, say("syntax error: %s", msg))
	}
	p.root = &doc
	return nil
}

// problemLine finds the line a YAML syntax error is on. yaml.v3 reports the
// line where the enclosing block starts (0-based, and none at all for some
// scanner errors), which points players at the wrong place; the first line
// whose prefix of the file fails with the same message is the right one.
// The search starts at the reported line, which is never past the problem.
// It returns 0 when no prefix reproduces the message.
func problemLine(data []byte, from int, msg string) int {
	budget := 4 << 20 // bytes parsed in all: bound the work on huge inputs
	end := 0
	for line := 1; end < len(data) && budget > 0; line++ {
		if i := bytes.IndexByte(data[end:], '\n'); i >= 0 {
			end += i + 1
		} else {
			end = len(data)
		}
		if line < from {
			continue
		}
		budget -= end
		var n yaml.Node
		err := yaml.Unmarshal(data[:end], &n)
		if err == nil {
			continue
		}
		if _, m := yamlerr.Line(err); m == msg {
			return line
		}
	}
	return 0
}

// position turns a byte offset into a 1-based line and column.
func position(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(offset) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}

// resolve follows aliases (bounded: a node tree from yaml.v3 has no cycles
// through aliases, but the bound costs nothing).
func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 16; i++ {
		n = n.Alias
	}
	return n
}

func (p *parser) document() {
	doc := p.root
	if doc == nil || doc.Kind == 0 || (doc.Kind == yaml.DocumentNode && len(doc.Content) == 0) {
		p.fail(0, scoring.ErrNoPlayers, "the file is empty: it needs a players list")
		return
	}
	top := resolve(doc.Content[0])
	if top.Kind == yaml.ScalarNode && top.Tag == "!!null" {
		p.fail(top.Line, scoring.ErrNoPlayers, "the file is empty: it needs a players list")
		return
	}
	if top.Kind != yaml.MappingNode {
		p.fail(top.Line, ErrStructure, "the file must be a mapping with a players list, for example %s; found %s", "players: [{name: Ana, knowledge: 3, ...}]", describe(top))
		return
	}
	var players *yaml.Node
	seen := map[string]int{}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], resolve(top.Content[i+1])
		if !p.uniqueKey(seen, k, say("at the top level")) {
			continue
		}
		switch k.Value {
		case "players":
			players = v
		case "options":
			p.options(v)
		default:
			p.fail(k.Line, ErrUnknownKey, "unknown key %q at the top level%s", k.Value, suggest(k.Value, topKeys))
		}
	}
	if players == nil {
		p.fail(top.Line, scoring.ErrNoPlayers, "no players: add a players list")
		return
	}
	p.players(players)
}

// uniqueKey reports whether key k is new in seen, failing if not.
func (p *parser) uniqueKey(seen map[string]int, k *yaml.Node, where kernel.Phrase) bool {
	if k.Kind != yaml.ScalarNode {
		p.fail(k.Line, ErrStructure, "a key %s must be a plain word, found %s", where, describe(k))
		return false
	}
	if first, dup := seen[k.Value]; dup {
		p.fail(k.Line, ErrDuplicateKey, "key %q %s is given twice (first on line %d)", k.Value, where, first)
		return false
	}
	seen[k.Value] = k.Line
	return true
}

func (p *parser) options(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return // an empty options block keeps the defaults
	}
	if n.Kind != yaml.MappingNode {
		p.fail(n.Line, ErrStructure, "options must be a mapping such as %s; found %s", "{literal_dominance: true}", describe(n))
		return
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		if !p.uniqueKey(seen, k, say("in options")) {
			continue
		}
		var dst *bool
		switch k.Value {
		case "literal_dominance":
			dst = &p.f.Options.LiteralDominance
		case "automa_gold_points":
			dst = &p.f.Options.AutomaGoldPoints
		case "african_empires":
			dst = &p.f.Options.AfricanEmpires
		default:
			p.fail(k.Line, ErrUnknownKey, "unknown key %q in options%s", k.Value, suggest(k.Value, optionKeys))
			continue
		}
		if b, ok := p.boolean(v, say("option %s", k.Value)); ok {
			*dst = b
			if p.f.OptionsGiven == nil {
				p.f.OptionsGiven = map[string]bool{}
			}
			p.f.OptionsGiven[k.Value] = true
		}
	}
}

func (p *parser) players(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		p.fail(n.Line, scoring.ErrNoPlayers, "no players: the players list is empty")
		return
	}
	if n.Kind != yaml.SequenceNode {
		p.fail(n.Line, ErrStructure, "players must be a list (one %s entry per player); found %s", `"- name: ..."`, describe(n))
		return
	}
	if len(n.Content) == 0 {
		p.fail(n.Line, scoring.ErrNoPlayers, "no players: the players list is empty")
		return
	}
	if len(n.Content) > MaxPlayers {
		// Refused before any player is read: one message, not one per player.
		p.fail(n.Line, ErrTooLarge, "%d players: a tallies file lists at most %d (Monumental seats five players at most)", len(n.Content), MaxPlayers)
		return
	}
	for i, entry := range n.Content {
		p.player(i, resolve(entry))
	}
}

func (p *parser) player(index int, n *yaml.Node) {
	t := scoring.Tally{}
	pl := playerLines{entry: n.Line, keys: map[string]int{}}
	// The tally is kept even when it has errors, so that the lines stay
	// aligned with the players and later checks can still run.
	defer func() {
		p.f.Tallies = append(p.f.Tallies, t)
		p.f.lines = append(p.f.lines, pl)
	}()
	who := say("player %d", index+1)
	if n.Kind != yaml.MappingNode {
		p.fail(n.Line, ErrStructure, "%s must be a mapping such as %s; found %s", who, "{name: Ana, knowledge: 3, ...}", describe(n))
		return
	}
	// The name first, so that every later message can name the player.
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; k.Kind == yaml.ScalarNode && k.Value == "name" {
			if v := resolve(n.Content[i+1]); v.Kind == yaml.ScalarNode && v.Tag != "!!null" && strings.TrimSpace(v.Value) != "" {
				who = say("player %q", v.Value)
			}
			break
		}
	}
	seen := map[string]int{}
	meant := map[string]bool{} // keys that an unknown key was probably meant as
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		if !p.uniqueKey(seen, k, say("for %s", who)) {
			continue
		}
		pl.keys[k.Value] = k.Line
		switch {
		case k.Value == "name":
			if v.Kind != yaml.ScalarNode {
				p.fail(v.Line, ErrStructure, "%s: name must be text, found %s", who, describe(v))
			} else if v.Tag != "!!null" {
				t.Name = v.Value
				// A name reaches the terminal and every export: one that
				// could recolour or reorder them is refused here.
				switch {
				case kernel.HasUnsafe(t.Name):
					p.fail(v.Line, ErrStructure, "%s: the name %q holds a control character or a bidi control, which could change what a screen shows: type it without", who, kernel.Cut(t.Name))
				case utf8.RuneCountInString(t.Name) > maxTallyName:
					p.fail(v.Line, ErrStructure, "%s: the name has %d characters: at most %d", who, utf8.RuneCountInString(t.Name), maxTallyName)
				}
			}
		case k.Value == "automa":
			if b, ok := p.boolean(v, say("%s: automa", who)); ok {
				t.Automa = b
			}
		case countField(&t, k.Value) != nil:
			if c, ok := p.count(v, who, k.Value); ok {
				*countField(&t, k.Value) = c
			}
		default:
			p.fail(k.Line, ErrUnknownKey, "%s: unknown key %q%s", who, k.Value, suggest(k.Value, playerKeys))
			if best, ok := closest(k.Value, playerKeys); ok {
				meant[best] = true
			}
		}
	}
	var missing kernel.Quotes
	for _, key := range baseKeys {
		// A typo's message already says which key is meant; a second
		// message about that key being missing would only add noise.
		if _, ok := seen[key]; !ok && !meant[key] {
			missing = append(missing, key)
		}
	}
	switch {
	case len(missing) == 1 && missing[0] == "name":
		p.fail(n.Line, ErrMissingKey, "%s: missing key %q", who, missing[0])
	case len(missing) == 1:
		p.fail(n.Line, ErrMissingKey, "%s: missing key %q (write %s if there is none)", who, missing[0], missing[0]+": 0")
	case len(missing) > 1:
		p.fail(n.Line, ErrMissingKey, "%s: missing keys %s (write 0 for a count of none)", who, missing)
	}
}

// count decodes a whole number. Negative values pass: scoring.Validate
// refuses them, so that the rule lives in one place.
func (p *parser) count(v *yaml.Node, who kernel.Phrase, key string) (int, bool) {
	if v.Kind != yaml.ScalarNode {
		p.fail(v.Line, ErrNotInteger, "%s: %s must be a whole number, found %s", who, key, describe(v))
		return 0, false
	}
	if v.Tag == "!!float" && !strings.ContainsAny(v.Value, ".eEnN") {
		// yaml.v3 tags an integer too large for int64 as a float.
		p.fail(v.Line, ErrNotInteger, "%s: %s is %s: out of range (at most %d)", who, key, v.Value, scoring.MaxCount)
		return 0, false
	}
	if v.Tag != "!!int" {
		p.fail(v.Line, ErrNotInteger, "%s: %s must be a whole number, found %s", who, key, describe(v))
		return 0, false
	}
	var c int64
	if err := v.Decode(&c); err != nil || c > scoring.MaxCount || c < -scoring.MaxCount {
		p.fail(v.Line, ErrNotInteger, "%s: %s is %s: out of range (at most %d)", who, key, v.Value, scoring.MaxCount)
		return 0, false
	}
	return int(c), true
}

func (p *parser) boolean(v *yaml.Node, what kernel.Phrase) (bool, bool) {
	var b bool
	if v.Kind != yaml.ScalarNode || v.Tag == "!!null" || v.Decode(&b) != nil {
		p.fail(v.Line, ErrNotBool, "%s must be true or false, found %s", what, describe(v))
		return false, false
	}
	return b, true
}

// describe names a node's value for a message: `2.5`, `"two"`, a list.
func describe(n *yaml.Node) kernel.Phrase {
	switch n.Kind {
	case yaml.MappingNode:
		return say("a mapping")
	case yaml.SequenceNode:
		return say("a list")
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!null":
			return say("no value")
		case "!!int", "!!float", "!!bool":
			return say("%s", n.Value)
		}
		// Text, or a value of a tag of the file's own (!x, which may
		// span lines): quoted in the reader's marks, escaped as %q
		// escapes, on one line.
		return say("%s", kernel.Quotes{n.Value})
	}
	return say("something else")
}

// Locate rewrites errors from scoring.Validate or scoring.Score on this
// file's tallies as *Error with the line of the player and key concerned.
// Other errors are returned unchanged.
func (f *File) Locate(err error) error {
	if err == nil {
		return nil
	}
	if multi, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range multi.Unwrap() {
			out = append(out, f.Locate(e))
		}
		return errors.Join(out...)
	}
	var te *scoring.TallyError
	if !errors.As(err, &te) || te.Index < 0 || te.Index >= len(f.lines) {
		return err
	}
	pl := f.lines[te.Index]
	line := pl.entry
	if l, ok := pl.keys[te.Field]; ok {
		line = l
	}
	return newError(f.Name, line, te, f.tallyMessage(te))
}

// tallyMessage words a scoring refusal of one player's tally as
// scoring.TallyError does, and for a duplicate name with the line of the
// first.
func (f *File) tallyMessage(te *scoring.TallyError) kernel.Phrase {
	who := say("player %q", te.Name)
	if strings.TrimSpace(te.Name) == "" {
		who = say("player %d", te.Index+1)
	}
	switch {
	case errors.Is(te, scoring.ErrEmptyName):
		return say("%s: name is empty", who)
	case errors.Is(te, scoring.ErrDuplicateName) && te.Other >= 0 && te.Other < len(f.lines):
		first := f.lines[te.Other]
		firstLine := first.entry
		if l, ok := first.keys["name"]; ok {
			firstLine = l
		}
		return say("player %q: duplicate name: %q is already on line %d (names are compared ignoring case)", te.Name, f.Tallies[te.Other].Name, firstLine)
	case errors.Is(te, scoring.ErrDuplicateName):
		return say("%s: duplicate name: the same as player %d (names are compared ignoring case)", who, te.Other+1)
	case errors.Is(te, scoring.ErrNegative):
		return say("%s: %s is %d: counts cannot be negative", who, te.Field, te.Value)
	case errors.Is(te, scoring.ErrTooLarge):
		return say("%s: %s is %d: count is too large (at most %d)", who, te.Field, te.Value, scoring.MaxCount)
	case errors.Is(te, scoring.ErrExpansionOff):
		return say("%s: %s is %d, but African Empires scoring is off: turn it on to score it (%s)", who, te.Field, te.Value, "options: african_empires: true")
	}
	return say("%s", te)
}

// Score scores the file's tallies with opt (usually f.Options, possibly
// changed by command-line flags), locating any error in the file.
func (f *File) Score(opt scoring.Options) (scoring.Result, error) {
	res, err := scoring.Score(f.Tallies, opt)
	return res, f.Locate(err)
}

// suggest returns " (did you mean "x"?)" for the valid key closest to a
// typo, or the list of valid keys when none is close.
func suggest(key string, valid []string) kernel.Phrase {
	if best, ok := closest(key, valid); ok {
		return say(" (did you mean %q?)", best)
	}
	return say(" (valid keys: %s)", strings.Join(valid, ", "))
}

// closest returns the valid key a typo most likely meant, if one is close.
func closest(key string, valid []string) (string, bool) {
	lower := strings.ToLower(strings.TrimSpace(key))
	best, bestDist := "", -1
	for _, v := range valid {
		d := textdist.Levenshtein(lower, v)
		// A prefix ("trade" for "trade_steps") or a longer spelling
		// ("cultural_policies") is as good as a one-letter slip.
		if lower != "" && (strings.HasPrefix(v, lower) || strings.HasPrefix(lower, v) || strings.HasSuffix(lower, v)) {
			d = min(d, 1)
		}
		if bestDist < 0 || d < bestDist {
			best, bestDist = v, d
		}
	}
	return best, best != "" && bestDist <= max(2, len(best)/3)
}
