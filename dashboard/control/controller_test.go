package control

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// The controller is the dashboard without a screen: these tests drive it by
// its intents and read it by its accessors, with no tview and no event
// loop.

const three = "setup players=Ana,Ben,Cy seed=1 eras=3,2,2"

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

func testKinds() kernel.Kinds { return kernel.Kinds{wm.NewKind(), tracker.NewKind()} }

// session is a game loaded as the command line loads one: its setup line,
// applied actions and undone actions (the last redone first).
func session(t testing.TB, setupLine string, actions, redo []string) kernel.Session {
	t.Helper()
	g, err := testKinds().For(setupLine).Load(setupLine, actions, redo)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func newController(t *testing.T, setupLine string, actions ...string) (*Controller, *dashboardtest.MemoryRecorder) {
	t.Helper()
	rec := &dashboardtest.MemoryRecorder{Games: []string{setupLine}, Actions: append([]string(nil), actions...)}
	return New(Config{Recorder: rec, Kinds: testKinds(), Game: session(t, setupLine, actions, nil)}), rec
}

// startLine starts a game from a setup line, as a script gives it; the
// forms start from the setup they built (Start).
func (c *Controller) startLine(line string) error {
	kind := c.kinds.For(line).Name
	var setup kernel.Setup
	var err error
	if kind == wm.Kind {
		setup, err = wm.ParseSetup(line)
	} else {
		setup, err = tracker.ParseSetup(line)
	}
	if err != nil {
		return err
	}
	return c.Start(kind, setup)
}

// act plays an action written in its text form, as a script gives it: the
// tests' notation. The screen itself plays typed actions (Do).
func (c *Controller) act(text string) bool {
	if c.g == nil {
		c.failf(msgNoGameAction)
		return false
	}
	return c.apply(c.g.Prepare(text))
}

func TestControllerRunsTheEngineOncePerKeyAndRecordsFirst(t *testing.T) {
	t.Parallel()
	c, rec := newController(t, "setup players=Ana,Ben,Cy seed=1")
	counted := &countingSession{Session: c.g}
	c.g = counted
	if !c.act("take 2") {
		t.Fatalf("take 2 refused: %s", c.Status().Text)
	}
	if counted.prepares != 1 || counted.commits != 1 {
		t.Errorf("one key ran the engine %d times and committed %d times, want 1 and 1", counted.prepares, counted.commits)
	}
	if !slices.Equal(rec.Actions, []string{"take 2"}) || c.Game().Len() != 1 {
		t.Errorf("recorded %q, game has %d actions", rec.Actions, c.Game().Len())
	}
}

func TestControllerPlaysTypedActions(t *testing.T) {
	t.Parallel()
	c, rec := newController(t, "setup players=Ana,Ben,Cy seed=1")
	if !c.CanDo(tracker.Take{Slots: []int{2}}) || c.CanDo(tracker.Take{Slots: []int{9}}) {
		t.Fatal("CanDo does not follow the engine")
	}
	if c.Game().Len() != 0 || len(rec.Actions) != 0 {
		t.Fatal("CanDo played the action")
	}
	if !c.Do(tracker.Take{Slots: []int{2}}) || !slices.Equal(rec.Actions, []string{"take 2"}) {
		t.Fatalf("Do(take 2): %s, recorded %q", c.Status().Text, rec.Actions)
	}
	if !strings.HasPrefix(c.Status().Text, "Ana takes the card in slot 2") || c.Status().Error {
		t.Errorf("status %+v", c.Status())
	}
	none := New(Config{Recorder: &dashboardtest.MemoryRecorder{}, Kinds: testKinds()})
	if none.Do(tracker.EndTurn{}) || !none.Status().Error || none.CanDo(tracker.EndTurn{}) {
		t.Errorf("an action with no game: %+v", none.Status())
	}
}

func TestControllerShowsNothingTheRecorderRefused(t *testing.T) {
	t.Parallel()
	c, rec := newController(t, "setup players=Ana,Ben,Cy seed=1")
	rec.Fail = errors.New("disk full")
	if c.act("take 2") {
		t.Fatal("an action the recorder refused was shown")
	}
	st := c.Status()
	if c.Game().Len() != 0 || c.HasSteps() || !st.Error || !strings.Contains(st.Text, "disk full") {
		t.Errorf("game %d actions, steps %q, status %q", c.Game().Len(), c.Steps().Pending, st.Text)
	}
}

func TestControllerRefusesAnIllegalActionWithItsRule(t *testing.T) {
	t.Parallel()
	c, rec := newController(t, "setup players=Ana,Ben,Cy seed=1")
	if c.act("take 9") || len(rec.Actions) != 0 {
		t.Fatal("take 9 was accepted")
	}
	if st := c.Status(); !st.Error || !strings.Contains(st.Text, "(M-SETUP-3)") || strings.Contains(st.Text, "tracker:") {
		t.Errorf("status %q", st.Text)
	}
}

func TestControllerUndoListsTheStepsThatPutTheTableBackNewestFirst(t *testing.T) {
	t.Parallel()
	c, _ := newController(t, "setup players=Ana,Ben,Cy seed=1", "take 3")
	if !c.act("end") {
		t.Fatal(c.Status().Text)
	}
	forward := c.Steps().Pending
	if len(forward) < 2 {
		t.Fatalf("end gave %q: want refill steps", forward)
	}
	c.Acknowledge()
	c.Undo()
	// The refill after take 3 slid slots 1-2 to 2-3 and dealt slot 1: undo
	// takes the dealt card back first, then slides the others back.
	want := []string{"Take the card in slot 1 (Era I) back onto the deck.", "Slide the cards in slots 2-3 back to slots 1-2."}
	if s := c.Steps(); !s.Reverse || !slices.Equal(s.Pending, want) || s.Cause != "end of turn" {
		t.Errorf("undo shows %q (reverse %v, cause %q), want %q", s.Pending, s.Reverse, s.Cause, want)
	}
	for _, step := range c.Steps().Pending {
		if slices.Contains(forward, step) || strings.HasPrefix(step, "Deal") {
			t.Errorf("undo shows the forward step %q", step)
		}
	}
	c.Acknowledge()
	c.Redo()
	if s := c.Steps(); s.Reverse || !slices.Equal(s.Pending, forward) || !strings.HasPrefix(c.Status().Text, "Redone: end of turn.") {
		t.Errorf("redo shows %q, status %q", s.Pending, c.Status().Text)
	}
	// The take itself is put back by a step of its own.
	c.Undo()
	c.Acknowledge()
	c.Undo()
	if want := []string{"Ana puts the card back into slot 3."}; !slices.Equal(c.Steps().Pending, want) {
		t.Errorf("undo of take 3 shows %q, want %q", c.Steps().Pending, want)
	}
}

func TestControllerResumedAfterUndoShowsTheStepsThatPutTheTableBack(t *testing.T) {
	t.Parallel()
	g := session(t, "setup players=Ana,Ben,Cy seed=1", []string{"take 3"}, []string{"end"})
	rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}, Actions: []string{"take 3"}}
	c := New(Config{Recorder: rec, Kinds: testKinds(), Game: g, ShowLastSteps: true, LastUndone: true})
	want := []string{"Take the card in slot 1 (Era I) back onto the deck.", "Slide the cards in slots 2-3 back to slots 1-2."}
	if s := c.Steps(); !s.Reverse || !slices.Equal(s.Pending, want) || s.Cause != "end of turn" {
		t.Errorf("resumed after undo: %q (reverse %v, cause %q), want %q", s.Pending, s.Reverse, s.Cause, want)
	}
	if st := c.Status().Text; !strings.HasPrefix(st, "Resumed: Monumental") || !strings.Contains(st, "shown again") {
		t.Errorf("status %q", st)
	}
	// Acknowledged before the restart: nothing is shown again.
	quiet := New(Config{Recorder: rec, Kinds: testKinds(), Game: g, ShowLastSteps: true, LastUndone: true, Acknowledged: true})
	if quiet.HasSteps() {
		t.Errorf("acknowledged steps shown again: %q", quiet.Steps().Pending)
	}
}

