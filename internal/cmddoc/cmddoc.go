// Package cmddoc renders a command's cobra help: its usage in the reader's
// language (Translate, Usage), and its page, as a man page (man(7) markup)
// or in markdown, so the pages never go stale. The pages are
// written here rather than by cobra/doc: its man pages go through a
// markdown renderer whose package initialisation (entity tables and
// regular expressions) ran at every start of every command, about a
// seventh of what `tablemate version` cost, for a command run once per
// install.
package cmddoc

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Page gives a command's file name and contents.
type Page func(c *cobra.Command) (name, text string)

// ManSections are what every man page carries after its options, in the
// order man-pages(7) gives: EXIT STATUS, ENVIRONMENT and FILES, each a list
// of terms and what they mean (a section without terms is left out).
type ManSections struct {
	ExitStatus, Environment, Files []Term
}

// Term is one entry of a man page section: a code, a variable or a path,
// and its meaning.
type Term struct{ Name, Text string }

// Man is the man page of each command, titled for it (TABLEMATE-EXPORT),
// with the sections every page shares, dated as the build (ManDate).
func Man(shared ManSections) Page {
	return func(c *cobra.Command) (name, text string) {
		return manName(c) + ".1", ManPage(c, ManDate(), shared)
	}
}

// manName is c's page name: its command path joined by hyphens
// ("tablemate-export").
func manName(c *cobra.Command) string { return strings.ReplaceAll(c.CommandPath(), " ", "-") }

// Markdown is the markdown page of a command.
func Markdown(c *cobra.Command) (name, text string) { return markdownName(c), markdownPage(c) }

// WritePages writes the page of c and of every command below it that a
// user can run. A page already in dir is an *ExistsError, and nothing is
// written, unless force; then each page is written beside its name and
// renamed over it, so a link in its place is replaced, never followed (a
// page cannot overwrite the file a link points to).
func WritePages(c *cobra.Command, dir string, gen Page, force bool) error {
	pages := map[string]string{}
	collect(c, gen, pages)
	if !force {
		for name := range pages {
			if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
				return &ExistsError{Path: filepath.Join(dir, name)}
			}
		}
	}
	for name, text := range pages {
		if err := writeNew(dir, name, text); err != nil {
			return err
		}
	}
	return nil
}

func collect(c *cobra.Command, gen Page, pages map[string]string) {
	for _, sub := range documented(c) {
		collect(sub, gen, pages)
	}
	c.InitDefaultHelpFlag() // cobra adds it only to the command that runs
	name, text := gen(c)
	pages[name] = text
}

// ExistsError is a page that WritePages would have replaced.
type ExistsError struct{ Path string }

func (e *ExistsError) Error() string { return e.Path + " already exists" }

// writeNew writes a page into a new file beside name, then renames it to
// name: rename replaces a link itself, and a failed write leaves no part
// of a page.
func writeNew(dir, name, text string) error {
	f, err := os.CreateTemp(dir, "."+name+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.WriteString(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// documented is the commands below c that get a page: not the hidden ones
// nor `help`.
func documented(c *cobra.Command) []*cobra.Command {
	var subs []*cobra.Command
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() && !sub.IsAdditionalHelpTopicCommand() {
			subs = append(subs, sub)
		}
	}
	return subs
}

// ManDate is the date the man pages carry: the build's commit time
// (SOURCE_DATE_EPOCH overrides it, as for reproducible builds), none when
// neither is known, so generating twice gives the same files.
func ManDate() string {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC().Format("Jan 2006")
		}
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, s := range bi.Settings {
		if t, err := time.Parse(time.RFC3339, s.Value); s.Key == "vcs.time" && err == nil {
			return t.UTC().Format("Jan 2006")
		}
	}
	return ""
}

// ManPage is c's page in man(7) markup, titled for c, with the shared
// sections after its options and example.
func ManPage(c *cobra.Command, date string, shared ManSections) string {
	var b strings.Builder
	fmt.Fprintf(&b, ".TH \"%s\" \"1\" \"%s\" \"%s\" \"\"\n.nh\n.ad l\n", strings.ToUpper(manName(c)), date, c.Root().Name())
	fmt.Fprintf(&b, ".SH NAME\n%s \\- %s\n", manName(c), roff(c.Short))
	fmt.Fprintf(&b, ".SH SYNOPSIS\n\\fB%s\\fR\n", roff(c.UseLine()))
	desc := c.Long
	if desc == "" {
		desc = c.Short
	}
	fmt.Fprintf(&b, ".SH DESCRIPTION\n%s\n", roffText(desc))
	manFlags(&b, "OPTIONS", c.NonInheritedFlags())
	manFlags(&b, "OPTIONS INHERITED FROM PARENT COMMANDS", c.InheritedFlags())
	if c.Example != "" {
		fmt.Fprintf(&b, ".SH EXAMPLE\n.EX\n%s\n.EE\n", roffLines(c.Example))
	}
	manTerms(&b, "EXIT STATUS", shared.ExitStatus)
	manTerms(&b, "ENVIRONMENT", shared.Environment)
	manTerms(&b, "FILES", shared.Files)
	var see []*cobra.Command
	if c.HasParent() {
		see = append(see, c.Parent())
	}
	for _, sub := range documented(c) {
		see = append(see, sub)
	}
	if len(see) > 0 {
		refs := make([]string, len(see))
		for i, s := range see {
			refs[i] = "\\fB" + strings.ReplaceAll(s.CommandPath(), " ", "-") + "\\fR(1)"
		}
		fmt.Fprintf(&b, ".SH SEE ALSO\n%s\n", strings.Join(refs, ",\n"))
	}
	return b.String()
}

// manFlags writes a section of flags, one tagged paragraph each.
func manFlags(b *strings.Builder, title string, flags *pflag.FlagSet) {
	if !flags.HasAvailableFlags() {
		return
	}
	fmt.Fprintf(b, ".SH %s\n", title)
	flags.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		varname, usage := pflag.UnquoteUsage(f)
		b.WriteString(".TP\n")
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			fmt.Fprintf(b, "\\fB\\-%s\\fR, ", f.Shorthand)
		}
		fmt.Fprintf(b, "\\fB\\-\\-%s\\fR", roff(f.Name))
		if varname != "" {
			fmt.Fprintf(b, " \\fI%s\\fR", roff(varname))
		}
		b.WriteString("\n" + roffText(usage))
		if shownDefault(f) {
			fmt.Fprintf(b, " (default %s)", roff(strconv.Quote(f.DefValue)))
		}
		b.WriteString("\n")
	})
}

