package tableview

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// gameFile plays a script of cmd/tablemate/testdata (its first n actions,
// all when n < 0).
func gameFile(t *testing.T, name string, n int) *snapshot {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "cmd", "tablemate", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	g := newGame(t, lines[0])
	actions := lines[1:]
	if n >= 0 {
		actions = actions[:n]
	}
	play(t, g, actions...)
	return snapshotOf(g, false)
}

// text is a fragment's words, tags and entities left out.
func text(html []byte) string {
	s := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(string(html), " ")
	s = strings.NewReplacer("&#39;", "'", "&#43;", "+", "&#34;", `"`, "&amp;", "&").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

func contains(t *testing.T, what, got string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("%s: no %q in\n%s", what, w, got)
		}
	}
}

// TestPageShowsWorldMonuments: the round and phase, whose turn it is and
// what they do, the start player and the worker token, the scores and
// markers, what is behind each screen (black tokens returned), the
// monument level by level, and the final results.
func TestPageShowsWorldMonuments(t *testing.T) {
	t.Parallel()
	quarry := text(gameFile(t, "wm/capitol-3p.txt", 2).fragment(0))
	contains(t, "quarry phase", quarry, "World Monuments · Capitol · Round 1 of 3 · Quarry phase", "Ben's turn", "next: Cid", "Ana took 2 tokens.",
		"Start player: Cid", "Worker token: Cid", "Quarry turn 3: the worker moves 3 spaces", "Players (seat order)", "10 pts", "Level 1 · built: 0")
	construct := text(gameFile(t, "wm/capitol-3p.txt", 12).fragment(0))
	contains(t, "construct phase", construct, "Construct phase", "Worker token: Ben", "Level 1 · built: 3", "Level 2 · built: 1",
		"Behind the screen:", "black tokens returned:", "marker on")
	over := text(gameFile(t, "wm/capitol-3p.txt", -1).fragment(0))
	contains(t, "scored", over, "Game over", "Final score", "# Player Points Gems", "♛")
	ja := text(gameFile(t, "wm/capitol-3p.txt", 12).fragment(langIndex("ja")))
	contains(t, "in Japanese", ja, "ラウンド1/3", "衝立の中")
}

// TestPageShowsTheFinalTable: a scored Monumental game shows its final
// table, best first, with dominance marked and the winner crowned, and
// why; the tallies still missing are named before it is scored.
func TestPageShowsTheFinalTable(t *testing.T) {
	t.Parallel()
	final := text(gameFile(t, "games/standard-4p.txt", -1).fragment(0))
	contains(t, "scored", final, "Game over", "End: Dee wins with 24 points", "Final score", "# Player Total K W P Prov Gold", "♛", "*",
		"Points per category: K Knowledge", "dominance: +3")
	if strings.Contains(final, "Display ·") || strings.Contains(final, "Deck ·") {
		t.Errorf("the game is over: the display and the deck are no longer the table's:\n%s", final)
	}
	if !regexp.MustCompile(`(Knowledge|Wonders|Policies|Provinces): .* most`).MatchString(final) {
		t.Errorf("no dominance explanation in\n%s", final)
	}
	b, _ := os.ReadFile(filepath.Join("..", "cmd", "tablemate", "testdata", "games", "standard-4p.txt"))
	tallies := strings.Count(string(b), "\ntally ")
	all := 0
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			all++
		}
	}
	missing := text(gameFile(t, "games/standard-4p.txt", all-1-tallies+1).fragment(0))
	contains(t, "one tally in", missing, "Tallies still to enter:", "Game over")
	if strings.Contains(missing, "Final score") {
		t.Error("a final table before every tally is in")
	}
}
