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
	"slices"
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
	return fmt.Sprintf("monument(%d)", int(m))
}

// Message is the monument's name to show, a translation key; a monument
// out of range is shown by its String, which is not one.
func (m Monument) Message() (string, []any) {
	if m > NoMonument && int(m) < len(monumentLabels) {
		return monumentLabels[m], nil
	}
	return "%s", []any{m.String()}
}

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

// Screens says how much of what is behind each player's screen the table
// tells the program (W-BUILD-1, W-PASS-1, W-END-1).
type Screens int

const (
	// ScreensUnstated is a setup that says nothing: a saved game written
	// before the key existed, or a Setup built in code without it. It is
	// played as it was then: neither the screens nor the monument's levels
	// nor the black token's holder are checked.
	ScreensUnstated Screens = iota
	// ScreensChecked: every quarry turn gives its token count, and a build,
	// a pass and the final gems are checked against what the screen holds.
	ScreensChecked
	// ScreensOpen: the table does not enter what it takes; a quarry turn
	// may omit the count and nothing behind the screens is checked.
	ScreensOpen
)

var screensKeys = [...]string{"", "checked", "open"}

// String is the value of the setup line's screens= key ("" when unstated).
func (m Screens) String() string {
	if m >= 0 && int(m) < len(screensKeys) {
		return screensKeys[m]
	}
	return fmt.Sprintf("screens(%d)", int(m))
}

// Plan is a monument's board data as the table transcribed it (the board,
// not the rulebook, prints it): the construction plan's token count per
// level, level 1 first, and the material overview's token count per round
// (every token put in the bag: construction tokens, gems and the black
// token). Either may be nil: unknown.
type Plan struct {
	Levels []int
	Rounds []int
}

// Known reports whether any board data is given.
func (p Plan) Known() bool { return len(p.Levels) > 0 || len(p.Rounds) > 0 }

// Tokens is the number of tokens that complete the monument, 0 if unknown.
func (p Plan) Tokens() int {
	n := 0
	for _, l := range p.Levels {
		n += l
	}
	return n
}

// Setup is everything fixed before the first action. A game is its Setup plus
// its ordered actions.
type Setup struct {
	Players  []string // clockwise
	Monument Monument
	Start    int // index into Players of the start player of round 1
	Screens  Screens
	Plan     Plan
}

// legacy: a setup written before the levels, the black token's holder and
// the screens were checked; it is replayed as it was played.
func (s Setup) legacy() bool { return s.Screens == ScreensUnstated && !s.Plan.Known() }

func syntaxErr(rule, format string, args ...any) error {
	return kernel.Refuse(kernel.ErrSyntax, rule, format, args...)
}

func illegal(rule, format string, args ...any) error { return kernel.Illegal(rule, format, args...) }

func badSetup(rule, format string, args ...any) error { return kernel.BadSetup(rule, format, args...) }

// SetupKeys lists the keys of the setup line, for help texts.
var SetupKeys = []string{"game", "players", "monument", "start", "screens", "levels", "overview"}

// MaxLevels is the most levels a monument has: the scoring gives points for
// levels 1 to 5 (W-BUILD-1).
const MaxLevels = 5

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
	if s.Screens != ScreensUnstated {
		parts = append(parts, "screens="+s.Screens.String())
	}
	if len(s.Plan.Levels) > 0 {
		parts = append(parts, "levels="+joinInts(s.Plan.Levels))
	}
	if len(s.Plan.Rounds) > 0 {
		parts = append(parts, "overview="+joinInts(s.Plan.Rounds))
	}
	return strings.Join(parts, " ")
}

func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

// parseInts reads "24,12,6": each a number from lo to hi.
func parseInts(key, val string, lo, hi int) ([]int, error) {
	var out []int
	for _, p := range strings.Split(val, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < lo || n > hi {
			return nil, syntaxErr("", "%s=%s: give whole numbers from %d to %d separated by commas", key, val, lo, hi)
		}
		out = append(out, n)
	}
	return out, nil
}

// splitNames splits the players= value; an empty name (two commas in a
// row) is refused rather than dropped, so nobody is silently left out.
func splitNames(val string) ([]string, error) {
	if val == "" {
		return nil, nil
	}
	var out []string
	for i, p := range strings.Split(val, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			return nil, syntaxErr("", "players=%s: player %d has no name: remove the extra comma or write the name", kernel.Cut(val), i+1)
		}
		out = append(out, p)
	}
	return out, nil
}

func quoteValue(v string) string {
	if v == "" || strings.ContainsAny(v, " \t\"\\") || strconv.Quote(v) != `"`+v+`"` {
		return strconv.Quote(v)
	}
	return v
}

