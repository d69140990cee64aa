package kernel

import (
	"fmt"
	"slices"
	"sort"
)

// Action is what every game's action is: a value with a text form that
// reads back (the saved log, scripts and tests use it).
type Action interface {
	fmt.Stringer
}

// Apply is a game's rule function: it checks an action against the state
// and returns the next state and the events it caused. It never changes the
// state it is given, and on error it returns no state.
type Apply[S any, A Action, E any] func(S, A) (S, []E, error)

// Rules is a game's engine as the history runs it. Apply is pure; Clone and
// Advance are the same rules in place, for replaying a saved log fast:
// Advance changes the state it is given (on error the state is spoilt, and
// the replay fails) and appends the action's events to the buffer it is
// given, which the replay reuses from one action to the next; Clone copies
// a state so that Advance on the copy never reaches the original.
type Rules[S any, A Action, E any] struct {
	Apply   Apply[S, A, E]
	Clone   func(S) S
	Advance func(s S, a A, buf []E) ([]E, error)
}

// SnapshotEvery is how many actions lie between two states the history keeps
// near the last action. Any other state is rebuilt from the snapshot before
// it, replaying at most SnapshotEvery-1 actions: a few tens of microseconds,
// far under what a player notices, for a few bytes per action instead of a
// whole state.
const SnapshotEvery = 32

// Farther back, the snapshots thin out (for rules that replay in place,
// Rules.Advance): a snapshot d actions behind the last lies at most d/8
// actions after the one before it (snapshotRatio), and never more than
// MaxSnapshotGap. A long game keeps a few dozen states rather than one every
// SnapshotEvery actions, and an undo or a window of the log far back replays
// at most MaxSnapshotGap-1 actions in place (a fraction of a millisecond);
// an undo fills in the snapshots near the state it rebuilt, so the next ones
// replay little.
const (
	MaxSnapshotGap = 64 * SnapshotEvery
	snapshotRatio  = 8
)

// stride is the spacing of the snapshots kept d actions behind the last:
// SnapshotEvery doubled while it stays within d/snapshotRatio, up to
// MaxSnapshotGap.
func stride(d int) int {
	s := SnapshotEvery
	for s < MaxSnapshotGap && s*snapshotRatio <= d {
		s *= 2
	}
	return s
}

// keeps reports whether a history of n actions whose rules replay in place
// keeps the state after the first at actions (a multiple of SnapshotEvery).
// As n grows a kept state can only be dropped, never wanted again, until an
// undo brings the end back near it. The setup's state is always kept.
func keeps(at, n int) bool { return at%stride(n-at) == 0 }

// snapshot is a state the history keeps: the one after the first at actions.
type snapshot[S any] struct {
	at int
	st S
}

// History is a game's setup state, its applied actions and its undone ones:
// undo back to the setup and redo. It keeps the actions (as codes into a
// table of the distinct actions: a game says the same few things again and
// again), the state now, the events of the last action, and some states
// (snapshots: one every SnapshotEvery actions near the end, thinning out
// farther back); everything else (older states, older actions' events) is
// rebuilt on demand by replaying from a snapshot. States are values: apply
// never changes one, so a kept state is shared, never copied.
type History[S any, A Action, E any] struct {
	apply   Apply[S, A, E]
	rules   Rules[S, A, E]
	opening []E
	table   actionTable[A]
	log     codes // the applied actions
	redo    codes // undone actions, the next one to redo last
	snaps   []snapshot[S]
	cur     S
	last    []E // the events of the last action (the opening when none)
}

// NewHistory starts a history at a setup's first state and its events.
func NewHistory[S any, A Action, E any](first S, opening []E, rules Rules[S, A, E]) *History[S, A, E] {
	return &History[S, A, E]{apply: rules.Apply, rules: rules, opening: opening, snaps: []snapshot[S]{{0, first}}, cur: first, last: opening}
}

// inPlace: the rules replay in place (Advance on a Clone).
func (h *History[S, A, E]) inPlace() bool { return h.rules.Advance != nil && h.rules.Clone != nil }

// kept reports whether the history keeps the state after at actions (a
// multiple of SnapshotEvery) while it holds n: thinned out far back when
// the rules replay in place, all of them otherwise.
func (h *History[S, A, E]) kept(at, n int) bool { return !h.inPlace() || keeps(at, n) }

// State is the table now.
func (h *History[S, A, E]) State() S { return h.cur }

// Initial is the state the setup dealt, before any action.
func (h *History[S, A, E]) Initial() S { return h.snaps[0].st }

// Opening is the events of the setup.
func (h *History[S, A, E]) Opening() []E { return h.opening }

