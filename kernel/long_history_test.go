package kernel

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// A toy game long enough for the history to thin its snapshots: the state
// is a running sum and a count, an action adds a number, and its event is
// the sum it made. It replays in place (Rules.Advance) or only by Apply.
type move int

func (a move) String() string { return "move " + strconv.Itoa(int(a)) }

type tally struct{ sum, count int }

func moveRules(inPlace bool) Rules[*tally, move, sum] {
	r := Rules[*tally, move, sum]{Apply: func(s *tally, a move) (*tally, []sum, error) {
		next := &tally{sum: s.sum + int(a), count: s.count + 1}
		return next, []sum{{to: next.sum}}, nil
	}}
	if inPlace {
		r.Clone = func(s *tally) *tally { c := *s; return &c }
		r.Advance = func(s *tally, a move, buf []sum) ([]sum, error) {
			s.sum += int(a)
			s.count++
			return append(buf, sum{to: s.sum}), nil
		}
	}
	return r
}

// nthMove is the i-th (0-based) action of the long toy game: distinct
// enough that the history's codes take two bytes.
func nthMove(i int) move { return move(i*7919%300 + 1) }

// sumAfter is the toy game's sum after its first n actions.
func sumAfter(n int) int {
	s := 0
	for i := range n {
		s += int(nthMove(i))
	}
	return s
}

// checkSnapshots checks the snapshots a history of its length keeps: the
// setup's, ascending, none past the end, one within SnapshotEvery of the
// end, and no two more than MaxSnapshotGap apart; at most max of them.
func checkSnapshots(t *testing.T, h *History[*tally, move, sum], max int) {
	t.Helper()
	n := h.Len()
	if h.snaps[0].at != 0 || len(h.snaps) > max {
		t.Fatalf("at %d: %d snapshots (at most %d), the first at %d", n, len(h.snaps), max, h.snaps[0].at)
	}
	for k, s := range h.snaps {
		if s.at > n || s.st.count != s.at {
			t.Fatalf("at %d: snapshot %d is at %d with a state of %d actions", n, k, s.at, s.st.count)
		}
		if k > 0 && (s.at <= h.snaps[k-1].at || s.at-h.snaps[k-1].at > MaxSnapshotGap) {
			t.Fatalf("at %d: snapshots at %d then %d", n, h.snaps[k-1].at, s.at)
		}
	}
	if last := h.snaps[len(h.snaps)-1].at; n-last >= SnapshotEvery {
		t.Fatalf("at %d: the last snapshot is at %d", n, last)
	}
}

// A 20,000-action history keeps a few dozen snapshots, not one every
// SnapshotEvery actions, and undo reaches back to the setup through them:
// at every depth the state and the events match the game replayed, and
// redo brings every action back. Played by Apply or restored from its
// lines, replayed in place or not.
func TestALongHistoryThinsItsSnapshotsAndUndoesToTheStart(t *testing.T) {
	t.Parallel()
	const n = 20000
	lines := make([]string, n)
	for i := range lines {
		lines[i] = nthMove(i).String()
	}
	parse := func(s string) (move, error) {
		k, err := strconv.Atoi(s[len("move "):])
		return move(k), err
	}
	for _, tc := range []struct {
		name     string
		inPlace  bool
		restored bool
		max      int
	}{
		{"applied in place", true, false, 60},
		{"restored in place", true, true, 60},
		{"applied, no Advance", false, false, n/SnapshotEvery + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := NewHistory(&tally{}, nil, moveRules(tc.inPlace))
			if tc.restored {
				if err := h.RestoreLines(lines, nil, parse); err != nil {
					t.Fatal(err)
				}
			} else {
				for i := range n {
					if _, err := h.Apply(nthMove(i)); err != nil {
						t.Fatal(err)
					}
				}
			}
			checkSnapshots(t, h, tc.max)
			if h.log.w != 2 || !slices.Equal(h.ActionTexts(), lines) {
				t.Fatalf("codes of %d bytes; the log reads back equal: %v", h.log.w, slices.Equal(h.ActionTexts(), lines))
			}
			want := sumAfter(n)
			for depth := n; depth > 0; depth-- {
				a, undone, err := h.Undo()
				if err != nil {
					t.Fatal(err)
				}
				want -= int(nthMove(depth - 1))
				if a != nthMove(depth-1) || h.State().sum != want || h.State().count != depth-1 || len(undone) != 1 || undone[0].to != want+int(a) {
					t.Fatalf("undo to %d: sum %d (want %d), undid %v with %v", depth-1, h.State().sum, want, a, undone)
				}
				if last := h.LastEvents(); depth > 1 && (len(last) != 1 || last[0].to != want) {
					t.Fatalf("after undo to %d the last events are %v", depth-1, last)
				}
				if depth%997 == 0 {
					checkSnapshots(t, h, tc.max+2*MaxSnapshotGap/SnapshotEvery)
				}
			}
			for h.CanRedo() {
				if _, _, err := h.Redo(); err != nil {
					t.Fatal(err)
				}
			}
			if h.Len() != n || h.State().sum != sumAfter(n) || !slices.Equal(h.ActionTexts(), lines) {
				t.Fatalf("redo all: %d actions, sum %d", h.Len(), h.State().sum)
			}
			checkSnapshots(t, h, tc.max+2*MaxSnapshotGap/SnapshotEvery)
		})
	}
}

