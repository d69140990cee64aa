package cmddoc

// The command-line help in the reader's language. The commands are built
// with their English texts (the man and markdown pages keep them); the
// help translates the texts of the command it shows, when it shows them.

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"tablemate/i18n"
)

// Translate puts c's texts in loc's language: they are catalogue keys
// (cmd/tablemate's TestEveryHelpTextIsAKey).
func Translate(c *cobra.Command, loc *i18n.Localizer) {
	c.Short, c.Long = loc.Text(c.Short), loc.Text(c.Long)
	for _, sub := range c.Commands() {
		sub.Short = loc.Text(sub.Short)
	}
	translate := func(f *pflag.Flag) {
		if f.Name == "help" {
			// cobra's own: "help for " and the command's name.
			f.Usage = loc.Sprintf("help for %s", c.Name())
			return
		}
		f.Usage = loc.Text(f.Usage)
	}
	c.LocalFlags().VisitAll(translate)
	c.InheritedFlags().VisitAll(translate)
}

// Usage is cobra's usage (its defaultUsageFunc, without command
// groups, which tablemate does not use) with the headings in loc's
// language.
func Usage(w io.Writer, c *cobra.Command, loc *i18n.Localizer) error {
	var b strings.Builder
	b.WriteString(loc.T("Usage:"))
	if c.Runnable() {
		fmt.Fprintf(&b, "\n  %s", c.UseLine())
	}
	if c.HasAvailableSubCommands() {
		fmt.Fprintf(&b, "\n  %s [command]", c.CommandPath())
	}
	if len(c.Aliases) > 0 {
		fmt.Fprintf(&b, "\n\n%s\n  %s", loc.T("Aliases:"), c.NameAndAliases())
	}
	if c.HasExample() {
		fmt.Fprintf(&b, "\n\n%s\n%s", loc.T("Examples:"), c.Example)
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n" + loc.T("Available Commands:"))
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				fmt.Fprintf(&b, "\n  %-*s %s", sub.NamePadding(), sub.Name(), sub.Short)
			}
		}
	}
	if c.HasAvailableLocalFlags() {
		fmt.Fprintf(&b, "\n\n%s\n%s", loc.T("Flags:"), strings.TrimRight(c.LocalFlags().FlagUsages(), " \t\n"))
	}
	if c.HasAvailableInheritedFlags() {
		fmt.Fprintf(&b, "\n\n%s\n%s", loc.T("Global Flags:"), strings.TrimRight(c.InheritedFlags().FlagUsages(), " \t\n"))
	}
	if c.HasHelpSubCommands() {
		b.WriteString("\n\n" + loc.T("Additional help topics:"))
		for _, sub := range c.Commands() {
			if sub.IsAdditionalHelpTopicCommand() {
				fmt.Fprintf(&b, "\n  %-*s %s", sub.CommandPathPadding(), sub.CommandPath(), sub.Short)
			}
		}
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n" + loc.Sprintf("Use \"%s [command] --help\" for more information about a command.", c.CommandPath()))
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}
