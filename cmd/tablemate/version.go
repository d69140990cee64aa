package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, func() *cobra.Command {
		return &cobra.Command{
			Use:   "version",
			Short: "Print the tablemate version",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				fmt.Fprintln(cmd.OutOrStdout(), "tablemate", version)
				return nil
			},
		}
	})
}
