package tracker

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
	return fmt.Sprintf("line %d: %s: %v", e.Line, shortLine(e.Text), e.Err)
}

// shortLine shows a script line in an error: as written when it is plain
// text, quoted when it holds control or invalid bytes (a binary file), and
// cut when it is long.
func shortLine(text string) string {
	if r := []rune(text); len(r) > 60 {
		text = string(r[:57]) + "..."
	}
	if !utf8.ValidString(text) || strings.IndexFunc(text, unicode.IsControl) >= 0 {
		return strconv.Quote(text)
	}
	return text
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
	if setup, err = ParseSetup(first.Text); err == nil {
		err = setup.Validate()
	}
	if err != nil {
		return setup, nil, &ScriptError{Line: first.Number, Text: first.Text, Err: err}
	}
	return setup, lines, nil
}

// RunScript applies a script's lines to a new game. It stops at the first
// line that fails and returns the game as it was before that line, the steps
// applied and a *ScriptError.
func RunScript(setup Setup, lines []ScriptLine, opts ...Option) (*Game, []Step, error) {
	g, err := NewGame(setup, opts...)
	if err != nil {
		return nil, nil, &ScriptError{Line: 0, Text: "setup", Err: err}
	}
	steps, err := RunLines(g.History, lines, ParseAction)
	return g, steps, err
}
