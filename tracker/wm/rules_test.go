package wm

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"tablemate/kernel"
)

// setup2 does not count the quarry turns (screens=open): these cases check
// the other rules; screens_test.go checks the screens.
const setup2 = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben screens=open"

// play runs a script (setup line first) and fails the test on any error.
func play(t *testing.T, script string) (*Game, []Step) {
	t.Helper()
	s, lines, err := ReadScript(strings.NewReader(script))
	if err != nil {
		t.Fatalf("read script: %v", err)
	}
	var steps []Step
	g, err := RunScript(s, 1, lines, func(st Step) error { steps = append(steps, st); return nil })
	if err != nil {
		t.Fatalf("run script: %v", err)
	}
	return g, steps
}

// playErr runs a script that must fail and returns the error.
func playErr(t *testing.T, script string) error {
	t.Helper()
	s, lines, err := ReadScript(strings.NewReader(script))
	if err != nil {
		return err
	}
	if _, err = RunScript(s, 1, lines, nil); err == nil {
		t.Fatalf("script should fail:\n%s", script)
	}
	return err
}

// lines joins script lines.
func lines(ls ...string) string { return strings.Join(ls, "\n") + "\n" }

// emptyRounds is a whole game in which nobody builds: everyone has one
// quarry turn, the black token goes to holder, everyone passes with nothing
// left.
func emptyRounds(players int, holders ...string) []string {
	var out []string
	for _, h := range holders {
		for range players {
			out = append(out, "quarry")
		}
		out = append(out, "quarry_done "+h)
		for range players {
			out = append(out, "pass 0")
		}
	}
	return out
}

func ruleOf(err error) string {
	var re *kernel.RuleError
	if errors.As(err, &re) {
		return re.Rule
	}
	return ""
}

func allEvents(g *Game) []Event {
	events := append([]Event(nil), g.Opening()...)
	for _, e := range g.Log() {
		events = append(events, e.Events...)
	}
	return events
}

