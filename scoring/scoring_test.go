package scoring

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// tally builds a base-game tally: Knowledge, Wonders, Policies, Provinces, Gold, Culture.
func tally(name string, k, w, p, v, gold, culture int) Tally {
	return Tally{Name: name, Knowledge: k, Wonders: w, Policies: p, Provinces: v, Gold: gold, Culture: culture}
}

func automa(t Tally) Tally { t.Automa = true; return t }

func TestScore(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		tallies []Tally
		opt     Options
		totals  []int
		ranks   []int
		winners []string
		// dominance lists, per player, the categories that gave +3.
		dominance [][]Category
		// explain must each appear, exactly, among the explanation lines.
		explain []string
	}{
		{
			name:      "M-SCORE-1 Knowledge 1, Wonders 2, Policies 2, Provinces 1",
			tallies:   []Tally{tally("Ana", 5, 3, 2, 4, 0, 0), tally("Ben", 1, 1, 1, 1, 0, 0)},
			totals:    []int{5 + 6 + 4 + 4 + 12, 1 + 2 + 2 + 1},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge, Wonders, Policies, Provinces}, nil},
			explain: []string{
				"Knowledge: Ana has the most with 5: +3",
				"Wonders: Ana has the most with 3: +3",
				"Ana wins with 31 points",
			},
		},
		{
			name:      "M-SCORE-2 two-way tie on Knowledge, Gold breaks the tie on points",
			tallies:   []Tally{tally("Ana", 5, 1, 0, 0, 4, 0), tally("Ben", 5, 0, 0, 2, 2, 9)},
			totals:    []int{5 + 2 + 3 + 3, 5 + 2 + 3 + 3},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge, Wonders}, {Knowledge, Provinces}},
			explain: []string{
				"Knowledge: Ana and Ben tie for most with 5: +3 each",
				"Policies: nobody has any: no bonus",
				"Ana and Ben tie on 13; Ana has more Gold, 4 to 2",
			},
		},
		{
			name: "M-SCORE-2 three-way tie on wonders",
			tallies: []Tally{
				tally("Ana", 1, 2, 0, 0, 0, 0), tally("Ben", 0, 2, 0, 0, 1, 2),
				tally("Cy", 0, 2, 0, 0, 1, 2), tally("Dee", 0, 1, 0, 0, 5, 5),
			},
			totals:    []int{1 + 4 + 3 + 3, 4 + 3, 4 + 3, 2},
			ranks:     []int{1, 2, 2, 4},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge, Wonders}, {Wonders}, {Wonders}, nil},
			explain: []string{
				"Wonders: Ana, Ben and Cy tie for most with 2: +3 each",
				"Provinces: nobody has any: no bonus",
				"Ana wins with 11 points",
			},
		},
		{
			name:      "M-SCORE-2 a category whose greatest count is 0 gives no bonus",
			tallies:   []Tally{tally("Ana", 2, 0, 0, 0, 0, 0), tally("Ben", 1, 0, 0, 0, 0, 0)},
			totals:    []int{2 + 3, 1},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge}, nil},
			explain:   []string{"Wonders: nobody has any: no bonus", "Policies: nobody has any: no bonus", "Provinces: nobody has any: no bonus"},
		},
		{
			name:      "M-SCORE-2 literal reading gives +3 to everyone tied at 0",
			tallies:   []Tally{tally("Ana", 2, 0, 0, 0, 0, 0), tally("Ben", 1, 0, 0, 0, 0, 0)},
			opt:       Options{LiteralDominance: true},
			totals:    []int{2 + 3 + 9, 1 + 9},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge, Wonders, Policies, Provinces}, {Wonders, Policies, Provinces}},
			explain:   []string{"Wonders: nobody has any; by the literal reading Ana and Ben tie for most at 0: +3 each"},
		},
		{
			name:      "M-SCORE-2 literal reading leaves categories with a non-zero count alone",
			tallies:   []Tally{tally("Ana", 1, 1, 1, 1, 0, 0), tally("Ben", 0, 0, 0, 0, 0, 0)},
			opt:       Options{LiteralDominance: true},
			totals:    []int{1 + 2 + 2 + 1 + 12, 0},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge, Wonders, Policies, Provinces}, nil},
		},
		{
			name:      "M-SCORE-2 a lone player takes every non-zero bonus",
			tallies:   []Tally{tally("Ana", 0, 1, 0, 2, 0, 0)},
			totals:    []int{2 + 2 + 6},
			ranks:     []int{1},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Wonders, Provinces}},
			explain:   []string{"Knowledge: nobody has any: no bonus", "Ana wins with 10 points"},
		},
		{
			name:      "M-SCORE-3 most points wins even with less Gold and Culture",
			tallies:   []Tally{tally("Ana", 3, 0, 0, 0, 0, 0), tally("Ben", 2, 0, 0, 0, 9, 9)},
			totals:    []int{6, 2},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge}, nil},
			explain:   []string{"Ana wins with 6 points"},
		},
		{
			name:      "M-SCORE-3 tie on points and Gold, Culture decides",
			tallies:   []Tally{tally("Ana", 2, 1, 0, 0, 3, 1), tally("Ben", 2, 1, 0, 0, 3, 2)},
			totals:    []int{10, 10},
			ranks:     []int{2, 1},
			winners:   []string{"Ben"},
			dominance: [][]Category{{Knowledge, Wonders}, {Knowledge, Wonders}},
			explain:   []string{"Ana and Ben tie on 10 points and 3 Gold; Ben has more Culture, 2 to 1"},
		},
		{
			name: "M-SCORE-3 still tied after Gold and Culture: shared victory, ranks 1, 1, 3",
			tallies: []Tally{
				tally("Ana", 2, 1, 0, 0, 4, 2), tally("Ben", 2, 1, 0, 0, 4, 2), tally("Cy", 1, 0, 0, 0, 4, 2),
			},
			totals:    []int{10, 10, 1},
			ranks:     []int{1, 1, 3},
			winners:   []string{"Ana", "Ben"},
			dominance: [][]Category{{Knowledge, Wonders}, {Knowledge, Wonders}, nil},
			explain:   []string{"Ana and Ben share the victory: 10 points, 4 Gold, 2 Culture each"},
		},
		{
			name: "M-SCORE-3 three tie on points, Gold leaves two, Culture decides",
			tallies: []Tally{
				tally("Ana", 1, 0, 0, 0, 4, 1), tally("Ben", 1, 0, 0, 0, 4, 3), tally("Cy", 1, 0, 0, 0, 2, 9),
			},
			totals:  []int{4, 4, 4},
			ranks:   []int{2, 1, 3},
			winners: []string{"Ben"},
			explain: []string{"Ana, Ben and Cy tie on 4; Ana and Ben have the most Gold, 4 to 2; Ben has more Culture, 3 to 1"},
		},
		{
			name: "M-SCORE-3 three tie on points, Gold picks one",
			tallies: []Tally{
				tally("Ana", 1, 0, 0, 0, 2, 0), tally("Ben", 1, 0, 0, 0, 5, 0), tally("Cy", 1, 0, 0, 0, 3, 0),
			},
			totals:  []int{4, 4, 4},
			ranks:   []int{3, 1, 2},
			winners: []string{"Ben"},
			explain: []string{"Ana, Ben and Cy tie on 4; Ben has the most Gold, 5 to 3"},
		},
		{
			name: "M-SCORE-3 four tie on points, Gold and Culture narrow to a shared victory",
			tallies: []Tally{
				tally("Ana", 1, 0, 0, 0, 4, 3), tally("Ben", 1, 0, 0, 0, 4, 3),
				tally("Cy", 1, 0, 0, 0, 4, 1), tally("Dee", 1, 0, 0, 0, 1, 8),
			},
			totals:  []int{4, 4, 4, 4},
			ranks:   []int{1, 1, 3, 4},
			winners: []string{"Ana", "Ben"},
			explain: []string{"Ana, Ben, Cy and Dee tie on 4; Ana, Ben and Cy have the most Gold, 4 to 1; Ana and Ben have the most Culture, 3 to 1; Ana and Ben share the victory: 4 points, 4 Gold, 3 Culture each"},
		},
		{
			name:      "M-SCORE-4 the Automa is scored like a player and can win",
			tallies:   []Tally{tally("Ana", 3, 1, 1, 2, 7, 0), automa(tally("Automa", 4, 2, 0, 2, 1, 0))},
			totals:    []int{3 + 2 + 2 + 2 + 3 + 3, 4 + 4 + 2 + 3 + 3 + 3},
			ranks:     []int{2, 1},
			winners:   []string{"Automa"},
			dominance: [][]Category{{Policies, Provinces}, {Knowledge, Wonders, Provinces}},
			explain:   []string{"Provinces: Ana and Automa tie for most with 2: +3 each", "Automa wins with 19 points"},
		},
		{
			name:      "M-SCORE-4 Automa Gold option: 1 point per 3 Gold for the Automa only, rounded down",
			tallies:   []Tally{tally("Ana", 1, 0, 0, 0, 9, 0), automa(tally("Bot", 1, 0, 0, 0, 8, 0))},
			opt:       Options{AutomaGoldPoints: true},
			totals:    []int{1 + 3, 1 + 3 + 2},
			ranks:     []int{2, 1},
			winners:   []string{"Bot"},
			dominance: [][]Category{{Knowledge}, {Knowledge}},
			explain:   []string{"Automa Gold: Bot scores 2 for 8 Gold (1 per 3)", "Bot wins with 6 points"},
		},
		{
			name:    "M-SCORE-4 without the Automa Gold option Gold only breaks ties",
			tallies: []Tally{tally("Ana", 1, 0, 0, 0, 0, 0), automa(tally("Bot", 1, 0, 0, 0, 8, 0))},
			totals:  []int{4, 4},
			ranks:   []int{2, 1},
			winners: []string{"Bot"},
			explain: []string{"Ana and Bot tie on 4; Bot has more Gold, 8 to 0"},
		},
		{
			name: "M-SCORE-1 African Empires: trade floor(steps/2), Monsters 1, Natural Wonders 1, Future projects 1, Quests 2",
			tallies: []Tally{
				{Name: "Ana", TradeSteps: 5, Monsters: 1, NaturalWonders: 2, FutureProjects: 3, Quests: 1},
				{Name: "Ben", TradeSteps: 3, Quests: 2},
			},
			opt:       Options{AfricanEmpires: true},
			totals:    []int{2 + 1 + 2 + 3 + 2 + 3, 1 + 4},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Trade}, nil},
			explain:   []string{"Trade track: Ana has the most with 5: +3", "Knowledge: nobody has any: no bonus"},
		},
		{
			name: "M-SCORE-2 African Empires: tied trade steps share the trade dominance",
			tallies: []Tally{
				{Name: "Ana", Knowledge: 1, TradeSteps: 4, Gold: 1},
				{Name: "Ben", TradeSteps: 4, Gold: 0},
			},
			opt:       Options{AfricanEmpires: true},
			totals:    []int{1 + 3 + 2 + 3, 2 + 3},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge, Trade}, {Trade}},
			explain:   []string{"Trade track: Ana and Ben tie for most with 4: +3 each"},
		},
		{
			name: "M-SCORE-2 African Empires with the literal reading: zero trade steps still give +3",
			tallies: []Tally{
				{Name: "Ana", Knowledge: 1, Wonders: 1, Policies: 1, Provinces: 1},
				{Name: "Ben"},
			},
			opt:       Options{AfricanEmpires: true, LiteralDominance: true},
			totals:    []int{6 + 12 + 3, 3},
			ranks:     []int{1, 2},
			winners:   []string{"Ana"},
			dominance: [][]Category{{Knowledge, Wonders, Policies, Provinces, Trade}, {Trade}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Score(tt.tallies, tt.opt)
			if err != nil {
				t.Fatalf("Score: %v", err)
			}
			var totals, ranks []int
			for _, p := range res.Players {
				totals = append(totals, p.Total)
				ranks = append(ranks, p.Rank)
			}
			if !slices.Equal(totals, tt.totals) {
				t.Errorf("totals = %v, want %v", totals, tt.totals)
			}
			if !slices.Equal(ranks, tt.ranks) {
				t.Errorf("ranks = %v, want %v", ranks, tt.ranks)
			}
			if !slices.Equal(res.Winners, tt.winners) {
				t.Errorf("winners = %v, want %v", res.Winners, tt.winners)
			}
			if tt.dominance != nil {
				for i, p := range res.Players {
					if !slices.Equal(p.Dominance, tt.dominance[i]) {
						t.Errorf("%s dominance = %v, want %v", p.Name, p.Dominance, tt.dominance[i])
					}
				}
			}
			lines := make([]string, len(res.Explanation))
			for i, e := range res.Explanation {
				lines[i] = e.String()
			}
			for _, want := range tt.explain {
				if !slices.Contains(lines, want) {
					t.Errorf("explanation lacks %q; got:\n%s", want, strings.Join(lines, "\n"))
				}
			}
			checkInvariants(t, tt.tallies, res)
		})
	}
}