// Len is the number of applied actions.
func (h *History[S, A, E]) Len() int { return h.log.len() }

// Action is applied action i (0-based).
func (h *History[S, A, E]) Action(i int) A { return h.table.actions[h.log.at(i)] }

// Actions is the applied actions, oldest first.
func (h *History[S, A, E]) Actions() []A { return h.table.decode(&h.log) }

// LastEvents is the events of the last applied action, or the opening's.
func (h *History[S, A, E]) LastEvents() []E { return h.last }

// ActionTexts is the applied actions' text forms, as the store saves them.
func (h *History[S, A, E]) ActionTexts() []string { return h.table.texts(&h.log) }

// RedoStack is the undone actions; the last one is redone first.
func (h *History[S, A, E]) RedoStack() []A { return h.table.decode(&h.redo) }

// RedoTexts is the redo stack's text forms, as the store saves them.
func (h *History[S, A, E]) RedoTexts() []string { return h.table.texts(&h.redo) }

// CanUndo reports whether an action can be undone.
func (h *History[S, A, E]) CanUndo() bool { return h.log.len() > 0 }

// CanRedo reports whether an undone action can be redone.
func (h *History[S, A, E]) CanRedo() bool { return h.redo.len() > 0 }

// Pending is an action checked against the state now, with the state and
// events it gives, not yet part of the history. The dashboard prepares an
// action, saves it, then commits the same result: the engine runs once.
type Pending[S any, A Action, E any] struct {
	Action A
	Next   S
	Events []E
	redo   bool
	at     int // the history's length it was prepared at
}

// Redo reports whether the pending action is the redo of an undone one.
func (p Pending[S, A, E]) Redo() bool { return p.redo }

// Prepare checks an action against the state now. The history is unchanged.
func (h *History[S, A, E]) Prepare(a A) (Pending[S, A, E], error) {
	next, events, err := h.apply(h.cur, a)
	if err != nil {
		return Pending[S, A, E]{}, err
	}
	return Pending[S, A, E]{Action: a, Next: next, Events: events, at: h.log.len()}, nil
}

// PrepareRedo checks the next redo against the state now.
func (h *History[S, A, E]) PrepareRedo() (Pending[S, A, E], error) {
	n := h.redo.len()
	if n == 0 {
		return Pending[S, A, E]{}, Refuse(ErrNothingTo, "", "nothing to redo")
	}
	p, err := h.Prepare(h.table.actions[h.redo.at(n-1)])
	p.redo = true
	return p, err
}

// Commit makes a prepared action part of the history. A new action clears
// the redo stack, as in any editor; a redo takes its action off the stack.
// A pending action prepared on another state is refused: it was not checked
// against this one.
func (h *History[S, A, E]) Commit(p Pending[S, A, E]) error {
	if p.at != h.log.len() || (p.redo && h.redo.len() == 0) {
		return fmt.Errorf("kernel: a pending %q was prepared at action %d, the game is at %d", p.Action, p.at, h.log.len())
	}
	if p.redo {
		h.push(h.redo.pop(), p.Next, p.Events)
	} else {
		h.push(h.table.code(p.Action), p.Next, p.Events)
		h.redo = codes{}
	}
	return nil
}

// push appends the action of code c, which made state next and events.
func (h *History[S, A, E]) push(c uint32, next S, events []E) {
	h.log.push(c)
	h.cur, h.last = next, events
	if n := h.log.len(); n%SnapshotEvery == 0 {
		h.snaps = append(h.snaps, snapshot[S]{n, next})
		h.thin(n)
	}
}

// thin drops the snapshots a history of n actions no longer keeps.
func (h *History[S, A, E]) thin(n int) {
	h.snaps = slices.DeleteFunc(h.snaps, func(s snapshot[S]) bool { return !h.kept(s.at, n) })
}

// Apply applies an action to the current state (Prepare then Commit).
func (h *History[S, A, E]) Apply(a A) ([]E, error) {
	p, err := h.Prepare(a)
	if err != nil {
		return nil, err
	}
	_ = h.Commit(p)
	return p.Events, nil
}

// Undo takes back the last action and returns it with the events it had
// caused (what the table must now put back).
func (h *History[S, A, E]) Undo() (A, []E, error) {
	var none A
	n := h.log.len()
	if n == 0 {
		return none, nil, Refuse(ErrNothingTo, "", "nothing to undo: this is the start of the game")
	}
	c, undone := h.log.at(n-1), h.last
	if k := len(h.snaps) - 1; h.snaps[k].at == n {
		h.snaps[k] = snapshot[S]{}
		h.snaps = h.snaps[:k]
	}
	h.log.truncate(n - 1)
	// Rebuilt from the snapshot before: every action was applied once
	// already, so replaying it again cannot fail.
	st, last, err := h.rebuild(n - 1)
	if err != nil {
		panic(fmt.Sprintf("kernel: replaying applied actions failed: %v", err))
	}
	h.cur, h.last = st, last
	h.redo.push(c)
	return h.table.actions[c], undone, nil
}

