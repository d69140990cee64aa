package kernel

import (
	"fmt"
	"slices"
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

// SnapshotEvery is how many actions lie between two states the history keeps.
// Any other state is rebuilt from the snapshot before it, replaying at most
// SnapshotEvery-1 actions: a few tens of microseconds, far under what a
// player notices, for a few bytes per action instead of a whole state.
const SnapshotEvery = 32

// History is a game's setup state, its applied actions and its undone ones:
// undo back to the setup and redo. It keeps the actions, the state now, the
// events of the last action, and one state every SnapshotEvery actions;
// everything else (older states, older actions' events) is rebuilt on demand
// by replaying from a snapshot. States are values: apply never changes one,
// so a kept state is shared, never copied.
type History[S any, A Action, E any] struct {
	apply   Apply[S, A, E]
	rules   Rules[S, A, E]
	opening []E
	actions []A
	snaps   []S // snaps[i] is the state after i*SnapshotEvery actions
	cur     S
	last    []E // the events of the last action (the opening when none)
	redo    []A // undone actions, the next one to redo last
}

// NewHistory starts a history at a setup's first state and its events.
func NewHistory[S any, A Action, E any](first S, opening []E, rules Rules[S, A, E]) *History[S, A, E] {
	return &History[S, A, E]{apply: rules.Apply, rules: rules, opening: opening, snaps: []S{first}, cur: first, last: opening}
}

// State is the table now.
func (h *History[S, A, E]) State() S { return h.cur }

// Initial is the state the setup dealt, before any action.
func (h *History[S, A, E]) Initial() S { return h.snaps[0] }

// Opening is the events of the setup.
func (h *History[S, A, E]) Opening() []E { return h.opening }

// Len is the number of applied actions.
func (h *History[S, A, E]) Len() int { return len(h.actions) }

// Action is applied action i (0-based).
func (h *History[S, A, E]) Action(i int) A { return h.actions[i] }

// Actions is the applied actions, oldest first.
func (h *History[S, A, E]) Actions() []A { return append([]A(nil), h.actions...) }

// LastEvents is the events of the last applied action, or the opening's.
func (h *History[S, A, E]) LastEvents() []E { return h.last }

// ActionTexts is the applied actions' text forms, as the store saves them.
func (h *History[S, A, E]) ActionTexts() []string { return texts(h.actions) }

// RedoStack is the undone actions; the last one is redone first.
func (h *History[S, A, E]) RedoStack() []A { return append([]A(nil), h.redo...) }

// RedoTexts is the redo stack's text forms, as the store saves them.
func (h *History[S, A, E]) RedoTexts() []string { return texts(h.redo) }

func texts[A Action](as []A) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return out
}

// CanUndo reports whether an action can be undone.
func (h *History[S, A, E]) CanUndo() bool { return len(h.actions) > 0 }

// CanRedo reports whether an undone action can be redone.
func (h *History[S, A, E]) CanRedo() bool { return len(h.redo) > 0 }

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
	return Pending[S, A, E]{Action: a, Next: next, Events: events, at: len(h.actions)}, nil
}

// PrepareRedo checks the next redo against the state now.
func (h *History[S, A, E]) PrepareRedo() (Pending[S, A, E], error) {
	if len(h.redo) == 0 {
		return Pending[S, A, E]{}, Refuse(ErrNothingTo, "", "nothing to redo")
	}
	p, err := h.Prepare(h.redo[len(h.redo)-1])
	p.redo = true
	return p, err
}

// Commit makes a prepared action part of the history. A new action clears
// the redo stack, as in any editor; a redo takes its action off the stack.
// A pending action prepared on another state is refused: it was not checked
// against this one.
func (h *History[S, A, E]) Commit(p Pending[S, A, E]) error {
	if p.at != len(h.actions) || (p.redo && len(h.redo) == 0) {
		return fmt.Errorf("kernel: a pending %q was prepared at action %d, the game is at %d", p.Action, p.at, len(h.actions))
	}
	h.push(p.Action, p.Next, p.Events)
	if p.redo {
		h.redo = h.redo[:len(h.redo)-1]
	} else {
		h.redo = nil
	}
	return nil
}

