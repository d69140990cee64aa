// Package i18n renders what a user reads (events, rule errors, scoring
// explanations, the score table, the dashboard's labels) in English,
// Spanish, Czech, Japanese or French.
//
// Messages are keyed by their English format string, as golang.org/x/text's
// message catalogues are: the engines' events, rule errors and scoring
// explanations already carry theirs (kernel.Messager, kernel.RuleError).
// This package knows no game: it words any Messager from its format and
// typed arguments. Each language's catalogue is a map from the English
// format to the translation (catalog_*.go), registered in this package's
// own catalog.Builder (never the global default catalogue). The keys are
// not listed anywhere: the test reads the whole module's sources for the
// texts it words (internal/keyscan) and checks that every catalogue
// translates exactly those, with the same placeholders.
package i18n

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"tablemate/kernel"
)

// English is the language of the keys, and the fallback.
const English = "en"

// catalogues maps each language to its translations; English is the keys.
// It is built when a Localizer of that language is made, not at start-up:
// a program pays only for the language it speaks.
func catalogue(lang string) map[string]string {
	switch lang {
	case "es":
		return catalogES()
	case "cs":
		return catalogCS()
	case "ja":
		return catalogJA()
	case "fr":
		return catalogFR()
	}
	return nil
}

var languages = []string{"en", "es", "cs", "ja", "fr"}

