package tracker

import (
	"strings"
	"tablemate/automa"
	"tablemate/kernel"
)

// New deals the opening display for a setup and returns the first state and
// the events that tell the table how to set up.
func New(setup Setup, opts ...Option) (*State, []Event, error) {
	o := optionsOf(opts)
	check := setup.Validate
	if o.resume {
		check = setup.playable
	}
	if err := check(); err != nil {
		return nil, nil, err
	}
	setup = setup.Clone()
	seats := setup.Seats()
	s := &State{
		setup:       &setup,
		seats:       seats,
		round:       1,
		turn:        1,
		phase:       PhaseTurn,
		startSeat:   setup.StartSeat(),
		taken:       make([][]Card, len(seats)),
		passed:      make([]bool, len(seats)),
		celebrities: make([][]Celebrity, len(seats)),
		rng:         splitmix(setup.Seed),
		lastBot:     -1,
	}
	if setup.Mode == Continuous {
		s.phase = PhaseCity
	}
	s.active = s.startSeat
	s.deck = buildDeck(&setup)
	s.display = make([]Slot, setup.SlotCount())

	var events []Event
	var dealt []Card
	var separations []Event
	for slot := len(s.display); slot >= 1; slot-- {
		card, seps, ok := s.draw()
		for _, sep := range seps {
			// In the continuous mode the Era I Separation card is not put
			// away: it becomes the start player marker (C-SETUP-2).
			if setup.Mode == Continuous && sep.Era == EraI {
				continue
			}
			separations = append(separations, sep)
		}
		if !ok {
			break
		}
		s.display[slot-1] = Slot{Card: card, Filled: true}
		dealt = append(dealt, card)
	}
	events = append(events, separations...)
	events = append(events, Event{Kind: EvSetupDisplay, Count: len(dealt), Eras: eraCounts(dealt)})
	if setup.Mode == Continuous {
		events = append(events, Event{Kind: EvStartMarker, Player: s.ActiveName()},
			Event{Kind: EvPhaseCity, Count: s.round, Player: s.ActiveName()})
	}
	if setup.BotCount() > 0 {
		if err := s.initSolo(o); err != nil {
			return nil, nil, err
		}
	}
	events = append(events, Event{Kind: EvTurn, Player: s.ActiveName()})
	s.markAutomas(events)
	return s, events, nil
}

// Clone is a copy of the setup that shares no slice with it: a state or
// game keeps its own, so a setup handed out cannot change the game.
func (s *Setup) Clone() Setup {
	c := *s
	c.Players = append([]string(nil), c.Players...)
	c.Civilizations = append([]string(nil), c.Civilizations...)
	if c.EraSizes != nil {
		c.EraSizes = append([]int(nil), c.EraSizes...)
	}
	c.Automa.Modules = append([]string(nil), c.Automa.Modules...)
	c.Automa.Civilizations = append([]string(nil), c.Automa.Civilizations...)
	c.Automa.Difficulties = append([]int(nil), c.Automa.Difficulties...)
	c.Automa.Seats = append([]int(nil), c.Automa.Seats...)
	return c
}

// buildDeck stacks the eras top first, each under its Separation card
// (M-SETUP-2). Cards of one era are alike until the table identifies them, so
// no shuffle is needed here.
func buildDeck(setup *Setup) []Card {
	var deck []Card
	sizes := setup.Sizes()
	for i, era := range setup.Eras() {
		deck = append(deck, Card{ID: len(deck), Era: era, Separation: true})
		for j := 0; j < sizes[i]; j++ {
			deck = append(deck, Card{ID: len(deck), Era: era})
		}
	}
	return deck
}

// draw takes the next card of the deck, removing any Separation card on the
// way (M-REFILL-4). ok is false when the deck is empty.
func (s *State) draw() (card Card, events []Event, ok bool) {
	for len(s.deck) > 0 {
		top := s.deck[0]
		s.deck = s.deck[1:]
		if top.Separation {
			s.removed = append(s.removed, top)
			events = append(events, Event{Kind: EvSeparation, Era: top.Era})
			continue
		}
		return top, events, true
	}
	return Card{}, events, false
}

// Apply checks an action against the rules and returns the new state and the
// events it caused. On error the given state is unchanged and no state is
// returned.
func Apply(s *State, a Action) (*State, []Event, error) {
	if a == nil {
		return nil, nil, illegal("", "no action")
	}
	c := s.clone()
	events, err := a.apply(c, nil)
	if err != nil {
		return nil, nil, err
	}
	c.markAutomas(events)
	return c, events, nil
}

