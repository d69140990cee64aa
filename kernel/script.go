package kernel

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"
	"slices"
	"strings"
)

// MaxLineBytes is the longest script or log line read: far above any real
// action (a setup line with five long names is under 300 bytes).
const MaxLineBytes = 64 * 1024

// ScriptLine is a meaningful line of a script.
type ScriptLine struct {
	Number int
	Text   string
}

// ScriptScanner reads a script's meaningful lines one at a time: blank
// lines and # comments are skipped, a byte-order mark and CRLF line ends
// are accepted, a line over MaxLineBytes is a *ScriptError naming it.
type ScriptScanner struct {
	sc  *bufio.Scanner
	n   int
	err error
}

// NewScriptScanner reads a script from r.
func NewScriptScanner(r io.Reader) *ScriptScanner {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), MaxLineBytes+1)
	return &ScriptScanner{sc: sc}
}

// Next is the next meaningful line; false at the end or on an error (Err).
func (s *ScriptScanner) Next() (ScriptLine, bool) {
	for s.err == nil && s.sc.Scan() {
		s.n++
		text := s.sc.Text()
		if s.n == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		text = strings.TrimSpace(text)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		return ScriptLine{Number: s.n, Text: text}, true
	}
	if err := s.sc.Err(); err != nil && s.err == nil {
		if errors.Is(err, bufio.ErrTooLong) {
			s.err = &ScriptError{Line: s.n + 1, Text: "", Err: Refuse(ErrTooLong, "",
				"the line is longer than %d bytes: is this a script?", MaxLineBytes)}
		} else {
			s.err = fmt.Errorf("reading the script: %w", err)
		}
	}
	return ScriptLine{}, false
}

// Lines is the remaining lines, for a range loop; check Err after it.
func (s *ScriptScanner) Lines() iter.Seq[ScriptLine] {
	return func(yield func(ScriptLine) bool) {
		for {
			l, ok := s.Next()
			if !ok || !yield(l) {
				return
			}
		}
	}
}

// Err is the error that stopped the scanner, if any.
func (s *ScriptScanner) Err() error { return s.err }

// ReadScriptLines reads a whole script: its first meaningful line is the
// setup line, the rest its lines (see ScriptScanner).
func ReadScriptLines(r io.Reader) (setup ScriptLine, lines []ScriptLine, err error) {
	s := NewScriptScanner(r)
	setup, _ = s.Next()
	lines = slices.Collect(s.Lines())
	if s.Err() != nil {
		return setup, nil, s.Err()
	}
	return setup, lines, nil
}

// ScriptStep is one line of a script that was applied.
type ScriptStep[S any, A Action, E any] struct {
	Line   int    // 1-based line number in the script
	Text   string // the line as written, trimmed
	Action A      // the action applied, redone or (for undo) undone
	Undo   bool
	Redo   bool
	Events []E // what the line caused (none for an undo)
	Undone []E // for an undo, the events it took back
	State  S   // the table after this line
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

// Named names the step in words for a reader, as Label does in the
// script's notation.
func (st ScriptStep[S, A, E]) Named() Messager {
	named := ActionPhrase(st.Action)
	switch {
	case st.Undo:
		return Phrase{Format: "%s: %s", Args: []any{Phrase{Format: "undo"}, named}}
	case st.Redo:
		return Phrase{Format: "%s: %s", Args: []any{Phrase{Format: "redo"}, named}}
	}
	return named
}

// RunLines applies a script's lines to a history: 'undo', 'redo', or an
// action read by parse. Each applied line is handed to each (nil: none) as
// it is applied, so a long script is never held whole. It stops at the first
// line that fails with a *ScriptError; the history is left as it was before
// that line. It returns how many lines were applied.
func RunLines[S any, A Action, E any](h *History[S, A, E], lines iter.Seq[ScriptLine], parse func(string) (A, error), each func(ScriptStep[S, A, E]) error) (int, error) {
	i := -1
	for l := range lines {
		i++
		step := ScriptStep[S, A, E]{Line: l.Number, Text: l.Text}
		var err error
		switch strings.ToLower(l.Text) {
		case "undo":
			step.Undo = true
			step.Action, step.Undone, err = h.Undo()
		case "redo":
			step.Redo = true
			step.Action, step.Events, err = h.Redo()
		default:
			if step.Action, err = parse(l.Text); err == nil {
				step.Events, err = h.Apply(step.Action)
			}
		}
		if err != nil {
			return i, &ScriptError{Line: l.Number, Text: l.Text, Err: err}
		}
		step.State = h.State()
		if each != nil {
			if err := each(step); err != nil {
				return i + 1, err
			}
		}
	}
	return i + 1, nil
}

// FirstLine is a script's first meaningful line (blank and # lines
// skipped): the setup line, which says which game the script is.
func FirstLine(data []byte) string {
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		text := strings.TrimSpace(strings.TrimPrefix(string(line), "\ufeff"))
		if text != "" && !strings.HasPrefix(text, "#") {
			return text
		}
	}
	return ""
}
