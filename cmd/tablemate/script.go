package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"tablemate/i18n"
	"tablemate/kernel"
)

func newScriptCmd() *cobra.Command {
	var format string
	var every bool
	cmd := &cobra.Command{
		Use:   "script FILE|-",
		Short: "Apply a setup line and one action per line headlessly; print the state and events",
		Long: `Reads a script: the first line is the setup, then one action per line
(blank lines and # comments are skipped; 'undo' and 'redo' are allowed).
Prints the events of every action and the final state. An illegal action stops
the script: the output so far is printed, then an error naming the line, the
action and the rule, with exit code 1. See the README for the format.
A setup line with game=worldmonuments plays World Monuments (quarry N,
quarry_done PLAYER, build LEVEL, pass TOKENS [GEMS], complete, gems PLAYER N);
plan=FILE on its setup line reads the monument's construction plan and
material overview from a plan file (see the README) into levels= and
overview=, so the saved game keeps the numbers.
With --db PATH the game is also saved there, like a played game; --date
YYYY-MM-DD gives a game entered afterwards the day it was played (saved as
noon that day; without it, the game starts when the script runs). A scripted
game has no playing time: nobody timed it.`,
		Example: `  tablemate script game.txt
  tablemate script --db games.db --date 2025-03-14 last-friday.txt
  printf 'setup players=Ana,Ben,Cid
take 3
end
' | tablemate script --format json -
  printf 'setup game=worldmonuments players=Ana,Ben monument=capitol
quarry 1
quarry 2
quarry_done Ben
build 1
' | tablemate script -`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &exitError{code: 2, err: errorf("--format %q: use text or json", format)}
			}
			if _, err := scriptStart(cmd, time.Now()); err != nil {
				return err
			}
			// At most maxScriptBytes (limits.go).
			data, err := readFileLimited(cmd, args[0], "script", maxScriptBytes)
			if err != nil {
				return err
			}
			// plan=FILE on a World Monuments setup line (wmplan.go).
			if data, err = expandPlan(data); err != nil {
				return errorf("%s: %s", args[0], err)
			}
			return runScript(cmd, args[0], data, format, every)
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	cmd.Flags().BoolVar(&every, "every", false, "also print the state after every line, not only at the end")
	cmd.Flags().String("date", "", "with --db: the day the game was played, YYYY-MM-DD (saved as its start)")
	return cmd
}

// scriptStart is the start --date gives a saved script (zero without it):
// noon of that day in local time, so the day reads the same in every
// time zone a few hours away (BG Stats takes the date in UTC). A date
// without --db, in another form or after today is a usage error.
func scriptStart(cmd *cobra.Command, now time.Time) (time.Time, error) {
	f := cmd.Flags().Lookup("date")
	if f == nil || !f.Changed {
		return time.Time{}, nil
	}
	if db := cmd.Flag("db"); db == nil || !db.Changed {
		return time.Time{}, &exitError{code: 2, err: errorf("--date is saved with the game: give --db PATH too")}
	}
	day, err := time.ParseInLocation("2006-01-02", f.Value.String(), now.Location())
	if err != nil {
		return time.Time{}, &exitError{code: 2, err: errorf("--date %q: give the day as YYYY-MM-DD, e.g. %s", f.Value.String(), now.Format("2006-01-02"))}
	}
	if day.After(now) {
		return time.Time{}, &exitError{code: 2, err: errorf("--date %s is after today (%s): give the day the game was played", f.Value.String(), now.Format("2006-01-02"))}
	}
	return day.Add(12 * time.Hour), nil
}

// scriptFailed reports a script line that failed; with --db it also says
// that nothing was saved, so a half-entered game never lands in the history.
func scriptFailed(cmd *cobra.Command, name string, err error) error {
	if f := cmd.Flag("db"); f != nil && f.Changed {
		return errorf("%s: %s\nNothing was saved to %s: correct that line and run the script again", name, err, f.Value.String())
	}
	return errorf("%s: %s", name, err)
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// runScript plays a script of any game (the setup line says which) and
// prints each line's events as it is applied, so a long script is never
// held whole: text in the user's language, or JSON. An illegal line stops
// it: the output so far, then an error naming the line, the action and the
// rule.
func runScript(cmd *cobra.Command, name string, data []byte, format string, every bool) error {
	kind := gameKinds().For(kernel.FirstLine(data))
	out := bufio.NewWriter(cmd.OutOrStdout())
	var w scriptWriter
	if format == "json" {
		w = &jsonScriptWriter{w: out, every: every}
	} else {
		settings, err := loadSettings(cmd) // the language: --lang, config, LANG
		if err != nil {
			return err
		}
		w = &textScriptWriter{w: out, every: every, loc: i18n.New(settings.Language.String())}
	}
	game, runErr := kind.Script(bytes.NewReader(data), w.line)
	if game == nil {
		return errorf("%s: %s", name, runErr)
	}
	w.end(game)
	if err := out.Flush(); err != nil {
		return err
	}
	if runErr != nil {
		return scriptFailed(cmd, name, runErr)
	}
	return maybeSaveScript(cmd, game) // --db PATH: save the game (store_cmds.go)
}

// scriptWriter prints a script's output as it is applied.
type scriptWriter interface {
	line(kernel.ScriptResult) error
	end(game kernel.Session)
}

// textScriptWriter writes the events and the state in loc's language (the
// setup and action lines stay in the script notation).
type textScriptWriter struct {
	w     *bufio.Writer
	every bool
	loc   *i18n.Localizer
}

func (t *textScriptWriter) line(r kernel.ScriptResult) error {
	if r.Opening {
		fmt.Fprintln(t.w, r.Label)
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

func (t *textScriptWriter) end(game kernel.Session) {
	t.w.WriteString("\n")
	for _, line := range game.Summary() {
		fmt.Fprintf(t.w, "%s\n", t.loc.Message(line))
	}
}

// jsonScriptWriter writes {setup, opening, opening_state, steps, state} as
// the README documents it, one step at a time, indented as json.Encoder
// with SetIndent("", "  ") would.
type jsonScriptWriter struct {
	w     *bufio.Writer
	every bool
	steps int
}

func (j *jsonScriptWriter) value(v any, indent string) {
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

func (j *jsonScriptWriter) line(r kernel.ScriptResult) error {
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

func (j *jsonScriptWriter) end(game kernel.Session) {
	if j.steps > 0 {
		j.w.WriteString("\n  ")
	}
	j.w.WriteString("],\n  \"state\": ")
	j.value(game.StateView(), "  ")
	j.w.WriteString("\n}\n")
}