func TestControllerStartsEitherGameFromItsSetupLine(t *testing.T) {
	t.Parallel()
	c, rec := newController(t, "setup players=Ana,Ben seed=1")
	line := "setup game=worldmonuments players=Ana,Ben monument=capitol start=Ben"
	if err := c.startLine(line); err != nil {
		t.Fatal(err)
	}
	if c.Game().Kind().Name != "worldmonuments" || rec.Games[len(rec.Games)-1] != c.Game().SetupLine() || !c.HasSteps() {
		t.Errorf("started %s, recorded %q, steps %q", c.Game().Kind().Name, rec.Games, c.Steps().Pending)
	}
	if !strings.Contains(c.Status().Text, "World Monuments, Capitol") || c.LastSetup() != c.Game().SetupLine() {
		t.Errorf("status %q, last setup %q", c.Status().Text, c.LastSetup())
	}
	if err := c.startLine("setup players=Ana,Ana"); err == nil || c.Game().Kind().Name != "worldmonuments" {
		t.Errorf("a refused setup: %v, game %s", err, c.Game().Kind().Name)
	}
}

// staleRecorder refuses writes as changed elsewhere until it is reloaded.
type staleRecorder struct {
	dashboardtest.MemoryRecorder
	stale   bool
	setup   string
	actions []string
}

