package dashboard

import (
	"errors"
	"fmt"
	"strings"

	"tablemate/i18n"
	"tablemate/kernel"
)

// table is the dashboard without a screen: the game shown (any game, through
// its kernel.Session), the recorder, the instructions the table has not done
// yet and the status line. Every key that changes the game goes through it;
// it knows no widget, so it is tested by calling its methods and reading
// its fields.
type table struct {
	loc   *i18n.Localizer
	rec   Recorder
	kinds kernel.Kinds
	g     kernel.Session // the game shown, nil before the first setup
	// scored: the final result is saved (Finish was recorded).
	scored bool
	instructions
	statusLine
	// lastSetup is the last game's setup line: it prefills the setup form.
	lastSetup string
	// logBack: the log pane shows its lines that many above the newest;
	// 0 follows the game, and every change of the game returns to it.
	logBack int
}

// instructions are the table's steps not yet done, from the action cause.
type instructions struct {
	pending []string
	cause   string
	// reverse: the pending steps are an undone action's, newest first, to
	// be reversed at the table.
	reverse bool
	// phase: the pending step is a phase of its own (the continuous City
	// phase), which the table acknowledges before the first turn action.
	phase bool
	// later is that phase step while the steps before it are pending.
	later []string
	// stepsTop is the first step the panel shows when they do not all fit:
	// new steps are shown from their first.
	stepsTop int
}

// statusLine is the line under the board.
type statusLine struct {
	status string
	// starts are where the status's sentences after the first begin (byte
	// offsets): a status too long for its rows loses the end of its first
	// sentences rather than its last ones, which say what to press.
	starts  []int
	isError bool
	// stale: the recorder refused a write because the record was changed
	// elsewhere; R reloads the game.
	stale bool
}

// view is the game's own screen parts for the game shown (nil before any).
func (t *table) view() *gameView {
	if t.g == nil {
		return nil
	}
	return viewFor(t.g.Kind().Name)
}

// t translates a label (an English message key).
func (t *table) t(key string) string { return t.loc.T(key) }

// tf translates an English format and formats its arguments.
func (t *table) tf(format string, args ...any) string { return t.loc.Sprintf(format, args...) }

// labelled puts a label before a text as the language does ("Ana : ..." in
// French).
func (t *table) labelled(label, text string) string { return t.tf("%s: %s", label, text) }

// say shows a message in the status line; format is an English key.
func (t *table) say(format string, args ...any) {
	t.status, t.starts, t.isError = t.tf(format, args...), nil, false
}

// sayAll shows sentences in the status line, each kept whole in preference
// to those before it when the line is shortened (statusLines).
func (t *table) sayAll(sentences ...string) {
	t.status, t.starts, t.isError = "", nil, false
	for _, s := range sentences {
		t.addSentence(s)
	}
}

// addSentence adds a sentence to the status line (see sayAll).
func (t *table) addSentence(s string) {
	if s == "" {
		return
	}
	if t.status == "" {
		t.status = s
		return
	}
	t.status = t.sentences(t.status, s)
	t.starts = append(t.starts, len(t.status)-len(s))
}

// clearStatus empties the status line.
func (t *table) clearStatus() { t.status, t.starts = "", nil }

// fail shows an error in the status line, translated from its typed layers.
func (t *table) fail(err error) { t.status, t.starts, t.isError = t.loc.Error(err), nil, true }

// failf shows a refusal of the dashboard's own; format is an English key.
func (t *table) failf(format string, args ...any) {
	t.status, t.starts, t.isError = t.tf(format, args...), nil, true
}

// sentences joins sentences: with a space, or none after a Japanese full
// stop.
func (t *table) sentences(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "。") {
			b.WriteByte(' ')
		}
		b.WriteString(p)
	}
	return b.String()
}

// notes splits events into the table's instructions and the rest worth
// saying; whose turn it is shows in the header.
func (t *table) notes(events []kernel.Event) (instr, said []string) {
	instr, _, said = t.notesStaged(events)
	return instr, said
}

// notesStaged is notes with the phase step apart (gameView.phaseStep): it
// follows the other steps as a step of its own.
func (t *table) notesStaged(events []kernel.Event) (instr, phase, said []string) {
	var own func(kernel.Event) bool
	if v := t.view(); v != nil {
		own = v.phaseStep
	}
	for _, e := range events {
		switch {
		case e.Instruction() && own != nil && own(e):
			phase = append(phase, t.loc.Message(e))
		case e.Instruction():
			instr = append(instr, t.loc.Message(e))
		case !e.Routine():
			said = append(said, t.loc.Message(e))
		}
	}
	return instr, phase, said
}