// checkInvariants holds for every result: the total is the category points
// plus the bonus, ranks agree with the winners, and every dominance category
// is explained once.
func checkInvariants(t *testing.T, tallies []Tally, res Result) {
	t.Helper()
	if len(res.Players) != len(tallies) {
		t.Fatalf("%d players scored, %d given", len(res.Players), len(tallies))
	}
	for i, p := range res.Players {
		if p.Name != tallies[i].Name {
			t.Errorf("player %d is %q, want input order (%q)", i, p.Name, tallies[i].Name)
		}
		sum := p.Bonus
		for _, cp := range p.Points {
			sum += cp.Points
		}
		if sum != p.Total {
			t.Errorf("%s: points %v + bonus %d != total %d", p.Name, p.Points, p.Bonus, p.Total)
		}
		if p.Bonus != DominanceBonus*len(p.Dominance) {
			t.Errorf("%s: bonus %d for %d dominance categories", p.Name, p.Bonus, len(p.Dominance))
		}
		if (p.Rank == 1) != slices.Contains(res.Winners, p.Name) {
			t.Errorf("%s: rank %d but winners %v", p.Name, p.Rank, res.Winners)
		}
	}
	if len(res.Dominance) != len(DominanceCategories(res.Options)) {
		t.Errorf("%d dominance outcomes, want %d", len(res.Dominance), len(DominanceCategories(res.Options)))
	}
	last := res.Explanation[len(res.Explanation)-1]
	if !slices.Equal(last.Players, res.Winners) {
		t.Errorf("last explanation names %v, winners are %v", last.Players, res.Winners)
	}
}

