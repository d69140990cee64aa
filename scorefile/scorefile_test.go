package scorefile

import (
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tablemate/scoring"
)

const validYAML = `# a four-player game with the Automa
players:
  - name: Ana
    knowledge: 5
    wonders: 3
    policies: 2
    provinces: 4
    gold: 4
    culture: 2
  - name: Automa
    automa: true
    knowledge: 4
    wonders: 2
    policies: 1
    provinces: 5
    gold: 7
    culture: 0
    trade_steps: 3
    monsters: 1
    natural_wonders: 2
    future_projects: 1
    quests: 2
options:
  literal_dominance: true
  automa_gold_points: true
  african_empires: true
`

const validJSON = `{
  "players": [
    {"name": "Ana", "knowledge": 5, "wonders": 3, "policies": 2, "provinces": 4, "gold": 4, "culture": 2},
    {"name": "Automa", "automa": true, "knowledge": 4, "wonders": 2, "policies": 1, "provinces": 5,
     "gold": 7, "culture": 0, "trade_steps": 3, "monsters": 1, "natural_wonders": 2, "future_projects": 1, "quests": 2}
  ],
  "options": {"literal_dominance": true, "automa_gold_points": true, "african_empires": true}
}`

func TestParseValid(t *testing.T) {
	t.Parallel()
	want := []scoring.Tally{
		{Name: "Ana", Knowledge: 5, Wonders: 3, Policies: 2, Provinces: 4, Gold: 4, Culture: 2},
		{Name: "Automa", Automa: true, Knowledge: 4, Wonders: 2, Policies: 1, Provinces: 5, Gold: 7,
			TradeSteps: 3, Monsters: 1, NaturalWonders: 2, FutureProjects: 1, Quests: 2},
	}
	wantOpt := scoring.Options{LiteralDominance: true, AutomaGoldPoints: true, AfricanEmpires: true}
	for _, tc := range []struct{ name, data string }{{"M-SCORE-1 YAML", validYAML}, {"M-SCORE-1 JSON", validJSON}} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse("t", []byte(tc.data))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(f.Tallies, want) {
				t.Errorf("tallies = %+v\nwant %+v", f.Tallies, want)
			}
			if f.Options != wantOpt {
				t.Errorf("options = %+v, want %+v", f.Options, wantOpt)
			}
		})
	}
}

