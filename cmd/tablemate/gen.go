package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"tablemate/internal/cmddoc"
)

func newGenCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "gen",
		Short: "Generate man pages or markdown documentation of every command",
		Args:  noArgs,
	}
	cmd.AddCommand(genDocCmd("man", "Write a man page per command (tablemate.1, tablemate-history.1, ...) into DIR", cmddoc.Man))
	cmd.AddCommand(genDocCmd("markdown", "Write a markdown page per command (tablemate.md, tablemate_history.md, ...) into DIR", cmddoc.Markdown))
	return cmd
}

func genDocCmd(name, short string, gen cmddoc.Page) *cobra.Command {
	return &cobra.Command{
		Use:   name + " DIR",
		Short: short,
		Long: short + ".\nDIR is created if needed; existing pages of the same names are replaced.\n" +
			"The pages are generated from the commands' own help, so they never go stale.",
		Example: "  tablemate gen " + name + " ./" + name,
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("gen %s: %w", name, err)
			}
			// The whole tree: the one that runs holds only gen (needed).
			if err := cmddoc.WritePages(newRootCmd(), dir, gen); err != nil {
				return fmt.Errorf("gen %s: %s: %w", name, dir, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote the %s pages into %s\n", name, dir)
			return nil
		},
	}
}
