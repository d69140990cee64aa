package wm

import (
	"fmt"
	"slices"
	"strings"
)

// Phase is where a round stands (W-ROUND-1).
type Phase int

const (
	PhaseQuarry    Phase = iota // players collect tokens from the quarry
	PhaseConstruct              // players build or pass
	PhaseOver                   // the game is over: gems are counted
)

var phaseKeys = [...]string{"quarry", "construct", "over"}

func (p Phase) String() string {
	if p >= 0 && int(p) < len(phaseKeys) {
		return phaseKeys[p]
	}
	return fmt.Sprintf("phase(%d)", int(p))
}

// Label is the phase's name on screen.
func (p Phase) Label() string {
	switch p {
	case PhaseQuarry:
		return "Quarry"
	case PhaseConstruct:
		return "Construct"
	}
	return "Game over"
}

// EndReason says why the game ended (W-END-1).
type EndReason int

const (
	NotOver     EndReason = iota
	AfterRound3           // everyone passed in round 3
	Completed             // the monument was completed
)

func (r EndReason) String() string {
	switch r {
	case AfterRound3:
		return "round_3"
	case Completed:
		return "monument_complete"
	}
	return ""
}

// State is the table at one moment. It is never changed once built: Apply
// returns a new one. Nothing outside this package can change one either:
// its fields are unexported and its accessors hand out copies.
type State struct {
	setup Setup

	round       int
	phase       Phase
	active      int
	startSeat   int
	worker      int
	quarryTurns int
	scores      []int
	passed      []bool
	lastBuilt   bool
	end         EndReason
	gems        []int

	built          [MaxLevels]int
	roundTaken     int
	roundUncounted bool
	screens        []Screen
}

// Round is the round being played, 1 to Rounds.
func (s *State) Round() int { return s.round }

// Phase is where the round stands.
func (s *State) Phase() Phase { return s.phase }

// Active is the seat whose turn it is; -1 once the game is over.
func (s *State) Active() int { return s.active }

// StartSeat started this round's Quarry phase (W-ROUND-1, W-ROUND-2).
func (s *State) StartSeat() int { return s.startSeat }

// Worker holds the worker token (W-ROUND-1, W-QUARRY-3).
func (s *State) Worker() int { return s.worker }

// QuarryTurns is the number of quarry turns taken this round (W-QUARRY-2).
func (s *State) QuarryTurns() int { return s.quarryTurns }

// Scores are the true totals (W-TRACK-1), by seat.
func (s *State) Scores() []int { return slices.Clone(s.scores) }

// Passed marks who passed in this Construct phase (W-PASS-1), by seat.
func (s *State) Passed() []bool { return slices.Clone(s.passed) }

// LastBuilt: the last action was a build, so the monument may just have
// been completed (W-END-1).
func (s *State) LastBuilt() bool { return s.lastBuilt }

// End is why the game ended, NotOver until it has.
func (s *State) End() EndReason { return s.end }

// Gems is each seat's gems shown at the end, -1 until entered (W-END-1).
func (s *State) Gems() []int { return slices.Clone(s.gems) }

// Built is the tokens built on each level of the monument, level 1 first
// (W-BUILD-1, W-BUILD-2).
func (s *State) Built() [MaxLevels]int { return s.built }

// RoundTaken is the tokens taken from the quarry this round, as far as the
// quarry turns told them; uncounted: a turn did not tell.
func (s *State) RoundTaken() (taken int, uncounted bool) { return s.roundTaken, s.roundUncounted }

// Screens is what each seat's screen holds as far as the table told it.
func (s *State) Screens() []Screen { return slices.Clone(s.screens) }

// Screen is what is behind one player's screen as far as the table told it
// (W-QUARRY-2, W-QUARRY-3, W-BUILD-1, W-PASS-1).
type Screen struct {
	Taken int // tokens taken in the quarry, all rounds (counted turns)
	// Uncounted: a quarry turn did not say how many (screens=open).
	Uncounted bool
	// TurnsThisRound is the quarry turns taken this round.
	TurnsThisRound int
	Black          int // black tokens returned (one per round held)
	Built          int // construction tokens built
	// Gems is the gems told at the last pass, -1 until told.
	Gems int
}

// Holds is the number of tokens behind the screen (construction tokens and
// gems), as far as the quarry turns told them.
func (c Screen) Holds() int { return c.Taken - c.Black - c.Built }

// Free is the tokens behind the screen that may be construction tokens:
// those held less the gems told at a pass (gems never leave the screen).
func (c Screen) Free() int { return c.Holds() - max(c.Gems, 0) }

// New builds the state before the first action and the opening events.
func New(setup Setup) (*State, []Event, error) {
	if err := setup.Validate(); err != nil {
		return nil, nil, err
	}
	setup = cloneSetup(setup)
	n := len(setup.Players)
	s := &State{setup: setup, round: 1, phase: PhaseQuarry, active: setup.Start, startSeat: setup.Start,
		worker: setup.Start, scores: make([]int, n), passed: make([]bool, n), gems: make([]int, n), screens: make([]Screen, n)}
	for i := range s.scores {
		s.scores[i] = StartScore
		s.gems[i] = -1
		s.screens[i].Gems = -1
	}
	events := []Event{
		{Kind: EvSetupMarkers, Count: StartScore, Monument: setup.Monument},
		{Kind: EvWorker, Player: s.name(s.startSeat)},
	}
	events = append(events, s.roundStart()...)
	return s, events, nil
}

// Setup is the game's setup.
func (s *State) Setup() Setup { return cloneSetup(s.setup) }

// Players lists the names clockwise.
func (s *State) Players() []string { return append([]string(nil), s.setup.Players...) }