// newCatalog builds the catalogue of one language, when a Localizer for it
// is made: a program pays only for the language it speaks (English needs
// only its few plural messages: its other keys are its messages).
func newCatalog(lang string, texts map[string]string) *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	tag := language.MustParse(lang)
	for key, msg := range texts {
		if strings.Contains(msg, "${") {
			// A shell line of the help ("${fpath[1]}"), which x/text would
			// read as a variable: such a text is only read by Text.
			continue
		}
		if err := b.SetString(tag, key, msg); err != nil {
			panic(fmt.Sprintf("i18n: %s %q: %v", lang, key, err))
		}
	}
	for key, p := range pluralCatalogue(lang) {
		if err := b.Set(tag, key, p.message()); err != nil {
			panic(fmt.Sprintf("i18n: %s plural %q: %v", lang, key, err))
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
	// countsEN are the English keys printed through their plural forms
	// (pluralEN); nil in the other languages, which print every key so.
	countsEN map[string]Plural
	// texts is the catalogue the printer was built from (nil in English),
	// for Text.
	texts map[string]string
	// commands words a kernel.Command the reader's way (WithCommands);
	// nil: by its notation.
	commands func(kernel.Command) Messager
}

// WithCommands is this localizer wording each kernel.Command a message
// carries by words (a screen's key) instead of its notation: words gives
// them, or nil to keep the notation. The reader decides from the command's
// typed action, never from its text.
func (l *Localizer) WithCommands(words func(kernel.Command) Messager) *Localizer {
	c := *l
	c.commands = words
	return &c
}

// New returns the Localizer for lang ("en", "es", "cs", "ja", "fr"; a
// region such as "es-MX" or "ja_JP.UTF-8" is accepted); anything else is
// English.
func New(lang string) *Localizer {
	l := normalize(lang)
	if l == English {
		return &Localizer{lang: l, p: message.NewPrinter(language.English, message.Catalog(newCatalog(l, nil))), countsEN: pluralEN()}
	}
	texts := catalogue(l)
	return &Localizer{lang: l, p: message.NewPrinter(language.MustParse(l), message.Catalog(newCatalog(l, texts))), texts: texts}
}

// Text translates a text that is not a format (a command's help, which may
// hold a % of its own): the catalogue's words as they are, or the key when
// it has none.
func (l *Localizer) Text(key string) string {
	if t, ok := l.texts[key]; ok {
		return t
	}
	return key
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
// unknown key is printed as it is. English is printed with fmt (but for its
// plural messages), so it is byte for byte what the engine's own String
// methods print.
func (l *Localizer) Sprintf(format string, args ...any) string {
	if _, counted := l.countsEN[format]; l.lang == English && !counted {
		if len(args) == 0 {
			return format
		}
		return fmt.Sprintf(format, args...)
	}
	// A quoted argument (%q in the key) is printed between the reader's
	// quotation marks, whatever verb the translation gives it.
	return l.p.Sprintf(format, l.quoteArgs(format, args)...)
}

// T translates a message without arguments (a label).
func (l *Localizer) T(key string) string {
	if l.lang == English {
		return key
	}
	return l.p.Sprintf(key)
}

// Event renders an engine event of either game.
func (l *Localizer) Event(e kernel.Event) string { return l.Message(e) }

// Messager is anything with an English format and its typed arguments
// (kernel.Messager): events, phrases, state summaries.
type Messager = kernel.Messager

// Message renders m from its format and typed arguments: an argument that is
// itself a Messager (a card, an era count, a phase) is rendered first, Names
// are joined in the language's words, an error is rendered by Error. An
// Automa named at its start in Spanish or French takes its article with a
// capital (El Automa toma…, L’Automa prend…).
func (l *Localizer) Message(m Messager) string { return l.sentence(l.message(m)) }

func (l *Localizer) message(m Messager) string {
	switch v := m.(type) {
	case kernel.Concat:
		var b strings.Builder
		for _, p := range v {
			b.WriteString(fmt.Sprint(l.arg(p)))
		}
		return b.String()
	case kernel.List:
		parts := make([]string, len(v))
		for i, p := range v {
			parts[i] = l.message(p)
		}
		return strings.Join(parts, l.T(", "))
	}
	format, args := m.Message()
	if len(args) == 0 {
		return l.T(format)
	}
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = l.arg(a)
	}
	return l.contracted(l.Sprintf(format, out...))
}

// arg renders one typed argument in the language.
func (l *Localizer) arg(a any) any {
	switch v := a.(type) {
	case kernel.Names:
		return l.List(v)
	case kernel.Choices:
		return l.Or(v)
	case kernel.Quotes:
		if l.lang == English {
			return v.String()
		}
		parts := make([]string, len(v))
		for i, w := range v {
			parts[i] = l.Quote(w)
		}
		return strings.Join(parts, l.T(", "))
	case kernel.Placeholder:
		// A usage line's argument name, by the language's word for it.
		if key := string(v) + " argument"; l.lang != English {
			if t, ok := l.texts[key]; ok {
				return t
			}
		}
		return string(v)
	case kernel.Command:
		if l.commands != nil {
			if m := l.commands(v); m != nil {
				return l.message(m)
			}
		}
		return l.message(v)
	case Messager:
		if format, _ := v.Message(); isAutomaFormat(format) {
			return l.automaInSentence(l.message(v))
		}
		return l.message(v)
	case error:
		return l.Error(v)
	}
	return a
}

// Error renders an error from its typed layers: rule errors and errors that
// are Messagers from their format and arguments, script and log errors from
// their line and cause, joined errors one per line. A layer this package
// does not know (a fmt.Errorf wrapping with %w) keeps its own words in front
// of the translated cause.
func (l *Localizer) Error(err error) string {
	switch e := err.(type) {
	case nil:
		return ""
	case *kernel.RuleError:
		msg := l.Message(kernel.Phrase{Format: e.Format, Args: e.Args})
		if e.Rule == "" {
			return msg
		}
		return l.Sprintf("%s (%s)", msg, e.Rule)
	case *kernel.ScriptError:
		return l.Sprintf("line %d: %s: %s", e.Line, kernel.Short(e.Text), l.Error(e.Err))
	case *kernel.LogError:
		return l.Sprintf("saved %s %d (%s) cannot be replayed: %s", l.T(e.What), e.Index, kernel.Short(e.Text), l.Error(e.Err))
	case *kernel.SetupLineError:
		return l.Sprintf("the setup line: %s", l.Error(e.Err))
	case Messager:
		// An error that keeps its own format and arguments (the command
		// line's words around a cause, a tallies file's problem).
		return l.Message(e)
	case interface{ Unwrap() []error }:
		parts := e.Unwrap()
		out := make([]string, len(parts))
		for i, p := range parts {
			out[i] = l.Error(p)
		}
		return strings.Join(out, "\n")
	case interface{ Unwrap() error }:
		inner := e.Unwrap()
		text := err.Error()
		if inner != nil && strings.HasSuffix(text, inner.Error()) {
			return text[:len(text)-len(inner.Error())] + l.Error(inner)
		}
		return text
	}
	return err.Error()
}

// List joins names: "Ana", "Ana and Ben", "Ana, Ben and Cy" (kernel.Names
// in English).
func (l *Localizer) List(names []string) string {
	shown := make([]string, len(names))
	for i, n := range names {
		shown[i] = n
		if IsAutomaSeat(n) {
			shown[i] = l.automaInSentence(l.Seat(n))
		}
	}
	switch len(shown) {
	case 0:
		return l.T("nobody")
	case 1:
		return shown[0]
	}
	return l.joinLast(shown, "%s and %s")
}

// Or joins alternatives: "a", "a or b", "a, b or c" (kernel.Choices in
// English).
func (l *Localizer) Or(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return l.joinLast(items, "%s or %s")
}

// joinLast joins two or more items with the language's comma, and the last
// by format ("%s and %s", "%s or %s").
func (l *Localizer) joinLast(items []string, format string) string {
	return l.Sprintf(format, strings.Join(items[:len(items)-1], l.T(", ")), items[len(items)-1])
}

// Width is the number of terminal cells s takes (East Asian wide characters
// take two).
func Width(s string) int {
	// Printable ASCII takes a cell a byte: most of a table's cells (ids,
	// dates, numbers, Latin names), measured without segmenting them.
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e {
			return uniseg.StringWidth(s)
		}
	}
	return len(s)
}

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

