package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// A game entered afterwards by script is saved with the day it was played:
// the history lists it on that day, BG Stats gets that date, and it has no
// playing time (nobody timed it) rather than a made-up one.
func TestScriptDateIsTheSavedGamesStart(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "games.db")
	mustRun(t, "script", "--db", db, "--date", "2025-03-14", "testdata/games/standard-4p.txt")
	out := mustRun(t, "history", "--db", db)
	if !regexp.MustCompile(`(?m)^ +1 +2025-03-14 12:00 +Monumental, standard +finished +- `).MatchString(out) {
		t.Errorf("history:\n%s", out)
	}
	d := readLink(t, mustRun(t, "export", "1", "--db", db, "--format", "bgstats-link"))
	if want := time.Date(2025, 3, 14, 12, 0, 0, 0, time.Local).UTC().Format("2006-01-02 15:04:05"); d.PlayDate != want || d.DurationMin != 0 {
		t.Errorf("playDate %q (want %q), durationMin %d (want none)", d.PlayDate, want, d.DurationMin)
	}
	if md := mustRun(t, "export", "1", "--db", db, "--format", "markdown"); !strings.Contains(md, "- Finished: 2025-03-14 12:00") {
		t.Errorf("a dated game's end is its day, not today:\n%s", md)
	}
}

func TestScriptDateMistakesAreUsageErrors(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "games.db")
	tomorrow := time.Now().AddDate(0, 0, 2).Format("2006-01-02")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--date", "2025-03-14"}, "give --db PATH too"},
		{[]string{"--db", db, "--date", "14/03/2025"}, "YYYY-MM-DD"},
		{[]string{"--db", db, "--date", "2025-02-30"}, "YYYY-MM-DD"},
		{[]string{"--db", db, "--date", tomorrow}, "after today"},
	} {
		_, err := runTablemate(t, append(append([]string{"script"}, c.args...), "testdata/games/standard-4p.txt")...)
		if exitCode(err) != exitUsage || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v (exit %d), want %q and exit %d", c.args, err, exitCode(err), c.want, exitUsage)
		}
	}
	if _, err := runTablemate(t, "history", "--db", db); err != nil {
		t.Fatal(err)
	}
	if out := mustRun(t, "history", "--db", db); !strings.Contains(out, "No games saved yet") {
		t.Errorf("a refused --date saved something:\n%s", out)
	}
}
