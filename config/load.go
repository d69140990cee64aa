package config

import (
	"bytes"
	"cmp"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-viper/mapstructure/v2"
	"github.com/spf13/viper"
	"go.yaml.in/yaml/v3"

	"tablemate/internal/textdist"
	"tablemate/internal/yamlerr"
	"tablemate/kernel"
)

// DefaultYAML is the commented file of built-in defaults; `tablemate config
// init` writes exactly these bytes.
//
//go:embed default.yaml
var DefaultYAML []byte

// DefaultYAMLIn is DefaultYAML for a table in language l: the same
// commented defaults (the comments are the documentation, in English),
// with the language set to l, so that the file written for a Spanish
// table plays in Spanish; names, when given, are the default seats'
// names in that language (Joueur 1, Joueur 2). An unknown language gives
// DefaultYAML.
func DefaultYAMLIn(l Language, names ...string) []byte {
	if !slices.Contains(Languages, l) {
		return DefaultYAML
	}
	out := bytes.Replace(DefaultYAML, []byte("\nlanguage: \"\"\n"), []byte("\nlanguage: "+string(l)+"\n"), 1)
	if len(names) > 0 {
		quoted := make([]string, len(names))
		for i, n := range names {
			quoted[i] = strconv.Quote(n) // a YAML double-quoted scalar
		}
		out = bytes.Replace(out, []byte("\n  names: [Player 1, Player 2]\n"), []byte("\n  names: ["+strings.Join(quoted, ", ")+"]\n"), 1)
	}
	return out
}

// EnvPrefix starts every environment variable that sets a key.
const EnvPrefix = "TABLEMATE_"

// EnvConfig names the config file when --config is not given.
const EnvConfig = EnvPrefix + "CONFIG"

// CobraEnv are the TABLEMATE_* variables that cobra, not the settings,
// reads: the shell completion's ActiveHelp switch (the fish script sets it)
// and its descriptions switch. Load leaves them to cobra.
var CobraEnv = []string{EnvPrefix + "ACTIVE_HELP", EnvPrefix + "COMPLETION_DESCRIPTIONS"}

// LoadOptions are the sources besides the config file's contents.
type LoadOptions struct {
	// ConfigFile is --config; empty means $TABLEMATE_CONFIG, else the
	// default path, which may be missing.
	ConfigFile string
	// Env is the environment in os.Environ() form; nil means an empty one,
	// so tests never depend on the caller's environment.
	Env []string
	// Flags holds the flags the user actually set: setting key -> value
	// ("language" -> "es"). Lists are comma-separated.
	Flags map[string]string
	// GOOS is the platform whose directories are the defaults; "" is this
	// one (runtime.GOOS).
	GOOS string
}

// shortName is the short form of a key that has one: a flag (--db, --lang) and a
// second environment variable (TABLEMATE_DB, TABLEMATE_LANG), which the long
// one (TABLEMATE_DATABASE) overrides.
func shortName(key string) string {
	switch key {
	case "database":
		return "db"
	case "language":
		return "lang"
	}
	return ""
}

// shortEnvName is the short environment variable of a key that has one
// (TABLEMATE_LANG), "" for the others.
func shortEnvName(key string) string {
	if short := shortName(key); short != "" {
		return EnvPrefix + strings.ToUpper(short)
	}
	return ""
}

// EnvName returns the environment variable of a key:
// "automa.difficulty" -> "TABLEMATE_AUTOMA_DIFFICULTY".
func EnvName(key string) string {
	return EnvPrefix + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
}

// UserDir is where the user's files of one kind go: $XDG_CONFIG_HOME or
// $XDG_DATA_HOME (xdg) on any platform where it is set and absolute (the XDG
// spec ignores a relative one); else the platform's own user directory:
// ~/Library/Application Support for config and data alike on macOS;
// %AppData% for the config (as os.UserConfigDir) and %LocalAppData% for the
// data (not roaming) on Windows; XDG's defaults (~/.config, ~/.local/share)
// elsewhere. goos "" is this platform.
func UserDir(env map[string]string, goos, xdg string) (string, error) {
	if d := env[xdg]; d != "" && filepath.IsAbs(d) {
		return d, nil
	}
	if goos == "" {
		goos = runtime.GOOS
	}
	if goos == "windows" {
		// The config roams with the user's profile (%AppData%, as
		// os.UserConfigDir); the games stay on the machine
		// (%LocalAppData%): a database is this machine's, and large.
		want := "AppData"
		if xdg == "XDG_DATA_HOME" {
			want = "LocalAppData"
		}
		for name, val := range env { // Windows' variable names ignore case
			if strings.EqualFold(name, want) && val != "" {
				return val, nil
			}
		}
		return "", kernel.Worded("the %s environment variable is not set: set it, or name the files with --config and --db", want)
	}
	home, err := homeDir(env)
	switch {
	case err != nil:
		return "", err
	case goos == "darwin" || goos == "ios":
		return filepath.Join(home, "Library", "Application Support"), nil
	case xdg == "XDG_DATA_HOME":
		return filepath.Join(home, ".local", "share"), nil
	}
	return filepath.Join(home, ".config"), nil
}

