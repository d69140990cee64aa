// Package config turns the config file, TABLEMATE_* environment variables and
// command-line flags into typed, validated Settings. It is the only package
// that knows viper.
package config

import (
	"cmp"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Language is the language of the screens.
type Language string

// Supported languages.
const (
	English  Language = "en"
	Spanish  Language = "es"
	Czech    Language = "cs"
	Japanese Language = "ja"
	French   Language = "fr"
)

// Languages lists the supported languages.
var Languages = []Language{English, Spanish, Czech, Japanese, French}

func (l Language) String() string { return string(l) }

// ColorMode says when the screens use color.
type ColorMode string

// Color modes.
const (
	ColorAuto   ColorMode = "auto"
	ColorAlways ColorMode = "always"
	ColorNever  ColorMode = "never"
)

// ColorModes lists the color modes.
var ColorModes = []ColorMode{ColorAuto, ColorAlways, ColorNever}

func (c ColorMode) String() string { return string(c) }

// GameMode is the way turns are played.
type GameMode string

// Game modes.
const (
	ModeStandard   GameMode = "standard"
	ModeContinuous GameMode = "continuous"
)

// GameModes lists the game modes.
var GameModes = []GameMode{ModeStandard, ModeContinuous}

func (m GameMode) String() string { return string(m) }

// DominanceReading is the reading of M-SCORE-2 when a category's greatest count is 0.
type DominanceReading string

// Dominance readings (M-SCORE-2).
const (
	// DominanceZeroGivesNone: nobody gains the bonus of a category nobody achieved anything in.
	DominanceZeroGivesNone DominanceReading = "zero_gives_none"
	// DominanceLiteral: everyone tied at 0 gains the bonus.
	DominanceLiteral DominanceReading = "literal"
)

// DominanceReadings lists the dominance readings.
var DominanceReadings = []DominanceReading{DominanceZeroGivesNone, DominanceLiteral}

func (d DominanceReading) String() string { return string(d) }

// ContinuousEnd is when the deck is counted for the last round (C-END-1).
type ContinuousEnd string

// Continuous end readings (C-END-1).
const (
	EndAfterRefill  ContinuousEnd = "after_refill"
	EndBeforeRefill ContinuousEnd = "before_refill"
)

// ContinuousEnds lists the continuous end readings.
var ContinuousEnds = []ContinuousEnd{EndAfterRefill, EndBeforeRefill}

func (e ContinuousEnd) String() string { return string(e) }

// ContinuousDiscard is how many cards the Development phase discards (C-DEV-1).
type ContinuousDiscard string

// Continuous discard readings (C-DEV-1).
const (
	// DiscardMissing: discard until the number of missing cards equals the
	// number of civilizations (Czech and Japanese texts).
	DiscardMissing ContinuousDiscard = "missing"
	// DiscardRemaining: discard until the number of cards left equals the
	// number of civilizations (Spanish text).
	DiscardRemaining ContinuousDiscard = "remaining"
)

// ContinuousDiscards lists the continuous discard readings.
var ContinuousDiscards = []ContinuousDiscard{DiscardMissing, DiscardRemaining}

// DiscardOfLanguage is the C-DEV-1 reading of the continuous mode's
// rulebook in a table's language, the reading a table that does not set
// one plays: the Spanish rulebook's "remaining", the Czech and Japanese
// ones' "missing" (and missing for a language without that rulebook).
func DiscardOfLanguage(l Language) ContinuousDiscard {
	if l == Spanish {
		return DiscardRemaining
	}
	return DiscardMissing
}

func (d ContinuousDiscard) String() string { return string(d) }

// Civilization is a civilization the Automa can play.
type Civilization string

// Civilizations the Automa can play (AUTOMA.md).
const (
	China     Civilization = "china"
	Denmark   Civilization = "denmark"
	Egypt     Civilization = "egypt"
	Greece    Civilization = "greece"
	Japan     Civilization = "japan"
	Amazons   Civilization = "amazons"
	Atlantis  Civilization = "atlantis"
	Aztecs    Civilization = "aztecs"
	Mughals   Civilization = "mughals"
	Malians   Civilization = "malians"
	Zulu      Civilization = "zulu"
	Aksumites Civilization = "aksumites"
)

// Civilizations lists the Automa's civilizations.
var Civilizations = []Civilization{China, Denmark, Egypt, Greece, Japan, Amazons, Atlantis, Aztecs, Mughals, Malians, Zulu, Aksumites}

func (c Civilization) String() string { return string(c) }

// AutomaModule is a set of extra solo cards.
type AutomaModule string

// Automa modules (AUTOMA.md "Deck").
const (
	ModuleCelebrities         AutomaModule = "celebrities"
	ModuleAfricanEmpires      AutomaModule = "african_empires"
	ModuleAfricanEmpiresHouse AutomaModule = "african_empires_house"
)

// AutomaModules lists the Automa modules.
var AutomaModules = []AutomaModule{ModuleCelebrities, ModuleAfricanEmpires, ModuleAfricanEmpiresHouse}

func (m AutomaModule) String() string { return string(m) }

// AutomaConventions is the set of solo conventions where the rulebook text
// and the published solo helper differ (cards per turn, points for Gold,
// who starts, a Quest per Automa); cards_per_turn and gold_points, when
// set, override one each.
type AutomaConventions string

// Automa convention sets.
const (
	ConventionsRulebook AutomaConventions = "rulebook"
	ConventionsHelper   AutomaConventions = "helper"
)

// AutomaConventionSets lists the convention sets.
var AutomaConventionSets = []AutomaConventions{ConventionsRulebook, ConventionsHelper}

func (c AutomaConventions) String() string { return string(c) }

// Settings are the effective, validated settings. The mapstructure tags are
// the keys of the config file; Keys lists them all.
type Settings struct {
	// Language is never empty after Load: an empty setting is resolved from
	// LC_ALL, LC_MESSAGES or LANG, else English.
	Language Language `mapstructure:"language"`
	// Database is never empty after Load: an empty setting becomes
	// tablemate/tablemate.db in the platform's data directory (UserDir).
	Database string    `mapstructure:"database"`
	Color    ColorMode `mapstructure:"color"`
	Players  Players   `mapstructure:"players"`
	Game     Game      `mapstructure:"game"`
	Eras     Eras      `mapstructure:"eras"`
	Display  Display   `mapstructure:"display"`
	Rules    Rules     `mapstructure:"rules"`
	Automa   Automa    `mapstructure:"automa"`
	Scoring  Scoring   `mapstructure:"scoring"`

	// ConfigFile is the file that was read, or "" when there was none.
	ConfigFile string `mapstructure:"-"`
	// Warnings are the TABLEMATE_* variables that set nothing (ignored).
	Warnings []*Warning `mapstructure:"-"`

	origins map[string]string
}

// Players are the default seats of a new game.
type Players struct {
	// Names are the seats, clockwise.
	Names []string `mapstructure:"names"`
	// Start is one of Names; after Load it is never empty (empty = Names[0]).
	Start string `mapstructure:"start"`
}

// Game holds the default mode and expansions of a new game.
type Game struct {
	Mode         GameMode `mapstructure:"mode"`
	LostKingdoms bool     `mapstructure:"lost_kingdoms"`
	Renaissance  bool     `mapstructure:"renaissance"`
	Celebrities  bool     `mapstructure:"celebrities"`
	Monsters     bool     `mapstructure:"monsters"`
}

// Eras are the Development deck's era sizes (M-SETUP-2).
type Eras struct {
	// Standard is Era I, II, III with 1 to 4 players.
	Standard []int `mapstructure:"standard"`
	// FivePlayers is Era I, II, III with 5 players.
	FivePlayers []int `mapstructure:"five_players"`
	// Renaissance is the size of the optional Renaissance era.
	Renaissance int `mapstructure:"renaissance"`
}

// Sizes returns Era I, II and III for a number of players. Validated
// settings always hold three sizes per list.
func (e Eras) Sizes(players int) [3]int {
	list := e.Standard
	if players >= 5 {
		list = e.FivePlayers
	}
	var out [3]int
	copy(out[:], list)
	return out
}

// Display holds display sizes.
type Display struct {
	Continuous ContinuousDisplay `mapstructure:"continuous"`
}

// ContinuousDisplay is the continuous mode's display size by number of
// civilizations (C-SETUP-1). The keys in the file are the numbers 2 to 5.
type ContinuousDisplay struct {
	Two   int `mapstructure:"2"`
	Three int `mapstructure:"3"`
	Four  int `mapstructure:"4"`
	Five  int `mapstructure:"5"`
}

// Slots returns the display size for a number of civilizations, or false
// when the continuous mode does not support that many.
func (c ContinuousDisplay) Slots(civilizations int) (int, bool) {
	if civilizations < 2 || civilizations > 5 {
		return 0, false
	}
	return [...]int{c.Two, c.Three, c.Four, c.Five}[civilizations-2], true
}

// Rules are the readings taken where the rule texts are ambiguous.
type Rules struct {
	Dominance         DominanceReading  `mapstructure:"dominance"`
	ContinuousEnd     ContinuousEnd     `mapstructure:"continuous_end"`
	ContinuousDiscard ContinuousDiscard `mapstructure:"continuous_discard"`
	// EndNoDiscard: after the end trigger no card is discarded on a turn with
	// no card taken (M-END-2).
	EndNoDiscard bool `mapstructure:"end_no_discard"`
}

// Automa holds the solo opponent's options.
type Automa struct {
	// Civilization is "" when it is chosen at setup.
	Civilization Civilization `mapstructure:"civilization"`
	Difficulty   int          `mapstructure:"difficulty"`
	CardsPerTurn int          `mapstructure:"cards_per_turn"`
	GoldPoints   bool         `mapstructure:"gold_points"`
	// Conventions chooses the rulebook's or the helper's solo conventions.
	Conventions AutomaConventions `mapstructure:"conventions"`
	// DeckFile is "" for the embedded default deck; otherwise an existing file.
	DeckFile string         `mapstructure:"deck_file"`
	Modules  []AutomaModule `mapstructure:"modules"`
}

// Scoring holds final-scoring options.
type Scoring struct {
	AfricanEmpires bool `mapstructure:"african_empires"`
}

// Origin says where a key's value came from: "flag --lang",
// "env TABLEMATE_AUTOMA_DIFFICULTY", "config.yaml:12", "env LANG" (a
// language taken from the locale), "env NO_COLOR" or "default". It returns
// "" for a key that does not exist.
func (s *Settings) Origin(key string) string {
	schema, _ := settingsSchema()
	if _, ok := schema[key]; !ok {
		return ""
	}
	return cmp.Or(s.origins[key], "default")
}

// Value returns the effective value of a key as text, as `config show`
// prints it (lists as "[a, b]"), and false for a key that does not exist.
func (s *Settings) Value(key string) (string, bool) {
	schema, _ := settingsSchema()
	f, ok := schema[key]
	if !ok {
		return "", false
	}
	return formatValue(reflect.ValueOf(s).Elem().FieldByIndex(f.index).Interface(), false), true
}

// Keys lists every setting key, sorted.
func Keys() []string {
	schema, _ := settingsSchema()
	return slices.Sorted(maps.Keys(schema))
}

// field is one leaf key of Settings, found by reflection so that the key
// list can never drift from the struct.
type field struct {
	index []int
	typ   reflect.Type
}

// settingsSchema is every key of Settings and its section, read from the
// struct's tags when first asked for (not at start-up: most commands never
// read a config file); the same value ever after.
func settingsSchema() (map[string]field, map[string]bool) {
	schemaOnce.Do(func() {
		schemaOnce.schema, schemaOnce.sections = map[string]field{}, map[string]bool{}
		walkStruct(reflect.TypeOf(Settings{}), "", nil, schemaOnce.schema, schemaOnce.sections)
	})
	return schemaOnce.schema, schemaOnce.sections
}

// schemaOnce holds the schema once read: a zero value to start with, so
// that nothing runs at start (a sync.OnceValues would be built then).
var schemaOnce struct {
	sync.Once
	schema   map[string]field
	sections map[string]bool
}

func walkStruct(t reflect.Type, prefix string, index []int, schema map[string]field, sections map[string]bool) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("mapstructure")
		if !f.IsExported() || tag == "" || tag == "-" {
			continue
		}
		key := prefix + tag
		idx := append(append([]int(nil), index...), i)
		if f.Type.Kind() == reflect.Struct {
			sections[key] = true
			walkStruct(f.Type, key+".", idx, schema, sections)
			continue
		}
		schema[key] = field{index: idx, typ: f.Type}
	}
}

// formatValue prints a setting's value: plain for `config show`, with
// strings quoted for error messages.
func formatValue(v any, quote bool) string {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() {
		return "null"
	}
	switch rv.Kind() {
	case reflect.String:
		if quote || rv.String() == "" {
			return fmt.Sprintf("%q", rv.String())
		}
		return rv.String()
	case reflect.Slice, reflect.Array:
		parts := make([]string, rv.Len())
		for i := range parts {
			parts[i] = formatValue(rv.Index(i).Interface(), quote)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case reflect.Map:
		keys := rv.MapKeys()
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprint(k.Interface()) + ": " + formatValue(rv.MapIndex(k).Interface(), quote)
		}
		sort.Strings(parts)
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return fmt.Sprint(v)
}
