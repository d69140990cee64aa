// Package scriptout writes what `tablemate script` prints as each line is
// applied, so a long script is never held whole: the events in the
// reader's language (the setup and action lines stay in the script
// notation), or JSON as the README documents it.
package scriptout

import (
	"bufio"
	"encoding/json"
	"fmt"

	"tablemate/i18n"
	"tablemate/kernel"
)

// Writer prints a script's output as it is applied: Line is given to the
// game's Script as its callback, End writes the final state.
type Writer interface {
	Line(kernel.ScriptResult) error
	End(game kernel.Session)
}

// Text is the output in loc's language; every adds the state after each
// line.
func Text(w *bufio.Writer, loc *i18n.Localizer, every bool) Writer {
	return &textWriter{w: w, every: every, loc: loc}
}

// JSON is the output as the README documents it; every adds the state
// after each line.
func JSON(w *bufio.Writer, every bool) Writer { return &jsonWriter{w: w, every: every} }

// textWriter writes the events and the state in loc's language. The setup
// line stays in the script's notation; an action line is the notation in
// English and the action named in words in the other languages (the
// JSON output keeps the notation).
type textWriter struct {
	w     *bufio.Writer
	every bool
	loc   *i18n.Localizer
}

func (t *textWriter) Line(r kernel.ScriptResult) error {
	if r.Opening {
		fmt.Fprintln(t.w, r.Label)
	} else if t.loc.Lang() != i18n.English && r.Named != nil {
		fmt.Fprintf(t.w, "%d: %s\n", r.Line, t.loc.Message(r.Named))
	} else {
		fmt.Fprintf(t.w, "%d: %s\n", r.Line, r.Label)
	}
	for _, e := range r.Events {
		fmt.Fprintf(t.w, "  %s\n", t.loc.Message(e))
	}
	if t.every {
		// Marked so the state stands apart from the events.
		for _, line := range r.Summary() {
			fmt.Fprintf(t.w, "  | %s\n", t.loc.Message(line))
		}
	}
	return nil
}

func (t *textWriter) End(game kernel.Session) {
	t.w.WriteString("\n")
	for _, line := range game.Summary() {
		fmt.Fprintf(t.w, "%s\n", t.loc.Message(line))
	}
}

// jsonWriter writes {setup, opening, opening_state, steps, state} as
// the README documents it, one step at a time, indented as json.Encoder
// with SetIndent("", "  ") would.
type jsonWriter struct {
	w     *bufio.Writer
	every bool
	steps int
}

func (j *jsonWriter) value(v any, indent string) {
	b, err := json.MarshalIndent(v, indent, "  ")
	if err != nil {
		b, _ = json.Marshal(err.Error())
	}
	j.w.Write(b)
}

type stepJSON struct {
	Line   int    `json:"line"`
	Action string `json:"action"`
	Events []any  `json:"events"`
	State  any    `json:"state,omitempty"`
}

func eventViews(events []kernel.Event) []any {
	views := make([]any, 0, len(events))
	for _, e := range events {
		views = append(views, e.JSONView())
	}
	return views
}

func (j *jsonWriter) Line(r kernel.ScriptResult) error {
	if r.Opening {
		j.w.WriteString("{\n  \"setup\": ")
		j.value(r.Label, "  ")
		j.w.WriteString(",\n  \"opening\": ")
		j.value(eventViews(r.Events), "  ")
		if j.every {
			j.w.WriteString(",\n  \"opening_state\": ")
			j.value(r.StateView(), "  ")
		}
		j.w.WriteString(",\n  \"steps\": [")
		return nil
	}
	if j.steps > 0 {
		j.w.WriteString(",")
	}
	j.steps++
	st := stepJSON{Line: r.Line, Action: r.Label, Events: eventViews(r.Events)}
	if j.every {
		st.State = r.StateView()
	}
	j.w.WriteString("\n    ")
	j.value(st, "    ")
	return nil
}

func (j *jsonWriter) End(game kernel.Session) {
	if j.steps > 0 {
		j.w.WriteString("\n  ")
	}
	j.w.WriteString("],\n  \"state\": ")
	j.value(game.StateView(), "  ")
	j.w.WriteString("\n}\n")
}