// Advance is Apply in place: it changes s (on error s is spoilt) and
// appends the events to buf. Replaying a saved log uses it on a private copy
// (kernel.Rules), passing the last action's events back as buf[:0], so that
// a replay allocates no slice of events per action.
func Advance(s *State, a Action, buf []Event) ([]Event, error) {
	if a == nil {
		return nil, illegal("", "no action")
	}
	events, err := a.apply(s, buf)
	if err != nil {
		return nil, err
	}
	s.markAutomas(events[len(buf):])
	return events, nil
}

// markAutomas types the Automas among the events' players (Event.Bot).
func (s *State) markAutomas(events []Event) {
	if s.setup.BotCount() == 0 {
		return
	}
	for i := range events {
		events[i].Bot = s.AutomaSeat(events[i].Player)
	}
}

// AutomaSeat is the Automa a seat name is, by the setup's names for their
// seats; not Seated for a person (or no one).
func (s *State) AutomaSeat(name string) AutomaSeat {
	n := s.setup.BotCount()
	for b := 0; b < n && name != ""; b++ {
		if name == s.setup.BotName(b) {
			if n == 1 {
				return AutomaSeat{Seated: true}
			}
			return AutomaSeat{Seated: true, Number: b + 1}
		}
	}
	return AutomaSeat{}
}

// named is a seat name as a message argument: an Automa typed (worded in
// the reader's language), a person's name as written.
func (s *State) named(name string) any {
	if a := s.AutomaSeat(name); a.Seated {
		return a
	}
	return name
}

// rules is the engine as a kernel.History runs it.
var rules = kernel.Rules[*State, Action, Event]{Apply: Apply, Clone: (*State).clone, Advance: Advance}

// checkPlaying refuses an action after the end, citing the end rule of the
// game's mode: a continuous game ends by C-END-1, not M-END-1.
func (s *State) checkPlaying() error {
	if s.end.Over {
		rule := "M-END-1"
		if s.setup.Mode == Continuous {
			rule = "C-END-1"
		}
		return ruleErr(kernel.ErrGameOver, rule, "the game is over: enter the tallies and score it")
	}
	return nil
}

func (s *State) checkSlot(slot int) error {
	if slot < 1 || slot > len(s.display) {
		return illegal("M-SETUP-3", "slot %d does not exist: the display has %d slots", slot, len(s.display))
	}
	return nil
}

// enterActions moves a continuous round from its City phase to the Actions
// phase when the first turn action is taken.
func (s *State) enterActions() {
	if s.phase == PhaseCity {
		s.phase = PhaseActions
	}
}

func (a Take) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	if len(a.Slots) == 0 {
		return nil, illegal("M-TURN-1", "take needs a slot")
	}
	if s.setup.Mode == Continuous && len(a.Slots) > 1 {
		return nil, illegal("C-ACT-1", "a turn in the continuous mode is one action: take one card")
	}
	seen := map[int]bool{}
	for _, slot := range a.Slots {
		if err := s.checkSlot(slot); err != nil {
			return nil, err
		}
		if seen[slot] {
			return nil, illegal("M-TURN-1", "slot %d is named twice", slot)
		}
		seen[slot] = true
		if !s.display[slot-1].Filled {
			if containsInt(s.takenSlots, slot) && s.setup.Mode == Continuous {
				return nil, illegal("C-DEV-2", "slot %d is empty: its card was taken this round; the display is refilled at the Development phase", slot)
			}
			if containsInt(s.takenSlots, slot) {
				return nil, illegal("M-TURN-1", "slot %d is empty: its card was already taken; the display is refilled only at the end of the turn", slot)
			}
			return nil, illegal("M-REFILL-4", "slot %d is empty: the deck could not fill it", slot)
		}
	}
	s.enterActions()
	for _, slot := range a.Slots {
		events = append(events, s.takeSlot(s.active, slot))
	}
	if s.setup.Mode == Continuous {
		events = s.advanceContinuous(events)
	}
	return events, nil
}

// takeSlot moves a display card to a seat's taken cards.
func (s *State) takeSlot(seat, slot int) Event {
	card := s.display[slot-1].Card
	s.display[slot-1] = Slot{}
	s.taken[seat] = append(s.taken[seat], card)
	s.takenSlots = append(s.takenSlots, slot)
	ev := Event{Kind: EvTake, Player: s.seats[seat].Name, Slot: slot, Era: card.Era}
	ev.Card = card.Identity
	return ev
}

