package main

// What `tablemate help` adds to cobra's: a help topic that names no
// command is a usage error with a suggestion, the environment variables as
// a topic of their own, and the sections every man page shares (exit
// status, environment, files), from the same lists.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/internal/cmddoc"
	"tablemate/internal/textdist"
	"tablemate/kernel"
)

// newEnvironmentCmd is the help topic `tablemate help environment`: every
// variable tablemate reads, in the reader's language.
func newEnvironmentCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "environment",
		Short: "The environment variables tablemate reads",
	}
	cmd.SetHelpFunc(func(c *cobra.Command, _ []string) {
		loc := userLocalizer(c)
		var b strings.Builder
		b.WriteString(loc.T("Environment variables tablemate reads (flags win over them, and they over the config file):") + "\n")
		for _, v := range config.Variables() {
			fmt.Fprintf(&b, "\n  %s\n      %s\n", v.Name, loc.Message(v.About))
		}
		fmt.Fprint(c.OutOrStdout(), b.String())
	})
	return cmd
}

// strictHelp makes `tablemate help TOPIC` refuse a topic that names no
// command (exit 2, with the nearest ones), where cobra's help showed the
// root's help and succeeded.
func strictHelp(root *cobra.Command) {
	for _, c := range root.Commands() {
		if c.Name() != "help" {
			continue
		}
		show := c.Run
		c.Run = nil
		c.RunE = func(c *cobra.Command, args []string) error {
			target, rest, err := c.Root().Find(args)
			if err == nil && (len(rest) == 0 || !target.HasSubCommands()) {
				show(c, args)
				return nil
			}
			topic := strings.Join(args, " ")
			if len(rest) > 0 {
				topic = rest[0]
			}
			if near := helpTopicsNear(target, topic); len(near) > 0 {
				return usageError(target, errorf("unknown help topic %q for %q\n\nDid you mean this?\n\t%s", topic, target.CommandPath(), strings.Join(near, "\n\t")))
			}
			return usageError(target, errorf("unknown help topic %q for %q: no command or topic is named so", topic, target.CommandPath()))
		}
	}
}

// helpTopicsNear are the commands and help topics of cmd whose names are
// close to topic (cobra's suggestions leave the topics out).
func helpTopicsNear(cmd *cobra.Command, topic string) []string {
	near := cmd.SuggestionsFor(topic)
	for _, sub := range cmd.Commands() {
		name := sub.Name()
		if sub.IsAdditionalHelpTopicCommand() && !slices.Contains(near, name) &&
			(strings.HasPrefix(name, strings.ToLower(topic)) || textdist.Levenshtein(strings.ToLower(topic), name) <= 2) {
			near = append(near, name)
		}
	}
	return near
}

// manSections are the sections every man page carries after its options:
// the exit codes, the environment and the files, in English as the pages
// are.
func manSections() cmddoc.ManSections {
	var s cmddoc.ManSections
	for _, e := range exitStatuses {
		s.ExitStatus = append(s.ExitStatus, cmddoc.Term{Name: e.code, Text: e.meaning})
	}
	for _, v := range config.Variables() {
		s.Environment = append(s.Environment, cmddoc.Term{Name: v.Name, Text: kernel.English(v.About)})
	}
	s.Files = []cmddoc.Term{
		{Name: "$XDG_CONFIG_HOME/tablemate/config.yaml", Text: "The config file (--config and TABLEMATE_CONFIG name another): ~/.config/tablemate/config.yaml when XDG_CONFIG_HOME is unset, ~/Library/Application Support/tablemate/config.yaml on macOS, %AppData%\\tablemate\\config.yaml on Windows. `tablemate config show` prints the one in use."},
		{Name: "$XDG_DATA_HOME/tablemate/tablemate.db", Text: "The game database, SQLite (--db and TABLEMATE_DB name another): ~/.local/share/tablemate/tablemate.db when XDG_DATA_HOME is unset, ~/Library/Application Support/tablemate/tablemate.db on macOS, %LocalAppData%\\tablemate\\tablemate.db on Windows."},
	}
	return s
}

// exitStatuses are the exit codes of every command (main.go), as the man
// pages say them.
var exitStatuses = []struct{ code, meaning string }{
	{"0", "Success."},
	{"1", "Failure: a file that cannot be read, an illegal action in a script, a refused setting in a config file, a game that does not exist."},
	{"2", "Usage: an unknown command, help topic or flag, a bad flag value, the wrong number of arguments."},
}