func (s *staleRecorder) Record(a string) error {
	if s.stale {
		return errors.Join(ErrStale, errors.New("store: the game was changed by another tablemate"))
	}
	return s.MemoryRecorder.Record(a)
}

func (s *staleRecorder) Reload(kinds kernel.Kinds) (kernel.Session, error) {
	s.stale = false
	return kinds.For(s.setup).Load(s.setup, s.actions, nil)
}

func TestControllerStaleWriteOffersTheReload(t *testing.T) {
	t.Parallel()
	rec := &staleRecorder{stale: true, setup: three, actions: []string{"take 1", "end"}}
	rec.Games = []string{three}
	c := New(Config{Localizer: i18n.New("en"), Recorder: rec, Kinds: testKinds(), Game: session(t, three, nil, nil)})
	if c.act("take 2") || !c.Stale() || !strings.Contains(c.Status().Text, "Press R to reload it") {
		t.Fatalf("stale %v, status %q", c.Stale(), c.Status().Text)
	}
	if !c.Reload() || c.Stale() || c.Game().Len() != 2 || !strings.HasPrefix(c.Status().Text, "Reloaded") {
		t.Errorf("after reload: stale %v, %d actions, status %q", c.Stale(), c.Game().Len(), c.Status().Text)
	}
}

// TestControllerScrollsTheLogWithinIt: the log position moves by lines
// and pages, never above the oldest line of the pane nor below the newest;
// up only while older lines are out of view; any action follows the game
// again.
func TestControllerScrollsTheLogWithinIt(t *testing.T) {
	t.Parallel()
	var actions []string
	for i := 0; i < 8; i++ {
		actions = append(actions, "take 1", "end")
	}
	c, _ := newController(t, "setup players=Ana,Ben,Cy seed=1", actions...)
	const rows = 6
	if v := c.Log(rows, 0, nil); !v.Older || v.Back != 0 || len(v.Lines) != rows || !strings.HasPrefix(v.Lines[rows-2], "16. end") {
		t.Fatalf("the newest lines: %+v", v)
	}
	c.ScrollLog(1, rows, 0, nil)
	if c.LogBack() != 1 || !strings.HasPrefix(c.Log(rows, 0, nil).Lines[rows-1], "16. end") {
		t.Fatalf("one line up: %d back, %q", c.LogBack(), c.Log(rows, 0, nil).Lines)
	}
	for i := 0; i < 50; i++ {
		c.ScrollLog(rows-1, rows, 0, nil)
	}
	top := c.Log(rows, 0, nil)
	if top.Older || !strings.HasPrefix(top.Lines[0], "0. setup: Monumental") {
		t.Fatalf("at the oldest line: %+v", top)
	}
	if c.LogBack() != top.Back {
		t.Errorf("a page up at the oldest line moved the position past it: %d, shown %d", c.LogBack(), top.Back)
	}
	c.ScrollLog(-(rows - 1), rows, 0, nil)
	if c.LogBack() != top.Back-(rows-1) {
		t.Errorf("a page down from %d: %d", top.Back, c.LogBack())
	}
	for i := 0; i < 50; i++ {
		c.ScrollLog(-1, rows, 0, nil)
	}
	if c.LogBack() != 0 {
		t.Errorf("down to the newest: %d back", c.LogBack())
	}
	// No pane drawn: nothing older is in view to go to.
	c.ScrollLog(1, 0, 0, nil)
	if c.LogBack() != 0 {
		t.Errorf("up without a pane: %d back", c.LogBack())
	}
	c.ScrollLog(3, rows, 0, nil)
	c.act("take 1")
	if c.LogBack() != 0 {
		t.Errorf("after an action the log stays %d lines back", c.LogBack())
	}
}

