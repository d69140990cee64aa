package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/store"
)

// columnStart is the display column (in cells) where text starts in line.
func columnStart(line, text string) int {
	i := strings.Index(line, text)
	if i < 0 {
		return -1
	}
	return i18n.Width(line[:i])
}

// TestHistoryAlignsWideNames: a player named さくら takes six cells; the
// history's columns after it still line up with the header's.
func TestHistoryAlignsWideNames(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "w.db")
	s, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.Create(store.Monumental, "setup players=さくら,Ben seed=1")
	s.Finish(a, store.Result{Players: []store.PlayerResult{
		{Name: "さくら", Civilization: "japan", Score: 61, Rank: 1, Winner: true},
		{Name: "Ben", Civilization: "china", Score: 48, Rank: 2},
	}, Winners: []string{"さくら"}})
	b, _ := s.Create(store.Monumental, "setup players=Ana,Ben seed=2")
	s.Finish(b, store.Result{Players: []store.PlayerResult{
		{Name: "Ana", Civilization: "rome", Score: 50, Rank: 1, Winner: true},
		{Name: "Ben", Civilization: "china", Score: 40, Rank: 2},
	}, Winners: []string{"Ana"}})
	s.Close()
	out, err := runCmd(t, "history", "--db", db)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out, "\n")
	find := func(prefix, contains string) string {
		for _, l := range lines {
			if strings.HasPrefix(l, prefix) && strings.Contains(l, contains) {
				return l
			}
		}
		t.Fatalf("no line %q...%q in:\n%s", prefix, contains, out)
		return ""
	}
	// The last column of each table starts after the last two-space gap;
	// in cells, it is the same on every row.
	for _, rows := range [][3]string{
		{find("ID", "WINNER"), find(" 1", "さくら 61"), find(" 2", "Ana 50")},
		{find("GAME", "PLAYER"), find("Monumental", "さくら"), find("Monumental  Ana", "")},
	} {
		var at []int
		for _, l := range rows {
			at = append(at, i18n.Width(l[:strings.LastIndex(l, "  ")+2]))
		}
		if at[0] != at[1] || at[1] != at[2] {
			t.Errorf("last column at cells %v:\n%s", at, out)
		}
		// and the wide row is no wider than its width in cells says
		if i18n.Width(rows[1]) == len([]rune(rows[1])) {
			t.Fatalf("the row %q has no wide character", rows[1])
		}
	}
}

// TestConfigShowAlignsWideValues: config show's origins line up when a
// value holds wide characters.
func TestConfigShowAlignsWideValues(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "c.yaml")
	os.WriteFile(cfg, []byte("players:\n  names: [さくら, はなこ]\n"), 0o600)
	out, err := runCmd(t, "config", "show", "--config", cfg, "--db", filepath.Join(dir, "x.db"))
	if err != nil {
		t.Fatal(err)
	}
	at := -1
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		c := columnStart(l, "   (")
		if at >= 0 && c != at {
			t.Fatalf("origins not aligned (%d, then %d at %q):\n%s", at, c, l, out)
		}
		at = c
	}
	if !strings.Contains(out, "さくら") {
		t.Fatalf("the wide value is not shown:\n%s", out)
	}
}
