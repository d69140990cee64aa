package deckfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/automa"
)

func TestDefaultDeck(t *testing.T) {
	t.Parallel()
	d, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	counts := map[automa.Kind]int{}
	for _, c := range d.Cards {
		counts[c.Kind]++
	}
	want := map[automa.Kind]int{automa.KindStandard: 15, automa.KindCivilization: 12, automa.KindAdvanced: 8,
		automa.KindHero: 1, automa.KindAfrican: 7}
	for k, n := range want {
		if counts[k] != n {
			t.Errorf("%s cards: %d, want %d", k, counts[k], n)
		}
	}
	if d.Rules != (automa.Rules{StartGold: 2, ImpossibleGold: 2, PolicyCap: 5, PolicyCapGold: 2, TokenGold: 5, BenefitGold: 2}) {
		t.Errorf("rules %+v", d.Rules)
	}
	for _, civ := range []string{"china", "denmark", "egypt", "greece", "japan"} {
		c, ok := d.Civilization(civ)
		if !ok || c.Set != "base" {
			t.Errorf("base civilization %s: %+v %v", civ, c, ok)
		}
	}
	// Standard 6: explorers, +2 again, building, then the Aggressive tail.
	s6 := d.Cards[5]
	if s6.ID != "S06" || len(s6.Lines) != 5 || s6.Lines[1].Price != 2 || s6.Lines[3].N != 3 ||
		s6.Lines[3].Target != automa.Highest || s6.Lines[4].Action != automa.ActShuffle || s6.Lines[4].Type != "aggressive" {
		t.Errorf("S06 is %+v", s6)
	}
	if d2, _ := Load(""); d2 != d {
		t.Error("Load(\"\") must give the embedded deck")
	}
}

const goodHead = `name: t
rules: {start_gold: 2, impossible_gold: 2, policy_cap: 5, policy_cap_gold: 2}
civilizations:
  - {name: china, set: base, type: technological}
cards:
`

func TestParseErrorsNameTheLine(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		body string
		line int
		want string
	}{
		{"unknown action", "  - id: X\n    kind: standard\n    lines:\n      - {action: conqure}\n", 9, `unknown action "conqure"`},
		{"bad type", "  - id: X\n    kind: standard\n    lines:\n      - {action: gold, n: 1, type: sneaky}\n", 9, `bad type "sneaky"`},
		{"negative price", "  - id: X\n    kind: standard\n    lines:\n      - {action: gold, n: 1}\n      - {action: gold, n: 1, price: -2}\n", 10, "price: -2 is negative"},
		{"unknown key in a line", "  - id: X\n    kind: standard\n    lines:\n      - {action: gold, n: 1, times: 2}\n", 9, `unknown key "times"`},
		{"unknown key in a card", "  - id: X\n    kind: standard\n    colour: red\n    lines:\n      - {action: gold, n: 1}\n", 8, `unknown key "colour"`},
		{"bad kind", "  - id: X\n    kind: legendary\n    lines:\n      - {action: gold, n: 1}\n", 7, `unknown card kind "legendary"`},
		{"target on a policy", "  - id: X\n    kind: standard\n    lines:\n      - {action: policy, target: highest}\n", 9, "has no target"},
		{"gold without n", "  - id: X\n    kind: standard\n    lines:\n      - {action: gold}\n", 9, "needs n"},
		{"duplicate id", "  - id: X\n    kind: standard\n    lines: [{action: draw}]\n  - id: X\n    kind: standard\n    lines: [{action: draw}]\n", 9, `card id "X" is used twice (first on line 6)`},
		{"unknown civilization", "  - id: X\n    kind: civilization\n    civilization: rome\n    lines: [{action: draw}]\n", 8, `civilization "rome" is not in the civilizations list`},
		{"no lines", "  - id: X\n    kind: standard\n", 6, "has no lines"},
		// yaml.v3 reports an unclosed flow list at the item that holds it.
		{"yaml syntax", "  - id: X\n    kind: [standard\n", 6, "not valid YAML"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(goodHead+tc.body), "deck.yaml")
			var es Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("want Errors, got %v", err)
			}
			if es[0].Line != tc.line || !strings.Contains(es[0].Msg, tc.want) {
				t.Fatalf("got %v; want line %d with %q", err, tc.line, tc.want)
			}
			if !strings.Contains(err.Error(), "deck.yaml:") {
				t.Fatalf("the error does not name the file: %v", err)
			}
		})
	}
}

func TestParseReportsEveryMistake(t *testing.T) {
	t.Parallel()
	body := "  - id: X\n    kind: standard\n    lines:\n      - {action: fly}\n      - {action: gold, n: 1, price: -1}\n"
	_, err := Parse([]byte(strings.Replace(goodHead, "start_gold: 2, ", "", 1)+body), "d.yaml")
	var es Errors
	if !errors.As(err, &es) || len(es) != 3 {
		t.Fatalf("want 3 mistakes (missing start_gold, action, price), got %v", err)
	}
	if es[0].Line != 2 || es[1].Line != 9 || es[2].Line != 10 {
		t.Fatalf("lines %d %d %d", es[0].Line, es[1].Line, es[2].Line)
	}
}

func TestLoadFileAndRoundTripOfDefault(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.yaml")
	if err := os.WriteFile(path, DefaultYAML(), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	def, _ := Default()
	if len(d.Cards) != len(def.Cards) || d == def {
		t.Fatalf("a copy of the default file must parse to an equal, separate deck")
	}
	if _, err := Load(filepath.Join(dir, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Fatalf("missing file: %v", err)
	}
}

// fuzzSeed is a small deck that uses every key of the format. The whole
// embedded deck is no seed: the fuzzer minimizes every new input it finds,
// and minimizing mutations of a 17 KB file stalled it (6-665 inputs a
// minute); the embedded deck is parsed by its own tests.
const fuzzSeed = goodHead + `  - id: X
    title: A card
    kind: civilization
    civilization: china
    lines:
      - {action: conquer, target: highest, price: 2, n: 3, type: aggressive}
      - {action: knowledge, all: true, repeat: 2}
      - {action: policy, n: 2, per: policy, if: fewest_policies}
      - {action: instruct, text: do it}
  - id: Y
    kind: african
    group: trading_post
    lines: [{action: trading_post}, {action: remove}]
`

func FuzzParseDeck(f *testing.F) {
	f.Add([]byte(fuzzSeed))
	f.Add([]byte(goodHead + "  - id: X\n    kind: standard\n    lines: [{action: draw}]\n"))
	f.Add([]byte("cards: [{lines: [{action: 3}]}]"))
	f.Add([]byte("- a\n- b"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse(data, "fuzz.yaml")
		if err == nil {
			if d == nil {
				t.Fatal("no deck and no error")
			}
			if verr := d.Validate(); verr != nil {
				t.Fatalf("a parsed deck does not validate: %v", verr)
			}
		} else if d != nil {
			t.Fatal("a deck with an error")
		}
	})
}