func TestParseOptionalKeysDefault(t *testing.T) {
	t.Parallel()
	f, err := Parse("t", []byte("players:\n  - {name: Ana, knowledge: 1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if f.Tallies[0].Automa || f.Options != (scoring.Options{}) {
		t.Errorf("optional keys did not default to off: %+v %+v", f.Tallies[0], f.Options)
	}
}

// player writes one player entry in block style with extra lines appended.
func player(name string, extra ...string) string {
	lines := []string{"  - name: " + name, "    knowledge: 1", "    wonders: 0", "    policies: 0", "    provinces: 0", "    gold: 0", "    culture: 0"}
	return strings.Join(append(lines, extra...), "\n") + "\n"
}

func TestParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		data string
		is   error
		want []string // substrings of the error, including the line
	}{
		{
			name: "M-SCORE-1 typo in a player key suggests the closest key",
			data: "players:\n" + player("Ana", "    wonder: 2"),
			is:   ErrUnknownKey,
			want: []string{`t.yaml:9: player "Ana": unknown key "wonder" (did you mean "wonders"?)`},
		},
		{
			name: "M-SCORE-1 far-off key lists the valid keys",
			data: "players:\n" + player("Ana", "    zzzzzzzz: 2"),
			is:   ErrUnknownKey,
			want: []string{`t.yaml:9: player "Ana": unknown key "zzzzzzzz" (valid keys: name, knowledge,`},
		},
		{
			name: "M-SCORE-2 typo in an option",
			data: "players:\n" + player("Ana") + "options:\n  literal_dominanse: true\n",
			is:   ErrUnknownKey,
			want: []string{`t.yaml:10: unknown key "literal_dominanse" in options (did you mean "literal_dominance"?)`},
		},
		{
			name: "M-SCORE-1 typo at the top level",
			data: "player:\n" + player("Ana"),
			is:   ErrUnknownKey,
			want: []string{`t.yaml:1: unknown key "player" at the top level (did you mean "players"?)`, "no players"},
		},
		{
			name: "M-SCORE-1 fractional count",
			data: "players:\n" + strings.Replace(player("Ana"), "knowledge: 1", "knowledge: 2.5", 1),
			is:   ErrNotInteger,
			want: []string{`t.yaml:3: player "Ana": knowledge must be a whole number, found 2.5`},
		},
		{
			name: "M-SCORE-1 count written as a word",
			data: "players:\n" + strings.Replace(player("Ana"), "knowledge: 1", `knowledge: "two"`, 1),
			is:   ErrNotInteger,
			want: []string{`t.yaml:3: player "Ana": knowledge must be a whole number, found "two"`},
		},
		{
			name: "M-SCORE-1 count with no value",
			data: "players:\n" + strings.Replace(player("Ana"), "wonders: 0", "wonders:", 1),
			is:   ErrNotInteger,
			want: []string{`t.yaml:4: player "Ana": wonders must be a whole number, found no value`},
		},
		{
			name: "M-SCORE-1 negative count",
			data: "players:\n" + strings.Replace(player("Ana"), "provinces: 0", "provinces: -3", 1),
			is:   scoring.ErrNegative,
			want: []string{`t.yaml:6: player "Ana": provinces is -3: counts cannot be negative`},
		},
		{
			name: "M-SCORE-1 count beyond int64",
			data: "players:\n" + strings.Replace(player("Ana"), "gold: 0", "gold: 99999999999999999999", 1),
			is:   ErrNotInteger,
			want: []string{`t.yaml:7: player "Ana": gold is 99999999999999999999: out of range`},
		},
		{
			name: "M-SCORE-1 missing count",
			data: "players:\n  - {name: Ana, knowledge: 1, wonders: 0, policies: 0, provinces: 0, gold: 0}\n",
			is:   ErrMissingKey,
			want: []string{`t.yaml:2: player "Ana": missing key "culture" (write culture: 0 if there is none)`},
		},
		{
			name: "M-SCORE-1 several missing counts make one message",
			data: "players:\n  - {name: Ana, knowledge: 1, provinces: 0, gold: 0}\n  - {knowledge: 1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n",
			is:   ErrMissingKey,
			want: []string{`t.yaml:2: player "Ana": missing keys "wonders", "policies", "culture" (write 0`, `t.yaml:3: player 2: missing key "name"`},
		},
		{
			name: "M-SCORE-1 key given twice",
			data: "players:\n" + player("Ana", "    knowledge: 2"),
			is:   ErrDuplicateKey,
			want: []string{`t.yaml:9: key "knowledge" for player "Ana" is given twice (first on line 3)`},
		},
		{
			name: "M-SCORE-3 duplicate name ignoring case",
			data: "players:\n" + player("Ana") + player("ANA"),
			is:   scoring.ErrDuplicateName,
			want: []string{`t.yaml:9: player "ANA": duplicate name: "Ana" is already on line 2`},
		},
		{
			name: "M-SCORE-1 empty name",
			data: "players:\n" + player(`""`),
			is:   scoring.ErrEmptyName,
			want: []string{`t.yaml:2: player 1: name is empty`},
		},
		{
			name: "M-SCORE-4 automa must be true or false",
			data: "players:\n" + player("Bot", "    automa: maybe"),
			is:   ErrNotBool,
			want: []string{`t.yaml:9: player "Bot": automa must be true or false, found "maybe"`},
		},
		{
			name: "M-SCORE-1 empty file",
			data: "",
			is:   scoring.ErrNoPlayers,
			want: []string{"t.yaml: the file is empty"},
		},
		{
			name: "M-SCORE-1 empty players list",
			data: "players: []\n",
			is:   scoring.ErrNoPlayers,
			want: []string{"t.yaml:1: no players"},
		},
		{
			name: "M-SCORE-1 players is not a list",
			data: "players: Ana\n",
			is:   ErrStructure,
			want: []string{`t.yaml:1: players must be a list`},
		},
		{
			name: "M-SCORE-1 YAML syntax error points at the bad line",
			data: "players:\n  - name: Ana\n    knowledge: 1\n   wonders: 2\n",
			is:   ErrSyntax,
			want: []string{"t.yaml:4: this is not valid YAML"},
		},
		{
			name: "M-SCORE-1 JSON trailing comma",
			data: "{\"players\": [\n  {\"name\": \"Ana\", \"knowledge\": 1,}\n]}",
			is:   ErrSyntax,
			want: []string{"t.yaml:2: JSON syntax error at column 34: invalid character '}'"},
		},
		{
			name: "M-SCORE-1 JSON unterminated",
			data: "{\"players\": [\n  {\"name\": \"Ana\"",
			is:   ErrSyntax,
			want: []string{"t.yaml:2: JSON syntax error at column 16: unexpected end of JSON input"},
		},
		{
			name: "M-SCORE-1 JSON type errors keep their lines",
			data: "{\"players\": [\n  {\"name\": \"Ana\", \"knowledge\": 1.5, \"wonders\": 0, \"policies\": 0, \"provinces\": 0, \"gold\": 0, \"culture\": 0}\n]}",
			is:   ErrNotInteger,
			want: []string{`t.yaml:2: player "Ana": knowledge must be a whole number, found 1.5`},
		},
		{
			name: "M-SCORE-1 every problem is reported, in file order",
			data: "players:\n" + player("Ana", "    wonder: 1") + player("Ben", "    gold: -1"),
			is:   ErrUnknownKey,
			want: []string{"t.yaml:9: player \"Ana\": unknown key \"wonder\"", "t.yaml:17: key \"gold\" for player \"Ben\" is given twice (first on line 15)"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.yaml", []byte(tt.data))
			if err == nil {
				t.Fatalf("Parse succeeded: %+v", f.Tallies)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("error is not %v:\n%v", tt.is, err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q:\n%v", w, err)
				}
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "t.yaml:") || strings.Contains(line, "goroutine") {
					t.Errorf("error line %q does not name the file first", line)
				}
			}
		})
	}
}

