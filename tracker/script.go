package tracker

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Step is one line of a script that was applied.
type Step struct {
	Line   int    // 1-based line number in the script
	Text   string // the line as written, trimmed
	Action Action // nil for undo and redo lines
	Undo   bool
	Redo   bool
	Events []Event
	State  *State // the table after this line
}

// ScriptError names the script line that failed.
type ScriptError struct {
	Line int
	Text string
	Err  error
}

func (e *ScriptError) Error() string {
	return fmt.Sprintf("line %d: %s: %v", e.Line, e.Text, e.Err)
}

func (e *ScriptError) Unwrap() error { return e.Err }

// ScriptLine is a meaningful line of a script.
type ScriptLine struct {
	Number int
	Text   string
}

// ReadScript reads a script: blank lines and # comments are skipped; the
// first remaining line is the setup.
func ReadScript(r io.Reader) (setup Setup, lines []ScriptLine, err error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	haveSetup := false
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if !haveSetup {
			setup, err = ParseSetup(text)
			if err != nil {
				return setup, nil, &ScriptError{Line: n, Text: text, Err: err}
			}
			haveSetup = true
			continue
		}
		lines = append(lines, ScriptLine{Number: n, Text: text})
	}
	if err := sc.Err(); err != nil {
		return setup, nil, fmt.Errorf("tracker: reading the script: %w", err)
	}
	if !haveSetup {
		return setup, nil, syntaxErr("the script is empty: its first line must be the setup (setup players=Ana,Ben mode=standard)")
	}
	return setup, lines, nil
}

// RunScript applies a script's lines to a new game. It stops at the first
// line that fails and returns the game as it was before that line, the steps
// applied and a *ScriptError.
func RunScript(setup Setup, lines []ScriptLine) (*Game, []Step, error) {
	g, err := NewGame(setup)
	if err != nil {
		return nil, nil, &ScriptError{Line: 0, Text: "setup", Err: err}
	}
	var steps []Step
	for _, l := range lines {
		step := Step{Line: l.Number, Text: l.Text}
		switch strings.ToLower(l.Text) {
		case "undo":
			step.Undo = true
			if _, err := g.Undo(); err != nil {
				return g, steps, &ScriptError{Line: l.Number, Text: l.Text, Err: err}
			}
		case "redo":
			step.Redo = true
			a, events, err := g.Redo()
			if err != nil {
				return g, steps, &ScriptError{Line: l.Number, Text: l.Text, Err: err}
			}
			step.Action, step.Events = a, events
		default:
			a, err := ParseAction(l.Text)
			if err != nil {
				return g, steps, &ScriptError{Line: l.Number, Text: l.Text, Err: err}
			}
			events, err := g.Apply(a)
			if err != nil {
				return g, steps, &ScriptError{Line: l.Number, Text: l.Text, Err: err}
			}
			step.Action, step.Events = a, events
		}
		step.State = g.State()
		steps = append(steps, step)
	}
	return g, steps, nil
}
