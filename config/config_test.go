package config

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// writeConfig writes body as config.yaml in a fresh directory.
func writeConfig(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// baseEnv is an environment with nothing the settings read, so that the
// caller's own environment never leaks into a test.
func baseEnv(t *testing.T, extra ...string) []string {
	return append([]string{"HOME=" + t.TempDir()}, extra...)
}

func mustLoad(t *testing.T, opts LoadOptions) *Settings {
	t.Helper()
	s, err := Load(opts)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return s
}

func problemLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

func TestDefaults(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	s := mustLoad(t, LoadOptions{Env: []string{"HOME=" + home}})
	if s.ConfigFile != "" {
		t.Errorf("ConfigFile = %q, want none (no file at the default path)", s.ConfigFile)
	}
	// M-SETUP-2 era sizes and C-SETUP-1 display sizes are data.
	if got := s.Eras.Sizes(4); got != [3]int{15, 12, 8} {
		t.Errorf("M-SETUP-2 eras for 4 players = %v", got)
	}
	if got := s.Eras.Sizes(5); got != [3]int{19, 16, 12} {
		t.Errorf("M-SETUP-2 eras for 5 players = %v", got)
	}
	if s.Eras.Renaissance != 12 {
		t.Errorf("M-SETUP-2 renaissance = %d", s.Eras.Renaissance)
	}
	for n, want := range map[int]int{2: 6, 3: 7, 4: 8, 5: 9} {
		if got, ok := s.Display.Continuous.Slots(n); !ok || got != want {
			t.Errorf("C-SETUP-1 %d players: %d slots, want %d", n, got, want)
		}
	}
	if _, ok := s.Display.Continuous.Slots(6); ok {
		t.Error("C-SETUP-1: 6 civilizations should have no display size")
	}
	if s.Rules.Dominance != DominanceZeroGivesNone || s.Rules.ContinuousEnd != EndAfterRefill ||
		s.Rules.ContinuousDiscard != DiscardMissing || !s.Rules.EndNoDiscard {
		t.Errorf("rule readings = %+v", s.Rules)
	}
	if s.Language != English || s.Color != ColorAuto || s.Game.Mode != ModeStandard {
		t.Errorf("language %q color %q mode %q", s.Language, s.Color, s.Game.Mode)
	}
	if want := filepath.Join(home, ".local", "share", "tablemate", "tablemate.db"); s.Database != want {
		t.Errorf("Database = %q, want %q", s.Database, want)
	}
	if s.Players.Start != s.Players.Names[0] {
		t.Errorf("Start = %q, want the first name %q", s.Players.Start, s.Players.Names[0])
	}
	if s.Automa.Difficulty != 2 || s.Automa.CardsPerTurn != 1 || s.Automa.DeckFile != "" || len(s.Automa.Modules) != 0 {
		t.Errorf("automa = %+v", s.Automa)
	}
	for _, k := range Keys() {
		if o := s.Origin(k); o != "default" {
			t.Errorf("Origin(%q) = %q, want default", k, o)
		}
	}
}

// The embedded defaults must set exactly the keys of Settings, each with a
// comment, and every key needs an "allowed" text for its messages.
func TestDefaultYAMLCoversEveryKey(t *testing.T) {
	t.Parallel()
	origins := map[string]string{}
	if _, err := readFile(DefaultYAML, "default.yaml", origins); err != nil {
		t.Fatal(err)
	}
	_, sections := settingsSchema()
	maps.DeleteFunc(origins, func(key, _ string) bool { return sections[key] })
	if got, want := slices.Sorted(maps.Keys(origins)), Keys(); !reflect.DeepEqual(got, want) {
		t.Errorf("default.yaml keys\n got %v\nwant %v", got, want)
	}
	for _, k := range Keys() {
		if allowedValues(k).Format == "" {
			t.Errorf("no allowed text for %s", k)
		}
	}
	// Each key carries a one-line comment; the entries of a map such as
	// display.continuous share their parent's.
	var doc yaml.Node
	if err := yaml.Unmarshal(DefaultYAML, &doc); err != nil {
		t.Fatal(err)
	}
	var walk func(n *yaml.Node, prefix string, commented bool)
	walk = func(n *yaml.Node, prefix string, commented bool) {
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			key := prefix + k.Value
			has := k.HeadComment != ""
			if v.Kind == yaml.MappingNode {
				walk(v, key+".", has && digitKeys(v))
				continue
			}
			if !has && !commented {
				t.Errorf("default.yaml: %s (line %d) has no comment", key, k.Line)
			}
		}
	}
	walk(doc.Content[0], "", false)
}