func kinds(events []Event, k EventKind) []Event {
	var out []Event
	for _, e := range events {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// TestRules plays a short script per case and checks the state it leads to.
func TestRules(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		script string
		check  func(t *testing.T, g *Game)
	}{
		{name: "W-SETUP-1 every marker starts on space 10", script: lines(setup2),
			check: func(t *testing.T, g *Game) {
				if !reflect.DeepEqual(g.State().scores, []int{10, 10}) || g.Opening()[0].Kind != EvSetupMarkers || g.Opening()[0].Count != 10 {
					t.Errorf("scores %v, opening %v", g.State().scores, g.Opening()[0])
				}
			}},
		{name: "W-ROUND-1 the start player holds the worker token and opens round 1's Quarry phase", script: lines(setup2),
			check: func(t *testing.T, g *Game) {
				s := g.State()
				if s.round != 1 || s.phase != PhaseQuarry || s.ActiveName() != "Ben" || s.name(s.worker) != "Ben" || s.name(s.startSeat) != "Ben" {
					t.Errorf("round %d %s, active %s, worker %s", s.round, s.phase, s.ActiveName(), s.name(s.worker))
				}
			}},
		{name: "W-ROUND-1 without start= the first player starts", script: lines("setup game=worldmonuments players=Ana,Ben,Cid monument=capitol"),
			check: func(t *testing.T, g *Game) {
				if g.State().ActiveName() != "Ana" {
					t.Errorf("active %s", g.State().ActiveName())
				}
			}},
		{name: "W-QUARRY-1 Taj Mahal: one middle space with 1 token in every round", script: lines(append([]string{setup2}, emptyRounds(2, "Ana", "Ana", "Ana")...)...),
			check: func(t *testing.T, g *Game) {
				ex := kinds(allEvents(g), EvQuarryException)
				if len(ex) != 3 || ex[0].Round != 1 || ex[2].Round != 3 || !strings.Contains(ex[0].String(), "Taj Mahal") {
					t.Errorf("exceptions %v", ex)
				}
			}},
		{name: "W-QUARRY-1 Capitol: two middle spaces with 1 token in round 3 only",
			script: lines(append([]string{"setup game=worldmonuments players=Ana,Ben monument=capitol screens=open"}, emptyRounds(2, "Ana", "Ana", "Ana")...)...),
			check: func(t *testing.T, g *Game) {
				ex := kinds(allEvents(g), EvQuarryException)
				if len(ex) != 1 || ex[0].Round != 3 || !strings.Contains(ex[0].String(), "two middle-ring spaces") {
					t.Errorf("exceptions %v", ex)
				}
			}},
		{name: "W-QUARRY-1 Notre-Dame and San Pietro: no exception",
			script: lines(append([]string{"setup game=worldmonuments players=Ana,Ben monument=notre_dame screens=open"}, emptyRounds(2, "Ana", "Ana", "Ana")...)...),
			check: func(t *testing.T, g *Game) {
				if ex := kinds(allEvents(g), EvQuarryException); len(ex) != 0 || QuarryException(SanPietro, 3) != "" {
					t.Errorf("exceptions %v", ex)
				}
			}},
		{name: "W-QUARRY-2 3 players move 1, 2, 3, then 4 for every later turn",
			script: lines("setup game=worldmonuments players=Ana,Ben,Cid monument=capitol start=Cid screens=open", "quarry", "quarry", "quarry", "quarry", "quarry", "quarry"),
			check: func(t *testing.T, g *Game) {
				var spaces []int
				var who []string
				for _, e := range kinds(allEvents(g), EvQuarryTurn) {
					spaces, who = append(spaces, e.Count), append(who, e.Player)
				}
				if !reflect.DeepEqual(spaces, []int{1, 2, 3, 4, 4, 4, 4}) || strings.Join(who, ",") != "Cid,Ana,Ben,Cid,Ana,Ben,Cid" {
					t.Errorf("spaces %v by %v", spaces, who)
				}
			}},
		{name: "W-QUARRY-2 2 players: the third turn is the start player's, 3 spaces", script: lines(setup2, "quarry 1", "quarry 2"),
			check: func(t *testing.T, g *Game) {
				v := g.State().View()
				if v.Active != "Ben" || v.Quarry == nil || v.Quarry.Turn != 3 || v.Quarry.Spaces != 3 {
					t.Errorf("active %s, quarry %+v", v.Active, v.Quarry)
				}
			}},
		{name: "W-QUARRY-2 the count starts again from 1 with the next round's start player",
			script: lines(setup2, "quarry", "quarry", "quarry", "quarry_done Ana", "pass 0", "pass 0"),
			check: func(t *testing.T, g *Game) {
				v := g.State().View()
				if v.Round != 2 || v.Active != "Ana" || v.Quarry == nil || v.Quarry.Turn != 1 || v.Quarry.Spaces != 1 {
					t.Errorf("round %d, active %s, quarry %+v", v.Round, v.Active, v.Quarry)
				}
			}},
		{name: "W-QUARRY-3 the black token scores 2; its holder takes the worker token and builds first",
			script: lines(setup2, "quarry", "quarry", "quarry_done ana"),
			check: func(t *testing.T, g *Game) {
				s := g.State()
				if s.phase != PhaseConstruct || s.ActiveName() != "Ana" || s.name(s.worker) != "Ana" || !reflect.DeepEqual(s.scores, []int{12, 10}) {
					t.Errorf("%s, active %s, worker %s, scores %v", s.phase, s.ActiveName(), s.name(s.worker), s.scores)
				}
			}},
		{name: "W-BUILD-1 levels 1 to 5 score 1, 3, 5, 7 and 9, clockwise from the worker holder",
			script: lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "build 2", "build 3", "build 4", "build 5"),
			check: func(t *testing.T, g *Game) {
				var got []string
				for _, e := range kinds(allEvents(g), EvBuild) {
					got = append(got, e.Player+"+"+strconv.Itoa(e.Points))
				}
				if strings.Join(got, " ") != "Ben+1 Ana+3 Ben+5 Ana+7 Ben+9" || !reflect.DeepEqual(g.State().scores, []int{20, 27}) {
					t.Errorf("builds %v, scores %v", got, g.State().scores)
				}
			}},
		{name: "W-PASS-1 a pass loses 1 per construction token, nothing for gems; the passed player is skipped",
			script: lines("setup game=worldmonuments players=Ana,Ben,Cid monument=san_pietro screens=open", "quarry", "quarry", "quarry", "quarry_done Ana", "build 1", "pass 3 4", "build 1", "build 2"),
			check: func(t *testing.T, g *Game) {
				s := g.State()
				if !reflect.DeepEqual(s.scores, []int{16, 7, 11}) || !s.passed[1] || s.ActiveName() != "Cid" || s.name(s.Next()) != "Ana" {
					t.Errorf("scores %v, passed %v, active %s", s.scores, s.passed, s.ActiveName())
				}
			}},
		{name: "W-PASS-1 the last one left keeps building until they pass",
			script: lines(setup2, "quarry", "quarry", "quarry_done Ana", "pass 0", "build 1", "build 1"),
			check: func(t *testing.T, g *Game) {
				if s := g.State(); s.ActiveName() != "Ben" || s.name(s.Next()) != "Ben" || s.phase != PhaseConstruct {
					t.Errorf("active %s, next %s", s.ActiveName(), s.name(s.Next()))
				}
			}},
		{name: "W-ROUND-2 the worker holder starts the next round; passes are cleared",
			script: lines(setup2, "quarry", "quarry", "quarry_done Ana", "build 1", "pass 0", "pass 2"),
			check: func(t *testing.T, g *Game) {
				s := g.State()
				if s.round != 2 || s.phase != PhaseQuarry || s.name(s.startSeat) != "Ana" || s.ActiveName() != "Ana" || s.passed[0] || s.passed[1] {
					t.Errorf("round %d %s, start %s, passed %v", s.round, s.phase, s.name(s.startSeat), s.passed)
				}
				if re := kinds(allEvents(g), EvRoundEnd); len(re) != 1 || re[0].Player != "Ana" {
					t.Errorf("round end %v", re)
				}
			}},
		{name: "W-END-1 the game ends when everyone passed in round 3; gems score 3 each",
			script: lines(append(append([]string{setup2}, emptyRounds(2, "Ana", "Ben", "Ana")...), "gems Ben 2", "gems Ana 0")...),
			check: func(t *testing.T, g *Game) {
				s := g.State()
				results, winners, ok := s.Results()
				if !ok || s.end != AfterRound3 || !reflect.DeepEqual(s.scores, []int{14, 18}) || !reflect.DeepEqual(winners, []string{"Ben"}) || results[0].Rank != 2 {
					t.Errorf("end %v, scores %v, winners %v, results %+v", s.end, s.scores, winners, results)
				}
			}},
		{name: "W-END-1 a completed monument ends the game at once, with no loss for tokens left",
			script: lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "complete"),
			check: func(t *testing.T, g *Game) {
				s := g.State()
				if !s.Over() || s.end != Completed || s.round != 1 || !reflect.DeepEqual(s.scores, []int{10, 13}) || s.Scored() {
					t.Errorf("over %v %v round %d, scores %v", s.Over(), s.end, s.round, s.scores)
				}
				if !reflect.DeepEqual(s.GemsMissing(), []string{"Ana", "Ben"}) {
					t.Errorf("gems missing %v", s.GemsMissing())
				}
			}},
		{name: "W-END-1 tied players share the victory",
			script: lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "complete", "gems Ana 1", "gems Ben 0"),
			check: func(t *testing.T, g *Game) {
				results, winners, _ := g.State().Results()
				if !reflect.DeepEqual(winners, []string{"Ana", "Ben"}) || results[0].Rank != 1 || results[1].Rank != 1 {
					t.Errorf("winners %v, results %+v", winners, results)
				}
				if sc := kinds(allEvents(g), EvScored); len(sc) != 1 || !strings.Contains(sc[0].String(), "Ana and Ben share the victory") {
					t.Errorf("scored %v", sc)
				}
			}},
		{name: "W-TRACK-1 past 60 the marker goes on from 1 and the true total is kept",
			script: lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "build 2", "build 3", "build 4",
				"build 5", "build 5", "build 5", "build 5", "build 5", "build 5", "build 5"),
			check: func(t *testing.T, g *Game) {
				s := g.State()
				v := s.View()
				// Ben builds first (6 builds): 10 + 2 + 1+5+9+9+9+9 = 54; Ana (5 builds): 10 + 3+7+9+9+9 = 47.
				if s.scores[1] != 54 || v.Players[1].Marker != 54 || v.Players[1].Laps != 0 {
					t.Fatalf("Ben %d, view %+v", s.scores[1], v.Players[1])
				}
				next, _, err := Apply(s, Build{Level: 4})
				if err != nil {
					t.Fatal(err)
				}
				p := next.View().Players[0]
				if next.scores[0] != 54 || p.Marker != 54 {
					t.Fatalf("Ana %d %+v", next.scores[0], p)
				}
				next, events, _ := Apply(next, Build{Level: 5})
				if p := next.View().Players[1]; p.Score != 63 || p.Marker != 3 || p.Laps != 1 || len(kinds(events, EvLap)) != 1 {
					t.Errorf("Ben %+v, events %v", p, events)
				}
				if !strings.Contains(next.Text(), "Ben 63 (marker on 3 (+60))") {
					t.Errorf("text:\n%s", next.Text())
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := play(t, tc.script)
			tc.check(t, g)
		})
	}
}

