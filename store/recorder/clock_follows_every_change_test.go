package recorder

import (
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"tablemate/kernel"
	"tablemate/store"
)

// shownGame is the dashboard's side of a game in the clock tests: the game
// shown, each change checked by its engine once, saved with its step, then
// committed, as the dashboard's table does it.
type shownGame struct {
	t   *testing.T
	rec *Recorder
	g   kernel.Session
}

func (p *shownGame) do(actions ...string) {
	p.t.Helper()
	for _, a := range actions {
		ch, err := p.g.Prepare(a)
		if err != nil {
			p.t.Fatalf("%s: %v", a, err)
		}
		if err := p.rec.RecordStep(ch.ActionText(), ch.Step()); err != nil {
			p.t.Fatalf("%s not saved: %v", a, err)
		}
		if err := p.g.Commit(ch); err != nil {
			p.t.Fatal(err)
		}
	}
}

// take takes the card of the first slot that has one.
func (p *shownGame) take() {
	p.t.Helper()
	for slot := 1; slot <= 6; slot++ {
		if _, err := p.g.Prepare(fmt.Sprintf("take %d", slot)); err == nil {
			p.do(fmt.Sprintf("take %d", slot))
			return
		}
	}
	p.t.Fatalf("no card to take:\n%v", p.g.Summary())
}

func (p *shownGame) undo() {
	p.t.Helper()
	if err := p.rec.Undo(); err != nil {
		p.t.Fatal(err)
	}
	if _, _, err := p.g.Undo(); err != nil {
		p.t.Fatal(err)
	}
}

func (p *shownGame) redo() {
	p.t.Helper()
	ch, err := p.g.PrepareRedo()
	if err != nil {
		p.t.Fatal(err)
	}
	if err := p.rec.RedoStep(ch.Step()); err != nil {
		p.t.Fatal(err)
	}
	if err := p.g.Commit(ch); err != nil {
		p.t.Fatal(err)
	}
}

// newShownGame starts a new game in a database at path, saved by a
// recorder with a test clock, and shown as the dashboard would show it.
func newShownGame(t *testing.T, path, setup string) (*testClock, *Recorder, *shownGame) {
	t.Helper()
	clock := &testClock{t: time.Date(2025, 6, 1, 19, 0, 0, 0, time.UTC)}
	rec := newClockedRecorder(t, path, clock)
	if err := rec.NewGame(setup); err != nil {
		t.Fatal(err)
	}
	g, err := rec.kinds.For(setup).New(setup)
	if err != nil {
		t.Fatal(err)
	}
	return clock, rec, &shownGame{t: t, rec: rec, g: g}
}

// sameAsRead checks the clock the recorder followed change by change
// against one read back from the store and replayed, as a reload does:
// what the screen shows now and a minute and a half later. The recorder
// must not have read the record back (store's LiveClock tests compare the
// record and steps the two answer from).
func sameAsRead(t *testing.T, rec *Recorder, clock *testClock, what string) {
	t.Helper()
	reads := rec.reads
	fresh := &Recorder{st: rec.st, kinds: rec.kinds, now: rec.now, id: rec.id, sitting: rec.sitting}
	for _, wait := range []time.Duration{0, 90 * time.Second} {
		clock.advance(wait)
		s1, turn1, played1 := rec.Times()
		s2, turn2, played2 := fresh.Times()
		if !s1.Equal(s2) || turn1 != turn2 || played1 != played2 {
			t.Errorf("%s, %v later: the clock shows started %v, turn %v, game %v; read back: %v, %v, %v", what, wait, s1, turn1, played1, s2, turn2, played2)
		}
	}
	if rec.reads != reads || rec.clock == nil {
		t.Fatalf("%s: the clock read the record back instead of following the change", what)
	}
}

