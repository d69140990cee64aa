package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/i18n"
	"tablemate/tracker"
)

func init() {
	subcommands = append(subcommands, newScriptCmd)
}

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
With --db PATH the game is also saved there, like a played game.`,
		Example: `  tablemate script game.txt
  printf 'setup players=Ana,Ben,Cid\ntake 3\nend\n' | tablemate script --format json -`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &exitError{code: 2, err: fmt.Errorf("--format %q: use text or json", format)}
			}
			// At most maxScriptBytes (limits.go).
			data, err := readFileLimited(cmd, args[0], "script", maxScriptBytes)
			if err != nil {
				return err
			}
			// World Monuments scripts (game=worldmonuments on the setup line)
			// run on their own engine: script_wm.go.
			if isWMScript(data) {
				return runWMScript(cmd, args[0], data, format, every)
			}
			setup, lines, err := tracker.ReadScript(bytes.NewReader(data))
			if err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			game, steps, runErr := tracker.RunScript(setup, lines)
			if game == nil {
				return fmt.Errorf("%s: %w", args[0], runErr)
			}
			out := cmd.OutOrStdout()
			if format == "json" {
				err = writeScriptJSON(out, game.Setup().String(), game.Opening(), game.Initial(), steps, game.State(), every)
			} else {
				var settings *config.Settings // the language: --lang, config, LANG
				if settings, err = loadSettings(cmd); err != nil {
					return err
				}
				err = writeScriptText(out, game, steps, every, i18n.New(settings.Language.String()))
			}
			if err != nil {
				return err
			}
			if runErr != nil {
				return scriptFailed(cmd, args[0], runErr)
			}
			return maybeSaveScript(cmd, game) // --db PATH: save the game (store_cmds.go)
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	cmd.Flags().BoolVar(&every, "every", false, "also print the state after every line, not only at the end")
	return cmd
}

// scriptFailed reports a script line that failed; with --db it also says
// that nothing was saved, so a half-entered game never lands in the history.
func scriptFailed(cmd *cobra.Command, name string, err error) error {
	if f := cmd.Flag("db"); f != nil && f.Changed {
		return fmt.Errorf("%s: %w\nNothing was saved to %s: correct that line and run the script again", name, err, f.Value.String())
	}
	return fmt.Errorf("%s: %w", name, err)
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// viewer is an engine value with a JSON view (a state or an event).
type viewer[V any] interface{ View() V }

func viewsOf[T viewer[V], V any](xs []T) []V {
	views := make([]V, 0, len(xs))
	for _, x := range xs {
		views = append(views, x.View())
	}
	return views
}

// scriptJSON is the JSON output of `tablemate script`, for either game.
type scriptJSON[EV, SV any] struct {
	Setup   string `json:"setup"`
	Opening []EV   `json:"opening"`
	// OpeningState is the state the setup dealt (with --every).
	OpeningState *SV                `json:"opening_state,omitempty"`
	Steps        []stepJSON[EV, SV] `json:"steps"`
	State        SV                 `json:"state"`
}

type stepJSON[EV, SV any] struct {
	Line   int    `json:"line"`
	Action string `json:"action"`
	Events []EV   `json:"events"`
	State  *SV    `json:"state,omitempty"`
}

// writeScriptJSON writes a game's script output as JSON; with every, each
// step carries the state after it.
func writeScriptJSON[S viewer[SV], A fmt.Stringer, E viewer[EV], EV, SV any](w io.Writer, setup string, opening []E, initial S, steps []tracker.ScriptStep[S, A, E], final S, every bool) error {
	out := scriptJSON[EV, SV]{Setup: setup, Opening: viewsOf[E, EV](opening), Steps: []stepJSON[EV, SV]{}, State: final.View()}
	if every {
		v := initial.View()
		out.OpeningState = &v
	}
	for _, st := range steps {
		sj := stepJSON[EV, SV]{Line: st.Line, Action: st.Label(), Events: viewsOf[E, EV](st.Events)}
		if every {
			v := st.State.View()
			sj.State = &v
		}
		out.Steps = append(out.Steps, sj)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// writeScriptText writes the events and the state in loc's language (the
// setup and action lines stay in the script notation).
func writeScriptText(w io.Writer, g *tracker.Game, steps []tracker.Step, every bool, loc *i18n.Localizer) error {
	var b strings.Builder
	fmt.Fprintln(&b, g.Setup().String())
	for _, e := range g.Opening() {
		fmt.Fprintf(&b, "  %s\n", loc.Event(e))
	}
	if every {
		writeIndentedState(&b, stateText(g.Initial(), loc))
	}
	for _, st := range steps {
		fmt.Fprintf(&b, "%d: %s\n", st.Line, st.Label())
		for _, e := range st.Events {
			fmt.Fprintf(&b, "  %s\n", loc.Event(e))
		}
		if every {
			writeIndentedState(&b, stateText(st.State, loc))
		}
	}
	b.WriteString("\n")
	b.WriteString(stateText(g.State(), loc))
	_, err := io.WriteString(w, b.String())
	return err
}

// writeIndentedState writes a state summary under a script line, marked so
// it stands apart from the events.
func writeIndentedState(b *strings.Builder, text string) {
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		fmt.Fprintf(b, "  | %s\n", line)
	}
}

// stateText is the plain-text summary of a state, in loc's language.
func stateText(s *tracker.State, loc *i18n.Localizer) string {
	v := s.View()
	var b strings.Builder
	switch {
	case v.End.Over:
		b.WriteString(loc.Sprintf("Round %d, the game is over", v.Round) + "\n")
	case v.Mode == tracker.Continuous.String():
		b.WriteString(loc.Sprintf("Round %d, %s phase, turn %d", v.Round, loc.T(v.Phase), v.Turn) + "\n")
	default: // the standard game has no phases to name
		b.WriteString(loc.Sprintf("Round %d, turn %d", v.Round, v.Turn) + "\n")
	}
	if v.Active != "" {
		if v.Next != "" {
			b.WriteString(loc.Sprintf("Active: %s, next: %s (start player %s)", v.Active, v.Next, v.StartPlayer) + "\n")
		} else {
			b.WriteString(loc.Sprintf("Active: %s (start player %s)", v.Active, v.StartPlayer) + "\n")
		}
	}
	b.WriteString(loc.T("Display:"))
	for _, sl := range v.Display {
		if sl.Slot > 1 && v.Display[sl.Slot-2].Row != sl.Row {
			b.WriteString(" |")
		}
		switch {
		case sl.Empty:
			fmt.Fprintf(&b, " %d:--", sl.Slot)
		case sl.Identity != nil:
			fmt.Fprintf(&b, " %d:%s(%s %d)", sl.Slot, sl.Era, loc.T(sl.Identity.Type), sl.Identity.Cost)
		default:
			fmt.Fprintf(&b, " %d:%s", sl.Slot, sl.Era)
		}
	}
	b.WriteString("\n")
	var eras []string
	for _, era := range s.Setup().Eras() {
		eras = append(eras, fmt.Sprintf("%s %d", era, v.Deck.ByEra[era.String()]))
	}
	if v.Mode == tracker.Continuous.String() {
		b.WriteString(loc.Sprintf("Deck: %d cards (%s) + %d separation; %d to the last round", v.Deck.Cards, strings.Join(eras, ", "), v.Deck.Separations, v.Deck.ToEnd) + "\n")
	} else {
		b.WriteString(loc.Sprintf("Deck: %d cards (%s) + %d separation; %d to the end trigger", v.Deck.Cards, strings.Join(eras, ", "), v.Deck.Separations, v.Deck.ToEnd) + "\n")
	}
	b.WriteString(loc.Sprintf("Discard pile: %d", v.Discard) + "\n")
	b.WriteString(loc.Sprintf("End: %s", loc.EndStatusOf(s)) + "\n")
	b.WriteString(loc.T("Players:"))
	for _, p := range v.Players {
		if p.Passed {
			b.WriteString(" " + loc.Sprintf("%s %d taken (passed)", p.Name, p.Taken) + ";")
		} else {
			b.WriteString(" " + loc.Sprintf("%s %d taken", p.Name, p.Taken) + ";")
		}
	}
	b.WriteString("\n")
	if len(v.TalliesMissing) > 0 {
		b.WriteString(loc.Sprintf("Tallies to enter: %s", strings.Join(v.TalliesMissing, ", ")) + "\n")
	}
	if v.Score != nil {
		b.WriteString(loc.T("Final score:"))
		for _, p := range v.Score.Players {
			b.WriteString(" " + loc.Sprintf("%s %d (rank %d)", p.Name, p.Total, p.Rank) + ";")
		}
		b.WriteString("\n")
		lines := v.Score.Explanation
		if res, ok, err := s.Score(); ok && err == nil && len(res.Explanation) == len(lines) {
			for i, e := range res.Explanation {
				lines[i] = loc.Explanation(e)
			}
		}
		for _, line := range lines {
			fmt.Fprintf(&b, "  %s\n", line)
		}
	}
	return b.String()
}
