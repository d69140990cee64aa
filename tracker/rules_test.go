package tracker

import (
	"errors"
	"strings"
	"tablemate/kernel"
	"testing"
)

// play runs a script (setup line first) and fails the test on any error.
func play(t *testing.T, script string) (*Game, []Step) {
	t.Helper()
	setup, lines, err := ReadScript(strings.NewReader(script))
	if err != nil {
		t.Fatalf("read script: %v", err)
	}
	var steps []Step
	g, err := RunScript(setup, 1, lines, func(st Step) error { steps = append(steps, st); return nil })
	if err != nil {
		t.Fatalf("run script: %v", err)
	}
	return g, steps
}

// playErr runs a script that must fail on its last line and returns the error.
func playErr(t *testing.T, script string) error {
	t.Helper()
	setup, lines, err := ReadScript(strings.NewReader(script))
	if err != nil {
		return err
	}
	_, err = RunScript(setup, 1, lines, nil)
	if err == nil {
		t.Fatalf("script should fail:\n%s", script)
	}
	return err
}

// eras renders the display as era letters, "-" for an empty slot.
func eras(s *State) string {
	var parts []string
	for _, sl := range s.display {
		if sl.Filled {
			parts = append(parts, sl.Card.Era.String())
		} else {
			parts = append(parts, "-")
		}
	}
	return strings.Join(parts, " ")
}

// ids renders the display as card IDs, to follow cards as they slide.
func ids(s *State) []int {
	var out []int
	for _, sl := range s.display {
		if sl.Filled {
			out = append(out, sl.Card.ID)
		} else {
			out = append(out, -1)
		}
	}
	return out
}

func kinds(events []Event) string {
	var parts []string
	for _, e := range events {
		parts = append(parts, e.Kind.String())
	}
	return strings.Join(parts, ",")
}

func lastEvents(steps []Step) []Event { return steps[len(steps)-1].Events }

func TestSetupRules(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		setup   string
		wantErr string // substring; empty means the setup is playable
	}{
		{name: "M-SETUP-1 solo is one player", setup: "setup players=Ana"},
		{name: "M-SETUP-1 four players", setup: "setup players=Ana,Ben,Cid,Dee"},
		{name: "M-SETUP-1 five players need Lost Kingdoms", setup: "setup players=A,B,C,D,E", wantErr: "Lost Kingdoms"},
		{name: "M-SETUP-1 five players with Lost Kingdoms", setup: "setup players=A,B,C,D,E lostkingdoms=on"},
		{name: "M-SETUP-1 six players refused", setup: "setup players=A,B,C,D,E,F lostkingdoms=on", wantErr: "6 players"},
		{name: "M-SETUP-1 no players refused", setup: "setup mode=standard", wantErr: "no players"},
		{name: "M-SETUP-1 duplicate names refused", setup: "setup players=Ana,ana", wantErr: "used twice"},
		{name: "M-SETUP-1 a name with two spaces in a row refused", setup: `setup players="Ana  Maria,Ben"`, wantErr: "two spaces"},
		{name: "M-SETUP-2 negative era refused", setup: "setup players=Ana,Ben eras=15,-1,8", wantErr: "-1 cards"},
		{name: "M-SETUP-2 wrong number of eras refused", setup: "setup players=Ana,Ben eras=15,12", wantErr: "2 era sizes"},
		{name: "M-SETUP-2 renaissance needs four sizes", setup: "setup players=Ana,Ben renaissance=on eras=15,12,8", wantErr: "4 needed"},
		{name: "M-SETUP-2 deck smaller than the display refused", setup: "setup players=Ana,Ben,Cid eras=2,2,2", wantErr: "needs at least 7"},
		{name: "M-SETUP-3 standard display is always 6", setup: "setup players=Ana,Ben,Cid display=7", wantErr: "always has 6"},
		{name: "M-SETUP-5 start player must be a player", setup: "setup players=Ana,Ben start=Zed", wantErr: "not one of the players"},
		{name: "C-SETUP-1 continuous solo refused", setup: "setup players=Ana mode=continuous", wantErr: "2 to 5 players"},
		{name: "M-SOLO-3 difficulty out of range", setup: "setup players=Ana difficulty=5", wantErr: "difficulty 5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			setup, err := ParseSetup(tt.setup)
			if err == nil {
				_, err = NewGame(setup)
			}
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error = %v, want it to mention %q", err, tt.wantErr)
			}
		})
	}
}

