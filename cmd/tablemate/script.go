package main

import (
	"bufio"
	"bytes"
	"tablemate/internal/cmddoc"
	"time"

	"github.com/spf13/cobra"

	"tablemate/internal/scriptout"
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
		Args: cmddoc.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &exitError{code: 2, err: errorf("--format %q: use text or json", format)}
			}
			if _, err := scriptStart(cmd, time.Now()); err != nil {
				return err
			}
			// An empty --db is said before the script runs, not after.
			if f := cmd.Flag("db"); f != nil && f.Changed && f.Value.String() == "" {
				return &exitError{code: 2, err: errorf("--db is empty: give the file to save the game in (--db games.db), or leave --db out to only print the game")}
			}
			// At most maxScriptBytes (limits.go).
			data, err := readFileLimited(cmd, args[0], "script", maxScriptBytes)
			if err != nil {
				return err
			}
			data = lineEnds(data)
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

// lineEnds makes every line end a newline: a file from Windows (CR LF) or
// an old Mac (CR alone) reads line by line as any other.
func lineEnds(data []byte) []byte {
	if !bytes.Contains(data, []byte("\r")) {
		return data
	}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
}

// runScript plays a script of any game (the setup line says which) and
// prints each line's events as it is applied, so a long script is never
// held whole: text in the user's language, or JSON. An illegal line stops
// it: the output so far, then an error naming the line, the action and the
// rule.
func runScript(cmd *cobra.Command, name string, data []byte, format string, every bool) error {
	kind := gameKinds().For(kernel.FirstLine(data))
	out := bufio.NewWriter(cmd.OutOrStdout())
	var w scriptout.Writer
	if format == "json" {
		w = scriptout.JSON(out, every)
	} else {
		loc, err := localizer(cmd) // the language: --lang, config, LANG
		if err != nil {
			return err
		}
		w = scriptout.Text(out, loc, every)
	}
	game, runErr := kind.Script(bytes.NewReader(data), w.Line)
	if game == nil {
		return errorf("%s: %s", name, runErr)
	}
	w.End(game)
	if err := out.Flush(); err != nil {
		return err
	}
	if runErr != nil {
		return scriptFailed(cmd, name, runErr)
	}
	// --db PATH: save the game (store_cmds.go)
	if err := maybeSaveScript(cmd, game); err != nil {
		return err
	}
	return unscored(name, game)
}

// unscored is the failure of a script whose game is over with every
// result in and still has no score: said, with the reason, and exit 1,
// never a quiet exit 0.
func unscored(name string, game kernel.Session) error {
	if err := game.Unscorable(); err != nil {
		return errorf("%s: the game is over with every result in, but it cannot be scored: %s", name, err)
	}
	return nil
}
