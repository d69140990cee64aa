package tracker

import (
	"errors"
	"strings"
	"testing"

	"tablemate/kernel"
)

// Several Automas (issue 12 item 4): the setup line's keys, where the
// Automas sit, who starts, and what a table cannot play.
func TestBotsSeatsAndStart(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, line string
		seats      string // clockwise, Automas marked *
		start      string
	}{
		{"M-SOLO-2 old solo line: the Automa sits first and starts", "setup players=Ana automa=japan", "*Automa,Ana", "Automa"},
		{"M-SOLO-2 three Automas first, Automa 1 starts", "setup players=Ana bots=3", "*Automa 1,*Automa 2,*Automa 3,Ana", "Automa 1"},
		{"bot_seats puts the Automas anywhere", "setup players=Ana,Ben bots=2 bot_seats=2,4", "Ana,*Automa 1,Ben,*Automa 2", "Automa 1"},
		{"automa_first=off: the humans sit first and start", "setup players=Ana,Ben bots=1 automa_first=off start=Ben", "Ana,Ben,*Automa", "Ben"},
		{"helper conventions: the humans start", "setup players=Ana bots=2 automa_rules=helper", "Ana,*Automa 1,*Automa 2", "Ana"},
		{"no Automa with two humans", "setup players=Ana,Ben", "Ana,Ben", "Ana"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mustSetup(t, tc.line)
			if err := s.Validate(); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, seat := range s.Seats() {
				n := seat.Name
				if seat.Automa {
					n = "*" + n
				}
				got = append(got, n)
			}
			if strings.Join(got, ",") != tc.seats {
				t.Errorf("seats %v, want %s", got, tc.seats)
			}
			if start := s.Seats()[s.StartSeat()].Name; start != tc.start {
				t.Errorf("start %s, want %s", start, tc.start)
			}
			back, err := ParseSetup(s.String())
			if err != nil || back.String() != s.String() {
				t.Errorf("%q reads back as %q (%v)", s.String(), back.String(), err)
			}
		})
	}
}

func TestBotsSetupRefused(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, line, want string }{
		{"M-SETUP-1 six seats", "setup players=Ana,Ben,Cy bots=3 lostkingdoms=on", "a table has 2 to 5 seats"},
		{"M-SETUP-1 five seats need Lost Kingdoms", "setup players=Ana,Ben bots=3", "Lost Kingdoms"},
		{"M-SETUP-1 five Automas", "setup players=Ana bots=5", "choose 1 to 4 Automas"},
		{"M-SOLO-1 two civilizations for three Automas", "setup players=Ana bots=3 automa=egypt,china", "give one per Automa"},
		{"M-SOLO-1 one civilization twice", "setup players=Ana bots=2 automa=egypt,egypt", "given to two Automas"},
		{"M-SOLO-3 two difficulties for three Automas", "setup players=Ana bots=3 difficulty=1,2", "one for all or one per Automa"},
		{"M-SOLO-3 difficulty 5", "setup players=Ana bots=2 difficulty=1,5", "choose 0 to 4"},
		{"M-SOLO-2 a seat twice", "setup players=Ana bots=2 bot_seats=1,1", "different seat numbers"},
		{"M-SOLO-2 a seat past the table", "setup players=Ana bots=2 bot_seats=1,4", "different seat numbers"},
		{"M-SOLO-1 continuous mode", "setup mode=continuous players=Ana,Ben bots=1", "standard game"},
		{"a player named like an Automa", `setup players="Ana,Automa 2" bots=2`, "used twice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mustSetup(t, tc.line)
			err := s.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, kernel.ErrBadSetup) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := ParseSetup("setup players=Ana automa_rules=house"); err == nil || !strings.Contains(err.Error(), "rulebook or helper") {
		t.Errorf("automa_rules=house: %v", err)
	}
}

