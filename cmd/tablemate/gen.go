package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

func init() {
	subcommands = append(subcommands, func() *cobra.Command {
		cmd := &cobra.Command{
			Use:   "gen",
			Short: "Generate man pages or markdown documentation of every command",
			Args:  cobra.NoArgs,
		}
		cmd.AddCommand(genDocCmd("man", "Write a man page per command (tablemate.1, tablemate-history.1, ...) into DIR",
			func(root *cobra.Command, dir string) error {
				return doc.GenManTree(root, &doc.GenManHeader{Title: "TABLEMATE", Section: "1", Source: "tablemate"}, dir)
			}))
		cmd.AddCommand(genDocCmd("markdown", "Write a markdown page per command (tablemate.md, tablemate_history.md, ...) into DIR",
			doc.GenMarkdownTree))
		return cmd
	})
}

func genDocCmd(name, short string, gen func(root *cobra.Command, dir string) error) *cobra.Command {
	return &cobra.Command{
		Use:   name + " DIR",
		Short: short,
		Long: short + ".\nDIR is created if needed; existing pages of the same names are replaced.\n" +
			"The pages are generated from the commands' own help, so they never go stale.",
		Example: "  tablemate gen " + name + " ./" + name,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("gen %s: %w", name, err)
			}
			root := cmd.Root()
			// The pages carry no generation date, so generating twice gives
			// the same files.
			root.DisableAutoGenTag = true
			if err := gen(root, dir); err != nil {
				return fmt.Errorf("gen %s: %s: %w", name, dir, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote the %s pages into %s\n", name, dir)
			return nil
		},
	}
}
