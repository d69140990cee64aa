package main

import (
	"github.com/spf13/cobra"

	"tablemate/internal/cmddoc"
)

// localizedHelp wraps cobra's help: the command's texts, its subcommands'
// summaries and its flags' descriptions are put in the user's language,
// and the usage is written with translated headings (internal/cmddoc).
func localizedHelp(show func(*cobra.Command, []string)) func(*cobra.Command, []string) {
	return func(c *cobra.Command, args []string) {
		loc := userLocalizer(c)
		cmddoc.Translate(c, loc)
		c.SetUsageFunc(func(c *cobra.Command) error { return cmddoc.Usage(c.OutOrStderr(), c, loc) })
		show(c, args)
	}
}
