package tracker

import (
	"errors"
	"strings"
	"testing"

	"tablemate/kernel"
)

// A new game is refused what a real table cannot have, naming the rule and
// the setup key; the same setup saved before the rule was checked resumes.
func TestANewGameSuitsARealTable(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, line string
		key        kernel.SetupKey
		rule, says string
	}{
		{"M-SETUP-6 two players, one civilization", "setup players=Ana,Ben civs=egypt,Egypt", KeyCivs, "M-SETUP-6", "Ana and Ben both play Egypt"},
		{"M-SETUP-6 a player and the Automa, one civilization", "setup players=Ana civs=greece automa=greece", KeyAutomaCivs, "M-SETUP-6", "Ana and Automa both play Greece"},
		{"M-SETUP-6 a player and one of two Automas", "setup players=Ana,Ben bots=2 civs=china,japan automa=egypt,japan", KeyAutomaCivs, "M-SETUP-6", "Ben and Automa 2 both play Japan"},
		{"M-SETUP-6 a Lost Kingdoms civilization without it", "setup players=Ana,Ben civs=amazons,egypt", KeyCivs, "M-SETUP-6", "Amazons comes with the Lost Kingdoms expansion"},
		{"M-SETUP-6 the Automa's Lost Kingdoms civilization without it", "setup players=Ana automa=atlantis", KeyAutomaCivs, "M-SETUP-6", "Atlantis comes with the Lost Kingdoms expansion"},
		{"M-SETUP-2 an era of 0 cards", "setup players=Ana,Ben,Cid eras=12,0,8", KeyEras, "M-SETUP-2", "Era II has 0 cards"},
		{"M-SOLO-2 a start player the Automa overrules", "setup players=Ana,Ben bots=1 start=Ben", KeyStart, "M-SOLO-2", "Ben cannot start: an Automa plays first"},
	}
	for _, c := range cases {
		setup, err := ParseSetup(c.line)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		err = setup.Validate()
		var found *kernel.RuleError
		for _, e := range unjoinAll(err) {
			var re *kernel.RuleError
			if errors.As(e, &re) && re.Rule == c.rule && strings.Contains(re.Error(), c.says) {
				found = re
			}
		}
		if found == nil {
			t.Errorf("%s: want a refusal (%s) saying %q, got %v", c.name, c.rule, c.says, err)
			continue
		}
		if found.Key != c.key {
			t.Errorf("%s: the refusal is about %q, want %q", c.name, found.Key, c.key)
		}
		if _, err := NewGame(setup); err == nil {
			t.Errorf("%s: NewGame starts it", c.name)
		}
		// A game saved with it still resumes.
		if _, err := Load(c.line, nil, nil); err != nil {
			t.Errorf("%s: a saved game no longer resumes: %v", c.name, err)
		}
	}
	for _, line := range []string{
		"setup players=Ana,Ben civs=amazons,egypt lostkingdoms=on",
		"setup players=Ana civs=greece automa=random",
		"setup players=Ana,Ben bots=1 automa_first=off start=Ben",
		"setup players=Ana,Ben bots=1 start=Ana",
		"setup players=Ana,Ben bots=1 automa_rules=helper start=Ben",
	} {
		setup, err := ParseSetup(line)
		if err == nil {
			err = setup.Validate()
		}
		if err != nil {
			t.Errorf("%s: refused: %v", line, err)
		}
	}
}

func unjoinAll(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, unjoinAll(e)...)
		}
		return out
	}
	if err == nil {
		return nil
	}
	return []error{err}
}