func TestTypoNamesKeyAndLine(t *testing.T) {
	t.Parallel()
	data := "players:\n" + player("Ana") + player("Ben", "    Wonders: 3")
	_, err := Parse("game.yaml", []byte(data))
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is not a *Error", err)
	}
	if e.Line != 16 || !errors.Is(err, ErrUnknownKey) {
		t.Errorf("line %d, error %v; want line 16, ErrUnknownKey", e.Line, err)
	}
	for _, w := range []string{`"Wonders"`, `player "Ben"`, `did you mean "wonders"?`, "game.yaml:16:"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q lacks %s", err, w)
		}
	}
}

func TestTypoReplacingARequiredKeyIsOneError(t *testing.T) {
	t.Parallel()
	data := "players:\n" + strings.Replace(player("Ana"), "wonders: 0", "wonder: 0", 1)
	_, err := Parse("t.yaml", []byte(data))
	if err == nil || strings.Count(err.Error(), "\n") != 0 || !strings.Contains(err.Error(), `t.yaml:4: player "Ana": unknown key "wonder" (did you mean "wonders"?)`) {
		t.Errorf("want one error about the typo on line 4, got:\n%v", err)
	}
	// Without a typo standing in for it, a missing key is still reported.
	data = "players:\n" + strings.Replace(player("Ana"), "    wonders: 0\n", "", 1)
	if _, err := Parse("t.yaml", []byte(data)); !errors.Is(err, ErrMissingKey) {
		t.Errorf("missing wonders: got %v, want ErrMissingKey", err)
	}
}

func TestScoreLocatesOptionErrors(t *testing.T) {
	t.Parallel()
	// African Empires counts in the file, but the option is off: the error
	// points at the key, so the table knows which count to look at.
	f, err := Parse("t.yaml", []byte("players:\n"+player("Ana", "    quests: 2")))
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.Score(f.Options)
	if !errors.Is(err, scoring.ErrExpansionOff) || !strings.Contains(err.Error(), `t.yaml:9: player "Ana": quests is 2`) {
		t.Errorf("Score error = %v", err)
	}
	res, err := f.Score(scoring.Options{AfricanEmpires: true})
	if err != nil {
		t.Fatal(err)
	}
	if pts, _ := res.Players[0].PointsFor(scoring.Quests); pts != 4 {
		t.Errorf("Quests points = %d, want 4", pts)
	}
}

func TestSuggest(t *testing.T) {
	t.Parallel()
	for typo, want := range map[string]string{
		"wonder": "wonders", "Knowledge": "knowledge", "gld": "gold", "trade": "trade_steps",
		"cultural_policies": "policies", "autmoa": "automa", "natural_wonder": "natural_wonders",
	} {
		if got := suggest(typo, playerKeys).String(); got != ` (did you mean "`+want+`"?)` {
			t.Errorf("suggest(%q) = %q, want %q", typo, got, want)
		}
	}
}

func FuzzParseTallies(f *testing.F) {
	for _, seed := range []string{
		validYAML, validJSON, "", "players: []", "players:\n" + player("Ana", "    wonder: 2"),
		"players:\n" + player("Ana") + player("ana"), "{\"players\": [{\"name\": \"A\",}]}",
		"players: &a [*a]", "players:\n  - &p {name: A, knowledge: 1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n  - *p\n",
		"\tplayers: x", "players:\n  - {name: A, knowledge: -1}",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz", data)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "fuzz:") {
					t.Fatalf("error line %q does not name the file first", line)
				}
			}
			return
		}
		if err := scoring.Validate(file.Tallies); err != nil {
			t.Fatalf("parsed tallies do not validate: %v", err)
		}
		// Whatever the options, scoring a parsed file either works or
		// refuses expansion counts with the expansion off.
		for _, opt := range []scoring.Options{file.Options, {AfricanEmpires: true, LiteralDominance: true, AutomaGoldPoints: true}} {
			if _, err := file.Score(opt); err != nil && !(errors.Is(err, scoring.ErrExpansionOff) && !opt.AfricanEmpires) {
				t.Fatalf("Score(%+v): %v", opt, err)
			}
		}
	})
}

// One run reports every mistake: the file's own (a typo, a fraction) and
// the rules' (a negative count, a duplicate name).
func TestEveryProblemAtOnce(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/every-problem.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Parse("every-problem.yaml", data)
	for _, want := range []string{`:4: player "Ana": unknown key "wonder"`, `:15: player "Ben": culture is -1`, `:16: player "ana": duplicate name`, `:17: player "ana": knowledge must be a whole number`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error should contain %q:\n%v", want, err)
		}
	}
}

// playerKeys is written out (a literal costs nothing at start); it must
// stay the base keys followed by the optional ones.
func TestPlayerKeysAreTheBaseThenTheOptionalKeys(t *testing.T) {
	t.Parallel()
	if want := append(append([]string{}, baseKeys...), optionalKeys...); !slices.Equal(playerKeys, want) {
		t.Errorf("playerKeys %v, want %v", playerKeys, want)
	}
}
