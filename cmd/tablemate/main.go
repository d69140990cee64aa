// Command tablemate is a terminal companion for a real game of Monumental
// (and World Monuments): turn order, the Development display, the end of the
// game, the solo Automa and final scoring.
//
// Exit codes, the same for every command: 0 success, 1 failure (a file that
// cannot be read, an illegal action, a refused setting...), 2 usage (an
// unknown command or flag, a bad flag value, the wrong number of arguments).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"tablemate/internal/cmddoc"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/internal/termsafe"
	"tablemate/tracker"
)

// engineOptions are what every command that builds a Monumental game (play,
// script, automa simulate) gives the engine: the Automa's deck loader
// (deckfile.Load with a size limit, limits.go), so the engine stays free of
// files and YAML.
func engineOptions() []tracker.Option {
	return []tracker.Option{tracker.WithDecks(loadDeckFile)}
}

// Exit codes.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

// exitError carries an exit code chosen by a command (for example 2 for a
// usage error) without printing a second message.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// usageError marks a mistake in how the command was called (exit 2) and
// says where to read how to call it.
func usageError(cmd *cobra.Command, err error) error {
	return &exitError{code: exitUsage, err: errorf("%s\nRun '%s --help' for usage.", cmddoc.FlagError(err), cmd.CommandPath())}
}

// newRootCmd is the whole command tree.
func newRootCmd() *cobra.Command { return newRootCmdFor(nil) }

// newRootCmdFor is the command tree that args, a command line without the
// program's name, needs: the root with only the subcommand it names (see
// needed).
func newRootCmdFor(args []string) *cobra.Command {
	root := &cobra.Command{
		Use:           "tablemate",
		Short:         "A table companion for Monumental and World Monuments",
		Long:          "tablemate sits beside a real game of Monumental and keeps whose turn it is,\nthe Development display and deck, the end of the game, the solo Automa and the score.\nFor World Monuments it keeps the rounds, the quarry turns, the worker and black\ntokens, the monument's levels, what is behind each screen and the score track.\n`tablemate rules` prints the rules the program cites.",
		SilenceUsage:  true,
		SilenceErrors: true,
		// No subcommand: the dashboard (tablemate = tablemate play).
		RunE: func(cmd *cobra.Command, args []string) error {
			if v, _ := cmd.Flags().GetBool("version"); v {
				return printVersion(cmd)
			}
			return runPlay(cmd, args)
		},
		Args: cmddoc.NoArgs,
		// A flag value outside a closed set (--difficulty 7) is a usage
		// error, caught before any command runs.
		// Each run reads its settings once (settings.go).
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			withLoaded(cmd)
			if cmd.Name() == cobra.ShellCompRequestCmd {
				// Only the shell's completion request reads the flags'
				// completions: registering them costs every other start.
				registerCompletions(cmd.Root())
				return nil
			}
			return checkFlagValues(cmd)
		},
	}
	// Our --version rather than cobra's, which needs the text (the build
	// info read and formatted) before it knows whether anyone asks.
	root.Flags().BoolP("version", "v", false, "print the version, VCS revision and Go version (as 'tablemate version')")
	root.SetFlagErrorFunc(usageError)
	root.SetHelpFunc(localizedHelp(root.HelpFunc()))
	// Global flags: every command may need the settings, the database or the language.
	root.PersistentFlags().String("config", "", "config file, YAML or JSON (default: tablemate/config.yaml in the platform's config directory; env TABLEMATE_CONFIG)")
	root.PersistentFlags().String("db", "", "game database (default: tablemate/tablemate.db in the platform's data directory, as 'tablemate config show' prints; env TABLEMATE_DB)")
	root.PersistentFlags().String("lang", "", "language: en, es, cs, ja or fr (default: the config's, else the locale's, LC_ALL, LC_MESSAGES or LANG; env TABLEMATE_LANG)")
	subs := needed(args)
	for _, c := range subs {
		root.AddCommand(c.build())
	}
	// cobra adds these when it runs; added now, they follow the same exit
	// codes as the rest of the tree. A command line that names one of ours
	// cannot reach cobra's completion command, which costs building five.
	root.InitDefaultHelpCmd()
	strictHelp(root)
	if len(subs) == 1 {
		root.CompletionOptions.DisableDefaultCmd = true
	} else {
		root.InitDefaultCompletionCmd()
	}
	enforceUsage(root)
	return root
}