// staged is the instructions for steps and then a phase step of its own:
// the phase step alone when there is nothing before it.
func staged(cause string, instr, phase []string) instructions {
	if len(instr) == 0 && len(phase) > 0 {
		return instructions{pending: phase, cause: cause, phase: true}
	}
	return instructions{pending: instr, cause: cause, later: phase}
}

// describe is the game shown in a few words, in the table's language.
func (t *table) describe() string { return t.view().describe(t.loc, t.g) }

// do is the one path of every action of any game: the engine checks the
// typed action once and gives its result, the recorder makes the action
// durable, and only then does the game (and the screen) take that same
// result.
func (t *table) do(a kernel.Action) bool {
	if t.g == nil {
		t.failf(msgNoGameAction)
		return false
	}
	return t.apply(t.g.PrepareAction(a))
}

// apply saves and commits a prepared change, or shows why it was refused.
func (t *table) apply(ch kernel.Change, err error) bool {
	if err != nil {
		t.fail(err)
		return false
	}
	if err := t.save(ch); err != nil {
		t.recordFailed("not saved, nothing changed: %v", err)
		return false
	}
	if err := t.g.Commit(ch); err != nil { // prepared on this state: a bug
		t.fail(err)
		return false
	}
	instr, phase, said := t.notesStaged(ch.Events())
	named := t.loc.Message(ch.ActionPhrase())
	t.showNotes("", named, staged(named, instr, phase), said)
	return true
}

// save makes a prepared change durable before the game commits it: an
// action or a redo, with its step when the recorder keeps them.
func (t *table) save(ch kernel.Change) error {
	s, steps := t.rec.(Stepper)
	switch {
	case ch.IsRedo() && steps:
		return s.RedoStep(ch.Step())
	case ch.IsRedo():
		return t.rec.Redo()
	case steps:
		return s.RecordStep(ch.ActionText(), ch.Step())
	}
	return t.rec.Record(ch.ActionText())
}

// named is an action given in its text form (an undone one, the log's
// last) named in the table's language, as the game's Kind words it.
func (t *table) named(text string) string {
	if t.g == nil || t.g.Kind().Phrase == nil {
		return text
	}
	return t.loc.Message(t.g.Kind().Phrase(text))
}

// showNotes puts the table instructions of an action in the panel and a
// summary of the rest in the status line, after a first sentence of its
// own when lead is set (Redone: ...), which stands for "Done: ..." when
// nothing else is said.
func (t *table) showNotes(lead, cause string, steps instructions, said []string) {
	t.instructions, t.logBack = steps, 0
	msg := said
	switch {
	case lead != "":
		msg = append([]string{lead}, said...)
	case len(said) == 0:
		msg = []string{t.tf("Done: %s.", cause)}
	}
	if len(t.pending) > 0 {
		msg = append(msg[:len(msg):len(msg)], t.t("Do the steps at the table, then press Enter."))
	}
	t.sayAll(msg...)
}

// lastSteps is the last action (or "setup") and its table instructions.
func (t *table) lastSteps() instructions {
	cause := t.loc.Message(kernel.SetupPhrase)
	if n := t.g.Len(); n > 0 {
		cause = t.named(t.g.Entries(n-1, n)[0].Action)
	}
	instr, phase, _ := t.notesStaged(t.g.LastEvents())
	return staged(cause, instr, phase)
}

// resumeSteps shows again the steps the table may not have done when the
// program stopped: the last action's, or, after an undo, the steps to
// reverse it, newest first.
func (t *table) resumeSteps(lastUndone bool) {
	if lastUndone && t.g.CanRedo() {
		cause, events := t.g.NextRedo()
		if instr := t.reverseSteps(events); len(instr) > 0 {
			t.instructions = instructions{pending: instr, cause: t.named(cause), reverse: true}
			t.addSentence(t.t(msgStepsAgain))
		}
		return
	}
	if steps := t.lastSteps(); len(steps.pending) > 0 && !t.g.Over() {
		t.instructions = steps
		t.addSentence(t.t(msgStepsAgain))
	}
}

// reverseSteps is what the table does to undo an action's events: each
// event's reverse step (kernel.Reverser), newest first, never the forward
// steps, which a player reading them would do again.
func (t *table) reverseSteps(events []kernel.Event) []string {
	var out []string
	for i := len(events) - 1; i >= 0; i-- {
		if r, ok := events[i].(kernel.Reverser); ok {
			if m, ok := r.Reverse(); ok {
				out = append(out, t.loc.Message(m))
			}
		}
	}
	return out
}

