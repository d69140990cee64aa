package wm

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// randomLegal picks a legal action for the state, as a table could enter it:
// within the monument's levels, the quarry's tokens and, when the screens
// are checked, what each screen holds.
func randomLegal(r *rand.Rand, s *State) Action {
	switch s.phase {
	case PhaseQuarry:
		left, known := s.QuarryLeft()
		if s.quarryTurns > 0 && ((known && left == 0) || (!known && (s.quarryTurns > 1 || s.setup.legacy()) && r.IntN(4) == 0)) {
			took := s.tookThisRound()
			return QuarryDone{Player: took[r.IntN(len(took))]}
		}
		most := QuarrySpaces(s.quarryTurns + 1)
		if known {
			most = min(most, left)
		}
		if s.Checked() {
			return Quarry{Tokens: 1 + r.IntN(most)}
		}
		return Quarry{Tokens: r.IntN(most + 1)}
	case PhaseConstruct:
		plan := s.setup.Plan
		var open []int
		for l := 1; l <= MaxLevels; l++ {
			if (len(plan.Levels) == 0 || (l <= len(plan.Levels) && s.built[l-1] < plan.Levels[l-1])) && (l == 1 || s.built[l-2] > 0) {
				open = append(open, l)
			}
		}
		c := s.screens[s.active]
		canBuild := len(open) > 0 && (!s.Checked() || c.Free() > 0)
		switch k := r.IntN(10); {
		case s.lastBuilt && k == 0 && r.IntN(8) == 0 && plan.Tokens() == 0:
			return Complete{}
		case k < 7 && canBuild:
			return Build{Level: open[r.IntN(len(open))]}
		case s.Checked():
			gems := max(c.Gems, 0) + r.IntN(c.Holds()-max(c.Gems, 0)+1)
			return Pass{Tokens: c.Holds() - gems, Gems: gems}
		default:
			return Pass{Tokens: r.IntN(6), Gems: r.IntN(3)}
		}
	}
	missing := s.GemsMissing()
	seat := mustSeatOf(s, missing[r.IntN(len(missing))])
	if lo, hi, known := s.ExpectedGems(seat); known && s.Checked() {
		return Gems{Player: s.name(seat), Count: lo + r.IntN(hi-lo+1)}
	}
	return Gems{Player: s.name(seat), Count: r.IntN(5)}
}

func mustSeatOf(s *State, name string) int {
	seat, err := s.seatOf(name)
	if err != nil {
		panic(err)
	}
	return seat
}

