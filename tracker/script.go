package tracker

import (
	"fmt"
	"io"
)

// Step is one line of a Monumental script that was applied.
type Step = ScriptStep[*State, Action, Event]

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

// ReadScript reads a Monumental script: its setup and its action lines.
func ReadScript(r io.Reader) (setup Setup, lines []ScriptLine, err error) {
	first, lines, err := ReadScriptLines(r)
	if err != nil {
		return setup, nil, err
	}
	if first.Number == 0 {
		return setup, nil, syntaxErr("the script is empty: its first line must be the setup (setup players=Ana,Ben mode=standard)")
	}
	if setup, err = ParseSetup(first.Text); err != nil {
		return setup, nil, &ScriptError{Line: first.Number, Text: first.Text, Err: err}
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
	steps, err := RunLines(g.History, lines, ParseAction)
	return g, steps, err
}
