package tracker

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tablemate/automa"
	"tablemate/kernel"
	"tablemate/scoring"
)

// playToEnd plays a game with a simple table policy (a card taken half the
// time, questions answered at random, every card entered as it is dealt)
// until it is over, then enters the humans' tallies.
func playToEnd(t *testing.T, setup Setup, r *rand.Rand) *Game {
	t.Helper()
	g, err := NewGame(setup, embedded())
	if err != nil {
		t.Fatalf("%s: %v", setup, err)
	}
	apply := func(a Action) {
		t.Helper()
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %s: %v", setup, a, err)
		}
	}
	for steps := 0; !g.State().Over(); steps++ {
		if steps > 100000 {
			t.Fatalf("%s: the game does not end", setup)
		}
		s := g.State()
		for i, sl := range s.Display() {
			if sl.Filled && !sl.Card.Identity.Known() {
				apply(Identify{Slot: i + 1, Identity: Identity{Type: CardType(1 + r.IntN(3)), Cost: 1 + r.IntN(8)}})
			}
		}
		s = g.State()
		seat := s.Seats()[s.Active()]
		switch q := s.AutomaOf(s.Active()); {
		case seat.Automa && q != nil && q.Question != nil:
			ans := automa.Answer{Kind: automa.AnsNo}
			switch q.Question.Expect {
			case "number":
				ans = automa.Answer{Kind: automa.AnsNumber, N: r.IntN(min(q.Question.Max, 3) + 1)}
			case "card":
				ans = automa.Answer{Kind: automa.AnsCard, N: 1 + r.IntN(3)}
			case "slot":
			default:
				if r.IntN(2) == 0 {
					ans = automa.Answer{Kind: automa.AnsYes}
				}
			}
			apply(AutomaAnswer{Answer: ans})
		case seat.Automa:
			apply(AutomaTurn{})
		default:
			if filled := s.FilledSlots(); len(filled) > 0 && r.IntN(2) == 0 {
				apply(Take{Slots: []int{filled[r.IntN(len(filled))]}})
			}
			apply(EndTurn{})
		}
	}
	for _, seat := range g.State().Seats() {
		if !seat.Automa {
			apply(TallyAction{Tally: scoring.Tally{Name: seat.Name, Knowledge: 2, Wonders: 1, Provinces: 3, Gold: 1}})
		}
	}
	return g
}

// Every finished game can be scored: an Automa that plays the African
// Empires cards or civilization keeps trade steps in its tally, and the
// game is scored with that expansion's categories although the setup did
// not ask for its scoring.
func TestEveryFinishedGameCanBeScored(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for _, line := range []string{
		"setup players=Ana automa=malians difficulty=2 seed=3",
		"setup players=Ana automa=egypt modules=african_empires difficulty=3 seed=4",
		"setup players=Ana automa=aksumites modules=african_empires_house seed=5 automa_rules=helper",
		"setup players=Ana,Ben bots=2 automa=zulu,random difficulty=1,4 seed=6",
		"setup players=Ana automa=random modules=african_empires seed=7",
	} {
		setup, err := ParseSetup(line)
		if err != nil {
			t.Fatal(err)
		}
		g := playToEnd(t, setup, r)
		res, ok, err := g.State().Score()
		if err != nil || !ok {
			t.Errorf("%s: every tally in, but not scored: ok %v, %v", line, ok, err)
			continue
		}
		if !g.State().ScoringOptions().AfricanEmpires {
			t.Errorf("%s: scored without the African Empires categories", line)
		}
		if len(res.Winners) == 0 {
			t.Errorf("%s: no winner", line)
		}
	}
}

