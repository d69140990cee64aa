package main

// Flag values and game ids for shell completion, and the check that a flag
// with a closed set of values got one of them. One table serves both, so
// what the shell offers is what the command accepts.

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"tablemate/config"
	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/rules"
	"tablemate/store"
)

// flagChoice is what a flag accepts.
type flagChoice struct {
	values []string
	// closed: a value outside values is a usage error (exit 2). Open
	// choices are only offered to the shell (--civ with a deck file of
	// one's own may name a civilization tablemate does not ship).
	closed bool
	// list: the value is comma-separated (--modules a,b).
	list bool
	// emptyOK: "" is accepted too (--lang "" means: from the locale).
	emptyOK bool
}

// formatFlags are the --format values of each command, by command path
// without "tablemate ". A test runs every command with each value.
func formatFlags() map[string][]string {
	return map[string][]string{
		"history":         {"table", "json"},
		"export":          exportFormats,
		"script":          {"text", "json"},
		"score":           scoreFormats,
		"automa simulate": {"text", "json"},
	}
}

func strs[T ~string](values []T) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return out
}

// choiceFor returns what the flag name of cmd accepts, and false for a
// flag whose values are free (a name, a path, a number of games).
func choiceFor(cmd *cobra.Command, name string) (flagChoice, bool) {
	ownDeck := cmd.Flags().Changed("deck")
	switch name {
	case "format":
		v, ok := formatFlags()[strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")]
		return flagChoice{values: v, closed: true}, ok
	case "lang":
		return flagChoice{values: strs(config.Languages), closed: true, emptyOK: true}, true
	case "civ":
		return flagChoice{values: strs(config.Civilizations), closed: !ownDeck}, true
	case "modules":
		return flagChoice{values: strs(config.AutomaModules), closed: !ownDeck, list: true}, true
	case "difficulty":
		return flagChoice{values: []string{"0", "1", "2", "3", "4"}, closed: true}, true
	case "cards-per-turn":
		return flagChoice{values: []string{"1", "2"}, closed: true}, true
	}
	return flagChoice{}, false
}

// checkFlagValues refuses, as a usage error, a flag given a value outside
// its closed set.
func checkFlagValues(cmd *cobra.Command) error {
	var bad error
	cmd.Flags().Visit(func(f *pflag.Flag) {
		c, ok := choiceFor(cmd, f.Name)
		if !ok || !c.closed || bad != nil {
			return
		}
		given := []string{f.Value.String()}
		if c.list {
			given = nil
			if sv, ok := f.Value.(pflag.SliceValue); ok {
				given = sv.GetSlice()
			}
		}
		for _, v := range given {
			// Names are read ignoring case ("Egypt"), as the engine does.
			known := slices.ContainsFunc(c.values, func(w string) bool { return strings.EqualFold(w, v) })
			if !known && (v != "" || !c.emptyOK) {
				// A text value is quoted, in the reader's marks.
				var shown any = v
				if t := f.Value.Type(); t == "string" || t == "stringSlice" {
					shown = kernel.Quotes{v}
				}
				bad = errorf("--%s %s: use %s", f.Name, shown, kernel.Choices(c.values))
				return
			}
		}
	})
	if bad != nil {
		return usageError(cmd, bad)
	}
	return nil
}

// registerCompletions gives every flag with known values its completion,
// config files their extensions, and game ids to the commands taking one.
func registerCompletions(cmd *cobra.Command) {
	// Flags, not LocalNonPersistentFlags: the tree is not run yet, so the
	// persistent flags are not merged in, and merging them for every
	// command was a tenth of what 'tablemate version' cost over its floor.
	cmd.Flags().VisitAll(func(f *pflag.Flag) { registerFlag(cmd, f) })
	if cmd == cmd.Root() {
		cmd.PersistentFlags().VisitAll(func(f *pflag.Flag) { registerFlag(cmd, f) })
	}
	switch strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ") {
	case "export":
		cmd.ValidArgsFunction = completeGameIDs
	case "rules":
		cmd.ValidArgsFunction = completeRuleIDs
	case "play":
		// Only a game in progress can be resumed.
		_ = cmd.RegisterFlagCompletionFunc("game", func(c *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
			return gameCompletions(c, func(r *store.Record) bool { return !r.Finished && !r.Abandoned }), cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
		})
	case "serve":
		_ = cmd.RegisterFlagCompletionFunc("game", func(c *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
			return gameCompletions(c, nil), cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
		})
	}
	for _, sub := range cmd.Commands() {
		registerCompletions(sub)
	}
}