func TestSetupReportsEveryProblem(t *testing.T) {
	t.Parallel()
	setup, err := ParseSetup("setup players=A,B,C,D,E eras=1,-1 display=40 mode=continuous")
	if err != nil {
		t.Fatal(err)
	}
	err = setup.Validate()
	for _, want := range []string{"Lost Kingdoms", "2 era sizes", "-1 cards", "40 slots"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v should mention %q", err, want)
		}
	}
	if !errors.Is(err, kernel.ErrBadSetup) {
		t.Errorf("error should be kernel.ErrBadSetup")
	}
}

func TestDeckAndDisplaySetup(t *testing.T) {
	t.Parallel()
	t.Run("M-SETUP-2 default era sizes by player count", func(t *testing.T) {
		for _, tc := range []struct {
			players string
			want    map[Era]int
		}{
			{"Ana,Ben,Cid", map[Era]int{EraI: 15 - 6, EraII: 12, EraIII: 8}},
			{"A,B,C,D,E lostkingdoms=on", map[Era]int{EraI: 19 - 6, EraII: 16, EraIII: 12}},
			{"Ana,Ben renaissance=on", map[Era]int{EraI: 15 - 6, EraII: 12, EraRenaissance: 12, EraIII: 8}},
		} {
			g, _ := play(t, "setup players="+tc.players)
			got := g.State().DeckByEra()
			for era, n := range tc.want {
				if got[era] != n {
					t.Errorf("%s: deck has %d %s cards, want %d", tc.players, got[era], era.Label(), n)
				}
			}
		}
	})
	t.Run("M-SETUP-2 separation cards sit on each era and leave when revealed", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben,Cid")
		s := g.State()
		if len(s.removed) != 1 || !s.removed[0].Separation || s.removed[0].Era != EraI {
			t.Fatalf("Separation I should be removed at setup, removed = %+v", s.removed)
		}
		if !s.deck[9].Separation || s.deck[9].Era != EraII {
			t.Errorf("after the 9 Era I cards left, the Separation II card should come next")
		}
		if !strings.Contains(kinds(g.Opening()), "separation") {
			t.Errorf("opening events should say the Separation card was revealed: %s", kinds(g.Opening()))
		}
	})
	t.Run("M-SETUP-3 one line of 6 with 3-5 players", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben,Cid")
		if len(g.State().display) != 6 || g.State().setup.Rows() != 1 {
			t.Fatalf("display = %d slots in %d rows", len(g.State().display), g.State().setup.Rows())
		}
	})
	t.Run("M-SETUP-3 two rows of 3 with 2 players", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben")
		if g.State().setup.Rows() != 2 || len(g.State().display) != 6 {
			t.Fatalf("2 players: want 2 rows of 3")
		}
		row, first, last := g.State().RowOf(5)
		if row != 1 || first != 4 || last != 6 {
			t.Errorf("slot 5 is in row %d (%d-%d), want row 1 (4-6)", row, first, last)
		}
	})
	t.Run("M-SETUP-5 the start player acts first", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben,Cid start=Ben")
		if g.State().ActiveName() != "Ben" {
			t.Fatalf("active = %s, want Ben", g.State().ActiveName())
		}
	})
	t.Run("M-SOLO-1 solo display is two rows of 3", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana")
		if g.State().setup.Rows() != 2 {
			t.Fatalf("solo: want 2 rows")
		}
	})
	t.Run("M-SOLO-2 the Automa plays first", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana")
		s := g.State()
		if s.ActiveName() != AutomaName || !s.Seats()[0].Automa || s.seats[s.Next()].Name != "Ana" {
			t.Fatalf("active = %s, next = %d", s.ActiveName(), s.Next())
		}
	})
}

