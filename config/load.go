package config

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/go-viper/mapstructure/v2"
	"github.com/spf13/viper"
	"go.yaml.in/yaml/v3"

	"tablemate/internal/textdist"
)

// DefaultYAML is the commented file of built-in defaults; `tablemate config
// init` writes exactly these bytes.
//
//go:embed default.yaml
var DefaultYAML []byte

// EnvPrefix starts every environment variable that sets a key.
const EnvPrefix = "TABLEMATE_"

// EnvConfig names the config file when --config is not given.
const EnvConfig = EnvPrefix + "CONFIG"

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

// shortName is the short form of a key that has one: its flag (--db,
// --lang) and a second environment variable (TABLEMATE_DB, TABLEMATE_LANG).
func shortName(key string) string {
	switch key {
	case "database":
		return "db"
	case "language":
		return "lang"
	}
	return ""
}

// envNames are a key's environment variables, the one that wins first:
// TABLEMATE_DATABASE, then TABLEMATE_DB.
func envNames(key string) []string {
	if short := shortName(key); short != "" {
		return []string{EnvName(key), EnvPrefix + strings.ToUpper(short)}
	}
	return []string{EnvName(key)}
}

// EnvName returns the environment variable of a key:
// "automa.difficulty" -> "TABLEMATE_AUTOMA_DIFFICULTY".
func EnvName(key string) string {
	return EnvPrefix + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
}

// DefaultPath returns the default config file, config.yaml in the
// tablemate directory of the platform's config directory (UserDir).
func DefaultPath(env []string, goos string) (string, error) {
	dir, err := UserDir(envMap(env), goos, "XDG_CONFIG_HOME")
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "tablemate", "config.yaml"), nil
}