// Windows of a long history's log, anywhere in it, are rebuilt as they
// happened, and undoing part of it then playing on keeps every state right.
func TestALongHistoryRebuildsAnyWindowAndPlaysOnAfterAnUndo(t *testing.T) {
	t.Parallel()
	const n = 12000
	h := NewHistory(&tally{}, nil, moveRules(true))
	for i := range n {
		h.Apply(nthMove(i))
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		from := r.IntN(n)
		to := min(n, from+1+r.IntN(40))
		got := h.Entries(from, to)
		s := sumAfter(from)
		for i, e := range got {
			s += int(nthMove(from + i))
			if e.Action != nthMove(from+i) || len(e.Events) != 1 || e.Events[0].to != s {
				t.Fatalf("entries %d..%d: entry %d is %v %v, want sum %d", from, to, from+i, e.Action, e.Events, s)
			}
		}
		if len(got) != to-from {
			t.Fatalf("entries %d..%d: %d of them", from, to, len(got))
		}
	}
	for range 7000 {
		h.Undo()
	}
	// A new action clears the redo stack; the game goes on from there.
	h.Apply(move(1000))
	for i := range 3000 {
		h.Apply(nthMove(i))
	}
	want := sumAfter(n-7000) + 1000 + sumAfter(3000)
	if h.Len() != n-7000+3001 || h.State().sum != want || h.CanRedo() {
		t.Fatalf("%d actions, sum %d (want %d), redo %v", h.Len(), h.State().sum, want, h.CanRedo())
	}
	checkSnapshots(t, h, 60+2*MaxSnapshotGap/SnapshotEvery)
	for h.CanUndo() {
		h.Undo()
	}
	if h.State().sum != 0 || h.State() != h.Initial() {
		t.Fatalf("back at the start: sum %d", h.State().sum)
	}
}

// Codes widen as the table grows: a byte, then two, then four, and every
// code reads back, pushed one by one or appended.
func TestCodesWidenAndReadBack(t *testing.T) {
	t.Parallel()
	var c, d codes
	want := []uint32{0, 255, 3, 256, 65535, 7, 65536, 1 << 30, 1}
	for i, v := range want {
		c.push(v)
		if c.len() != i+1 || c.at(i) != v {
			t.Fatalf("code %d: %d of width %d, want %d", i, c.at(i), c.w, v)
		}
	}
	var small codes
	small.push(9)
	d.append(&small)
	d.append(&c)
	d.append(&small)
	for i, v := range append(append([]uint32{9}, want...), 9) {
		if d.at(i) != v {
			t.Fatalf("appended code %d: %d, want %d", i, d.at(i), v)
		}
	}
	if c.pop() != 1 || c.len() != len(want)-1 {
		t.Fatal("pop")
	}
	c.truncate(2)
	if c.len() != 2 || c.at(1) != 255 {
		t.Fatal("truncate")
	}
}
