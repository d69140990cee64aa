package tracker

import (
	"strconv"
	"strings"

	"tablemate/kernel"
	"tablemate/scoring"
)

// TallyAction enters one player's achievements at the end of the game
// (M-SCORE-1). When every seat has a tally the game is scored.
type TallyAction struct {
	Tally scoring.Tally
}

// tallyKeys are the keys of the tally action, in print order.
var tallyKeys = []string{"knowledge", "wonders", "policies", "provinces", "gold", "culture",
	"trade_steps", "monsters", "natural_wonders", "future_projects", "quests"}

func tallyFields(t *scoring.Tally) []*int {
	return []*int{&t.Knowledge, &t.Wonders, &t.Policies, &t.Provinces, &t.Gold, &t.Culture,
		&t.TradeSteps, &t.Monsters, &t.NaturalWonders, &t.FutureProjects, &t.Quests}
}

func (a TallyAction) String() string {
	parts := []string{"tally", quote(a.Tally.Name)}
	t := a.Tally
	for i, p := range tallyFields(&t) {
		if i < 6 || *p != 0 {
			parts = append(parts, tallyKeys[i]+"="+strconv.Itoa(*p))
		}
	}
	return strings.Join(parts, " ")
}

func parseTally(args []string) (Action, error) {
	if len(args) < 1 {
		return nil, syntaxErr("tally needs a player and counts: tally \"Ana\" knowledge=3 wonders=1 policies=2 provinces=4 gold=2 culture=1")
	}
	t := scoring.Tally{Name: args[0]}
	fields := tallyFields(&t)
	seen := map[string]bool{}
	for _, kv := range args[1:] {
		key, val, ok := strings.Cut(kv, "=")
		idx := -1
		for i, k := range tallyKeys {
			if k == strings.ToLower(key) {
				idx = i
			}
		}
		if !ok || idx < 0 {
			return nil, syntaxErr("%q: a tally is key=count with keys %s", kv, strings.Join(tallyKeys, ", "))
		}
		if seen[tallyKeys[idx]] {
			return nil, syntaxErr("%s is given twice", tallyKeys[idx])
		}
		seen[tallyKeys[idx]] = true
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 || n > scoring.MaxCount {
			return nil, syntaxErr("%s=%s: give a whole number from 0", key, val)
		}
		*fields[idx] = n
	}
	return TallyAction{Tally: t}, nil
}

func (a TallyAction) apply(s *State, events []Event) ([]Event, error) {
	if !s.end.Over {
		return nil, illegal("M-SCORE-1", "tallies are entered when the game is over")
	}
	seat := -1
	for i, st := range s.seats {
		if strings.EqualFold(st.Name, a.Tally.Name) {
			seat = i
		}
	}
	if seat < 0 {
		return nil, illegal("M-SCORE-1", "%s is not at this table (%s)", a.Tally.Name, strings.Join(s.seatNames(), ", "))
	}
	t := a.Tally
	if !s.africanEmpiresInPlay() && !s.replaying {
		// Counts the game cannot score: refused now, with what to enter,
		// rather than a game that ends with every tally in and no score.
		// A saved game's log is replayed as it is: such a game ends
		// unscored, and says why (Unscorable).
		for _, f := range []struct {
			key string
			n   int
		}{{"trade_steps", t.TradeSteps}, {"monsters", t.Monsters}, {"natural_wonders", t.NaturalWonders}, {"future_projects", t.FutureProjects}, {"quests", t.Quests}} {
			if f.n != 0 && !(f.key == "monsters" && s.setup.Monsters) {
				return nil, illegal("M-SCORE-1", "%s: %s is %d, but this game is played without African Empires: enter 0 (the expansion is chosen at setup: african_empires=on)", s.seats[seat].Name, f.key, f.n)
			}
		}
	}
	t.Name = s.seats[seat].Name
	t.Automa = s.seats[seat].Automa
	if s.tallies == nil {
		s.tallies = map[int]scoring.Tally{}
	} else {
		s.tallies = copyTallies(s.tallies)
	}
	s.tallies[seat] = t
	events = append(events, Event{Kind: EvTally, Player: t.Name})
	if res, ok, err := s.Score(); ok && err == nil {
		events = append(events, Event{Kind: EvScored, Players: kernel.Names(res.Winners)})
	}
	return events, nil
}

func copyTallies(m map[int]scoring.Tally) map[int]scoring.Tally {
	c := make(map[int]scoring.Tally, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

func (s *State) seatNames() []string {
	var names []string
	for _, st := range s.seats {
		names = append(names, st.Name)
	}
	return names
}

// ScoringOptions are the game's scoring readings. The African Empires
// categories are scored whenever that expansion is in play, not only when
// the setup asks for its scoring: an Automa that plays its cards or its
// civilization keeps trade steps in its tally, and a game that counted them
// must be scored with them.
func (s *State) ScoringOptions() scoring.Options {
	r := s.setup.Rules
	return scoring.Options{LiteralDominance: r.LiteralDominance, AutomaGoldPoints: s.setup.AutomaGoldPoints(), AfricanEmpires: s.africanEmpiresInPlay(),
		Monsters: s.setup.Monsters}
}

// africanEmpiresInPlay is the setup's African Empires, or a seat's
// civilization from that box picked at random for an Automa, or an Automa
// whose deck (a table's own deck file) moved it on the trade track.
func (s *State) africanEmpiresInPlay() bool {
	if s.setup.africanEmpires() {
		return true
	}
	for _, b := range s.bots {
		if b.a.Tally().TradeSteps > 0 {
			return true
		}
	}
	for _, seat := range s.seats {
		if expansionOf(strings.ToLower(seat.Civilization)) == africanEmpires {
			return true
		}
	}
	return false
}

// TallyOf is the tally for a seat: entered by the table, else kept by the
// Automa (M-SCORE-4).
func (s *State) TallyOf(seat int) (scoring.Tally, bool) {
	if t, ok := s.tallies[seat]; ok {
		return t, true
	}
	if e := s.botAt(seat); e != nil {
		if t, ok := e.KeptTally(s.seats[seat]); ok {
			t.Name, t.Automa = s.seats[seat].Name, s.seats[seat].Automa
			if s.setup.AutomaQuest() && s.setup.africanEmpires() {
				t.Quests = 1 // the Quest card it got at setup (AUTOMA.md)
			}
			return t, true
		}
	}
	return scoring.Tally{}, false
}

// Missing lists the seats whose tally is still to be entered.
func (s *State) Missing() []string {
	var missing []string
	for i, st := range s.seats {
		if _, ok := s.TallyOf(i); !ok {
			missing = append(missing, st.Name)
		}
	}
	return missing
}

// Unscorable is why a game that is over with every tally in has no score
// (a tally scoring refuses); nil when it is scored or a tally is missing.
func (s *State) Unscorable() error {
	if !s.end.Over {
		return nil
	}
	_, _, err := s.Score()
	return err
}

// Score scores the game once every seat has a tally; ok is false before.
func (s *State) Score() (res scoring.Result, ok bool, err error) {
	var tallies []scoring.Tally
	for i := range s.seats {
		t, have := s.TallyOf(i)
		if !have {
			return res, false, nil
		}
		tallies = append(tallies, t)
	}
	res, err = scoring.Score(tallies, s.ScoringOptions())
	if err != nil {
		return res, false, err
	}
	return res, true, nil
}
