package kernel

// Steps is the Step of each applied action of a game, oldest first, kept
// compact: an action's step is a few bytes with no pointer, each player's
// name is kept once. A replay that gives them (Kind.LoadSteps) costs about
// a tenth more than one that does not; as a slice of Step, two strings
// written and kept per action, it cost a quarter more (measured on 5,000
// actions: BenchmarkReplaySteps5000 against BenchmarkReplay5000, in store).
type Steps struct {
	names []string // names[0] is "": no one
	log   []step
}

// step is a Step with its names as indexes in Steps.names.
type step struct {
	actor, after uint32
	endTurn      bool
}

// Len is the number of steps.
func (s *Steps) Len() int { return len(s.log) }

// At is step i (0-based).
func (s *Steps) At(i int) Step {
	st := s.log[i]
	return Step{Actor: s.names[st.actor], EndTurn: st.endTurn, After: s.names[st.after]}
}

// All is every step, as a slice.
func (s *Steps) All() []Step {
	out := make([]Step, len(s.log))
	for i := range s.log {
		out[i] = s.At(i)
	}
	return out
}

// Append adds the step of the next action.
func (s *Steps) Append(st Step) {
	s.log = append(s.log, step{actor: s.index(st.Actor), after: s.index(st.After), endTurn: st.EndTurn})
}

// Truncate keeps the first n steps (an undo takes the last one back).
func (s *Steps) Truncate(n int) { s.log = s.log[:n] }

// grow makes room for n more steps.
func (s *Steps) grow(n int) {
	if cap(s.log)-len(s.log) < n {
		s.log = append(make([]step, 0, len(s.log)+n), s.log...)
	}
}

// index is a name's index, added when new. A game has a handful of
// players, so a search beats a map.
func (s *Steps) index(name string) uint32 {
	if len(s.names) == 0 {
		s.names = []string{""}
	}
	for i, n := range s.names {
		if n == name {
			return uint32(i)
		}
	}
	s.names = append(s.names, name)
	return uint32(len(s.names) - 1)
}