// After every change the dashboard makes (actions, undos and redos across
// turns, a new sitting, the game's end, its tallies, scoring, reopening) the
// clock follows it from the time the store saved and the engine's step,
// and shows what a clock read back from the record shows, without
// reading the record.
func TestClockFollowsEveryChangeAsTheRecordReadBackShowsIt(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben,Cy seed=1 eras=3,2,2"
	path := filepath.Join(t.TempDir(), "t.db")
	clock, rec, p := newShownGame(t, path, setup)
	sameAsRead(t, rec, clock, "a new game")

	clock.advance(2 * time.Minute)
	p.do("take 3")
	sameAsRead(t, rec, clock, "Ana took a card")
	p.do("end")
	sameAsRead(t, rec, clock, "Ana ended her turn")
	clock.advance(4 * time.Minute)
	p.do("take 3")
	clock.advance(time.Minute)
	p.undo()
	sameAsRead(t, rec, clock, "Ben's card undone")
	p.undo()
	sameAsRead(t, rec, clock, "Ana's end undone: her turn again")
	clock.advance(30 * time.Second)
	p.redo()
	sameAsRead(t, rec, clock, "Ana's end redone")
	p.redo()
	sameAsRead(t, rec, clock, "Ben's card redone")
	p.undo()
	p.do("end")
	sameAsRead(t, rec, clock, "an action after an undo clears the redo")

	// The dashboard closes for an hour, then opens the game again: one
	// read, one replay, and the clock follows from there.
	rec.Leave()
	clock.advance(time.Hour)
	rec = newClockedRecorder(t, path, clock)
	g, err := rec.Reload(rec.kinds)
	if err != nil || g == nil {
		t.Fatalf("reload: %v %v", g, err)
	}
	p = &shownGame{t: t, rec: rec, g: g}
	sameAsRead(t, rec, clock, "a new sitting")
	for turn := 0; turn < 20 && !g.Over(); turn++ {
		clock.advance(time.Minute)
		p.take()
		clock.advance(20 * time.Second)
		p.do("end")
		sameAsRead(t, rec, clock, "a turn of the new sitting")
	}
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	if _, turn, _ := rec.Times(); turn >= 0 {
		t.Errorf("the game is over and a turn of %v runs", turn)
	}
	p.undo()
	sameAsRead(t, rec, clock, "the last turn's end undone: a turn runs again")
	p.redo()
	sameAsRead(t, rec, clock, "the game ended again")
	clock.advance(3 * time.Minute)
	p.do(`tally "Ana" knowledge=5 wonders=1 policies=0 provinces=2 gold=2 culture=0`,
		`tally "Ben" knowledge=4 wonders=1 policies=1 provinces=2 gold=3 culture=0`)
	sameAsRead(t, rec, clock, "tallies after the end")
	p.undo()
	sameAsRead(t, rec, clock, "a tally undone")
	p.redo()
	p.do(`tally "Cy" knowledge=0 wonders=0 policies=0 provinces=1 gold=0 culture=0`)
	if !g.Scored() {
		t.Fatal("the game is not scored")
	}
	if err := rec.Finish(g.Result()); err != nil {
		t.Fatal(err)
	}
	clock.advance(10 * time.Minute)
	sameAsRead(t, rec, clock, "the game scored")
	if err := rec.Reopen(); err != nil {
		t.Fatal(err)
	}
	p.undo()
	sameAsRead(t, rec, clock, "reopened and Cy's tally undone")
	p.redo()
	if err := rec.Finish(g.Result()); err != nil {
		t.Fatal(err)
	}
	sameAsRead(t, rec, clock, "scored again")
}

// World Monuments' clock follows the same way.
func TestWorldMonumentsClockFollowsItsChanges(t *testing.T) {
	t.Parallel()
	const setup = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben"
	clock, rec, p := newShownGame(t, filepath.Join(t.TempDir(), "t.db"), setup)
	for i, a := range []string{"quarry 1", "quarry 2", "quarry 3"} {
		clock.advance(time.Duration(i+1) * time.Minute)
		p.do(a)
		sameAsRead(t, rec, clock, a)
	}
	p.undo()
	p.undo()
	sameAsRead(t, rec, clock, "two quarries undone")
	p.redo()
	sameAsRead(t, rec, clock, "one redone")
}

