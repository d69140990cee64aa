package tracker

import (
	"math/rand"
	"reflect"
	"testing"
)

// randomSetup draws a playable setup with small decks so games end.
func randomSetup(r *rand.Rand) Setup {
	names := []string{"Ana", "Ben", "Cid", "Dee", "Eve"}
	n := 1 + r.Intn(5)
	s := Setup{Players: names[:n], Start: r.Intn(n), Seed: r.Int63(), LostKingdoms: n == 5,
		Celebrities: r.Intn(2) == 0, Monsters: r.Intn(2) == 0, Renaissance: r.Intn(3) == 0}
	if n > 1 && r.Intn(2) == 0 {
		s.Mode = Continuous
		s.Rules.ContinuousDiscard = ContinuousDiscard(r.Intn(2))
		s.Rules.ContinuousEnd = ContinuousEnd(r.Intn(2))
	}
	s.Rules.DiscardAfterEnd = r.Intn(4) == 0
	eras := 3
	if s.Renaissance {
		eras = 4
	}
	s.EraSizes = make([]int, eras)
	for i := range s.EraSizes {
		s.EraSizes[i] = 1 + r.Intn(7) // a new game has no empty era (M-SETUP-2)
	}
	s.EraSizes[0] += s.SlotCount() + 1
	return s
}

// randomAction draws an action that is often, not always, legal.
func randomAction(r *rand.Rand, s *State) Action {
	slot := 1 + r.Intn(len(s.display)+1) // sometimes out of range
	switch r.Intn(12) {
	case 0, 1, 2, 3:
		return Take{Slots: []int{slot}}
	case 4:
		return Take{Slots: []int{slot, 1 + r.Intn(len(s.display))}}
	case 5, 6, 7:
		if s.setup.Mode == Continuous {
			return Pass{}
		}
		return EndTurn{}
	case 8:
		return Act{}
	case 9:
		return Identify{Slot: slot, Identity: Identity{Type: CardType(1 + r.Intn(3)), Cost: r.Intn(8), Name: "Card"}}
	case 10:
		return Hire{Name: []string{"Cleopatra", "Caesar"}[r.Intn(2)]}
	default:
		return Monster{Name: []string{"Hydra", "Cyclops"}[r.Intn(2)]}
	}
}

func checkInvariants(t *testing.T, s *State, total int) {
	t.Helper()
	if got := s.TotalCards(); got != total {
		t.Fatalf("cards not conserved: %d, want %d", got, total)
	}
	if s.Over() {
		if s.active != -1 {
			t.Fatalf("game over but seat %d acts", s.active)
		}
		return
	}
	if s.active < 0 || s.active >= len(s.seats) {
		t.Fatalf("no single active player: %d", s.active)
	}
	if s.setup.Mode == Continuous && s.passed[s.active] {
		t.Fatalf("a passed player acts")
	}
	for i, sl := range s.display {
		if !sl.Filled && sl.Card != (Card{}) {
			t.Fatalf("empty slot %d holds a card", i+1)
		}
		if sl.Filled && sl.Card.Separation {
			t.Fatalf("a Separation card sits in slot %d", i+1)
		}
	}
}