func digitKeys(n *yaml.Node) bool {
	for i := 0; i < len(n.Content); i += 2 {
		if strings.Trim(n.Content[i].Value, "0123456789") != "" {
			return false
		}
	}
	return true
}

func TestDefaultYAMLValidatesAsAFile(t *testing.T) {
	t.Parallel()
	p := writeConfig(t, string(DefaultYAML))
	s := mustLoad(t, LoadOptions{ConfigFile: p, Env: baseEnv(t)})
	d := mustLoad(t, LoadOptions{Env: baseEnv(t)})
	s.ConfigFile, s.origins, d.origins = "", nil, nil
	s.Database, d.Database = "", "" // derived from each test's HOME
	if !reflect.DeepEqual(s, d) {
		t.Errorf("loading default.yaml as a file\n got %+v\nwant %+v", s, d)
	}
}

func TestTypoNamesTheKey(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, body, wantKey, wantOrigin, wantHint string
	}{
		{"top level", "automa_levl: 3\n", "automa_levl", "config.yaml:1", "did you mean automa.difficulty?"},
		{"in a section", "automa:\n  levl: 3\n", "automa.levl", "config.yaml:2", "did you mean automa.difficulty?"},
		{"misspelt", "game:\n  mode: standard\n  monster: true\n", "game.monster", "config.yaml:3", "did you mean game.monsters?"},
		{"section", "automata:\n  difficulty: 3\n", "automata", "config.yaml:1", "did you mean automa?"},
		{"era count", "display:\n  continuous:\n    7: 9\n", "display.continuous.7", "config.yaml:3", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(LoadOptions{ConfigFile: writeConfig(t, tt.body), Env: baseEnv(t)})
			if !errors.Is(err, ErrUnknownKey) {
				t.Fatalf("err = %v, want an unknown key", err)
			}
			if lines := problemLines(err); len(lines) != 1 {
				t.Fatalf("want one problem, got %q", lines)
			}
			var p *Problem
			errors.As(err, &p)
			if p.Key != tt.wantKey || p.Origin != tt.wantOrigin {
				t.Errorf("key %q origin %q, want %q %q", p.Key, p.Origin, tt.wantKey, tt.wantOrigin)
			}
			if !strings.Contains(err.Error(), tt.wantHint) {
				t.Errorf("%v: want %q", err, tt.wantHint)
			}
		})
	}
}

func TestUnknownFlagIsAProblem(t *testing.T) {
	t.Parallel()
	_, err := Load(LoadOptions{
		Env:   baseEnv(t, "TABLEMATE_CONFIG="), // an empty TABLEMATE_CONFIG is ignored
		Flags: map[string]string{"automa.levl": "3"},
	})
	lines := problemLines(err)
	if len(lines) != 1 {
		t.Fatalf("want 1 problem, got %q", lines)
	}
	if !strings.Contains(lines[0], "flag --automa.levl") || !strings.Contains(lines[0], "did you mean automa.difficulty?") {
		t.Errorf("flag problem: %s", lines[0])
	}
}

