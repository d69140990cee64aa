// Package yamlerr reads the line out of the YAML library's syntax errors, so
// the file readers (Automa decks, World Monuments plans) name it once, in
// their own "file:line:" form.
package yamlerr

import (
	"strconv"
	"strings"
)

// Line finds "line N: " in a YAML syntax error and gives N and the message
// without it (and without the library's "yaml: " word); 1 when it names no
// line.
func Line(err error) (int, string) {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "yaml: ")
	if i := strings.Index(msg, "line "); i >= 0 {
		rest := msg[i+5:]
		j := 0
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if n, convErr := strconv.Atoi(rest[:j]); convErr == nil {
			return n, msg[:i] + strings.TrimPrefix(rest[j:], ": ")
		}
	}
	return 1, msg
}
