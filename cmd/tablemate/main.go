// Command tablemate is a terminal companion for a real game of Monumental
// (and World Monuments): turn order, the Development display, the end of the
// game, the solo Automa and final scoring.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"tablemate/tracker"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// engineOptions are what every command that builds a Monumental game (play,
// script, automa simulate) gives the engine: the Automa's deck loader (deckfile.Load with a size limit, limits.go), so
// the engine stays free of files and YAML.
func engineOptions() []tracker.Option {
	return []tracker.Option{tracker.WithDecks(loadDeckFile)}
}

// subcommands is filled by each command's file in init(), so that adding a
// command never means editing this file.
var subcommands []func() *cobra.Command

// exitError carries an exit code chosen by a command (for example 2 for a
// usage error) without printing a second message.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "tablemate",
		Short:         "A table companion for Monumental and World Monuments",
		Long:          "tablemate sits beside a real game of Monumental and keeps whose turn it is,\nthe Development display and deck, the end of the game, the solo Automa and the score.\nFor World Monuments it keeps the rounds, the quarry turns, the worker and black\ntokens, the monument's levels, what is behind each screen and the score track.\n`tablemate rules` prints the rules the program cites.",
		SilenceUsage:  true,
		SilenceErrors: true,
		// No subcommand: the dashboard (tablemate = tablemate play).
		RunE: func(cmd *cobra.Command, args []string) error { return rootRun(cmd, args) },
		Args: cobra.NoArgs,
	}
	// Global flags: every command may need the settings, the database or the language.
	root.PersistentFlags().String("config", "", "config file (default $XDG_CONFIG_HOME/tablemate/config.yaml; env TABLEMATE_CONFIG)")
	root.PersistentFlags().String("db", "", "game database (default $XDG_DATA_HOME/tablemate/tablemate.db; env TABLEMATE_DB)")
	root.PersistentFlags().String("lang", "", "language: en, es, cs, ja or fr (default from the config, then LANG/LC_ALL)")
	for _, build := range subcommands {
		root.AddCommand(build())
	}
	return root
}

func main() {
	if err := newRootCmd().Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "tablemate:", err)
		var ee *exitError
		if errors.As(err, &ee) {
			os.Exit(ee.code)
		}
		os.Exit(1)
	}
}
