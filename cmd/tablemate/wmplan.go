package main

import (
	"bytes"
	"strings"

	"tablemate/kernel"
	"tablemate/wmplan"
)

// expandPlan replaces plan=FILE on a script's setup line (its first line
// that is not blank or a comment) by the plan file's levels= and
// overview=, so the game saved with --db holds the numbers and replays
// without the file. Other lines keep their numbers, so errors still name
// the script's lines.
func expandPlan(data []byte) ([]byte, error) {
	rest, lineNo := data, 0
	for len(rest) > 0 {
		lineNo++
		line, after, _ := bytes.Cut(rest, []byte("\n"))
		start := len(data) - len(rest)
		rest = after
		text := strings.TrimSpace(strings.TrimPrefix(string(line), "\ufeff"))
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		expanded, err := wmplan.ExpandSetupLine(text, wmplan.Load)
		if err != nil {
			return nil, errorf("line %d: %s", lineNo, &kernel.SetupLineError{Err: err})
		}
		if expanded == text {
			return data, nil
		}
		out := append([]byte(nil), data[:start]...)
		out = append(out, expanded...)
		if start+len(line) < len(data) {
			out = append(out, data[start+len(line):]...)
		}
		return out, nil
	}
	return data, nil
}
