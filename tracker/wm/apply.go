package wm

import (
	"tablemate/kernel"
)

// BuildPoints are the points of a token by level, level 1 first (W-BUILD-1).
var BuildPoints = [...]int{1, 3, 5, 7, 9}

// GemPoints is what a gem scores at the end (W-END-1).
const GemPoints = 3

// BlackTokenPoints is what the black token scores (W-QUARRY-3).
const BlackTokenPoints = 2

// Apply checks an action against the rules and returns the next state and
// the events it caused. The given state is never changed; an illegal action
// is an error naming the rule.
func Apply(s *State, a Action) (*State, []Event, error) {
	if a == nil {
		return nil, nil, syntaxErr("", "no action")
	}
	if s == nil || len(s.scores) == 0 {
		// Only New builds a playable state; a zero one has no seats to turn.
		return nil, nil, badSetup("W-SETUP-1", "no game: start one with New or NewGame")
	}
	if s.Scored() {
		return nil, nil, kernel.Refuse(kernel.ErrGameOver, "W-END-1", "the game is over and scored: undo to correct it")
	}
	if _, gems := a.(Gems); s.Over() && !gems {
		return nil, nil, kernel.Refuse(kernel.ErrGameOver, "W-END-1",
			"the game is over: enter the gems of %s (%s)", kernel.Names(s.GemsMissing()), enter(Gems{}))
	}
	next := s.clone()
	events, err := a.apply(next)
	if err != nil {
		return nil, nil, err
	}
	return next, events, nil
}

// score changes a seat's total and returns the scoring event, then a lap
// event when the marker went round the 60-space track (W-TRACK-1).
func (s *State) score(kind EventKind, seat, points, count, kept int) []Event {
	_, before := Marker(s.scores[seat])
	s.scores[seat] += points
	_, after := Marker(s.scores[seat])
	events := []Event{{Kind: kind, Player: s.name(seat), Round: s.round, Count: count, Points: points, Total: s.scores[seat], Kept: kept}}
	if after != before {
		events = append(events, Event{Kind: EvLap, Player: s.name(seat), Count: after - before, Total: s.scores[seat]})
	}
	return events
}

// roundStart opens the Quarry phase of s.round, led by s.startSeat
// (W-ROUND-1, W-QUARRY-1, W-QUARRY-2).
func (s *State) roundStart() []Event {
	s.phase, s.active, s.quarryTurns = PhaseQuarry, s.startSeat, 0
	s.roundTaken, s.roundUncounted = 0, false
	for i := range s.passed {
		s.passed[i] = false
		s.screens[i].TurnsThisRound = 0
	}
	start := s.name(s.startSeat)
	events := []Event{{Kind: EvRound, Round: s.round, Player: start}, {Kind: EvFillQuarry, Round: s.round, Player: start}}
	if note := QuarryException(s.setup.Monument, s.round); note != "" {
		events = append(events, Event{Kind: EvQuarryException, Round: s.round, Monument: s.setup.Monument})
	}
	return append(events, Event{Kind: EvQuarryTurn, Player: start, Round: s.round, Count: QuarrySpaces(1)})
}

// QuarryException is the monument's exception to filling the quarry in a
// round, "" if none (W-QUARRY-1).
func QuarryException(m Monument, round int) string {
	switch {
	case m == TajMahal:
		return "Taj Mahal: one middle-ring space gets only 1 token this round."
	case m == Capitol && round == 3:
		return "Capitol, round 3: two middle-ring spaces get only 1 token each."
	}
	return ""
}

func (a Quarry) apply(s *State) ([]Event, error) {
	if s.phase != PhaseQuarry {
		return nil, illegal("W-QUARRY-2", "it is the Construct phase: tokens are collected in the Quarry phase")
	}
	spaces := QuarrySpaces(s.quarryTurns + 1)
	if a.Tokens < 0 || a.Tokens > spaces {
		if spaces == 1 {
			return nil, illegal("W-QUARRY-2", "%s places the worker on one space and takes its token: 1 token, not %d", s.ActiveName(), a.Tokens)
		}
		return nil, illegal("W-QUARRY-2", "%s moves the worker %d spaces and takes one token per space: 1 to %d tokens, not %d", s.ActiveName(), spaces, spaces, a.Tokens)
	}
	if a.Tokens == 0 && s.Checked() && spaces == 1 {
		return nil, illegal("W-QUARRY-2", "how many tokens did %s take? The screens are checked: enter quarry 1 (a table that does not count them plays with screens=open)", s.ActiveName())
	}
	if a.Tokens == 0 && s.Checked() {
		return nil, illegal("W-QUARRY-2", "how many tokens did %s take? The screens are checked: enter quarry 1 to quarry %d (a table that does not count them plays with screens=open)", s.ActiveName(), spaces)
	}
	if left, known := s.QuarryLeft(); known && (left == 0 || a.Tokens > left) {
		if left == 0 {
			return nil, illegal("W-QUARRY-2", "the quarry is empty: all %d tokens of round %d are taken; enter who holds the black token (%s)", s.setup.Plan.Rounds[s.round-1], s.round, enter(QuarryDone{}))
		}
		return nil, illegal("W-QUARRY-2", "only %s left in the quarry (round %d puts %d in the bag), not %d", countPhrase(left, "token", "tokens"), s.round, s.setup.Plan.Rounds[s.round-1], a.Tokens)
	}
	seat := s.active
	c := &s.screens[seat]
	c.TurnsThisRound++
	if a.Tokens == 0 {
		c.Uncounted, s.roundUncounted = true, true
	}
	c.Taken += a.Tokens
	s.roundTaken += a.Tokens
	events := []Event{{Kind: EvQuarried, Player: s.ActiveName(), Round: s.round, Count: a.Tokens}}
	s.quarryTurns++
	s.active = (s.active + 1) % len(s.scores)
	if left, known := s.QuarryLeft(); known && left == 0 {
		return append(events, Event{Kind: EvQuarryEmptied, Round: s.round, Count: s.roundTaken}), nil
	}
	return append(events, Event{Kind: EvQuarryTurn, Player: s.ActiveName(), Round: s.round, Count: QuarrySpaces(s.quarryTurns + 1)}), nil
}

