package sim

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
)

// DeckOptions are what `tablemate automa deck` builds a deck from: a solo
// game's Automa options and seed, or every card of the deck file (All).
type DeckOptions struct {
	Difficulty        int
	Seed              int64
	Civ, Deck, Format string
	Modules           []string
	All               bool
	// Engine are the engine's options (the deck file's loader).
	Engine []tracker.Option
	// LoadDeck reads the deck file for All: the command line's, with its
	// size limit (deckfile.Load when nil).
	LoadDeck func(name string) (*automa.Deck, error)
}

// Deck builds the deck as a game with these options would (through the
// engine, with the game's seeded generator), or loads every card.
func Deck(o DeckOptions) (*automa.Deck, []automa.Card, error) {
	if o.All {
		load := o.LoadDeck
		if load == nil {
			load = deckfile.Load
		}
		d, err := load(o.Deck)
		if err != nil {
			return nil, nil, err
		}
		return d, d.Cards, nil
	}
	setup := tracker.Setup{Players: []string{"Player"}, Seed: o.Seed,
		Automa: tracker.AutomaSetup{Civilization: strings.ToLower(o.Civ), Difficulty: o.Difficulty,
			Modules: o.Modules, Deck: o.Deck}}
	s, _, err := tracker.New(setup, o.Engine...)
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
func deckName(o DeckOptions, d *automa.Deck) string {
	if o.Deck != "" {
		return o.Deck
	}
	return d.Name
}

// WriteDeckData writes the deck as YAML (a deck file) or JSON: data, in
// English whatever the language.
func WriteDeckData(w io.Writer, o DeckOptions, d *automa.Deck, cards []automa.Card) error {
	name := deckName(o, d)
	switch o.Format {
	case "yaml":
		out := &automa.Deck{Name: d.Name, Rules: d.Rules, Civilizations: d.Civilizations, Cards: cards}
		data, err := deckfile.Marshal(out)
		if err != nil {
			return err
		}
		if !o.All {
			head := fmt.Sprintf("# The Automa deck of a game: civilization %s, difficulty %d, modules %s, seed %d.\n",
				orNone(o.Civ), o.Difficulty, orNone(strings.Join(o.Modules, ",")), o.Seed)
			data = append([]byte(head), data...)
		}
		_, err = w.Write(data)
		return err
	case "json":
		doc := deckJSON{Deck: name, All: o.All, Modules: append([]string{}, o.Modules...), Seed: o.Seed, Count: len(cards), Cards: []cardJSON{}}
		if !o.All {
			doc.Civilization, doc.Difficulty = strings.ToLower(o.Civ), o.Difficulty
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
	return fmt.Errorf("automa deck: no data format %q", o.Format)
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

// WriteDeckText lists the deck's cards and their lines in loc's language,
// for a table to check against its printed cards.
func WriteDeckText(w io.Writer, loc *i18n.Localizer, o DeckOptions, d *automa.Deck, cards []automa.Card) error {
	var b strings.Builder
	name := deckName(o, d)
	if o.All {
		b.WriteString(loc.Sprintf("Automa deck %s: every card (%d)", name, len(cards)) + "\n")
	} else {
		b.WriteString(loc.Sprintf("Automa deck %s for %s, %s, %s, seed %s: %s", name, civilizationPart(loc, o.Civ),
			difficultyPart(loc, o.Difficulty), modulesPart(loc, o.Modules), strconv.FormatInt(o.Seed, 10), loc.Message(kernel.CountOf(len(cards), "%d card", "%d cards"))) + "\n")
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
