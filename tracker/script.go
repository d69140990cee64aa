package tracker

import (
	"io"
	"slices"

	"tablemate/kernel"
)

// Step is one line of a Monumental script that was applied.
type Step = kernel.ScriptStep[*State, Action, Event]

// ReadScript reads a Monumental script: its setup and its action lines.
// Errors are *kernel.ScriptError naming the line.
func ReadScript(r io.Reader) (setup Setup, lines []kernel.ScriptLine, err error) {
	first, lines, err := kernel.ReadScriptLines(r)
	if err != nil {
		return setup, nil, err
	}
	if first.Number == 0 {
		return setup, nil, syntaxErr("the script is empty: its first line must be the setup (setup players=Ana,Ben mode=standard)")
	}
	if setup, err = ParseSetup(first.Text); err == nil {
		err = setup.Validate()
	}
	if err != nil {
		return setup, nil, &kernel.ScriptError{Line: first.Number, Text: first.Text, Err: err}
	}
	return setup, lines, nil
}

// RunScript applies a script's lines to a new game, handing each applied
// step to each (nil: none). It stops at the first line that fails and
// returns the game as it was before that line and a *kernel.ScriptError.
// setupLine is the setup's line number, named if the setup cannot be played.
func RunScript(setup Setup, setupLine int, lines []kernel.ScriptLine, each func(Step) error, opts ...Option) (*Game, error) {
	g, err := NewGame(setup, opts...)
	if err != nil {
		return nil, &kernel.ScriptError{Line: setupLine, Text: setup.String(), Err: err}
	}
	_, err = kernel.RunLines(g.History, slices.Values(lines), ParseAction, each)
	return g, err
}
