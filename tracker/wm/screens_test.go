package wm

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"tablemate/kernel"
)

// checkedGame is a whole game with the screens checked: Ben starts; Ana
// keeps a gem from round 2 to the end.
var checkedGame = []string{
	"setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=checked",
	// Round 1: Ben 1, Ana 1; Ben's token is the black one.
	"quarry 1", "quarry 1", "quarry_done Ben", "pass 0", "build 1", "pass 0",
	// Round 2: Ana takes 2 and keeps one as a gem.
	"quarry 1", "quarry 2", "quarry_done Ben", "pass 0", "pass 1 1",
	// Round 3: Ana holds her gem, the token she kept and one more.
	"quarry 1", "quarry 1", "quarry_done Ben", "pass 0", "build 2", "pass 1 1",
}

// TestScreensChecked: with screens=checked each screen is counted from the
// quarry turns, the builds, the black token and the passes, and what does
// not add up is refused with the reason.
func TestScreensChecked(t *testing.T) {
	t.Parallel()
	round3 := checkedGame[:len(checkedGame)-1] // Ana's last pass to come: she holds 2, 1 gem kept before
	for _, tc := range []struct {
		name   string
		before []string
		next   string
		rule   string // "" if legal
		want   string // a part of the refusal
	}{
		{"W-QUARRY-2 a quarry turn says how many tokens", checkedGame[:1], "quarry", "W-QUARRY-2", "how many tokens did Ben take?"},
		{"W-BUILD-1 no build with nothing behind the screen", checkedGame[:4], "build 1", "W-BUILD-1", "Ben has no construction token behind the screen"},
		{"W-PASS-1 pass 82 after taking 1 token", checkedGame[:4], "pass 82", "W-PASS-1", "Ben holds 0 tokens behind the screen"},
		{"W-PASS-1 tokens and gems add up to what the screen holds", round3, "pass 2 1", "W-PASS-1", "Ana holds 2 tokens"},
		{"W-END-1 a gem kept at a pass stays behind the screen", round3, "pass 2 0", "W-END-1", "Ana kept 1 gem at an earlier pass"},
		{"W-END-1 a token taken since may be a gem too", round3, "pass 0 2", "", ""},
		{"W-BUILD-1 the gem kept is not a construction token", append(append([]string{}, round3...), "build 1"), "build 1", "W-BUILD-1", "Ana has no construction token"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			script := lines(append(append([]string{}, tc.before...), tc.next)...)
			if tc.rule == "" {
				play(t, script)
				return
			}
			err := playErr(t, script)
			if ruleOf(err) != tc.rule || !errors.Is(err, kernel.ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v: want %s, %q", err, tc.rule, tc.want)
			}
		})
	}
}

// TestScreensFinalGems: W-PASS-1 the final gems are those kept at the last
// pass (a count that differs cites the pass rule, not W-END-1);
// ExpectedGems gives them to a form before they are entered.
func TestScreensFinalGems(t *testing.T) {
	t.Parallel()
	g, _ := play(t, lines(checkedGame...))
	s := g.State()
	if !s.Over() {
		t.Fatalf("the game is not over: %s", s.Text())
	}
	for seat, want := range []int{1, 0} {
		if lo, hi, known := s.ExpectedGems(seat); !known || lo != want || hi != want {
			t.Errorf("seat %d: expected gems %d..%d (%v), want %d", seat, lo, hi, known, want)
		}
	}
	for _, tc := range []struct{ action, want string }{
		{"gems Ana 2", "Ana kept 1 gem at the pass, not 2: enter 1 (gems Ana 1)"},
		{"gems Ben 1", "Ben kept 0 gems at the pass, not 1"},
	} {
		a, _ := ParseAction(tc.action)
		if _, _, err := Apply(s, a); ruleOf(err) != "W-PASS-1" || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.action, err, tc.want)
		}
	}
	for _, a := range []Action{Gems{Player: "Ana", Count: 1}, Gems{Player: "Ben", Count: 0}} {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !g.State().Scored() || !reflect.DeepEqual(g.State().scores, []int{10 + 1 - 1 + 3 - 1 + 3, 10 + 3*2}) {
		t.Errorf("scores %v", g.State().scores)
	}
}

// TestScreensAtCompletion: W-END-1 after a completed monument, a player who
// had not passed this round shows between the gems kept before and what the
// screen holds.
func TestScreensAtCompletion(t *testing.T) {
	t.Parallel()
	g, _ := play(t, lines("setup game=worldmonuments players=Ana,Ben monument=capitol start=Ana screens=checked levels=2",
		"quarry 1", "quarry 2", "quarry 3", "quarry_done Ana", "build 1", "build 1"))
	s := g.State()
	if s.end != Completed {
		t.Fatalf("end %v", s.end)
	}
	// Ana took 1+3, returned the black token, built 1: 2 left; Ben took 2, built 1.
	for seat, want := range [][2]int{{0, 2}, {0, 1}} {
		if lo, hi, known := s.ExpectedGems(seat); !known || lo != want[0] || hi != want[1] {
			t.Errorf("seat %d: %d..%d, want %v", seat, lo, hi, want)
		}
	}
	if _, _, err := Apply(s, Gems{Player: "Ben", Count: 2}); ruleOf(err) != "W-END-1" || !strings.Contains(err.Error(), "Ben has 0 to 1 gems") {
		t.Errorf("gems Ben 2: %v", err)
	}
}

// TestScreensOpen: with screens=open a quarry turn may omit its count and
// nothing behind the screens is refused; the levels and the black token
// are still checked.
func TestScreensOpen(t *testing.T) {
	t.Parallel()
	const open = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=open"
	g, _ := play(t, lines(open, "quarry", "quarry", "quarry_done Ana", "build 1", "build 1", "build 2", "pass 82 3"))
	if g.State().scores[1] != 10+1-82 {
		t.Errorf("Ben %d", g.State().scores[1])
	}
	if err := playErr(t, lines(open, "quarry", "quarry", "quarry_done Ana", "build 2")); ruleOf(err) != "W-BUILD-2" {
		t.Errorf("W-BUILD-2 still checked: %v", err)
	}
	if err := playErr(t, lines(open, "quarry", "quarry_done Ana")); ruleOf(err) != "W-QUARRY-3" {
		t.Errorf("W-QUARRY-3 still checked: %v", err)
	}
}

// TestSavedSetupBeforeScreens: a saved game whose setup line predates
// screens= reloads as it was played, even where today's rules refuse it.
func TestSavedSetupBeforeScreens(t *testing.T) {
	t.Parallel()
	old := "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ana"
	actions := []string{"quarry", "quarry_done Ben", "build 5", "pass 82"}
	g, err := Load(old, actions, nil)
	if err != nil {
		t.Fatalf("an old saved game does not load: %v", err)
	}
	if g.Setup().String() != old || !reflect.DeepEqual(g.State().scores, []int{10 - 82, 10 + 2 + 9}) {
		t.Errorf("%q, scores %v", g.Setup().String(), g.State().scores)
	}
	k := NewKind()
	sess, err := k.Load(old, actions, nil)
	if err != nil || sess.SetupLine() != old {
		t.Fatalf("Kind.Load: %v", err)
	}
	// The same line in a script is a new game: checked.
	if _, err := k.New(old); err != nil {
		t.Fatal(err)
	}
	sess, _ = k.New(old)
	if _, err := sess.Prepare("quarry"); ruleOf(err) != "W-QUARRY-2" {
		t.Errorf("a new game counts the quarry turns: %v", err)
	}
}
