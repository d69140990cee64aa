package config

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"tablemate/kernel"
)

// Sentinel errors that every Problem wraps, for errors.Is.
var (
	// ErrUnknownKey: a key that is not a setting (a typo, most often).
	ErrUnknownKey = errors.New("unknown key")
	// ErrInvalidValue: a value of the wrong type or out of range.
	ErrInvalidValue = errors.New("invalid value")
)

// Problem is one thing wrong with the settings. Load and Validate return
// every Problem at once, joined with errors.Join, one per line. It is
// worded where it is shown, in the reader's language (Message); Error is
// the English.
type Problem struct {
	Key     string        // the setting, e.g. "automa.difficulty"
	Value   string        // the offending value as written, strings quoted
	Allowed kernel.Phrase // what would be accepted, or a suggestion for an unknown key
	Origin  string        // "config.yaml:12", "env TABLEMATE_LANGUAGE", "flag --lang", "default"
	Err     error         // ErrUnknownKey or ErrInvalidValue
}

func (p *Problem) Error() string { return kernel.English(p) }

// Message is the problem as a catalogue key and its arguments: where the
// value comes from, the key, the value and what is allowed.
func (p *Problem) Message() (string, []any) {
	origin := cmp.Or(p.Origin, "settings")
	if errors.Is(p.Err, ErrUnknownKey) {
		return "%s: %s = %s: unknown key; %s", []any{origin, p.Key, p.Value, p.Allowed}
	}
	return "%s: %s = %s: must be %s", []any{origin, p.Key, p.Value, p.Allowed}
}

func (p *Problem) Unwrap() error { return p.Err }

// Warning is a TABLEMATE_* variable that names no setting: it is ignored,
// and said on stderr with the closest variable, since it is most likely a
// typo (TABLEMATE_AUTOMA_DIFICULTY).
type Warning struct {
	Name    string        // the variable, e.g. "TABLEMATE_AUTOMA_DIFICULTY"
	Allowed kernel.Phrase // the closest variable, or where they are listed
}

// Message is the warning as a catalogue key and its arguments.
func (w *Warning) Message() (string, []any) {
	return "env %s: unknown variable, ignored; %s", []any{w.Name, w.Allowed}
}

func (w *Warning) String() string { return kernel.English(w) }

// allowedValues says what values key accepts; the text follows "must
// be". Type errors and range errors use the same words. A switch, not a
// map: it is read only when a setting is wrong, not built at every start.
func allowedValues(key string) kernel.Phrase {
	switch key {
	case "language":
		return hint("one of %s, or empty for LC_ALL/LANG", list(Languages))
	case "database":
		return hint("a file path, not a directory, or empty for tablemate.db in the platform's data directory (see the README)")
	case "color":
		return hint("one of %s", list(ColorModes))
	case "players.names":
		return hint("a list of 1 to 5 unique, non-empty names")
	case "players.start":
		return hint("one of players.names, or empty for the first")
	case "game.mode":
		return hint("one of %s", list(GameModes))
	case "game.lost_kingdoms", "game.renaissance", "game.celebrities", "game.monsters", "rules.end_no_discard", "automa.gold_points", "scoring.african_empires":
		return hint("true or false")
	case "eras.standard", "eras.five_players":
		return hint("a list of exactly 3 whole numbers >= 0 (Era I, II, III)")
	case "eras.renaissance":
		return hint("a whole number >= 0")
	case "display.continuous.2", "display.continuous.3", "display.continuous.4", "display.continuous.5":
		return hint("a whole number from 1 to 12")
	case "rules.dominance":
		return hint("one of %s", list(DominanceReadings))
	case "rules.continuous_end":
		return hint("one of %s", list(ContinuousEnds))
	case "rules.continuous_discard":
		return hint("one of %s, or empty for the reading of the rulebook in the screens' language (es: remaining; else missing)", list(ContinuousDiscards))
	case "automa.civilization":
		return hint("one of %s, or empty for none (no civilization card; the setup form may name one)", list(Civilizations))
	case "automa.difficulty":
		return hint("a whole number from 0 to 4")
	case "automa.cards_per_turn":
		return hint("1 or 2")
	case "automa.conventions":
		return hint("one of %s", list(AutomaConventionSets))
	case "automa.deck_file":
		return hint("an existing file, or empty for the shipped deck")
	case "automa.modules":
		return hint("a list of distinct values from %s", list(AutomaModules))
	}
	return kernel.Phrase{}
}

