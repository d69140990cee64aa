package wm

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"tablemate/kernel"
)

// TestRulebookCases are cases read off the rulebook
// (seeds/world-monuments-rules.en.txt), each with the sentence it comes
// from, played on a plain setup line (the default a new table gets). Kept
// apart from the other rules tests so that a change to the engine cannot
// quietly rewrite what the rulebook says.
func TestRulebookCases(t *testing.T) {
	t.Parallel()
	const plain = "setup game=worldmonuments players=Ana,Ben,Cid monument=san_pietro start=Ana"
	const overview = "setup game=worldmonuments players=Ana,Ben,Cid monument=san_pietro start=Ana overview=25,24,22"
	for _, tc := range []struct {
		name   string
		source string // the rulebook's words
		script []string
		rule   string // "" if the last line is legal
	}{
		{name: "W-BUILD-2 a first build on level 2 is refused",
			source: "All the tokens of the lower level that would support an offset token must be placed first",
			script: []string{plain, "quarry 1", "quarry 2", "quarry 2", "quarry_done Ben", "build 2"}, rule: "W-BUILD-2"},
		{name: "W-BUILD-2 a first build on level 5 is refused",
			source: "The tokens placed on top of the first level represent the second level, etc.",
			script: []string{plain, "quarry 1", "quarry 2", "quarry 2", "quarry_done Ben", "build 5"}, rule: "W-BUILD-2"},
		{name: "W-BUILD-2 level 2 opens once level 1 holds a token",
			source: "The tokens placed directly on the map represent the first level.",
			script: []string{plain, "quarry 1", "quarry 2", "quarry 2", "quarry_done Ben", "build 1", "build 2"}},
		{name: "W-QUARRY-3 the black token to a player who took no token this round is refused",
			source: "The player who has the black token behind their screen immediately receives the worker token.",
			script: []string{plain, "quarry 1", "quarry 2", "quarry_done Cid"}, rule: "W-QUARRY-3"},
		{name: "W-QUARRY-3 the black token to a player who took tokens this round",
			source: "The player who has the black token behind their screen immediately receives the worker token.",
			script: []string{plain, "quarry 1", "quarry 2", "quarry_done Ben"}},
		{name: "W-QUARRY-3 a token taken in an earlier round is not this round's black token",
			source: "The player returns the black token to the general supply",
			script: []string{plain, "quarry 1", "quarry 2", "quarry 2", "quarry_done Cid", "pass 1", "pass 1", "pass 2", "quarry 1", "quarry_done Ana"}, rule: "W-QUARRY-3"},
		{name: "W-QUARRY-2 with the material overview given, the quarry is not done after one token",
			source: "collect tokens until no tokens remain in the quarry",
			script: []string{overview, "quarry 1", "quarry_done Ana"}, rule: "W-QUARRY-2"},
		{name: "W-QUARRY-2 with the material overview given, no more tokens than the bag held",
			source: "Collect all of these tokens from the general supply, place them in the bag",
			script: append(append([]string{overview}, quarryTurns(24)...), "quarry 2"), rule: "W-QUARRY-2"},
		{name: "W-QUARRY-2 with the material overview given, the quarry is done once every token is taken",
			source: "Once all tokens from the quarry have been collected, the 1st phase: quarry is finished.",
			script: append(append([]string{overview}, quarryTurns(25)...), "quarry_done Ben")},
		{name: "W-BUILD-1 a build beyond the tokens taken is refused",
			source: "each player must add exactly one construction token to the monument",
			script: []string{plain, "quarry 1", "quarry 1", "quarry 1", "quarry_done Ana", "pass 0", "build 1", "build 1", "build 1"}, rule: "W-BUILD-1"},
		{name: "W-PASS-1 a pass with more tokens than the screen holds is refused",
			source: "The player lifts their screen, counts their remaining construction tokens",
			script: []string{plain, "quarry 1", "quarry 1", "quarry 1", "quarry_done Ana", "pass 82"}, rule: "W-PASS-1"},
		{name: "W-PASS-1 a pass with fewer tokens than the screen holds is refused",
			source: "If a player has passed and still has construction tokens behind their screen, they lose 1 point for each token.",
			script: []string{plain, "quarry 1", "quarry 2", "quarry 1", "quarry_done Ana", "pass 0", "pass 1"}, rule: "W-PASS-1"},
		{name: "W-QUARRY-2 the quarry is not empty after the first turn",
			source: "Outer ring: Place 1 token in each space. The starting player places the worker token on any space of their choice of the outer ring and takes that token.",
			script: []string{plain, "quarry 1", "quarry_done Ana"}, rule: "W-QUARRY-2"},
		{name: "W-QUARRY-2 the quarry may be empty after the second turn",
			source: "collect tokens until no tokens remain in the quarry",
			script: []string{plain, "quarry 1", "quarry 2", "quarry_done Ana"}},
		{name: "W-PASS-1 final gems other than those kept at the last pass are refused",
			source: "Their construction and gem tokens remain behind their screen, and they can place these tokens in the following game round(s).",
			script: append(gemRounds(), "gems Ana 2"), rule: "W-PASS-1"},
		{name: "W-PASS-1 the final gems are those kept at the last pass",
			source: "All players lift up their screens and show their blue gems. Each gem is worth 3 points.",
			script: append(gemRounds(), "gems Ana 3")},
		{name: "W-PASS-1 tokens and gems adding up to what is behind the screen",
			source: "They lose no points for their gems (blue).",
			script: []string{plain, "quarry 1", "quarry 2", "quarry 1", "quarry_done Ana", "pass 0", "pass 1 1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := lines(tc.script...)
			if tc.rule == "" {
				play(t, text)
				return
			}
			err := playErr(t, text)
			if ruleOf(err) != tc.rule || !errors.Is(err, kernel.ErrIllegal) {
				t.Errorf("%q: %v, want rule %s", tc.source, err, tc.rule)
			}
			if want := "line " + strconv.Itoa(len(tc.script)) + ":"; !strings.HasPrefix(err.Error(), want) {
				t.Errorf("refused at the wrong line: %v", err)
			}
		})
	}
}

// quarryTurns is a round's quarry turns that take total tokens in all, each
// as many as its turn allows (1, 2, 3, then 4).
func quarryTurns(total int) []string {
	var out []string
	for turn := 1; total > 0; turn++ {
		n := min(QuarrySpaces(turn), total)
		out = append(out, "quarry "+strconv.Itoa(n))
		total -= n
	}
	return out
}

// gemRounds plays three rounds on the plain setup in which Ana keeps the
// one token she takes each round as a gem (1, then 2, then 3 at her last
// pass), Cid holds the black token and the others pass with their tokens.
func gemRounds() []string {
	return []string{"setup game=worldmonuments players=Ana,Ben,Cid monument=san_pietro start=Ana",
		"quarry 1", "quarry 2", "quarry 3", "quarry_done Cid", "pass 2", "pass 0 1", "pass 2",
		"quarry 1", "quarry 1", "quarry 1", "quarry_done Cid", "pass 2", "pass 0 2", "pass 3",
		"quarry 1", "quarry 1", "quarry 1", "quarry_done Cid", "pass 2", "pass 0 3", "pass 4"}
}
