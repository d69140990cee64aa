package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/rules"
)

func newRulesCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "rules [ID|WORD...]",
		Short: "Print the rules tablemate cites (M-*, C-*, W-*): all, one by ID, or those holding some words",
		Long: `Prints the text of the rules tablemate follows and cites in its refusals,
written in our own words from the rulebooks: M-* for Monumental, C-* for its
continuous mode, W-* for World Monuments.

  tablemate rules            every rule's ID and title
  tablemate rules M-END-2    the rule's text
  tablemate rules black token  every rule whose ID, title or text holds all the words

The rules are shown in the language of --lang (or the config, or LANG) where
they are translated, else in English, saying so. An unknown ID exits with 1
and names the IDs it is closest to.`,
		Example: `  tablemate rules W-BUILD-2
  tablemate rules --lang es W-QUARRY-3
  tablemate rules discard`,
		RunE: func(cmd *cobra.Command, args []string) error {
			settings, err := loadSettings(cmd)
			if err != nil {
				return err
			}
			lang, loc := settings.Language.String(), userLocalizer(cmd)
			out := cmd.OutOrStdout()
			var b strings.Builder
			query := strings.TrimSpace(strings.Join(args, " "))
			switch {
			case query == "":
				for _, id := range rules.IDs() {
					r, _ := rules.Lookup(id, lang)
					fmt.Fprintf(&b, "%-11s %s\n", r.ID, r.Title)
				}
				b.WriteString("\n" + loc.T("`tablemate rules ID` prints a rule's text; `tablemate rules WORD` searches them.") + "\n")
			case len(args) == 1 && rules.LooksLikeID(query):
				r, ok := rules.Lookup(query, lang)
				if !ok {
					id := strings.ToUpper(query)
					if near := rules.Suggest(query); len(near) > 0 {
						return errorf("no rule %s: did you mean %s? (`tablemate rules` lists them all)", id, kernel.Choices(near))
					}
					return errorf("no rule %s (`tablemate rules` lists them all)", id)
				}
				writeRule(&b, r)
			default:
				found := rules.Search(query, lang)
				if len(found) == 0 {
					if near := rules.Suggest(query); len(near) > 0 && len(args) == 1 {
						return errorf("no rule holds %q: did you mean %s? (`tablemate rules` lists them all)", query, kernel.Choices(near))
					}
					return errorf("no rule holds %q (`tablemate rules` lists them all)", query)
				}
				for i, r := range found {
					if i > 0 {
						b.WriteString("\n")
					}
					writeRule(&b, r)
				}
			}
			if lang != rules.English && untranslated(query, lang) {
				b.WriteString("\n" + loc.T("(The rules shown in English are not translated into this language yet.)") + "\n")
			}
			_, err = fmt.Fprint(out, b.String())
			return err
		},
	}
}

// untranslated reports whether what the query shows includes a rule not
// translated into lang.
func untranslated(query, lang string) bool {
	var shown []rules.Rule
	switch {
	case query == "":
		for _, id := range rules.IDs() {
			r, _ := rules.Lookup(id, lang)
			shown = append(shown, r)
		}
	case rules.LooksLikeID(query):
		r, _ := rules.Lookup(query, lang)
		shown = append(shown, r)
	default:
		shown = rules.Search(query, lang)
	}
	for _, r := range shown {
		if r.Lang != lang {
			return true
		}
	}
	return false
}

// writeRule prints one rule: its ID and title, then its text wrapped at 78
// cells (i18n.Wrap: a Japanese character takes two).
func writeRule(b *strings.Builder, r rules.Rule) {
	fmt.Fprintf(b, "%s  %s\n%s\n", r.ID, r.Title, strings.Join(i18n.Wrap(r.Text, 78), "\n"))
}