// ConfigPath returns the config file Load would read and whether it was
// named explicitly (--config or TABLEMATE_CONFIG), in which case it must
// exist; else it is config.yaml in the tablemate directory of the platform's
// config directory (UserDir).
func ConfigPath(opts LoadOptions) (path string, explicit bool, err error) {
	env := envMap(opts.Env)
	if p := cmp.Or(opts.ConfigFile, env[EnvConfig]); p != "" {
		return p, true, nil
	}
	dir, err := UserDir(env, opts.GOOS, "XDG_CONFIG_HOME")
	if err != nil {
		return "", false, err
	}
	return filepath.Join(dir, "tablemate", "config.yaml"), false, nil
}

// Load reads the settings: flag > environment > file > built-in default.
// An invalid setting anywhere makes it return every problem at once
// (errors.Join of *Problem, one per line) and no settings.
func Load(opts LoadOptions) (*Settings, error) {
	schema, sections := settingsSchema()
	env := envMap(opts.Env)
	path, explicit, err := ConfigPath(opts)
	if err != nil {
		return nil, err
	}

	// The defaults go into viper's default layer, a layer of their own:
	// merged with the file (ReadConfig, then MergeConfigMap), a section
	// written as a value ("automa: 3") would be dropped with a log line
	// (viper's mergeMaps) rather than refused.
	v := viper.New()
	var defaults map[string]any
	if err := yaml.Unmarshal(DefaultYAML, &defaults); err != nil {
		return nil, fmt.Errorf("the built-in defaults: %w", err)
	}
	for key, val := range defaults {
		v.SetDefault(key, val)
	}

	s := &Settings{origins: map[string]string{}}
	data, err := readConfig(path)
	switch {
	case err == nil:
		s.ConfigFile = path
		values, err := readFile(data, filepath.Base(path), s.origins)
		if format := otherFormat(path, data, err != nil); format != "" {
			return nil, kernel.Worded("%s is a %s file: tablemate reads YAML or JSON; write it as YAML (`tablemate config init -o FILE` writes a commented one)", path, format)
		}
		if err != nil {
			if line, msg, ok := yamlerr.Explain(err, data); ok && line > 0 {
				return nil, kernel.Worded("%s: line %d: %s", path, line, msg)
			} else if ok {
				return nil, kernel.Worded("%s: %s", path, msg)
			}
			return nil, kernel.Worded("%s: %s", path, err)
		}
		if err := v.MergeConfigMap(values); err != nil {
			return nil, kernel.Worded("%s: %s", path, err)
		}
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		// No file at the default place: the defaults apply.
	case errors.Is(err, fs.ErrNotExist):
		return nil, kernel.Worded("the config file %s does not exist (--config or TABLEMATE_CONFIG names it)", path)
	case errors.As(err, new(*kernel.Wording)):
		return nil, err
	default:
		return nil, kernel.Worded("cannot read the config file %s: %s", path, err)
	}

	// The environment, then the flags, go into viper's override layer
	// (v.Set) in that order, so a flag replaces an environment value. Not
	// viper's AutomaticEnv/BindEnv and BindPFlag, because (1) viper reads
	// the process environment only, and Load takes the environment as a
	// value (tests, and `config validate FILE`, which leaves TABLEMATE_*
	// out, pass another); (2) viper cannot list the TABLEMATE_* variables
	// that name no key, which must be errors, nor say which layer a value
	// came from, which every problem names; (3) viper converts text with
	// spf13/cast, which reads "hard" as 0 for a number without an error.
	var ps []*Problem
	set := func(key, text, origin string) {
		val, err := parseText(schema[key].typ, text)
		if err != nil {
			ps = append(ps, invalid(key, text, origin))
			return
		}
		v.Set(key, val)
		s.origins[key] = origin
	}
	envKeys := map[string]string{EnvConfig: ""} // variable -> key; TABLEMATE_CONFIG names the file
	for _, name := range slices.Concat(CobraEnv, TestEnv) {
		envKeys[name] = "" // cobra's own, and the tests'
	}
	for _, key := range Keys() {
		envKeys[EnvName(key)] = key
		if short := shortEnvName(key); short != "" {
			envKeys[short] = key
		}
	}
	for _, name := range slices.Sorted(maps.Keys(env)) {
		key, known := envKeys[name]
		switch {
		case !strings.HasPrefix(name, EnvPrefix):
		case !known:
			// Not an error: a variable of another program that shares the
			// prefix, or one a newer tablemate reads, must not stop every
			// command; a near-miss is said, and the rest goes on.
			guess := strings.ToLower(strings.TrimPrefix(name, EnvPrefix))
			allowed := unknownKey(guess, fmt.Sprintf("%q", env[name]), "env "+name, EnvName).Allowed
			if allowed.Format == unknownKeyHint {
				allowed = hint("`tablemate help environment` lists the variables")
			}
			s.Warnings = append(s.Warnings, &Warning{Name: name, Allowed: allowed})
		case key == "" || env[name] == "" || name != EnvName(key) && env[EnvName(key)] != "":
			// TABLEMATE_CONFIG, cobra's and the tests'; an empty variable, which is
			// unset as in viper; a short form that its long form overrides.
		default:
			set(key, env[name], "env "+name)
		}
	}
	for _, key := range slices.Sorted(maps.Keys(opts.Flags)) {
		origin := "flag --" + cmp.Or(shortName(key), key)
		if _, ok := schema[key]; !ok {
			ps = append(ps, unknownKey(key, fmt.Sprintf("%q", opts.Flags[key]), origin, asIs))
			continue
		}
		set(key, opts.Flags[key], origin)
	}

	// Unmarshal, not UnmarshalExact: unknown keys are refused all the same,
	// from the decoder's metadata, which lists every one of them with its
	// full key (UnmarshalExact's error stops listing them in its metadata),
	// so each gets its file:line and a suggestion.
	var md mapstructure.Metadata
	err = v.Unmarshal(s, func(c *mapstructure.DecoderConfig) {
		// Strict types: YAML is typed, and environment and flag text was
		// converted by set, so "3" for a bool or 2.5 for an int is an error
		// rather than a guess.
		c.WeaklyTypedInput = false
		c.DecodeHook = wholeNumbers
		c.Metadata = &md
	})
	for _, key := range md.Unused {
		ps = append(ps, unknownKey(key, formatValue(v.Get(key), true), s.origins[key], asIs))
	}
	for _, key := range decodeErrorKeys(err) {
		p := invalid(key, v.Get(key), cmp.Or(s.Origin(key), s.origins[key])) // a section has no Origin
		if sections[key] {
			p.Allowed = hint("a section with the keys %s", strings.Join(sectionKeys(key), ", "))
		}
		ps = append(ps, p)
	}

	s.resolvePaths(env)
	if err := joinProblems(firstPerKey(append(ps, s.problems()...))); err != nil {
		return nil, err
	}
	if err := s.resolveDefaults(env, opts.GOOS); err != nil {
		return nil, err
	}
	return s, nil
}

