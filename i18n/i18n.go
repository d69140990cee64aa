// Package i18n renders what a user reads (events, rule errors, scoring
// explanations, the score table, the dashboard's labels) in English,
// Spanish, Czech, Japanese or French.
//
// Messages are keyed by their English format string, as golang.org/x/text's
// message catalogues are: the engine's events and rule errors already carry
// theirs (tracker.Event.Message, tracker.RuleError.Format). Each language's
// catalogue is a map from the English format to the translation
// (catalog_*.go), registered in this package's own catalog.Builder (never
// the global default catalogue). The test checks that every catalogue has
// every key, and the same placeholders.
package i18n

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/rivo/uniseg"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"tablemate/scoring"
	"tablemate/tracker"
)

// English is the language of the keys, and the fallback.
const English = "en"

// catalogues maps each language to its translations; English is the keys.
var catalogues = map[string]map[string]string{
	"es": catalogES,
	"cs": catalogCS,
	"ja": catalogJA,
	"fr": catalogFR,
}

var languages = []string{"en", "es", "cs", "ja", "fr"}

var builder = newBuilder()

func newBuilder() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, key := range Keys() {
		if err := b.SetString(language.English, key, key); err != nil {
			panic(fmt.Sprintf("i18n: en %q: %v", key, err))
		}
	}
	for lang, cat := range catalogues {
		tag := language.MustParse(lang)
		for key, msg := range cat {
			if err := b.SetString(tag, key, msg); err != nil {
				panic(fmt.Sprintf("i18n: %s %q: %v", lang, key, err))
			}
		}
	}
	return b
}

// Languages lists the supported languages, English first.
func Languages() []string { return append([]string(nil), languages...) }

// Localizer renders messages in one language. Its zero value is not usable:
// use New.
type Localizer struct {
	lang string
	p    *message.Printer
}

// New returns the Localizer for lang ("en", "es", "cs", "ja", "fr"; a
// region such as "es-MX" or "ja_JP.UTF-8" is accepted); anything else is
// English.
func New(lang string) *Localizer {
	l := normalize(lang)
	return &Localizer{lang: l, p: message.NewPrinter(language.MustParse(l), message.Catalog(builder))}
}

func normalize(lang string) string {
	s := strings.ToLower(strings.TrimSpace(lang))
	if i := strings.IndexAny(s, "_-.@"); i >= 0 {
		s = s[:i]
	}
	for _, l := range languages {
		if s == l {
			return l
		}
	}
	return English
}

// Lang is the language code in use.
func (l *Localizer) Lang() string { return l.lang }

// Sprintf translates format (an English message key) and formats args. An
// unknown key is printed as it is. English is printed with fmt, so it is
// byte for byte what the engine's own String methods print.
func (l *Localizer) Sprintf(format string, args ...any) string {
	if l.lang == English {
		if len(args) == 0 {
			return format
		}
		return fmt.Sprintf(format, args...)
	}
	return l.p.Sprintf(format, args...)
}

// T translates a message without arguments (a label).
func (l *Localizer) T(key string) string {
	if l.lang == English {
		return key
	}
	return l.p.Sprintf(key)
}

// Event renders an engine event.
func (l *Localizer) Event(e tracker.Event) string {
	format, args := e.Message()
	if e.Kind == tracker.EvSetupDisplay && len(args) == 2 {
		if s, ok := args[1].(string); ok {
			args = []any{args[0], l.eraSummary(s)}
		}
	}
	if e.Kind == tracker.EvIdentify || e.Kind == tracker.EvTake {
		// The card's identity (tracker.Identity.String) begins with its
		// type in English: "wonder 5 Pyramids".
		if last := len(args) - 1; last >= 0 {
			if s, ok := args[last].(string); ok {
				args = append(append([]any(nil), args[:last]...), l.identity(s))
			}
		}
	}
	if e.Kind == tracker.EvScored && len(args) == 1 {
		// Name is scoring.List of the winners, in English; split it back.
		if s, ok := args[0].(string); ok && s != "" {
			args = []any{l.List(splitEnglishList(s))}
		}
	}
	return l.Sprintf(format, args...)
}

// Messager is anything with an English format and its arguments:
// tracker.Event, wm.Event and its Phrase parts.
type Messager interface {
	Message() (format string, args []any)
}

// Message renders m; an argument that is itself a Messager (a wm.Phrase) is
// translated first, so each part is worded by its own key.
func (l *Localizer) Message(m Messager) string {
	format, args := m.Message()
	if len(args) == 0 {
		return l.T(format)
	}
	out := make([]any, len(args))
	for i, a := range args {
		if sub, ok := a.(Messager); ok {
			a = l.Message(sub)
		}
		out[i] = a
	}
	return l.Sprintf(format, out...)
}