// TestControllerCityPhaseAfterRoundEndFollowsItsSteps: the steps ending a
// round come first, then the next round's City phase alone.
func TestControllerCityPhaseAfterRoundEndFollowsItsSteps(t *testing.T) {
	t.Parallel()
	c, _ := newController(t, "setup players=Ana,Ben,Cy mode=continuous seed=1", "pass", "pass")
	if !c.act("pass") {
		t.Fatal(c.Status().Text)
	}
	for _, s := range c.Steps().Pending {
		if strings.Contains(s, "City phase") {
			t.Fatalf("the City phase is among the round end's steps: %q", c.Steps().Pending)
		}
	}
	if len(c.steps.later) != 1 || c.Steps().Phase {
		t.Fatalf("later %q, phase %v", c.steps.later, c.Steps().Phase)
	}
	c.Acknowledge()
	if s := c.Steps(); !s.Phase || len(s.Pending) != 1 || !strings.HasPrefix(s.Pending[0], "Round 2, City phase") {
		t.Fatalf("after Enter: pending %q, phase %v", s.Pending, s.Phase)
	}
	c.Acknowledge()
	if c.HasSteps() || c.Status().Text != "City phase done: the Actions phase begins." {
		t.Fatalf("after the City phase: pending %q, status %q", c.Steps().Pending, c.Status().Text)
	}
}

// TestControllerStepsScrollAndDrop: the first step shown moves and new
// steps show from their first; steps dropped are gone without an
// acknowledgment.
func TestControllerStepsScrollAndDrop(t *testing.T) {
	t.Parallel()
	c, _ := newController(t, three, "take 3")
	c.act("end")
	c.ShowStepsFrom(1)
	if c.Steps().Top != 1 {
		t.Fatalf("top %d", c.Steps().Top)
	}
	c.ShowStepsFrom(-3)
	if c.Steps().Top != 0 {
		t.Fatalf("top %d", c.Steps().Top)
	}
	c.ShowStepsFrom(1)
	c.Acknowledge()
	c.Undo()
	if c.Steps().Top != 0 {
		t.Errorf("new steps show from step %d", c.Steps().Top)
	}
	c.DropSteps()
	if c.HasSteps() {
		t.Errorf("dropped steps pending: %q", c.Steps().Pending)
	}
}

// TestControllerFinishSavesTheResult: the result is recorded, the game is
// scored, and an undo reopens it.
func TestControllerFinishSavesTheResult(t *testing.T) {
	t.Parallel()
	c, rec := newController(t, wmTaj, wmToTheEnd...)
	c.act("gems Ana 2")
	c.act("gems Ben 1")
	if err := c.Finish(); err != nil {
		t.Fatal(err)
	}
	if !c.Scored() || len(rec.Results) != 1 || c.HasSteps() {
		t.Fatalf("scored %v, results %d, steps %q", c.Scored(), len(rec.Results), c.Steps().Pending)
	}
	c.Undo()
	if c.Scored() || rec.Reopened != 1 || !strings.HasPrefix(c.Status().Text, "Undone: gems of Ben: 1.") {
		t.Errorf("undo after the result: scored %v, reopened %d, status %q", c.Scored(), rec.Reopened, c.Status().Text)
	}
}