func TestStandardRefill(t *testing.T) {
	t.Parallel()
	t.Run("M-TURN-1 the display is refilled only at the end of the turn", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben,Cid\ntake 2")
		if g.State().display[1].Filled {
			t.Fatal("slot 2 should stay empty until the turn ends")
		}
		err := playErr(t, "setup players=Ana,Ben,Cid\ntake 2\ntake 2")
		if !strings.Contains(err.Error(), "already taken") || !errors.Is(err, kernel.ErrIllegal) {
			t.Fatalf("taking an emptied slot again: %v", err)
		}
	})
	t.Run("M-REFILL-1 cards taken: slide away from the deck, deal up to 6", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben,Cid")
		before := ids(g.State())
		g, steps := play(t, "setup players=Ana,Ben,Cid\ntake 2 5\nend")
		after := ids(g.State())
		// Slots 1,3,4,6 keep their order, pushed to the far end.
		want := []int{after[0], after[1], before[0], before[2], before[3], before[5]}
		for i := range want {
			if after[i] != want[i] {
				t.Fatalf("display ids = %v, want %v (before %v)", after, want, before)
			}
		}
		if g.State().discard != nil && len(g.State().discard) != 0 {
			t.Errorf("nothing is discarded when a card was taken")
		}
		if got := kinds(lastEvents(steps)); got != "slide,slide,deal,deal,turn" {
			t.Errorf("events = %s", got)
		}
	})
	t.Run("M-REFILL-2 no card taken: discard the furthest, slide, deal one into slot 1", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben,Cid")
		before := ids(g.State())
		g, steps := play(t, "setup players=Ana,Ben,Cid\nend")
		after := ids(g.State())
		if g.State().discard[0].ID != before[5] {
			t.Errorf("discarded card %d, want the one in slot 6 (%d)", g.State().discard[0].ID, before[5])
		}
		for i := 0; i < 5; i++ {
			if after[i+1] != before[i] {
				t.Fatalf("slot %d should hold the card from slot %d: %v -> %v", i+2, i+1, before, after)
			}
		}
		ev := lastEvents(steps)
		if ev[0].Kind != EvDiscard || ev[0].Slot != 6 || ev[1].Kind != EvSlide || ev[1].Slot != 1 || ev[1].To != 5 || ev[2].Kind != EvDeal || ev[2].Slot != 1 {
			t.Errorf("events = %v", ev)
		}
	})
	t.Run("M-SETUP-4 buying only a Basic building is not a display card", func(t *testing.T) {
		// A turn spent on Basic buildings ends with 'end' and no take: the
		// display refills as a turn with no card taken.
		g, _ := play(t, "setup players=Ana,Ben,Cid\nend")
		if len(g.State().discard) != 1 {
			t.Fatalf("discard = %d, want 1", len(g.State().discard))
		}
	})
	t.Run("M-REFILL-3 two rows: a row with a card taken refills, the other discards", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben")
		before := ids(g.State())
		g, steps := play(t, "setup players=Ana,Ben\ntake 2\nend")
		after := ids(g.State())
		// Row 1 (slots 1-3): slot 2 taken; slot 1 slides to 2, new card in 1.
		if after[2] != before[2] || after[1] != before[0] {
			t.Errorf("row 1: %v -> %v", before[:3], after[:3])
		}
		// Row 2 (slots 4-6): nothing taken; slot 6 discarded, 4-5 slide.
		if g.State().discard[0].ID != before[5] || after[5] != before[4] || after[4] != before[3] {
			t.Errorf("row 2: %v -> %v, discard %v", before[3:], after[3:], g.State().discard)
		}
		if got := kinds(lastEvents(steps)); got != "slide,deal,discard,slide,deal,turn" {
			t.Errorf("events = %s", got)
		}
	})
	t.Run("M-REFILL-3 two rows: no card at all discards in both rows", func(t *testing.T) {
		g, _ := play(t, "setup players=Ana,Ben\nend")
		if len(g.State().discard) != 2 {
			t.Fatalf("discard = %d, want 2", len(g.State().discard))
		}
	})
	t.Run("M-REFILL-4 a Separation card is removed and the next card dealt in its place", func(t *testing.T) {
		// Era I has 7 cards: 6 on the display, 1 left; taking 2 deals the
		// last Era I card and then, past Separation II, an Era II card.
		g, steps := play(t, "setup players=Ana,Ben,Cid eras=7,5,5\ntake 5 6\nend")
		if got := eras(g.State()); got != "II I I I I I" {
			t.Errorf("display = %s", got)
		}
		if got := kinds(lastEvents(steps)); got != "slide,deal,separation,deal,turn" {
			t.Errorf("events = %s", got)
		}
		if len(g.State().removed) != 2 {
			t.Errorf("removed = %d separation cards, want 2", len(g.State().removed))
		}
	})
	t.Run("M-REFILL-4 when the deck runs out the gaps stay empty", func(t *testing.T) {
		g, steps := play(t, "setup players=Ana,Ben,Cid eras=5,1,1\ntake 1 2 3\nend")
		if got := eras(g.State()); got != "- - III I I I" {
			t.Errorf("display = %s", got)
		}
		ev := lastEvents(steps)
		var gaps *Event
		for i := range ev {
			if ev[i].Kind == EvGapsStay {
				gaps = &ev[i]
			}
		}
		if gaps == nil || gaps.Slot != 1 || gaps.To != 2 {
			t.Errorf("want a gaps_stay event for slots 1-2: %v", ev)
		}
	})
}

