package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
)

// ackRecorder is a memory recorder that counts the acknowledgments saved,
// and keeps the notes.
type ackRecorder struct {
	dashboardtest.MemoryRecorder
	acks  int
	notes []string
}

func (r *ackRecorder) Acknowledge() error   { r.acks++; return nil }
func (r *ackRecorder) Note(op string) error { r.notes = append(r.notes, op); return nil }

// TestAcknowledgedStepsNotShownAgain: Enter on the table's steps saves the
// acknowledgment through the Recorder; a game resumed with its last steps
// acknowledged does not show them again, one resumed without does.
func TestAcknowledgedStepsNotShownAgain(t *testing.T) {
	t.Parallel()
	kinds := testKinds(nil)
	const setup = "setup players=Ana,Ben,Cy seed=1"
	actions := []string{"take 1", "end"}
	g := session(t, nil, setup, actions, nil)
	rec := &ackRecorder{MemoryRecorder: dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}, Actions: actions}}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g, Kinds: kinds, ShowLastSteps: true})
	if len(h.d.ctl.Steps().Pending) == 0 {
		t.Fatal("the unacknowledged last steps are not shown again")
	}
	h.press(tcell.KeyEnter)
	if rec.acks != 1 || len(h.d.ctl.Steps().Pending) != 0 {
		t.Fatalf("Enter: %d acknowledgments saved, %d steps pending; want 1, 0", rec.acks, len(h.d.ctl.Steps().Pending))
	}
	g2 := session(t, nil, setup, actions, nil)
	again := newHarness(t, 80, 24, Options{Recorder: rec, Game: g2, Kinds: kinds, ShowLastSteps: true, Acknowledged: true})
	if len(again.d.ctl.Steps().Pending) != 0 {
		t.Errorf("acknowledged steps shown again after a restart: %q", again.d.ctl.Steps().Pending)
	}
	again.lacks("shown again")
}
