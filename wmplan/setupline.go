package wmplan

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"tablemate/tracker/wm"
)

// ExpandSetupLine replaces a World Monuments setup line's plan=FILE by the
// file's numbers (levels= and overview=), so the line a game saves holds
// them and replays without the file. load reads the file (Load; a test
// gives its own). A line without plan= is returned unchanged. The plan is
// refused when the line gives levels= or overview= too (which one counts?)
// or when the file is for another monument than the line's.
func ExpandSetupLine(line string, load func(path string) (Plan, error)) (string, error) {
	rest, path, found, err := cutPlan(line)
	if err != nil || !found {
		return line, err
	}
	if !wm.IsSetupLine(rest) {
		return line, fmt.Errorf("plan=%s: a plan file is for World Monuments: the setup line needs game=%s", path, wm.Kind)
	}
	s, err := wm.ParseSetup(rest)
	if err != nil {
		return line, err
	}
	if s.Plan.Known() {
		return line, fmt.Errorf("plan=%s and levels= or overview= are both given: give the plan file or the numbers, not both", path)
	}
	plan, err := load(path)
	if err != nil {
		return line, err
	}
	if plan.Monument != wm.NoMonument && s.Monument != wm.NoMonument && plan.Monument != s.Monument {
		return line, fmt.Errorf("plan=%s is the plan of the %s, but the game is on the %s: give the %s's plan file or change monument=",
			path, plan.Monument.Label(), s.Monument.Label(), s.Monument.Label())
	}
	if s.Monument == wm.NoMonument {
		s.Monument = plan.Monument
	}
	s.Plan = plan.Plan
	return s.String(), nil
}

// cutPlan finds the plan= word of a setup line: the line without it and
// the path (unquoted). A quoted path may hold spaces: plan="my plans/x.yaml".
func cutPlan(line string) (rest, path string, found bool, err error) {
	i := 0
	for i < len(line) {
		for i < len(line) && unicode.IsSpace(rune(line[i])) {
			i++
		}
		start := i
		for i < len(line) && !unicode.IsSpace(rune(line[i])) {
			if line[i] == '"' {
				q, qerr := strconv.QuotedPrefix(line[i:])
				if qerr != nil {
					// The engine's own reader reports a bad quote.
					return line, "", false, nil
				}
				i += len(q)
				continue
			}
			i++
		}
		word := line[start:i]
		if len(word) < 5 || !strings.EqualFold(word[:5], "plan=") {
			continue
		}
		if found {
			return line, "", false, fmt.Errorf("setup key \"plan\" is given twice")
		}
		found = true
		path = word[5:]
		if strings.HasPrefix(path, `"`) {
			if path, err = strconv.Unquote(path); err != nil {
				return line, "", false, fmt.Errorf("plan=%s: the quoted path is not closed or has a stray quote", word[5:])
			}
		}
		if path == "" {
			return line, "", false, fmt.Errorf("plan= gives no file: write plan=PATH, the plan file of your monument (see the README)")
		}
		rest = line[:start] + line[i:]
	}
	if !found {
		return line, "", false, nil
	}
	return rest, path, true, nil
}
