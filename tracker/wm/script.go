package wm

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"tablemate/tracker"
)

// Step is one line of a script that was applied.
type Step struct {
	Line   int    // 1-based line number in the script
	Text   string // the line as written, trimmed
	Action Action // the undone action for undo lines
	Undo   bool
	Redo   bool
	Events []Event
}

// ReadScript reads a script: blank lines and # comments are skipped; the
// first remaining line is the setup. Errors are *tracker.ScriptError.
func ReadScript(r io.Reader) (setup Setup, lines []tracker.ScriptLine, err error) {
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
			if setup, err = ParseSetup(text); err != nil {
				return setup, nil, &tracker.ScriptError{Line: n, Text: text, Err: err}
			}
			haveSetup = true
			continue
		}
		lines = append(lines, tracker.ScriptLine{Number: n, Text: text})
	}
	if err := sc.Err(); err != nil {
		return setup, nil, fmt.Errorf("wm: reading the script: %w", err)
	}
	if !haveSetup {
		return setup, nil, syntaxErr("", "the script is empty: its first line must be the setup (setup game=worldmonuments players=Ana,Ben monument=taj_mahal)")
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
	var steps []Step
	for _, l := range lines {
		step := Step{Line: l.Number, Text: l.Text}
		fail := func(err error) (*Game, []Step, error) {
			return g, steps, &tracker.ScriptError{Line: l.Number, Text: l.Text, Err: err}
		}
		switch strings.ToLower(l.Text) {
		case "undo":
			step.Undo = true
			if step.Action, err = g.Undo(); err != nil {
				return fail(err)
			}
		case "redo":
			step.Redo = true
			if step.Action, step.Events, err = g.Redo(); err != nil {
				return fail(err)
			}
		default:
			a, err := ParseAction(l.Text)
			if err != nil {
				return fail(err)
			}
			if step.Events, err = g.Apply(a); err != nil {
				return fail(err)
			}
			step.Action = a
		}
		steps = append(steps, step)
	}
	return g, steps, nil
}