const wmTaj = "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ana"

// wmToTheEnd plays World Monuments' three rounds: the gems are left.
var wmToTheEnd = func() []string {
	round := []string{"quarry 1", "quarry 2", "quarry_done Ana", "build 5", "build 4", "pass 1", "build 2", "pass 0"}
	var out []string
	for i := 0; i < 3; i++ {
		out = append(out, round...)
	}
	return out
}()

// TestControllerNoStaleGemsHintOnceAllIn: the steps of the game's end
// acknowledged after every player's gems are in say to press s, not g.
func TestControllerNoStaleGemsHintOnceAllIn(t *testing.T) {
	t.Parallel()
	c, rec := newController(t, wmTaj, wmToTheEnd...)
	c.steps = steps{pending: []string{"step"}}
	c.Acknowledge()
	if !strings.Contains(c.Status().Text, "press g") {
		t.Fatalf("gems missing, status %q", c.Status().Text)
	}
	for _, a := range []string{"gems Ana 2", "gems Ben 1"} {
		if !c.act(a) {
			t.Fatalf("%s refused: %s", a, c.Status().Text)
		}
	}
	// The last gems scored the game: its result is saved with them.
	if !c.Scored() || len(rec.Results) != 1 {
		t.Fatalf("every gem in: scored %v, %d results saved", c.Scored(), len(rec.Results))
	}
	c.steps = steps{pending: []string{"step"}}
	c.Acknowledge()
	if st := c.Status().Text; strings.Contains(st, "press g") {
		t.Errorf("every gem in, status %q", st)
	}
	// Not saved (a full disk): the hint says press s, never g.
	mem := &dashboardtest.MemoryRecorder{Games: []string{wmTaj}, Actions: slices.Clone(wmToTheEnd)}
	c = New(Config{Recorder: finishFails{mem}, Kinds: testKinds(), Game: session(t, wmTaj, wmToTheEnd, nil)})
	c.act("gems Ana 2")
	c.act("gems Ben 1")
	if c.Scored() || !strings.Contains(c.Status().Text, "The result is not saved (disk full): press s to save it.") {
		t.Errorf("a result not saved: scored %v, status %q", c.Scored(), c.Status().Text)
	}
	c.steps = steps{pending: []string{"step"}}
	c.Acknowledge()
	if st := c.Status().Text; strings.Contains(st, "press g") || !strings.Contains(st, "press s for the final table") {
		t.Errorf("every gem in, unsaved, status %q", st)
	}
}

// TestControllerStatusIntents: a note, a refusal and the empty line; a
// note of several sentences keeps where each begins.
func TestControllerStatusIntents(t *testing.T) {
	t.Parallel()
	c, _ := newController(t, three)
	c.Refuse("the key %q does nothing: press ? for the keys", 'z')
	if st := c.Status(); !st.Error || st.Text != `the key 'z' does nothing: press ? for the keys` {
		t.Errorf("refusal %+v", st)
	}
	c.Say("Steps done.")
	if st := c.Status(); st.Error || st.Text != "Steps done." {
		t.Errorf("note %+v", st)
	}
	c.act("take 3")
	c.act("end")
	st := c.Status()
	if len(st.Starts) == 0 || !strings.HasPrefix(st.Text[st.Starts[len(st.Starts)-1]:], "Do the steps at the table") {
		t.Errorf("sentences %q at %v", st.Text, st.Starts)
	}
	st.Starts[0] = -1 // a copy: the controller's own is untouched
	if c.Status().Starts[0] == -1 {
		t.Error("Status hands out the controller's own slice")
	}
	c.ClearStatus()
	if c.Status().Text != "" {
		t.Errorf("cleared status %q", c.Status().Text)
	}
}