// enforceUsage makes every command in the tree report a wrong call the same
// way, with exit code 2: an unknown subcommand with cobra's suggestions, and
// the wrong number of arguments. A command that only groups others (config)
// prints its help when called alone instead of succeeding silently on an
// unknown word.
func enforceUsage(cmd *cobra.Command) {
	if cmd.HasSubCommands() {
		// "tablemate histroy": did you mean history? (cobra leaves the
		// distance at 0, no suggestion, on all but the root.)
		cmd.SuggestionsMinimumDistance = 2
		cmd.Args = unknownSubcommand
		if !cmd.Runnable() {
			cmd.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
		}
	} else if check := cmd.Args; check != nil {
		cmd.Args = func(c *cobra.Command, args []string) error {
			if err := check(c, args); err != nil {
				return usageError(c, err)
			}
			return nil
		}
	}
	for _, sub := range cmd.Commands() {
		enforceUsage(sub)
	}
}

// unknownSubcommand is the Args of a command with subcommands: any argument
// is a mistyped subcommand.
func unknownSubcommand(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		return usageError(cmd, errorf("unknown command %q for %q\n\nDid you mean this?\n\t%s", args[0], cmd.CommandPath(), strings.Join(s, "\n\t")))
	}
	return usageError(cmd, errorf("unknown command %q for %q", args[0], cmd.CommandPath()))
}

// exitCode maps a command's error to the process's exit code.
func exitCode(err error) int {
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	if flagProblemsOnly(err) {
		return exitUsage
	}
	return exitFailure
}

// flagProblemsOnly reports whether err is settings problems that all come
// from command-line flags (--lang xx): a bad flag value, so a usage error.
func flagProblemsOnly(err error) bool {
	errs := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		errs = joined.Unwrap()
	}
	for _, e := range errs {
		var p *config.Problem
		if !errors.As(e, &p) || !strings.HasPrefix(p.Origin, "flag ") {
			return false
		}
	}
	return len(errs) > 0
}

func main() { os.Exit(run(newRootCmdFor(os.Args[1:]), os.Stderr)) }

// run executes the command tree and gives the exit code; an error is
// written to stderr after the one prefix "tablemate:", in the user's
// language (errorText).
func run(root *cobra.Command, stderr io.Writer) int {
	// Whatever a command prints, from a file, the database or the command
	// line, reaches the terminal escaped: no control or bidi character.
	out, errOut, safeStderr := termsafe.NewWriter(root.OutOrStdout()), termsafe.NewWriter(root.ErrOrStderr()), termsafe.NewWriter(stderr)
	root.SetOut(out)
	root.SetErr(errOut)
	defer func() {
		out.Flush()
		errOut.Flush()
		safeStderr.Flush()
	}()
	stderr = safeStderr
	cmd, err := root.ExecuteC()
	if cmd == nil {
		cmd = root
	}
	if err != nil {
		fmt.Fprintln(stderr, "tablemate:", errorText(cmd, err))
	}
	return exitCode(err)
}

// errorText words a command's error in the user's language, with the
// settings the command read; they are read here, the edge of the program,
// when the command failed before it read them (a bad flag) or never needs
// them. When they cannot be read the error is about them, and is given in
// the language the flag, the environment or the locale asks for.
func errorText(cmd *cobra.Command, err error) string {
	return userLocalizer(cmd).Error(err)
}