func registerFlag(cmd *cobra.Command, f *pflag.Flag) {
	if f.Name == "config" {
		_ = cmd.RegisterFlagCompletionFunc(f.Name, cobra.FixedCompletions([]string{"yaml", "yml", "json"}, cobra.ShellCompDirectiveFilterFileExt))
		return
	}
	if _, ok := choiceFor(cmd, f.Name); !ok {
		return
	}
	_ = cmd.RegisterFlagCompletionFunc(f.Name, func(c *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		choice, _ := choiceFor(c, f.Name)
		if !choice.list {
			return choice.values, cobra.ShellCompDirectiveNoFileComp
		}
		// --modules celebrities,<TAB>: offer the rest after what is typed.
		done, prefix := "", toComplete
		if i := strings.LastIndexByte(toComplete, ','); i >= 0 {
			done, prefix = toComplete[:i+1], toComplete[i+1:]
		}
		var out []string
		for _, v := range choice.values {
			if strings.HasPrefix(v, prefix) && !slices.Contains(strings.Split(done, ","), v) {
				out = append(out, done+v)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	})
}

// completeGameIDs offers the saved games' ids, newest first, described by
// date, players and status, and "last". A database that does not exist
// yet is not created: completion never writes.
func completeGameIDs(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	out := append([]string{"last\t" + userLocalizer(cmd).T("the most recently started game")}, gameCompletions(cmd, nil)...)
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
}

// gameCompletions are the ids of the saved games that keep holds (all of
// them when keep is nil), newest first, each described by date, game,
// players and status in the user's language.
func gameCompletions(cmd *cobra.Command, keep func(*store.Record) bool) []string {
	records, err := listIfExists(cmd)
	if err != nil {
		cobra.CompDebugln("game ids: "+err.Error(), true)
		return nil
	}
	loc, kinds := userLocalizer(cmd), gameKinds()
	var out []string
	for i := range records {
		r := &records[i]
		if keep != nil && !keep(r) {
			continue
		}
		var seats []string
		title := r.Game
		if k := kinds.Named(r.Game); k != nil {
			title = loc.T(k.Title)
			if k.Describe != nil {
				seats = k.Describe(r.Setup).Seats
			}
		}
		desc := loc.Sprintf("%s %s: %s (%s)", r.Started.Format("2006-01-02"), title, strings.Join(seats, loc.T(", ")), phrase(r.Status()))
		out = append(out, strconv.FormatInt(int64(r.ID), 10)+"\t"+desc)
	}
	return out
}

// completeRuleIDs offers the rule IDs `tablemate rules` prints, each
// described by its title in the user's language. The shells match what is
// typed against the IDs as written (M-END-2).
func completeRuleIDs(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	lang := i18n.English
	if s, err := loadSettings(cmd); err == nil {
		lang = s.Language.String()
	}
	var out []string
	for _, id := range rules.IDs() {
		r, _ := rules.Lookup(id, lang)
		out = append(out, id+"\t"+r.Title)
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
}

// listIfExists lists the games of the settings' database, read-only: none
// when the file does not exist, which completing never creates.
func listIfExists(cmd *cobra.Command) ([]store.Record, error) {
	s, err := openForReading(cmd)
	if errors.Is(err, store.ErrNoDatabase) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer s.Close()
	return s.List()
}
