package tracker

import (
	"reflect"
	"strings"
	"testing"
)

func TestActionTextRoundTrip(t *testing.T) {
	t.Parallel()
	for _, a := range []Action{
		Take{Slots: []int{3}}, Take{Slots: []int{1, 6}}, EndTurn{}, Act{}, Pass{},
		Identify{Slot: 2, Identity: Identity{Type: Knowledge, Cost: 4}},
		Identify{Slot: 9, Identity: Identity{Type: Wonder, Cost: 12, Name: `The "Great" Library`}},
		Hire{Name: "Cleopatra VII"}, GiveBack{Name: "Caesar"}, Monster{Name: "Hydra"},
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
		"":                     "empty action",
		"tke 3":                "unknown action",
		"take":                 "at least one slot",
		"take x":               "not a slot number",
		"take 0":               "not a slot number",
		"end now":              "no arguments",
		"identify 3 wonder":    "identify needs",
		"identify 3 castle 4":  "unknown card type",
		"identify 3 wonder -1": "0 to 99",
		`hire "Cleo`:           "quote",
		"hire":                 "needs one name",
		`identify 3 wonder 4 "` + strings.Repeat("x", 50) + `"`: "longer than 40",
	} {
		_, err := ParseAction(line)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseAction(%q) = %v, want %q", line, err, want)
		}
	}
}

func TestSetupTextRoundTrip(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"setup mode=standard players=Ana,Ben,Cid start=Ben seed=42",
		`setup mode=continuous players="Ana Maria,Ben" start="Ana Maria" seed=-7 civs=china,egypt celebrities=on monsters=on eras=10,5,5 display=8 end=before_refill devdiscard=remaining`,
		"setup mode=standard players=Solo seed=1 renaissance=on eras=15,12,12,8 automa=egypt difficulty=3 automa_cards=2 modules=celebrities",
	} {
		s, err := ParseSetup(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if s.String() != line {
			t.Errorf("print(parse(%q)) = %q", line, s.String())
		}
		again, err := ParseSetup(s.String())
		if err != nil || !reflect.DeepEqual(again, s) {
			t.Errorf("parse(print(s)) differs: %+v vs %+v (%v)", again, s, err)
		}
	}
}

func FuzzParseAction(f *testing.F) {
	for _, seed := range []string{"take 3", "take 1 6", "end", "pass", "act", `identify 2 wonder 5 "Great Library"`,
		`hire "Cleopatra"`, "giveback X", "monster Hydra", `take "3"`, "identify 1 k 0 a\\x"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		a, err := ParseAction(line)
		if err != nil {
			return
		}
		again, err := ParseAction(a.String())
		if err != nil {
			t.Fatalf("print(%q) = %q does not parse: %v", line, a.String(), err)
		}
		if !reflect.DeepEqual(a, again) {
			t.Fatalf("round trip: %#v -> %q -> %#v", a, a.String(), again)
		}
	})
}

func FuzzParseSetup(f *testing.F) {
	f.Add("setup players=Ana,Ben mode=continuous seed=3")
	f.Add(`setup players="A B,C" eras=1,2,3 display=7 automa=china`)
	f.Add("setup players=Ana,Ben bots=2 automa=egypt,random difficulty=1,4 bot_seats=2,4 automa_rules=helper automa_first=on automa_gold=off automa_quest=on")
	f.Fuzz(func(t *testing.T, line string) {
		s, err := ParseSetup(line)
		if err != nil {
			return
		}
		again, err := ParseSetup(s.String())
		if err != nil {
			t.Fatalf("print(%q) = %q does not parse: %v", line, s.String(), err)
		}
		if again.String() != s.String() {
			t.Fatalf("round trip: %q -> %q", s.String(), again.String())
		}
		if s.Validate() == nil && len(s.Players) > 0 {
			if _, _, err := New(s); err != nil {
				t.Fatalf("valid setup %q refused: %v", s, err)
			}
		}
	})
}
