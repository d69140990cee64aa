package yamlerr

import (
	"bytes"
	"strings"

	"tablemate/kernel"
)

// Explain words a YAML reader's error in the user's terms, with what to
// do, never in the library's words ("found character that cannot start
// any token"): the line it is about (0 when it is about the whole file)
// and a message that does not repeat the line. data is the file read, to
// tell a tab or an overlong key from other mistakes. ok is false for an
// error that is not the YAML reader's.
func Explain(err error, data []byte) (line int, msg kernel.Phrase, ok bool) {
	text := err.Error()
	if !strings.HasPrefix(text, "yaml: ") {
		return 0, kernel.Phrase{}, false
	}
	line, rest := Line(err)
	if !strings.Contains(text, "line ") {
		line = 0
	}
	src := lineOf(data, line)
	switch {
	case strings.Contains(rest, "UTF-8") || strings.Contains(rest, "invalid Unicode character"):
		return 0, kernel.Phrase{Format: "the file is not UTF-8 text (a binary file, or text saved in another encoding): is it the right file? If it is, save it as UTF-8"}, true
	case strings.Contains(rest, "control characters are not allowed"):
		return 0, kernel.Phrase{Format: "the file holds a control character (a NUL byte or another byte that is not text): is it the right file? If it is, remove that character"}, true
	case strings.Contains(rest, "excessive aliasing"):
		return 0, kernel.Phrase{Format: "the file repeats its aliases (*name) so often that reading it would take too much memory: write the values out instead of aliasing them"}, true
	case bytes.Contains(leading(src), []byte("\t")):
		return line, kernel.Phrase{Format: "this line is indented with a tab: YAML indents with spaces only; replace the tab with spaces"}, true
	case strings.Contains(rest, "mapping values are not allowed") && longKey(data, line) > 0:
		return longKey(data, line), kernel.Phrase{Format: "this line's key has more than 1024 characters, the most YAML reads: is it the right file?"}, true
	case strings.Contains(rest, "mapping values are not allowed"):
		if line == 0 {
			line = twoColons(data)
		}
		return line, kernel.Phrase{Format: "a colon (:) stands where a value was expected: put the value in quotes if it holds a colon, or check this line's indentation"}, true
	case strings.Contains(rest, "unknown escape"):
		return line, kernel.Phrase{Format: `an unknown escape (a backslash and a letter) in double quotes: write \\ for a backslash, or use single quotes`}, true
	}
	return line, kernel.Phrase{Format: "this is not valid YAML: check the indentation (spaces, as on the lines around it), the colons (key: value) and the quotes"}, true
}

// lineOf is line n (1-based) of data, nil when there is none.
func lineOf(data []byte, n int) []byte {
	if n < 1 {
		return nil
	}
	lines := bytes.SplitN(data, []byte("\n"), n+1)
	if len(lines) < n {
		return nil
	}
	return lines[n-1]
}

// leading is a line's indentation.
func leading(line []byte) []byte {
	return line[:len(line)-len(bytes.TrimLeft(line, " \t"))]
}

// longKey is the line, from line on (the first when line is 0), whose key
// is longer than the 1024 characters YAML reads as a key; 0 when none is.
func longKey(data []byte, line int) int {
	for n, l := range bytes.Split(data, []byte("\n")) {
		if n+1 >= line && keyLength(l) > 1024 {
			return n + 1
		}
	}
	return 0
}

// twoColons is the first line with a second ": " after its key's, where
// the reader names no line; 0 when none has.
func twoColons(data []byte) int {
	for n, l := range bytes.Split(data, []byte("\n")) {
		if i := bytes.Index(l, []byte(": ")); i >= 0 && bytes.Contains(l[i+2:], []byte(": ")) {
			return n + 1
		}
	}
	return 0
}

// keyLength is the length of a line's text before its first ": ".
func keyLength(line []byte) int {
	if i := bytes.Index(line, []byte(":")); i >= 0 {
		return i
	}
	return len(line)
}
