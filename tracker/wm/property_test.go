package wm

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// randomLegal picks a legal action for the state, as a table could enter it.
func randomLegal(r *rand.Rand, s *State) Action {
	n := len(s.Scores)
	switch s.Phase {
	case PhaseQuarry:
		if s.QuarryTurns > 0 && r.IntN(4) == 0 {
			return QuarryDone{Player: s.name(r.IntN(n))}
		}
		return Quarry{Tokens: r.IntN(QuarrySpaces(s.QuarryTurns+1) + 1)}
	case PhaseConstruct:
		switch k := r.IntN(10); {
		case s.LastBuilt && k == 0 && r.IntN(8) == 0:
			return Complete{}
		case k < 7:
			return Build{Level: 1 + r.IntN(5)}
		default:
			return Pass{Tokens: r.IntN(6), Gems: r.IntN(3)}
		}
	}
	missing := s.GemsMissing()
	return Gems{Player: missing[r.IntN(len(missing))], Count: r.IntN(5)}
}

// TestPropertyRandomGames plays random legal games and checks the invariants:
// every action applies; the given state is never changed; each total is 10
// plus the points of that player's scoring events; markers match totals;
// exactly one active player until the end; the game ends and is scored;
// undo of everything returns the setup state; replaying the log gives the
// same state; the action texts round-trip.
func TestPropertyRandomGames(t *testing.T) {
	t.Parallel()
	setups := []string{
		"setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben",
		"setup game=worldmonuments players=Ana,Ben,Cid monument=capitol start=Cid",
		"setup game=worldmonuments players=Ana,Ben,Cid,Dee monument=notre_dame",
		"setup game=worldmonuments players=Ana,Ben,Cid,Dee monument=san_pietro start=Dee",
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
					if got := now.Scores[mustSeat(t, now, e.Player)]; got != e.Total {
						t.Fatalf("seed %d: %v says total %d, the state has %d", seed, e, e.Total, got)
					}
				}
			}
			for i, name := range now.Players() {
				if now.Scores[i] != StartScore+sums[name] {
					t.Fatalf("seed %d after %v: %s has %d, scoring events add up to %d", seed, a, name, now.Scores[i], StartScore+sums[name])
				}
				space, laps := Marker(now.Scores[i])
				if space < 1 || space > 60 || space+60*laps != now.Scores[i] {
					t.Fatalf("seed %d: %s total %d on space %d lap %d", seed, name, now.Scores[i], space, laps)
				}
			}
			if now.Over() != (now.Active == -1) || (!now.Over() && (now.Active < 0 || now.Active >= len(now.Scores))) {
				t.Fatalf("seed %d: over %v with active %d", seed, now.Over(), now.Active)
			}
			if now.Phase == PhaseConstruct && now.Passed[now.Active] {
				t.Fatalf("seed %d: the active player %s has passed", seed, now.ActiveName())
			}
		}
		ends[g.State().End]++
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
