package wm

import (
	"strconv"
	"strings"

	"tablemate/kernel"
)

// Action is one table event of World Monuments, typed. Its String is its one
// text form, used by the saved log and scripts; ParseAction reads it back
// (parse(print(a)) == a). The verbs are not registered in tracker's language:
// "pass" means something else there, and a game's log is read by its own
// engine.
type Action interface {
	String() string
	// apply changes the (already cloned) state and returns the events.
	apply(s *State) ([]Event, error)
}

// Quarry: the active player moved the worker and took their tokens
// (W-QUARRY-2). Tokens is how many, 0 when not told.
type Quarry struct{ Tokens int }

// QuarryDone: the quarry is empty; Player holds the black token (W-QUARRY-3).
type QuarryDone struct{ Player string }

// Build: the active player built one construction token on Level (W-BUILD-1).
type Build struct{ Level int }

// Pass: the active player passes with Tokens construction tokens left behind
// the screen (W-PASS-1). Gems is the gems kept, told for the record only
// (they cost nothing); 0 when not told.
type Pass struct{ Tokens, Gems int }

// Complete: the monument was completed by the last build (W-END-1).
type Complete struct{}

// Gems: at the end, Player shows Count gems (W-END-1).
type Gems struct {
	Player string
	Count  int
}

func (a Quarry) String() string {
	if a.Tokens == 0 {
		return "quarry"
	}
	return "quarry " + strconv.Itoa(a.Tokens)
}
func (a QuarryDone) String() string { return "quarry_done " + quoteWord(a.Player) }
func (a Build) String() string      { return "build " + strconv.Itoa(a.Level) }
func (a Pass) String() string {
	s := "pass " + strconv.Itoa(a.Tokens)
	if a.Gems != 0 {
		s += " " + strconv.Itoa(a.Gems)
	}
	return s
}
func (Complete) String() string { return "complete" }
func (a Gems) String() string   { return "gems " + quoteWord(a.Player) + " " + strconv.Itoa(a.Count) }

// quoteWord quotes a name only when kernel.Fields would not read it back as
// one word.
func quoteWord(s string) string {
	if f, err := kernel.Fields(s); err == nil && len(f) == 1 && f[0] == s && !strings.HasPrefix(s, `"`) {
		return s
	}
	return strconv.Quote(s)
}

type parser func(args []string) (Action, error)

// verbs are the action verbs and their parsers, in the order of Verbs. A
// table, not a map: it is data, with nothing to build at start.
var verbs = []struct {
	verb  string
	parse parser
}{
	{"build", parseBuild},
	{"complete", parseComplete},
	{"gems", parseGems},
	{"pass", parsePass},
	{"quarry", parseQuarry},
	{"quarry_done", parseQuarryDone},
}

// Verbs lists the action verbs, sorted, for help texts.
func Verbs() []string {
	out := make([]string, len(verbs))
	for i, v := range verbs {
		out[i] = v.verb
	}
	return out
}

func parserOf(verb string) (parser, bool) {
	for _, v := range verbs {
		if v.verb == verb {
			return v.parse, true
		}
	}
	return nil, false
}

// ParseAction reads one action's text form.
func ParseAction(line string) (Action, error) {
	fields, err := kernel.Fields(line)
	if err != nil {
		return nil, err
	}
	if len(fields) == 0 {
		return nil, syntaxErr("", "empty action")
	}
	parse, ok := parserOf(strings.ToLower(fields[0]))
	if !ok {
		return nil, syntaxErr("", "unknown action %q: use one of %s", fields[0], strings.Join(Verbs(), ", "))
	}
	return parse(fields[1:])
}

// count reads a small whole number; the bound keeps the text form short and
// the totals far from overflow.
func count(what, s string, min, max int, rule string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < min || n > max {
		return 0, syntaxErr(rule, "%s %q is not a number from %d to %d", what, s, min, max)
	}
	return n, nil
}

// maxTokens bounds token and gem counts: the box has 82 tokens.
const maxTokens = 82

func parseQuarry(args []string) (Action, error) {
	switch len(args) {
	case 0:
		return Quarry{}, nil
	case 1:
		n, err := count("token count", args[0], 1, 4, "W-QUARRY-2")
		return Quarry{Tokens: n}, err
	}
	return nil, syntaxErr("", "quarry takes at most a token count: quarry or quarry 2")
}

func parseQuarryDone(args []string) (Action, error) {
	if len(args) != 1 || kernel.CheckName(args[0]) != nil {
		return nil, syntaxErr("W-QUARRY-3", "quarry_done needs the player holding the black token: quarry_done Ana")
	}
	return QuarryDone{Player: args[0]}, nil
}

func parseBuild(args []string) (Action, error) {
	if len(args) != 1 {
		return nil, syntaxErr("W-BUILD-1", "build needs the level the token was placed on: build 1 to build 5")
	}
	n, err := count("level", args[0], 1, 5, "W-BUILD-1")
	return Build{Level: n}, err
}

func parsePass(args []string) (Action, error) {
	if len(args) < 1 || len(args) > 2 {
		return nil, syntaxErr("W-PASS-1", "pass needs the construction tokens left, and may give the gems kept: pass 3 or pass 3 2")
	}
	var a Pass
	var err error
	if a.Tokens, err = count("construction tokens", args[0], 0, maxTokens, "W-PASS-1"); err != nil {
		return nil, err
	}
	if len(args) == 2 {
		if a.Gems, err = count("gems", args[1], 0, maxTokens, "W-PASS-1"); err != nil {
			return nil, err
		}
	}
	return a, nil
}

func parseComplete(args []string) (Action, error) {
	if len(args) != 0 {
		return nil, syntaxErr("", "complete takes no arguments, got %q", strings.Join(args, " "))
	}
	return Complete{}, nil
}

func parseGems(args []string) (Action, error) {
	if len(args) != 2 || kernel.CheckName(args[0]) != nil {
		return nil, syntaxErr("W-END-1", "gems needs a player and a number: gems Ana 2")
	}
	n, err := count("gems", args[1], 0, maxTokens, "W-END-1")
	if err != nil {
		return nil, err
	}
	return Gems{Player: args[0], Count: n}, nil
}
