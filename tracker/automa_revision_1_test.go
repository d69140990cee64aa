package tracker

import (
	"strings"
	"testing"

	"tablemate/automa"
	"tablemate/kernel"
	"tablemate/scoring"
)

// reserveDeck is a deck whose only card is an Architectural trade-track
// card's Reserve line: the Automa draws 2 Reserve cards every turn.
func reserveDeck(string) (*automa.Deck, error) {
	return &automa.Deck{Name: "reserve", Rules: automa.Rules{StartGold: 2, ImpossibleGold: 2, PolicyCap: 5, PolicyCapGold: 2},
		Civilizations: []automa.Civilization{{Name: "egypt", Set: "base", Type: "architectural"}},
		Cards: []automa.Card{{ID: "AE1", Title: "Reserve", Kind: automa.KindStandard,
			Lines: []automa.Line{{Action: automa.ActReserveWonders, Type: "architectural", N: 2}}}}}, nil
}

// M-SCORE-4 and issue 30 item 2: the Wonders the Automa gains from the
// Reserve are in its kept tally and in the final score.
func TestReserveGainsAreScored(t *testing.T) {
	t.Parallel()
	g, err := NewGame(mustSetup(t, "setup players=Ana automa=egypt eras=5,1,1 seed=2"), WithDecks(reserveDeck))
	if err != nil {
		t.Fatal(err)
	}
	gained := 0
	for steps := 0; !g.State().Over(); steps++ {
		if steps > 200 {
			t.Fatal("the game does not end")
		}
		s := g.State()
		switch v := s.AutomaOf(s.Active()); {
		case v != nil && v.Question != nil:
			if v.Question.Max != 2 || !v.Question.NotPossible {
				t.Fatalf("Reserve question %+v", v.Question)
			}
			mustApply(t, g, "answer 1")
			gained++
		case v != nil:
			mustApply(t, g, "automa")
		default:
			mustApply(t, g, "end")
		}
	}
	kept, ok := g.State().TallyOf(0)
	if !ok || kept.Wonders != gained || gained == 0 {
		t.Fatalf("kept tally %+v, %d Wonders gained from the Reserve", kept, gained)
	}
	if _, err := g.Apply(TallyAction{Tally: scoring.Tally{Name: "Ana", Knowledge: 1}}); err != nil {
		t.Fatal(err)
	}
	res, ok, err := g.State().Score()
	if !ok || err != nil {
		t.Fatalf("not scored: %v", err)
	}
	for _, p := range res.Players {
		if p.Automa {
			if pts, _ := p.PointsFor(scoring.Wonders); pts != 2*gained {
				t.Errorf("the Automa scores %d for Wonders, want %d", pts, 2*gained)
			}
		}
	}
}

// A new game with an Automa keeps the rules revision it is played with on
// its setup line; a saved line without it is a game from before revision
// 1, replayed as it was played.
func TestNewGamesKeepTheirAutomaRevision(t *testing.T) {
	t.Parallel()
	g, err := NewGame(mustSetup(t, "setup players=Ana seed=3"), embedded())
	if err != nil {
		t.Fatal(err)
	}
	line := g.Setup().String()
	if !strings.Contains(line, "automa_revision=1") {
		t.Fatalf("the setup line %q does not keep the revision", line)
	}
	back, err := ParseSetup(line)
	if err != nil || back.Automa.Revision != automa.Revision {
		t.Fatalf("%q reads back revision %d: %v", line, back.Automa.Revision, err)
	}
	if g, _ := NewGame(mustSetup(t, "setup players=Ana,Ben seed=3"), embedded()); strings.Contains(g.Setup().String(), "automa_revision") {
		t.Errorf("a game without an Automa has no Automa revision: %q", g.Setup().String())
	}
	old, err := Load("setup players=Ana seed=3", nil, nil, embedded())
	if err != nil || old.Setup().Automa.Revision != 0 {
		t.Fatalf("a saved game's revision: %v", err)
	}
	if err := playErr(t, "setup players=Ana automa_revision=9"); err == nil || !strings.Contains(err.Error(), "automa_revision=9") {
		t.Errorf("a revision this tablemate does not know: %v", err)
	}
}

// Issue 30 item 6: the order of a card drawn mid-sequence is a convention
// of the set: at once with the rulebook's (the printed cards), after the
// sequence with the helper's; automa_draw= overrides it; a saved game from
// before the choice used it at once.
func TestDrawOrderIsAConvention(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		line  string
		after bool
	}{
		{"setup players=Ana automa_revision=1", false},
		{"setup players=Ana automa_rules=helper automa_revision=1", true},
		{"setup players=Ana automa_rules=helper automa_draw=at_once automa_revision=1", false},
		{"setup players=Ana automa_draw=after_sequence automa_revision=1", true},
		{"setup players=Ana automa_rules=helper", false}, // saved before revision 1
	} {
		s := mustSetup(t, tc.line)
		if got := s.DrawAfterSequence(); got != tc.after {
			t.Errorf("%s: after the sequence %v, want %v", tc.line, got, tc.after)
		}
		if back := mustSetup(t, s.String()); back.String() != s.String() {
			t.Errorf("%s does not read back: %s", s, back)
		}
	}
	for _, c := range []Conventions{ConvRulebook, ConvHelper} {
		var a AutomaSetup
		a.UseConventions(c)
		if a.Draw == DrawDefault {
			t.Errorf("%s: the convention set leaves the draw order to a default", c)
		}
	}
	if _, err := ParseSetup("setup players=Ana automa_draw=later"); err == nil {
		t.Error("automa_draw=later is read")
	}
}

// Issue 30 item 7: with several Automas the undo of an Automa step names
// the Automa and says what is put back; a question has nothing to put
// back and is never repeated.
func TestUndoNamesTheAutoma(t *testing.T) {
	t.Parallel()
	pay := Event{Kind: EvAutoma, Step: &automa.Step{Kind: automa.StepPay, N: 2, Gold: 1, Who: 2}}
	m, ok := pay.Reverse()
	if !ok || kernel.English(m) != "Automa 2 takes back the 2 Gold it paid." {
		t.Errorf("undo of a payment: %v %q", ok, kernel.English(m))
	}
	ask := Event{Kind: EvAutoma, Step: &automa.Step{Kind: automa.AskConquer, Status: automa.StepAsking, Who: 2}}
	if _, ok := ask.Reverse(); ok {
		t.Error("the undo of a question repeats it")
	}
}