func (EndTurn) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	if s.setup.Mode == Continuous {
		return nil, illegal("C-ACT-1", "the continuous mode has no 'end': a turn is one action (take, act or pass)")
	}
	if e := s.botAt(s.active); e != nil && e.a.InTurn() && e.turn == s.turn {
		// Allowed, so a table can overrule the deck, but never silently.
		events = append(events, Event{Kind: EvAutoma, Player: s.ActiveName(), Step: &automa.Step{Kind: automa.StepAbandon, Status: automa.StepSkipped}})
	}
	return s.endStandardTurn(events), nil
}

func (Act) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	if s.setup.Mode == Standard {
		return nil, illegal("M-TURN-1", "'act' is for the continuous mode: in the standard game take any actions, then 'end' the turn")
	}
	s.enterActions()
	events = append(events, Event{Kind: EvActionTaken, Player: s.ActiveName()})
	return s.advanceContinuous(events), nil
}

func (Pass) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	if s.setup.Mode == Standard {
		return nil, illegal("C-PASS-1", "'pass' is for the continuous mode: in the standard game a turn ends with 'end'")
	}
	s.enterActions()
	s.passed[s.active] = true
	events = append(events, Event{Kind: EvPass, Player: s.ActiveName()})
	return s.advanceContinuous(events), nil
}

func (a Identify) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkSlot(a.Slot); err != nil {
		return nil, err
	}
	if !s.display[a.Slot-1].Filled {
		return nil, illegal("M-SETUP-3", "slot %d is empty: there is no card to identify", a.Slot)
	}
	if !a.Identity.Known() {
		return nil, illegal("", "say what the card is: knowledge, building or wonder")
	}
	s.display[a.Slot-1].Card.Identity = a.Identity
	return append(events, Event{Kind: EvIdentify, Slot: a.Slot, Card: a.Identity}), nil
}

func (a Hire) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	if !s.setup.Celebrities {
		return nil, illegal("C-HERO-1", "the Celebrities module is off in this game")
	}
	if len(s.celebrities[s.active]) > 0 {
		c := s.celebrities[s.active][0]
		if c.GivenBack {
			return nil, illegal("C-HERO-1", "%s gave back %s this round: it still counts as controlled until the Development phase", s.ActiveName(), c.Name)
		}
		return nil, illegal("C-HERO-1", "%s already controls %s: give it back first", s.ActiveName(), c.Name)
	}
	for seat, cs := range s.celebrities {
		for _, c := range cs {
			if strings.EqualFold(c.Name, a.Name) {
				return nil, illegal("C-HERO-1", "%s is controlled by %s", c.Name, s.seats[seat].Name)
			}
		}
	}
	s.enterActions()
	s.celebrities[s.active] = append(s.celebrities[s.active], Celebrity{Name: a.Name})
	events = append(events, Event{Kind: EvHire, Player: s.ActiveName(), Name: a.Name})
	if s.setup.Mode == Continuous {
		events = s.advanceContinuous(events)
	}
	return events, nil
}

func (a GiveBack) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	cs := s.celebrities[s.active]
	for i, c := range cs {
		if !strings.EqualFold(c.Name, a.Name) || c.GivenBack {
			continue
		}
		if s.setup.Mode == Continuous {
			// Still controlled until the Development phase (C-HERO-1).
			cs[i].GivenBack = true
			return append(events, Event{Kind: EvGiveBack, Player: s.ActiveName(), Name: c.Name}), nil
		}
		s.celebrities[s.active] = append(cs[:i:i], cs[i+1:]...)
		return append(events, Event{Kind: EvCelebrityReturns, Player: s.ActiveName(), Name: c.Name}), nil
	}
	return nil, illegal("C-HERO-1", "%s does not control a Celebrity named %s", s.ActiveName(), a.Name)
}

func (a Monster) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	if !s.setup.Monsters {
		return nil, illegal("C-MONSTER-1", "the Monsters module is off in this game")
	}
	for _, m := range s.monsters {
		if strings.EqualFold(m, a.Name) {
			return nil, illegal("C-MONSTER-1", "Monster %s is already waiting to attack", m)
		}
	}
	events = append(events, Event{Kind: EvMonsterRevealed, Name: a.Name})
	if s.setup.Mode == Continuous {
		s.monsters = append(s.monsters, a.Name)
	} else {
		events = append(events, Event{Kind: EvMonsterAttacks, Name: a.Name})
	}
	return events, nil
}

