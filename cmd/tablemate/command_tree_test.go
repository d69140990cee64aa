package main

import (
	"slices"
	"strings"
	"testing"
)

// A command line names its subcommand first; the root then builds only
// that one. Each registered name must be what its command answers to, or
// that command line would build the wrong one.
func TestEachRegisteredNameBuildsItsCommandAlone(t *testing.T) {
	t.Parallel()
	all := newRootCmd()
	for _, c := range subcommands() {
		built := c.build()
		if built.Name() != c.name {
			t.Errorf("registered as %q, the command is named %q", c.name, built.Name())
		}
		root := newRootCmdFor([]string{c.name, "--help"})
		var names []string
		for _, sub := range root.Commands() {
			names = append(names, sub.Name())
		}
		// cobra's own help comes with every tree.
		if want := []string{c.name, "help"}; !slices.Equal(names, sorted(want)) {
			t.Errorf("%s: the tree holds %v, want %v", c.name, names, sorted(want))
		}
		if sub, _, err := all.Find([]string{c.name}); err != nil || sub.Name() != c.name {
			t.Errorf("%s: not in the whole tree (%v)", c.name, err)
		}
	}
}

// Whatever the first word cannot name gets the whole tree: help lists every
// command, and a mistyped one gets its suggestion.
func TestAnUnnamedFirstWordBuildsTheWholeTree(t *testing.T) {
	t.Parallel()
	want := len(newRootCmd().Commands())
	for _, args := range [][]string{nil, {"--db", "x.db", "history"}, {"help", "history"}, {"histroy"}, {"__complete", "hi"}} {
		if got := len(newRootCmdFor(args).Commands()); got != want {
			t.Errorf("%q: %d commands, want %d", args, got, want)
		}
	}
	if _, stderr, code := runEdge(t, "", "histroy"); code != exitUsage || !strings.Contains(stderr, "Did you mean this?\n\thistory") {
		t.Errorf("histroy: exit %d, %q", code, stderr)
	}
}

func sorted(s []string) []string { s = slices.Clone(s); slices.Sort(s); return s }
