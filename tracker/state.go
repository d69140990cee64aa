package tracker

import "tablemate/scoring"

// EndStatus is where the game stands with respect to its end.
type EndStatus struct {
	// Triggered: the standard game's deck ran out (M-END-1), or the
	// continuous deck fell to 3 cards or fewer (C-END-1).
	Triggered bool
	// TriggerRound is the round in which the end was triggered.
	TriggerRound int
	// FinalRound: the round being played is the last one.
	FinalRound bool
	// LastSeat is the seat that plays the game's last turn (standard game).
	LastSeat int
	// Over: the game has ended; only tallies and scoring remain.
	Over bool
}

// Celebrity is a Celebrity card a player controls (C-HERO-1).
type Celebrity struct {
	Name      string
	GivenBack bool // set aside with an action marker until the Development phase
}

// State is the table at one instant. States are values: Apply never changes
// the state it is given.
type State struct {
	setup *Setup
	seats []Seat

	Round int
	Turn  int // turns begun since the start, 1-based
	Phase Phase
	// Active is the seat that acts now, -1 when the game is over.
	Active int
	// StartSeat holds the start player token (it moves each round in the
	// continuous mode, C-DEV-2).
	StartSeat int

	Deck    []Card // top first
	Display []Slot // slot 1 is index 0, nearest the deck
	Discard []Card // the display's discard pile
	Removed []Card // Separation cards removed from the game
	Taken   [][]Card

	// TakenSlots are the slots emptied since the last refill.
	TakenSlots []int
	Passed     []bool

	Celebrities [][]Celebrity
	// Monsters revealed and waiting to attack at the end of the round, in
	// reveal order (continuous mode).
	Monsters []string

	End EndStatus

	// Tallies entered at the end, by seat (M-SCORE-1).
	Tallies map[int]scoring.Tally

	// bots are the Automas played through their deck, in Automa order
	// (none without a deck: the table plays them by hand).
	bots []*automaExt
	// lastBot is the Automa that played last (-1 before any), for Gold the
	// table enters after its turn.
	lastBot int

	rng uint64
}

// Setup is the game's setup.
func (s *State) Setup() *Setup { return s.setup }

// Seats lists the seats in clockwise order.
func (s *State) Seats() []Seat { return s.seats }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.End.Over }

// ActiveName is who acts now ("" when the game is over).
func (s *State) ActiveName() string {
	if s.Active < 0 {
		return ""
	}
	return s.seats[s.Active].Name
}

// Next is the seat expected to act after the active one, -1 if none (the
// game ends first).
func (s *State) Next() int {
	if s.End.Over || s.Active < 0 {
		return -1
	}
	n := len(s.seats)
	if s.setup.Mode == Standard {
		if s.End.FinalRound && s.Active == s.lastSeatOfRound() {
			return -1
		}
		return (s.Active + 1) % n
	}
	for i := 1; i < n; i++ {
		if seat := (s.Active + i) % n; !s.Passed[seat] {
			return seat
		}
	}
	return s.Active // the last one left acts again, or passes and ends the phase
}

// lastSeatOfRound is the seat to the start player's right: the round ends
// after its turn (M-END-1).
func (s *State) lastSeatOfRound() int {
	n := len(s.seats)
	return (s.StartSeat + n - 1) % n
}

// RowOf gives the row (0-based) and the slot range [first, last] (1-based)
// of a slot's row.
func (s *State) RowOf(slot int) (row, first, last int) {
	rowLen := len(s.Display) / s.setup.Rows()
	row = (slot - 1) / rowLen
	return row, row*rowLen + 1, (row + 1) * rowLen
}

// FilledSlots lists the slots that hold a card, nearest the deck first.
func (s *State) FilledSlots() []int {
	var filled []int
	for i, sl := range s.Display {
		if sl.Filled {
			filled = append(filled, i+1)
		}
	}
	return filled
}

// DeckCards counts the cards left in the deck, Separation cards excluded.
func (s *State) DeckCards() int {
	n := 0
	for _, c := range s.Deck {
		if !c.Separation {
			n++
		}
	}
	return n
}

// DeckByEra counts the deck's cards of each era, Separation cards excluded.
func (s *State) DeckByEra() map[Era]int {
	counts := map[Era]int{}
	for _, e := range s.setup.Eras() {
		counts[e] = 0
	}
	for _, c := range s.Deck {
		if !c.Separation {
			counts[c.Era]++
		}
	}
	return counts
}

// ToEnd is how many more Development cards must leave the deck before the
// end is triggered (M-END-1: the last card dealt; C-END-1: 3 cards or fewer
// left, counted when the display is refilled).
func (s *State) ToEnd() int {
	if s.End.Triggered {
		return 0
	}
	if s.setup.Mode == Continuous {
		return max(s.DeckCards()-3, 0)
	}
	return s.DeckCards()
}

// TotalCards is the number of Development and Separation cards in the game.
func (s *State) TotalCards() int {
	n := len(s.Deck) + len(s.Discard) + len(s.Removed)
	for _, sl := range s.Display {
		if sl.Filled {
			n++
		}
	}
	for _, t := range s.Taken {
		n += len(t)
	}
	return n
}

// Rand draws the next number of the game's seeded generator (splitmix64).
// Parts that need randomness (the Automa's shuffles) call it on the state
// they are building, so a replay draws the same numbers.
func (s *State) Rand() uint64 {
	s.rng += 0x9E3779B97F4A7C15
	z := s.rng
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Intn returns a seeded number in [0, n).
func (s *State) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	return int(s.Rand() % uint64(n))
}

// Clone returns a copy that Apply may change without touching s. Slices that
// only ever shrink from the front or grow at the end (deck, discard, taken
// cards) are shared with their capacity capped, so an append reallocates;
// slices changed in place are copied. This keeps replaying long games cheap.
func (s *State) Clone() *State {
	c := *s
	c.Deck = capped(s.Deck)
	c.Discard = capped(s.Discard)
	c.Removed = capped(s.Removed)
	c.Taken = make([][]Card, len(s.Taken))
	for i, t := range s.Taken {
		c.Taken[i] = capped(t)
	}
	c.TakenSlots = capped(s.TakenSlots)
	c.Monsters = capped(s.Monsters)
	c.Display = append([]Slot(nil), s.Display...)
	// Tallies are replaced, never changed in place (see TallyAction).
	c.Passed = append([]bool(nil), s.Passed...)
	c.Celebrities = make([][]Celebrity, len(s.Celebrities))
	for i, cs := range s.Celebrities {
		c.Celebrities[i] = append([]Celebrity(nil), cs...)
	}
	if s.bots != nil {
		c.bots = make([]*automaExt, len(s.bots))
		for i, b := range s.bots {
			c.bots[i] = b.clone()
		}
	}
	return &c
}

func capped[T any](xs []T) []T { return xs[:len(xs):len(xs)] }