// manTerms writes a section of terms, one tagged paragraph each.
func manTerms(b *strings.Builder, title string, terms []Term) {
	if len(terms) == 0 {
		return
	}
	fmt.Fprintf(b, ".SH %s\n", title)
	for _, t := range terms {
		fmt.Fprintf(b, ".TP\n\\fB%s\\fR\n%s\n", roff(t.Name), roffText(t.Text))
	}
}

// shownDefault: a default worth printing, not a type's zero value.
func shownDefault(f *pflag.Flag) bool {
	switch f.DefValue {
	case "", "false", "0", "[]":
		return false
	}
	return true
}

// roff escapes text for a man page line: backslashes and hyphens (which
// roff would otherwise print as typographic dashes or break on).
func roff(s string) string {
	return strings.NewReplacer(`\`, `\e`, "-", `\-`).Replace(s)
}

// roffText is a paragraph of help text as roff: `code` spans set in bold,
// and lines that roff would read as requests (a leading dot or
// apostrophe) guarded.
func roffText(s string) string {
	text := strings.ReplaceAll(roffLines(s)+"\n", "\n\n", "\n.PP\n")
	text = strings.TrimSuffix(text, "\n")
	parts := strings.Split(text, "`")
	if len(parts)%2 == 0 { // an unpaired backtick: keep the text as written
		return text
	}
	for i := 1; i < len(parts); i += 2 {
		parts[i] = `\fB` + parts[i] + `\fR`
	}
	return strings.Join(parts, "")
}

// roffLines escapes each line and guards the ones that begin like a
// request.
func roffLines(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		l = roff(l)
		if strings.HasPrefix(l, ".") || strings.HasPrefix(l, "'") {
			l = `\&` + l
		}
		lines[i] = l
	}
	return strings.Join(lines, "\n")
}

// markdownName is c's markdown file name: its path with underscores.
func markdownName(c *cobra.Command) string {
	return strings.ReplaceAll(c.CommandPath(), " ", "_") + ".md"
}

// markdownPage is c's page in markdown, laid out as cobra's generator laid
// it out, so links to the pages keep working.
func markdownPage(c *cobra.Command) string {
	var b strings.Builder
	fmt.Fprintf(&b, "## %s\n\n%s\n\n", c.CommandPath(), c.Short)
	if c.Long != "" {
		fmt.Fprintf(&b, "### Synopsis\n\n%s\n\n", c.Long)
	}
	if c.Runnable() {
		fmt.Fprintf(&b, "```\n%s\n```\n\n", c.UseLine())
	}
	if c.Example != "" {
		fmt.Fprintf(&b, "### Examples\n\n```\n%s\n```\n\n", c.Example)
	}
	if flags := c.NonInheritedFlags(); flags.HasAvailableFlags() {
		fmt.Fprintf(&b, "### Options\n\n```\n%s```\n\n", flags.FlagUsages())
	}
	if flags := c.InheritedFlags(); flags.HasAvailableFlags() {
		fmt.Fprintf(&b, "### Options inherited from parent commands\n\n```\n%s```\n\n", flags.FlagUsages())
	}
	var see []string
	if c.HasParent() {
		p := c.Parent()
		see = append(see, fmt.Sprintf("* [%s](%s)\t - %s", p.CommandPath(), markdownName(p), p.Short))
	}
	for _, sub := range documented(c) {
		see = append(see, fmt.Sprintf("* [%s](%s)\t - %s", sub.CommandPath(), markdownName(sub), sub.Short))
	}
	if len(see) > 0 {
		fmt.Fprintf(&b, "### SEE ALSO\n\n%s\n\n", strings.Join(see, "\n"))
	}
	return b.String()
}