// undo takes back the last action, reopening a scored game first, and
// shows the steps that put the table back, newest first.
func (t *table) undo() {
	if t.g == nil || !t.g.CanUndo() {
		t.failf("nothing to undo: this is the start of the game")
		return
	}
	reopened := false
	if t.scored {
		// A scored game is put back in progress first: its result is set
		// aside, and scoring again saves the new one.
		r, ok := t.rec.(Reopener)
		if !ok {
			t.failf("the game is scored and saved: it can no longer be undone")
			return
		}
		if err := r.Reopen(); err != nil {
			t.recordFailed("undo not saved, nothing changed: %v", err)
			return
		}
		t.scored, reopened = false, true
	}
	if err := t.rec.Undo(); err != nil {
		t.recordFailed("undo not saved, nothing changed: %v", err)
		return
	}
	text, events, err := t.g.Undo()
	if err != nil {
		t.fail(err)
		return
	}
	a := t.named(text)
	steps := t.reverseSteps(events)
	t.instructions, t.logBack = instructions{cause: a}, 0
	switch {
	case reopened && len(steps) == 0:
		t.say(t.view().reopened, a)
	case len(steps) == 0:
		t.say("Undone: %s. Put the table back as it was before it (r redoes it).", a)
	default:
		t.instructions = instructions{pending: steps, cause: a, reverse: true}
		t.say(msgUndoneSteps, a)
	}
}

// redo re-applies the last undone action: checked first, saved, then shown.
func (t *table) redo() {
	if t.g == nil || !t.g.CanRedo() {
		t.failf("nothing to redo")
		return
	}
	ch, err := t.g.PrepareRedo()
	if err != nil {
		t.fail(err)
		return
	}
	if err := t.save(ch); err != nil {
		t.recordFailed("redo not saved, nothing changed: %v", err)
		return
	}
	if err := t.g.Commit(ch); err != nil {
		t.fail(err)
		return
	}
	instr, phase, said := t.notesStaged(ch.Events())
	named := t.loc.Message(ch.ActionPhrase())
	t.showNotes(t.tf(msgRedone, named), named, staged(named, instr, phase), said)
}

// recordFailed says why the recorder refused a write; format is an English
// key with one %v. A record changed by another tablemate is not an error
// to read: it needs a reload, and R does it.
func (t *table) recordFailed(format string, err error) {
	if errors.Is(err, ErrStale) {
		t.stale = true
		if _, ok := t.rec.(Reloader); ok {
			t.failf(msgStale)
		} else {
			t.failf(msgStaleQuit)
		}
		return
	}
	t.failf(format, err)
}

// reload reads the game in progress back from the recorder (R), after
// another tablemate changed it.
func (t *table) reload() bool {
	r, ok := t.rec.(Reloader)
	if !ok {
		t.failf(msgStaleQuit)
		return false
	}
	g, err := r.Reload(t.kinds)
	if err != nil {
		t.failf("not reloaded: %v", err)
		return false
	}
	t.g, t.stale, t.scored, t.instructions, t.logBack = g, false, false, instructions{}, 0
	if g == nil {
		t.say(msgReloadedNone)
		return true
	}
	t.lastSetup = g.SetupLine()
	t.say(msgReloaded, t.describe())
	return true
}

// acknowledge clears the instructions panel, or moves on to the phase step
// that follows the steps done.
func (t *table) acknowledge() {
	if len(t.pending) == 0 {
		return
	}
	if len(t.later) > 0 {
		t.instructions = instructions{pending: t.later, cause: t.cause, phase: true}
		t.say(msgPhaseStep)
		return
	}
	wasPhase := t.phase
	t.instructions = instructions{}
	if a, ok := t.rec.(Acknowledger); ok {
		// Not saved only means a restart shows the steps again.
		_ = a.Acknowledge()
	}
	if wasPhase {
		t.say(msgPhaseDone)
		return
	}
	if t.g != nil && t.g.Over() && !t.scored {
		t.say("%s", t.t(t.view().overHint(t.g)))
		return
	}
	t.say("Instructions done.")
}

// start records a new game from its setup line and shows its opening
// instructions.
func (t *table) start(kind string, setup kernel.Setup) error {
	k := t.kinds.Named(kind)
	if k == nil || k.Start == nil {
		return fmt.Errorf("dashboard: no %s game to start", kind)
	}
	g, err := k.Start(setup)
	if err != nil {
		return err
	}
	if err := t.rec.NewGame(g.SetupLine()); err != nil {
		return errors.New(t.tf("not saved: %v", err))
	}
	t.g, t.scored, t.lastSetup = g, false, g.SetupLine()
	instr, phase, _ := t.notesStaged(g.Opening())
	named := t.loc.Message(kernel.SetupPhrase)
	t.showNotes("", named, staged(named, instr, phase), nil)
	t.say(t.view().newGame, t.describe())
	return nil
}

// finish saves the final result of a game every count of which is in.
func (t *table) finish() error {
	if err := t.rec.Finish(t.g.Result()); err != nil {
		return err
	}
	t.scored, t.instructions = true, instructions{}
	return nil
}

// do is act for a typed action of the game shown: its text form is what the
// engine reads and the recorder saves.
