package kernel

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A toy game: the state is a running total, an action adds a number, and a
// total over 1000 is refused. Each action's event is the total it made.
type add int

func (a add) String() string { return "add " + strconv.Itoa(int(a)) }

type total struct{ n int }

type sum struct{ to int }

func (e sum) Message() (string, []any) { return "total %d", []any{e.to} }
func (e sum) Instruction() bool        { return false }
func (e sum) Routine() bool            { return false }
func (e sum) JSONView() any            { return e.to }

func applyAdd(s *total, a add) (*total, []sum, error) {
	if s.n+int(a) > 1000 {
		return nil, nil, Illegal("T-1", "the total would be %d: at most 1000", s.n+int(a))
	}
	next := &total{n: s.n + int(a)}
	return next, []sum{{to: next.n}}, nil
}

func advanceAdd(s *total, a add, buf []sum) ([]sum, error) {
	if s.n+int(a) > 1000 {
		return nil, Illegal("T-1", "the total would be %d: at most 1000", s.n+int(a))
	}
	s.n += int(a)
	return append(buf, sum{to: s.n}), nil
}

func toyRules(inPlace bool) Rules[*total, add, sum] {
	r := Rules[*total, add, sum]{Apply: applyAdd}
	if inPlace {
		r.Clone = func(s *total) *total { c := *s; return &c }
		r.Advance = advanceAdd
	}
	return r
}

func toyHistory(n int, inPlace bool) *History[*total, add, sum] {
	h := NewHistory(&total{}, nil, toyRules(inPlace))
	for i := 1; i <= n; i++ {
		if _, err := h.Apply(add(i % 7)); err != nil {
			panic(err)
		}
	}
	return h
}

