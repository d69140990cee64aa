package main

import (
	"strings"
	"testing"
)

// TestHistoryGameColumnJoinedInTheLanguage: the game column joins the game
// and its mode with the language's comma (モニュメンタル、通常 in Japanese,
// as its other lists), not with an English one.
func TestHistoryGameColumnJoinedInTheLanguage(t *testing.T) {
	t.Parallel()
	db := seed(t)
	out, err := runCmd(t, "history", "--db", db, "--lang", "ja")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "モニュメンタル、") || strings.Contains(out, "モニュメンタル, ") {
		t.Errorf("history --lang ja joins the game column in English:\n%s", out)
	}
}