// Redo re-applies the last undone action.
func (h *History[S, A, E]) Redo() (A, []E, error) {
	var none A
	p, err := h.PrepareRedo()
	if err != nil {
		return none, nil, err
	}
	_ = h.Commit(p)
	return p.Action, p.Events, nil
}

// before is the index of the last snapshot at or before action n.
func (h *History[S, A, E]) before(n int) int {
	return sort.Search(len(h.snaps), func(k int) bool { return h.snaps[k].at > n }) - 1
}

// rebuild gives the state after the first n actions and the events of the
// n-th (the opening's when n is 0), replaying from the snapshot before. The
// snapshots a history of n actions keeps between the two are taken on the
// way (an undo far back replays once, and the undos after it little).
func (h *History[S, A, E]) rebuild(n int) (S, []E, error) {
	if n == 0 {
		return h.snaps[0].st, h.opening, nil
	}
	// The n-th action's events need the state before it.
	k := h.before(n - 1)
	st, from := h.snaps[k].st, h.snaps[k].at
	var taken []snapshot[S]
	if from < n-1 && h.inPlace() {
		// In place on a copy of the snapshot: the actions up to the last,
		// whose events are not kept.
		st = h.rules.Clone(st)
		var buf []E
		for i := from; i < n-1; i++ {
			var err error
			if buf, err = h.rules.Advance(st, h.Action(i), buf[:0]); err != nil {
				var zero S
				return zero, nil, err
			}
			if at := i + 1; at%SnapshotEvery == 0 && h.kept(at, n) {
				taken = append(taken, snapshot[S]{at, h.rules.Clone(st)})
			}
		}
	} else {
		for i := from; i < n-1; i++ {
			next, _, err := h.apply(st, h.Action(i))
			if err != nil {
				var zero S
				return zero, nil, err
			}
			st = next
			if at := i + 1; at%SnapshotEvery == 0 && h.kept(at, n) {
				taken = append(taken, snapshot[S]{at, st})
			}
		}
	}
	// The last action by the rules that change no state: its events are
	// the history's own, never a buffer written again.
	next, events, err := h.apply(st, h.Action(n-1))
	if err != nil {
		var zero S
		return zero, nil, err
	}
	if n%SnapshotEvery == 0 && h.kept(n, n) && (k+1 == len(h.snaps) || h.snaps[k+1].at != n) {
		taken = append(taken, snapshot[S]{n, next})
	}
	if len(taken) > 0 {
		h.snaps = slices.Insert(h.snaps, k+1, taken...)
	}
	return next, events, nil
}

// fork is a history of the same game with this one's first keep actions
// and no redo stack, rebuilt from the snapshot before keep. The two share
// the kept states, which no apply changes; each has slices of its own.
func (h *History[S, A, E]) fork(keep int) (*History[S, A, E], error) {
	if keep < 0 || keep > h.log.len() {
		return nil, fmt.Errorf("kernel: no state after %d actions in a game of %d", keep, h.log.len())
	}
	f := &History[S, A, E]{apply: h.apply, rules: h.rules, opening: h.opening,
		table: h.table.clone(), log: h.log.clone(), snaps: slices.Clone(h.snaps[:h.before(keep)+1])}
	f.log.truncate(keep)
	st, last, err := f.rebuild(keep)
	if err != nil {
		return nil, err
	}
	f.cur, f.last = st, last
	return f, nil
}

// Entry is applied action i (0-based) with the events it caused, rebuilt.
func (h *History[S, A, E]) Entry(i int) Record[A, E] {
	return h.Entries(i, i+1)[0]
}

// Record is one applied action and the events it caused.
type Record[A, E any] struct {
	Action A
	Events []E
}