// UserDir is where the user's files of one kind go: $XDG_CONFIG_HOME or
// $XDG_DATA_HOME (xdg) on any platform where it is set and absolute (the XDG
// spec ignores a relative one); else the platform's own user directory,
// for config and data alike on macOS (~/Library/Application Support) and
// Windows (%AppData%, as os.UserConfigDir), and XDG's defaults (~/.config,
// ~/.local/share) elsewhere. goos "" is this platform.
func UserDir(env map[string]string, goos, xdg string) (string, error) {
	if d := env[xdg]; d != "" && filepath.IsAbs(d) {
		return d, nil
	}
	if goos == "" {
		goos = runtime.GOOS
	}
	if goos == "windows" {
		for name, val := range env { // Windows' variable names ignore case
			if strings.EqualFold(name, "AppData") && val != "" {
				return val, nil
			}
		}
		return "", errors.New("config: %AppData% is not set: set it, or name the files with --config and --db")
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
// named explicitly (--config or TABLEMATE_CONFIG), in which case it must exist.
func ConfigPath(opts LoadOptions) (path string, explicit bool, err error) {
	if opts.ConfigFile != "" {
		return opts.ConfigFile, true, nil
	}
	if p := envMap(opts.Env)[EnvConfig]; p != "" {
		return p, true, nil
	}
	p, err := DefaultPath(opts.Env, opts.GOOS)
	return p, false, err
}

// Load reads the settings: flag > environment > file > built-in default.
// An invalid setting anywhere makes it return every problem at once
// (errors.Join of *Problem, one per line) and no settings.
func Load(opts LoadOptions) (*Settings, error) {
	schema, _ := settingsSchema()
	env := envMap(opts.Env)
	v := viper.New()
	v.SetConfigType("yaml")
	defaults, err := flatten(DefaultYAML)
	if err != nil {
		return nil, fmt.Errorf("config: built-in defaults: %w", err)
	}
	for key, val := range defaults {
		v.SetDefault(key, val)
	}

	s := &Settings{origins: map[string]string{}}
	var ps []*Problem

	path, explicit, err := ConfigPath(opts)
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		s.ConfigFile = path
		lines, err := scanFile(data, filepath.Base(path))
		if format := otherFormat(path, data, err != nil); format != "" {
			return nil, fmt.Errorf("config: %s is a %s file: tablemate reads YAML or JSON; write it as YAML (`tablemate config init -o FILE` writes a commented one)", path, format)
		}
		if err != nil {
			return nil, fmt.Errorf("config: %s: %w", path, err)
		}
		if err := v.ReadConfig(bytes.NewReader(data)); err != nil {
			return nil, fmt.Errorf("config: %s: %w", path, err)
		}
		maps.Copy(s.origins, lines)
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		// No file at the default place: the defaults apply.
	default:
		return nil, fmt.Errorf("config: %w", err)
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
	known := map[string]bool{EnvConfig: true}
	for _, key := range Keys() {
		names := envNames(key)
		for _, name := range names {
			known[name] = true
		}
		for _, name := range names {
			if text := env[name]; text != "" { // like viper: an empty variable is unset
				ps = append(ps, setText(v, s, key, text, "env "+name)...)
				break
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(env)) {
		if strings.HasPrefix(name, EnvPrefix) && !known[name] {
			guess := strings.ToLower(strings.TrimPrefix(name, EnvPrefix))
			ps = append(ps, unknownKey(guess, fmt.Sprintf("%q", env[name]), "env "+name, EnvName))
		}
	}
	for _, key := range slices.Sorted(maps.Keys(opts.Flags)) {
		origin := "flag --" + key
		if short := shortName(key); short != "" {
			origin = "flag --" + short
		}
		if _, ok := schema[key]; !ok {
			ps = append(ps, unknownKey(key, fmt.Sprintf("%q", opts.Flags[key]), origin, func(k string) string { return k }))
			continue
		}
		ps = append(ps, setText(v, s, key, opts.Flags[key], origin)...)
	}

	// Unmarshal, not UnmarshalExact: unknown keys are refused all the same,
	// from the decoder's metadata, which lists every one of them with its
	// full key (UnmarshalExact's error stops listing them in its metadata),
	// so each gets its file:line and a suggestion.
	var md mapstructure.Metadata
	decodeErr := v.Unmarshal(s, func(c *mapstructure.DecoderConfig) {
		// Strict types: YAML is typed, and environment and flag text was
		// converted by setText, so "3" for a bool or 2.5 for an int is an
		// error rather than a guess.
		c.WeaklyTypedInput = false
		c.DecodeHook = wholeNumbers
		c.Metadata = &md
	})
	ps = append(ps, decodeProblems(decodeErr, v, s, ps, md.Unused)...)

	s.resolvePaths(env)
	ps = append(ps, dropCovered(s.problems(), ps)...)
	if len(ps) > 0 {
		sortProblems(ps)
		errs := make([]error, len(ps))
		for i, p := range ps {
			errs[i] = p
		}
		return nil, errors.Join(errs...)
	}
	s.resolveDefaults(env, opts.GOOS)
	return s, nil
}

// setText converts an environment or flag value to the key's type and hands
// it to viper; a value that does not convert is a Problem.
func setText(v *viper.Viper, s *Settings, key, text, origin string) []*Problem {
	schema, _ := settingsSchema()
	val, err := parseText(schema[key].typ, text)
	if err != nil {
		return []*Problem{{Key: key, Value: fmt.Sprintf("%q", text), Allowed: allowed[key], Origin: origin, Err: ErrInvalidValue}}
	}
	v.Set(key, val)
	s.origins[key] = origin
	return nil
}

func parseText(t reflect.Type, text string) (any, error) {
	text = strings.TrimSpace(text)
	switch t.Kind() {
	case reflect.String:
		return text, nil
	case reflect.Bool:
		return strconv.ParseBool(text)
	case reflect.Int:
		return strconv.Atoi(text)
	case reflect.Slice:
		if text == "" {
			return []any{}, nil
		}
		parts := strings.Split(text, ",")
		out := make([]any, len(parts))
		for i, p := range parts {
			val, err := parseText(t.Elem(), p)
			if err != nil {
				return nil, err
			}
			out[i] = val
		}
		return out, nil
	}
	return nil, fmt.Errorf("unsupported type %s", t)
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

// decodeProblems turns the decoder's errors into Problems: unknown keys
// (from the decoder's metadata, with a suggestion) and values of the wrong
// type.
func decodeProblems(err error, v *viper.Viper, s *Settings, earlier []*Problem, unused []string) []*Problem {
	_, sections := settingsSchema()
	var ps []*Problem
	reported := map[string]bool{}
	for _, p := range earlier {
		reported[p.Key] = true
	}
	for _, key := range unused {
		if reported[key] {
			continue
		}
		reported[key] = true
		ps = append(ps, unknownKey(key, formatValue(v.Get(key), true), s.origins[key], func(k string) string { return k }))
	}
	for _, de := range decodeErrors(err) {
		key := strings.ToLower(de.Name())
		if i := strings.IndexByte(key, '['); i >= 0 {
			key = key[:i] // "players.names[1]": the list is the setting
		}
		if reported[key] {
			continue
		}
		reported[key] = true
		what, ok := allowed[key]
		if !ok && sections[key] {
			what = "a section with the keys " + strings.Join(sectionKeys(key), ", ")
		}
		ps = append(ps, &Problem{Key: key, Value: formatValue(v.Get(key), true), Allowed: what, Origin: s.Origin(key), Err: ErrInvalidValue})
		if ps[len(ps)-1].Origin == "" {
			ps[len(ps)-1].Origin = s.origins[key]
		}
	}
	return ps
}

// decodeErrors finds the innermost mapstructure errors that name a key.
func decodeErrors(err error) []*mapstructure.DecodeError {
	if err == nil {
		return nil
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		var out []*mapstructure.DecodeError
		for _, e := range joined.Unwrap() {
			out = append(out, decodeErrors(e)...)
		}
		return out
	}
	if de, ok := err.(*mapstructure.DecodeError); ok {
		if inner := decodeErrors(de.Unwrap()); len(inner) > 0 {
			return inner
		}
		return []*mapstructure.DecodeError{de}
	}
	if inner := errors.Unwrap(err); inner != nil {
		return decodeErrors(inner)
	}
	return nil
}

// dropCovered drops validation problems on keys that already have one (a
// value that failed to decode leaves its field at its zero value).
func dropCovered(ps, earlier []*Problem) []*Problem {
	var out []*Problem
	for _, p := range ps {
		covered := false
		for _, e := range earlier {
			if e.Key == p.Key || strings.HasPrefix(p.Key, e.Key+".") {
				covered = true
			}
		}
		if !covered {
			out = append(out, p)
		}
	}
	return out
}

// sortProblems puts file problems first in line order, then the
// environment, flags and defaults.
func sortProblems(ps []*Problem) {
	rank := func(p *Problem) (int, int) {
		switch {
		case strings.HasPrefix(p.Origin, "env "):
			return 1, 0
		case strings.HasPrefix(p.Origin, "flag "):
			return 2, 0
		case p.Origin == "default" || p.Origin == "":
			return 3, 0
		}
		line := 0
		if i := strings.LastIndexByte(p.Origin, ':'); i >= 0 {
			line, _ = strconv.Atoi(p.Origin[i+1:])
		}
		return 0, line
	}
	sort.SliceStable(ps, func(i, j int) bool {
		ri, li := rank(ps[i])
		rj, lj := rank(ps[j])
		if ri != rj {
			return ri < rj
		}
		if li != lj {
			return li < lj
		}
		return ps[i].Key < ps[j].Key
	})
}

// resolvePaths makes path settings usable: "~/" is the home directory, and
// a relative path written in the config file is relative to that file.
func (s *Settings) resolvePaths(env map[string]string) {
	fix := func(key string, p *string) {
		if *p == "" {
			return
		}
		if rest, ok := strings.CutPrefix(*p, "~/"); ok {
			if home, err := homeDir(env); err == nil {
				*p = filepath.Join(home, rest)
			}
			return
		}
		if !filepath.IsAbs(*p) && s.ConfigFile != "" && isFileOrigin(s.Origin(key)) {
			*p = filepath.Join(filepath.Dir(s.ConfigFile), *p)
		}
	}
	fix("database", &s.Database)
	fix("automa.deck_file", &s.Automa.DeckFile)
}

func isFileOrigin(origin string) bool {
	return origin != "default" && !strings.HasPrefix(origin, "env ") && !strings.HasPrefix(origin, "flag ")
}

// resolveDefaults fills the settings whose empty value means "work it out":
// language from the locale, the database in the platform's data directory, the
// start player, and NO_COLOR.
func (s *Settings) resolveDefaults(env map[string]string, goos string) {
	if s.Language == "" {
		s.Language = English
		for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
			if env[name] == "" {
				continue
			}
			// The first variable set decides, as in POSIX: "es_ES.UTF-8" -> es.
			code, _, _ := strings.Cut(strings.ToLower(env[name]), "_")
			code, _, _ = strings.Cut(code, ".")
			code, _, _ = strings.Cut(code, "@")
			for _, l := range Languages {
				if string(l) == code {
					s.Language = l
					s.origins["language"] = "env " + name
				}
			}
			break
		}
	}
	if s.Database == "" {
		if dir, err := UserDir(env, goos, "XDG_DATA_HOME"); err == nil {
			s.Database = filepath.Join(dir, "tablemate", "tablemate.db")
		}
	}
	if env["NO_COLOR"] != "" {
		s.Color = ColorNever
		s.origins["color"] = "env NO_COLOR"
	}
	if s.Players.Start == "" && len(s.Players.Names) > 0 {
		s.Players.Start = s.Players.Names[0]
	}
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
		return "", fmt.Errorf("config: no home directory: %w", err)
	}
	return h, nil
}

// flatten reads a YAML document of settings into dotted keys and values.
func flatten(data []byte) (map[string]any, error) {
	v := viper.New()
	v.SetConfigType("yaml")
	if err := v.ReadConfig(bytes.NewReader(data)); err != nil {
		return nil, err
	}
	out := map[string]any{}
	for _, key := range v.AllKeys() {
		out[key] = v.Get(key)
	}
	return out, nil
}

// scanFile maps each key of a config file, known or not, to "name:line",
// for the origins of values and problems; the decoder finds the unknown
// ones. A YAML syntax error is returned as is.
func scanFile(data []byte, name string) (map[string]string, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	lines := map[string]string{}
	if len(doc.Content) == 0 {
		return lines, nil // an empty file
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("line %d: the file must be a mapping of settings (key: value), not a %s", root.Line, kindName(root))
	}
	var walk func(n *yaml.Node, prefix string, depth int)
	walk = func(n *yaml.Node, prefix string, depth int) {
		if depth > 10 {
			return // only aliases nest this deep; settings are two levels
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			if val.Kind == yaml.AliasNode && val.Alias != nil {
				val = val.Alias
			}
			if k.Value == "<<" && k.Tag == "!!merge" {
				// A YAML merge: its keys belong to this mapping.
				if val.Kind == yaml.MappingNode {
					walk(val, prefix, depth+1)
				}
				continue
			}
			key := prefix + strings.ToLower(k.Value)
			if val.Kind == yaml.ScalarNode && val.Tag == "!!null" {
				continue // viper treats a null as unset: the default applies
			}
			lines[key] = fmt.Sprintf("%s:%d", name, k.Line)
			if val.Kind == yaml.MappingNode {
				walk(val, key+".", depth+1)
			}
		}
	}
	walk(root, "", 0)
	return lines, nil
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

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "list"
	case yaml.ScalarNode:
		return "single value"
	}
	return "document"
}

// unknownKey reports a key that is not a setting and suggests the closest
// one; show renders a key as the user would write it (an env name, say).
func unknownKey(key, value, origin string, show func(string) string) *Problem {
	_, sections := settingsSchema()
	hint := "valid keys: see `tablemate config show`"
	if best := suggest(key); best != "" {
		hint = "did you mean " + show(best) + "?"
	} else if prefix, _, ok := strings.Cut(key, "."); ok && sections[prefix] {
		hint = prefix + " has the keys " + strings.Join(sectionKeys(prefix), ", ")
	}
	return &Problem{Key: show(key), Value: value, Allowed: hint, Origin: origin, Err: ErrUnknownKey}
}

// synonyms are words a user may reach for instead of a key's last part.
var synonyms = map[string][]string{
	"difficulty":     {"level", "strength"},
	"language":       {"lang", "locale"},
	"database":       {"db"},
	"color":          {"colour", "colors"},
	"civilization":   {"civ", "civilisation"},
	"cards_per_turn": {"cards"},
	"deck_file":      {"deck"},
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
		for _, syn := range synonyms[key[dot+1:]] {
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
