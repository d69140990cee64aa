package dashboard

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/kernel"
)

// The table is the dashboard without a screen: these tests drive it by its
// methods and read its fields, with no tview and no event loop.

// countingSession counts the engine runs a key costs.
type countingSession struct {
	kernel.Session
	prepares, commits int
}

func (c *countingSession) Prepare(action string) (kernel.Change, error) {
	c.prepares++
	return c.Session.Prepare(action)
}

func (c *countingSession) Commit(ch kernel.Change) error {
	c.commits++
	return c.Session.Commit(ch)
}

func newTable(t *testing.T, setupLine string, actions ...string) (*table, *dashboardtest.MemoryRecorder) {
	t.Helper()
	rec := &dashboardtest.MemoryRecorder{Games: []string{setupLine}, Actions: append([]string(nil), actions...)}
	kinds := testKinds(nil)
	return &table{loc: i18n.New("en"), rec: rec, kinds: kinds, g: session(t, nil, setupLine, actions, nil)}, rec
}

func TestTableRunsTheEngineOncePerKeyAndRecordsFirst(t *testing.T) {
	t.Parallel()
	tb, rec := newTable(t, "setup players=Ana,Ben,Cy seed=1")
	counted := &countingSession{Session: tb.g}
	tb.g = counted
	if !tb.act("take 2") {
		t.Fatalf("take 2 refused: %s", tb.status)
	}
	if counted.prepares != 1 || counted.commits != 1 {
		t.Errorf("one key ran the engine %d times and committed %d times, want 1 and 1", counted.prepares, counted.commits)
	}
	if !slices.Equal(rec.Actions, []string{"take 2"}) || tb.g.Len() != 1 {
		t.Errorf("recorded %q, game has %d actions", rec.Actions, tb.g.Len())
	}
}

func TestTableShowsNothingTheRecorderRefused(t *testing.T) {
	t.Parallel()
	tb, rec := newTable(t, "setup players=Ana,Ben,Cy seed=1")
	rec.Fail = errors.New("disk full")
	if tb.act("take 2") {
		t.Fatal("an action the recorder refused was shown")
	}
	if tb.g.Len() != 0 || len(tb.pending) != 0 || !tb.isError || !strings.Contains(tb.status, "disk full") {
		t.Errorf("game %d actions, pending %q, status %q", tb.g.Len(), tb.pending, tb.status)
	}
}

func TestTableRefusesAnIllegalActionWithItsRule(t *testing.T) {
	t.Parallel()
	tb, rec := newTable(t, "setup players=Ana,Ben,Cy seed=1")
	if tb.act("take 9") || len(rec.Actions) != 0 {
		t.Fatal("take 9 was accepted")
	}
	if !tb.isError || !strings.Contains(tb.status, "(M-SETUP-3)") || strings.Contains(tb.status, "tracker:") {
		t.Errorf("status %q", tb.status)
	}
}

func TestTableUndoListsTheStepsThatPutTheTableBackNewestFirst(t *testing.T) {
	t.Parallel()
	tb, _ := newTable(t, "setup players=Ana,Ben,Cy seed=1", "take 3")
	if !tb.act("end") {
		t.Fatal(tb.status)
	}
	forward := slices.Clone(tb.pending)
	if len(forward) < 2 {
		t.Fatalf("end gave %q: want refill steps", forward)
	}
	tb.undo()
	// The refill after take 3 slid slots 1-2 to 2-3 and dealt slot 1: undo
	// takes the dealt card back first, then slides the others back.
	want := []string{"Take the card in slot 1 (Era I) back onto the deck.", "Slide the cards in slots 2-3 back to slots 1-2."}
	if !tb.reverse || !slices.Equal(tb.pending, want) || tb.cause != "end of turn" {
		t.Errorf("undo shows %q (reverse %v, cause %q), want %q", tb.pending, tb.reverse, tb.cause, want)
	}
	for _, step := range tb.pending {
		if slices.Contains(forward, step) || strings.HasPrefix(step, "Deal") {
			t.Errorf("undo shows the forward step %q", step)
		}
	}
	tb.redo()
	if tb.reverse || !slices.Equal(tb.pending, forward) || !strings.HasPrefix(tb.status, "Redone: end of turn.") {
		t.Errorf("redo shows %q, status %q", tb.pending, tb.status)
	}
	// The take itself is put back by a step of its own.
	tb.undo()
	tb.acknowledge()
	tb.undo()
	if want := []string{"Ana puts the card back into slot 3."}; !slices.Equal(tb.pending, want) {
		t.Errorf("undo of take 3 shows %q, want %q", tb.pending, want)
	}
}

func TestTableResumedAfterUndoShowsTheStepsThatPutTheTableBack(t *testing.T) {
	t.Parallel()
	tb, _ := newTable(t, "setup players=Ana,Ben,Cy seed=1", "take 3")
	tb.g = session(t, nil, "setup players=Ana,Ben,Cy seed=1", []string{"take 3"}, []string{"end"})
	tb.resumeSteps(true)
	want := []string{"Take the card in slot 1 (Era I) back onto the deck.", "Slide the cards in slots 2-3 back to slots 1-2."}
	if !tb.reverse || !slices.Equal(tb.pending, want) || tb.cause != "end of turn" {
		t.Errorf("resumed after undo: %q (reverse %v, cause %q), want %q", tb.pending, tb.reverse, tb.cause, want)
	}
}

func TestTableStartsEitherGameFromItsSetupLine(t *testing.T) {
	t.Parallel()
	tb, rec := newTable(t, "setup players=Ana,Ben seed=1")
	line := "setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben"
	if err := tb.startLine(line); err != nil {
		t.Fatal(err)
	}
	if tb.g.Kind().Name != "worldmonuments" || rec.Games[len(rec.Games)-1] != tb.g.SetupLine() || len(tb.pending) == 0 {
		t.Errorf("started %s, recorded %q, pending %q", tb.g.Kind().Name, rec.Games, tb.pending)
	}
	if !strings.Contains(tb.status, "World Monuments, Capitol") {
		t.Errorf("status %q", tb.status)
	}
}

func TestTableStaleWriteOffersTheReload(t *testing.T) {
	t.Parallel()
	rec := &staleRecorder{stale: true, setup: three, actions: []string{"take 1", "end"}}
	rec.Games = []string{three}
	tb := &table{loc: i18n.New("en"), rec: rec, kinds: testKinds(nil), g: session(t, nil, three, nil, nil)}
	if tb.act("take 2") || !tb.stale || !strings.Contains(tb.status, "Press R to reload it") {
		t.Fatalf("stale %v, status %q", tb.stale, tb.status)
	}
	if !tb.reload() || tb.stale || tb.g.Len() != 2 || !strings.HasPrefix(tb.status, "Reloaded") {
		t.Errorf("after reload: stale %v, %d actions, status %q", tb.stale, tb.g.Len(), tb.status)
	}
}