// Entries is applied actions from..to-1 with their events, rebuilt by one
// replay from the snapshot before from (the log pane shows a window of them):
// in place up to from when the rules can, then by the rules that change no
// state, whose events are the entries' own.
func (h *History[S, A, E]) Entries(from, to int) []Record[A, E] {
	from, to = max(from, 0), min(to, h.log.len())
	if from >= to {
		return nil
	}
	out := make([]Record[A, E], 0, to-from)
	if to == h.log.len() && to-from == 1 {
		return append(out, Record[A, E]{Action: h.Action(from), Events: h.last})
	}
	k := h.before(from)
	st, i := h.snaps[k].st, h.snaps[k].at
	if i < from && h.inPlace() {
		st = h.rules.Clone(st)
		var buf []E
		for ; i < from; i++ {
			var err error
			if buf, err = h.rules.Advance(st, h.Action(i), buf[:0]); err != nil {
				panic(fmt.Sprintf("kernel: replaying applied actions failed: %v", err))
			}
		}
	}
	for ; i < to; i++ {
		next, events, err := h.apply(st, h.Action(i))
		if err != nil {
			panic(fmt.Sprintf("kernel: replaying applied actions failed: %v", err))
		}
		if i >= from {
			out = append(out, Record[A, E]{Action: h.Action(i), Events: events})
		}
		st = next
	}
	return out
}

// Restore applies a log of actions, then sets the redo stack. An action
// that no longer applies is a *LogError naming its position, and the
// history is left as it was. The log is replayed in place on one private
// copy of the state, copied again only at each snapshot kept: a resume
// costs one engine run per action and no copy of the whole state. Each
// action given is kept as it is (no text form is made to find it again); a
// saved log read with RestoreLines keeps each distinct line's action once.
func (h *History[S, A, E]) Restore(actions, redo []A) error {
	var as, rs codes
	as.grow(len(actions))
	for _, a := range actions {
		as.push(h.table.add("", a))
	}
	for _, a := range redo {
		rs.push(h.table.add("", a))
	}
	return h.restore(&as, &rs, nil)
}

// RestoreLines is Restore of a saved log (the applied actions' lines and
// the redo stack's) read with a game's action parser: each distinct line is
// parsed and kept once. A line that does not parse, or an action that no
// longer applies, is a *LogError naming its position.
func (h *History[S, A, E]) RestoreLines(actions, redo []string, parse func(string) (A, error)) error {
	as, rs, err := h.parseLog(actions, redo, parse)
	if err != nil {
		return err
	}
	return h.restore(&as, &rs, nil)
}

// restore is Restore of actions already in the history's table (their
// codes; the redo stack's become the history's own), calling after, when not nil, after each action with the state it
// made and its events, so that a caller learns what it needs of every
// action from the one replay. The state may be the one the next action
// changes in place, and the events are in a buffer the next action
// overwrites: after reads them at once and keeps nothing of them.
func (h *History[S, A, E]) restore(actions, redo *codes, after func(S, []E)) error {
	m := actions.len()
	if !h.inPlace() || m == 0 {
		for i := range m {
			c := actions.at(i)
			p, err := h.Prepare(h.table.actions[c])
			if err != nil {
				return &LogError{What: "action", Index: i + 1, Text: h.table.actions[c].String(), Err: err}
			}
			h.push(c, p.Next, p.Events)
			if after != nil {
				after(h.cur, p.Events)
			}
		}
		h.redo = *redo
		return nil
	}
	st := h.rules.Clone(h.cur)
	snaps := h.snaps
	n := h.log.len()
	total := n + m
	// One buffer of events for the whole replay: each action's events
	// overwrite the one before's, so a replay allocates no slice per action.
	var events []E
	for i := range m {
		a := h.table.actions[actions.at(i)]
		var err error
		if events, err = h.rules.Advance(st, a, events[:0]); err != nil {
			return &LogError{What: "action", Index: i + 1, Text: a.String(), Err: err}
		}
		if after != nil {
			after(st, events)
		}
		// Only the snapshots the whole log keeps are copied.
		if at := n + i + 1; at%SnapshotEvery == 0 && keeps(at, total) {
			snaps = append(snaps, snapshot[S]{at, h.rules.Clone(st)})
		}
	}
	h.log.append(actions)
	// The last action's events are kept (LastEvents, Undo): a copy of
	// their own, so that h.last never shares a buffer that is written again
	// and holds no more than their length.
	h.snaps, h.cur, h.last = snaps, st, slices.Clone(events)
	h.thin(total)
	h.redo = *redo
	return nil
}

// parseLog reads a saved log's lines (the applied actions and the redo
// stack) with a game's action parser into the history's table of actions:
// each distinct line is parsed once, and every line is a code.
func (h *History[S, A, E]) parseLog(actions, redo []string, parse func(string) (A, error)) (as, rs codes, err error) {
	if err = h.table.parse(&as, "action", actions, parse); err != nil {
		return as, rs, err
	}
	err = h.table.parse(&rs, "undone action", redo, parse)
	return as, rs, err
}

// Log is every applied action with its events, oldest first, rebuilt by one
// replay of the whole game: for exports and tests, not for each key press.
func (h *History[S, A, E]) Log() []Record[A, E] { return h.Entries(0, h.log.len()) }
