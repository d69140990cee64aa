package tracker

import (
	"slices"
	"strconv"
	"strings"

	"tablemate/automa"
	"tablemate/kernel"
	"tablemate/scoring"
)

// Option configures how the engine builds a game: what it may not find by
// itself, given explicitly so that a game depends on no process state.
type Option func(*options)

type options struct {
	decks func(name string) (*automa.Deck, error)
	// resume: the setup is a saved game's, checked only for what the
	// engine needs to replay it (Setup.playable), not as a new game.
	resume bool
}

// resuming marks a saved game's replay (Replay, Load, Kind.Load).
func resuming(o *options) { o.resume = true }

func optionsOf(opts []Option) options {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// WithDecks gives the engine the loader of the Automa's deck, by the name
// the setup records (automa_deck=; "" is the default deck). The command line
// passes deckfile.Load, so the engine stays free of files and YAML. Without
// it a solo game has no Automa deck: the table plays the Automa's turns with
// its physical deck and records them with take and end.
func WithDecks(load func(name string) (*automa.Deck, error)) Option {
	return func(o *options) { o.decks = load }
}

// automaExt is one Automa inside the game state.
type automaExt struct {
	a    *automa.Automa
	seat int // its seat index
	// turn is the game turn in which the Automa's turn under way began: a
	// turn the table ended by hand is recognised by a different number.
	turn int
}

func (e *automaExt) clone() *automaExt { return &automaExt{a: e.a.Clone(), seat: e.seat, turn: e.turn} }

// KeptTally gives the Automa's achievements for final scoring (M-SCORE-4),
// once it has played a turn through the engine: a table that plays its
// physical deck by hand enters the Automa's tally itself.
func (e *automaExt) KeptTally(seat Seat) (scoring.Tally, bool) {
	t := e.a.Tally()
	if !seat.Automa || t.CardsRevealed == 0 {
		return scoring.Tally{}, false
	}
	return scoring.Tally{Name: seat.Name, Automa: true, Knowledge: t.Knowledge, Wonders: t.Wonders,
		Policies: t.Policies, Provinces: t.Provinces, Gold: t.Gold, TradeSteps: t.TradeSteps}, true
}

// botAt is the Automa in a seat, nil for a human's seat or without a deck.
func (s *State) botAt(seat int) *automaExt {
	for _, b := range s.bots {
		if b.seat == seat {
			return b
		}
	}
	return nil
}

// automaExt is the Automa the table deals with now: the one whose turn it
// is, else the one that played last, else the first; nil without a deck.
func (s *State) automaExt() *automaExt {
	if b := s.botAt(s.active); b != nil {
		return b
	}
	if s.lastBot >= 0 && s.lastBot < len(s.bots) {
		return s.bots[s.lastBot]
	}
	if len(s.bots) > 0 {
		return s.bots[0]
	}
	return nil
}

// stampRevision writes the Automa rules revision into a new game's setup
// (one with an Automa): its setup line keeps it, so the game replays by the
// rules it was played with. A saved game keeps what its line says (none:
// revision 0, played before the revisions were kept).
func (s *Setup) stampRevision(o options) {
	if !o.resume && s.Automa.Revision == 0 && s.BotCount() > 0 {
		s.Automa.Revision = automa.Revision
	}
}

// initSolo shuffles each Automa's deck at the start of the game, with the
// game's seeded generator so that a replay deals the same decks, and picks
// the civilizations the setup leaves to chance. It adds no event: the
// opening reads the same with or without a deck loaded.
func (s *State) initSolo(o options) error {
	if o.decks == nil {
		return nil
	}
	as := s.setup.Automa
	deck, err := o.decks(as.Deck)
	if err != nil {
		return badSetup("M-SOLO-5", "the Automa deck: %v", err)
	}
	modules := append([]string(nil), as.Modules...)
	if s.setup.Celebrities && !containsFold(modules, automa.ModCelebrities) && !containsFold(modules, automa.ModHeroes) {
		modules = append(modules, automa.ModCelebrities)
	}
	civs := s.botCivilizations(deck)
	for _, civ := range civs {
		if civ == "" {
			continue
		}
		if _, ok := deck.Civilization(civ); !ok {
			// On the Automas' field, with the deck's civilizations named
			// in the reader's language (the deck's own by their names).
			choices := make(kernel.List, len(deck.Civilizations))
			for i, c := range deck.Civilizations {
				choices[i] = civilizationArg(c.Name)
			}
			return kernel.BadSetupKey(KeyAutomaCivs, "M-SOLO-1", "the Automa's cards have no civilization %s: choose %s, or random", civilizationArg(civ), choices)
		}
	}
	for i := range civs {
		number := 0
		if len(civs) > 1 {
			number = i + 1 // "Automa 2": its steps name it
		}
		a, err := automa.New(deck, automa.Options{Civilization: civs[i], Difficulty: s.setup.BotDifficulty(i),
			CardsPerTurn: s.setup.CardsPerTurn(), Modules: modules, Number: number,
			Revision: s.setup.Automa.Revision, DrawAfterSequence: s.setup.DrawAfterSequence()}, &s.rng)
		if err != nil {
			return badSetup("M-SOLO-3", "%v", err)
		}
		seat := s.setup.BotSeat(i)
		s.bots = append(s.bots, &automaExt{a: a, seat: seat})
		s.seats[seat].Civilization = civs[i]
	}
	return nil
}

// botCivilizations resolves each Automa's civilization: "random" picks,
// with the game's seed, one that no seat plays, from the sets in play.
func (s *State) botCivilizations(deck *automa.Deck) []string {
	n := s.setup.BotCount()
	out := make([]string, n)
	taken := map[string]bool{}
	for _, seat := range s.seats {
		taken[strings.ToLower(seat.Civilization)] = true
	}
	african := false
	for _, m := range s.setup.Automa.Modules {
		african = african || strings.HasPrefix(strings.ToLower(m), automa.ModAfrican)
	}
	for i := range out {
		out[i] = s.setup.BotCivilization(i)
		if out[i] != RandomCivilization {
			continue
		}
		var pool []string
		for _, c := range deck.Civilizations {
			inPlay := c.Set == "base" || (c.Set == "lost_kingdoms" && s.setup.LostKingdoms) || (c.Set == automa.ModAfrican && african)
			if inPlay && !taken[strings.ToLower(c.Name)] {
				pool = append(pool, c.Name)
			}
		}
		out[i] = ""
		if len(pool) > 0 {
			out[i] = pool[s.rng.Intn(len(pool))]
			taken[strings.ToLower(out[i])] = true
		}
	}
	return out
}

func containsFold(xs []string, x string) bool {
	for _, v := range xs {
		if strings.EqualFold(v, x) {
			return true
		}
	}
	return false
}

// soloTable is the display as the Automa sees it. Its takes go through
// takeSlot, so the end-of-turn refill treats them like any player's
// (M-REFILL-3).
type soloTable struct {
	s     *State
	self  *automaExt
	takes []Event
}

// RivalCounts are the other Automas' counts for a "fewer than each other
// player" condition: known to the engine, so only the humans' are asked.
func (t *soloTable) RivalCounts(c automa.Cond) []int {
	var out []int
	for _, b := range t.s.bots {
		if b != t.self {
			out = append(out, b.a.Tally().CondCount(c))
		}
	}
	return out
}

// HumanNames are the human players, whom "each other (human) player"
// lines ask about one by one.
func (t *soloTable) HumanNames() []string {
	var out []string
	for _, seat := range t.s.seats {
		if !seat.Automa {
			out = append(out, seat.Name)
		}
	}
	return out
}

var devTypes = [...]automa.DevType{Unknown: automa.DevUnknown, Knowledge: automa.DevKnowledge,
	Building: automa.DevBuilding, Wonder: automa.DevWonder}

func (t *soloTable) Slots() []automa.Slot {
	s := t.s
	rowLen := len(s.display) / s.setup.Rows()
	out := make([]automa.Slot, len(s.display))
	for i, sl := range s.display {
		out[i] = automa.Slot{Slot: i + 1, Position: i%rowLen + 1, Filled: sl.Filled}
		if sl.Filled && sl.Card.Identity.Known() {
			id := sl.Card.Identity
			out[i].Type, out[i].Cost, out[i].Name = devTypes[id.Type], id.Cost, id.Name
		}
	}
	return out
}

func (t *soloTable) Take(slot int) {
	t.takes = append(t.takes, t.s.takeSlot(t.s.active, slot))
}

// AutomaTurn: the Automa's turn starts: its card is revealed and resolved
// until a question or the end (M-SOLO-3).
type AutomaTurn struct{}

// AutomaAnswer answers the Automa's current question.
type AutomaAnswer struct{ Answer automa.Answer }

// AutomaGold records Gold the Automa gained (or lost) on the map.
// Automa names which Automa, when there are several ("" is the one whose
// turn it is, else the one that played last).
type AutomaGold struct {
	N      int
	Automa string
}

func (AutomaTurn) String() string     { return "automa" }
func (a AutomaAnswer) String() string { return "answer " + a.Answer.String() }
func (a AutomaGold) String() string {
	if a.Automa != "" {
		return "automa_gold " + strconv.Itoa(a.N) + " " + quote(a.Automa)
	}
	return "automa_gold " + strconv.Itoa(a.N)
}

func parseAnswer(args []string) (Action, error) {
	// The commands stay as typed; the words around them are translated.
	usage := kernel.Phrase{Format: "answer yes, answer no, answer N (a number), answer slot N or answer knowledge, building or wonder"}
	switch {
	case len(args) == 1 && strings.EqualFold(args[0], "yes"):
		return AutomaAnswer{Answer: automa.Answer{Kind: automa.AnsYes}}, nil
	case len(args) == 1 && strings.EqualFold(args[0], "no"):
		return AutomaAnswer{Answer: automa.Answer{Kind: automa.AnsNo}}, nil
	case len(args) == 1 && isDevWord(args[0]):
		t, _ := automa.ParseDevType(args[0])
		return AutomaAnswer{Answer: automa.Answer{Kind: automa.AnsCard, N: int(t)}}, nil
	case len(args) == 1:
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 0 || n > 99 {
			return nil, syntaxErr("%q is not an answer: %s (numbers 0 to 99)", args[0], usage)
		}
		return AutomaAnswer{Answer: automa.Answer{Kind: automa.AnsNumber, N: n}}, nil
	case len(args) == 2 && strings.EqualFold(args[0], "slot"):
		n, err := ParseSlot(args[1])
		if err != nil {
			return nil, err
		}
		return AutomaAnswer{Answer: automa.Answer{Kind: automa.AnsSlot, N: n}}, nil
	}
	return nil, syntaxErr("%q is not an answer: %s", strings.Join(args, " "), usage)
}

func isDevWord(w string) bool {
	_, ok := automa.ParseDevType(w)
	return ok
}

func parseAutomaGold(args []string) (Action, error) {
	if len(args) != 1 && len(args) != 2 {
		return nil, syntaxErr("automa_gold needs the Gold the Automa gained on the map: automa_gold 3")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n == 0 || n < -99 || n > 99 {
		return nil, syntaxErr("automa_gold %s: give a whole number from 1 to 99 (negative to correct a mistake)", args[0])
	}
	g := AutomaGold{N: n}
	if len(args) == 2 {
		g.Automa = args[1]
	}
	return g, nil
}

// soloExt is the Automa whose turn it is.
func (s *State) soloExt() (*automaExt, error) {
	if len(s.bots) == 0 {
		if s.setup.BotCount() > 0 {
			return nil, illegal("M-SOLO-5", "this game has no Automa deck: play the Automa's turns with the physical deck and record them with take and end")
		}
		return nil, illegal("M-SOLO-1", "there is no Automa: this is not a solo game")
	}
	e := s.botAt(s.active)
	if e == nil {
		return nil, illegal("M-SOLO-2", "it is %s's turn, not the Automa's", s.ActiveName())
	}
	return e, nil
}

func (AutomaTurn) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	e, err := s.soloExt()
	if err != nil {
		return nil, err
	}
	if e.a.InTurn() {
		if e.turn == s.turn {
			q, _ := e.a.Question()
			return nil, illegal("M-SOLO-3", "the Automa's turn is under way: answer its question: %s", q.Step)
		}
		// The table ended an earlier Automa turn by hand: discard its cards.
		e.a.Abandon(&s.rng)
	}
	if len(s.takenSlots) > 0 {
		return nil, illegal("M-SOLO-3", "cards were taken by hand this turn: finish the Automa's turn with take and end")
	}
	e.turn = s.turn
	s.lastBot = s.botIndex(e)
	t := &soloTable{s: s, self: e}
	steps, err := e.a.StartTurn(&s.rng, t)
	if err != nil {
		return nil, illegal("M-SOLO-3", "%v", err)
	}
	return s.automaEvents(events, e, steps, t), nil
}

func (a AutomaAnswer) apply(s *State, events []Event) ([]Event, error) {
	if err := s.checkPlaying(); err != nil {
		return nil, err
	}
	e, err := s.soloExt()
	if err != nil {
		return nil, err
	}
	if !e.a.InTurn() || e.turn != s.turn || !e.a.Asking() {
		return nil, illegal("M-SOLO-3", "the Automa asks no question now")
	}
	t := &soloTable{s: s, self: e}
	steps, err := e.a.Answer(&s.rng, t, a.Answer)
	if err != nil {
		return nil, illegal("M-SOLO-3", "%v", err)
	}
	return s.automaEvents(events, e, steps, t), nil
}

func (a AutomaGold) apply(s *State, events []Event) ([]Event, error) {
	if len(s.bots) == 0 {
		_, err := s.soloExt()
		return nil, err
	}
	e := s.automaExt()
	if a.Automa != "" {
		e = nil
		for _, b := range s.bots {
			if strings.EqualFold(s.seats[b.seat].Name, a.Automa) {
				e = b
			}
		}
		if e == nil {
			return nil, illegal("M-SOLO-3", "%s is not an Automa at this table (%s)", a.Automa, strings.Join(s.botNames(), ", "))
		}
	}
	if err := e.a.AddGold(a.N); err != nil {
		return nil, illegal("M-SOLO-3", "%v", err)
	}
	st := &automa.Step{Kind: automa.StepGoldOnMap, N: a.N, Gold: e.a.Tally().Gold, Who: e.a.Number()}
	return append(events, Event{Kind: EvAutoma, Player: s.seats[e.seat].Name, Step: st}), nil
}

func (s *State) botIndex(e *automaExt) int {
	for i, b := range s.bots {
		if b == e {
			return i
		}
	}
	return -1
}

func (s *State) botNames() []string {
	var out []string
	for _, b := range s.bots {
		out = append(out, s.seats[b.seat].Name)
	}
	return out
}

// automaEvents turns steps into events, each card taken right after its
// step, and ends the Automa's turn (refill, next player) once it is over.
func (s *State) automaEvents(events []Event, e *automaExt, steps []automa.Step, t *soloTable) []Event {
	events = slices.Grow(events, len(steps)+len(t.takes)+8)
	takes := t.takes
	// One backing array for the turn's steps: the events point into it.
	owned := append([]automa.Step(nil), steps...)
	for i := range owned {
		st := &owned[i]
		events = append(events, Event{Kind: EvAutoma, Player: s.seats[e.seat].Name, Step: st})
		if st.Slot > 0 && len(takes) > 0 {
			events = append(events, takes[0])
			takes = takes[1:]
		}
	}
	events = append(events, takes...)
	if !e.a.InTurn() {
		e.turn = 0
		events = s.endStandardTurn(events)
	}
	return events
}

// AutomaView is the Automa as the dashboard shows it.
type AutomaView struct {
	Name           string           `json:"name"`
	Seat           int              `json:"seat"` // 1-based
	Deck           string           `json:"deck"`
	Civilization   string           `json:"civilization,omitempty"`
	Type           string           `json:"type,omitempty"`
	Difficulty     int              `json:"difficulty"`
	DifficultyName string           `json:"difficulty_name"`
	CardsPerTurn   int              `json:"cards_per_turn"`
	InTurn         bool             `json:"in_turn"`
	Card           string           `json:"card,omitempty"`  // the card revealed first this (or the last) turn
	Cards          []string         `json:"cards,omitempty"` // every card revealed this (or the last) turn
	Steps          []AutomaStepView `json:"steps"`
	Question       *AutomaQuestion  `json:"question,omitempty"`
	Tally          AutomaTallyView  `json:"tally"`
	Piles          automa.Piles     `json:"-"`
	Draw           int              `json:"draw_pile"`
	Discard        int              `json:"discard_pile"`
	Score          int              `json:"score"`
	Pending        []AutomaStepView `json:"pending,omitempty"`
}

// AutomaStepView is one step: its text and status (done, skipped, current,
// or pending for a line still to come).
type AutomaStepView struct {
	Card   string `json:"card,omitempty"`
	Text   string `json:"text"`
	Status string `json:"status"`
	// Step is the typed step the text is made from, for a translation.
	Step automa.Step `json:"-"`
}

// AutomaQuestion is what the Automa asks and the kind of answer expected:
// "yes/no", "number" or "slot".
type AutomaQuestion struct {
	Text   string `json:"text"`
	Expect string `json:"expect"`
	// Max is the largest number a number question takes (what the map,
	// the Reserve cards drawn or the Provinces can give).
	Max int `json:"max,omitempty"`
	// NotPossible: a number question that also takes no, for "not
	// possible" (the free step then gives its 2 Gold).
	NotPossible bool `json:"not_possible,omitempty"`
	// Step is the typed question the text is made from, for a translation.
	Step automa.Step `json:"-"`
}

// AutomaTallyView is the Automa's tallies.
type AutomaTallyView struct {
	Knowledge     int `json:"knowledge"`
	Buildings     int `json:"buildings"`
	Wonders       int `json:"wonders"`
	WonderStarted int `json:"wonder_started"`
	Policies      int `json:"policies"`
	Provinces     int `json:"provinces"`
	Gold          int `json:"gold"`
	ExplorerMoves int `json:"explorer_moves"`
	TradeSteps    int `json:"trade_steps"`
	TradingPosts  int `json:"trading_posts"`
	Heroes        int `json:"heroes"`
	Reshuffles    int `json:"reshuffles"`
	Shuffles      int `json:"shuffles"`
}

// Automa is the Automa the table deals with now (whose turn it is, else
// the one that played last) for the dashboard; nil when the game has none.
func (s *State) Automa() *AutomaView {
	e := s.automaExt()
	if e == nil {
		return nil
	}
	return s.viewOf(e)
}

// Automas are every Automa played through its deck, in Automa order.
func (s *State) Automas() []*AutomaView {
	out := make([]*AutomaView, 0, len(s.bots))
	for _, b := range s.bots {
		out = append(out, s.viewOf(b))
	}
	return out
}

// AutomaOf is the Automa in a seat, nil for a human's seat.
func (s *State) AutomaOf(seat int) *AutomaView {
	if b := s.botAt(seat); b != nil {
		return s.viewOf(b)
	}
	return nil
}

func (s *State) viewOf(e *automaExt) *AutomaView {
	a := e.a
	t := a.Tally()
	civ := a.Civ()
	v := &AutomaView{Name: s.seats[e.seat].Name, Seat: e.seat + 1, Deck: a.Deck().Name, Civilization: civ.Name, Type: civ.Type, Difficulty: a.Difficulty(),
		DifficultyName: automa.DifficultyNames[a.Difficulty()], CardsPerTurn: a.CardsPerTurn(),
		Cards: a.Revealed(), Piles: a.Piles(), Score: t.Score(), Steps: []AutomaStepView{},
		Tally: AutomaTallyView{Knowledge: t.Knowledge, Buildings: t.Buildings, Wonders: t.Wonders,
			WonderStarted: t.WonderStarted, Policies: t.Policies, Provinces: t.Provinces, Gold: t.Gold,
			ExplorerMoves: t.ExplorerMoves, TradeSteps: t.TradeSteps, TradingPosts: t.TradingPosts,
			Heroes: t.Heroes, Reshuffles: t.Reshuffles, Shuffles: t.Shuffles}}
	v.Draw, v.Discard = v.Piles.Draw, v.Piles.Discard
	if len(v.Cards) > 0 {
		v.Card = v.Cards[0]
	}
	// A turn the table ended by hand is over, whatever the Automa thinks.
	current := a.InTurn() && e.turn == s.turn
	v.InTurn = current
	for _, st := range a.Steps() {
		status := st.Status.String()
		if st.Status == automa.StepAsking && !current {
			status = automa.StepSkipped.String()
		}
		v.Steps = append(v.Steps, AutomaStepView{Card: st.Card, Text: st.String(), Status: status, Step: st})
	}
	if current {
		if q, ok := a.Question(); ok {
			v.Question = &AutomaQuestion{Text: q.Step.String(), Expect: q.Expect.String(), Step: q.Step, NotPossible: q.NotPossible()}
			if q.Expect == automa.ExpectNumber {
				v.Question.Max = q.Max
			}
		}
		for _, st := range a.Pending() {
			v.Pending = append(v.Pending, AutomaStepView{Card: st.Card, Text: st.String(), Status: "pending", Step: st})
		}
	}
	return v
}

// AutomaTally is what the Automa has gathered, for final scoring
// (M-SCORE-4); ok is false when the game has no Automa.
func (s *State) AutomaTally() (knowledge, wonders, policies, provinces, gold int, ok bool) {
	e := s.automaExt()
	if e == nil {
		return 0, 0, 0, 0, 0, false
	}
	t := e.a.Tally()
	return t.Knowledge, t.Wonders, t.Policies, t.Provinces, t.Gold, true
}

// AutomaDeck is the deck of this game's Automa: the deck file it comes from
// and the cards in play (its standard cards, its civilization's card, the
// modules' cards and the advanced cards of its difficulty); nil without one.
func (s *State) AutomaDeck() (deck *automa.Deck, cards []automa.Card) {
	e := s.automaExt()
	if e == nil {
		return nil, nil
	}
	return e.a.Deck(), e.a.Cards()
}