// parseText converts environment or flag text to a setting's type; lists
// are comma-separated.
func parseText(t reflect.Type, text string) (any, error) {
	text = strings.TrimSpace(text)
	switch t.Kind() {
	case reflect.Bool:
		return strconv.ParseBool(text)
	case reflect.Int:
		return strconv.Atoi(text)
	case reflect.Slice:
		out := []any{} // not nil: an empty list is a value, not "unset"
		if text == "" {
			return out, nil
		}
		for _, part := range strings.Split(text, ",") {
			val, err := parseText(t.Elem(), part)
			if err != nil {
				return nil, err
			}
			out = append(out, val)
		}
		return out, nil
	}
	return text, nil
}

// wholeNumbers refuses a fractional number for an integer setting, which
// mapstructure would otherwise truncate without a word.
func wholeNumbers(from, to reflect.Kind, data any) (any, error) {
	if to != reflect.Int {
		return data, nil
	}
	if f, ok := data.(float64); ok && (f != math.Trunc(f) || math.Abs(f) > 1<<53) {
		return nil, fmt.Errorf("%v is not a whole number", f)
	}
	return data, nil
}

// decodeErrorKeys lists the keys the decoder refused, from its tree of
// wrapped and joined errors; "players.names[1]" is players.names.
func decodeErrorKeys(err error) []string {
	switch e := err.(type) {
	case nil:
		return nil
	case *mapstructure.DecodeError:
		key, _, _ := strings.Cut(strings.ToLower(e.Name()), "[")
		return []string{key}
	case interface{ Unwrap() []error }:
		var keys []string
		for _, e := range e.Unwrap() {
			keys = append(keys, decodeErrorKeys(e)...)
		}
		return keys
	}
	return decodeErrorKeys(errors.Unwrap(err))
}