// automaName is the seat name the engines give the Automa ("Automa",
// "Automa 2"), and the catalogue's keys for it.
const automaName = "Automa"

func isAutomaFormat(format string) bool {
	return format == automaName || format == automaName+" %d"
}

// Seat is a seat's name as the reader's language shows it: an Automa's
// seat ("Automa", "Automa 2") in the language's word for it (オートマ,
// オートマ2), a player's name as typed.
func (l *Localizer) Seat(name string) string {
	switch n := automaNumber(name); {
	case n == 0:
		return l.T(automaName)
	case n > 0:
		return l.Sprintf(automaName+" %d", n)
	}
	return name
}

// automaNumber is 0 for the seat name "Automa", N for "Automa N", -1 for
// any other name.
func automaNumber(name string) int {
	if name == automaName {
		return 0
	}
	if rest, ok := strings.CutPrefix(name, automaName+" "); ok {
		if n, err := strconv.Atoi(rest); err == nil && n > 0 && strconv.Itoa(n) == rest {
			return n
		}
	}
	return -1
}

// IsAutomaSeat reports whether name is the seat name of an Automa
// ("Automa", "Automa 2"), which Seat shows in the language's word.
func IsAutomaSeat(name string) bool { return automaNumber(name) >= 0 }

// automaInSentence is the Automa's name where a sentence names it: with
// the article Spanish and French give it (el Automa, l’Automa).
func (l *Localizer) automaInSentence(name string) string {
	switch l.lang {
	case "es":
		return "el " + name
	case "fr":
		return "l’" + name
	}
	return name
}

// contracted joins Spanish's de and a to the Automa's article (del
// Automa, al Automa).
func (l *Localizer) contracted(s string) string {
	if l.lang != "es" || !strings.Contains(s, "el "+automaName) {
		return s
	}
	for _, p := range [][2]string{{"de el " + automaName, "del " + automaName}, {"a el " + automaName, "al " + automaName}} {
		s = replaceWord(s, p[0], p[1])
	}
	return s
}

// replaceWord replaces old where it starts a word (at the start, or after
// a character that is not a letter), so "puede el Automa" keeps its "de".
func replaceWord(s, old, new string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		if i == 0 || !unicode.IsLetter(before) {
			b.WriteString(s[:i] + new)
		} else {
			b.WriteString(s[:i+len(old)])
		}
		s = s[i+len(old):]
	}
}

// sentence gives the Automa's article a capital where it starts the text.
func (l *Localizer) sentence(s string) string {
	switch {
	case l.lang == "es" && strings.HasPrefix(s, "el "+automaName):
		return "El" + s[len("el"):]
	case l.lang == "fr" && strings.HasPrefix(s, "l’"+automaName):
		return "L" + s[len("l"):]
	}
	return s
}