// TestIllegal checks that each illegal action is refused with its rule and
// kind, and leaves the game as it was.
func TestIllegal(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, script string
		rule         string
		kind         error
	}{
		{"W-SETUP-1 one player", lines("setup game=worldmonuments players=Ana monument=capitol"), "W-SETUP-1", kernel.ErrBadSetup},
		{"W-SETUP-1 five players", lines("setup game=worldmonuments players=A,B,C,D,E monument=capitol"), "W-SETUP-1", kernel.ErrBadSetup},
		{"W-SETUP-1 no monument", lines("setup game=worldmonuments players=Ana,Ben"), "W-SETUP-1", kernel.ErrBadSetup},
		{"W-SETUP-1 unknown monument", lines("setup game=worldmonuments players=Ana,Ben monument=eiffel"), "W-SETUP-1", kernel.ErrSyntax},
		{"W-ROUND-1 start is not a player", lines("setup game=worldmonuments players=Ana,Ben monument=capitol start=Zed"), "W-ROUND-1", kernel.ErrBadSetup},
		{"W-QUARRY-2 the start player moves 1 space, so takes 1 token", lines(setup2, "quarry 2"), "W-QUARRY-2", kernel.ErrIllegal},
		{"W-QUARRY-2 the third turn moves 3 spaces", lines(setup2, "quarry", "quarry", "quarry 4"), "W-QUARRY-2", kernel.ErrIllegal},
		{"W-QUARRY-2 at least one token per turn", lines(setup2, "quarry 0"), "W-QUARRY-2", kernel.ErrSyntax},
		{"W-QUARRY-2 no quarrying in the Construct phase", lines(setup2, "quarry", "quarry", "quarry_done Ben", "quarry"), "W-QUARRY-2", kernel.ErrIllegal},
		{"W-QUARRY-3 the quarry is not empty before the first turn", lines(setup2, "quarry_done Ben"), "W-QUARRY-3", kernel.ErrIllegal},
		{"W-QUARRY-3 the black token is held by a player", lines(setup2, "quarry", "quarry_done Zed"), "W-SETUP-1", kernel.ErrIllegal},
		{"W-QUARRY-3 the quarry empties once a round", lines(setup2, "quarry", "quarry", "quarry_done Ben", "quarry_done Ana"), "W-QUARRY-3", kernel.ErrIllegal},
		{"W-BUILD-1 no building in the Quarry phase", lines(setup2, "build 1"), "W-BUILD-1", kernel.ErrIllegal},
		{"W-BUILD-1 a level above 5", lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 6"), "W-BUILD-1", kernel.ErrSyntax},
		{"W-PASS-1 no passing in the Quarry phase", lines(setup2, "pass 0"), "W-PASS-1", kernel.ErrIllegal},
		{"W-PASS-1 pass needs the tokens left", lines(setup2, "quarry", "quarry", "quarry_done Ben", "pass"), "W-PASS-1", kernel.ErrSyntax},
		{"W-END-1 complete only right after a build", lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "pass 0", "complete"), "W-END-1", kernel.ErrIllegal},
		{"W-END-1 complete not in the Quarry phase", lines(setup2, "complete"), "W-END-1", kernel.ErrIllegal},
		{"W-END-1 gems only at the end", lines(setup2, "gems Ana 2"), "W-END-1", kernel.ErrIllegal},
		{"W-END-1 gems once per player", lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "complete", "gems Ana 1", "gems ana 2"), "W-END-1", kernel.ErrIllegal},
		{"W-END-1 nothing but gems after the end", lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "complete", "build 2"), "W-END-1", kernel.ErrGameOver},
		{"W-END-1 nothing at all once scored", lines(setup2, "quarry", "quarry", "quarry_done Ben", "build 1", "complete", "gems Ana 1", "gems Ben 0", "gems Ben 1"), "W-END-1", kernel.ErrGameOver},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := playErr(t, tc.script)
			if ruleOf(err) != tc.rule || !errors.Is(err, tc.kind) {
				t.Errorf("error %v: want rule %s, kind %v", err, tc.rule, tc.kind)
			}
			if !strings.Contains(err.Error(), "("+tc.rule+")") {
				t.Errorf("the message does not name the rule: %v", err)
			}
		})
	}
}