// firstPerKey keeps the first problem of each key and drops those under a
// key that already has one: a value that failed to convert or decode leaves
// its field (or a whole section) at the zero value, which validation would
// report again.
func firstPerKey(ps []*Problem) []*Problem {
	seen := map[string]bool{}
	var out []*Problem
	for _, p := range ps {
		covered := seen[p.Key]
		for i, c := range p.Key {
			covered = covered || c == '.' && seen[p.Key[:i]]
		}
		if !covered {
			seen[p.Key] = true
			out = append(out, p)
		}
	}
	return out
}

// joinProblems puts file problems first in line order, then the
// environment, flags and defaults, each by key, and joins them, one per
// line; nil when there are none.
func joinProblems(ps []*Problem) error {
	rank := func(p *Problem) int {
		switch {
		case strings.HasPrefix(p.Origin, "env "):
			return math.MaxInt - 2
		case strings.HasPrefix(p.Origin, "flag "):
			return math.MaxInt - 1
		case p.Origin == "default" || p.Origin == "":
			return math.MaxInt
		}
		line, _ := strconv.Atoi(p.Origin[strings.LastIndexByte(p.Origin, ':')+1:]) // "config.yaml:12"
		return line
	}
	slices.SortStableFunc(ps, func(a, b *Problem) int {
		return cmp.Or(cmp.Compare(rank(a), rank(b)), strings.Compare(a.Key, b.Key))
	})
	errs := make([]error, len(ps))
	for i, p := range ps {
		errs[i] = p
	}
	return errors.Join(errs...)
}

// resolvePaths makes path settings usable: "~/" is the home directory, and
// a relative path written in the config file is relative to that file.
func (s *Settings) resolvePaths(env map[string]string) {
	fix := func(key string, p *string) {
		if rest, ok := strings.CutPrefix(*p, "~/"); ok {
			if home, err := homeDir(env); err == nil {
				*p = filepath.Join(home, rest)
			}
		} else if inFile := strings.HasPrefix(s.Origin(key), filepath.Base(s.ConfigFile)+":"); inFile && *p != "" && !filepath.IsAbs(*p) {
			*p = filepath.Join(filepath.Dir(s.ConfigFile), *p) // its origin is "config.yaml:12"
		}
	}
	fix("database", &s.Database)
	fix("automa.deck_file", &s.Automa.DeckFile)
}

// resolveDefaults fills the settings whose empty value means "work it out":
// language from the locale, the database in the platform's data directory, the
// start player, and NO_COLOR. Without a data directory (no LocalAppData on
// Windows) and no database named, it fails as a missing config directory
// does: every command would fail on an empty path, in worse words.
func (s *Settings) resolveDefaults(env map[string]string, goos string) error {
	if s.Language == "" {
		s.Language = English
		if l, name := localeLanguage(env); l != "" {
			s.Language = l
			s.origins["language"] = "env " + name
		}
	}
	// C-DEV-1's reading, unless set, is the rulebook's in the table's
	// language: the Spanish text's for a Spanish table (RULES.md).
	if s.Rules.ContinuousDiscard == "" {
		s.Rules.ContinuousDiscard = DiscardOfLanguage(s.Language)
	}
	if s.Database == "" {
		dir, err := UserDir(env, goos, "XDG_DATA_HOME")
		if err != nil {
			return err
		}
		s.Database = filepath.Join(dir, "tablemate", "tablemate.db")
	}
	if env["NO_COLOR"] != "" {
		s.Color = ColorNever
		s.origins["color"] = "env NO_COLOR"
	}
	if s.Players.Start == "" && len(s.Players.Names) > 0 {
		s.Players.Start = s.Players.Names[0]
	}
	return nil
}

