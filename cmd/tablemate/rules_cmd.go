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
// columns (cells: a Japanese character takes two). A run without spaces
// longer than a line (Japanese) goes on after the space and is cut where the
// cells run out, never before a closing mark.
func writeRule(b *strings.Builder, r rules.Rule) {
	const width = 78
	fmt.Fprintf(b, "%s  %s\n", r.ID, r.Title)
	line := 0
	for i, w := range strings.Fields(r.Text) {
		ww := i18n.Width(w)
		switch {
		case i == 0:
		case line+1+ww <= width || ww > width && line+3 < width:
			b.WriteString(" ")
			line++
		default:
			b.WriteString("\n")
			line = 0
		}
		for line+i18n.Width(w) > width {
			head, rest := cutCells(w, width-line)
			b.WriteString(head + "\n")
			line, w = 0, rest
		}
		b.WriteString(w)
		line += i18n.Width(w)
	}
	b.WriteString("\n")
}

// cutCells splits s after the runes that fit in room cells; a closing mark
// (、。）」) does not start the rest, nor an opening one (（「) end the head:
// the rune before the cut goes down.
func cutCells(s string, room int) (head, rest string) {
	runes := []rune(s)
	n, used := 0, 0
	for n < len(runes) && used+i18n.Width(string(runes[n])) <= room {
		used += i18n.Width(string(runes[n]))
		n++
	}
	if n > 1 && n < len(runes) && (strings.ContainsRune("、。，．）」』：；！？", runes[n]) || strings.ContainsRune("（「『", runes[n-1])) {
		n--
	}
	return string(runes[:n]), string(runes[n:])
}