var identityText = regexp.MustCompile(`^(knowledge|building|wonder)( \d+.*)$`)

// identity translates the card type at the start of an identity's text.
func (l *Localizer) identity(s string) string {
	m := identityText.FindStringSubmatch(s)
	if m == nil || l.lang == English {
		return s
	}
	return l.T(m[1]) + m[2]
}

var eraPart = regexp.MustCompile(`^(\d+) (?:Era (\S+)|(Renaissance))$`)

// eraSummary translates tracker's "6 Era I, 2 Era II" summary.
func (l *Localizer) eraSummary(s string) string {
	if l.lang == English || s == "" {
		return s
	}
	parts := strings.Split(s, ", ")
	for i, p := range parts {
		m := eraPart.FindStringSubmatch(p)
		if m == nil {
			return s
		}
		n, _ := strconv.Atoi(m[1])
		if m[3] != "" {
			parts[i] = l.Sprintf("%d Renaissance", n)
		} else {
			parts[i] = l.Sprintf("%d Era %s", n, m[2])
		}
	}
	return strings.Join(parts, l.T(", "))
}

// splitEnglishList undoes scoring.List: "Ana, Ben and Cy" -> Ana, Ben, Cy.
// Names with " and " or ", " in them stay joined, which only costs the
// translation of the conjunction.
func splitEnglishList(s string) []string {
	if s == "" || s == "nobody" {
		return nil
	}
	i := strings.LastIndex(s, " and ")
	if i < 0 {
		return []string{s}
	}
	head, last := s[:i], s[i+len(" and "):]
	return append(strings.Split(head, ", "), last)
}

// Error renders an error: every *tracker.RuleError in it (wrapped or joined)
// is translated, keeping its rule ID; the rest of the text stays as it is.
func (l *Localizer) Error(err error) string {
	if err == nil {
		return ""
	}
	text := err.Error()
	if l.lang == English {
		return text
	}
	for _, re := range ruleErrors(err) {
		text = strings.Replace(text, re.Error(), l.ruleError(re), 1)
	}
	return text
}

func (l *Localizer) ruleError(re *tracker.RuleError) string {
	msg := re.Msg
	if re.Format != "" {
		args := make([]any, len(re.Args))
		for i, a := range re.Args {
			if e, ok := a.(error); ok {
				a = l.Error(e)
			}
			args[i] = a
		}
		msg = l.Sprintf(re.Format, args...)
	}
	if re.Rule == "" {
		return "tracker: " + msg
	}
	return "tracker: " + l.Sprintf("%s (%s)", msg, re.Rule)
}

// ruleErrors finds every RuleError in err's tree, outermost first.
func ruleErrors(err error) []*tracker.RuleError {
	var out []*tracker.RuleError
	var walk func(error)
	walk = func(e error) {
		if e == nil {
			return
		}
		if re, ok := e.(*tracker.RuleError); ok {
			out = append(out, re)
			return // its Kind is a sentinel, and its text is replaced whole
		}
		switch u := e.(type) {
		case interface{ Unwrap() []error }:
			for _, x := range u.Unwrap() {
				walk(x)
			}
		case interface{ Unwrap() error }:
			walk(u.Unwrap())
		}
	}
	walk(err)
	var first *tracker.RuleError
	if len(out) == 0 && errors.As(err, &first) {
		out = append(out, first) // an As method the walk did not see
	}
	return out
}

// Category is a scoring category's name.
func (l *Localizer) Category(c scoring.Category) string { return l.T(c.String()) }

// List joins names: "Ana", "Ana and Ben", "Ana, Ben and Cy" (scoring.List
// in English).
func (l *Localizer) List(names []string) string {
	switch len(names) {
	case 0:
		return l.T("nobody")
	case 1:
		return names[0]
	}
	return l.Sprintf("%s and %s", strings.Join(names[:len(names)-1], l.T(", ")), names[len(names)-1])
}

// EndStatusOf is the state's end status (tracker.State.EndStatusMessage)
// in the Localizer's language.
func (l *Localizer) EndStatusOf(s *tracker.State) string {
	format, args := s.EndStatusMessage()
	return l.Sprintf(format, args...)
}

// Width is the number of terminal cells s takes (East Asian wide characters
// take two).
func Width(s string) int { return uniseg.StringWidth(s) }

// PadRight pads s with spaces to w cells (s is returned as is when wider).
func PadRight(s string, w int) string {
	if n := Width(s); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s
}

// PadLeft pads s on the left with spaces to w cells, for numbers.
func PadLeft(s string, w int) string {
	if n := Width(s); n < w {
		return strings.Repeat(" ", w-n) + s
	}
	return s
}