// A change the clock cannot follow (refused: another tablemate changed the
// game) makes it read the record back once, and it then shows what the
// record says.
func TestClockReadsTheRecordBackAfterARefusedChange(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben seed=1"
	path := filepath.Join(t.TempDir(), "t.db")
	clock, rec, p := newShownGame(t, path, setup)
	clock.advance(time.Minute)
	p.do("take 1", "end")
	other := newClockedRecorder(t, path, clock)
	if _, err := other.st.Load(rec.id); err != nil {
		t.Fatal(err)
	}
	clock.advance(time.Minute)
	if err := other.st.Append(rec.id, "take 2"); err != nil {
		t.Fatal(err)
	}
	ch, err := p.g.Prepare("take 1")
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.RecordStep(ch.ActionText(), ch.Step()); !errors.Is(err, errStale) {
		t.Fatalf("a change over another tablemate's: %v, want ErrStale", err)
	}
	reads := rec.reads
	_, turn, played := rec.Times()
	if rec.reads != reads+1 {
		t.Fatalf("the clock read the record %d times after a refused change, want once", rec.reads-reads)
	}
	if turn != time.Minute || played != 2*time.Minute {
		t.Errorf("after Ben's card saved elsewhere: turn %v, game %v; want 1m0s, 2m0s", turn, played)
	}
	sameAsRead(t, rec, clock, "read back")
}

// countedKinds are the command line's games with every game they start or
// replay counted in runs.
func countedKinds(runs *int) kernel.Kinds {
	var out kernel.Kinds
	for _, k := range gameKinds() {
		c := *k
		newGame, load, loadSteps := k.New, k.Load, k.LoadSteps
		c.New = func(line string) (kernel.Session, error) { *runs++; return newGame(line) }
		c.Load = func(line string, actions, redo []string) (kernel.Session, error) {
			*runs++
			return load(line, actions, redo)
		}
		c.LoadSteps = func(line string, actions, redo []string) (kernel.Session, kernel.Steps, error) {
			*runs++
			return loadSteps(line, actions, redo)
		}
		out = append(out, &c)
	}
	return out
}

// Opening a game in the dashboard (the chooser's resume, the reload key)
// replays it once: its clock comes from that replay and from the record
// read to resume it, not from a second copy of the game.
func TestOpeningAGameReplaysItOnceForTheGameAndItsClock(t *testing.T) {
	t.Parallel()
	clock := &testClock{t: time.Date(2025, 6, 1, 19, 0, 0, 0, time.UTC)}
	rec := newClockedRecorder(t, filepath.Join(t.TempDir(), "t.db"), clock)
	var runs int
	rec.kinds = countedKinds(&runs)
	id, err := rec.st.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"take 1", "end", "take 2"} {
		clock.advance(time.Minute)
		if err := rec.st.Append(id, a); err != nil {
			t.Fatal(err)
		}
	}
	if err := rec.st.Undo(id); err != nil {
		t.Fatal(err)
	}
	g, _, err := rec.Resume(id)
	if err != nil {
		t.Fatal(err)
	}
	clock.advance(time.Minute)
	if _, turn, _ := rec.Times(); runs != 1 || rec.reads != 0 {
		t.Errorf("resuming a game and showing its clock: %d engine runs, %d reads of the record by the clock; want 1, 0", runs, rec.reads)
	} else if turn != time.Minute {
		t.Errorf("Ben's turn: %v, want 1m0s (played before any sitting: from this one's start)", turn)
	}
	p := &shownGame{t: t, rec: rec, g: g}
	p.redo()
	p.do("end")
	rec.Times()
	if runs != 1 || rec.reads != 0 {
		t.Errorf("after a redo and an action: %d engine runs, %d reads; want 1, 0", runs, rec.reads)
	}
	if _, err := rec.Reload(rec.kinds); err != nil {
		t.Fatal(err)
	}
	rec.Times()
	if runs != 2 || rec.reads != 0 {
		t.Errorf("after a reload: %d engine runs, %d reads by the clock; want 2, 0", runs, rec.reads)
	}
}
