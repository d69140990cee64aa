package wmplan

import (
	"errors"
	"strings"
	"testing"

	"tablemate/tracker/wm"
)

func fakeLoad(files map[string]Plan) func(string) (Plan, error) {
	return func(path string) (Plan, error) {
		if p, ok := files[path]; ok {
			return p, nil
		}
		return Plan{}, errors.New("no such file " + path)
	}
}

func TestPlanKeyBecomesLevelsAndOverview(t *testing.T) {
	t.Parallel()
	load := fakeLoad(map[string]Plan{
		"cap.yaml":      {Monument: wm.Capitol, Plan: wm.Plan{Levels: []int{10, 6, 3}, Rounds: []int{20, 18, 16}}},
		"my plans/x.y":  {Plan: wm.Plan{Levels: []int{4, 2}}},
		"taj-only.yaml": {Monument: wm.TajMahal, Plan: wm.Plan{Rounds: []int{5, 5, 5}}},
	})
	tests := []struct{ line, want string }{
		{"setup game=worldmonuments players=Ana,Ben monument=capitol plan=cap.yaml",
			"setup game=worldmonuments players=Ana,Ben monument=capitol start=Ana screens=checked levels=10,6,3 overview=20,18,16"},
		{`setup plan="my plans/x.y" game=worldmonuments players=Ana,Ben monument=san_pietro screens=open`,
			"setup game=worldmonuments players=Ana,Ben monument=san_pietro start=Ana screens=open levels=4,2"},
		// The file names the monument the line leaves out.
		{"setup game=worldmonuments players=Ana,Ben PLAN=taj-only.yaml",
			"setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ana screens=checked overview=5,5,5"},
		// No plan=: the line is left as it is.
		{"setup game=worldmonuments players=Ana,Ben monument=capitol levels=1", "setup game=worldmonuments players=Ana,Ben monument=capitol levels=1"},
		{"setup players=Ana,Ben", "setup players=Ana,Ben"},
	}
	for _, tc := range tests {
		got, err := ExpandSetupLine(tc.line, load)
		if err != nil || got != tc.want {
			t.Errorf("%s:\n got %s (%v)\nwant %s", tc.line, got, err, tc.want)
			continue
		}
		if _, err := wm.ParseSetup(got); err != nil && strings.Contains(tc.want, "worldmonuments") {
			t.Errorf("the engine does not read %s: %v", got, err)
		}
	}
}

func TestPlanKeyRefusals(t *testing.T) {
	t.Parallel()
	load := fakeLoad(map[string]Plan{"cap.yaml": {Monument: wm.Capitol, Plan: wm.Plan{Levels: []int{3}}}})
	tests := []struct{ line, want string }{
		{"setup game=worldmonuments players=Ana,Ben monument=notre_dame plan=cap.yaml", "plan of the Capitol, but the game is on the Notre-Dame"},
		{"setup game=worldmonuments players=Ana,Ben monument=capitol plan=cap.yaml levels=3", "not both"},
		{"setup game=worldmonuments players=Ana,Ben plan=cap.yaml plan=cap.yaml", "twice"},
		{"setup game=worldmonuments players=Ana,Ben plan=", "gives no file"},
		{"setup game=worldmonuments players=Ana,Ben plan=gone.yaml", "no such file gone.yaml"},
		{"setup players=Ana,Ben plan=cap.yaml", "for World Monuments"},
		{"setup game=worldmonuments players=Ana,Ben colour=red plan=cap.yaml", "unknown setup key"},
	}
	for _, tc := range tests {
		got, err := ExpandSetupLine(tc.line, load)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %q, %v; want an error with %q", tc.line, got, err, tc.want)
		}
	}
}