func TestStandardEnd(t *testing.T) {
	t.Parallel()
	// 3 players, 7 cards: one Era I card left after setup.
	const setup = "setup players=Ana,Ben,Cid start=Ben eras=5,1,1\n"
	t.Run("M-END-1 the last card dealt triggers the end; the player to the start player's right plays last", func(t *testing.T) {
		g, steps := play(t, setup+"take 1\nend")
		s := g.State()
		if s.ActiveName() != "Cid" || !s.end.Triggered || s.end.FinalRound || s.seats[s.end.LastSeat].Name != "Ana" {
			t.Fatalf("active %s, end %+v", s.ActiveName(), s.end)
		}
		if !strings.Contains(kinds(lastEvents(steps)), "end_triggered") {
			t.Errorf("want an end_triggered event: %s", kinds(lastEvents(steps)))
		}
		if !strings.Contains(s.EndStatusText(), "Ana") {
			t.Errorf("status should name Ana: %s", s.EndStatusText())
		}
		// Cid, Ana end the round; then Ben, Cid, Ana play the final round.
		g, steps = play(t, setup+"take 1\nend\nend\nend")
		s = g.State()
		if !s.end.FinalRound || s.ActiveName() != "Ben" || s.round != 2 {
			t.Fatalf("after the round: active %s round %d end %+v", s.ActiveName(), s.round, s.end)
		}
		if s.EndStatusText() != "Last round: Ana plays last." {
			t.Errorf("status = %q", s.EndStatusText())
		}
		if !strings.Contains(kinds(lastEvents(steps)), "final_round") {
			t.Errorf("want a final_round event")
		}
		g, steps = play(t, setup+"take 1\nend\nend\nend\nend\nend\nend")
		s = g.State()
		if !s.Over() || s.active != -1 || !strings.Contains(kinds(lastEvents(steps)), "game_over") {
			t.Fatalf("the game should be over: %+v", s.end)
		}
		err := playErr(t, setup+"take 1\nend\nend\nend\nend\nend\nend\nend")
		if !errors.Is(err, kernel.ErrGameOver) || !strings.Contains(err.Error(), "(M-END-1)") {
			t.Fatalf("an action after the end: %v", err)
		}
	})
	t.Run("M-END-1 triggered on the last seat's own turn: one more full round", func(t *testing.T) {
		g, _ := play(t, setup+"end\nend\ntake 2\nend")
		s := g.State()
		if !s.end.Triggered || !s.end.FinalRound || s.ActiveName() != "Ben" {
			t.Fatalf("active %s end %+v", s.ActiveName(), s.end)
		}
	})
	t.Run("M-END-2 after the trigger no card is discarded on a turn with no card taken", func(t *testing.T) {
		g, _ := play(t, setup+"take 1\nend")
		discards := len(g.State().discard)
		g, steps := play(t, setup+"take 1\nend\nend")
		if len(g.State().discard) != discards {
			t.Fatalf("discard grew from %d to %d after the trigger", discards, len(g.State().discard))
		}
		if !strings.Contains(kinds(lastEvents(steps)), "no_discard") {
			t.Errorf("the table should be told not to discard: %s", kinds(lastEvents(steps)))
		}
		g, _ = play(t, "setup players=Ana,Ben,Cid start=Ben eras=5,1,1 discard_after_end=on\ntake 1\nend\nend")
		if len(g.State().discard) != discards+1 {
			t.Fatalf("with discard_after_end=on the furthest card is discarded")
		}
	})
}

