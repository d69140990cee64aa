package wm

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tablemate/kernel"
)

func TestActionTextRoundTrip(t *testing.T) {
	t.Parallel()
	for _, a := range []Action{
		Quarry{}, Quarry{Tokens: 1}, Quarry{Tokens: 4}, QuarryDone{Player: "Ana"}, QuarryDone{Player: "Ana Maria"},
		QuarryDone{Player: "Zoë\u00a0Ü"}, Build{Level: 1}, Build{Level: 5}, Pass{}, Pass{Tokens: 3}, Pass{Tokens: 3, Gems: 2},
		Complete{}, Gems{Player: "Ben", Count: 0}, Gems{Player: "Ana Maria", Count: 7},
	} {
		got, err := ParseAction(a.String())
		if err != nil {
			t.Fatalf("parse(%q): %v", a, err)
		}
		if !reflect.DeepEqual(got, a) {
			t.Errorf("parse(print(%#v)) = %#v", a, got)
		}
	}
}

func TestActionTextErrors(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"":                  "empty action",
		"take 3":            `unknown action "take"`,
		"quarry 0":          "not a number from 1 to 4 (W-QUARRY-2)",
		"quarry 1 2":        "at most a token count",
		"quarry_done":       "black token",
		"quarry_done A B":   "black token",
		"build":             "build 1 to build 5",
		"build x":           `level "x" is not a number from 1 to 5`,
		"build 0":           "(W-BUILD-1)",
		"pass":              "pass 3 or pass 3 2",
		"pass -1":           "0 to 82 (W-PASS-1)",
		"pass 1 2 3":        "pass 3 or pass 3 2",
		"complete now":      "no arguments",
		"gems Ana":          "gems Ana 2",
		"gems Ana -2":       "0 to 82",
		`gems "Ana 2`:       "quote",
		`quarry_done "A,B"`: "black token",
	} {
		_, err := ParseAction(line)
		if err == nil || !strings.Contains(err.Error(), want) || !errors.Is(err, kernel.ErrSyntax) {
			t.Errorf("ParseAction(%q) = %v, want %q", line, err, want)
		}
	}
}

func TestSetupTextRoundTrip(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=checked",
		`setup game=worldmonuments players="Ana Maria,Ben,Cid,Dee" monument=notre_dame start="Ana Maria" screens=open`,
		"setup game=worldmonuments players=A,B,C monument=san_pietro start=A screens=checked levels=20,10,5,2,1",
		"setup game=worldmonuments players=A,B monument=capitol start=B screens=open overview=25,24,22",
	} {
		s, err := ParseSetup(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if s.String() != line {
			t.Errorf("print(parse(%q)) = %q", line, s.String())
		}
		if !IsSetupLine(line) {
			t.Errorf("IsSetupLine(%q) = false", line)
		}
	}
	// Accepted spellings are printed in the canonical form.
	s, err := ParseSetup("SETUP Game=WorldMonuments monument=Notre-Dame players=Ana,Ben start=ben")
	if err != nil || s.String() != "setup game=worldmonuments players=Ana,Ben monument=notre_dame start=Ben screens=checked" {
		t.Errorf("%v %q", err, s.String())
	}
	// A saved line without screens= predates the key: it is read unstated
	// and printed as it was, so a saved game reloads as it was played.
	old := "setup game=worldmonuments players=Ana,Ben monument=notre_dame start=Ben"
	if s, err := ParseSavedSetup(old); err != nil || s.Screens != ScreensUnstated || s.String() != old {
		t.Errorf("saved %q: %v %v %q", old, err, s.Screens, s.String())
	}
	if s, err := ParseSetup(old); err != nil || s.Screens != ScreensChecked {
		t.Errorf("script %q: %v %v", old, err, s.Screens)
	}
	if IsSetupLine("setup players=Ana,Ben mode=standard") {
		t.Errorf("a Monumental setup is not a World Monuments one")
	}
}

func TestSetupTextErrors(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"":                                       "the first line must be the setup",
		"setup players=Ana,Ben monument=capitol": "needs game=worldmonuments",
		"setup game=monumental players=Ana,Ben":  "this setup is for game=worldmonuments",
		"setup game=worldmonuments players=Ana,Ben monument=capitol monument=capitol": "given twice",
		"setup game=worldmonuments players=Ana,Ben monument=capitol seed=3":           `unknown setup key "seed"`,
		"setup game=worldmonuments players=Ana,Ben capitol":                           "not key=value",
		"setup game=worldmonuments players=Ana,Ben monument=pyramid":                  "monument=pyramid",
		"setup game=worldmonuments players=Ana,Ben monument=capitol start=Cid":        "start=Cid is not one of the players",
		"setup game=worldmonuments players=Ana,,Ben monument=capitol":                 "player 2 has no name",
		"setup game=worldmonuments players=Ana,Ben, monument=capitol":                 "player 3 has no name",
		"setup game=worldmonuments players=Ana,Ben monument=capitol screens=maybe":    "screens=maybe: use screens=checked",
		"setup game=worldmonuments players=Ana,Ben monument=capitol levels=4,x":       "levels=4,x: give whole numbers",
		"setup game=worldmonuments players=Ana,Ben monument=capitol overview=0,3,3":   "overview=0,3,3: give whole numbers from 1",
	} {
		if _, err := ParseSetup(line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseSetup(%q) = %v, want %q", line, err, want)
		}
	}
	for _, tc := range []struct{ line, want string }{
		{"setup game=worldmonuments players=Ana,ana monument=capitol", "used twice"},
		{"setup game=worldmonuments players=Ana,Ben monument=capitol levels=1,1,1,1,1,1", "6 levels: a monument has at most 5"},
		{"setup game=worldmonuments players=Ana,Ben monument=capitol levels=50,40", "adds up to 90 tokens: the box has 82"},
		{"setup game=worldmonuments players=Ana,Ben monument=capitol overview=20,20", "gives 2 rounds"},
		{"setup game=worldmonuments players=Ana,Ben", "no monument"},
	} {
		s, err := ParseSetup(tc.line)
		if err != nil {
			t.Fatalf("%s: %v", tc.line, err)
		}
		if _, err := NewGame(s); err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, kernel.ErrBadSetup) {
			t.Errorf("NewGame(%q) = %v, want %q", tc.line, err, tc.want)
		}
	}
}

// FuzzParseWMAction: the parser never panics, and what it reads prints to a
// text that reads back the same.
func FuzzParseWMAction(f *testing.F) {
	for _, s := range []string{"quarry", "quarry 3", "quarry_done Ana", `quarry_done "Ana Maria"`, "build 5",
		"pass 3 2", "pass 0", "complete", "gems Ben 4", `gems "\u00e9\t" 1`, "build +3", "pass 007", `"quarry"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		a, err := ParseAction(line)
		if err != nil {
			return
		}
		b, err := ParseAction(a.String())
		if err != nil {
			t.Fatalf("%q -> %#v prints as %q, which does not parse: %v", line, a, a.String(), err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%q -> %#v -> %q -> %#v", line, a, a.String(), b)
		}
	})
}

// Help texts list the verbs sorted, and each parses as an action.
func TestVerbsAreSortedAndEachParses(t *testing.T) {
	t.Parallel()
	vs := Verbs()
	if !slices.IsSorted(vs) || len(vs) != 6 {
		t.Errorf("Verbs() = %v", vs)
	}
	for _, v := range vs {
		if _, ok := parserOf(v); !ok {
			t.Errorf("%s has no parser", v)
		}
	}
}
