package wmplan

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tablemate/tracker/wm"
)

func TestExampleFileParsesAndSaysItIsMadeUp(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "MADE-UP NUMBERS") {
		t.Error("the example file must say its numbers are made up")
	}
	p, err := Load("example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if p.Monument != wm.Capitol || !slices.Equal(p.Levels, []int{10, 6, 3}) || !slices.Equal(p.Rounds, []int{20, 18, 16}) {
		t.Errorf("example plan %+v", p)
	}
}

func TestEitherPartAlone(t *testing.T) {
	t.Parallel()
	p, err := Parse([]byte("levels: [4, 2]\n"), "l.yaml")
	if err != nil || p.Monument != wm.NoMonument || !slices.Equal(p.Levels, []int{4, 2}) || p.Rounds != nil {
		t.Errorf("levels only: %+v %v", p, err)
	}
	p, err = Parse([]byte("overview:\n  - 5\n  - 6\n  - 7\n"), "o.yaml")
	if err != nil || p.Levels != nil || !slices.Equal(p.Rounds, []int{5, 6, 7}) {
		t.Errorf("overview only: %+v %v", p, err)
	}
}

func TestEveryMistakeNamedWithItsLine(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		body string
		want []string // "line:fragment" for every error, in order
	}{
		{"empty", "", []string{"1:empty"}},
		{"not a mapping", "- 1\n- 2\n", []string{"1:mapping"}},
		{"yaml syntax", "levels: [1, 2\n", []string{"1:not valid YAML"}},
		{"neither part", "monument: capitol\n", []string{"1:neither levels"}},
		{"unknown key and twice", "levels: [1]\nlevel: [2]\nlevels: [3]\n", []string{"2:unknown key \"level\"", "3:given twice"}},
		{"bad monument", "monument: colosseum\nlevels: [1]\n", []string{"1:colosseum"}},
		{"every bad count at once", "levels:\n  - 0\n  - x\n  - 83\noverview: [1, 2, -4]\n",
			[]string{"2:level 1 holds 0", "3:level 2: \"x\"", "4:level 3 holds 83", "5:round 3 holds -4"}},
		{"too many levels", "levels: [1, 1, 1, 1, 1, 1]\n", []string{"1:6 levels"}},
		{"too many tokens", "levels: [40, 40, 3]\n", []string{"1:adds up to 83"}},
		{"rounds", "overview: [10, 10]\n", []string{"1:2 rounds"}},
		{"not lists", "levels: 12\noverview: {a: 1}\n", []string{"1:levels must be a list", "2:overview must be a list"}},
		{"empty list", "levels: []\n", []string{"1:levels is empty"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse([]byte(tc.body), "p.yaml")
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("got %+v, %v: want Errors", p, err)
			}
			if len(es) != len(tc.want) {
				t.Fatalf("%d errors, want %d:\n%v", len(es), len(tc.want), err)
			}
			for i, w := range tc.want {
				line, frag, _ := strings.Cut(w, ":")
				got := es[i].Error()
				if !strings.HasPrefix(got, "p.yaml:"+line+":") || !strings.Contains(got, frag) {
					t.Errorf("error %d: %q, want line %s and %q", i, got, line, frag)
				}
			}
		})
	}
}

func TestOversizeFileRefusedUnread(t *testing.T) {
	t.Parallel()
	big := "levels: [1]\n" + strings.Repeat("# padding\n", MaxFileBytes/10+1)
	if _, err := Parse([]byte(big), "big.yaml"); err == nil || !strings.Contains(err.Error(), "KB") {
		t.Errorf("oversize: %v", err)
	}
	path := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(path, []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), "KB") {
		t.Errorf("oversize file: %v", err)
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Errorf("missing file: %v", err)
	}
}

func FuzzParsePlan(f *testing.F) {
	f.Add([]byte("monument: capitol\nlevels: [10, 6, 3]\noverview: [20, 18, 16]\n"))
	f.Add([]byte("levels: [1, 1, 1, 1, 1, 1]\n"))
	f.Add([]byte("overview: {a: [1]}\nlevels: 9\n"))
	f.Add([]byte("- a"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data, "fuzz.yaml")
		if err != nil {
			var es Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("an error that is not Errors: %v", err)
			}
			return
		}
		if !p.Known() {
			t.Fatal("a plan with neither levels nor overview")
		}
		s := wm.Setup{Players: []string{"A", "B"}, Monument: wm.TajMahal, Screens: wm.ScreensChecked, Plan: p.Plan}
		if err := s.Validate(); err != nil {
			t.Fatalf("a parsed plan the engine refuses: %v", err)
		}
		if _, err := wm.NewGame(s); err != nil {
			t.Fatalf("a parsed plan no game starts with: %v", err)
		}
	})
}
