// Package sim plays the solo Automa without a table: games simulated
// headlessly through the engine, for the Automa's strength, and the deck
// a game with given options would build, for a table to check against its
// printed cards. It is the Automa's side of the command line, on the
// Monumental engine (automa itself must not import tracker).
package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/kernel"
	"tablemate/tracker"
)

// MaxGames is the most games one simulation plays.
const MaxGames = 100000

// Options are a simulation's: the games to play, their seed and the
// Automas' options.
type Options struct {
	Games, Difficulty, CardsPerTurn, Bots int
	Seed                                  int64
	Civ, Deck                             string
	Modules                               []string
	// Engine are the engine's options (the deck file's loader).
	Engine []tracker.Option
}

// Result is the output of a simulation; its JSON field names are stable.
type Result struct {
	Games        int      `json:"games"`
	Seed         int64    `json:"seed"`
	Bots         int      `json:"bots"`
	Civilization string   `json:"civilization"`
	Difficulty   int      `json:"difficulty"`
	CardsPerTurn int      `json:"cards_per_turn"`
	Modules      []string `json:"modules"`
	Deck         string   `json:"deck"`
	Score        Stat     `json:"score"`
	Knowledge    Stat     `json:"knowledge"`
	Wonders      Stat     `json:"wonders"`
	Policies     Stat     `json:"policies"`
	Provinces    Stat     `json:"provinces"`
	Gold         Stat     `json:"gold"`
	Reshuffles   Stat     `json:"reshuffles"`
	Turns        Stat     `json:"automa_turns"`
	TakenByType  struct {
		Knowledge Stat `json:"knowledge"`
		Building  Stat `json:"building"`
		Wonder    Stat `json:"wonder"`
	} `json:"taken_by_type"`
}

// Stat is a mean and a (population) standard deviation over the games.
type Stat struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Min  int     `json:"min"`
	Max  int     `json:"max"`
	xs   []int
}

func (s *Stat) add(x int) { s.xs = append(s.xs, x) }

func (s *Stat) finish() {
	if len(s.xs) == 0 {
		return
	}
	s.Min, s.Max = s.xs[0], s.xs[0]
	sum := 0.0
	for _, x := range s.xs {
		sum += float64(x)
		s.Min, s.Max = min(s.Min, x), max(s.Max, x)
	}
	s.Mean = sum / float64(len(s.xs))
	v := 0.0
	for _, x := range s.xs {
		d := float64(x) - s.Mean
		v += d * d
	}
	s.SD = math.Sqrt(v / float64(len(s.xs)))
	// Rounded so that the JSON and the text agree and stay byte-stable.
	s.Mean, s.SD = math.Round(s.Mean*100)/100, math.Round(s.SD*100)/100
}

// Simulate plays o.Games games with the simple table policy, all their
// randomness from o.Seed, and measures the first Automa.
func Simulate(o Options) (*Result, error) {
	res := &Result{Games: o.Games, Seed: o.Seed, Bots: o.Bots, Civilization: o.Civ, Difficulty: o.Difficulty,
		CardsPerTurn: o.CardsPerTurn, Modules: append([]string{}, o.Modules...), Deck: o.Deck}
	if res.Deck == "" {
		res.Deck = deckfile.DefaultName
	}
	r := rand.New(rand.NewPCG(uint64(o.Seed), 0x7ab1e))
	for g := 0; g < o.Games; g++ {
		setup := tracker.Setup{Players: []string{"Player"}, Seed: int64(r.Uint64() >> 1), LostKingdoms: o.Bots == 4,
			Automa: tracker.AutomaSetup{Civilization: strings.ToLower(o.Civ), Difficulty: o.Difficulty,
				CardsPerTurn: o.CardsPerTurn, Modules: o.Modules, Deck: o.Deck, Bots: o.Bots}}
		s, turns, err := play(setup, r, o.Engine)
		if err != nil {
			return nil, kernel.Worded("game %s: %s", strconv.Itoa(g+1), err)
		}
		// The first Automa is the one measured; the others change the
		// display it sees and the catch-up conditions.
		v := s.Automas()[0]
		t := v.Tally
		res.Score.add(v.Score)
		res.Knowledge.add(t.Knowledge)
		res.Wonders.add(t.Wonders)
		res.Policies.add(t.Policies)
		res.Provinces.add(t.Provinces)
		res.Gold.add(t.Gold)
		res.Reshuffles.add(t.Reshuffles)
		res.Turns.add(turns)
		by := s.View().Players[v.Seat-1].TakenByType
		res.TakenByType.Knowledge.add(by["knowledge"])
		res.TakenByType.Building.add(by["building"])
		res.TakenByType.Wonder.add(by["wonder"])
	}
	for _, st := range []*Stat{&res.Score, &res.Knowledge, &res.Wonders, &res.Policies, &res.Provinces,
		&res.Gold, &res.Reshuffles, &res.Turns, &res.TakenByType.Knowledge, &res.TakenByType.Building, &res.TakenByType.Wonder} {
		st.finish()
	}
	return res, nil
}