func TestScoreWinnerKinds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		tallies []Tally
		kind    Kind
	}{
		{"M-SCORE-3 points decide", []Tally{tally("A", 2, 0, 0, 0, 0, 0), tally("B", 1, 0, 0, 0, 0, 0)}, KindWinPoints},
		{"M-SCORE-3 Gold decides", []Tally{tally("A", 1, 0, 0, 0, 1, 0), tally("B", 1, 0, 0, 0, 0, 5)}, KindWinGold},
		{"M-SCORE-3 Culture decides", []Tally{tally("A", 1, 0, 0, 0, 1, 0), tally("B", 1, 0, 0, 0, 1, 5)}, KindWinCulture},
		{"M-SCORE-3 shared", []Tally{tally("A", 1, 0, 0, 0, 1, 5), tally("B", 1, 0, 0, 0, 1, 5)}, KindSharedVictory},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Score(tt.tallies, Options{})
			if err != nil {
				t.Fatal(err)
			}
			last := res.Explanation[len(res.Explanation)-1]
			if last.Kind != tt.kind {
				t.Errorf("kind = %v, want %v (%s)", last.Kind, tt.kind, last)
			}
			if p := last.Params(); p["Kind"] != tt.kind.String() || p["Points"] != last.Points {
				t.Errorf("Params() = %v", p)
			}
		})
	}
}

