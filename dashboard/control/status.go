package control

import (
	"strings"

	"tablemate/kernel"
)

// t translates a label (an English message key).
func (c *Controller) t(key string) string { return c.loc.T(key) }

// tf translates an English format and formats its arguments.
func (c *Controller) tf(format string, args ...any) string { return c.loc.Sprintf(format, args...) }

// say shows a message in the status line; format is an English key.
func (c *Controller) say(format string, args ...any) {
	c.status = status{text: c.tf(format, args...)}
}

// sayAll shows sentences in the status line, each kept whole in preference
// to those before it when the line is shortened (see Status.Starts).
func (c *Controller) sayAll(sentences ...string) {
	c.status = status{}
	for _, s := range sentences {
		c.addSentence(s)
	}
}

// addSentence adds a sentence to the status line (see sayAll).
func (c *Controller) addSentence(s string) {
	if s == "" {
		return
	}
	if c.status.text == "" {
		c.status.text = s
		return
	}
	c.status.text = c.sentences(c.status.text, s)
	c.status.starts = append(c.status.starts, len(c.status.text)-len(s))
}

// fail shows an error in the status line, translated from its typed layers.
func (c *Controller) fail(err error) { c.status = status{text: c.loc.Error(err), isError: true} }

// failf shows a refusal of the dashboard's own; format is an English key.
func (c *Controller) failf(format string, args ...any) {
	c.status = status{text: c.tf(format, args...), isError: true}
}

// sentences joins sentences: with a space, or none after a Japanese full
// stop.
func (c *Controller) sentences(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "。") {
			b.WriteByte(' ')
		}
		b.WriteString(p)
	}
	return b.String()
}

// notesStaged splits events into the table's instructions, the phase step
// apart (game.phaseStep: it follows the other steps as a step of its own),
// and the rest worth saying; whose turn it is shows in the header. again:
// the events are a redo's, whose every change at the table is a step (an
// undo put them back).
func (c *Controller) notesStaged(events []kernel.Event, again bool) (instr, phase, said []string) {
	var own func(kernel.Event) bool
	if c.g != nil {
		own = gameOf(c.g).phaseStep
	}
	for _, e := range events {
		switch {
		case e.Instruction() && own != nil && own(e):
			phase = append(phase, c.loc.Message(e))
		case e.Instruction():
			instr = append(instr, c.loc.Message(e))
		case again && undoable(e):
			// Redone: what the player did at the table (took a card,
			// passed) is to be done again, as a step.
			instr = append(instr, c.loc.Message(e))
		case !e.Routine():
			said = append(said, c.loc.Message(e))
		}
	}
	return instr, phase, said
}

// staged is the steps for instructions and then a phase step of its own:
// the phase step alone when there is nothing before it.
func staged(cause string, instr, phase []string) steps {
	if len(instr) == 0 && len(phase) > 0 {
		return steps{pending: phase, cause: cause, phase: true}
	}
	return steps{pending: instr, cause: cause, later: phase}
}

// showNotes puts the table instructions of an action in the panel and a
// summary of the rest in the status line, after a first sentence of its
// own when lead is set (Redone: ...), which stands for "Done: ..." when
// nothing else is said.
func (c *Controller) showNotes(lead, cause string, next steps, said []string) {
	// Steps not yet confirmed stay before the new ones.
	next.earlier = c.steps.carried(false)
	c.steps, c.logBack = next, 0
	msg := said
	switch {
	case lead != "":
		msg = append([]string{lead}, said...)
	case len(said) == 0:
		msg = []string{c.tf("Done: %s.", cause)}
	}
	if len(c.steps.pending) > 0 {
		msg = append(msg[:len(msg):len(msg)], c.t("Do the steps at the table, then press Enter."))
	}
	c.sayAll(msg...)
}

// named is an action given in its text form (an undone one, the log's
// last) named in the table's language, as the game's Kind words it.
func (c *Controller) named(text string) string {
	if c.g == nil || c.g.Kind().Phrase == nil {
		return text
	}
	return c.loc.Message(c.g.Kind().Phrase(text))
}

// lastSteps is the last action (or the setup) and its table instructions.
func (c *Controller) lastSteps() steps {
	cause := c.loc.Message(kernel.SetupPhrase)
	if n := c.g.Len(); n > 0 {
		cause = c.named(c.g.Entries(n-1, n)[0].Action)
	}
	instr, phase, _ := c.notesStaged(c.g.LastEvents(), false)
	return staged(cause, instr, phase)
}

// resumeSteps shows again the steps the table may not have done when the
// program stopped: the last action's, or, after an undo, the steps to
// reverse it, newest first.
func (c *Controller) resumeSteps(lastUndone bool) {
	if lastUndone && c.g.CanRedo() {
		cause, events := c.g.NextRedo()
		if instr := c.reverseSteps(events); len(instr) > 0 {
			c.steps = steps{pending: instr, cause: c.named(cause), actor: c.undoneActor(), reverse: true}
			c.addSentence(c.t(msgStepsAgain))
		}
		return
	}
	if last := c.lastSteps(); len(last.pending) > 0 && !c.g.Over() {
		c.steps = last
		c.addSentence(c.t(msgStepsAgain))
	}
}

// reverseSteps is what the table does to undo an action's events: each
// event's reverse step (kernel.Reverser), newest first, never the forward
// steps, which a player reading them would do again.
func (c *Controller) reverseSteps(events []kernel.Event) []string {
	var out []string
	for i := len(events) - 1; i >= 0; i-- {
		if r, ok := events[i].(kernel.Reverser); ok {
			if m, ok := r.Reverse(); ok {
				out = append(out, c.loc.Message(m))
			}
		}
	}
	return out
}

// undoable: the event changed something at the table that an undo puts
// back (kernel.Reverser).
func undoable(e kernel.Event) bool {
	r, ok := e.(kernel.Reverser)
	if !ok {
		return false
	}
	_, ok = r.Reverse()
	return ok
}