// TestNoDiscardPerRow: M-END-2 with two rows of 3 is read per row, as
// M-REFILL-3 treats each row on its own: once the end is triggered, a row
// no card was taken from keeps its furthest card even when a card was
// taken from the other row, and the text says which row, never that no
// card was taken.
func TestNoDiscardPerRow(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben eras=5,1,1 seed=2\n"
	g, _ := play(t, setup+"end\nend\nend")
	if !g.State().end.Triggered {
		t.Fatalf("the end is not triggered: %+v", g.State().end)
	}
	discards := len(g.State().discard)
	g, steps := play(t, setup+"end\nend\nend\ntake 1\nend")
	if len(g.State().discard) != discards {
		t.Errorf("a row was discarded from after the trigger: %d to %d", discards, len(g.State().discard))
	}
	var texts []string
	for _, e := range lastEvents(steps) {
		if e.Kind == EvNoDiscard {
			texts = append(texts, e.String())
		}
	}
	want := "The end is triggered: no card is discarded from row 2 (slots 4-6), from which no card was taken this turn (M-END-2, each row on its own)."
	if len(texts) != 1 || texts[0] != want {
		t.Errorf("no-discard events %q, want %q", texts, want)
	}
}

func TestContinuous(t *testing.T) {
	t.Parallel()
	t.Run("C-SETUP-1 display sizes by player count", func(t *testing.T) {
		for players, want := range map[string]int{"A,B": 6, "A,B,C": 7, "A,B,C,D": 8, "A,B,C,D,E lostkingdoms=on": 9} {
			g, _ := play(t, "setup mode=continuous players="+players)
			if len(g.State().display) != want || g.State().setup.Rows() != 1 {
				t.Errorf("%s: %d slots, want %d in one row", players, len(g.State().display), want)
			}
		}
		g, _ := play(t, "setup mode=continuous players=A,B,C display=9")
		if len(g.State().display) != 9 {
			t.Errorf("display=9 override ignored")
		}
	})
	t.Run("C-SETUP-2 the start player takes the Era I Separation card as marker", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben,Cid start=Cid")
		var marker *Event
		for _, e := range g.Opening() {
			if e.Kind == EvStartMarker {
				e := e
				marker = &e
			}
		}
		if marker == nil || marker.Player != "Cid" {
			t.Fatalf("opening should hand the marker to Cid: %v", g.Opening())
		}
		if strings.Contains(kinds(g.Opening()), "separation") {
			t.Errorf("the Era I Separation card is the marker, not removed: %s", kinds(g.Opening()))
		}
	})
	t.Run("C-ROUND-1 C-CITY-1 a round starts with the City phase", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben")
		if g.State().phase != PhaseCity || !strings.Contains(kinds(g.Opening()), "phase_city") {
			t.Fatalf("phase = %s", g.State().phase)
		}
		g, _ = play(t, "setup mode=continuous players=Ana,Ben\nact")
		if g.State().phase != PhaseActions {
			t.Fatalf("after the first action the phase is %s", g.State().phase)
		}
	})
	t.Run("C-ACT-1 one action per turn, clockwise", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben,Cid\ntake 3\nact")
		if g.State().ActiveName() != "Cid" {
			t.Fatalf("active = %s, want Cid", g.State().ActiveName())
		}
		err := playErr(t, "setup mode=continuous players=Ana,Ben,Cid\ntake 3 4")
		if !strings.Contains(err.Error(), "C-ACT-1") {
			t.Fatalf("two cards in one action: %v", err)
		}
		err = playErr(t, "setup mode=continuous players=Ana,Ben,Cid\ntake 3\ntake 3")
		if !strings.Contains(err.Error(), "Development phase (C-DEV-2)") {
			t.Fatalf("an emptied slot in the continuous mode: %v", err)
		}
		err = playErr(t, "setup mode=continuous players=Ana,Ben,Cid\nend")
		if !strings.Contains(err.Error(), "C-ACT-1") {
			t.Fatalf("end in continuous mode: %v", err)
		}
	})
	t.Run("C-ACT-2 C-ACT-3 free actions do not use the turn", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben monsters=on\nidentify 2 wonder 5 Pyramids\nmonster Hydra")
		if g.State().ActiveName() != "Ana" {
			t.Fatalf("identify and monster are not turn actions: active = %s", g.State().ActiveName())
		}
	})
	t.Run("C-PASS-1 passed players are skipped; the phase ends when all have passed", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben,Cid\npass\nact\nact\nact")
		if g.State().ActiveName() != "Cid" || !g.State().passed[0] {
			t.Fatalf("Ana passed: active should go Ben, Cid, Ben, Cid; got %s", g.State().ActiveName())
		}
		g, steps := play(t, "setup mode=continuous players=Ana,Ben,Cid\npass\npass\npass")
		if g.State().round != 2 || g.State().phase != PhaseCity {
			t.Fatalf("round %d phase %s", g.State().round, g.State().phase)
		}
		if !strings.HasPrefix(kinds(lastEvents(steps)), "pass,maintenance,development") {
			t.Errorf("events = %s", kinds(lastEvents(steps)))
		}
	})
	t.Run("C-MAINT-1 maintenance is announced after the actions", func(t *testing.T) {
		_, steps := play(t, "setup mode=continuous players=Ana,Ben\npass\npass")
		if lastEvents(steps)[1].Kind != EvMaintenance {
			t.Fatalf("events = %s", kinds(lastEvents(steps)))
		}
	})
	t.Run("C-DEV-1 4 players, 2 taken: the 2 furthest cards are discarded, so 4 are missing", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben,Cid,Dee")
		before := ids(g.State())
		g, steps := play(t, "setup mode=continuous players=Ana,Ben,Cid,Dee\ntake 3\ntake 5\npass\npass\npass\npass")
		s := g.State()
		if len(s.discard) != 2 || s.discard[0].ID != before[7] || s.discard[1].ID != before[6] {
			t.Fatalf("discarded %v, want the cards of slots 8 and 7 (%d, %d)", s.discard, before[7], before[6])
		}
		// The 4 cards left (slots 1, 2, 4, 6) slide to slots 5-8; 4 new cards.
		after := ids(s)
		if after[4] != before[0] || after[5] != before[1] || after[6] != before[3] || after[7] != before[5] {
			t.Fatalf("display %v -> %v", before, after)
		}
		deals := 0
		for _, e := range lastEvents(steps) {
			if e.Kind == EvDeal {
				deals++
			}
		}
		if deals != 4 {
			t.Errorf("dealt %d cards, want 4", deals)
		}
	})
	t.Run("C-DEV-1 as many cards taken as civilizations: nothing discarded", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben\ntake 1\ntake 2\npass\npass")
		if len(g.State().discard) != 0 {
			t.Fatalf("discard = %d", len(g.State().discard))
		}
	})
	t.Run("C-DEV-1 3 players, none taken, Spanish reading: discard until 3 remain", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben,Cid devdiscard=remaining\npass\npass\npass")
		if len(g.State().discard) != 4 {
			t.Fatalf("discard = %d, want 7-3 = 4", len(g.State().discard))
		}
		g, _ = play(t, "setup mode=continuous players=Ana,Ben,Cid\npass\npass\npass")
		if len(g.State().discard) != 3 {
			t.Fatalf("default reading: discard = %d, want 3 (3 missing)", len(g.State().discard))
		}
	})
	t.Run("C-DEV-2 deal starting with the slot furthest from the deck; the marker moves clockwise", func(t *testing.T) {
		g, steps := play(t, "setup mode=continuous players=Ana,Ben,Cid\ntake 1\npass\npass\npass")
		var deals []int
		for _, e := range lastEvents(steps) {
			if e.Kind == EvDeal {
				deals = append(deals, e.Slot)
			}
		}
		if len(deals) != 3 || deals[0] != 3 || deals[2] != 1 {
			t.Errorf("deal order = %v, want 3,2,1", deals)
		}
		if g.State().ActiveName() != "Ben" || g.State().startSeat != 1 {
			t.Errorf("Ben should start round 2, active %s", g.State().ActiveName())
		}
	})
	t.Run("C-END-1 3 cards or fewer after the refill: the next round is the last", func(t *testing.T) {
		// 2 players, display 6, deck 6+2+2 = 10 cards + separations.
		const setup = "setup mode=continuous players=Ana,Ben eras=6,2,2\n"
		g, steps := play(t, setup+"take 1\ntake 2\npass\npass")
		s := g.State()
		// 2 taken: 2 dealt (Separation II removed on the way): deck = Sep III + 2 = 3.
		if !s.end.Triggered || !s.end.FinalRound || !strings.Contains(kinds(lastEvents(steps)), "last_round") {
			t.Fatalf("end = %+v, deck %d, events %s", s.end, len(s.deck), kinds(lastEvents(steps)))
		}
		g, steps = play(t, setup+"take 1\ntake 2\npass\npass\npass\npass")
		if !g.State().Over() || !strings.Contains(kinds(lastEvents(steps)), "game_over") {
			t.Fatalf("the game should end after the last round: %+v", g.State().end)
		}
		// An action after a continuous game's end cites its own end rule.
		err := playErr(t, setup+"take 1\ntake 2\npass\npass\npass\npass\ntake 1")
		if !errors.Is(err, kernel.ErrGameOver) || !strings.Contains(err.Error(), "(C-END-1)") || strings.Contains(err.Error(), "M-END-1") {
			t.Fatalf("an action after a continuous game's end: %v", err)
		}
		g, _ = play(t, "setup mode=continuous players=Ana,Ben eras=6,2,3 end=before_refill\ntake 1\ntake 2\npass\npass")
		if g.State().end.Triggered {
			t.Fatalf("before_refill: the deck had 6 cards when the refill began")
		}
	})
	t.Run("C-HERO-1 a Celebrity given back returns at the Development phase", func(t *testing.T) {
		const setup = "setup mode=continuous players=Ana,Ben celebrities=on\n"
		g, _ := play(t, setup+"hire Cleopatra\nact\ngiveback Cleopatra")
		if g.State().ActiveName() != "Ana" {
			t.Fatalf("giving back is not a turn action")
		}
		err := playErr(t, setup+"hire Cleopatra\nact\ngiveback Cleopatra\nhire Caesar")
		if !strings.Contains(err.Error(), "still counts as controlled") {
			t.Fatalf("hiring while a given-back Celebrity is set aside: %v", err)
		}
		g, steps := play(t, setup+"hire Cleopatra\nact\ngiveback Cleopatra\npass\npass")
		if !strings.Contains(kinds(lastEvents(steps)), "celebrity_returns") || len(g.State().celebrities[0]) != 0 {
			t.Fatalf("events %s", kinds(lastEvents(steps)))
		}
		play(t, setup+"hire Cleopatra\nact\ngiveback Cleopatra\npass\npass\nhire Caesar")
	})
	t.Run("C-MONSTER-1 revealed Monsters attack at the end of the round in reveal order", func(t *testing.T) {
		_, steps := play(t, "setup mode=continuous players=Ana,Ben monsters=on\nmonster Hydra\nact\nmonster Cyclops\npass\npass")
		var attacks []string
		sawMarker := false
		for _, e := range lastEvents(steps) {
			if e.Kind == EvMonsterAttacks {
				if sawMarker {
					t.Errorf("monsters attack after the Development phase, before the marker moves")
				}
				attacks = append(attacks, e.Name)
			}
			if e.Kind == EvDeal {
				if len(attacks) > 0 {
					t.Errorf("monsters attacked before the Development refill")
				}
			}
			if e.Kind == EvMarker {
				sawMarker = true
			}
		}
		if strings.Join(attacks, ",") != "Hydra,Cyclops" {
			t.Fatalf("attacks = %v", attacks)
		}
	})
}

