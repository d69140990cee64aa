package i18n

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// Plural is a message whose words follow a count: its forms by the count's
// CLDR plural category ("one", "few", "other"...), Arg being the count's
// position among the message's arguments (1 for the first). Czech needs
// one (1), few (2-4) and other (0, 5 and more); Spanish and French one and
// other (French "one" is 0 and 1); Japanese has a single form, so its
// entries stay plain strings in its catalogue.
type Plural struct {
	Arg   int
	Forms map[string]string
}

// categories are the CLDR categories in the order Selectf tries them:
// "other" matches anything, so it comes last.
var categories = []struct {
	name string
	form plural.Form
}{
	{"zero", plural.Zero}, {"one", plural.One}, {"two", plural.Two},
	{"few", plural.Few}, {"many", plural.Many}, {"other", plural.Other},
}

// message is p as a catalogue message selecting on its count.
func (p Plural) message() catalog.Message {
	var cases []any
	for _, c := range categories {
		if f, ok := p.Forms[c.name]; ok {
			cases = append(cases, c.name, f)
		}
	}
	return plural.Selectf(p.Arg, "%d", cases...)
}

// pluralCatalogue is a language's plural messages, beside its plain
// catalogue: a key is in one or the other. English has plurals only where
// the key itself counts ("+%d Separation cards"); where the engine already
// picks between a singular and a plural key ("%d card", "%d cards"), the
// other languages still select among their own forms.
func pluralCatalogue(lang string) map[string]Plural {
	switch lang {
	case "en":
		return pluralEN()
	case "es":
		return pluralES()
	case "cs":
		return pluralCS()
	case "fr":
		return pluralFR()
	}
	return nil
}

// neededForms is the set of CLDR categories a language's whole numbers
// fall into (0 to 1000 covers every integer rule of these languages).
func neededForms(lang string) map[string]bool {
	tag := language.MustParse(lang)
	out := map[string]bool{}
	for n := 0; n <= 1000; n++ {
		f := plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)
		for _, c := range categories {
			if c.form == f {
				out[c.name] = true
			}
		}
	}
	return out
}

// pluralEN are the English keys that count ("+%d Separation cards"): the
// key is the plural form.
func pluralEN() map[string]Plural {
	return map[string]Plural{
		"+%d Separation cards":                                  {1, map[string]string{"one": "+%d Separation card", "other": "+%d Separation cards"}},
		"Gold: %d per Policy, %d Policies: +%d Gold (Gold %d).": {2, map[string]string{"one": "Gold: %d per Policy, %d Policy: +%d Gold (Gold %d).", "other": "Gold: %d per Policy, %d Policies: +%d Gold (Gold %d)."}},
		"Policy: the Automa has %d Policies, the cap.":          {1, map[string]string{"one": "Policy: the Automa has %d Policy, the cap.", "other": "Policy: the Automa has %d Policies, the cap."}},
		"Policy: %s has %d Policies, the cap.":                  {2, map[string]string{"one": "Policy: %s has %d Policy, the cap.", "other": "Policy: %s has %d Policies, the cap."}},
		"Denmark: %d coastal Provinces: +%d Gold (Gold %d).":    {1, map[string]string{"one": "Denmark: %d coastal Province: +%d Gold (Gold %d).", "other": "Denmark: %d coastal Provinces: +%d Gold (Gold %d)."}},
		"The draw pile is empty: shuffle the discard pile (%d cards) into a new draw pile.": {1, map[string]string{
			"one":   "The draw pile is empty: shuffle the discard pile (%d card) into a new draw pile.",
			"other": "The draw pile is empty: shuffle the discard pile (%d cards) into a new draw pile."}},
		"Shuffle: every Automa card but the removed ones goes into a new draw pile (%d cards), shuffled.": {1, map[string]string{
			"one":   "Shuffle: every Automa card but the removed ones goes into a new draw pile (%d card), shuffled.",
			"other": "Shuffle: every Automa card but the removed ones goes into a new draw pile (%d cards), shuffled."}},
		"%s kept %s at an earlier pass, and gems never leave the screen: pass with at least %d gems": {3, map[string]string{"one": "%s kept %s at an earlier pass, and gems never leave the screen: pass with at least %d gem", "other": "%s kept %s at an earlier pass, and gems never leave the screen: pass with at least %d gems"}},
	}
}