// TestControllerResumesAnotherGame: the chooser's game replaces the one
// shown, with its steps unless acknowledged.
func TestControllerResumesAnotherGame(t *testing.T) {
	t.Parallel()
	c, _ := newController(t, three, "take 3")
	c.ScrollLog(-1, 0, 0, nil)
	other := session(t, "setup players=Dee,Eve seed=2", nil, nil)
	c.Resume(other, false, false, nil)
	if c.Game() != other || c.LastSetup() != other.SetupLine() || !c.HasSteps() || c.Steps().Cause != "game setup" {
		t.Fatalf("resumed: %s, steps %+v", c.LastSetup(), c.Steps())
	}
	if st := c.Status().Text; !strings.HasPrefix(st, "Resumed: Monumental, standard game, Dee, Eve.") {
		t.Errorf("status %q", st)
	}
	c.Resume(other, false, true, nil)
	if c.HasSteps() {
		t.Errorf("acknowledged steps shown: %q", c.Steps().Pending)
	}
}

// finishFails is a recorder whose Finish fails: a full disk at the end.
type finishFails struct{ *dashboardtest.MemoryRecorder }

func (finishFails) Finish(kernel.Result) error { return errors.New("disk full") }

// TestAPaneReadsEveryRowOfANewestLineTallerThanIt: the newest log line,
// taller than the pane, shows from its start; j goes down it to its last
// row, k back up to its start and then on to older lines, and j from
// there comes back to the same view of its start.
func TestAPaneReadsEveryRowOfANewestLineTallerThanIt(t *testing.T) {
	t.Parallel()
	c, _ := newController(t, "setup players=Ana,Ben,Cy seed=1", "take 1")
	const rows, width = 3, 12
	rest := c.Log(rows, width, nil)
	if rest.Below == 0 || rest.Down != 0 || !strings.HasPrefix(strings.TrimSpace(rest.Lines[0]), "Ana") {
		t.Fatalf("the newest line (%d rows under the pane) from its start: %+v", rest.Below, rest)
	}
	var seen []string
	seen = append(seen, rest.Lines...)
	for range rest.Below {
		c.ScrollLog(-1, rows, width, nil)
		v := c.Log(rows, width, nil)
		seen = append(seen, v.Lines[len(v.Lines)-1])
	}
	last := c.Log(rows, width, nil)
	if last.Below != 0 || last.Down != rest.Below || !last.Older {
		t.Fatalf("at the newest line's last row: %+v", last)
	}
	c.ScrollLog(-1, rows, width, nil)
	if v := c.Log(rows, width, nil); v.Down != last.Down {
		t.Errorf("j past the last row moved the pane: %+v", v)
	}
	all, _ := wrapLog(c.logLines(rows+rest.Below+8), width, nil)
	if got := strings.Join(seen, "\n"); !strings.HasSuffix(strings.Join(all, "\n"), got) {
		t.Errorf("j did not show every row of the newest line:\n%s\nof\n%s", got, strings.Join(all, "\n"))
	}
	c.ScrollLog(rest.Below, rows, width, nil)
	if v := c.Log(rows, width, nil); v.Down != 0 || v.Back != 0 || v.Lines[0] != rest.Lines[0] {
		t.Fatalf("k back up to the newest line's start: %+v", v)
	}
	c.ScrollLog(1, rows, width, nil)
	above := c.Log(rows, width, nil)
	if above.Back == 0 || strings.HasPrefix(above.Lines[len(above.Lines)-1], rest.Lines[len(rest.Lines)-1]) {
		t.Fatalf("k past the newest line's start shows no older row: %+v", above)
	}
	c.ScrollLog(-1, rows, width, nil)
	if v := c.Log(rows, width, nil); v.Back != 0 || v.Down != 0 || v.Lines[0] != rest.Lines[0] {
		t.Errorf("j back to the newest line: %+v, want the view at rest %+v", v, rest)
	}
}
