package tracker

import (
	"maps"
	"slices"

	"tablemate/scoring"
)

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
// the state it is given, and nothing outside this package can change one:
// its fields are unexported and its accessors hand out copies, so a screen
// may keep the state it drew while the game goes on.
type State struct {
	setup *Setup
	seats []Seat

	round int
	turn  int // turns begun since the start, 1-based
	phase Phase
	// active is the seat that acts now, -1 when the game is over.
	active int
	// startSeat holds the start player token (it moves each round in the
	// continuous mode, C-DEV-2).
	startSeat int

	deck    []Card // top first
	display []Slot // slot 1 is index 0, nearest the deck
	discard []Card // the display's discard pile
	removed []Card // Separation cards removed from the game
	taken   [][]Card

	// takenSlots are the slots emptied since the last refill.
	takenSlots []int
	passed     []bool

	celebrities [][]Celebrity
	// monsters revealed and waiting to attack at the end of the round, in
	// reveal order (continuous mode).
	monsters []string

	end EndStatus

	// tallies entered at the end, by seat (M-SCORE-1).
	tallies map[int]scoring.Tally

	// bots are the Automas played through their deck, in Automa order
	// (none without a deck: the table plays them by hand).
	bots []*automaExt
	// lastBot is the Automa that played last (-1 before any), for Gold the
	// table enters after its turn.
	lastBot int

	rng splitmix

	// replaying: the action is one of a saved log being replayed
	// (Advance), which is never refused for a check added since it was
	// saved; false for every action the table enters now (Apply).
	replaying bool
}

// Setup is the game's setup (a copy).
func (s *State) Setup() Setup { return s.setup.Clone() }

// Seats lists the seats in clockwise order.
func (s *State) Seats() []Seat { return slices.Clone(s.seats) }

// Round is the round being played, 1-based.
func (s *State) Round() int { return s.round }

// Turn is the number of turns begun since the start, 1-based.
func (s *State) Turn() int { return s.turn }

// Phase is where the round stands (PhaseTurn in the standard game).
func (s *State) Phase() Phase { return s.phase }

// Active is the seat that acts now, -1 when the game is over.
func (s *State) Active() int { return s.active }

// StartSeat is the seat holding the start player token (it moves each
// round in the continuous mode, C-DEV-2).
func (s *State) StartSeat() int { return s.startSeat }

// Deck is the deck's cards, top first, Separation cards included.
func (s *State) Deck() []Card { return slices.Clone(s.deck) }

// Display is the display's slots: slot 1 is index 0, nearest the deck.
func (s *State) Display() []Slot { return slices.Clone(s.display) }

// Discard is the display's discard pile.
func (s *State) Discard() []Card { return slices.Clone(s.discard) }

// Removed is the Separation cards removed from the game.
func (s *State) Removed() []Card { return slices.Clone(s.removed) }

// Taken is the cards each seat took from the display, by seat.
func (s *State) Taken() [][]Card { return cloneEach(s.taken) }

// TakenSlots are the slots emptied since the last refill.
func (s *State) TakenSlots() []int { return slices.Clone(s.takenSlots) }

// Passed tells, by seat, who passed this round (continuous mode).
func (s *State) Passed() []bool { return slices.Clone(s.passed) }

// Celebrities are the Celebrity cards each seat controls, by seat.
func (s *State) Celebrities() [][]Celebrity { return cloneEach(s.celebrities) }

// Monsters are the Monsters revealed and waiting to attack at the end of
// the round, in reveal order (continuous mode).
func (s *State) Monsters() []string { return slices.Clone(s.monsters) }

// End is where the game stands with respect to its end.
func (s *State) End() EndStatus { return s.end }

// Tallies are the tallies entered at the end, by seat (M-SCORE-1).
func (s *State) Tallies() map[int]scoring.Tally { return maps.Clone(s.tallies) }

func cloneEach[T any](xss [][]T) [][]T {
	out := make([][]T, len(xss))
	for i, xs := range xss {
		out[i] = slices.Clone(xs)
	}
	return out
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.end.Over }

// ActiveName is who acts now ("" when the game is over).
func (s *State) ActiveName() string {
	if s.active < 0 {
		return ""
	}
	return s.seats[s.active].Name
}

