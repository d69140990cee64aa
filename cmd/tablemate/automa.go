package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
)

func newAutomaCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "automa",
		Short: "The solo Automa: print its deck, simulate games against it",
		Args:  noArgs,
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
		Args: noArgs,
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
			if o.format != "text" {
				return writeDeckData(cmd.OutOrStdout(), o, deck, cards)
			}
			settings, err := loadSettings(cmd) // the language: --lang, config, LANG
			if err != nil {
				return err
			}
			return writeDeckText(cmd.OutOrStdout(), i18n.New(settings.Language.String()), o, deck, cards)
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

// deckName is the deck a listing names: the deck file given, else the
// deck's own name.
func deckName(o deckOptions, d *automa.Deck) string {
	if o.deck != "" {
		return o.deck
	}
	return d.Name
}

// writeDeckData writes the deck as YAML (a deck file) or JSON: data, in
// English whatever the language.
func writeDeckData(w io.Writer, o deckOptions, d *automa.Deck, cards []automa.Card) error {
	name := deckName(o, d)
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
	return fmt.Errorf("automa deck: no data format %q", o.format)
}

// cardKindKey names a kind of Automa card in the text listing: a
// catalogue key, "" for a kind without one.
func cardKindKey(k automa.Kind) string {
	switch k {
	case automa.KindStandard:
		return "standard card"
	case automa.KindCivilization:
		return "civilization card"
	case automa.KindAdvanced:
		return "advanced card"
	case automa.KindHero:
		return "hero card"
	case automa.KindAfrican:
		return "African Empires card"
	}
	return ""
}

