package tracker

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// History is what every game the companion keeps has in common: immutable
// states, the actions that led to them with their events, undo back to the
// setup and redo. Monumental's Game and World Monuments' Game are Histories
// over their own state, action and event types.
//
// Each state is kept, so undo is a step back to the state that replaying the
// shorter log gives, without replaying it.
type History[S any, A fmt.Stringer, E any] struct {
	apply   func(S, A) (S, []E, error)
	opening []E
	states  []S
	entries []Record[A, E]
	redo    []A // undone actions, the next one to redo last
}

// Record is one applied action and the events it caused.
type Record[A, E any] struct {
	Action A
	Events []E
}

// NewHistory starts a history at a setup's first state.
func NewHistory[S any, A fmt.Stringer, E any](first S, opening []E, apply func(S, A) (S, []E, error)) *History[S, A, E] {
	return &History[S, A, E]{apply: apply, opening: opening, states: []S{first}}
}

// State is the table now.
func (h *History[S, A, E]) State() S { return h.states[len(h.states)-1] }

// Initial is the state the setup dealt, before any action.
func (h *History[S, A, E]) Initial() S { return h.states[0] }

// Opening is the events of the setup.
func (h *History[S, A, E]) Opening() []E { return h.opening }

// Log is every applied action with its events, oldest first.
func (h *History[S, A, E]) Log() []Record[A, E] { return h.entries }

// Actions is the applied actions, oldest first.
func (h *History[S, A, E]) Actions() []A {
	out := make([]A, len(h.entries))
	for i, e := range h.entries {
		out[i] = e.Action
	}
	return out
}

// ActionTexts is the applied actions' text forms, as the store saves them.
func (h *History[S, A, E]) ActionTexts() []string { return texts(h.Actions()) }

// RedoStack is the undone actions; the last one is redone first.
func (h *History[S, A, E]) RedoStack() []A { return append([]A(nil), h.redo...) }

// RedoTexts is the redo stack's text forms, as the store saves them.
func (h *History[S, A, E]) RedoTexts() []string { return texts(h.redo) }

func texts[A fmt.Stringer](as []A) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return out
}

// CanUndo reports whether an action can be undone.
func (h *History[S, A, E]) CanUndo() bool { return len(h.entries) > 0 }

// CanRedo reports whether an undone action can be redone.
func (h *History[S, A, E]) CanRedo() bool { return len(h.redo) > 0 }

// Apply applies an action to the current state. A new action clears the
// redo stack, as in any editor.
func (h *History[S, A, E]) Apply(a A) ([]E, error) {
	events, err := h.push(a)
	if err == nil {
		h.redo = nil
	}
	return events, err
}

func (h *History[S, A, E]) push(a A) ([]E, error) {
	next, events, err := h.apply(h.State(), a)
	if err != nil {
		return nil, err
	}
	h.states = append(h.states, next)
	h.entries = append(h.entries, Record[A, E]{Action: a, Events: events})
	return events, nil
}

// Undo takes back the last action and returns it.
func (h *History[S, A, E]) Undo() (A, error) {
	var none A
	if len(h.entries) == 0 {
		return none, ruleErr(ErrNothingTo, "", "nothing to undo: this is the start of the game")
	}
	last := h.entries[len(h.entries)-1]
	h.entries = h.entries[:len(h.entries)-1]
	h.states = h.states[:len(h.states)-1]
	h.redo = append(h.redo, last.Action)
	return last.Action, nil
}

// Redo re-applies the last undone action.
func (h *History[S, A, E]) Redo() (A, []E, error) {
	var none A
	if len(h.redo) == 0 {
		return none, nil, ruleErr(ErrNothingTo, "", "nothing to redo")
	}
	a := h.redo[len(h.redo)-1]
	events, err := h.push(a)
	if err != nil {
		return none, nil, err
	}
	h.redo = h.redo[:len(h.redo)-1]
	return a, events, nil
}

// Restore applies a saved log, then sets the redo stack. An action that no
// longer applies is an error naming its position.
func (h *History[S, A, E]) Restore(actions, redo []A) error {
	for i, a := range actions {
		if _, err := h.Apply(a); err != nil {
			return fmt.Errorf("action %d (%s) cannot be replayed: %w", i+1, a, err)
		}
	}
	h.redo = append([]A(nil), redo...)
	return nil
}

// ParseLog reads a saved log (the applied actions and the redo stack) with a
// game's action parser.
func ParseLog[A any](actions, redo []string, parse func(string) (A, error)) (as, rs []A, err error) {
	if as, err = ParseTexts("action", actions, parse); err != nil {
		return nil, nil, err
	}
	if rs, err = ParseTexts("undone action", redo, parse); err != nil {
		return nil, nil, err
	}
	return as, rs, nil
}

// ParseTexts reads saved action lines with a game's action parser.
func ParseTexts[A any](what string, lines []string, parse func(string) (A, error)) ([]A, error) {
	out := make([]A, 0, len(lines))
	for i, line := range lines {
		a, err := parse(line)
		if err != nil {
			return nil, fmt.Errorf("%s %d (%s): %w", what, i+1, line, err)
		}
		out = append(out, a)
	}
	return out, nil
}

// ScriptStep is one line of a script that was applied.
type ScriptStep[S any, A fmt.Stringer, E any] struct {
	Line   int    // 1-based line number in the script
	Text   string // the line as written, trimmed
	Action A      // the action applied, redone or (for undo) undone
	Undo   bool
	Redo   bool
	Events []E
	State  S // the table after this line
}

// Label names the step as script output shows it: "undo", "redo ACTION" or
// the action.
func (st ScriptStep[S, A, E]) Label() string {
	switch {
	case st.Undo:
		return "undo"
	case st.Redo:
		return "redo " + st.Action.String()
	}
	return st.Action.String()
}

// ScriptLine is a meaningful line of a script.
type ScriptLine struct {
	Number int
	Text   string
}

// ReadScriptLines reads a script: blank lines and # comments are skipped; the
// first remaining line is the setup line.
func ReadScriptLines(r io.Reader) (setup ScriptLine, lines []ScriptLine, err error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if setup.Number == 0 {
			setup = ScriptLine{Number: n, Text: text}
			continue
		}
		lines = append(lines, ScriptLine{Number: n, Text: text})
	}
	if err := sc.Err(); err != nil {
		return setup, nil, fmt.Errorf("tracker: reading the script: %w", err)
	}
	return setup, lines, nil
}

// RunLines applies a script's lines to a history: 'undo', 'redo', or an
// action read by parse. It stops at the first line that fails and returns
// the steps applied and a *ScriptError; the history is left as it was
// before that line.
func RunLines[S any, A fmt.Stringer, E any](h *History[S, A, E], lines []ScriptLine, parse func(string) (A, error)) ([]ScriptStep[S, A, E], error) {
	var steps []ScriptStep[S, A, E]
	for _, l := range lines {
		step := ScriptStep[S, A, E]{Line: l.Number, Text: l.Text}
		var err error
		switch strings.ToLower(l.Text) {
		case "undo":
			step.Undo = true
			step.Action, err = h.Undo()
		case "redo":
			step.Redo = true
			step.Action, step.Events, err = h.Redo()
		default:
			if step.Action, err = parse(l.Text); err == nil {
				step.Events, err = h.Apply(step.Action)
			}
		}
		if err != nil {
			return steps, &ScriptError{Line: l.Number, Text: l.Text, Err: err}
		}
		step.State = h.State()
		steps = append(steps, step)
	}
	return steps, nil
}