// endStandardTurn refills the display (M-REFILL-*), checks the end (M-END-1)
// and passes the turn clockwise, appending its events to events.
func (s *State) endStandardTurn(events []Event) []Event {
	events = s.refillStandard(events)
	n := len(s.seats)
	last := s.lastSeatOfRound()
	if s.active == last {
		if s.end.Triggered && s.end.FinalRound {
			return s.gameOver(events)
		}
		if s.end.Triggered {
			s.end.FinalRound = true
			events = append(events, Event{Kind: EvFinalRound, Player: s.seats[last].Name})
		}
		s.round++
	}
	s.active = (s.active + 1) % n
	s.turn++
	s.takenSlots = nil
	return append(events, Event{Kind: EvTurn, Player: s.ActiveName()})
}

func (s *State) gameOver(events []Event) []Event {
	s.end.Over = true
	s.end.FinalRound = false
	s.active = -1
	s.phase = PhaseOver
	s.takenSlots = nil
	return append(events, Event{Kind: EvGameOver})
}

// refillStandard refills each row at the end of a standard turn.
func (s *State) refillStandard(events []Event) []Event {
	deckBefore := len(s.deck)
	rows := s.setup.Rows()
	rowLen := len(s.display) / rows
	skipNoted := false
	for r := 0; r < rows; r++ {
		first, last := r*rowLen+1, (r+1)*rowLen
		tookFromRow := false
		for _, slot := range s.takenSlots {
			if slot >= first && slot <= last {
				tookFromRow = true
			}
		}
		// M-REFILL-2/3: no card taken from the row: its furthest card goes,
		// unless the end was triggered (M-END-2).
		discard := 0
		switch {
		case tookFromRow:
		case !s.end.Triggered || s.setup.Rules.DiscardAfterEnd:
			discard = 1
		case !skipNoted:
			// Said once, since the table is used to discarding here; with
			// two rows, when the other was taken from, it names this one.
			ev := Event{Kind: EvNoDiscard}
			if len(s.takenSlots) > 0 {
				ev.Slot, ev.To = first, last
			}
			events = append(events, ev)
			skipNoted = true
		}
		events = s.refillRow(events, first, last, discard)
	}
	if deckBefore > 0 && len(s.deck) == 0 && !s.end.Triggered {
		s.end.Triggered = true
		s.end.TriggerRound = s.round
		s.end.LastSeat = s.lastSeatOfRound()
		events = append(events, Event{Kind: EvEndTriggered, Player: s.seats[s.end.LastSeat].Name})
	}
	return events
}

// refillRow discards up to `discard` cards from the far end of the row, slides
// the rest away from the deck and deals into the gaps, furthest first, so
// that cards stay together when the deck runs out.
func (s *State) refillRow(events []Event, first, last, discard int) []Event {
	for slot := last; slot >= first && discard > 0; slot-- {
		if s.display[slot-1].Filled {
			card := s.display[slot-1].Card
			s.display[slot-1] = Slot{}
			s.discard = append(s.discard, card)
			events = append(events, Event{Kind: EvDiscard, Slot: slot, Era: card.Era})
			discard--
		}
	}
	events = s.slideRow(events, first, last)
	emptyFrom, emptyTo := 0, 0
	for slot := last; slot >= first; slot-- {
		if s.display[slot-1].Filled {
			continue
		}
		card, seps, ok := s.draw()
		events = append(events, seps...)
		if !ok {
			if emptyTo == 0 {
				emptyTo = slot
			}
			emptyFrom = slot
			continue
		}
		s.display[slot-1] = Slot{Card: card, Filled: true}
		events = append(events, Event{Kind: EvDeal, Slot: slot, Era: card.Era})
	}
	if emptyTo != 0 {
		events = append(events, Event{Kind: EvGapsStay, Slot: emptyFrom, To: emptyTo})
	}
	return events
}

