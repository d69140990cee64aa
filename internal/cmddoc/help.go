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
	c.Short, c.Long = Summary(c, loc), Description(c, loc)
	for _, sub := range c.Commands() {
		sub.Short = Summary(sub, loc)
	}
	translate := func(f *pflag.Flag) {
		switch f.Name {
		case "help":
			// cobra's own: "help for " and the command's name.
			f.Usage = loc.Sprintf("help for %s", c.Name())
		case "no-descriptions":
			// cobra's own, on the completion commands.
			f.Usage = loc.Text("disable completion descriptions")
		default:
			f.Usage = loc.Text(f.Usage)
		}
	}
	c.LocalFlags().VisitAll(translate)
	c.InheritedFlags().VisitAll(translate)
}

// Summary is c's summary in loc's language.
func Summary(c *cobra.Command, loc *i18n.Localizer) string {
	if short, _, ok := CobraTexts(c); ok {
		return loc.Text(short)
	}
	return loc.Text(c.Short)
}

// Description is c's description in loc's language.
func Description(c *cobra.Command, loc *i18n.Localizer) string {
	if _, long, ok := CobraTexts(c); ok {
		return loc.Text(long)
	}
	return loc.Text(c.Long)
}

// CobraTexts are the summary and description cobra gives a command it
// adds to the tree (help, completion and its shells), written out as
// cobra words them for tablemate, so that the help translates them as
// its own (TestCobraTextsAreCobras checks they are still cobra's).
func CobraTexts(c *cobra.Command) (short, long string, ok bool) {
	switch strings.TrimPrefix(c.CommandPath(), c.Root().Name()+" ") {
	case "help":
		return "Help about any command",
			"Help provides help for any command in the application.\nSimply type tablemate help [path to command] for full details.", true
	case "completion":
		return "Generate the autocompletion script for the specified shell",
			"Generate the autocompletion script for tablemate for the specified shell.\nSee each sub-command's help for details on how to use the generated script.\n", true
	case "completion bash":
		return "Generate the autocompletion script for bash",
			"Generate the autocompletion script for the bash shell.\n\nThis script depends on the 'bash-completion' package.\nIf it is not installed already, you can install it via your OS's package manager.\n\nTo load completions in your current shell session:\n\n\tsource <(tablemate completion bash)\n\nTo load completions for every new session, execute once:\n\n#### Linux:\n\n\ttablemate completion bash > /etc/bash_completion.d/tablemate\n\n#### macOS:\n\n\ttablemate completion bash > $(brew --prefix)/etc/bash_completion.d/tablemate\n\nYou will need to start a new shell for this setup to take effect.\n", true
	case "completion fish":
		return "Generate the autocompletion script for fish",
			"Generate the autocompletion script for the fish shell.\n\nTo load completions in your current shell session:\n\n\ttablemate completion fish | source\n\nTo load completions for every new session, execute once:\n\n\ttablemate completion fish > ~/.config/fish/completions/tablemate.fish\n\nYou will need to start a new shell for this setup to take effect.\n", true
	case "completion powershell":
		return "Generate the autocompletion script for powershell",
			"Generate the autocompletion script for powershell.\n\nTo load completions in your current shell session:\n\n\ttablemate completion powershell | Out-String | Invoke-Expression\n\nTo load completions for every new session, add the output of the above command\nto your powershell profile.\n", true
	case "completion zsh":
		return "Generate the autocompletion script for zsh",
			"Generate the autocompletion script for the zsh shell.\n\nIf shell completion is not already enabled in your environment you will need\nto enable it.  You can execute the following once:\n\n\techo \"autoload -U compinit; compinit\" >> ~/.zshrc\n\nTo load completions in your current shell session:\n\n\tsource <(tablemate completion zsh)\n\nTo load completions for every new session, execute once:\n\n#### Linux:\n\n\ttablemate completion zsh > \"${fpath[1]}/_tablemate\"\n\n#### macOS:\n\n\ttablemate completion zsh > $(brew --prefix)/share/zsh/site-functions/_tablemate\n\nYou will need to start a new shell for this setup to take effect.\n", true
	}
	return "", "", false
}

