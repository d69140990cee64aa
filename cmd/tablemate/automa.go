package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/tracker"
)

func init() {
	subcommands = append(subcommands, newAutomaCmd)
}

func newAutomaCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "automa",
		Short: "The solo Automa: print its deck, simulate games against it",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cmd.Help()
		},
	}
	cmd.AddCommand(newSimulateCmd(), newDeckCmd())
	return cmd
}

type deckOptions struct {
	difficulty        int
	seed              int64
	civ, deck, format string
	modules           []string
	all               bool
}

func newDeckCmd() *cobra.Command {
	var o deckOptions
	cmd := &cobra.Command{
		Use:   "deck",
		Short: "Print the Automa deck a game would use, or every card of the deck file",
		Long: `Prints the Automa's deck as a solo game with these options would build it: the
standard cards, the civilization's card, the modules' cards and as many advanced
cards as the difficulty, picked with --seed as a game with seed=N picks them.
With --all, every card of the deck file. A table checks it against its printed
cards, or starts its own deck file from the YAML (it reads back as a deck file:
automa_deck=PATH on the setup line).`,
		Example: `  tablemate automa deck --civ egypt --difficulty 2 --seed 7
  tablemate automa deck --all --format yaml > my-deck.yaml
  tablemate automa deck --all --format json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch o.format {
			case "text", "yaml", "json":
			default:
				return &exitError{code: 2, err: errorf("--format %q: use text, yaml or json", o.format)}
			}
			deck, cards, err := deckCards(o)
			if err != nil {
				return err
			}
			return writeDeck(cmd.OutOrStdout(), o, deck, cards)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.civ, "civ", "", "the Automa's civilization (china, denmark, egypt, ...); none if empty")
	f.IntVar(&o.difficulty, "difficulty", 0, "advanced cards shuffled in, 0 (beginner) to 4 (very hard)")
	f.StringSliceVar(&o.modules, "modules", nil, "modules: celebrities, african_empires, african_empires_house")
	f.Int64Var(&o.seed, "seed", 1, "the game's seed: which advanced cards are picked")
	f.StringVar(&o.deck, "deck", "", "Automa deck file (default: the embedded deck)")
	f.BoolVar(&o.all, "all", false, "every card of the deck file")
	f.StringVar(&o.format, "format", "text", "output format: text, yaml (a deck file) or json")
	return cmd
}

// deckCards builds the deck as a game with these options would (through the
// engine, with the game's seeded generator), or loads every card.
func deckCards(o deckOptions) (*automa.Deck, []automa.Card, error) {
	if o.all {
		d, err := deckfile.Load(o.deck)
		if err != nil {
			return nil, nil, err
		}
		return d, d.Cards, nil
	}
	setup := tracker.Setup{Players: []string{"Player"}, Seed: o.seed,
		Automa: tracker.AutomaSetup{Civilization: strings.ToLower(o.civ), Difficulty: o.difficulty,
			Modules: o.modules, Deck: o.deck}}
	s, _, err := tracker.New(setup, engineOptions()...)
	if err != nil {
		return nil, nil, err
	}
	d, cards := s.AutomaDeck()
	if d == nil {
		return nil, nil, fmt.Errorf("no Automa deck")
	}
	return d, cards, nil
}

type deckJSON struct {
	Deck         string     `json:"deck"`
	All          bool       `json:"all"`
	Civilization string     `json:"civilization,omitempty"`
	Difficulty   int        `json:"difficulty"`
	Modules      []string   `json:"modules"`
	Seed         int64      `json:"seed"`
	Count        int        `json:"count"`
	Cards        []cardJSON `json:"cards"`
}

type cardJSON struct {
	ID           string     `json:"id"`
	Title        string     `json:"title"`
	Kind         string     `json:"kind"`
	Civilization string     `json:"civilization,omitempty"`
	Module       string     `json:"module,omitempty"`
	Group        string     `json:"group,omitempty"`
	Lines        []lineJSON `json:"lines"`
}

type lineJSON struct {
	Text   string `json:"text"`
	Action string `json:"action"`
	Type   string `json:"type,omitempty"`
	Price  int    `json:"price,omitempty"`
	Repeat int    `json:"repeat,omitempty"`
	N      int    `json:"n,omitempty"`
	Target string `json:"target,omitempty"`
	All    bool   `json:"all,omitempty"`
	Per    string `json:"per,omitempty"`
	If     string `json:"if,omitempty"`
}

func writeDeck(w io.Writer, o deckOptions, d *automa.Deck, cards []automa.Card) error {
	name := d.Name
	if o.deck != "" {
		name = o.deck
	}
	switch o.format {
	case "yaml":
		out := &automa.Deck{Name: d.Name, Rules: d.Rules, Civilizations: d.Civilizations, Cards: cards}
		data, err := deckfile.Marshal(out)
		if err != nil {
			return err
		}
		if !o.all {
			head := fmt.Sprintf("# The Automa deck of a game: civilization %s, difficulty %d, modules %s, seed %d.\n",
				orNone(o.civ), o.difficulty, orNone(strings.Join(o.modules, ",")), o.seed)
			data = append([]byte(head), data...)
		}
		_, err = w.Write(data)
		return err
	case "json":
		doc := deckJSON{Deck: name, All: o.all, Modules: append([]string{}, o.modules...), Seed: o.seed, Count: len(cards), Cards: []cardJSON{}}
		if !o.all {
			doc.Civilization, doc.Difficulty = strings.ToLower(o.civ), o.difficulty
		}
		for _, c := range cards {
			cj := cardJSON{ID: c.ID, Title: c.Title, Kind: c.Kind.String(), Civilization: c.Civilization, Module: c.Module, Group: c.Group, Lines: []lineJSON{}}
			for _, l := range c.Lines {
				lj := lineJSON{Text: l.String(), Action: l.Action.String(), Type: l.Type, Price: l.Price, Repeat: l.Repeat,
					N: l.N, All: l.All, Per: l.Per}
				if l.Action.Targeted() {
					lj.Target = l.Target.String()
				}
				if l.If != automa.CondNone {
					lj.If = l.If.String()
				}
				cj.Lines = append(cj.Lines, lj)
			}
			doc.Cards = append(doc.Cards, cj)
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(doc)
	}
	var b strings.Builder
	if o.all {
		fmt.Fprintf(&b, "Automa deck %s: every card (%d)\n", name, len(cards))
	} else {
		fmt.Fprintf(&b, "Automa deck %s for civilization %s, difficulty %d (%s), modules %s, seed %d: %d cards\n",
			name, orNone(o.civ), o.difficulty, difficultyName(o.difficulty), orNone(strings.Join(o.modules, ",")), o.seed, len(cards))
	}
	for _, c := range cards {
		fmt.Fprintf(&b, "%s  %s (%s", c.ID, c.Title, c.Kind)
		if c.Civilization != "" {
			fmt.Fprintf(&b, ", %s", c.Civilization)
		}
		b.WriteString(")\n")
		for i, l := range c.Lines {
			fmt.Fprintf(&b, "    %d. %s\n", i+1, l)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func difficultyName(n int) string {
	if n >= 0 && n < len(automa.DifficultyNames) {
		return automa.DifficultyNames[n]
	}
	return "?"
}

// maxSimGames is the most games one simulation plays.
const maxSimGames = 100000

type simOptions struct {
	strength                              bool
	games, difficulty, cardsPerTurn, bots int
	seed                                  int64
	civ, deck, format                     string
	modules                               []string
}

func newSimulateCmd() *cobra.Command {
	var o simOptions
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: "Play solo games headlessly and print the Automa's score and tallies",
		Long: `Plays solo games of Monumental against the Automa without a table: the engine
tracks the display as in a real game, each card gets a random identity as it
enters the display, the human player takes a random card half of the time, and
every question the Automa asks is answered at random. All randomness comes from
--seed: the same seed prints the same output, byte for byte.

The Automa's score counts Knowledge 1, Wonders 2, Policies 2, Provinces 1
(M-SCORE-1, without dominance).`,
		Example: `  tablemate automa simulate --games 200 --seed 7 --civ japan --difficulty 2
  tablemate automa simulate --civ china --modules celebrities,african_empires --format json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.format != "text" && o.format != "json" {
				return &exitError{code: 2, err: errorf("--format %q: use text or json", o.format)}
			}
			if o.bots < 1 || o.bots > tracker.MaxBots {
				return &exitError{code: 2, err: errorf("--bots %d: simulate 1 to %d Automas", o.bots, tracker.MaxBots)}
			}
			if o.games < 1 || o.games > maxSimGames {
				return &exitError{code: 2, err: errorf("--games %d: play 1 to %d games", o.games, maxSimGames)}
			}
			if o.strength {
				return writeStrength(cmd.OutOrStdout(), o)
			}
			res, err := simulate(o)
			if err != nil {
				return err
			}
			if o.format == "json" {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(res)
			}
			return writeSimText(cmd.OutOrStdout(), res)
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.games, "games", 100, "number of games")
	f.Int64Var(&o.seed, "seed", 1, "seed of every random choice")
	f.IntVar(&o.difficulty, "difficulty", 0, "advanced cards shuffled in, 0 (beginner) to 4 (very hard)")
	f.StringVar(&o.civ, "civ", "", "the Automa's civilization (china, denmark, egypt, greece, japan, ...); none if empty")
	f.StringVar(&o.deck, "deck", "", "Automa deck file (default: the embedded deck)")
	f.IntVar(&o.cardsPerTurn, "cards-per-turn", 1, "Automa cards revealed per turn: 1 or 2")
	f.IntVar(&o.bots, "bots", 1, "Automas at the table beside one human player: 1 to 4 (the first Automa's civilization is --civ, the others play none)")
	f.StringSliceVar(&o.modules, "modules", nil, "modules: celebrities, african_empires, african_empires_house")
	f.StringVar(&o.format, "format", "text", "output format: text or json")
	f.BoolVar(&o.strength, "strength", false, "print the strength table: the mean score and spread per difficulty 0-4, for 1 and 2 cards per turn (Markdown; --difficulty and --cards-per-turn are ignored)")
	return cmd
}

