// Package wm is the table engine for World Monuments (Queen Games), the second
// game tablemate keeps: setup, state, typed actions, Apply, log, undo/redo and
// scripts. It follows the W-* rules of RULES.md, with the English rules text as
// the source where the two differ. It shares the text tokenizer, the error
// types and the script error of package tracker, so both games read, fail and
// report alike.
package wm

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tablemate/kernel"
)

// Kind is the game kind string of World Monuments: the store's game column
// and the game= key of the setup line.
const Kind = "worldmonuments"

// StartScore is where every scoring marker starts (W-SETUP-1).
const StartScore = 10

// Rounds is the number of game rounds (W-ROUND-1).
const Rounds = 3

// Monument is the monument the table agreed on (W-SETUP-1).
type Monument int

const (
	NoMonument Monument = iota
	Capitol
	NotreDame
	SanPietro
	TajMahal
)

var monumentKeys = [...]string{"", "capitol", "notre_dame", "san_pietro", "taj_mahal"}
var monumentLabels = [...]string{"", "Capitol", "Notre-Dame", "San Pietro", "Taj Mahal"}

// String is the monument's key in the setup line.
func (m Monument) String() string {
	if m > NoMonument && int(m) < len(monumentKeys) {
		return monumentKeys[m]
	}
	return fmt.Sprintf("monument(%d)", int(m))
}

// Label is the monument's name as printed on its board.
func (m Monument) Label() string {
	if m > NoMonument && int(m) < len(monumentLabels) {
		return monumentLabels[m]
	}
	return m.String()
}

// Message is the monument's name to show, a translation key.
func (m Monument) Message() (string, []any) { return m.Label(), nil }

// Message is the phase's name to show, a translation key.
func (p Phase) Message() (string, []any) { return p.Label(), nil }

// ParseMonument reads a monument key; spaces and dashes are accepted for
// underscores so "Notre-Dame" and "taj mahal" work too.
func ParseMonument(s string) (Monument, error) {
	key := strings.ToLower(strings.NewReplacer("-", "_", " ", "_").Replace(strings.TrimSpace(s)))
	for m := Capitol; m <= TajMahal; m++ {
		if monumentKeys[m] == key {
			return m, nil
		}
	}
	return NoMonument, syntaxErr("W-SETUP-1", "monument=%s: use capitol, notre_dame, san_pietro or taj_mahal", s)
}

// Setup is everything fixed before the first action. A game is its Setup plus
// its ordered actions.
type Setup struct {
	Players  []string // clockwise
	Monument Monument
	Start    int // index into Players of the start player of round 1
}

func syntaxErr(rule, format string, args ...any) error {
	return kernel.Refuse(kernel.ErrSyntax, rule, format, args...)
}

func illegal(rule, format string, args ...any) error { return kernel.Illegal(rule, format, args...) }

func badSetup(rule, format string, args ...any) error { return kernel.BadSetup(rule, format, args...) }

// SetupKeys lists the keys of the setup line, for help texts.
var SetupKeys = []string{"game", "players", "monument", "start"}

// IsSetupLine reports whether a setup line is a World Monuments one, so that
// a caller holding a line of either game can pick the engine.
func IsSetupLine(line string) bool {
	fields, err := kernel.Fields(line)
	if err != nil {
		return false
	}
	for _, f := range fields {
		if k, v, ok := strings.Cut(f, "="); ok && strings.EqualFold(k, "game") && strings.EqualFold(v, Kind) {
			return true
		}
	}
	return false
}

// String is the setup's text form, the first line of a script and of a
// saved game; ParseSetup reads it back.
func (s Setup) String() string {
	parts := []string{"setup", "game=" + Kind, "players=" + quoteValue(strings.Join(s.Players, ","))}
	if s.Monument != NoMonument {
		parts = append(parts, "monument="+s.Monument.String())
	}
	if s.Start >= 0 && s.Start < len(s.Players) {
		parts = append(parts, "start="+quoteValue(s.Players[s.Start]))
	}
	return strings.Join(parts, " ")
}

func quoteValue(v string) string {
	if v == "" || strings.ContainsAny(v, " \t\"\\") || strconv.Quote(v) != `"`+v+`"` {
		return strconv.Quote(v)
	}
	return v
}

// ParseSetup reads a setup line ("setup game=worldmonuments players=Ana,Ben
// monument=taj_mahal start=Ben"). It checks the syntax; Validate (called by
// New) checks the rules. Without start= the first player starts.
func ParseSetup(line string) (Setup, error) {
	var s Setup
	fields, err := kernel.Fields(line)
	if err != nil {
		return s, err
	}
	if len(fields) == 0 || strings.ToLower(fields[0]) != "setup" {
		return s, syntaxErr("", "the first line must be the setup: setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben")
	}
	start, haveGame := "", false
	seen := map[string]bool{}
	for _, f := range fields[1:] {
		key, val, ok := strings.Cut(f, "=")
		key = strings.ToLower(key)
		if !ok {
			return s, syntaxErr("", "%q is not key=value: the setup line is made of key=value words", f)
		}
		if seen[key] {
			return s, syntaxErr("", "setup key %q is given twice", key)
		}
		seen[key] = true
		switch key {
		case "game":
			if !strings.EqualFold(val, Kind) {
				return s, syntaxErr("", "game=%s: this setup is for game=%s", val, Kind)
			}
			haveGame = true
		case "players":
			if val != "" {
				for _, p := range strings.Split(val, ",") {
					s.Players = append(s.Players, strings.TrimSpace(p))
				}
			}
		case "monument":
			if s.Monument, err = ParseMonument(val); err != nil {
				return s, err
			}
		case "start":
			start = val
		default:
			return s, syntaxErr("", "unknown setup key %q: use %s", key, strings.Join(SetupKeys, ", "))
		}
	}
	if !haveGame {
		return s, syntaxErr("", "the setup line needs game=%s", Kind)
	}
	if start != "" {
		s.Start = -1
		for i, p := range s.Players {
			if strings.EqualFold(p, start) {
				s.Start = i
			}
		}
		if s.Start < 0 {
			return s, badSetup("W-ROUND-1", "start=%s is not one of the players (%s)", start, strings.Join(s.Players, ", "))
		}
	}
	return s, nil
}

// Validate reports every reason the setup cannot be played, joined.
func (s *Setup) Validate() error {
	var errs []error
	add := func(rule, format string, args ...any) { errs = append(errs, badSetup(rule, format, args...)) }
	n := len(s.Players)
	if n < 2 || n > 4 {
		add("W-SETUP-1", "World Monuments plays 2 to 4 players, not %d", n)
	}
	seen := map[string]bool{}
	for i, p := range s.Players {
		if err := kernel.CheckName(p); err != nil {
			add("", "player %d: %v", i+1, err)
			continue
		}
		if seen[strings.ToLower(p)] {
			add("", "player name %q is used twice: give each player a different name", p)
		}
		seen[strings.ToLower(p)] = true
	}
	if s.Monument < Capitol || s.Monument > TajMahal {
		add("W-SETUP-1", "no monument: agree on one (monument=capitol, notre_dame, san_pietro or taj_mahal)")
	}
	if n > 0 && (s.Start < 0 || s.Start >= n) {
		add("W-ROUND-1", "start player %d does not exist: choose 1 to %d", s.Start+1, n)
	}
	return errors.Join(errs...)
}

func cloneSetup(s Setup) Setup {
	s.Players = append([]string(nil), s.Players...)
	return s
}