func envMap(env []string) map[string]string {
	m := make(map[string]string, len(env))
	for _, kv := range env {
		name, val, ok := strings.Cut(kv, "=")
		if !ok {
			continue
		}
		// The first occurrence wins, as with os.Getenv.
		if _, dup := m[name]; !dup {
			m[name] = val
		}
	}
	return m
}

func homeDir(env map[string]string) (string, error) {
	if h := env["HOME"]; h != "" {
		return h, nil
	}
	h, err := os.UserHomeDir()
	if err != nil {
		return "", kernel.Worded("no home directory: %s", err)
	}
	return h, nil
}

// MaxConfigBytes is the largest config file read: the commented defaults
// are a few KiB, so a larger file is not a config file (a disk image, or
// /dev/zero given by mistake) and is refused before it fills the memory.
const MaxConfigBytes = 256 << 10

// readConfig reads a config file of at most MaxConfigBytes. A named pipe
// or a device is refused before it is opened: opening a pipe waits for a
// writer.
func readConfig(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	switch m := fi.Mode(); {
	case m.IsDir():
		return nil, kernel.Worded("the config file %s is a directory: give the config file itself (--config or TABLEMATE_CONFIG names it)", path)
	case m&fs.ModeNamedPipe != 0, m&fs.ModeDevice != 0, !m.IsRegular():
		return nil, kernel.Worded("the config file %s is not a file (a named pipe, a device or another special file): give the config file itself (--config or TABLEMATE_CONFIG names it)", path)
	case fi.Size() > MaxConfigBytes:
		return nil, kernel.Worded("the config file %s is larger than %d KiB, the most tablemate reads: is it the right file?", path, MaxConfigBytes>>10)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxConfigBytes+1))
	if err == nil && len(data) > MaxConfigBytes {
		return nil, kernel.Worded("the config file %s is larger than %d KiB, the most tablemate reads: is it the right file?", path, MaxConfigBytes>>10)
	}
	return data, err
}

// readFile parses a config file once: it returns the settings for viper and
// puts in origins the "name:line" of every key, known or not, for the
// origins of values and problems (the decoder finds the unknown keys). A
// YAML error is returned as is.
func readFile(data []byte, name string, origins map[string]string) (map[string]any, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	if len(doc.Content) == 0 {
		return nil, nil // an empty file
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		what := cmp.Or(map[yaml.Kind]string{yaml.SequenceNode: "list", yaml.ScalarNode: "single value"}[root.Kind], "document")
		return nil, fmt.Errorf("line %d: the file must be a mapping of settings (key: value), not a %s", root.Line, what)
	}
	// Decoding first refuses an anchor that contains itself and excessive
	// aliasing, so the walk below ends, and soon.
	var values map[string]any
	if err := root.Decode(&values); err != nil {
		return nil, err
	}
	var walk func(n *yaml.Node, prefix string)
	walk = func(n *yaml.Node, prefix string) {
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			if val.Kind == yaml.AliasNode {
				val = val.Alias
			}
			if k.Value == "<<" && k.Tag == "!!merge" {
				// A YAML merge: its keys belong to this mapping.
				if val.Kind == yaml.MappingNode {
					walk(val, prefix)
				}
				continue
			}
			if val.Kind == yaml.ScalarNode && val.Tag == "!!null" {
				continue // viper treats a null as unset: the default applies
			}
			key := prefix + strings.ToLower(k.Value)
			origins[key] = fmt.Sprintf("%s:%d", name, k.Line)
			if val.Kind == yaml.MappingNode {
				walk(val, key+".")
			}
		}
	}
	walk(root, "")
	return values, nil
}

// otherFormat names the format of a config file written as TOML or INI: by
// its extension, or, when YAML does not read it as settings (look), by a
// [section] line or a key = value line. "" for anything else.
func otherFormat(path string, data []byte, look bool) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".toml":
		return "TOML"
	case ".ini", ".cfg", ".conf":
		return "INI"
	}
	if !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0 {
		return "" // not text at all: no format to guess
	}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		section := strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") && !strings.ContainsAny(line, ",:")
		key, _, assign := strings.Cut(line, "=")
		if look && (section || assign && key != "" && !strings.ContainsAny(key, ":#\"'")) {
			return "TOML or INI"
		}
	}
	return ""
}