// ParseSetup reads a setup line ("setup game=worldmonuments players=Ana,Ben
// monument=taj_mahal start=Ben"). It checks the syntax; Validate (called by
// New) checks the rules. Without start= the first player starts; without
// screens= the screens are checked.
func ParseSetup(line string) (Setup, error) { return parseSetup(line, ScreensChecked) }

// ParseSavedSetup reads a saved game's setup line: one without screens= was
// written before the key existed and is replayed as it was played then
// (ScreensUnstated).
func ParseSavedSetup(line string) (Setup, error) { return parseSetup(line, ScreensUnstated) }

func parseSetup(line string, unstated Screens) (Setup, error) {
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
			if s.Players, err = splitNames(val); err != nil {
				return s, err
			}
		case "screens":
			switch strings.ToLower(val) {
			case "checked":
				s.Screens = ScreensChecked
			case "open":
				s.Screens = ScreensOpen
			default:
				return s, syntaxErr("", "screens=%s: use screens=checked (each quarry turn's tokens are entered) or screens=open (they are not)", val)
			}
		case "levels":
			if s.Plan.Levels, err = parseInts(key, val, 1, maxTokens); err != nil {
				return s, err
			}
		case "overview":
			if s.Plan.Rounds, err = parseInts(key, val, 1, maxTokens); err != nil {
				return s, err
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
	if !seen["screens"] {
		s.Screens = unstated
		if s.Plan.Known() && unstated == ScreensUnstated {
			// Board data was never written without screens=; read it checked.
			s.Screens = ScreensChecked
		}
	}
	if start != "" {
		s.Start = -1
		for i, p := range s.Players {
			if strings.EqualFold(p, start) {
				s.Start = i
			}
		}
		if s.Start < 0 {
			return s, kernel.BadSetupKey(KeyStart, "W-ROUND-1", "start=%s is not one of the players (%s)", start, strings.Join(s.Players, ", "))
		}
	}
	return s, nil
}

// Validate reports every reason the setup cannot be played, joined.
func (s *Setup) Validate() error {
	var errs []error
	add := func(key kernel.SetupKey, rule, format string, args ...any) {
		errs = append(errs, kernel.BadSetupKey(key, rule, format, args...))
	}
	n := len(s.Players)
	if n < 2 || n > 4 {
		add(KeyPlayers, "W-SETUP-1", "World Monuments plays 2 to 4 players, not %d", n)
	}
	seen := map[string]bool{}
	for i, p := range s.Players {
		if err := kernel.CheckName(p); err != nil {
			add(KeyPlayers, "", "player %d: %v", i+1, err)
			continue
		}
		if seen[strings.ToLower(p)] {
			add(KeyPlayers, "", "player name %q is used twice: give each player a different name", p)
		}
		seen[strings.ToLower(p)] = true
	}
	if s.Monument < Capitol || s.Monument > TajMahal {
		add(KeyMonument, "W-SETUP-1", "no monument: agree on one (monument=capitol, notre_dame, san_pietro or taj_mahal)")
	}
	if n > 0 && (s.Start < 0 || s.Start >= n) {
		add(KeyStart, "W-ROUND-1", "start player %d does not exist: choose 1 to %d", s.Start+1, n)
	}
	if s.Screens < ScreensUnstated || s.Screens > ScreensOpen {
		add(KeyScreens, "", "screens=%s: use screens=checked or screens=open", s.Screens)
	}
	if l := len(s.Plan.Levels); l > MaxLevels {
		add(KeyLevels, "W-BUILD-1", "levels= gives %d levels: a monument has at most %d", l, MaxLevels)
	}
	total := 0
	for i, l := range s.Plan.Levels {
		if l < 1 || l > maxTokens {
			add(KeyLevels, "W-BUILD-1", "levels=: level %d holds %d tokens: give 1 to %d", i+1, l, maxTokens)
		}
		total += l
	}
	if total > maxTokens {
		add(KeyLevels, "W-BUILD-1", "levels= adds up to %d tokens: the box has %d", total, maxTokens)
	}
	if r := len(s.Plan.Rounds); r != 0 && r != Rounds {
		add(KeyOverview, "W-QUARRY-1", "overview= gives %d rounds: the material overview gives one count per round, %d in all", r, Rounds)
	}
	for i, r := range s.Plan.Rounds {
		if r < 1 || r > maxTokens {
			add(KeyOverview, "W-QUARRY-1", "overview=: round %d puts %d tokens in the bag: give 1 to %d", i+1, r, maxTokens)
		}
	}
	return errors.Join(errs...)
}

func cloneSetup(s Setup) Setup {
	s.Players = append([]string(nil), s.Players...)
	s.Plan.Levels = slices.Clone(s.Plan.Levels)
	s.Plan.Rounds = slices.Clone(s.Plan.Rounds)
	return s
}