func TestIllegalActionsLeaveTheStateUnchanged(t *testing.T) {
	t.Parallel()
	g, _ := play(t, "setup players=Ana,Ben,Cid\ntake 2")
	before := g.State().View()
	for _, a := range []Action{Take{Slots: []int{7}}, Take{Slots: []int{2}}, Pass{}, Act{}, Identify{Slot: 2, Identity: Identity{Type: Wonder, Cost: 3}}, Hire{Name: "X"}} {
		if _, err := g.Apply(a); err == nil {
			t.Errorf("%s should be refused", a)
		}
	}
	if _, _, err := Apply(g.State(), Take{Slots: []int{7}}); err == nil || err.Error() != "slot 7 does not exist: the display has 6 slots (M-SETUP-3)" {
		t.Errorf("message = %v", err)
	}
	after := g.State().View()
	if before.Turn != after.Turn || eras(g.State()) != "I - I I I I" || len(g.Log()) != 1 {
		t.Fatalf("state changed: %+v", after)
	}
}

func TestTallies(t *testing.T) {
	t.Parallel()
	const game = "setup players=Ana,Ben,Cid start=Ben eras=5,1,1\ntake 1\nend\nend\nend\nend\nend\nend\n"
	t.Run("M-SCORE-1 tallies are entered only when the game is over", func(t *testing.T) {
		err := playErr(t, "setup players=Ana,Ben\ntally Ana knowledge=1 wonders=0 policies=0 provinces=0 gold=0 culture=0")
		if !strings.Contains(err.Error(), "when the game is over") {
			t.Fatal(err)
		}
	})
	t.Run("M-SCORE-3 the game is scored when every tally is in", func(t *testing.T) {
		g, _ := play(t, game+"tally Ana knowledge=2 wonders=1 policies=0 provinces=3 gold=4 culture=0\ntally Ben knowledge=2 wonders=1 policies=0 provinces=3 gold=2 culture=5")
		if _, ok, _ := g.State().Score(); ok {
			t.Fatal("scored before Cid's tally")
		}
		if got := g.State().Missing(); len(got) != 1 || got[0] != "Cid" {
			t.Fatalf("missing = %v", got)
		}
		g, steps := play(t, game+"tally Ana knowledge=2 wonders=1 policies=0 provinces=3 gold=4 culture=0\ntally Ben knowledge=2 wonders=1 policies=0 provinces=3 gold=2 culture=5\ntally cid knowledge=0 wonders=0 policies=0 provinces=1 gold=9 culture=9")
		res, ok, err := g.State().Score()
		if !ok || err != nil || len(res.Winners) != 1 || res.Winners[0] != "Ana" {
			t.Fatalf("winners %v ok %v err %v", res.Winners, ok, err)
		}
		if !strings.Contains(kinds(lastEvents(steps)), "scored") {
			t.Errorf("want a scored event")
		}
		if v := g.State().View(); v.Score == nil || v.Score.Players[0].Total != 2+2+3+3+3+3 {
			t.Errorf("view score = %+v", v.Score)
		}
	})
	t.Run("M-SCORE-1 a tally for someone not at the table is refused", func(t *testing.T) {
		err := playErr(t, game+"tally Zed knowledge=1 wonders=0 policies=0 provinces=0 gold=0 culture=0")
		if !strings.Contains(err.Error(), "not at this table") {
			t.Fatal(err)
		}
	})
}

