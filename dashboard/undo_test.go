package dashboard

import (
	"errors"
	"strings"
	"testing"

	"tablemate/dashboard/dashboardtest"
	"tablemate/kernel"

	"github.com/gdamore/tcell/v2"
)

// TestUndoShowsTheStepsToReverse: undoing the pass that ended a continuous
// round shows its table steps, newest first, as steps to reverse; Enter
// acknowledges them; redo and undo are allowed whatever panel is open, and
// keep the steps not yet done before their own.
func TestUndoShowsTheStepsToReverse(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 40, threeContinuous, "pass", "pass")
	h.press('p')
	h.contains("after «passing»: do these steps")
	h.press(tcell.KeyEnter, tcell.KeyEnter) // the steps, then the City phase
	h.press('u')
	screen := h.draw()
	if !strings.Contains(screen, "Undo «passing»: put the table back") {
		t.Fatalf("no steps to reverse after undo:\n%s", screen)
	}
	steps := strings.Join(h.d.ctl.Steps().Pending, "\n")
	first := strings.Index(steps, "Ben gives the Era I Separation card back")
	last := strings.Index(steps, "Put the discarded card (Era I) back into slot 7")
	if first < 0 || last < 0 || first > last || strings.Contains(steps, "Discard the card") || !strings.Contains(screen, "Ben gives the Era I Separation card back") {
		t.Fatalf("the steps that put the table back are not shown newest first:\n%s", screen)
	}
	if len(h.d.ctl.Steps().Pending) == 0 || h.d.keys.lookup(h.d, tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone)) == nil {
		t.Fatal("no pending steps to acknowledge")
	}
	// Redo is allowed while the steps are open: the steps that put the
	// table back stay first, then the pass's own.
	undo := len(h.d.ctl.Steps().Pending)
	h.press('r')
	h.contains("Steps in order 1-", "Undo «passing» by Cy, newest first:", "After «passing» by Cy:", "Redone: ")
	h.lacks("First do the steps")
	if got := len(h.rec.Actions); got != 3 {
		t.Fatalf("%d actions recorded after redo, want 3", got)
	}
	if s := h.d.ctl.Steps(); len(s.Groups) != 2 || len(s.Groups[0].Steps) != undo || !s.Groups[0].Reverse || s.Groups[1].Reverse {
		t.Fatalf("after redo: %+v", s.Groups)
	}
	h.press(tcell.KeyEnter, tcell.KeyEnter)
	// Undo twice in a row: the second undone pass is taken back too, after
	// the first one's steps.
	h.press('u')
	h.contains("Undo «passing»")
	h.press('u')
	h.lacks("First do the steps")
	h.contains("Undone: passing", "stay first in the panel", "Undo «passing» by Cy, newest first:", "Undo «passing» by Ben, newest first:", "takes back the pass")
	if s := h.d.ctl.Steps(); len(s.Groups) != 2 || len(s.Groups[0].Steps) != undo || s.Groups[1].Steps[0] != "Ben takes back the pass and the discarded resource counters." {
		t.Fatalf("after two undos: %+v", s.Groups)
	}
	h.press(tcell.KeyEnter)
	h.press('r', 'r')
	h.contains("After «passing» by Ben:", "After «passing» by Cy:")
	h.press(tcell.KeyEnter, tcell.KeyEnter)
	h.press('u', tcell.KeyEnter)
	h.lacks("Undo «passing»")
	h.contains("Steps done.")
}

// staleRecorder refuses every write as changed elsewhere, until reloaded.
type staleRecorder struct {
	dashboardtest.MemoryRecorder
	stale   bool
	reloads int
	setup   string
	actions []string
}

// TestStaleGameHasAReloadKey: a write refused because another tablemate
// changed the game names the reload key, and R reloads it.
func TestStaleGameHasAReloadKey(t *testing.T) {
	t.Parallel()
	g := session(t, nil, three, nil, nil)
	rec := &staleRecorder{stale: true, setup: three, actions: []string{"take 1", "end"}}
	rec.Games = []string{three}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g})
	h.press('2')
	h.contains("another tablemate", "Press R to")
	if !strings.Contains(h.d.ctl.Status().Text, "Press R to reload it") || strings.Contains(h.d.ctl.Status().Text, "before going on") {
		t.Fatalf("status %q does not name the reload key", h.d.ctl.Status().Text)
	}
	h.contains(" R reload ")
	// The help screen lists the key while it applies.
	h.press('?')
	h.contains("reload the game")
	h.press(tcell.KeyEscape, 'R')
	if rec.reloads != 1 || h.d.Game().Len() != 2 {
		t.Fatalf("R did not reload the game: %d reloads\n%s", rec.reloads, h.draw())
	}
	h.contains("Reloaded", "2. end of turn")
	h.lacks(" R reload ")
}

// TestUndoStepsScrollTitleSaysUndo: at 80x24 the ten steps to reverse
// scroll, and the panel's title still says they are an undo's.
func TestUndoStepsScrollTitleSaysUndo(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, threeContinuous, "pass", "pass", "pass")
	h.press('u')
	h.contains("Undo «passing»: steps 1-")
}