// TestPropertyRandomGames plays random legal games and checks the invariants:
// every action applies; the given state is never changed; each total is 10
// plus the points of that player's scoring events; markers match totals;
// exactly one active player until the end; the game ends and is scored;
// undo of everything returns the setup state; replaying the log gives the
// same state; the action texts round-trip.
func TestPropertyRandomGames(t *testing.T) {
	t.Parallel()
	// Made-up plans (no board's data): small enough that random games
	// complete them, so both ends are reached.
	setups := []string{
		"setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben",
		"setup game=worldmonuments players=Ana,Ben,Cid monument=capitol start=Cid screens=open",
		"setup game=worldmonuments players=Ana,Ben,Cid,Dee monument=notre_dame levels=6,4,2 overview=12,12,12",
		"setup game=worldmonuments players=Ana,Ben,Cid,Dee monument=san_pietro start=Dee screens=open levels=8,4,2,1",
		"setup game=worldmonuments players=Ana,Ben,Cid monument=san_pietro overview=9,10,11",
	}
	ends := map[EndReason]int{}
	for seed := uint64(1); seed <= 300; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		setup, err := ParseSetup(setups[seed%uint64(len(setups))])
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		start := g.State()
		sums := map[string]int{}
		for step := 0; !g.State().Scored(); step++ {
			if step > 2000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
			s := g.State()
			before := s.clone()
			a := randomLegal(r, s)
			events, err := g.Apply(a)
			if err != nil {
				t.Fatalf("seed %d step %d: %v is legal but refused: %v", seed, step, a, err)
			}
			if !reflect.DeepEqual(s, before) {
				t.Fatalf("seed %d: Apply(%v) changed the given state", seed, a)
			}
			if b, err := ParseAction(a.String()); err != nil || !reflect.DeepEqual(a, b) {
				t.Fatalf("seed %d: %#v round-trips to %#v (%v)", seed, a, b, err)
			}
			now := g.State()
			for _, e := range events {
				if e.Scoring() {
					sums[e.Player] += e.Points
					// One scoring event per action at most, so its total is the new score.
					if got := now.scores[mustSeat(t, now, e.Player)]; got != e.Total {
						t.Fatalf("seed %d: %v says total %d, the state has %d", seed, e, e.Total, got)
					}
				}
			}
			for i, name := range now.Players() {
				if now.scores[i] != StartScore+sums[name] {
					t.Fatalf("seed %d after %v: %s has %d, scoring events add up to %d", seed, a, name, now.scores[i], StartScore+sums[name])
				}
				space, laps := Marker(now.scores[i])
				if space < 1 || space > 60 || space+60*laps != now.scores[i] {
					t.Fatalf("seed %d: %s total %d on space %d lap %d", seed, name, now.scores[i], space, laps)
				}
			}
			if now.Over() != (now.active == -1) || (!now.Over() && (now.active < 0 || now.active >= len(now.scores))) {
				t.Fatalf("seed %d: over %v with active %d", seed, now.Over(), now.active)
			}
			// W-BUILD-2: no token floats, no level holds more than its plan.
			for l := 1; l < MaxLevels; l++ {
				if now.built[l] > 0 && now.built[l-1] == 0 {
					t.Fatalf("seed %d: level %d holds tokens over an empty level %d", seed, l+1, l)
				}
			}
			for l, most := range setup.Plan.Levels {
				if now.built[l] > most {
					t.Fatalf("seed %d: level %d holds %d of its %d", seed, l+1, now.built[l], most)
				}
			}
			if total := setup.Plan.Tokens(); total > 0 && (now.BuiltTotal() == total) != (now.end == Completed) {
				t.Fatalf("seed %d: %d of %d tokens built, end %v", seed, now.BuiltTotal(), total, now.end)
			}
			if now.Checked() {
				for i, c := range now.screens {
					if c.Holds() < max(c.Gems, 0) {
						t.Fatalf("seed %d: %s holds %d with %d gems", seed, now.name(i), c.Holds(), c.Gems)
					}
				}
			}
			if now.phase == PhaseConstruct && now.passed[now.active] {
				t.Fatalf("seed %d: the active player %s has passed", seed, now.ActiveName())
			}
		}
		ends[g.State().end]++
		if _, winners, ok := g.State().Results(); !ok || len(winners) == 0 {
			t.Fatalf("seed %d: scored without winners", seed)
		}
		replayed, err := Replay(setup, g.Actions(), nil)
		if err != nil || !reflect.DeepEqual(replayed.State(), g.State()) || !reflect.DeepEqual(replayed.Log(), g.Log()) {
			t.Fatalf("seed %d: replay differs (%v)", seed, err)
		}
		n := len(g.Actions())
		for g.CanUndo() {
			if _, _, err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if !reflect.DeepEqual(g.State(), start) || len(g.RedoStack()) != n {
			t.Fatalf("seed %d: undo of all %d actions does not return the setup state", seed, n)
		}
		fresh, _ := NewGame(setup)
		if !reflect.DeepEqual(g.State(), fresh.State()) {
			t.Fatalf("seed %d: the undone state differs from a new game's", seed)
		}
	}
	// W-END-1: with a plan the game ends by itself on the last token.
	if ends[AfterRound3] == 0 || ends[Completed] == 0 {
		t.Errorf("the random games should end both ways: %v", ends)
	}
}

func mustSeat(t *testing.T, s *State, name string) int {
	t.Helper()
	seat, err := s.seatOf(name)
	if err != nil {
		t.Fatal(err)
	}
	return seat
}