func (s *State) name(seat int) string {
	if seat < 0 || seat >= len(s.setup.Players) {
		return ""
	}
	return s.setup.Players[seat]
}

// ActiveName is whose turn it is, "" once the game is over.
func (s *State) ActiveName() string { return s.name(s.active) }

// Over reports whether the game has ended (gems may still be missing).
func (s *State) Over() bool { return s.phase == PhaseOver }

// Scored reports whether the game is over and every gem count is in.
func (s *State) Scored() bool { return s.Over() && len(s.GemsMissing()) == 0 }

// GemsMissing lists, once the game is over, who has not shown their gems yet.
func (s *State) GemsMissing() []string {
	if !s.Over() {
		return nil
	}
	var out []string
	for i, g := range s.gems {
		if g < 0 {
			out = append(out, s.name(i))
		}
	}
	return out
}

// Checked reports whether the screens are checked (screens=checked).
func (s *State) Checked() bool { return s.setup.Screens == ScreensChecked }

// Plan is the monument's board data given at setup (may be unknown).
func (s *State) Plan() Plan { return cloneSetup(s.setup).Plan }

// BuiltTotal is the number of tokens on the monument.
func (s *State) BuiltTotal() int {
	n := 0
	for _, b := range s.built {
		n += b
	}
	return n
}

// QuarryLeft is the tokens still in the quarry this round, when the
// material overview is known and every quarry turn told its count.
func (s *State) QuarryLeft() (left int, known bool) {
	if len(s.setup.Plan.Rounds) != Rounds || s.roundUncounted || s.phase != PhaseQuarry {
		return 0, false
	}
	return s.setup.Plan.Rounds[s.round-1] - s.roundTaken, true
}

// ExpectedGems is what a player may show at the end (W-END-1), as far as
// the table told it: from lo to hi gems; exact when lo == hi. known is
// false when nothing was told (the screens are not checked and no pass
// gave gems). With screens=open the gems told at a pass are a suggestion
// only; with screens=checked a count outside lo..hi is refused.
func (s *State) ExpectedGems(seat int) (lo, hi int, known bool) {
	if seat < 0 || seat >= len(s.screens) {
		return 0, 0, false
	}
	c := s.screens[seat]
	if s.Checked() {
		if s.passed[seat] {
			// The pass in this round told the gems exactly: nothing was
			// taken since.
			return c.Gems, c.Gems, true
		}
		return max(c.Gems, 0), max(c.Holds(), 0), true
	}
	if c.Gems >= 0 && s.passed[seat] {
		return c.Gems, c.Gems, true
	}
	return 0, 0, false
}

// QuarrySpaces is how many spaces the worker moves on quarry turn n (1-based)
// of a round: 1 for the start player, then 2, 3, and 4 for every later turn,
// counted again from the start player each round (W-QUARRY-2).
func QuarrySpaces(turn int) int { return min(max(turn, 1), 4) }

// Next is the seat after the active one: in the Quarry phase everyone in
// turn; in the Construct phase the next one who has not passed (the active
// player again if all others have). -1 when nobody follows.
func (s *State) Next() int {
	switch s.phase {
	case PhaseQuarry:
		return (s.active + 1) % len(s.scores)
	case PhaseConstruct:
		return s.nextBuilder(s.active)
	}
	return -1
}

// nextBuilder is the first seat clockwise after seat that has not passed,
// seat itself last; -1 if everyone passed.
func (s *State) nextBuilder(seat int) int {
	n := len(s.scores)
	for i := 1; i <= n; i++ {
		if c := (seat + i) % n; !s.passed[c] {
			return c
		}
	}
	return -1
}

// Marker is where a total stands on the 60-space track: the space (1-60) and
// how many times the marker went round (W-TRACK-1: 61 is space 1, +60). The
// track is a ring, so a marker moved back below space 1 goes on from 60
// (laps -1); the source does not say, and the true total is kept anyway.
func Marker(total int) (space, laps int) {
	laps = floorDiv(total-1, 60)
	return total - 60*laps, laps
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// MarkerText is a total as the table sees its marker: "marker on 7 (+60)".
func MarkerText(total int) string { return MarkerPhrase(total).String() }

// Result is a player's final result.
type Result struct {
	Name  string
	Seat  int // 1-based, clockwise
	Score int
	Gems  int
	Rank  int // 1 for the winners; tied players share a rank
	Win   bool
}

// Results are the final results in seat order and the winners (most points;
// tied players share the victory, W-END-1). ok is false until the game is
// over and every gem count is in.
func (s *State) Results() (results []Result, winners []string, ok bool) {
	if !s.Scored() {
		return nil, nil, false
	}
	best := s.scores[0]
	for _, sc := range s.scores {
		best = max(best, sc)
	}
	for i, sc := range s.scores {
		r := Result{Name: s.name(i), Seat: i + 1, Score: sc, Gems: s.gems[i], Rank: 1, Win: sc == best}
		for _, other := range s.scores {
			if other > sc {
				r.Rank++
			}
		}
		if r.Win {
			winners = append(winners, r.Name)
		}
		results = append(results, r)
	}
	return results, winners, true
}

// seatOf finds a player by name, ignoring case.
func (s *State) seatOf(name string) (int, error) {
	for i, p := range s.setup.Players {
		if strings.EqualFold(p, name) {
			return i, nil
		}
	}
	return -1, illegal("W-SETUP-1", "%q is not a player: the players are %s", name, strings.Join(s.setup.Players, ", "))
}

func (s *State) clone() *State {
	c := *s
	c.scores = append([]int(nil), s.scores...)
	c.passed = append([]bool(nil), s.passed...)
	c.gems = append([]int(nil), s.gems...)
	c.screens = append([]Screen(nil), s.screens...)
	return &c
}
