package dashboard

import (
	"strings"

	"tablemate/i18n"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// session is what the parts of the screen both games share (the key
// pipeline, undo and redo, the instructions panel, the log panel) need of
// the game shown. The two engines' games have the same methods but their own
// action and event types, so each gets a small adapter.
type session interface {
	describe() string
	over() bool
	canUndo() bool
	canRedo() bool
	logLen() int
	// logEntry is action i of the log and the events worth a log line.
	logEntry(i int) (action string, events []string)
	// checkRedo asks the engine whether the next redo still applies, before
	// the recorder is told.
	checkRedo() error
	undo() (string, error)
	redo() (action string, instr, said []string, err error)
	// lastSteps is the last action (or "setup") and its table instructions.
	lastSteps() (cause string, instr []string)
	// undoneSteps is the last undone action (the next to redo) and the
	// table instructions it gave, or nothing when there is none.
	undoneSteps() (cause string, instr []string)
}

// cur is the game shown, nil before the first setup.
func (d *Dashboard) cur() session {
	switch {
	case d.game != nil:
		return monSession{d.game, d.loc}
	case d.wmg != nil:
		return wmSession{d.wmg, d.loc}
	}
	return nil
}

type monSession struct {
	g   *tracker.Game
	loc *i18n.Localizer
}

func (m monSession) describe() string { return monDescribe(m.loc, m.g.Setup()) }

// monDescribe is tracker.Setup.Describe in the dashboard's language.
func monDescribe(loc *i18n.Localizer, s tracker.Setup) string {
	who := strings.Join(s.Players, loc.T(", "))
	if s.Solo() {
		who = loc.Sprintf("%s vs the Automa", who)
	}
	return loc.Sprintf("Monumental, %s game, %s", loc.T(s.Mode.String()), who)
}

func (d *Dashboard) monDescribe(s tracker.Setup) string { return monDescribe(d.loc, s) }
func (m monSession) over() bool                         { return m.g.State().Over() }
func (m monSession) canUndo() bool                      { return m.g.CanUndo() }
func (m monSession) canRedo() bool                      { return m.g.CanRedo() }
func (m monSession) logLen() int                        { return len(m.g.Log()) }

func (m monSession) logEntry(i int) (string, []string) {
	e := m.g.Log()[i]
	var lines []string
	for _, ev := range e.Events {
		if ev.Kind != tracker.EvTurn {
			lines = append(lines, m.loc.Event(ev))
		}
	}
	return e.Action.String(), lines
}

func (m monSession) checkRedo() error {
	stack := m.g.RedoStack()
	_, _, err := tracker.Apply(m.g.State(), stack[len(stack)-1])
	return err
}

func (m monSession) undo() (string, error) {
	a, _, err := m.g.Undo()
	if err != nil {
		return "", err
	}
	return a.String(), nil
}

func (m monSession) redo() (string, []string, []string, error) {
	a, events, err := m.g.Redo()
	if err != nil {
		return "", nil, nil, err
	}
	instr, said := monNotes(m.loc, events)
	return a.String(), instr, said, nil
}

func (m monSession) lastSteps() (string, []string) {
	log := m.g.Log()
	if len(log) == 0 {
		instr, _ := monNotes(m.loc, m.g.Opening())
		return "setup", instr
	}
	e := log[len(log)-1]
	instr, _ := monNotes(m.loc, e.Events)
	return e.Action.String(), instr
}

func (m monSession) undoneSteps() (string, []string) {
	stack := m.g.RedoStack()
	if len(stack) == 0 {
		return "", nil
	}
	a := stack[len(stack)-1]
	_, events, err := tracker.Apply(m.g.State(), a)
	if err != nil {
		return "", nil
	}
	instr, _ := monNotes(m.loc, events)
	return a.String(), instr
}

// monNotes splits Monumental events into the table's instructions and the
// rest worth saying; the turn change shows in the header.
func monNotes(loc *i18n.Localizer, events []tracker.Event) (instr, said []string) {
	for _, e := range events {
		switch {
		case e.Instruction():
			instr = append(instr, loc.Event(e))
		case e.Kind != tracker.EvTurn:
			said = append(said, loc.Event(e))
		}
	}
	return instr, said
}

type wmSession struct {
	g   *wm.Game
	loc *i18n.Localizer
}

func (w wmSession) describe() string { return wmDescribe(w.loc, w.g.Setup()) }
func (w wmSession) over() bool       { return w.g.State().Over() }
func (w wmSession) canUndo() bool    { return w.g.CanUndo() }
func (w wmSession) canRedo() bool    { return w.g.CanRedo() }
func (w wmSession) logLen() int      { return len(w.g.Log()) }

func (w wmSession) logEntry(i int) (string, []string) {
	e := w.g.Log()[i]
	var lines []string
	for _, ev := range e.Events {
		if !wmTurnEvent(ev) {
			lines = append(lines, wmEventText(w.loc, ev, w.g.State()))
		}
	}
	return e.Action.String(), lines
}

func (w wmSession) checkRedo() error {
	stack := w.g.RedoStack()
	_, _, err := wm.Apply(w.g.State(), stack[len(stack)-1])
	return err
}

func (w wmSession) undo() (string, error) {
	a, _, err := w.g.Undo()
	if err != nil {
		return "", err
	}
	return a.String(), nil
}

func (w wmSession) redo() (string, []string, []string, error) {
	a, events, err := w.g.Redo()
	if err != nil {
		return "", nil, nil, err
	}
	instr, said := wmNotes(w.loc, events, w.g.State())
	return a.String(), instr, said, nil
}

func (w wmSession) lastSteps() (string, []string) {
	log := w.g.Log()
	if len(log) == 0 {
		instr, _ := wmNotes(w.loc, w.g.Opening(), w.g.State())
		return "setup", instr
	}
	e := log[len(log)-1]
	instr, _ := wmNotes(w.loc, e.Events, w.g.State())
	return e.Action.String(), instr
}

func (w wmSession) undoneSteps() (string, []string) {
	stack := w.g.RedoStack()
	if len(stack) == 0 {
		return "", nil
	}
	a := stack[len(stack)-1]
	next, events, err := wm.Apply(w.g.State(), a)
	if err != nil {
		return "", nil
	}
	instr, _ := wmNotes(w.loc, events, next)
	return a.String(), instr
}

// wmTurnEvent: whose turn it is and what they do shows in the header and the
// "now" panel, so these events need no line of their own.
func wmTurnEvent(e wm.Event) bool {
	return e.Kind == wm.EvQuarryTurn || e.Kind == wm.EvBuildTurn
}

// wmNotes is monNotes for World Monuments; s is the state after the
// events (the final line is worded from its results).
func wmNotes(loc *i18n.Localizer, events []wm.Event, s *wm.State) (instr, said []string) {
	for _, e := range events {
		switch {
		case e.Instruction():
			instr = append(instr, wmEventText(loc, e, s))
		case !wmTurnEvent(e):
			said = append(said, wmEventText(loc, e, s))
		}
	}
	return instr, said
}

// wmEventText renders a World Monuments event. The scored event carries the
// final line in English only; it comes last in a game, so the state it
// belongs to is the current one, and its results word it again.
func wmEventText(loc *i18n.Localizer, e wm.Event, s *wm.State) string {
	if e.Kind == wm.EvScored && loc.Lang() != i18n.English {
		if text := wmFinalText(loc, s); text != "" {
			return text
		}
	}
	return loc.Message(e)
}