// Next is the seat expected to act after the active one, -1 if none (the
// game ends first).
func (s *State) Next() int {
	if s.end.Over || s.active < 0 {
		return -1
	}
	n := len(s.seats)
	if s.setup.Mode == Standard {
		if s.end.FinalRound && s.active == s.lastSeatOfRound() {
			return -1
		}
		return (s.active + 1) % n
	}
	for i := 1; i < n; i++ {
		if seat := (s.active + i) % n; !s.passed[seat] {
			return seat
		}
	}
	return s.active // the last one left acts again, or passes and ends the phase
}

// lastSeatOfRound is the seat to the start player's right: the round ends
// after its turn (M-END-1).
func (s *State) lastSeatOfRound() int {
	n := len(s.seats)
	return (s.startSeat + n - 1) % n
}

// RowOf gives the row (0-based) and the slot range [first, last] (1-based)
// of a slot's row.
func (s *State) RowOf(slot int) (row, first, last int) {
	rowLen := len(s.display) / s.setup.Rows()
	row = (slot - 1) / rowLen
	return row, row*rowLen + 1, (row + 1) * rowLen
}

// FilledSlots lists the slots that hold a card, nearest the deck first.
func (s *State) FilledSlots() []int {
	var filled []int
	for i, sl := range s.display {
		if sl.Filled {
			filled = append(filled, i+1)
		}
	}
	return filled
}

// DeckCards counts the cards left in the deck, Separation cards excluded.
func (s *State) DeckCards() int {
	n := 0
	for _, c := range s.deck {
		if !c.Separation {
			n++
		}
	}
	return n
}

// DeckSeparations counts the Separation cards left in the deck: a screen
// needs the count, not a copy of the deck.
func (s *State) DeckSeparations() int { return len(s.deck) - s.DeckCards() }

// DiscardCards counts the cards in the display's discard pile.
func (s *State) DiscardCards() int { return len(s.discard) }

// DeckByEra counts the deck's cards of each era, Separation cards excluded.
func (s *State) DeckByEra() map[Era]int {
	counts := map[Era]int{}
	for _, e := range s.setup.Eras() {
		counts[e] = 0
	}
	for _, c := range s.deck {
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
	if s.end.Triggered {
		return 0
	}
	if s.setup.Mode == Continuous {
		return max(s.DeckCards()-3, 0)
	}
	return s.DeckCards()
}

// TotalCards is the number of Development and Separation cards in the game.
func (s *State) TotalCards() int {
	n := len(s.deck) + len(s.discard) + len(s.removed)
	for _, sl := range s.display {
		if sl.Filled {
			n++
		}
	}
	for _, t := range s.taken {
		n += len(t)
	}
	return n
}

// splitmix is the game's seeded generator (splitmix64), carried in the
// state: parts that need randomness (the Automa's shuffles) draw from the
// state they are building, so a replay draws the same numbers. A type of
// its own, not methods of State: a draw changes it, and only Apply may
// change a state.
type splitmix uint64

func (r *splitmix) next() uint64 {
	*r += 0x9E3779B97F4A7C15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Intn returns a seeded number in [0, n) (automa.Rand).
func (r *splitmix) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	return int(r.next() % uint64(n))
}

// clone returns a copy that Apply may change without touching s. Slices that
// only ever shrink from the front or grow at the end (deck, discard, taken
// cards) are shared with their capacity capped, so an append reallocates;
// slices changed in place are copied. This keeps replaying long games cheap.
func (s *State) clone() *State {
	c := *s
	c.deck = capped(s.deck)
	c.discard = capped(s.discard)
	c.removed = capped(s.removed)
	c.taken = make([][]Card, len(s.taken))
	for i, t := range s.taken {
		c.taken[i] = capped(t)
	}
	c.takenSlots = capped(s.takenSlots)
	c.monsters = capped(s.monsters)
	c.display = append([]Slot(nil), s.display...)
	// Tallies are replaced, never changed in place (see TallyAction).
	c.passed = append([]bool(nil), s.passed...)
	c.celebrities = make([][]Celebrity, len(s.celebrities))
	for i, cs := range s.celebrities {
		c.celebrities[i] = append([]Celebrity(nil), cs...)
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
