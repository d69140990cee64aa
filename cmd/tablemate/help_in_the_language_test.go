package main

import (
	"slices"
	"strings"
	"tablemate/internal/cmddoc"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"tablemate/i18n"
	"tablemate/internal/keyscan"
)

// helpTexts are every text the help shows of the whole command tree, in
// English: the commands' summaries and descriptions (cobra's help and
// completion commands included, in the words cmddoc.CobraTexts gives them) and
// the flags' descriptions.
func helpTexts() []string {
	root := newRootCmd()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	en := i18n.New(i18n.English)
	var out []string
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.InitDefaultHelpFlag()
		out = append(out, cmddoc.Summary(c, en), cmddoc.Description(c, en))
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			switch f.Name {
			case "help": // "help for %s", worded by the help itself
			case "no-descriptions": // cobra's, worded by cmddoc.Translate
			default:
				out = append(out, f.Usage)
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return slices.DeleteFunc(out, func(s string) bool { return s == "" })
}

// TestEveryHelpTextIsAKey: the help can be shown in every language only if
// each of its texts is a message key found in the sources (each catalogue
// translates every key: i18n's TestCataloguesComplete).
func TestEveryHelpTextIsAKey(t *testing.T) {
	t.Parallel()
	keys, err := keyscan.Keys("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range helpTexts() {
		if !keys[text] {
			t.Errorf("help text %q is not a key found in the sources: give it to the command as a literal", text)
		}
	}
}

// TestCobraTextsAreCobras: the texts cmddoc.CobraTexts gives cobra's own commands
// are still cobra's, and so is its --no-descriptions flag's usage; export's
// --format usage names every format.
func TestCobraTextsAreCobras(t *testing.T) {
	t.Parallel()
	root := newRootCmd()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	seen := 0
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if short, long, ok := cmddoc.CobraTexts(c); ok {
			seen++
			if short != c.Short || long != c.Long {
				t.Errorf("%s: cobra words it\n%q\n%q\nnot\n%q\n%q", c.CommandPath(), c.Short, c.Long, short, long)
			}
		}
		if f := c.LocalFlags().Lookup("no-descriptions"); f != nil && f.Usage != "disable completion descriptions" {
			t.Errorf("%s: cobra's --no-descriptions says %q", c.CommandPath(), f.Usage)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if seen != 6 {
		t.Errorf("cmddoc.CobraTexts worded %d of cobra's 6 commands (help, completion and its 4 shells)", seen)
	}
	export, _, err := root.Find([]string{"export"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := export.Flags().Lookup("format").Usage, strings.Join(exportFormats, ", "); got != want {
		t.Errorf("export --format says %q, want %q", got, want)
	}
}

// TestHelpInTheLanguage: --help speaks the language of --lang: the
// command's description, its subcommands' summaries, its flags and the
// headings; the commands and flags themselves stay as they are typed.
func TestHelpInTheLanguage(t *testing.T) {
	configEnv(t)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--lang", "fr", "--help"}, []string{"Utilisation :", "history ", "--lang texte", "tablemate [commande]"}},
		{[]string{"history", "--lang", "es", "--help"}, []string{"--format texto", "--db texto", "(por defecto: \"table\")"}},
		{[]string{"help", "score", "--lang", "ja"}, []string{"tablemate score FILE|- [オプション]", "（既定：\"table\"）"}},
		{[]string{"--lang", "fr", "help", "history"}, []string{"tablemate history [options]", "--format texte", "(par défaut : \"table\")"}},
		{[]string{"automa", "simulate", "--lang", "cs", "--help"}, []string{"--games číslo", "(výchozí: 100)", "--modules texty"}},
	} {
		out, err := runTablemate(t, tc.args...)
		if err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%q: no %q in\n%s", tc.args, w, out)
			}
		}
		for _, english := range []string{"Usage:", "Flags:", "Available Commands:", "output format", "List saved games", "[flags]", "[command]", "(default", " string ", " int "} {
			if strings.Contains(out, english) {
				t.Errorf("%q: English %q in\n%s", tc.args, english, out)
			}
		}
	}
}
