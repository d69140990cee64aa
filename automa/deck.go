package automa

import (
	"errors"
	"fmt"
	"strings"

	"tablemate/kernel"
)

// Rules are the Automa's numbers that AUTOMA.md gives as data.
type Rules struct {
	StartGold      int // Gold at the start of the game
	ImpossibleGold int // Gold instead of an impossible free action
	PolicyCap      int // Cultural Policies at most
	PolicyCapGold  int // Gold instead of a Policy past the cap
	// TokenGold bounds the Gold one map token gives (a Barbarian token, a
	// Market token, a Free Town, a Monster, another player's Trading
	// Post): the answers about Gold found on the map are bounded by it
	// (reading R-MAP-GOLD); 0 means DefaultTokenGold.
	TokenGold int
	// BenefitGold is the Gold a trade benefit gives the Automa instead of
	// the benefit; 0 means DefaultBenefitGold.
	BenefitGold int
}

// The bounds a deck file may leave out (R-MAP-GOLD).
const (
	DefaultTokenGold   = 5
	DefaultBenefitGold = 2
)

func (r Rules) tokenGold() int {
	if r.TokenGold > 0 {
		return r.TokenGold
	}
	return DefaultTokenGold
}

func (r Rules) benefitGold() int {
	if r.BenefitGold > 0 {
		return r.BenefitGold
	}
	return DefaultBenefitGold
}

// Deck is a whole solo deck file: every card a game may use. A game's draw
// pile is built from it by New. A Deck is never changed once built, so the
// Automa states of a game share it.
type Deck struct {
	Name          string
	Rules         Rules
	Civilizations []Civilization
	Cards         []Card
}

// Civilization finds a civilization by name (case-insensitive).
func (d *Deck) Civilization(name string) (Civilization, bool) {
	for _, c := range d.Civilizations {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return Civilization{}, false
}

// CivilizationNames lists the civilizations of the deck.
func (d *Deck) CivilizationNames() []string {
	var names []string
	for _, c := range d.Civilizations {
		names = append(names, c.Name)
	}
	return names
}

// Validate checks what a deck built in code could get wrong. The deck file
// reader checks the same with line numbers first.
func (d *Deck) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if d.Rules.StartGold < 0 || d.Rules.ImpossibleGold < 0 || d.Rules.PolicyCap < 0 || d.Rules.PolicyCapGold < 0 ||
		d.Rules.TokenGold < 0 || d.Rules.BenefitGold < 0 {
		bad("rules must not be negative")
	}
	civs := map[string]bool{}
	for _, c := range d.Civilizations {
		if c.Name == "" || !ValidType(c.Type) {
			bad("civilization %q has type %q: use %s", c.Name, c.Type, strings.Join(CivTypes, ", "))
		}
		if civs[strings.ToLower(c.Name)] {
			bad("civilization %q is listed twice", c.Name)
		}
		civs[strings.ToLower(c.Name)] = true
	}
	ids := map[string]bool{}
	for _, c := range d.Cards {
		if c.ID == "" || ids[c.ID] {
			bad("card id %q is empty or used twice", c.ID)
		}
		ids[c.ID] = true
		if c.Kind == KindCivilization && !civs[strings.ToLower(c.Civilization)] {
			bad("card %s: civilization %q is not in the civilizations list", c.ID, c.Civilization)
		}
		if len(c.Lines) == 0 {
			bad("card %s has no lines", c.ID)
		}
		for i, l := range c.Lines {
			if err := l.Validate(); err != nil {
				bad("card %s line %d: %w", c.ID, i+1, err)
			}
		}
	}
	return errors.Join(errs...)
}

// Validate checks one line.
func (l Line) Validate() error {
	switch {
	case l.Action < 0 || l.Action >= actionKinds:
		return fmt.Errorf("unknown action %d", int(l.Action))
	case l.Type != "" && !ValidType(l.Type):
		return fmt.Errorf("bad type %q: use %s", l.Type, strings.Join(CivTypes, ", "))
	case l.Price < 0:
		return fmt.Errorf("negative price %d", l.Price)
	case l.Repeat < 0 || l.Repeat > 9:
		return fmt.Errorf("repeat %d: use 1 to 9", l.Repeat)
	case l.N < 0 || l.N > 99:
		return fmt.Errorf("n %d: use 0 to 99", l.N)
	case l.Price > 99:
		return fmt.Errorf("price %d: use 0 to 99", l.Price)
	case l.If >= conds:
		return fmt.Errorf("unknown condition %d: use %s", int(l.If), strings.Join(CondNames(), ", "))
	case l.Per != "" && (l.Per != PerPolicy || (l.Action != ActGold && l.Action != ActPolicy)):
		return fmt.Errorf("per %q: only a gold or policy line can have per: policy", l.Per)
	case l.Per != "" && l.N == 0:
		return fmt.Errorf("per: policy needs n (the Gold per Policy)")
	case l.All && l.Action != ActKnowledge && l.Action != ActBuilding:
		return fmt.Errorf("all is for knowledge and building lines")
	case l.Action == ActInstruct && strings.TrimSpace(l.Text) == "":
		return fmt.Errorf("an instruct line needs a text")
	case l.Target == Highest && !l.Action.Targeted():
		return fmt.Errorf("a %s line has no target", l.Action)
	case (l.Action == ActGold || l.Action == ActDenmarkCoastalGold || l.Action == ActAztecsSacrifice ||
		l.Action == ActReserveWonders || l.Action == ActReserveKnowledge) && l.N == 0:
		return fmt.Errorf("a %s line needs n (the Gold)", l.Action)
	}
	return nil
}