// slideRow closes the gaps by moving cards away from the deck, keeping their
// order. Each run of cards that moves the same distance is one instruction,
// furthest run first so no card lands on another.
func (s *State) slideRow(events []Event, first, last int) []Event {
	target := last
	var run *Event
	flush := func() {
		if run != nil {
			events = append(events, *run)
			run = nil
		}
	}
	for slot := last; slot >= first; slot-- {
		if !s.display[slot-1].Filled {
			continue
		}
		if slot != target {
			s.display[target-1] = s.display[slot-1]
			s.display[slot-1] = Slot{}
			dist := target - slot
			if run != nil && run.Count == dist && run.Slot == slot+1 {
				run.Slot = slot
			} else {
				flush()
				run = &Event{Kind: EvSlide, Slot: slot, To: slot, Count: dist}
			}
		} else {
			flush()
		}
		target--
	}
	flush()
	return events
}

// advanceContinuous passes the turn to the next civilization that has not
// passed, or ends the Actions phase when all have passed (C-PASS-1).
func (s *State) advanceContinuous(events []Event) []Event {
	n := len(s.seats)
	for i := 1; i <= n; i++ {
		seat := (s.active + i) % n
		if !s.passed[seat] {
			s.active = seat
			s.turn++
			return append(events, Event{Kind: EvTurn, Player: s.ActiveName()})
		}
	}
	return s.endContinuousRound(events)
}

// endContinuousRound plays the Maintenance and Development phases (C-MAINT-1,
// C-DEV-1/2), the Monsters' attacks (C-MONSTER-1) and starts the next round.
func (s *State) endContinuousRound(events []Event) []Event {
	events = append(events, Event{Kind: EvMaintenance})
	if s.end.FinalRound {
		return s.gameOver(s.monstersAttack(events))
	}
	events = append(events, Event{Kind: EvDevelopment, Count: len(s.takenSlots)})
	for seat, cs := range s.celebrities {
		kept := cs[:0:0]
		for _, c := range cs {
			if c.GivenBack {
				events = append(events, Event{Kind: EvCelebrityReturns, Player: s.seats[seat].Name, Name: c.Name})
				continue
			}
			kept = append(kept, c)
		}
		s.celebrities[seat] = kept
	}
	// C-END-1 counts Development cards: a Separation card still in the deck
	// is removed as soon as it is revealed, so it is not one of the 3.
	deckBefore := s.DeckCards()
	events = s.refillContinuous(events)
	counted := s.DeckCards()
	if s.setup.Rules.ContinuousEnd == EndBeforeRefill {
		counted = deckBefore
	}
	if !s.end.Triggered && counted <= 3 {
		s.end.Triggered = true
		s.end.TriggerRound = s.round
		events = append(events, Event{Kind: EvLastRound, Count: s.DeckCards()})
	}
	events = s.monstersAttack(events)
	n := len(s.seats)
	from := s.seats[s.startSeat].Name
	s.startSeat = (s.startSeat + 1) % n
	events = append(events, Event{Kind: EvMarker, Player: s.seats[s.startSeat].Name, From: from})
	s.round++
	s.turn++
	s.active = s.startSeat
	s.phase = PhaseCity
	s.takenSlots = nil
	for i := range s.passed {
		s.passed[i] = false
	}
	if s.end.Triggered {
		s.end.FinalRound = true
		events = append(events, Event{Kind: EvFinalRound})
	}
	events = append(events, Event{Kind: EvPhaseCity, Count: s.round, Player: s.ActiveName()},
		Event{Kind: EvTurn, Player: s.ActiveName()})
	return events
}

// refillContinuous: with fewer cards taken than civilizations, discard from
// the far end until as many are missing (or, by the Spanish reading, left) as
// there are civilizations (C-DEV-1); then slide and deal furthest first (C-DEV-2).
func (s *State) refillContinuous(events []Event) []Event {
	civs := len(s.seats)
	taken := len(s.takenSlots)
	discard := 0
	if taken < civs {
		filled := 0
		for _, sl := range s.display {
			if sl.Filled {
				filled++
			}
		}
		missing := len(s.display) - filled
		if s.setup.Rules.ContinuousDiscard == DiscardUntilRemaining {
			discard = filled - civs
		} else {
			discard = civs - missing
		}
		if discard > filled {
			discard = filled
		}
		if discard < 0 {
			discard = 0
		}
	}
	return s.refillRow(events, 1, len(s.display), discard)
}

func (s *State) monstersAttack(events []Event) []Event {
	for _, m := range s.monsters {
		events = append(events, Event{Kind: EvMonsterAttacks, Name: m})
	}
	s.monsters = nil
	return events
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}
