package tracker

import (
	"errors"
	"strings"
	"tablemate/kernel"
)

// AutomaName is the seat name of the solo opponent.
const AutomaName = "Automa"

// Reading settings: where the sources are ambiguous, the table chooses.
type ContinuousEnd int

const (
	// EndAfterRefill counts the deck right after the Development refill (C-END-1, default).
	EndAfterRefill ContinuousEnd = iota
	// EndBeforeRefill counts it when the refill starts.
	EndBeforeRefill
)

func (c ContinuousEnd) String() string {
	if c == EndBeforeRefill {
		return "before_refill"
	}
	return "after_refill"
}

// ContinuousDiscard is how C-DEV-1's discard is counted.
type ContinuousDiscard int

const (
	// DiscardUntilMissing discards until as many cards are missing as there are
	// civilizations (Czech and Japanese texts, default).
	DiscardUntilMissing ContinuousDiscard = iota
	// DiscardUntilRemaining discards until as many cards remain as there are
	// civilizations (Spanish text).
	DiscardUntilRemaining
)

func (c ContinuousDiscard) String() string {
	if c == DiscardUntilRemaining {
		return "remaining"
	}
	return "missing"
}

// Readings are the rule readings a table can change.
type Readings struct {
	ContinuousEnd     ContinuousEnd
	ContinuousDiscard ContinuousDiscard
	// DiscardAfterEnd keeps discarding the furthest card on turns with no card
	// taken after the end is triggered; the FAQ (M-END-2) says not to.
	DiscardAfterEnd bool
	// LiteralDominance gives the +3 even when the greatest count is 0 (M-SCORE-2).
	LiteralDominance bool
	// AutomaGoldPoints scores the Automa 1 point per 3 Gold (AUTOMA.md).
	AutomaGoldPoints bool
	// AfricanEmpires scores the African Empires categories.
	AfricanEmpires bool
}

// AutomaSetup configures the Automas: one in a solo game by default, or 1
// to 4 beside 1 to 4 humans (bots=N). Civilization and Difficulty are the
// first Automa's (the only one's in a solo game); Civilizations and
// Difficulties give one per Automa when there are several. The deck, the
// modules and the conventions are the table's, shared by every Automa.
type AutomaSetup struct {
	Civilization string
	Difficulty   int
	CardsPerTurn int // 0: the convention set's (1 rulebook, 2 helper)
	Modules      []string
	// Deck names the Automa's deck file ("" for the default deck).
	Deck string
	// Bots is the number of Automas; 0 means one with a single human
	// player (the solo game) and none otherwise.
	Bots int
	// Civilizations and Difficulties: one per Automa, when given per Automa
	// ("random" picks a civilization with the game's seed).
	Civilizations []string
	Difficulties  []int
	// Seats are the Automas' seats, 1-based, clockwise; nil: first when an
	// Automa starts (M-SOLO-2), else after the humans.
	Seats []int
	// Conventions is the set of solo conventions (rulebook or helper); the
	// switches below override one each.
	Conventions Conventions
	First       Switch    // an Automa starts the game (M-SOLO-2)
	GoldPoints  Switch    // 1 point per 3 Gold left
	Quest       Switch    // one Quest card per Automa with African Empires
	Draw        DrawOrder // when a card drawn in the middle of a sequence is used
	// Revision is the Automa rules revision the game was started with
	// (automa.Revision; written on the setup line of every new game with
	// an Automa). 0 is a game saved before it: replayed as it was played.
	Revision int
}

// Setup is everything fixed before the first action. A game is its Setup plus
// its ordered actions.
type Setup struct {
	Mode          Mode
	Players       []string // human players, clockwise from seat 1
	Civilizations []string // optional, one per human player
	Start         int      // index into Players of the start player
	Seed          int64
	LostKingdoms  bool
	Renaissance   bool
	Celebrities   bool
	Monsters      bool
	EraSizes      []int // nil: defaults by player count (M-SETUP-2)
	DisplaySize   int   // 0: default (6, or C-SETUP-1 in continuous mode)
	Rules         Readings
	Automa        AutomaSetup
}

// Default era sizes (Funforge FAQ, M-SETUP-2).
var (
	defaultEras     = []int{15, 12, 8}
	defaultEras5    = []int{19, 16, 12}
	defaultEraRenai = 12
)

// Solo reports whether one human plays, against one Automa or more
// (M-SETUP-1).
func (s *Setup) Solo() bool { return len(s.Players) == 1 }

// Civs is the number of civilizations at the table, the Automas included.
func (s *Setup) Civs() int { return len(s.Players) + s.BotCount() }

// Seat is a place at the table in clockwise order.
type Seat struct {
	Name         string
	Civilization string
	Automa       bool
}

// Seats lists the seats clockwise: the Automas in their seats, the humans
// in the others in player order. In the solo game the Automa sits first,
// because it plays first (M-SOLO-2).
func (s *Setup) Seats() []Seat {
	n := s.Civs()
	seats := make([]Seat, n)
	isBot := make([]bool, n)
	for i, seat := range s.botSeats() {
		if seat >= 0 && seat < n {
			seats[seat] = Seat{Name: s.BotName(i), Civilization: s.BotCivilization(i), Automa: true}
			isBot[seat] = true
		}
	}
	h := 0
	for i := range seats {
		if isBot[i] || h >= len(s.Players) {
			continue
		}
		seats[i] = Seat{Name: s.Players[h]}
		if h < len(s.Civilizations) {
			seats[i].Civilization = s.Civilizations[h]
		}
		h++
	}
	return seats
}

