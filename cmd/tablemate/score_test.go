package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tablemate/scorefile"
	"tablemate/scoring"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// runScore runs `tablemate score ARGS...` through the real root command.
func runScore(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetIn(strings.NewReader(stdin))
	root.SetArgs(append([]string{"score"}, args...))
	err := root.Execute()
	return out.String(), err
}

func scoreData(name string) string { return filepath.Join("testdata", "score", name) }

func TestScoreGolden(t *testing.T) {
	t.Parallel()
	ext := map[string]string{"table": "txt", "json": "json", "csv": "csv", "markdown": "md"}
	tests := []struct {
		name    string
		golden  string // testdata/score/<golden>.golden.<ext>
		input   string
		flags   []string
		formats []string
	}{
		{"M-SCORE-3 four players, Gold breaks a tie on points, Culture orders the rest", "four-players", "four-players.yaml", nil, []string{"table", "json", "csv", "markdown"}},
		{"M-SCORE-4 solo against the Automa", "solo", "solo.yaml", nil, []string{"table", "json"}},
		{"M-SCORE-4 solo with --automa-gold", "solo-automa-gold", "solo.yaml", []string{"--automa-gold"}, []string{"table", "json", "csv"}},
		{"M-SCORE-4 Automa gold points from the options block", "solo-options", "solo-options.yaml", nil, []string{"table", "json"}},
		{"M-SCORE-2 African Empires (JSON file) with --literal-dominance", "african-empires-literal", "african-empires.json", []string{"--literal-dominance"}, []string{"table", "json", "csv", "markdown"}},
		{"M-SCORE-2 African Empires, default dominance reading", "african-empires", "african-empires.json", nil, []string{"table"}},
		{"M-SCORE-3 shared victory, ranks 1, 1, 3", "shared", "shared.yaml", nil, []string{"table", "json", "csv", "markdown"}},
	}
	for _, tt := range tests {
		for _, format := range tt.formats {
			t.Run(tt.name+" "+format, func(t *testing.T) {
				args := append(append([]string{"--format", format}, tt.flags...), scoreData(tt.input))
				got, err := runScore(t, "", args...)
				if err != nil {
					t.Fatalf("score %v: %v", args, err)
				}
				golden := scoreData(tt.golden + ".golden." + ext[format])
				if *update {
					if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test ./cmd/tablemate/ -run TestScoreGolden -update to create it)", err)
				}
				if got != string(want) {
					t.Errorf("score %v differs from %s:\n--- got\n%s\n--- want\n%s", args, golden, got, want)
				}
			})
		}
	}
}

// TestScoreJSONContract checks the documented JSON shape key by key, so
// that regenerating the golden files cannot silently change it.
func TestScoreJSONContract(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		args   []string
		points []string
	}{
		{"M-SCORE-1 base game", []string{"testdata/score/four-players.yaml"}, []string{"knowledge", "wonders", "policies", "provinces"}},
		{"M-SCORE-4 Automa gold adds its category", []string{"--automa-gold", "testdata/score/solo.yaml"}, []string{"knowledge", "wonders", "policies", "provinces", "automa_gold"}},
		{"M-SCORE-1 African Empires adds its categories", []string{"testdata/score/african-empires.json"},
			[]string{"knowledge", "wonders", "policies", "provinces", "trade", "monsters", "natural_wonders", "future_projects", "quests"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := runScore(t, "", append([]string{"--format", "json"}, tc.args...)...)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(out, "{\n  \"players\": [\n    {\n      \"name\"") {
				t.Errorf("output is not indented by 2 spaces:\n%s", out)
			}
			var doc map[string]json.RawMessage
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatal(err)
			}
			if got := slices.Sorted(maps.Keys(doc)); !slices.Equal(got, []string{"explanation", "players", "winners"}) {
				t.Errorf("top-level keys = %v", got)
			}
			var players []map[string]json.RawMessage
			if err := json.Unmarshal(doc["players"], &players); err != nil {
				t.Fatal(err)
			}
			for _, p := range players {
				if got := slices.Sorted(maps.Keys(p)); !slices.Equal(got, []string{"automa", "culture", "dominance", "gold", "name", "points", "rank", "total"}) {
					t.Errorf("player keys = %v", got)
				}
				// Key order inside points follows the categories, as documented.
				var order []string
				dec := json.NewDecoder(bytes.NewReader(p["points"]))
				dec.Token()
				for dec.More() {
					k, _ := dec.Token()
					order = append(order, k.(string))
					var v int
					if err := dec.Decode(&v); err != nil {
						t.Fatalf("points value: %v", err)
					}
				}
				if !slices.Equal(order, tc.points) {
					t.Errorf("points keys = %v, want %v", order, tc.points)
				}
				if string(p["dominance"]) == "null" {
					t.Error("dominance is null, want a list")
				}
			}
			var winners, explanation []string
			if json.Unmarshal(doc["winners"], &winners) != nil || len(winners) == 0 {
				t.Errorf("winners = %s", doc["winners"])
			}
			if json.Unmarshal(doc["explanation"], &explanation) != nil || len(explanation) == 0 {
				t.Errorf("explanation = %s", doc["explanation"])
			}
		})
	}
}