// writeStrength simulates every difficulty with 1 and 2 cards per turn, with
// the same seed and number of games, and prints the README's table.
func writeStrength(w io.Writer, o simOptions) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Automa strength: %d games per cell, seed %d, civilization %s, %d Automa(s), modules %s\n\n",
		o.games, o.seed, orNone(o.civ), o.bots, orNone(strings.Join(o.modules, ",")))
	b.WriteString("| difficulty | 1 card: mean | 1 card: sd | 2 cards: mean | 2 cards: sd |\n|---|---|---|---|---|\n")
	for d := 0; d <= automa.MaxDifficulty; d++ {
		fmt.Fprintf(&b, "| %d %s |", d, difficultyName(d))
		for c := 1; c <= 2; c++ {
			run := o
			run.difficulty, run.cardsPerTurn = d, c
			res, err := simulate(run)
			if err != nil {
				return err
			}
			fmt.Fprintf(&b, " %.2f | %.2f |", res.Score.Mean, res.Score.SD)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// simResult is the output of a simulation; its JSON field names are stable.
type simResult struct {
	Games        int      `json:"games"`
	Seed         int64    `json:"seed"`
	Bots         int      `json:"bots"`
	Civilization string   `json:"civilization"`
	Difficulty   int      `json:"difficulty"`
	CardsPerTurn int      `json:"cards_per_turn"`
	Modules      []string `json:"modules"`
	Deck         string   `json:"deck"`
	Score        simStat  `json:"score"`
	Knowledge    simStat  `json:"knowledge"`
	Wonders      simStat  `json:"wonders"`
	Policies     simStat  `json:"policies"`
	Provinces    simStat  `json:"provinces"`
	Gold         simStat  `json:"gold"`
	Reshuffles   simStat  `json:"reshuffles"`
	Turns        simStat  `json:"automa_turns"`
	TakenByType  struct {
		Knowledge simStat `json:"knowledge"`
		Building  simStat `json:"building"`
		Wonder    simStat `json:"wonder"`
	} `json:"taken_by_type"`
}

// simStat is a mean and a (population) standard deviation over the games.
type simStat struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Min  int     `json:"min"`
	Max  int     `json:"max"`
	xs   []int
}

func (s *simStat) add(x int) { s.xs = append(s.xs, x) }

func (s *simStat) finish() {
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

func simulate(o simOptions) (*simResult, error) {
	res := &simResult{Games: o.games, Seed: o.seed, Bots: o.bots, Civilization: o.civ, Difficulty: o.difficulty,
		CardsPerTurn: o.cardsPerTurn, Modules: append([]string{}, o.modules...), Deck: o.deck}
	if res.Deck == "" {
		res.Deck = deckfile.DefaultName
	}
	r := rand.New(rand.NewPCG(uint64(o.seed), 0x7ab1e))
	for g := 0; g < o.games; g++ {
		setup := tracker.Setup{Players: []string{"Player"}, Seed: int64(r.Uint64() >> 1), LostKingdoms: o.bots == 4,
			Automa: tracker.AutomaSetup{Civilization: strings.ToLower(o.civ), Difficulty: o.difficulty,
				CardsPerTurn: o.cardsPerTurn, Modules: o.modules, Deck: o.deck, Bots: o.bots}}
		s, turns, err := simGame(setup, r)
		if err != nil {
			return nil, errorf("game %d: %s", g+1, err)
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
	for _, st := range []*simStat{&res.Score, &res.Knowledge, &res.Wonders, &res.Policies, &res.Provinces,
		&res.Gold, &res.Reshuffles, &res.Turns, &res.TakenByType.Knowledge, &res.TakenByType.Building, &res.TakenByType.Wonder} {
		st.finish()
	}
	return res, nil
}

// simGame plays one game with the simple table policy; it returns the final
// state and the number of Automa turns.
func simGame(setup tracker.Setup, r *rand.Rand) (*tracker.State, int, error) {
	g, err := tracker.NewGame(setup, engineOptions()...)
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
		for i, sl := range s.Display {
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
		case q != nil && s.Seats()[s.Active].Automa:
			err = apply(tracker.AutomaAnswer{Answer: simAnswer(q.Expect, s, r)})
		case s.Seats()[s.Active].Automa:
			if s.AutomaOf(s.Active).Seat == s.Automas()[0].Seat {
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

// simAnswer answers a question at random: yes or no, Gold 0 to 3, or the
// first card the table has not entered (every card is entered, so "no").
func simAnswer(expect string, s *tracker.State, r *rand.Rand) automa.Answer {
	switch expect {
	case "number":
		return automa.Answer{Kind: automa.AnsNumber, N: r.IntN(4)}
	case "slot":
		for i, sl := range s.Display {
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

func writeSimText(w io.Writer, res *simResult) error {
	var b strings.Builder
	civ := res.Civilization
	if civ == "" {
		civ = "none"
	}
	mods := strings.Join(res.Modules, ",")
	if mods == "" {
		mods = "none"
	}
	name := "?"
	if res.Difficulty >= 0 && res.Difficulty < len(automa.DifficultyNames) {
		name = automa.DifficultyNames[res.Difficulty]
	}
	fmt.Fprintf(&b, "Automa simulation: %d games, seed %d, %d Automa(s)\n", res.Games, res.Seed, res.Bots)
	fmt.Fprintf(&b, "Civilization %s, difficulty %d (%s), %d card(s) per turn, modules %s, deck %s\n",
		civ, res.Difficulty, name, res.CardsPerTurn, mods, res.Deck)
	row := func(label string, s simStat) {
		fmt.Fprintf(&b, "  %-22s mean %7.2f  sd %6.2f  min %4d  max %4d\n", label, s.Mean, s.SD, s.Min, s.Max)
	}
	b.WriteString("Score (Knowledge 1, Wonders 2, Policies 2, Provinces 1):\n")
	row("score", res.Score)
	b.WriteString("Achievements:\n")
	row("knowledge", res.Knowledge)
	row("wonders", res.Wonders)
	row("policies", res.Policies)
	row("provinces", res.Provinces)
	b.WriteString("Cards taken from the display, by type:\n")
	row("knowledge", res.TakenByType.Knowledge)
	row("building", res.TakenByType.Building)
	row("wonder", res.TakenByType.Wonder)
	b.WriteString("Other:\n")
	row("gold at the end", res.Gold)
	row("reshuffles", res.Reshuffles)
	row("automa turns", res.Turns)
	_, err := io.WriteString(w, b.String())
	return err
}