func TestUndoAtEveryDepthMatchesAReplay(t *testing.T) {
	t.Parallel()
	const n = 3*SnapshotEvery + 5 // snapshots crossed on the way back
	h := toyHistory(n, false)
	for depth := n; depth > 0; depth-- {
		a, undone, err := h.Undo()
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for i := 1; i < depth; i++ {
			want += i % 7
		}
		if h.State().n != want || int(a) != depth%7 || len(undone) != 1 || undone[0].to != want+depth%7 {
			t.Fatalf("undo to %d: total %d (want %d), undid %v with %v", depth-1, h.State().n, want, a, undone)
		}
		if depth > 1 {
			if last := h.LastEvents(); len(last) != 1 || last[0].to != want {
				t.Fatalf("after undo to %d the last events are %v", depth-1, last)
			}
		}
	}
	if _, _, err := h.Undo(); !errors.Is(err, ErrNothingTo) {
		t.Errorf("undo at the start: %v", err)
	}
	for h.CanRedo() {
		if _, _, err := h.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if h.Len() != n || h.State().n != toyHistory(n, false).State().n {
		t.Errorf("redo all: %d actions, total %d", h.Len(), h.State().n)
	}
}

func TestEntriesAreRebuiltAsTheyHappened(t *testing.T) {
	t.Parallel()
	h := toyHistory(100, false)
	got := h.Entries(30, 70)
	if len(got) != 40 {
		t.Fatalf("%d entries", len(got))
	}
	running := 0
	for i := 1; i <= 70; i++ {
		running += i % 7
		if i > 30 {
			e := got[i-31]
			if int(e.Action) != i%7 || len(e.Events) != 1 || e.Events[0].to != running {
				t.Fatalf("entry %d: %v %v, want total %d", i, e.Action, e.Events, running)
			}
		}
	}
	if len(h.Log()) != 100 || h.Entry(99).Events[0].to != h.State().n {
		t.Errorf("log of %d, last entry %v", len(h.Log()), h.Entry(99))
	}
}

func TestPreparedActionCommitsOnlyOnTheStateItWasCheckedOn(t *testing.T) {
	t.Parallel()
	h := toyHistory(3, false)
	p, err := h.Prepare(add(5))
	if err != nil || h.Len() != 3 {
		t.Fatalf("prepare changed the game or failed: %v", err)
	}
	if _, err := h.Apply(add(1)); err != nil {
		t.Fatal(err)
	}
	if err := h.Commit(p); err == nil {
		t.Fatal("a change prepared on an older state was committed")
	}
	if _, err := h.Prepare(add(2000)); !errors.Is(err, ErrIllegal) {
		t.Errorf("prepare of an illegal action: %v", err)
	}
}

func TestRestoreInPlaceEqualsApplyingOneByOne(t *testing.T) {
	t.Parallel()
	var actions []add
	for i := 1; i <= 5*SnapshotEvery+3; i++ {
		actions = append(actions, add(i%5))
	}
	fast := NewHistory(&total{}, nil, toyRules(true))
	if err := fast.Restore(actions, []add{4}); err != nil {
		t.Fatal(err)
	}
	slow := NewHistory(&total{}, nil, toyRules(false))
	if err := slow.Restore(actions, []add{4}); err != nil {
		t.Fatal(err)
	}
	if fast.State().n != slow.State().n || !slices.Equal(fast.LastEvents(), slow.LastEvents()) || !fast.CanRedo() {
		t.Fatalf("in place %d %v, one by one %d %v", fast.State().n, fast.LastEvents(), slow.State().n, slow.LastEvents())
	}
	for fast.CanUndo() {
		fast.Undo()
		slow.Undo()
		if fast.State().n != slow.State().n {
			t.Fatalf("after undo to %d: %d vs %d", fast.Len(), fast.State().n, slow.State().n)
		}
	}
	bad := NewHistory(&total{}, nil, toyRules(true))
	var le *LogError
	if err := bad.Restore([]add{600, 600}, nil); !errors.As(err, &le) || le.Index != 2 || bad.Len() != 0 {
		t.Errorf("a log that no longer applies: %v, history of %d", err, bad.Len())
	}
}

func TestScriptScannerReadsLinesAndRefusesAHugeOne(t *testing.T) {
	t.Parallel()
	setup, lines, err := ReadScriptLines(strings.NewReader("\ufeff# a game\r\nsetup x\r\n\r\nadd 1\r\n  # note\nadd 2"))
	if err != nil || setup != (ScriptLine{Number: 2, Text: "setup x"}) || len(lines) != 2 || lines[1] != (ScriptLine{Number: 6, Text: "add 2"}) {
		t.Fatalf("setup %v, lines %v, err %v", setup, lines, err)
	}
	_, _, err = ReadScriptLines(strings.NewReader("setup x\nadd 1\n" + strings.Repeat("z", MaxLineBytes+1) + "\n"))
	var se *ScriptError
	if !errors.As(err, &se) || se.Line != 3 || !errors.Is(err, ErrTooLong) || len(err.Error()) > 200 {
		t.Errorf("a huge line: %v", err)
	}
}

func TestNamesAndLongTextStayReadable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		names Names
		want  string
	}{{nil, "nobody"}, {Names{"Ana"}, "Ana"}, {Names{"Ana and Ben", "Cid"}, "Ana and Ben and Cid"}, {Names{"A", "B", "C"}, "A, B and C"}} {
		if got := tc.names.String(); got != tc.want {
			t.Errorf("%v: %q, want %q", []string(tc.names), got, tc.want)
		}
	}
	long := strings.Repeat("x", 100000)
	err := CheckName(long)
	if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "100000 characters: at most 24") {
		t.Errorf("a 100,000-character name: %.200v", err)
	}
	if got := Short("a\x00b"); got != `"a\x00b"` {
		t.Errorf("Short of a control byte: %s", got)
	}
}

func FuzzFieldsQuotedRoundTrip(f *testing.F) {
	for _, s := range []string{"take 3", `hire "Great Library"`, `setup players="Ana Maria,Ben"`, `a "b`, "\xa0x y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		words, err := Fields(line)
		if err != nil {
			return
		}
		// Every word written back quoted reads back the same.
		var b strings.Builder
		for i, w := range words {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Quote(w))
		}
		again, err := Fields(b.String())
		if err != nil || !slices.Equal(again, words) {
			t.Fatalf("%q -> %q -> %q (%v)", line, words, again, err)
		}
	})
}

func ExampleNames() {
	fmt.Println(Names{"Ana", "Ben", "Cid"})
	// Output: Ana, Ben and Cid
}

// FuzzReadScriptLines: any bytes read as a script give numbered lines or a
// clear error, never a panic; every line returned is trimmed, not blank and
// not a comment, and the numbers rise.
func FuzzReadScriptLines(f *testing.F) {
	for _, s := range []string{"setup x\nadd 1\n", "\ufeff# c\r\nsetup x\r\n\r\n  add 2  \n", "#only\n\n", "a\x00b\nc", strings.Repeat("x", 300)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		setup, lines, err := ReadScriptLines(strings.NewReader(string(data)))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		last := setup.Number
		for _, l := range lines {
			if l.Number <= last || l.Text == "" || l.Text != strings.TrimSpace(l.Text) || strings.HasPrefix(l.Text, "#") {
				t.Fatalf("line %+v after %d", l, last)
			}
			last = l.Number
		}
	})
}
