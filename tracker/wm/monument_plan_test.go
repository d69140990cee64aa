package wm

import (
	"strings"
	"testing"
)

// A made-up plan (no board's data): 3 tokens on level 1, 2 on level 2, 1 on
// level 3; 6, 5 and 4 tokens in the bag in rounds 1 to 3.
const planned = "setup game=worldmonuments players=Ana,Ben monument=notre_dame start=Ana screens=open levels=3,2,1 overview=6,5,4"

// TestMonumentPlan: with the construction plan and the material overview
// given, the game knows each level's size and the quarry's tokens.
func TestMonumentPlan(t *testing.T) {
	t.Parallel()
	round1 := []string{planned, "quarry 1", "quarry 2", "quarry 3", "quarry_done Ben"}
	for _, tc := range []struct {
		name  string
		lines []string
		rule  string // "" if legal
		want  string
	}{
		{"W-BUILD-2 a level beyond the plan", append(round1, "build 1", "build 2", "build 3", "build 4"), "W-BUILD-2", "plan has 3 levels"},
		{"W-BUILD-2 a full level", append(round1, "build 1", "build 1", "build 1", "build 1"), "W-BUILD-2", "level 1 is complete: its 3 tokens"},
		{"W-END-1 complete is not entered when the plan counts", append(round1, "build 1", "complete"), "W-END-1", "5 are still missing"},
		{"W-QUARRY-2 no quarry turn once the bag's tokens are taken", []string{planned, "quarry 1", "quarry 2", "quarry 3", "quarry"}, "W-QUARRY-2", "the quarry is empty: all 6 tokens of round 1"},
		{"W-QUARRY-2 no more tokens than are left", []string{planned, "quarry 1", "quarry 2", "quarry 3"}, "", ""},
		{"W-QUARRY-2 the quarry's last tokens", []string{planned, "quarry 1", "quarry 2", "quarry 2", "quarry 2"}, "W-QUARRY-2", "only 1 token left in the quarry"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.rule == "" {
				play(t, lines(tc.lines...))
				return
			}
			err := playErr(t, lines(tc.lines...))
			if ruleOf(err) != tc.rule || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want %s %q", err, tc.rule, tc.want)
			}
		})
	}
}

// TestMonumentPlanEndsTheGame: W-END-1 the last token of the plan ends the
// game at once, without a complete line; nobody loses points for tokens left.
func TestMonumentPlanEndsTheGame(t *testing.T) {
	t.Parallel()
	g, steps := play(t, lines(planned, "quarry 1", "quarry 2", "quarry 3", "quarry_done Ben",
		"build 1", "build 1", "build 1", "build 2", "build 2", "build 3"))
	s := g.State()
	if !s.Over() || s.end != Completed || s.round != 1 {
		t.Fatalf("over %v, end %v, round %d", s.Over(), s.end, s.round)
	}
	last := steps[len(steps)-1].Events
	if c := kinds(last, EvComplete); len(c) != 1 || !strings.Contains(c[0].String(), "all 6 tokens of its construction plan") {
		t.Errorf("events %v", last)
	}
	// W-QUARRY-2: the last quarry turn says the quarry is empty instead of
	// calling the next player.
	var emptied bool
	for _, st := range steps {
		for _, e := range st.Events {
			emptied = emptied || e.Kind == EvQuarryEmptied
		}
	}
	if !emptied {
		t.Error("no event said the quarry was empty")
	}
	if v := s.View(); len(v.Levels) != 3 || v.Levels[2].Built != 1 || v.Levels[2].Plan != 1 || v.PlanTokens != 6 {
		t.Errorf("view %+v %d", v.Levels, v.PlanTokens)
	}
	if !strings.Contains(s.Text(), "Monument: level 1 3 of 3, level 2 2 of 2, level 3 1 of 1; 6 of 6 tokens built") {
		t.Errorf("summary:\n%s", s.Text())
	}
}