func TestScoreAutomaGoldPoints(t *testing.T) {
	t.Parallel()
	// M-SCORE-4: floor(Gold/3) for each Gold count around the multiples of 3.
	for gold, want := range []int{0, 0, 0, 1, 1, 1, 2, 2, 2, 3} {
		res, err := Score([]Tally{automa(Tally{Name: "Bot", Gold: gold})}, Options{AutomaGoldPoints: true})
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := res.Players[0].PointsFor(AutomaGold); !ok || got != want {
			t.Errorf("M-SCORE-4 %d Gold: %d points (scored %v), want %d", gold, got, ok, want)
		}
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		tallies []Tally
		opt     Options
		is      []error
		msgs    []string
	}{
		{
			name: "M-SCORE-1 no players",
			is:   []error{ErrNoPlayers},
			msgs: []string{"no players"},
		},
		{
			name:    "M-SCORE-1 negative count names the player and the field",
			tallies: []Tally{tally("Ana", 1, -2, 0, 0, 0, 0)},
			is:      []error{ErrNegative},
			msgs:    []string{`player "Ana": wonders is -2: counts cannot be negative`},
		},
		{
			name:    "M-SCORE-3 negative Gold and Culture are both reported",
			tallies: []Tally{tally("Ana", 1, 0, 0, 0, -1, -3)},
			is:      []error{ErrNegative},
			msgs:    []string{`player "Ana": gold is -1`, `player "Ana": culture is -3`},
		},
		{
			name:    "M-SCORE-1 duplicate names ignoring case",
			tallies: []Tally{tally("Ana", 1, 0, 0, 0, 0, 0), tally("Ben", 0, 0, 0, 0, 0, 0), tally("ANA ", 0, 0, 0, 0, 0, 0)},
			is:      []error{ErrDuplicateName},
			msgs:    []string{`player "ANA ": duplicate name: the same as player 1`},
		},
		{
			name:    "M-SCORE-1 empty name is reported by position",
			tallies: []Tally{tally("Ana", 0, 0, 0, 0, 0, 0), tally("  ", 0, 0, 0, 0, 0, 0)},
			is:      []error{ErrEmptyName},
			msgs:    []string{"player 2: name is empty"},
		},
		{
			name:    "M-SCORE-1 absurd count is refused",
			tallies: []Tally{tally("Ana", MaxCount+1, 0, 0, 0, 0, 0)},
			is:      []error{ErrTooLarge},
			msgs:    []string{`player "Ana": knowledge is 1000001`},
		},
		{
			name:    "M-SCORE-1 African Empires counts without the option",
			tallies: []Tally{{Name: "Ana", Quests: 2}},
			is:      []error{ErrExpansionOff},
			msgs:    []string{`player "Ana": quests is 2, but African Empires scoring is off`},
		},
		{
			name:    "M-SCORE-1 every problem is reported at once",
			tallies: []Tally{{Name: "", Knowledge: -1}, {Name: "Ben", Provinces: -4}},
			is:      []error{ErrEmptyName, ErrNegative},
			msgs:    []string{"player 1: name is empty", "player 1: knowledge is -1", `player "Ben": provinces is -4`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Score(tt.tallies, tt.opt)
			if err == nil {
				t.Fatal("Score succeeded, want an error")
			}
			for _, target := range tt.is {
				if !errors.Is(err, target) {
					t.Errorf("error %q is not %v", err, target)
				}
			}
			for _, msg := range tt.msgs {
				if !strings.Contains(err.Error(), msg) {
					t.Errorf("error %q lacks %q", err, msg)
				}
			}
			// The one prefix is the command line's ("tablemate:").
			for _, line := range strings.Split(err.Error(), "\n") {
				if strings.HasPrefix(line, "scoring: ") {
					t.Errorf("error line %q carries a package prefix", line)
				}
			}
			var te *TallyError
			if len(tt.tallies) > 0 && !errors.As(err, &te) {
				t.Errorf("error %q carries no *TallyError", err)
			}
		})
	}
}