func TestQAFindings(t *testing.T) {
	t.Parallel()
	t.Run("C-END-1 Separation cards are not counted among the last 3", func(t *testing.T) {
		// 3 players, display 7, eras 7,3,3: after round 1 (nothing taken, 3
		// discarded, 3 dealt) the deck holds Separation III and 3 Era III.
		g, steps := play(t, "setup mode=continuous players=Ana,Ben,Cid eras=7,3,3\npass\npass\npass")
		s := g.State()
		if s.DeckCards() != 3 || !s.end.Triggered || !strings.Contains(kinds(lastEvents(steps)), "last_round") {
			t.Fatalf("deck %d cards (%d with separations), end %+v", s.DeckCards(), len(s.deck), s.end)
		}
		if s.ToEnd() != 0 {
			t.Errorf("to_end = %d", s.ToEnd())
		}
	})
	t.Run("C-END-1 the status names the reading", func(t *testing.T) {
		g, _ := play(t, "setup mode=continuous players=Ana,Ben end=before_refill")
		if !strings.Contains(g.State().EndStatusText(), "as a refill begins") {
			t.Fatalf("status = %q", g.State().EndStatusText())
		}
	})
	t.Run("M-SETUP-1 a setup that cannot be played names its script line", func(t *testing.T) {
		_, _, err := ReadScript(strings.NewReader("# my game\n\nsetup players=Ana,Ben,Ana\ntake 1\n"))
		if err == nil || !strings.HasPrefix(err.Error(), "line 3: setup players=Ana,Ben,Ana:") {
			t.Fatalf("error = %v", err)
		}
	})
	t.Run("game=monumental is accepted, another game is named", func(t *testing.T) {
		if _, err := ParseSetup("setup game=monumental players=Ana,Ben"); err != nil {
			t.Fatal(err)
		}
		_, err := ParseSetup("setup game=worldmonument players=Ana,Ben")
		if err == nil || !strings.Contains(err.Error(), "game=worldmonuments") {
			t.Fatalf("error = %v", err)
		}
	})
	t.Run("a binary line is quoted and cut in errors", func(t *testing.T) {
		line := "take \x00\x01\xff" + strings.Repeat("z", 100)
		_, err := RunScript(Setup{Players: []string{"Ana", "Ben", "Cid"}}, 1, []kernel.ScriptLine{{Number: 2, Text: line}}, nil)
		if err == nil || strings.ContainsRune(err.Error(), 0) || len(err.Error()) > 300 {
			t.Fatalf("error = %q", err)
		}
	})
}