// StartSeat is the seat index of the first player: the first Automa's when
// an Automa starts (M-SOLO-2), else the start player's.
func (s *Setup) StartSeat() int {
	if s.BotCount() > 0 && s.AutomaFirst() {
		return s.botSeats()[0]
	}
	if s.BotCount() == 0 {
		return s.Start
	}
	seat, h := 0, -1
	bots := map[int]bool{}
	for _, b := range s.botSeats() {
		bots[b] = true
	}
	for i := 0; i < s.Civs(); i++ {
		if !bots[i] {
			h++
			if h == s.Start {
				seat = i
				break
			}
		}
	}
	return seat
}

// Eras lists the eras in deck order, top first.
func (s *Setup) Eras() []Era {
	if s.Renaissance {
		return []Era{EraI, EraII, EraRenaissance, EraIII}
	}
	return []Era{EraI, EraII, EraIII}
}

// Sizes gives the number of cards of each era in deck order (M-SETUP-2).
func (s *Setup) Sizes() []int {
	if s.EraSizes != nil {
		return append([]int(nil), s.EraSizes...)
	}
	base := defaultEras
	if s.Civs() == 5 {
		base = defaultEras5
	}
	if s.Renaissance {
		return []int{base[0], base[1], defaultEraRenai, base[2]}
	}
	return append([]int(nil), base...)
}

// Rows is the number of display rows: two rows of 3 with two civilizations in
// the standard game (M-SETUP-3, M-SOLO-1), else one line.
func (s *Setup) Rows() int {
	if s.Mode == Standard && s.Civs() == 2 {
		return 2
	}
	return 1
}

// SlotCount is the number of display slots (M-SETUP-3, C-SETUP-1).
func (s *Setup) SlotCount() int {
	if s.DisplaySize > 0 {
		return s.DisplaySize
	}
	if s.Mode == Continuous {
		return s.Civs() + 4
	}
	return 6
}

// Validate reports every reason a new game cannot start with the setup,
// joined: what the engine cannot play, and what a real table cannot have
// (tableProblems).
func (s *Setup) Validate() error {
	err := s.playable()
	if table := s.tableProblems(); len(table) > 0 {
		err = errors.Join(append([]error{err}, table...)...)
	}
	return err
}

// playable reports every reason the engine cannot play the setup: a saved
// game is replayed when it passes, so a game saved before a table rule was
// checked still resumes.
func (s *Setup) playable() error {
	var errs []error
	add := func(key kernel.SetupKey, rule, format string, args ...any) {
		errs = append(errs, kernel.BadSetupKey(key, rule, format, args...))
	}
	n := len(s.Players)
	bots := s.BotCount()
	switch {
	case n == 0:
		add(KeyPlayers, "M-SETUP-1", "no players: name 1 to 5 players")
	case n > 5:
		add(KeyPlayers, "M-SETUP-1", "%d players: Monumental plays 1 to 5 (5 with Lost Kingdoms)", n)
	case bots > 0 && n+bots > 5:
		add(KeyBots, "M-SETUP-1", "%d players and %d Automas: a table has 2 to 5 seats", n, bots)
	case n+bots == 5 && !s.LostKingdoms:
		add(KeyLostKingdoms, "M-SETUP-1", "5 players need the Lost Kingdoms expansion: turn Lost Kingdoms on (lostkingdoms=on) or remove a player")
	}
	seen := map[string]bool{}
	for i, p := range s.Players {
		if err := kernel.CheckName(p); err != nil {
			add(KeyPlayers, "", "player %d: %v", i+1, err)
			continue
		}
		key := strings.ToLower(p)
		if seen[key] || s.isBotName(p) {
			add(KeyPlayers, "", "player name %q is used twice: give each player a different name", p)
		}
		seen[key] = true
	}
	if n > 0 && (s.Start < 0 || s.Start >= n) {
		add(KeyStart, "M-SETUP-5", "start player %d does not exist: choose 1 to %d", s.Start+1, n)
	}
	if len(s.Civilizations) != 0 && len(s.Civilizations) != n {
		add(KeyCivs, "", "%d civilizations for %d players: give one per player or none", len(s.Civilizations), n)
	}
	if s.Mode == Continuous && n == 1 {
		add(KeyMode, "C-SETUP-1", "the continuous mode needs 2 to 5 players: play solo in the standard mode")
	}
	if s.EraSizes != nil {
		want := 3
		if s.Renaissance {
			want = 4
		}
		if len(s.EraSizes) != want {
			add(KeyEras, "M-SETUP-2", "%d era sizes given, %d needed (%s)", len(s.EraSizes), want, eraNames(s.Eras()))
		}
		for i, size := range s.EraSizes {
			if size < 0 || size > 99 {
				add(KeyEras, "M-SETUP-2", "%s has %d cards: an era has 1 to 99 cards", eraName(s, i), size)
			}
		}
	}
	if s.DisplaySize != 0 {
		if s.Mode == Standard && s.DisplaySize != 6 {
			add(KeyDisplay, "M-SETUP-3", "a display of %d slots: the standard game always has 6", s.DisplaySize)
		}
		if s.DisplaySize < 1 || s.DisplaySize > 12 {
			add(KeyDisplay, "C-SETUP-1", "a display of %d slots: choose 1 to 12", s.DisplaySize)
		}
	}
	if len(errs) == 0 {
		total := 0
		for _, size := range s.Sizes() {
			total += size
		}
		if total <= s.SlotCount() {
			add(KeyEras, "M-SETUP-2", "the deck has %d cards for a display of %d: it needs at least %d", total, s.SlotCount(), s.SlotCount()+1)
		}
	}
	if bots > 0 {
		errs = append(errs, s.validateBots()...)
	}
	return errors.Join(errs...)
}

func eraNames(eras []Era) string {
	var names []string
	for _, e := range eras {
		names = append(names, e.Label())
	}
	return strings.Join(names, ", ")
}
