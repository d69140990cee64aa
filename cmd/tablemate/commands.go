package main

import "github.com/spf13/cobra"

// subcommand is a command the root holds: its name (the first word of its
// Use) and how to build it.
type subcommand struct {
	name  string
	build func() *cobra.Command
}

// subcommands are tablemate's commands (help lists them by name). A table
// rather than registrations from each file's init(): it costs nothing at
// start, and a command line's first word picks its command from it. A
// function, not a variable: gen builds the whole tree from it.
func subcommands() []subcommand {
	return []subcommand{
		{"automa", newAutomaCmd},
		{"config", newConfigCmd},
		{"environment", newEnvironmentCmd}, // a help topic
		{"export", newExportCmd},
		{"gen", newGenCmd},
		{"history", newHistoryCmd},
		{"play", newPlayCmd},
		{"rules", newRulesCmd},
		{"score", newScoreCmd},
		{"script", newScriptCmd},
		{"serve", newServeCmd},
		{"version", newVersionCmd},
	}
}

// needed is the subcommands a command line needs built: the one its first
// word names, the others being unreachable from it (building every
// command's flags was a twentieth of what `tablemate version` cost); all
// of them when the first word names none (no command, a flag first, help,
// shell completion, a mistyped name that wants suggestions).
func needed(args []string) []subcommand {
	all := subcommands()
	for _, c := range all {
		if len(args) > 0 && args[0] == c.name {
			return []subcommand{c}
		}
	}
	return all
}