func (a QuarryDone) apply(s *State) ([]Event, error) {
	if s.phase != PhaseQuarry {
		return nil, illegal("W-QUARRY-3", "the quarry was already emptied this round")
	}
	if s.quarryTurns == 0 {
		return nil, illegal("W-QUARRY-3", "the quarry cannot be empty before anyone collected tokens: %s takes the first tokens (quarry)", s.ActiveName())
	}
	seat, err := s.seatOf(a.Player)
	if err != nil {
		return nil, err
	}
	left, known := s.QuarryLeft()
	if known && left > 0 {
		return nil, illegal("W-QUARRY-2", "the quarry still holds %d of round %d's %d tokens: players take tokens until it is empty", left, s.round, s.setup.Plan.Rounds[s.round-1])
	}
	if !s.setup.legacy() && s.screens[seat].TurnsThisRound == 0 {
		return nil, illegal("W-QUARRY-3", "%s took no token this round, so cannot hold the black token: it went to one of %s", s.name(seat), kernel.Names(s.tookThisRound()))
	}
	if s.quarryTurns == 1 && !known && !s.setup.legacy() {
		// The outer ring holds a token on each of its spaces and the first
		// turn moves the worker onto one space only (W-QUARRY-1): the rest
		// of the ring is still full. With the material overview given, the
		// tokens left decide; a saved game from before this check is
		// replayed as it was played.
		return nil, illegal("W-QUARRY-2", "the quarry cannot be empty after the first turn: the outer ring has a token on each of its spaces and %s took one; %s takes tokens next (quarry)", s.name(s.startSeat), s.ActiveName())
	}
	s.screens[seat].Black++
	s.worker = seat
	events := []Event{{Kind: EvQuarryEmpty, Player: s.name(seat), Round: s.round}}
	events = append(events, s.score(EvBlackToken, seat, BlackTokenPoints, 0, 0)...)
	s.phase, s.active, s.lastBuilt = PhaseConstruct, seat, false
	return append(events,
		Event{Kind: EvConstruct, Player: s.name(seat), Round: s.round},
		Event{Kind: EvBuildTurn, Player: s.name(seat), Round: s.round}), nil
}

// tookThisRound lists the players who had a quarry turn this round.
func (s *State) tookThisRound() []string {
	var out []string
	for i, c := range s.screens {
		if c.TurnsThisRound > 0 {
			out = append(out, s.name(i))
		}
	}
	return out
}

func (a Build) apply(s *State) ([]Event, error) {
	if s.phase != PhaseConstruct {
		return nil, illegal("W-BUILD-1", "tokens are built in the Construct phase, after the quarry is empty (%s)", enter(QuarryDone{}))
	}
	if a.Level < 1 || a.Level > len(BuildPoints) {
		return nil, illegal("W-BUILD-1", "level %d: a monument has levels 1 to 5", a.Level)
	}
	levels := s.setup.Plan.Levels
	switch {
	case len(levels) > 0 && a.Level > len(levels):
		return nil, illegal("W-BUILD-2", "level %d: the %s's construction plan has %d levels", a.Level, s.setup.Monument, len(levels))
	case len(levels) > 0 && s.built[a.Level-1] >= levels[a.Level-1]:
		return nil, illegal("W-BUILD-2", "level %d is complete: its %d tokens of the construction plan are built", a.Level, levels[a.Level-1])
	case !s.setup.legacy() && a.Level > 1 && s.built[a.Level-2] == 0:
		return nil, illegal("W-BUILD-2", "level %d is not open: no token is built on level %d yet, and a token rests on the level below it", a.Level, a.Level-1)
	}
	seat := s.active
	c := &s.screens[seat]
	if s.Checked() && c.Free() < 1 {
		return nil, illegal("W-BUILD-1", "%s has no construction token behind the screen: %s", s.name(seat), c.account())
	}
	c.Built++
	s.built[a.Level-1]++
	events := s.score(EvBuild, seat, BuildPoints[a.Level-1], a.Level, 0)
	s.lastBuilt = true
	if total := s.setup.Plan.Tokens(); total > 0 && s.BuiltTotal() == total {
		// The plan says this was the monument's last token (W-END-1).
		events = append(events, Event{Kind: EvComplete, Round: s.round, Count: total})
		return append(events, s.gameOver(Completed)...), nil
	}
	s.active = s.nextBuilder(s.active)
	return append(events, Event{Kind: EvBuildTurn, Player: s.ActiveName(), Round: s.round}), nil
}