// TestApplyLeavesStateAlone: an illegal action changes nothing, and a legal
// one returns a new state without touching the old one.
func TestApplyLeavesStateAlone(t *testing.T) {
	t.Parallel()
	g, _ := play(t, lines(setup2, "quarry", "quarry", "quarry_done Ana", "build 1"))
	s := g.State()
	before := s.clone()
	for _, a := range []Action{Build{Level: 0}, Build{Level: 9}, Quarry{Tokens: 1}, Complete{}, Pass{Tokens: 2}, Gems{Player: "Ana", Count: 1}, Pass{Tokens: -1}, nil} {
		Apply(s, a)
		if !reflect.DeepEqual(s, before) {
			t.Fatalf("%v changed the given state", a)
		}
	}
	for _, zero := range []*State{nil, {}} {
		if _, _, err := Apply(zero, Quarry{}); !errors.Is(err, kernel.ErrBadSetup) {
			t.Errorf("Apply on a state New did not build: %v", err)
		}
	}
	if _, _, err := Apply(s, Build{Level: 0}); ruleOf(err) != "W-BUILD-1" {
		t.Errorf("Build{0}: %v", err)
	}
	if _, _, err := Apply(s, Pass{Tokens: -1}); ruleOf(err) != "W-PASS-1" {
		t.Errorf("Pass{-1}: %v", err)
	}
}