func (h *History[S, A, E]) push(a A, next S, events []E) {
	h.actions = append(h.actions, a)
	h.cur, h.last = next, events
	if len(h.actions)%SnapshotEvery == 0 {
		h.snaps = append(h.snaps, next)
	}
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
	n := len(h.actions)
	if n == 0 {
		return none, nil, Refuse(ErrNothingTo, "", "nothing to undo: this is the start of the game")
	}
	a, undone := h.actions[n-1], h.last
	if n%SnapshotEvery == 0 {
		h.snaps = h.snaps[:len(h.snaps)-1]
	}
	h.actions = h.actions[:n-1]
	// Rebuilt from the snapshot before: every action was applied once
	// already, so replaying it again cannot fail.
	st, last, err := h.rebuild(n - 1)
	if err != nil {
		panic(fmt.Sprintf("kernel: replaying applied actions failed: %v", err))
	}
	h.cur, h.last = st, last
	h.redo = append(h.redo, a)
	return a, undone, nil
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

// rebuild gives the state after the first n actions and the events of the
// n-th (the opening's when n is 0), replaying from the snapshot before.
func (h *History[S, A, E]) rebuild(n int) (S, []E, error) {
	k := n / SnapshotEvery
	st, last := h.snaps[k], h.opening
	from := k * SnapshotEvery
	if from == n && n > 0 {
		// The snapshot is the state; its action's events need the one before.
		from -= SnapshotEvery
		st = h.snaps[k-1]
	}
	for i := from; i < n; i++ {
		next, events, err := h.apply(st, h.actions[i])
		if err != nil {
			var zero S
			return zero, nil, err
		}
		st, last = next, events
	}
	return st, last, nil
}

// fork is a history of the same game with this one's first keep actions
// and no redo stack, rebuilt from the snapshot before keep. The two share
// the kept states, which no apply changes; each has slices of its own.
func (h *History[S, A, E]) fork(keep int) (*History[S, A, E], error) {
	if keep < 0 || keep > len(h.actions) {
		return nil, fmt.Errorf("kernel: no state after %d actions in a game of %d", keep, len(h.actions))
	}
	f := &History[S, A, E]{apply: h.apply, rules: h.rules, opening: h.opening,
		actions: slices.Clone(h.actions[:keep]), snaps: slices.Clone(h.snaps[:keep/SnapshotEvery+1])}
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
// replay from the snapshot before from (the log pane shows a window of them).
func (h *History[S, A, E]) Entries(from, to int) []Record[A, E] {
	from, to = max(from, 0), min(to, len(h.actions))
	if from >= to {
		return nil
	}
	out := make([]Record[A, E], 0, to-from)
	if to == len(h.actions) && to-from == 1 {
		return append(out, Record[A, E]{Action: h.actions[from], Events: h.last})
	}
	k := from / SnapshotEvery
	st := h.snaps[k]
	for i := k * SnapshotEvery; i < to; i++ {
		next, events, err := h.apply(st, h.actions[i])
		if err != nil {
			panic(fmt.Sprintf("kernel: replaying applied actions failed: %v", err))
		}
		if i >= from {
			out = append(out, Record[A, E]{Action: h.actions[i], Events: events})
		}
		st = next
	}
	return out
}

// Restore applies a saved log, then sets the redo stack. An action that no
// longer applies is a *LogError naming its position, and the history is
// left as it was. The log is replayed in place on one private copy of the
// state, copied again only at each snapshot: a resume costs one engine run
// per action and no copy of the whole state.
func (h *History[S, A, E]) Restore(actions, redo []A) error { return h.restore(actions, redo, nil) }

// restore is Restore calling after, when not nil, after each action with
// the state it made and its events, so that a caller learns what it needs
// of every action from the one replay. The state may be the one the next
// action changes in place, and the events are in a buffer the next action
// overwrites: after reads them at once and keeps nothing of them.
func (h *History[S, A, E]) restore(actions, redo []A, after func(S, []E)) error {
	if h.rules.Advance == nil || h.rules.Clone == nil || len(actions) == 0 {
		for i, a := range actions {
			events, err := h.Apply(a)
			if err != nil {
				return &LogError{What: "action", Index: i + 1, Text: a.String(), Err: err}
			}
			if after != nil {
				after(h.cur, events)
			}
		}
		h.redo = append([]A(nil), redo...)
		return nil
	}
	st := h.rules.Clone(h.cur)
	snaps := h.snaps
	n := len(h.actions)
	// One buffer of events for the whole replay: each action's events
	// overwrite the one before's, so a replay allocates no slice per action.
	var events []E
	for i, a := range actions {
		var err error
		if events, err = h.rules.Advance(st, a, events[:0]); err != nil {
			return &LogError{What: "action", Index: i + 1, Text: a.String(), Err: err}
		}
		if after != nil {
			after(st, events)
		}
		if (n+i+1)%SnapshotEvery == 0 {
			snaps = append(snaps, h.rules.Clone(st))
		}
	}
	h.actions = append(h.actions, actions...)
	// The last action's events are kept (LastEvents, Undo): a copy of
	// their own, so that h.last never shares a buffer that is written again
	// and holds no more than their length.
	h.snaps, h.cur, h.last = snaps, st, slices.Clone(events)
	h.redo = append([]A(nil), redo...)
	return nil
}

// ParseLog reads a saved log (the applied actions and the redo stack) with a
// game's action parser.
func ParseLog[A any](actions, redo []string, parse func(string) (A, error)) (as, rs []A, err error) {
	if as, err = ParseTexts("action", actions, parse); err != nil {
		return nil, nil, err
	}
	if rs, err = ParseTexts("undone action", redo, parse); err != nil {
		return nil, nil, err
	}
	return as, rs, nil
}

// ParseTexts reads saved action lines with a game's action parser. A game's
// log says the same few things again and again ("end", "take 3"): each
// distinct line is parsed once, and its action (a value no one changes) is
// shared, which makes a resume cost little more than reading the log.
func ParseTexts[A any](what string, lines []string, parse func(string) (A, error)) ([]A, error) {
	out := make([]A, 0, len(lines))
	seen := make(map[string]A)
	for i, line := range lines {
		a, ok := seen[line]
		if !ok {
			var err error
			if a, err = parse(line); err != nil {
				return nil, &LogError{What: what, Index: i + 1, Text: line, Err: err}
			}
			seen[line] = a
		}
		out = append(out, a)
	}
	return out, nil
}

// Log is every applied action with its events, oldest first, rebuilt by one
// replay of the whole game: for exports and tests, not for each key press.
func (h *History[S, A, E]) Log() []Record[A, E] { return h.Entries(0, len(h.actions)) }