// A game without African Empires refuses a tally with that expansion's
// counts when it is entered, saying what to enter, instead of ending with
// every tally in and no score.
func TestATallyTheGameCannotScoreIsRefused(t *testing.T) {
	t.Parallel()
	g, err := Load("setup players=Ana,Ben eras=5,1,1 seed=1", []string{"end", "end", "end", "end"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !g.State().Over() {
		t.Fatal("the game is not over")
	}
	_, err = g.Apply(TallyAction{Tally: scoring.Tally{Name: "Ana", Knowledge: 1, TradeSteps: 2}})
	if err == nil || !strings.Contains(err.Error(), "trade_steps is 2, but this game is played without African Empires") {
		t.Fatalf("a trade step count in a game without African Empires: %v", err)
	}
	for _, name := range []string{"Ana", "Ben"} {
		if _, err := g.Apply(TallyAction{Tally: scoring.Tally{Name: name, Knowledge: 1}}); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, err := g.State().Score(); !ok || err != nil {
		t.Fatalf("not scored: %v", err)
	}
}

// A saved game is replayed as it was played: a tally entered before the
// refusal above existed is not refused on replay; the game ends unscored
// and says why (M-SCORE-1), instead of failing to load.
func TestASavedTallyTheGameCannotScoreStillReplays(t *testing.T) {
	t.Parallel()
	g, err := Load("setup players=Ana,Ben eras=5,1,1 seed=1", []string{"end", "end", "end", "end",
		`tally "Ana" knowledge=1 wonders=0 policies=0 provinces=0 gold=0 culture=0 trade_steps=2`,
		`tally "Ben" knowledge=1 wonders=0 policies=0 provinces=0 gold=0 culture=0`}, nil)
	if err != nil {
		t.Fatalf("the saved game is refused: %v", err)
	}
	s := g.State()
	if s.Unscorable() == nil {
		t.Fatal("a game whose tally scoring refuses has no reason to show")
	}
	found := false
	for _, line := range s.Summary() {
		found = found || strings.HasPrefix(kernel.English(line), "Not scored: every tally is in, but ")
	}
	if !found {
		t.Errorf("the summary does not say why the game has no score")
	}
}

// An Automa whose own deck file moves it on the trade track without the
// African Empires cards keeps trade steps: the game is scored with them.
func TestKeptTradeStepsAreScored(t *testing.T) {
	t.Parallel()
	g, err := NewGame(Setup{Players: []string{"Ana"}}, WithDecks(func(string) (*automa.Deck, error) {
		return &automa.Deck{Name: "trade", Rules: automa.Rules{StartGold: 2, ImpossibleGold: 2, PolicyCap: 5, PolicyCapGold: 2},
			Cards: []automa.Card{{ID: "S1", Title: "Trade", Kind: automa.KindStandard, Lines: []automa.Line{{Action: automa.ActTrade, N: 1}}}}}, nil
	}))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{AutomaTurn{}, AutomaAnswer{Answer: automa.Answer{Kind: automa.AnsNumber, N: 0}}} {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !g.State().ScoringOptions().AfricanEmpires {
		t.Error("trade steps kept, but the trade track is not scored")
	}
}

// C-MONSTER-1 and issue 30 item 9: with the Monsters module each Monster a
// player defeated scores 1, with or without African Empires; without the
// module a Monsters count is refused.
func TestMonstersScoreWithTheirModule(t *testing.T) {
	t.Parallel()
	g, err := Load("setup players=Ana,Ben eras=5,1,1 seed=1 monsters=on", []string{"end", "end", "end", "end"}, nil)
	if err != nil || !g.State().Over() {
		t.Fatalf("not over: %v", err)
	}
	for _, tl := range []scoring.Tally{{Name: "Ana", Knowledge: 1, Monsters: 2}, {Name: "Ben", Knowledge: 1}} {
		if _, err := g.Apply(TallyAction{Tally: tl}); err != nil {
			t.Fatal(err)
		}
	}
	res, ok, err := g.State().Score()
	if !ok || err != nil {
		t.Fatalf("not scored: %v", err)
	}
	if pts, scored := res.Players[0].PointsFor(scoring.Monsters); !scored || pts != 2 || res.Players[0].Total != res.Players[1].Total+2 {
		t.Errorf("Ana's Monsters: %d (scored %v), totals %d and %d", pts, scored, res.Players[0].Total, res.Players[1].Total)
	}
	if _, scored := res.Players[0].PointsFor(scoring.Trade); scored {
		t.Error("the Monsters module brings the African Empires categories")
	}
	plain, _ := Load("setup players=Ana,Ben eras=5,1,1 seed=1", []string{"end", "end", "end", "end"}, nil)
	if _, err := plain.Apply(TallyAction{Tally: scoring.Tally{Name: "Ana", Monsters: 1}}); err == nil {
		t.Error("a Monsters count in a game without the module")
	}
}
