package main

import (
	"errors"
	"fmt"
	"os"
	"tablemate/internal/inputfile"

	"github.com/spf13/cobra"

	"tablemate/internal/cmddoc"
)

func newGenCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "gen",
		Short: "Generate man pages or markdown documentation of every command",
		Args:  cmddoc.NoArgs,
	}
	cmd.AddCommand(genDocCmd("man", "Write a man page per command (tablemate.1, tablemate-history.1, ...) into DIR", cmddoc.Man(manSections())))
	cmd.AddCommand(genDocCmd("markdown", "Write a markdown page per command (tablemate.md, tablemate_history.md, ...) into DIR", cmddoc.Markdown))
	return cmd
}

func genDocCmd(name, short string, gen cmddoc.Page) *cobra.Command {
	var force bool
	cmd := &cobra.Command{
		Use:   name + " DIR",
		Short: short,
		Long: short + ".\nDIR is created if needed; a page already there is replaced only with --force,\nand a link in its place is replaced, never followed.\n" +
			"The pages are generated from the commands' own help, so they never go stale.",
		Example: "  tablemate gen " + name + " ./" + name,
		Args:    cmddoc.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("gen %s: %w", name, err)
			}
			// The whole tree: the one that runs holds only gen (needed).
			err := cmddoc.WritePages(newRootCmd(), dir, gen, force)
			var exists *cmddoc.ExistsError
			switch {
			case errors.As(err, &exists):
				return errorf("%s already exists: nothing was written; replace the pages with --force, or give an empty folder", exists.Path)
			case err != nil:
				return errorf("cannot write the %s pages into %s: %s", name, dir, inputfile.Refusal{Err: inputfile.Unwrapped(err)})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote the %s pages into %s\n", name, dir)
			return nil
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "replace pages already in DIR")
	return cmd
}