func TestPropertyRandomGames(t *testing.T) {
	t.Parallel()
	games := 2000
	if testing.Short() {
		games = 200
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < games; i++ {
		setup := randomSetup(r)
		g, err := NewGame(setup)
		if err != nil {
			t.Fatalf("setup %s: %v", setup, err)
		}
		total := g.State().TotalCards()
		for step := 0; step < 300 && !g.State().Over(); step++ {
			before := g.State()
			snapshot := deepCopy(before)
			a := randomAction(r, before)
			if _, err := g.Apply(a); err != nil {
				if !sameState(snapshot, before) || g.State() != before {
					t.Fatalf("%s: illegal %s changed the state", setup, a)
				}
				continue
			}
			checkInvariants(t, g.State(), total)
			if r.Intn(20) == 0 {
				undone, _, err := g.Undo()
				if err != nil || !sameState(g.State(), snapshot) {
					t.Fatalf("undo of %s did not restore the state", undone)
				}
				if _, _, err := g.Redo(); err != nil {
					t.Fatalf("redo: %v", err)
				}
			}
		}
		// Replay is deterministic: the same log gives the same state.
		again, err := Replay(g.Setup(), g.Actions(), nil)
		if err != nil {
			t.Fatalf("replay: %v", err)
		}
		if !sameState(again.State(), g.State()) {
			t.Fatalf("%s: replay differs", setup)
		}
		// Undo of everything returns the setup state.
		for g.CanUndo() {
			if _, _, err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		fresh, _, _ := New(setup)
		if !sameState(g.State(), fresh) {
			t.Fatalf("%s: undo of everything is not the setup state", setup)
		}
	}
}

// TestPropertyGamesEnd plays legal-only games to the end: every game ends,
// and in the standard game everyone has had the same number of turns.
func TestPropertyGamesEnd(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 500; i++ {
		setup := randomSetup(r)
		g, err := NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		turns := make([]int, len(g.State().seats))
		for step := 0; !g.State().Over(); step++ {
			if step > 10000 {
				t.Fatalf("%s: the game does not end", setup)
			}
			s := g.State()
			var a Action = EndTurn{}
			if setup.Mode == Continuous {
				a = Pass{}
				if r.Intn(3) > 0 {
					a = Act{}
				}
			}
			filled := s.FilledSlots()
			if len(filled) > 0 && r.Intn(2) == 0 {
				if _, err := g.Apply(Take{Slots: []int{filled[r.Intn(len(filled))]}}); err != nil {
					t.Fatalf("%s: legal take refused: %v", setup, err)
				}
				if setup.Mode == Continuous {
					continue
				}
			}
			if setup.Mode == Standard {
				turns[g.State().active]++
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s: %s refused: %v", setup, a, err)
			}
		}
		if setup.Mode == Standard {
			for seat, n := range turns {
				if n != turns[0] {
					t.Fatalf("%s: seat %d played %d turns, seat 0 played %d", setup, seat, n, turns[0])
				}
			}
		}
	}
}

// sameState compares two states after normalising empty slices to nil, so
// only real differences count.
func sameState(a, b *State) bool { return reflect.DeepEqual(deepCopy(a), deepCopy(b)) }

func deepCopy(s *State) *State {
	c := *s
	c.deck = append([]Card(nil), s.deck...)
	c.display = append([]Slot(nil), s.display...)
	c.discard = append([]Card(nil), s.discard...)
	c.removed = append([]Card(nil), s.removed...)
	c.taken = make([][]Card, len(s.taken))
	for i, t := range s.taken {
		c.taken[i] = append([]Card(nil), t...)
	}
	c.takenSlots = append([]int(nil), s.takenSlots...)
	c.passed = append([]bool(nil), s.passed...)
	c.celebrities = make([][]Celebrity, len(s.celebrities))
	for i, cs := range s.celebrities {
		c.celebrities[i] = append([]Celebrity(nil), cs...)
	}
	c.monsters = append([]string(nil), s.monsters...)
	return &c
}

// TestAdvanceAppendsApplysEvents replays random games in place as a resume
// does, one buffer reused across the actions: each action's events are
// appended after what the buffer held, and are Apply's events.
func TestAdvanceAppendsApplysEvents(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 300; i++ {
		setup := randomSetup(r)
		g, err := NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 200 && !g.State().Over(); step++ {
			_, _ = g.Apply(randomAction(r, g.State()))
		}
		st := g.Initial().clone()
		held := Event{Kind: EvNoDiscard, Slot: -1}
		buf := []Event{held}
		for k, rec := range g.Log() {
			if buf, err = Advance(st, rec.Action, buf[:1]); err != nil {
				t.Fatalf("%s: action %d %s: %v", setup, k+1, rec.Action, err)
			}
			if !reflect.DeepEqual(buf[0], held) || !reflect.DeepEqual(buf[1:], rec.Events) {
				t.Fatalf("%s: action %d %s: in place %v, applied %v", setup, k+1, rec.Action, buf, rec.Events)
			}
		}
		if !sameState(st, g.State()) {
			t.Fatalf("%s: the replay in place differs", setup)
		}
	}
}