// TestUndoAfterScoring: a scored game's last tally can be undone (the
// recorder reopens the game), and scoring again saves the new result.
func TestUndoAfterScoring(t *testing.T) {
	t.Parallel()
	h := playToEnd(t)
	h.press('s')
	h.enterTallies()
	h.contains("Final score · saved", "Ben ♛")
	h.press(tcell.KeyEscape)
	h.contains("Scored and saved", " u ")
	_ = h.rec.Actions[len(h.rec.Actions)-1]
	h.press('u')
	h.lacks("it can no longer be undone", "Scored and saved")
	h.contains("Undone: tallies of ", "press s to score the game", "Game over: press s to score")
	if h.rec.Reopened != 1 || len(h.rec.Results) != 0 || h.d.ctl.Scored() {
		t.Fatalf("reopened %d, results %+v", h.rec.Reopened, h.rec.Results)
	}
	// Undo reaches further back: Ben's tally too.
	h.press('u')
	if n := len(h.rec.Undone); n != 2 {
		t.Fatalf("%d actions undone, want 2", n)
	}
	// Scored again with Ana's Gold corrected to 4: Ana wins.
	h.press('s')
	h.contains("Final tallies")
	// The cursor is in Ben's row, the first whose tally is not in: up to
	// Ana's.
	h.press(tcell.KeyUp, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyBackspace2, "4")
	// Ben's undone tally reopens with his values (5 Knowledge, 3 Gold):
	// nothing to type again.
	for i := 0; i < 14; i++ {
		h.press(tcell.KeyTab)
	}
	h.press(tcell.KeyEnter)
	h.contains("Final score · saved", "Ana ♛")
	if len(h.rec.Results) != 1 || h.rec.Results[0].Winners[0] != "Ana" {
		t.Fatalf("finish recorded %+v", h.rec.Results)
	}
	if !strings.Contains(strings.Join(h.rec.Actions, "\n"), "tally") {
		t.Fatalf("no tally in the log: %q", h.rec.Actions)
	}
}

// TestRedoneSaysItOnce: after u and r the status says "Redone: end of turn.", not
// "Redone: Done: end.".
func TestRedoneSaysItOnce(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben,Cy seed=1", "take 3")
	h.press('u', tcell.KeyEnter, 'e', tcell.KeyEnter, 'u', tcell.KeyEnter, 'r')
	h.lacks("Redone: Done")
	h.contains("Redone: end of turn.")
	if !strings.HasPrefix(h.d.ctl.Status().Text, "Redone: end of turn.") || strings.Contains(h.d.ctl.Status().Text, "Done:") {
		t.Fatalf("status %q", h.d.ctl.Status().Text)
	}
}

// TestResumeAfterUndoShowsReverseSteps: a game resumed after an undo
// shows that undo's steps to reverse again, not the steps of the action
// before it.
func TestResumeAfterUndoShowsReverseSteps(t *testing.T) {
	t.Parallel()
	line := "setup players=Ana,Ben,Cy seed=1"
	g := session(t, nil, line, []string{"take 3"}, []string{"end"})
	rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}, Actions: []string{"take 3"}, Undone: []string{"end"}}
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g, ShowLastSteps: true, LastUndone: true})
	h.contains("Undo «end of turn»: put the table back", "shown again")
	if !h.d.ctl.Steps().Reverse || len(h.d.ctl.Steps().Pending) == 0 || !strings.HasPrefix(h.d.ctl.Steps().Pending[0], "Take the card in slot 1") {
		t.Fatalf("pending %q, reverse %v", h.d.ctl.Steps().Pending, h.d.ctl.Steps().Reverse)
	}
	// Without an undo last, the last action's steps, as before.
	g = session(t, nil, line, []string{"take 3"}, []string{"end"})
	h = newHarness(t, 80, 24, Options{Recorder: rec, Game: g, ShowLastSteps: true})
	h.lacks("Undo «end of turn»")
}

// TestResumeShowsTheLastStepsAgain: quit before Enter, resume: the last
// action's steps are in the panel again.
func TestResumeShowsTheLastStepsAgain(t *testing.T) {
	t.Parallel()
	base := withGame(t, 80, 24, fourContinuous, append(fourPassed, "pass")...)
	h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), ShowLastSteps: true})
	h.contains("After «passing»: steps 1-6 of 10", "shown again")
	h.press('1')
	h.contains("First do the steps at the table")
	h.press(tcell.KeyEnter, '1')
	h.contains("First do the steps at the table", "City phase: do this step")
	h.press(tcell.KeyEnter, '1')
	h.contains("Ben takes the card in slot 1")
	// The setup's steps, when nothing was played yet.
	s := withGame(t, 80, 24, three)
	r := newHarness(t, 80, 24, Options{Recorder: s.rec, Game: s.d.Game(), ShowLastSteps: true})
	r.contains("«game setup»", "Set up the display")
	// A last action without steps shows none.
	n := withGame(t, 80, 24, three, "take 3")
	q := newHarness(t, 80, 24, Options{Recorder: n.rec, Game: n.d.Game(), ShowLastSteps: true})
	q.lacks("After «", "shown again")
}

func TestUndoRedo(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, three)
	h.press('3')
	h.contains("taken")
	h.press('u')
	h.contains("Undone: card from slot 3", "Ana puts the card back into slot 3")
	h.lacks("taken")
	h.press(tcell.KeyEnter)
	if len(h.rec.Actions) != 0 || len(h.rec.Undone) != 1 {
		t.Fatalf("recorder after undo: %+v", h.rec)
	}
	h.press('r')
	h.contains("Redone:", "taken")
	h.press('u', 'u')
	h.contains("nothing to undo: this is the start of the game")
}

func (s *staleRecorder) Record(a string) error {
	if s.stale {
		return errors.Join(ErrStale, errors.New("store: the game was changed by another tablemate: game 1: reload it before going on"))
	}
	return s.MemoryRecorder.Record(a)
}

func (s *staleRecorder) Reload(kinds kernel.Kinds) (kernel.Session, error) {
	s.reloads++
	s.stale = false
	return kinds.For(s.setup).Load(s.setup, s.actions, nil)
}