// unknownKey reports a key that is not a setting and suggests the closest
// one; show renders a key as the user would write it (an env name, say).
func unknownKey(key, value, origin string, show func(string) string) *Problem {
	_, sections := settingsSchema()
	allowed := hint(unknownKeyHint)
	if sections[key] {
		// A section given a value (automa: 3, TABLEMATE_AUTOMA=3): its own
		// name is the closest key, so name its keys instead.
		keys := sectionKeys(key)
		for i, k := range keys {
			keys[i] = show(key + "." + k)
		}
		allowed = hint("%s is a section, not a setting: set one of its keys (%s)", show(key), strings.Join(keys, ", "))
	} else if best := suggest(key); best != "" {
		allowed = hint("did you mean %s?", show(best))
	} else if prefix, _, ok := strings.Cut(key, "."); ok && sections[prefix] {
		allowed = hint("%s has the keys %s", prefix, strings.Join(sectionKeys(prefix), ", "))
	}
	return &Problem{Key: show(key), Value: value, Allowed: allowed, Origin: origin, Err: ErrUnknownKey}
}

// unknownKeyHint is what an unknown key far from every key is told.
const unknownKeyHint = "valid keys: see `tablemate config show`"

func asIs(key string) string { return key }

// synonyms are words a user may reach for instead of a key's last part.
func synonyms(last string) []string {
	switch last {
	case "difficulty":
		return []string{"level", "strength"}
	case "language":
		return []string{"lang", "locale"}
	case "database":
		return []string{"db"}
	case "color":
		return []string{"colour", "colors"}
	case "civilization":
		return []string{"civ", "civilisation"}
	case "cards_per_turn":
		return []string{"cards"}
	case "deck_file":
		return []string{"deck"}
	}
	return nil
}

// suggest returns the key nearest to an unknown one, or "" when none is
// close. Dots and underscores count as the same character, so that
// "automa_difficulty" finds "automa.difficulty".
func suggest(unknown string) string {
	schema, sections := settingsSchema()
	norm := func(s string) string { return strings.ReplaceAll(strings.ToLower(s), ".", "_") }
	u := norm(unknown)
	best, bestDist := "", math.MaxInt
	consider := func(key, form string) {
		if d := textdist.Levenshtein(u, norm(form)); d < bestDist || (d == bestDist && key < best) {
			best, bestDist = key, d
		}
	}
	for key := range sections {
		consider(key, key)
	}
	for key := range schema {
		consider(key, key)
		dot := strings.LastIndexByte(key, '.')
		for _, syn := range synonyms(key[dot+1:]) {
			consider(key, key[:dot+1]+syn)
		}
	}
	if bestDist > max(2, len(u)/3) {
		return ""
	}
	return best
}

func sectionKeys(section string) []string {
	var keys []string
	for _, k := range Keys() {
		if rest, ok := strings.CutPrefix(k, section+"."); ok {
			keys = append(keys, rest)
		}
	}
	return keys
}

// localeLanguage is the language of the locale: the first of LC_ALL,
// LC_MESSAGES and LANG that is set decides, as in POSIX ("es_ES.UTF-8" is
// es); "" when it names none tablemate speaks. name is that variable.
func localeLanguage(env map[string]string) (l Language, name string) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if env[name] == "" {
			continue
		}
		code, _, _ := strings.Cut(strings.ToLower(env[name]), "_")
		code, _, _ = strings.Cut(code, ".")
		code, _, _ = strings.Cut(code, "@")
		if l := Language(code); slices.Contains(Languages, l) {
			return l, name
		}
		return "", ""
	}
	return "", ""
}

// FallbackLanguage is the language to say in that the settings cannot be
// read: the language flag, else TABLEMATE_LANGUAGE (then its short form
// TABLEMATE_LANG), else the locale, each only if tablemate speaks it, else
// English. The config file is not trusted, since it may be what is wrong.
func FallbackLanguage(opts LoadOptions) Language {
	env := envMap(opts.Env)
	for _, code := range []string{opts.Flags["language"], env[EnvName("language")], env[shortEnvName("language")]} {
		if l := Language(code); slices.Contains(Languages, l) {
			return l
		}
	}
	if l, _ := localeLanguage(env); l != "" {
		return l
	}
	return English
}