func TestList(t *testing.T) {
	t.Parallel()
	for n, want := range []string{"nobody", "A", "A and B", "A, B and C"} {
		if got := List([]string{"A", "B", "C"}[:n]); got != want {
			t.Errorf("List(%d names) = %q, want %q", n, got, want)
		}
	}
}

// M-SCORE-3 orders the whole ranking: a tie below the winners is explained
// too, before the winner's line.
func TestRankTieBelowTheWinnerIsExplained(t *testing.T) {
	t.Parallel()
	res, err := Score([]Tally{
		{Name: "Ben", Knowledge: 9},
		{Name: "Ana", Knowledge: 3, Gold: 2, Culture: 1},
		{Name: "Cid", Knowledge: 3, Gold: 2, Culture: 4},
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "Tied on 3 points, ranked by Gold, then Culture: Cid (rank 2: 2 Gold, 4 Culture), Ana (rank 3: 2 Gold, 1 Culture)"
	var got []string
	for _, e := range res.Explanation {
		got = append(got, e.String())
	}
	if !slices.Contains(got, want) {
		t.Fatalf("explanations:\n%s\nwant %q", strings.Join(got, "\n"), want)
	}
	if last := res.Explanation[len(res.Explanation)-1]; last.Kind != KindWinPoints {
		t.Errorf("the winner's line should stay last, got %s", last.Kind)
	}
}

// A tie below the winners that Gold and Culture cannot break is said to be
// shared, not "ranked by Gold".
func TestUnbrokenRankTieIsShared(t *testing.T) {
	t.Parallel()
	res, err := Score([]Tally{
		{Name: "Ben", Knowledge: 9},
		{Name: "Dee", Knowledge: 3, Gold: 1, Culture: 1},
		{Name: "Eve", Knowledge: 3, Gold: 1, Culture: 1},
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "Dee and Eve tie on 3 points, 1 Gold and 1 Culture: they share rank 2"
	var got []string
	for _, e := range res.Explanation {
		got = append(got, e.String())
	}
	if !slices.Contains(got, want) {
		t.Fatalf("explanations:\n%s\nwant %q", strings.Join(got, "\n"), want)
	}
}