// Usage is cobra's usage (its defaultUsageFunc, without command
// groups, which tablemate does not use) with the headings in loc's
// language.
func Usage(w io.Writer, c *cobra.Command, loc *i18n.Localizer) error {
	var b strings.Builder
	b.WriteString(loc.T("Usage:"))
	if c.Runnable() {
		fmt.Fprintf(&b, "\n  %s", UseLine(c, loc))
	}
	if c.HasAvailableSubCommands() {
		fmt.Fprintf(&b, "\n  %s %s", c.CommandPath(), loc.T("[command]"))
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
		fmt.Fprintf(&b, "\n\n%s\n%s", loc.T("Flags:"), strings.TrimRight(FlagUsages(c.LocalFlags(), loc), " \t\n"))
	}
	if c.HasAvailableInheritedFlags() {
		fmt.Fprintf(&b, "\n\n%s\n%s", loc.T("Global Flags:"), strings.TrimRight(FlagUsages(c.InheritedFlags(), loc), " \t\n"))
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

// FlagUsages is pflag's FlagUsages (one line per flag, the descriptions
// aligned, a default that is not the zero value in brackets) with its own
// words in loc's language: the value's type ("string", "int") and
// "(default …)". In English it is pflag's text, byte for byte.
func FlagUsages(fs *pflag.FlagSet, loc *i18n.Localizer) string {
	var lines []string
	maxlen := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		line := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			line = "  -" + f.Shorthand + ", --" + f.Name
		}
		varname, usage := pflag.UnquoteUsage(f)
		if varname != "" {
			line += " " + typeName(loc, varname)
		}
		if f.NoOptDefVal != "" {
			switch f.Value.Type() {
			case "string":
				line += fmt.Sprintf("[=\"%s\"]", f.NoOptDefVal)
			case "bool":
				if f.NoOptDefVal != "true" {
					line += fmt.Sprintf("[=%s]", f.NoOptDefVal)
				}
			case "count":
				if f.NoOptDefVal != "+1" {
					line += fmt.Sprintf("[=%s]", f.NoOptDefVal)
				}
			default:
				line += fmt.Sprintf("[=%s]", f.NoOptDefVal)
			}
		}
		// The description starts one column after the longest head, as
		// pflag aligns it.
		if w := i18n.Width(line) + 1; w > maxlen {
			maxlen = w
		}
		line += "\x00"
		line += usage
		if !zeroDefault(f) {
			def := f.DefValue
			if f.Value.Type() == "string" {
				def = fmt.Sprintf("%q", def)
			}
			line += loc.Sprintf(" (default %s)", def)
		}
		if f.Deprecated != "" {
			line += fmt.Sprintf(" (DEPRECATED: %s)", f.Deprecated)
		}
		lines = append(lines, line)
	})
	var b strings.Builder
	for _, line := range lines {
		head, usage, _ := strings.Cut(line, "\x00")
		fmt.Fprintln(&b, head, strings.Repeat(" ", maxlen-i18n.Width(head)), usage)
	}
	return b.String()
}

// typeName is a flag value's type as the help names it, in loc's
// language; a name the flag's usage gives itself (`FILE`) stays.
func typeName(loc *i18n.Localizer, name string) string {
	switch name {
	case "string":
		return loc.T("string")
	case "strings":
		return loc.T("strings")
	case "int":
		return loc.T("int")
	case "duration":
		return loc.T("duration")
	}
	return name
}

// zeroDefault reports whether f's default is its type's zero value, which
// the help does not show (pflag's own test, which it keeps unexported).
func zeroDefault(f *pflag.Flag) bool {
	switch f.Value.Type() {
	case "bool":
		return f.DefValue == "false"
	case "duration":
		return f.DefValue == "0" || f.DefValue == "0s"
	case "int", "int8", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "count", "float32", "float64":
		return f.DefValue == "0"
	case "string":
		return f.DefValue == ""
	case "ip", "ipMask", "ipNet":
		return f.DefValue == "<nil>"
	case "intSlice", "stringSlice", "stringArray":
		return f.DefValue == "[]"
	}
	switch f.DefValue {
	case "false", "<nil>", "", "0":
		return true
	}
	return false
}