func TestMarker(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		total, space, laps int
		text               string
	}{
		{10, 10, 0, "marker on 10"}, {60, 60, 0, "marker on 60"}, {61, 1, 1, "marker on 1 (+60)"},
		{67, 7, 1, "marker on 7 (+60)"}, {120, 60, 1, "marker on 60 (+60)"}, {121, 1, 2, "marker on 1 (+120)"},
		{1, 1, 0, "marker on 1"}, {0, 60, -1, "marker on 60 (-60)"}, {-3, 57, -1, "marker on 57 (-60)"},
	} {
		space, laps := Marker(tc.total)
		if space != tc.space || laps != tc.laps || MarkerText(tc.total) != tc.text {
			t.Errorf("W-TRACK-1 Marker(%d) = %d, %d, %q; want %d, %d, %q", tc.total, space, laps, MarkerText(tc.total), tc.space, tc.laps, tc.text)
		}
	}
}

func TestUndoRedo(t *testing.T) {
	t.Parallel()
	g, _ := play(t, lines(setup2, "quarry", "quarry", "quarry_done Ana", "build 1"))
	if _, _, err := g.Undo(); err != nil || g.State().scores[0] != 12 || !g.CanRedo() {
		t.Fatalf("undo: %v, scores %v", err, g.State().scores)
	}
	if a, _, err := g.Redo(); err != nil || a != (Build{Level: 1}) || g.State().scores[0] != 13 {
		t.Fatalf("redo %v: %v, scores %v", a, err, g.State().scores)
	}
	g.Undo()
	if _, err := g.Apply(Pass{}); err != nil || g.CanRedo() {
		t.Errorf("a new action clears the redo stack: %v %v", err, g.RedoStack())
	}
	for g.CanUndo() {
		g.Undo()
	}
	if _, _, err := g.Undo(); !errors.Is(err, kernel.ErrNothingTo) {
		t.Errorf("undo at the start: %v", err)
	}
	// Load is what the store calls: setup line, actions, redo stack.
	l, err := Load(setup2, []string{"quarry", "quarry", "quarry_done Ana"}, []string{"build 1"})
	if err != nil || l.State().phase != PhaseConstruct || !l.CanRedo() {
		t.Fatalf("load: %v", err)
	}
	if _, err := Load(setup2, []string{"quarry_done Ana"}, nil); err == nil || !strings.Contains(err.Error(), "action 1 (quarry_done Ana) cannot be replayed") {
		t.Errorf("load of a bad log: %v", err)
	}
	if _, err := Load(setup2, []string{"quarry 9"}, nil); err == nil || !strings.Contains(err.Error(), "action 1 (quarry 9)") {
		t.Errorf("load of an unreadable log: %v", err)
	}
}