// account says what a screen holds, for a refusal: the tokens taken, built,
// returned and kept as gems.
func (c Screen) account() Phrase {
	return Phrase{Format: "tokens taken: %d, built: %d, black returned: %d, gems kept at a pass: %d", Args: []any{c.Taken, c.Built, c.Black, max(c.Gems, 0)}}
}

func (a Pass) apply(s *State) ([]Event, error) {
	if s.phase != PhaseConstruct {
		return nil, illegal("W-PASS-1", "players pass in the Construct phase; in the Quarry phase everyone collects at least one token")
	}
	if a.Tokens < 0 || a.Gems < 0 {
		return nil, illegal("W-PASS-1", "a count of tokens cannot be negative")
	}
	seat := s.active
	c := &s.screens[seat]
	if s.Checked() {
		if held := c.Holds(); a.Tokens+a.Gems != held {
			return nil, illegal("W-PASS-1", "%s holds %s behind the screen (%s), not %d construction tokens and %d gems: enter tokens and gems adding up to %d (%s)",
				s.name(seat), countPhrase(held, "token", "tokens"), c.account(), a.Tokens, a.Gems, held, enter(Pass{}))
		}
		if a.Gems < c.Gems {
			return nil, illegal("W-END-1", "%s kept %s at an earlier pass, and gems never leave the screen: pass with at least %d gems", s.name(seat), countPhrase(c.Gems, "gem", "gems"), c.Gems)
		}
	}
	c.Gems = a.Gems
	events := s.score(EvPass, seat, -a.Tokens, a.Tokens, a.Gems)
	s.passed[seat] = true
	s.lastBuilt = false
	if next := s.nextBuilder(seat); next >= 0 {
		s.active = next
		return append(events, Event{Kind: EvBuildTurn, Player: s.ActiveName(), Round: s.round}), nil
	}
	// Everyone passed: the round ends (W-ROUND-2) or, after round 3, the game.
	if s.round == Rounds {
		return append(events, s.gameOver(AfterRound3)...), nil
	}
	events = append(events, Event{Kind: EvRoundEnd, Round: s.round, Player: s.name(s.worker)})
	s.round++
	s.startSeat = s.worker
	return append(events, s.roundStart()...), nil
}

func (Complete) apply(s *State) ([]Event, error) {
	if total := s.setup.Plan.Tokens(); total > 0 {
		return nil, illegal("W-END-1", "with the construction plan given, the game ends by itself when the last of its %d tokens is built: %d are still missing", total, total-s.BuiltTotal())
	}
	if s.phase != PhaseConstruct || !s.lastBuilt {
		return nil, illegal("W-END-1", "the monument is completed by a build: enter it (%s) right after the build that completed it", enter(Complete{}))
	}
	return append([]Event{{Kind: EvComplete, Round: s.round}}, s.gameOver(Completed)...), nil
}

func (s *State) gameOver(why EndReason) []Event {
	s.phase, s.end, s.active, s.lastBuilt = PhaseOver, why, -1, false
	return []Event{{Kind: EvGameOver, Round: s.round}}
}

func (a Gems) apply(s *State) ([]Event, error) {
	if s.phase != PhaseOver {
		return nil, illegal("W-END-1", "gems are shown and scored at the end of the game, not in round %d", s.round)
	}
	seat, err := s.seatOf(a.Player)
	if err != nil {
		return nil, err
	}
	if s.gems[seat] >= 0 {
		return nil, illegal("W-END-1", "%s's gems are already counted (%d): undo to correct them", s.name(seat), s.gems[seat])
	}
	if a.Count < 0 {
		return nil, illegal("W-END-1", "a count of gems cannot be negative")
	}
	if lo, hi, known := s.ExpectedGems(seat); known && s.Checked() && (a.Count < lo || a.Count > hi) {
		if lo == hi {
			// The gems are those kept at the last pass (W-PASS-1).
			return nil, illegal("W-PASS-1", "%s kept %s at the pass, not %d: enter %d (%s)", s.name(seat), countPhrase(lo, "gem", "gems"), a.Count, lo, enter(Gems{Player: s.name(seat), Count: lo}))
		}
		return nil, illegal("W-END-1", "%s has %d to %d gems behind the screen (%s), not %d", s.name(seat), lo, hi, s.screens[seat].account(), a.Count)
	}
	s.gems[seat] = a.Count
	events := s.score(EvGems, seat, GemPoints*a.Count, a.Count, 0)
	if results, _, ok := s.Results(); ok {
		events = append(events, Event{Kind: EvScored, Round: s.round, Results: results})
	}
	return events, nil
}
