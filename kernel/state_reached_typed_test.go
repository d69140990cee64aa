package kernel

import "testing"

// wrapped is a session that embeds another, as a test double counting
// calls does.
type wrapped struct{ Session }

// A session hands its state only typed, to the engine that knows its type
// (tracker.StateOf, wm.StateOf): another type gets nothing, a session that
// embeds one still gives it, and no session gives no state.
func TestStateIsReachedTypedOnly(t *testing.T) {
	t.Parallel()
	h := toyHistory(5, false)
	g := NewPlay(&Engine[*total, add, sum]{Kind: &Kind{Name: "toy"}}, "setup", h)
	for _, s := range []Session{g, wrapped{g}} {
		if st, ok := StateOf[*total](s); !ok || st != h.State() {
			t.Errorf("%T: state %v, %v; want the history's", s, st, ok)
		}
		if _, ok := StateOf[*struct{ n int }](s); ok {
			t.Errorf("%T: a state of another type was handed out", s)
		}
	}
	if st, ok := StateOf[*total](nil); ok || st != nil {
		t.Errorf("no session gave %v, %v", st, ok)
	}
}