// Each Automa has its own deck, civilization and difficulty; "random"
// picks with the seed a civilization no seat plays; a replay picks the same.
func TestBotsOwnDecksAndRandomCivilization(t *testing.T) {
	t.Parallel()
	line := "setup players=Ana civs=egypt bots=3 automa=random difficulty=0,2,4 seed=5"
	g1, err := NewGame(mustSetup(t, line), embedded())
	if err != nil {
		t.Fatal(err)
	}
	g2, _ := NewGame(mustSetup(t, line), embedded())
	v1, v2 := g1.State().Automas(), g2.State().Automas()
	if len(v1) != 3 {
		t.Fatalf("%d Automas", len(v1))
	}
	seen := map[string]bool{"egypt": true}
	for i, v := range v1 {
		if v.Civilization == "" || seen[v.Civilization] || v.Civilization != v2[i].Civilization {
			t.Errorf("Automa %d: civilization %q (replay %q), taken %v", i+1, v.Civilization, v2[i].Civilization, seen)
		}
		seen[v.Civilization] = true
		if v.Difficulty != 2*i || v.Name != g1.State().Seats()[v.Seat-1].Name {
			t.Errorf("Automa %d: difficulty %d, name %s seat %d", i+1, v.Difficulty, v.Name, v.Seat)
		}
	}
	if v1[0].Draw != 16 || v1[2].Draw != 20 {
		t.Errorf("draw piles %d and %d: want 15 standard + civilization + difficulty", v1[0].Draw, v1[2].Draw)
	}
}

// automa_gold names the Automa when there are several; an unknown name is
// refused with the table's Automas.
func TestAutomaGoldNamesTheAutoma(t *testing.T) {
	t.Parallel()
	g, err := NewGame(mustSetup(t, "setup players=Ana bots=2 seed=3"), embedded())
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, `automa_gold 3 "Automa 2"`)
	if v := g.State().Automas(); v[1].Tally.Gold != 5 || v[0].Tally.Gold != 2 {
		t.Fatalf("Gold %d and %d", v[0].Tally.Gold, v[1].Tally.Gold)
	}
	a, _ := ParseAction(`automa_gold 3 "Automa 7"`)
	if _, err := g.Apply(a); err == nil || !strings.Contains(err.Error(), "Automa 1, Automa 2") {
		t.Fatalf("error %v", err)
	}
	if a.String() != `automa_gold 3 "Automa 7"` {
		t.Errorf("text %q", a)
	}
}

// The solo conventions (issue 12 item 5): one switch between the
// rulebook's set and the helper's, each convention overridable by its key.
func TestSoloConventions(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name                  string
		line                  string
		cards                 int
		goldPoints, first, qu bool
	}{
		{"M-SOLO-2 M-SOLO-3 rulebook by default", "setup players=Ana modules=african_empires", 1, false, true, false},
		{"helper set", "setup players=Ana automa_rules=helper modules=african_empires", 2, true, false, true},
		{"helper set, each overridden", "setup players=Ana automa_rules=helper automa_cards=1 automa_gold=off automa_first=on automa_quest=off", 1, false, true, false},
		{"rulebook set, each overridden", "setup players=Ana automa_cards=2 automa_gold=on automa_first=off automa_quest=on", 2, true, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mustSetup(t, tc.line)
			if s.CardsPerTurn() != tc.cards || s.AutomaGoldPoints() != tc.goldPoints || s.AutomaFirst() != tc.first || s.AutomaQuest() != tc.qu {
				t.Errorf("cards %d gold points %v Automa first %v quest %v", s.CardsPerTurn(), s.AutomaGoldPoints(), s.AutomaFirst(), s.AutomaQuest())
			}
			if back := mustSetup(t, s.String()); back.String() != s.String() {
				t.Errorf("%q reads back as %q", s.String(), back.String())
			}
		})
	}
}

// With the helper's conventions and African Empires, the Automa's kept
// tally holds its Quest card (2 points, AUTOMA.md "Scoring the Automa"),
// and it reveals 2 cards a turn.
func TestHelperConventionsInPlay(t *testing.T) {
	t.Parallel()
	g, err := NewGame(mustSetup(t, "setup players=Ana seed=2 automa=egypt automa_rules=helper modules=african_empires african_empires=on"), embedded())
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.Seats()[s.active].Automa {
		t.Fatalf("the helper seats the human first: %s starts", s.ActiveName())
	}
	mustApply(t, g, "end")
	mustApply(t, g, "automa")
	v := g.State().Automa()
	if v.CardsPerTurn != 2 {
		t.Fatalf("cards per turn %d", v.CardsPerTurn)
	}
	seat := v.Seat - 1
	if tally, ok := g.State().TallyOf(seat); !ok || tally.Quests != 1 {
		t.Fatalf("kept tally %+v (%v)", tally, ok)
	}
}