func TestScoreInputOrderAndStdin(t *testing.T) {
	t.Parallel()
	// Ranks differ from the input order; the JSON keeps the input order.
	in := `{"players": [
	  {"name": "Zoe", "knowledge": 0, "wonders": 0, "policies": 0, "provinces": 1, "gold": 0, "culture": 0},
	  {"name": "Abe", "knowledge": 3, "wonders": 0, "policies": 0, "provinces": 0, "gold": 0, "culture": 0}]}`
	out, err := runScore(t, in, "--format", "json", "-")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Players []struct {
			Name  string
			Total int
			Rank  int
		}
		Winners []string
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Players) != 2 || doc.Players[0].Name != "Zoe" || doc.Players[0].Rank != 2 || doc.Players[1].Total != 6 || !slices.Equal(doc.Winners, []string{"Abe"}) {
		t.Errorf("M-SCORE-3 stdin result = %+v", doc)
	}
}

func TestScoreFlagsOverrideOptions(t *testing.T) {
	t.Parallel()
	// solo-options.yaml turns Automa gold points on: Bot wins 25 to 24.
	// Turning the option off on the command line makes Ana win 24 to 23.
	for _, tc := range []struct {
		name   string
		args   []string
		winner string
	}{
		{"M-SCORE-4 file options apply", nil, "Bot"},
		{"M-SCORE-4 --automa-gold=false wins over the file", []string{"--automa-gold=false"}, "Ana"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := runScore(t, "", append(append([]string{"--format", "json"}, tc.args...), scoreData("solo-options.yaml"))...)
			if err != nil {
				t.Fatal(err)
			}
			var doc struct{ Winners []string }
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(doc.Winners, []string{tc.winner}) {
				t.Errorf("winners = %v, want %s", doc.Winners, tc.winner)
			}
		})
	}
}

func TestScoreErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		stdin string
		args  []string
		is    error
		code  int // exitError code; 0: a plain error (exit 1)
		want  []string
	}{
		{
			name: "M-SCORE-1 typo in the tallies file names the key, the player and the line",
			args: []string{scoreData("typo.yaml")},
			is:   scorefile.ErrUnknownKey,
			want: []string{"typo.yaml:11:", `player "Ben"`, `unknown key "wonder"`, `did you mean "wonders"?`},
		},
		{
			name: "M-SCORE-1 African Empires counts need the option",
			stdin: `players:
  - {name: Ana, knowledge: 1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0, quests: 1}
`,
			args: []string{"-"},
			is:   scoring.ErrExpansionOff,
			want: []string{"stdin:2:", `player "Ana": quests is 1, but African Empires scoring is off`},
		},
		{
			name:  "M-SCORE-1 negative count from stdin",
			stdin: "players:\n  - {name: Ana, knowledge: -1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n",
			args:  []string{"-"},
			is:    scoring.ErrNegative,
			want:  []string{`stdin:2: player "Ana": knowledge is -1: counts cannot be negative`},
		},
		{
			name:  "M-SCORE-1 JSON syntax error",
			stdin: "{\"players\": [\n]]}",
			args:  []string{"-"},
			is:    scorefile.ErrSyntax,
			want:  []string{"stdin:2: JSON syntax error"},
		},
		{
			name: "M-SCORE-1 missing file",
			args: []string{scoreData("no-such-file.yaml")},
			is:   os.ErrNotExist,
			want: []string{"cannot read testdata/score/no-such-file.yaml: no such file or directory"},
		},
		{
			name: "M-SCORE-1 unknown format is a usage error",
			args: []string{"--format", "xml", scoreData("shared.yaml")},
			code: 2,
			want: []string{`--format "xml": use table, json, csv or markdown`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := runScore(t, tt.stdin, tt.args...)
			if err == nil {
				t.Fatalf("score succeeded:\n%s", out)
			}
			if out != "" {
				t.Errorf("an error still printed output:\n%s", out)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("error is not %v: %v", tt.is, err)
			}
			var ee *exitError
			if got := errors.As(err, &ee); got != (tt.code != 0) || (got && ee.code != tt.code) {
				t.Errorf("exit code: error %#v, want code %d", err, tt.code)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q:\n%v", w, err)
				}
			}
		})
	}
}

// The config's scoring readings are the defaults of `tablemate score`; a
// tallies file's options block overrides them only where it speaks.
func TestScoreConfigReadings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	os.WriteFile(cfg, []byte("rules:\n  dominance: literal\n"), 0o600)
	tallies := filepath.Join(dir, "t.yaml")
	os.WriteFile(tallies, []byte("players:\n"+
		"  - {name: A, knowledge: 1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n"+
		"  - {name: B, knowledge: 0, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n"), 0o600)
	total := func(args ...string) string {
		t.Helper()
		out, err := runScore(t, "", append([]string{"--format", "csv"}, args...)...)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	// Literal M-SCORE-2: A gets +3 for Knowledge and +3 in each of the three
	// empty categories (tied at 0 with B): 1 + 12 = 13.
	if out := total("--config", cfg, tallies); !strings.Contains(out, ",13,") {
		t.Errorf("config literal dominance not applied:\n%s", out)
	}
	if out := total(tallies); strings.Contains(out, ",13,") {
		t.Errorf("default reading gave the literal bonus:\n%s", out)
	}
	os.WriteFile(tallies, append(mustRead(t, tallies), []byte("options: {literal_dominance: false}\n")...), 0o600)
	if out := total("--config", cfg, tallies); strings.Contains(out, ",13,") {
		t.Errorf("the file's options block should override the config:\n%s", out)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