// writeDeckText lists the deck's cards and their lines in loc's language,
// for a table to check against its printed cards.
func writeDeckText(w io.Writer, loc *i18n.Localizer, o deckOptions, d *automa.Deck, cards []automa.Card) error {
	var b strings.Builder
	name := deckName(o, d)
	if o.all {
		b.WriteString(loc.Sprintf("Automa deck %s: every card (%d)", name, len(cards)) + "\n")
	} else {
		b.WriteString(loc.Sprintf("Automa deck %s for %s, %s, %s, seed %s: %s", name, civilizationPart(loc, o.civ),
			difficultyPart(loc, o.difficulty), modulesPart(loc, o.modules), ident(o.seed), counted(loc, len(cards), "%d card", "%d cards")) + "\n")
	}
	for _, c := range cards {
		kind := c.Kind.String()
		if k := cardKindKey(c.Kind); k != "" {
			kind = loc.T(k)
		}
		if c.Civilization != "" {
			kind += loc.T(", ") + loc.Civilization(c.Civilization)
		}
		fmt.Fprintf(&b, "%s  %s\n", c.ID, loc.Sprintf("%s (%s)", loc.Message(automa.Title(c.Title)), kind))
		for i, l := range c.Lines {
			fmt.Fprintf(&b, "    %d. %s\n", i+1, loc.Message(l))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// counted is a count with its noun in loc's language (countOf).
func counted(loc *i18n.Localizer, n int, one, other string) string {
	return loc.Message(countOf(n, one, other))
}

// countOf is a count with its noun, worded where it is shown: the key one
// for 1, else other (a language with more forms selects among them in its
// plural catalogue).
func countOf(n int, one, other string) kernel.Phrase {
	if n == 1 {
		return kernel.Phrase{Format: one, Args: []any{n}}
	}
	return kernel.Phrase{Format: other, Args: []any{n}}
}

// civilizationPart says the Automa's civilization, by its name.
func civilizationPart(loc *i18n.Localizer, civ string) string {
	if civ == "" {
		return loc.T("no civilization")
	}
	return loc.Sprintf("civilization %s", loc.Civilization(civ))
}

// difficultyPart says the difficulty, its number and its name.
func difficultyPart(loc *i18n.Localizer, n int) string {
	return loc.Sprintf("difficulty %d (%s)", n, loc.Difficulty(n))
}

// modulesPart says the modules, by their names.
func modulesPart(loc *i18n.Localizer, modules []string) string {
	if len(modules) == 0 {
		return loc.T("no modules")
	}
	names := make([]string, len(modules))
	for i, m := range modules {
		names[i] = loc.Module(m)
	}
	return loc.Sprintf("modules %s", strings.Join(names, loc.T(", ")))
}

// orNone is a YAML comment's value: "none" when empty.
func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
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
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.format != "text" && o.format != "json" {
				return &exitError{code: 2, err: errorf("--format %q: use text or json", o.format)}
			}
			if o.bots < 1 || o.bots > tracker.MaxBots {
				return &exitError{code: 2, err: errorf("--bots %s: simulate 1 to %d Automas", ident(o.bots), tracker.MaxBots)}
			}
			if o.games < 1 || o.games > maxSimGames {
				return &exitError{code: 2, err: errorf("--games %s: play 1 to %d games", ident(o.games), maxSimGames)}
			}
			if o.format == "json" && !o.strength {
				res, err := simulate(o)
				if err != nil {
					return err
				}
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(res)
			}
			settings, err := loadSettings(cmd) // the language: --lang, config, LANG
			if err != nil {
				return err
			}
			loc := i18n.New(settings.Language.String())
			if o.strength {
				return writeStrength(cmd.OutOrStdout(), loc, o)
			}
			res, err := simulate(o)
			if err != nil {
				return err
			}
			return writeSimText(cmd.OutOrStdout(), loc, res)
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
// the same seed and number of games, and prints the README's table in loc's
// language.
func writeStrength(w io.Writer, loc *i18n.Localizer, o simOptions) error {
	var b strings.Builder
	b.WriteString(loc.Sprintf("Automa strength: %s per cell, seed %s, %s, %s, %s", counted(loc, o.games, "%d game", "%d games"), ident(o.seed),
		civilizationPart(loc, o.civ), counted(loc, o.bots, "%d Automa", "%d Automas"), modulesPart(loc, o.modules)) + "\n\n")
	b.WriteString(loc.T("| difficulty | 1 card: mean | 1 card: sd | 2 cards: mean | 2 cards: sd |") + "\n|---|---|---|---|---|\n")
	for d := 0; d <= automa.MaxDifficulty; d++ {
		fmt.Fprintf(&b, "| %d %s |", d, loc.Difficulty(d))
		for c := 1; c <= 2; c++ {
			run := o
			run.difficulty, run.cardsPerTurn = d, c
			res, err := simulate(run)
			if err != nil {
				return err
			}
			fmt.Fprintf(&b, " %s | %s |", loc.Decimal(res.Score.Mean, 2), loc.Decimal(res.Score.SD, 2))
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
			return nil, errorf("game %s: %s", ident(g+1), err)
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
			err = apply(tracker.AutomaAnswer{Answer: simAnswer(q.Expect, s, r)})
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

// simAnswer answers a question at random: yes or no, Gold 0 to 3, or the
// first card the table has not entered (every card is entered, so "no").
func simAnswer(expect string, s *tracker.State, r *rand.Rand) automa.Answer {
	switch expect {
	case "number":
		return automa.Answer{Kind: automa.AnsNumber, N: r.IntN(4)}
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

// simRow is a line of the text output: its label (a catalogue key) and the
// figure it shows.
type simRow struct {
	label string
	stat  func(*simResult) simStat
}

// simSections are the text output's sections, each a head and its rows.
var simSections = []struct {
	head string
	rows []simRow
}{
	{"Score (Knowledge 1, Wonders 2, Policies 2, Provinces 1):", []simRow{{"points", func(r *simResult) simStat { return r.Score }}}},
	{"Achievements:", []simRow{
		{"knowledge", func(r *simResult) simStat { return r.Knowledge }},
		{"wonders", func(r *simResult) simStat { return r.Wonders }},
		{"policies", func(r *simResult) simStat { return r.Policies }},
		{"provinces", func(r *simResult) simStat { return r.Provinces }},
	}},
	{"Cards taken from the display, by type:", []simRow{
		{"knowledge", func(r *simResult) simStat { return r.TakenByType.Knowledge }},
		{"building", func(r *simResult) simStat { return r.TakenByType.Building }},
		{"wonder", func(r *simResult) simStat { return r.TakenByType.Wonder }},
	}},
	{"Other:", []simRow{
		{"gold at the end", func(r *simResult) simStat { return r.Gold }},
		{"reshuffles", func(r *simResult) simStat { return r.Reshuffles }},
		{"automa turns", func(r *simResult) simStat { return r.Turns }},
	}},
}

// writeSimText writes a simulation's figures in loc's language, the labels
// in a column as wide as the widest (at least 22 cells) and the numbers
// right-aligned.
func writeSimText(w io.Writer, loc *i18n.Localizer, res *simResult) error {
	var b strings.Builder
	b.WriteString(loc.Sprintf("Automa simulation: %s, seed %s, %s", counted(loc, res.Games, "%d game", "%d games"), ident(res.Seed),
		counted(loc, res.Bots, "%d Automa", "%d Automas")) + "\n")
	b.WriteString(loc.Sprintf("Setup: %s, %s, %s, %s, deck %s", civilizationPart(loc, res.Civilization), difficultyPart(loc, res.Difficulty),
		counted(loc, res.CardsPerTurn, "%d card per turn", "%d cards per turn"), modulesPart(loc, res.Modules), res.Deck) + "\n")
	width := 22
	for _, sec := range simSections {
		for _, r := range sec.rows {
			width = max(width, i18n.Width(loc.T(r.label)))
		}
	}
	for _, sec := range simSections {
		b.WriteString(loc.T(sec.head) + "\n")
		for _, r := range sec.rows {
			s := r.stat(res)
			b.WriteString("  " + i18n.PadRight(loc.T(r.label), width) + " " + loc.Sprintf("mean %s  sd %s  min %s  max %s",
				i18n.PadLeft(loc.Decimal(s.Mean, 2), 7), i18n.PadLeft(loc.Decimal(s.SD, 2), 6),
				i18n.PadLeft(strconv.Itoa(s.Min), 4), i18n.PadLeft(strconv.Itoa(s.Max), 4)) + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