// hint is what a setting accepts, as a message.
func hint(format string, args ...any) kernel.Phrase { return kernel.Phrase{Format: format, Args: args} }

func list[T ~string](values []T) string {
	s := make([]string, len(values))
	for i, v := range values {
		s[i] = string(v)
	}
	return strings.Join(s, ", ")
}

// Validate checks every setting and returns all problems joined (nil when
// all is well), each naming the key, its value, what is allowed and its
// origin, in the order Load gives them.
func (s *Settings) Validate() error {
	return joinProblems(s.problems())
}

// invalid is the problem of a value that a key does not accept.
func invalid(key string, value any, origin string) *Problem {
	return &Problem{Key: key, Value: formatValue(value, true), Allowed: allowedValues(key), Origin: origin, Err: ErrInvalidValue}
}

func (s *Settings) problems() []*Problem {
	var ps []*Problem
	enum := func(key string, ok bool, value any) {
		if !ok {
			ps = append(ps, invalid(key, value, s.Origin(key)))
		}
	}
	enum("language", s.Language == "" || slices.Contains(Languages, s.Language), s.Language)
	enum("color", slices.Contains(ColorModes, s.Color), s.Color)
	if s.Database != "" {
		// Every command would refuse it when opening it; say so here, with
		// the setting's origin.
		info, err := os.Stat(s.Database)
		enum("database", err != nil || !info.IsDir(), s.Database)
	}

	names := s.Players.Names
	namesOK := len(names) >= 1 && len(names) <= 5 && distinct(names, func(n string) bool { return strings.TrimSpace(n) != "" })
	enum("players.names", namesOK, names)
	// A start player is only checked against a valid list, so that one
	// mistake gives one message.
	if namesOK {
		enum("players.start", s.Players.Start == "" || slices.Contains(names, s.Players.Start), s.Players.Start)
	}

	enum("game.mode", slices.Contains(GameModes, s.Game.Mode), s.Game.Mode)

	eraList := func(key string, sizes []int) {
		enum(key, len(sizes) == 3 && !slices.ContainsFunc(sizes, func(n int) bool { return n < 0 }), sizes)
	}
	eraList("eras.standard", s.Eras.Standard)
	eraList("eras.five_players", s.Eras.FivePlayers)
	enum("eras.renaissance", s.Eras.Renaissance >= 0, s.Eras.Renaissance)

	for n := 2; n <= 5; n++ {
		slots, _ := s.Display.Continuous.Slots(n)
		enum(fmt.Sprintf("display.continuous.%d", n), slots >= 1 && slots <= 12, slots)
	}

	enum("rules.dominance", slices.Contains(DominanceReadings, s.Rules.Dominance), s.Rules.Dominance)
	enum("rules.continuous_end", slices.Contains(ContinuousEnds, s.Rules.ContinuousEnd), s.Rules.ContinuousEnd)
	enum("rules.continuous_discard", s.Rules.ContinuousDiscard == "" || slices.Contains(ContinuousDiscards, s.Rules.ContinuousDiscard), s.Rules.ContinuousDiscard)

	a := s.Automa
	enum("automa.civilization", a.Civilization == "" || slices.Contains(Civilizations, a.Civilization), a.Civilization)
	enum("automa.difficulty", a.Difficulty >= 0 && a.Difficulty <= 4, a.Difficulty)
	enum("automa.cards_per_turn", a.CardsPerTurn >= 1 && a.CardsPerTurn <= 2, a.CardsPerTurn)
	enum("automa.conventions", slices.Contains(AutomaConventionSets, a.Conventions), a.Conventions)
	if a.DeckFile != "" {
		info, err := os.Stat(a.DeckFile)
		enum("automa.deck_file", err == nil && info.Mode().IsRegular(), a.DeckFile)
	}
	enum("automa.modules", distinct(a.Modules, func(m AutomaModule) bool { return slices.Contains(AutomaModules, m) }), a.Modules)
	return ps
}

// distinct reports whether every value is ok and none is repeated.
func distinct[T comparable](values []T, ok func(T) bool) bool {
	seen := map[T]bool{}
	for _, v := range values {
		if seen[v] || !ok(v) {
			return false
		}
		seen[v] = true
	}
	return true
}
