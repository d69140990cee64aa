package dashboard

import (
	"reflect"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
	"tablemate/kernel"
)

// steppingRecorder is a MemoryRecorder that is a Stepper: it keeps the step
// given with each action and redo, and counts the ones saved without one.
type steppingRecorder struct {
	dashboardtest.MemoryRecorder
	steps    []kernel.Step
	stepless int
}

func (r *steppingRecorder) RecordStep(action string, step kernel.Step) error {
	if err := r.MemoryRecorder.Record(action); err != nil {
		return err
	}
	r.steps = append(r.steps, step)
	return nil
}

func (r *steppingRecorder) RedoStep(step kernel.Step) error {
	if err := r.MemoryRecorder.Redo(); err != nil {
		return err
	}
	r.steps = append(r.steps, step)
	return nil
}

func (r *steppingRecorder) Undo() error {
	if err := r.MemoryRecorder.Undo(); err != nil {
		return err
	}
	r.steps = r.steps[:len(r.steps)-1]
	return nil
}

func (r *steppingRecorder) Record(action string) error {
	r.stepless++
	return r.MemoryRecorder.Record(action)
}

func (r *steppingRecorder) Redo() error {
	r.stepless++
	return r.MemoryRecorder.Redo()
}

// A recorder that keeps steps is given, with each key's action and each
// redo, the step of the engine's one run of it: the same steps a replay of
// the saved log gives, through the game's end and its tallies.
func TestAStepperGetsTheEnginesStepOfEachKey(t *testing.T) {
	t.Parallel()
	const setup = "setup players=Ana,Ben,Cy seed=1 eras=3,2,2"
	kinds := testKinds(nil)
	g, err := kinds.For(setup).New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rec := &steppingRecorder{MemoryRecorder: dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}}}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g, Kinds: kinds})
	for turn := 0; turn < 12 && !h.d.mon().Over(); turn++ {
		h.press('3', 'e', tcell.KeyEnter)
		if turn == 2 {
			h.press('u', tcell.KeyEnter, 'u', tcell.KeyEnter, 'r', tcell.KeyEnter)
		}
	}
	if !h.d.mon().Over() {
		t.Fatalf("the game did not end:\n%s", h.draw())
	}
	h.press('s')
	h.enterTallies()
	if !h.d.ctl.Game().Scored() {
		t.Fatalf("the game was not scored:\n%s", h.draw())
	}
	if rec.stepless != 0 {
		t.Errorf("%d actions or redos saved without their step", rec.stepless)
	}
	_, want, err := kinds.For(setup).LoadSteps(setup, rec.Actions, rec.Undone)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(rec.steps, want.All()) {
		t.Errorf("steps given with the keys:\n%+v\nthe replay's:\n%+v", rec.steps, want.All())
	}
	if last := rec.steps[len(rec.steps)-1]; last.Actor != "" || last.After != "" {
		t.Errorf("the last tally's step %+v: no one acts after the end", last)
	}
}
