package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/tracker/store"
	"tablemate/tracker/wm"
)

// isWMScript reports whether a script is a World Monuments one: its first
// meaningful line (blank and # lines skipped) says game=worldmonuments.
func isWMScript(data []byte) bool {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		// A plain substring test, so that a WM setup line with a mistake in
		// it still gets the WM engine's error rather than Monumental's.
		return strings.Contains(strings.ToLower(text), "game="+wm.Kind)
	}
	return false
}

// runWMScript is `tablemate script` for a World Monuments script: the same
// output shape as Monumental's (events per line, then the state; or JSON
// {setup, opening, steps, state}), and the same failure: the output so far,
// then an error naming the line, the action and the rule.
func runWMScript(cmd *cobra.Command, name string, data []byte, format string) error {
	setup, lines, err := wm.ReadScript(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	game, steps, runErr := wm.RunScript(setup, lines)
	if game == nil {
		return fmt.Errorf("%s: %w", name, runErr)
	}
	out := cmd.OutOrStdout()
	if format == "json" {
		err = writeWMScriptJSON(out, game, steps)
	} else {
		err = writeWMScriptText(out, game, steps)
	}
	if err != nil {
		return err
	}
	if runErr != nil {
		return fmt.Errorf("%s: %w", name, runErr)
	}
	return maybeSaveWMScript(cmd, game)
}

type wmScriptJSON struct {
	Setup   string         `json:"setup"`
	Opening []wm.EventView `json:"opening"`
	Steps   []wmStepJSON   `json:"steps"`
	State   wm.View        `json:"state"`
}

type wmStepJSON struct {
	Line   int            `json:"line"`
	Action string         `json:"action"`
	Events []wm.EventView `json:"events"`
}

func wmEventViews(events []wm.Event) []wm.EventView {
	views := make([]wm.EventView, 0, len(events))
	for _, e := range events {
		views = append(views, e.View())
	}
	return views
}

// wmStepText names a step as Monumental's stepText does: "undo", "redo
// ACTION" or the action.
func wmStepText(st wm.Step) string {
	switch {
	case st.Undo:
		return "undo"
	case st.Redo:
		return "redo " + st.Action.String()
	}
	return st.Action.String()
}

func writeWMScriptJSON(w io.Writer, g *wm.Game, steps []wm.Step) error {
	out := wmScriptJSON{Setup: g.Setup().String(), Opening: wmEventViews(g.Opening()), Steps: []wmStepJSON{}, State: g.State().View()}
	for _, st := range steps {
		out.Steps = append(out.Steps, wmStepJSON{Line: st.Line, Action: wmStepText(st), Events: wmEventViews(st.Events)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func writeWMScriptText(w io.Writer, g *wm.Game, steps []wm.Step) error {
	var b strings.Builder
	fmt.Fprintln(&b, g.Setup().String())
	for _, e := range g.Opening() {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	for _, st := range steps {
		fmt.Fprintf(&b, "%d: %s\n", st.Line, wmStepText(st))
		for _, e := range st.Events {
			fmt.Fprintf(&b, "  %s\n", e)
		}
	}
	b.WriteString("\n")
	b.WriteString(g.State().Text())
	_, err := io.WriteString(w, b.String())
	return err
}

// maybeSaveWMScript saves the game when --db was given, as maybeSaveScript
// does for Monumental: the store keeps the setup line and the action lines
// under the game kind "worldmonuments", and the result once the game is over.
func maybeSaveWMScript(cmd *cobra.Command, g *wm.Game) error {
	f := cmd.Flag("db")
	if f == nil || !f.Changed {
		return nil
	}
	path := f.Value.String()
	s, err := store.Open(path)
	if err != nil {
		return err
	}
	defer s.Close()
	id, err := s.Import(store.WorldMonuments, g.Setup().String(), g.ActionTexts(), g.RedoTexts())
	if err != nil {
		return err
	}
	if st := g.State(); st.Over() {
		if err := s.Finish(id, store.FinishedWorldMonuments(st)); err != nil {
			return err
		}
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "tablemate: saved as game %d in %s\n", id, path)
	return nil
}
