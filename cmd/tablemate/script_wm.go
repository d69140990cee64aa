package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/store"
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
func runWMScript(cmd *cobra.Command, name string, data []byte, format string, every bool) error {
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
		err = writeScriptJSON(out, game.Setup().String(), game.Opening(), game.Initial(), steps, game.State(), every)
	} else {
		err = writeWMScriptText(out, game, steps, every)
	}
	if err != nil {
		return err
	}
	if runErr != nil {
		return scriptFailed(cmd, name, runErr)
	}
	return maybeSaveWMScript(cmd, game)
}

func writeWMScriptText(w io.Writer, g *wm.Game, steps []wm.Step, every bool) error {
	var b strings.Builder
	fmt.Fprintln(&b, g.Setup().String())
	for _, e := range g.Opening() {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	if every {
		writeIndentedState(&b, g.Initial().Text())
	}
	for _, st := range steps {
		fmt.Fprintf(&b, "%d: %s\n", st.Line, st.Label())
		for _, e := range st.Events {
			fmt.Fprintf(&b, "  %s\n", e)
		}
		if every {
			writeIndentedState(&b, st.State.Text())
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
	var result *store.Result
	if st := g.State(); st.Over() {
		r := store.FinishedWorldMonuments(st)
		result = &r
	}
	return saveImported(cmd, f.Value.String(), store.WorldMonuments, g.Setup().String(), g.ActionTexts(), g.RedoTexts(), result)
}
