package wm

import (
	"io"

	"tablemate/tracker"
)

// Step is one line of a World Monuments script that was applied.
type Step = tracker.ScriptStep[*State, Action, Event]

// ReadScript reads a script: blank lines and # comments are skipped; the
// first remaining line is the setup. Errors are *tracker.ScriptError.
func ReadScript(r io.Reader) (setup Setup, lines []tracker.ScriptLine, err error) {
	first, lines, err := tracker.ReadScriptLines(r)
	if err != nil {
		return setup, nil, err
	}
	if first.Number == 0 {
		return setup, nil, syntaxErr("", "the script is empty: its first line must be the setup (setup game=worldmonuments players=Ana,Ben monument=taj_mahal)")
	}
	if setup, err = ParseSetup(first.Text); err == nil {
		err = setup.Validate()
	}
	if err != nil {
		return setup, nil, &tracker.ScriptError{Line: first.Number, Text: first.Text, Err: err}
	}
	return setup, lines, nil
}

// RunScript applies a script's lines to a new game. It stops at the first
// line that fails and returns the game as it was before that line, the steps
// applied and a *tracker.ScriptError.
func RunScript(setup Setup, lines []tracker.ScriptLine) (*Game, []Step, error) {
	g, err := NewGame(setup)
	if err != nil {
		return nil, nil, &tracker.ScriptError{Line: 0, Text: "setup", Err: err}
	}
	steps, err := tracker.RunLines(g.History, lines, ParseAction)
	return g, steps, err
}