// Modules the Automa deck knows.
const (
	ModCelebrities    = "celebrities"
	ModHeroes         = "heroes" // same as celebrities
	ModAfrican        = "african_empires"
	ModAfricanHouse   = "african_empires_house"
	GroupTradeTrack   = "trade_track"
	GroupTradingPost  = "trading_post"
	houseTradeTracks  = 2 // trade-track cards the house module keeps (AUTOMA.md)
	MaxDifficulty     = 4
	defaultCardsATurn = 1
)

// DifficultyNames name the difficulty levels 0 to 4.
var DifficultyNames = [...]string{"beginner", "easy", "medium", "hard", "very hard"}

// Revision is the rules revision of a game started now. A game saved
// before revision 1 (issue 30) has revision 0 and is replayed as it was
// played: the Reserve lines counted nothing, a paid repeat was asked after
// "not possible", a condition was answered once per card in a turn, the
// Unrest line asked once for every player, a Gold answer took up to 99.
const Revision = 1

// Options choose the game's deck.
type Options struct {
	Civilization string // "" plays without a civilization card and type
	Difficulty   int    // advanced cards shuffled in, 0 to 4
	CardsPerTurn int    // 0 means 1
	Modules      []string
	// Number is the Automa's number among several ("Automa 2"), 0 when it
	// plays alone: its steps name it.
	Number int
	// Revision is the rules revision the game was started with (0: saved
	// before revision 1).
	Revision int
	// DrawAfterSequence: a card drawn in the middle of a sequence (Egypt's
	// doubled sequence, Atlantis's Nexus cards) is used after the whole
	// sequence, as the published helper does; false: at once, where the
	// draw line stands (the printed cards, M-SOLO-3).
	DrawAfterSequence bool
}

// New builds the Automa's deck for a game and shuffles it with r: the
// standard cards, the civilization's card, the modules' cards and as many
// advanced cards, picked at random, as the difficulty says.
func New(d *Deck, opt Options, r Rand) (*Automa, error) {
	if opt.Difficulty < 0 || opt.Difficulty > MaxDifficulty {
		return nil, kernel.Worded("difficulty %d: choose 0 to %d", opt.Difficulty, MaxDifficulty)
	}
	cpt := opt.CardsPerTurn
	if cpt == 0 {
		cpt = defaultCardsATurn
	}
	if cpt < 1 || cpt > 2 {
		return nil, kernel.Worded("%d cards per turn: choose 1 or 2", opt.CardsPerTurn)
	}
	var heroes, african, house bool
	for _, m := range opt.Modules {
		switch strings.ToLower(m) {
		case ModCelebrities, ModHeroes:
			heroes = true
		case ModAfrican:
			african = true
		case ModAfricanHouse:
			african, house = true, true
		default:
			return nil, kernel.Worded("unknown module %q: use %s, %s or %s", m, ModCelebrities, ModAfrican, ModAfricanHouse)
		}
	}
	a := &Automa{deck: d, cardsPerTurn: cpt, difficulty: opt.Difficulty, number: opt.Number,
		revision: opt.Revision, drawAfter: opt.DrawAfterSequence}
	a.tally.Gold = d.Rules.StartGold
	if opt.Civilization != "" {
		civ, ok := d.Civilization(opt.Civilization)
		if !ok {
			return nil, kernel.Worded("unknown civilization %q: the deck %q has %s", opt.Civilization, d.Name, strings.Join(d.CivilizationNames(), ", "))
		}
		a.civ = civ
	}
	var pile, pool, tradeTracks []int
	for i := range d.Cards {
		c := &d.Cards[i]
		switch c.Kind {
		case KindStandard:
			pile = append(pile, i)
		case KindCivilization:
			if a.civ.Name != "" && strings.EqualFold(c.Civilization, a.civ.Name) {
				pile = append(pile, i)
			}
		case KindHero:
			if heroes {
				pile = append(pile, i)
			}
		case KindAfrican:
			switch {
			case !african:
			case house && c.Group == GroupTradeTrack:
				tradeTracks = append(tradeTracks, i)
			default:
				pile = append(pile, i)
			}
		case KindAdvanced:
			if c.Module == "" || (c.Module == ModAfrican && african) {
				pool = append(pool, i)
			}
		}
	}
	if len(pile) == 0 {
		return nil, kernel.Worded("the deck %q has no standard cards", d.Name)
	}
	if opt.Difficulty > len(pool) {
		return nil, kernel.Worded("difficulty %d needs %d advanced cards; the deck %q has %d", opt.Difficulty, opt.Difficulty, d.Name, len(pool))
	}
	shuffle(pool, r)
	pile = append(pile, pool[:opt.Difficulty]...)
	if house {
		shuffle(tradeTracks, r)
		pile = append(pile, tradeTracks[:min(houseTradeTracks, len(tradeTracks))]...)
	}
	shuffle(pile, r)
	// The top of the draw pile is its last element; reversed, the seeded
	// order reads as it did when the top was first.
	for i, j := 0, len(pile)-1; i < j; i, j = i+1, j-1 {
		pile[i], pile[j] = pile[j], pile[i]
	}
	a.draw = pile
	a.size = len(pile)
	return a, nil
}

// shuffle is Fisher-Yates on the seeded source.
func shuffle(xs []int, r Rand) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}