// play plays one game with the simple table policy; it returns the final
// state and the number of Automa turns.
func play(setup tracker.Setup, r *rand.Rand, engine []tracker.Option) (*tracker.State, int, error) {
	g, err := tracker.NewGame(setup, engine...)
	if err != nil {
		return nil, 0, err
	}
	if g.State().Automa() == nil {
		return nil, 0, fmt.Errorf("no Automa deck")
	}
	apply := func(a tracker.Action) error {
		_, err := g.Apply(a)
		return err
	}
	turns := 0
	for steps := 0; !g.State().Over(); steps++ {
		if steps > 100000 {
			return nil, 0, fmt.Errorf("the game does not end")
		}
		s := g.State()
		// Each card gets its identity as it enters the display.
		for i, sl := range s.Display() {
			if sl.Filled && !sl.Card.Identity.Known() {
				id := tracker.Identity{Type: tracker.CardType(1 + r.IntN(3)), Cost: 1 + r.IntN(8)}
				if err := apply(tracker.Identify{Slot: i + 1, Identity: id}); err != nil {
					return nil, 0, err
				}
			}
		}
		s = g.State()
		var err error
		switch q := s.Automa().Question; {
		case q != nil && s.Seats()[s.Active()].Automa:
			err = apply(tracker.AutomaAnswer{Answer: answer(q, s, r)})
		case s.Seats()[s.Active()].Automa:
			if s.AutomaOf(s.Active()).Seat == s.Automas()[0].Seat {
				turns++ // the measured Automa's turns
			}
			err = apply(tracker.AutomaTurn{})
		default:
			filled := s.FilledSlots()
			if len(filled) > 0 && r.IntN(2) == 0 {
				if err := apply(tracker.Take{Slots: []int{filled[r.IntN(len(filled))]}}); err != nil {
					return nil, 0, err
				}
			}
			err = apply(tracker.EndTurn{})
		}
		if err != nil {
			return nil, 0, err
		}
	}
	return g.State(), turns, nil
}

// answer answers a question at random: yes or no, Gold 0 to 3 (at most
// what the question takes), a Reserve card's type, or the first card the
// table has not entered (every card is entered, so "no").
func answer(q *tracker.AutomaQuestion, s *tracker.State, r *rand.Rand) automa.Answer {
	switch q.Expect {
	case "number":
		return automa.Answer{Kind: automa.AnsNumber, N: r.IntN(min(q.Max, 3) + 1)}
	case "card":
		return automa.Answer{Kind: automa.AnsCard, N: 1 + r.IntN(3)}
	case "slot":
		for i, sl := range s.Display() {
			if sl.Filled && !sl.Card.Identity.Known() {
				return automa.Answer{Kind: automa.AnsSlot, N: i + 1}
			}
		}
		return automa.Answer{Kind: automa.AnsNo}
	}
	if r.IntN(2) == 0 {
		return automa.Answer{Kind: automa.AnsNo}
	}
	return automa.Answer{Kind: automa.AnsYes}
}