// An unknown TABLEMATE_* variable breaks nothing: it is a warning, with the
// closest variable; cobra's own (the fish completion script sets
// TABLEMATE_ACTIVE_HELP) is not even that.
func TestUnknownEnvIsAWarning(t *testing.T) {
	t.Parallel()
	s, err := Load(LoadOptions{Env: baseEnv(t,
		"TABLEMATE_AUTOMA_DIFICULTY=3", "TABLEMATE_ACTIVE_HELP=0", "TABLEMATE_COMPLETION_DESCRIPTIONS=false",
		"TABLEMATE_AUTOMA=3", "TABLEMATE_QWERTYUIOP=1", "TABLEMATE_AUTOMA_DIFFICULTY=4")})
	if err != nil {
		t.Fatal(err)
	}
	if s.Automa.Difficulty != 4 {
		t.Errorf("the known variable was not read: difficulty %d", s.Automa.Difficulty)
	}
	var got []string
	for _, w := range s.Warnings {
		got = append(got, w.String())
	}
	want := []string{
		"env TABLEMATE_AUTOMA: unknown variable, ignored; TABLEMATE_AUTOMA is a section, not a setting: set one of its keys (TABLEMATE_AUTOMA_CARDS_PER_TURN, TABLEMATE_AUTOMA_CIVILIZATION, TABLEMATE_AUTOMA_CONVENTIONS, TABLEMATE_AUTOMA_DECK_FILE, TABLEMATE_AUTOMA_DIFFICULTY, TABLEMATE_AUTOMA_GOLD_POINTS, TABLEMATE_AUTOMA_MODULES)",
		"env TABLEMATE_AUTOMA_DIFICULTY: unknown variable, ignored; did you mean TABLEMATE_AUTOMA_DIFFICULTY?",
		"env TABLEMATE_QWERTYUIOP: unknown variable, ignored; `tablemate help environment` lists the variables",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestPrecedence(t *testing.T) {
	t.Parallel()
	file := writeConfig(t, "language: cs\nautoma:\n  difficulty: 1\n  cards_per_turn: 2\ngame:\n  mode: continuous\ncolor: always\n")
	tests := []struct {
		name  string
		env   []string
		flags map[string]string
		check func(*Settings) string
	}{
		{"file over default", nil, nil, func(s *Settings) string {
			return verdict(s.Language == Czech && s.Automa.Difficulty == 1 && s.Game.Mode == ModeContinuous,
				s.Origin("language") == "config.yaml:1" && s.Origin("automa.difficulty") == "config.yaml:3" && s.Origin("game.mode") == "config.yaml:6")
		}},
		{"env over file", []string{"TABLEMATE_LANGUAGE=ja", "TABLEMATE_AUTOMA_DIFFICULTY=3", "TABLEMATE_GAME_MODE=standard"}, nil, func(s *Settings) string {
			return verdict(s.Language == Japanese && s.Automa.Difficulty == 3 && s.Game.Mode == ModeStandard && s.Automa.CardsPerTurn == 2,
				s.Origin("language") == "env TABLEMATE_LANGUAGE" && s.Origin("automa.difficulty") == "env TABLEMATE_AUTOMA_DIFFICULTY" &&
					s.Origin("automa.cards_per_turn") == "config.yaml:4")
		}},
		{"flag over env", []string{"TABLEMATE_LANGUAGE=ja", "TABLEMATE_AUTOMA_DIFFICULTY=3", "TABLEMATE_DATABASE=/env.db"},
			map[string]string{"language": "fr", "automa.difficulty": "4", "database": "/flag.db"}, func(s *Settings) string {
				return verdict(s.Language == French && s.Automa.Difficulty == 4 && s.Database == "/flag.db",
					s.Origin("language") == "flag --lang" && s.Origin("database") == "flag --db" && s.Origin("automa.difficulty") == "flag --automa.difficulty")
			}},
		{"env over default", []string{"TABLEMATE_DATABASE=/env.db", "TABLEMATE_PLAYERS_NAMES=Ann, Bob,Cy", "TABLEMATE_ERAS_STANDARD=14,11,7"}, nil, func(s *Settings) string {
			return verdict(s.Database == "/env.db" && reflect.DeepEqual(s.Players.Names, []string{"Ann", "Bob", "Cy"}) && s.Eras.Sizes(3) == [3]int{14, 11, 7},
				s.Origin("database") == "env TABLEMATE_DATABASE" && s.Origin("players.names") == "env TABLEMATE_PLAYERS_NAMES" && s.Origin("eras.five_players") == "default")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustLoad(t, LoadOptions{ConfigFile: file, Env: baseEnv(t, tt.env...), Flags: tt.flags})
			if msg := tt.check(s); msg != "" {
				t.Errorf("%s: %+v origins %v", msg, s, s.origins)
			}
		})
	}
}

func verdict(values, origins bool) string {
	switch {
	case !values:
		return "wrong values"
	case !origins:
		return "wrong origins"
	}
	return ""
}

// Every problem is reported at once, one per line, each with key, value,
// allowed values and origin, and file problems in line order.
func TestEveryProblemAtOnce(t *testing.T) {
	t.Parallel()
	file := writeConfig(t, "color: sepia\nautoma:\n  difficulty: 7\neras:\n  standard: [15, 12]\n")
	_, err := Load(LoadOptions{ConfigFile: file, Env: baseEnv(t)})
	want := []string{
		`config.yaml:1: color = "sepia": must be one of auto, always, never`,
		`config.yaml:3: automa.difficulty = 7: must be a whole number from 0 to 4`,
		`config.yaml:5: eras.standard = [15, 12]: must be a list of exactly 3 whole numbers >= 0 (Era I, II, III)`,
	}
	if got := problemLines(err); !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !errors.Is(err, ErrInvalidValue) {
		t.Error("errors.Is(err, ErrInvalidValue) = false")
	}
}

func TestInvalidValues(t *testing.T) {
	t.Parallel()
	deck := filepath.Join(t.TempDir(), "deck.yaml")
	if err := os.WriteFile(deck, []byte("cards: []\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		body    string
		env     []string
		flags   map[string]string
		wantKey string // "" = valid
		origin  string
	}{
		{"language", "language: de\n", nil, nil, "language", "config.yaml:1"},
		{"language flag", "", nil, map[string]string{"language": "xx"}, "language", "flag --lang"},
		{"difficulty env text", "", []string{"TABLEMATE_AUTOMA_DIFFICULTY=hard"}, nil, "automa.difficulty", "env TABLEMATE_AUTOMA_DIFFICULTY"},
		{"difficulty fraction", "automa:\n  difficulty: 2.5\n", nil, nil, "automa.difficulty", "config.yaml:2"},
		{"cards per turn", "automa:\n  cards_per_turn: 3\n", nil, nil, "automa.cards_per_turn", "config.yaml:2"},
		{"conventions", "automa:\n  conventions: house\n", nil, nil, "automa.conventions", "config.yaml:2"},
		{"conventions ok", "automa:\n  conventions: helper\n", nil, nil, "", ""},
		{"civilization", "automa:\n  civilization: rome\n", nil, nil, "automa.civilization", "config.yaml:2"},
		{"civilization ok", "automa:\n  civilization: aksumites\n", nil, nil, "", ""},
		{"modules", "automa:\n  modules: [celebrities, dragons]\n", nil, nil, "automa.modules", "config.yaml:2"},
		{"modules twice", "", []string{"TABLEMATE_AUTOMA_MODULES=celebrities,celebrities"}, nil, "automa.modules", "env TABLEMATE_AUTOMA_MODULES"},
		{"modules ok", "automa:\n  modules: [african_empires_house, celebrities]\n", nil, nil, "", ""},
		{"deck file missing", "automa:\n  deck_file: nowhere.yaml\n", nil, nil, "automa.deck_file", "config.yaml:2"},
		{"deck file exists", "automa:\n  deck_file: " + deck + "\n", nil, nil, "", ""},
		{"deck file is a directory", "", nil, map[string]string{"automa.deck_file": t.TempDir()}, "automa.deck_file", "flag --automa.deck_file"},
		{"bool", "game:\n  monsters: yes\n", nil, nil, "game.monsters", "config.yaml:2"},
		{"bool env", "", []string{"TABLEMATE_GAME_MONSTERS=maybe"}, nil, "game.monsters", "env TABLEMATE_GAME_MONSTERS"},
		{"no names", "players:\n  names: []\n", nil, nil, "players.names", "config.yaml:2"},
		{"six names", "players:\n  names: [a, b, c, d, e, f]\n", nil, nil, "players.names", "config.yaml:2"},
		{"duplicate names", "players:\n  names: [Ann, Ann]\n", nil, nil, "players.names", "config.yaml:2"},
		{"blank name", "players:\n  names: [Ann, ' ']\n", nil, nil, "players.names", "config.yaml:2"},
		{"start not seated", "players:\n  names: [Ann, Bob]\n  start: Cy\n", nil, nil, "players.start", "config.yaml:3"},
		{"start seated", "players:\n  names: [Ann, Bob]\n  start: Bob\n", nil, nil, "", ""},
		{"negative era", "eras:\n  five_players: [19, -1, 12]\n", nil, nil, "eras.five_players", "config.yaml:2"},
		{"four eras", "", []string{"TABLEMATE_ERAS_STANDARD=1,2,3,4"}, nil, "eras.standard", "env TABLEMATE_ERAS_STANDARD"},
		{"renaissance", "eras:\n  renaissance: -3\n", nil, nil, "eras.renaissance", "config.yaml:2"},
		{"display 0", "display:\n  continuous:\n    3: 0\n", nil, nil, "display.continuous.3", "config.yaml:3"},
		{"display 13", "", []string{"TABLEMATE_DISPLAY_CONTINUOUS_5=13"}, nil, "display.continuous.5", "env TABLEMATE_DISPLAY_CONTINUOUS_5"},
		{"dominance", "rules:\n  dominance: generous\n", nil, nil, "rules.dominance", "config.yaml:2"},
		{"continuous end", "rules:\n  continuous_end: never\n", nil, nil, "rules.continuous_end", "config.yaml:2"},
		{"continuous discard", "rules:\n  continuous_discard: all\n", nil, nil, "rules.continuous_discard", "config.yaml:2"},
		{"readings ok", "rules:\n  dominance: literal\n  continuous_end: before_refill\n  continuous_discard: remaining\n  end_no_discard: false\n", nil, nil, "", ""},
		{"mode", "game:\n  mode: blitz\n", nil, nil, "game.mode", "config.yaml:2"},
		{"section as value", "automa: 3\n", nil, nil, "automa", "config.yaml:1"},
		{"list item", "players:\n  names: [Ann, [x]]\n", nil, nil, "players.names", "config.yaml:2"},
		{"null keeps default", "automa:\n  difficulty:\n", nil, nil, "", ""},
		{"upper case key", "Automa:\n  Difficulty: 4\n", nil, nil, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := LoadOptions{Env: baseEnv(t, tt.env...), Flags: tt.flags}
			if tt.body != "" {
				opts.ConfigFile = writeConfig(t, tt.body)
			}
			s, err := Load(opts)
			if tt.wantKey == "" {
				if err != nil || s == nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			if s != nil {
				t.Errorf("invalid settings returned: %+v", s)
			}
			if lines := problemLines(err); len(lines) != 1 {
				t.Fatalf("want 1 problem, got %q", lines)
			}
			var p *Problem
			if !errors.As(err, &p) {
				t.Fatalf("err %v is not a *Problem", err)
			}
			if p.Key != tt.wantKey || p.Origin != tt.origin || p.Allowed.Format == "" || p.Value == "" {
				t.Errorf("problem %+v, want key %q origin %q", p, tt.wantKey, tt.origin)
			}
		})
	}
}

func TestRelativeDeckFileIsRelativeToTheConfigFile(t *testing.T) {
	t.Parallel()
	file := writeConfig(t, "automa:\n  deck_file: deck.yaml\n")
	deck := filepath.Join(filepath.Dir(file), "deck.yaml")
	if err := os.WriteFile(deck, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	s := mustLoad(t, LoadOptions{ConfigFile: file, Env: baseEnv(t)})
	if s.Automa.DeckFile != deck {
		t.Errorf("DeckFile = %q, want %q", s.Automa.DeckFile, deck)
	}
}

func TestConfigFileLookup(t *testing.T) {
	t.Parallel()
	cfgHome := t.TempDir()
	def := filepath.Join(cfgHome, "tablemate", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(def), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(def, []byte("automa:\n  difficulty: 4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	viaEnv := writeConfig(t, "automa:\n  difficulty: 0\n")
	viaFlag := writeConfig(t, "automa:\n  difficulty: 3\n")

	tests := []struct {
		name    string
		flag    string
		env     []string
		want    int
		wantErr bool
	}{
		{"XDG default path", "", []string{"XDG_CONFIG_HOME=" + cfgHome}, 4, false},
		{"TABLEMATE_CONFIG over the default", "", []string{"XDG_CONFIG_HOME=" + cfgHome, "TABLEMATE_CONFIG=" + viaEnv}, 0, false},
		{"--config over TABLEMATE_CONFIG", viaFlag, []string{"TABLEMATE_CONFIG=" + viaEnv}, 3, false},
		{"missing default is fine", "", []string{"XDG_CONFIG_HOME=" + t.TempDir()}, 2, false},
		{"missing --config is an error", filepath.Join(t.TempDir(), "nope.yaml"), nil, 0, true},
		{"missing TABLEMATE_CONFIG is an error", "", []string{"TABLEMATE_CONFIG=" + filepath.Join(t.TempDir(), "nope.yaml")}, 0, true},
		{"relative XDG_CONFIG_HOME is ignored", "", []string{"XDG_CONFIG_HOME=relative"}, 2, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Load(LoadOptions{ConfigFile: tt.flag, Env: baseEnv(t, tt.env...)})
			if tt.wantErr {
				if err == nil || !strings.Contains(err.Error(), "nope.yaml") {
					t.Fatalf("err = %v, want one naming the file", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.Automa.Difficulty != tt.want {
				t.Errorf("difficulty %d, want %d", s.Automa.Difficulty, tt.want)
			}
		})
	}
}

func TestSyntaxErrorNamesTheFile(t *testing.T) {
	t.Parallel()
	file := writeConfig(t, "automa:\n  difficulty: [1\n")
	_, err := Load(LoadOptions{ConfigFile: file, Env: baseEnv(t)})
	if err == nil || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "line") {
		t.Errorf("err = %v, want the path and a line", err)
	}
}

// Aliases of aliases, ten wide and eleven deep, are refused as YAML refuses
// them, before any walk over the file could expand them.
func TestNestedAliasesAreRefused(t *testing.T) {
	t.Parallel()
	body := "a0: &a0 {x: 1}\n"
	for i := 1; i <= 11; i++ {
		var keys []string
		for j := range 10 {
			keys = append(keys, fmt.Sprintf("k%d: *a%d", j, i-1))
		}
		body += fmt.Sprintf("a%d: &a%d {%s}\n", i, i, strings.Join(keys, ", "))
	}
	_, err := Load(LoadOptions{ConfigFile: writeConfig(t, body), Env: baseEnv(t)})
	if err == nil || !strings.Contains(err.Error(), "repeats its aliases") {
		t.Errorf("err = %v, want the aliases named", err)
	}
}

func TestEnvAliases(t *testing.T) {
	t.Parallel()
	s := mustLoad(t, LoadOptions{Env: baseEnv(t, "TABLEMATE_DB=/short.db", "TABLEMATE_LANG=es")})
	if s.Database != "/short.db" || s.Origin("database") != "env TABLEMATE_DB" || s.Language != Spanish || s.Origin("language") != "env TABLEMATE_LANG" {
		t.Errorf("database %q (%s), language %q (%s)", s.Database, s.Origin("database"), s.Language, s.Origin("language"))
	}
	s = mustLoad(t, LoadOptions{Env: baseEnv(t, "TABLEMATE_DB=/short.db", "TABLEMATE_DATABASE=/long.db")})
	if s.Database != "/long.db" {
		t.Errorf("TABLEMATE_DATABASE should win over TABLEMATE_DB: %q", s.Database)
	}
	_, err := Load(LoadOptions{Env: baseEnv(t, "TABLEMATE_LANG=klingon")})
	var p *Problem
	if !errors.As(err, &p) || p.Key != "language" || p.Origin != "env TABLEMATE_LANG" {
		t.Errorf("err = %v", err)
	}
}

func TestNoColor(t *testing.T) {
	t.Parallel()
	file := writeConfig(t, "color: always\n")
	s := mustLoad(t, LoadOptions{ConfigFile: file, Env: baseEnv(t, "NO_COLOR=1")})
	if s.Color != ColorNever || s.Origin("color") != "env NO_COLOR" {
		t.Errorf("color %q from %q, want never from env NO_COLOR", s.Color, s.Origin("color"))
	}
	s = mustLoad(t, LoadOptions{ConfigFile: file, Env: baseEnv(t, "NO_COLOR=")})
	if s.Color != ColorAlways {
		t.Errorf("an empty NO_COLOR must not force never: got %q", s.Color)
	}
	s = mustLoad(t, LoadOptions{Env: baseEnv(t, "NO_COLOR=yes"), Flags: map[string]string{"color": "always"}})
	if s.Color != ColorNever {
		t.Errorf("NO_COLOR forces never even over a flag: got %q", s.Color)
	}
}

func TestLanguageFromLocale(t *testing.T) {
	t.Parallel()
	tests := []struct {
		env        []string
		want       Language
		wantOrigin string
	}{
		{[]string{"LANG=es_ES.UTF-8"}, Spanish, "env LANG"},
		{[]string{"LANG=es_ES.UTF-8", "LC_ALL=cs_CZ.UTF-8"}, Czech, "env LC_ALL"},
		{[]string{"LC_ALL=C", "LANG=ja_JP.UTF-8"}, English, "default"}, // LC_ALL decides, as in POSIX
		{[]string{"LANG=de_DE.UTF-8"}, English, "default"},
		{[]string{"LANG=fr", "TABLEMATE_LANGUAGE=ja"}, Japanese, "env TABLEMATE_LANGUAGE"},
		{nil, English, "default"},
	}
	for _, tt := range tests {
		s := mustLoad(t, LoadOptions{Env: baseEnv(t, tt.env...)})
		if s.Language != tt.want || s.Origin("language") != tt.wantOrigin {
			t.Errorf("%v: %q from %q, want %q from %q", tt.env, s.Language, s.Origin("language"), tt.want, tt.wantOrigin)
		}
	}
}

func TestDatabaseFromXDG(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	s := mustLoad(t, LoadOptions{Env: baseEnv(t, "XDG_DATA_HOME="+data)})
	if want := filepath.Join(data, "tablemate", "tablemate.db"); s.Database != want {
		t.Errorf("Database = %q, want %q", s.Database, want)
	}
	home := t.TempDir()
	s = mustLoad(t, LoadOptions{Env: []string{"HOME=" + home}, Flags: map[string]string{"database": "~/games.db"}})
	if want := filepath.Join(home, "games.db"); s.Database != want {
		t.Errorf("Database = %q, want %q", s.Database, want)
	}
}

func TestValueAndOrigin(t *testing.T) {
	t.Parallel()
	file := writeConfig(t, "players:\n  names: [Ann, Bob]\n")
	s := mustLoad(t, LoadOptions{ConfigFile: file, Env: baseEnv(t, "TABLEMATE_AUTOMA_MODULES=celebrities,african_empires")})
	tests := []struct{ key, value, origin string }{
		{"players.names", "[Ann, Bob]", "config.yaml:2"},
		{"players.start", "Ann", "default"},
		{"automa.modules", "[celebrities, african_empires]", "env TABLEMATE_AUTOMA_MODULES"},
		{"automa.civilization", `""`, "default"},
		{"eras.standard", "[15, 12, 8]", "default"},
		{"display.continuous.4", "8", "default"},
		{"rules.end_no_discard", "true", "default"},
	}
	for _, tt := range tests {
		v, ok := s.Value(tt.key)
		if !ok || v != tt.value || s.Origin(tt.key) != tt.origin {
			t.Errorf("%s = %q (%q), want %q (%q)", tt.key, v, s.Origin(tt.key), tt.value, tt.origin)
		}
	}
	if _, ok := s.Value("automa"); ok {
		t.Error("a section is not a key")
	}
	if s.Origin("nope") != "" {
		t.Error("Origin of an unknown key should be empty")
	}
	for _, k := range Keys() {
		if _, ok := s.Value(k); !ok {
			t.Errorf("Value(%q) missing", k)
		}
	}
}

func TestValidateOnHandBuiltSettings(t *testing.T) {
	t.Parallel()
	s := mustLoad(t, LoadOptions{Env: baseEnv(t)})
	if err := s.Validate(); err != nil {
		t.Fatalf("loaded settings do not validate: %v", err)
	}
	s.Automa.CardsPerTurn = 0
	s.Game.Mode = "blitz"
	err := s.Validate()
	if lines := problemLines(err); len(lines) != 2 {
		t.Errorf("want 2 problems, got %q", lines)
	}
}

func FuzzLoad(f *testing.F) {
	f.Add(DefaultYAML)
	f.Add([]byte("automa_levl: 3\n"))
	f.Add([]byte("automa: 3\nplayers: [a]\n"))
	f.Add([]byte("display:\n  continuous:\n    2: 1.5\n    9: x\n"))
	f.Add([]byte("a: &x {b: *x}\n"))
	f.Add([]byte("base: &b {difficulty: 3}\nautoma:\n  <<: *b\n"))
	f.Add([]byte("players:\n  names: [Ann, {x: 1}]\n  start: [1]\n"))
	f.Add([]byte("? [a, b]\n: 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(t.TempDir(), "config.yaml")
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := Load(LoadOptions{ConfigFile: p, Env: []string{"HOME=/nonexistent"}})
		if (s == nil) == (err == nil) {
			t.Fatalf("Load returned settings %v and error %v", s, err)
		}
		if s != nil {
			if verr := s.Validate(); verr != nil {
				t.Fatalf("Load accepted settings that do not validate: %v", verr)
			}
		}
	})
}
