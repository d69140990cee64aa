package kernel

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names is a list of players carried typed by events and errors ("the
// winners", "who has not entered gems"). Its String is the English reading
// ("Ana, Ben and Cid", "nobody"); a translation joins the same names in its
// own words, never by splitting this text again.
type Names []string

func (n Names) String() string {
	switch len(n) {
	case 0:
		return "nobody"
	case 1:
		return n[0]
	}
	return joinLast(n, " and ")
}

// joinLast joins two or more items with commas, and the last with last.
func joinLast(items []string, last string) string {
	return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
}

// Choices are alternatives a message offers: "table, json or markdown"
// (i18n words the "or" in the reader's language).
type Choices []string

func (c Choices) String() string {
	if len(c) < 2 {
		return strings.Join(c, "")
	}
	return joinLast(c, " or ")
}

// MaxNameLength is the longest player name, in characters: one screen line
// must hold a name beside the game's state.
const MaxNameLength = 24

// CheckName keeps a player's name writable in a setup line (comma-separated,
// key=value) and short enough for one screen line. Both games use it; the
// error is a *RuleError of kind ErrBadSetup whose name is cut (Cut) so a
// huge name is not echoed whole.
func CheckName(name string) error {
	switch {
	case !utf8.ValidString(name):
		return BadSetup("", "the name %q is not valid UTF-8 text", Cut(name))
	case strings.TrimSpace(name) == "":
		return BadSetup("", "the name is empty")
	case name != strings.TrimSpace(name):
		return BadSetup("", "the name %q starts or ends with a space", Cut(name))
	case strings.Contains(name, "  "):
		return BadSetup("", "the name %q has two spaces in a row", Cut(name))
	case utf8.RuneCountInString(name) > MaxNameLength:
		return BadSetup("", "the name %q has %d characters: at most %d", Cut(name), utf8.RuneCountInString(name), MaxNameLength)
	case strings.ContainsAny(name, ",\"=") || strings.IndexFunc(name, unicode.IsControl) >= 0:
		return BadSetup("", "the name %q contains a comma, quote, '=' or control character", Cut(name))
	}
	return nil
}

// Cut shortens user text echoed in a message to 60 characters, so a huge
// input is never echoed whole.
func Cut(text string) string {
	if utf8.RuneCountInString(text) > 60 {
		r := []rune(text)
		return string(r[:57]) + "..."
	}
	return text
}

// Short shows user text inside a message: as written when it is plain text,
// quoted when it holds control or invalid bytes, and cut (Cut).
func Short(text string) string {
	text = Cut(text)
	if !utf8.ValidString(text) || strings.IndexFunc(text, unicode.IsControl) >= 0 {
		return strconv.Quote(text)
	}
	return text
}

// Fields splits a line into words. Double quotes group words and accept Go
// escapes, either for a whole word ("Great Library") or for a value after
// '=' (players="Ana Maria,Ben"), so any name can be written and read back.
func Fields(line string) ([]string, error) {
	if strings.IndexByte(line, '"') < 0 {
		// Most lines have no quote: plain words, cut from the line itself.
		return strings.FieldsFunc(line, unicode.IsSpace), nil
	}
	var fields []string
	// Work on runes: a lone byte such as 0xA0 must not be mistaken for a space.
	startsWithSpace := func(s string) bool {
		r, _ := utf8.DecodeRuneInString(s)
		return unicode.IsSpace(r)
	}
	rest := strings.TrimSpace(line)
	for rest != "" {
		var word strings.Builder
		for rest != "" && !startsWithSpace(rest) {
			if rest[0] == '"' {
				if word.Len() > 0 && !strings.HasSuffix(word.String(), "=") {
					return nil, Syntax("stray quote in %q", Cut(line))
				}
				q, err := strconv.QuotedPrefix(rest)
				if err != nil {
					return nil, Syntax("unterminated or malformed quote in %q", Cut(line))
				}
				u, _ := strconv.Unquote(q)
				word.WriteString(u)
				rest = rest[len(q):]
				if rest != "" && !startsWithSpace(rest) {
					return nil, Syntax("a quoted word must be followed by a space in %q", Cut(line))
				}
				continue
			}
			_, size := utf8.DecodeRuneInString(rest)
			word.WriteString(rest[:size])
			rest = rest[size:]
		}
		fields = append(fields, word.String())
		rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
	}
	return fields, nil
}

// Placeholder is an argument's name in a command's usage line (GAME in
// "tablemate export GAME | --all"): English shows it as it is, another
// language by its own word (the key NAME + " argument").
type Placeholder string

func (p Placeholder) String() string { return string(p) }

// Quotes are words a message quotes one by one ("policies", "gold"): in
// English each in Go's double quotes, joined by commas; another language
// quotes each in its own marks.
type Quotes []string

func (q Quotes) String() string {
	parts := make([]string, len(q))
	for i, w := range q {
		parts[i] = strconv.Quote(w)
	}
	return strings.Join(parts, ", ")
}
