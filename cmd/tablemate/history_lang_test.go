package main

import (
	"strings"
	"testing"
)

// TestHistoryAndMarkdownInTheUsersLanguage: with --lang, the history's heads,
// statuses, modes and civilizations and the markdown export are in that
// language; the JSON keeps its English field names and values.
func TestHistoryAndMarkdownInTheUsersLanguage(t *testing.T) {
	t.Parallel()
	db := seed(t)
	out, err := runCmd(t, "history", "--db", db, "--lang", "es")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"FECHA", "JUGADORES", "en curso", "por turnos", "Egipto", "CIVILIZACIÓN FAVORITA", "Contra el Automa", "En curso: partida 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("history --lang es lacks %q:\n%s", want, out)
		}
	}
	for _, english := range []string{"DATE", "playing", "Egypt", "egypt", "In progress"} {
		if strings.Contains(out, english) {
			t.Errorf("history --lang es says %q:\n%s", english, out)
		}
	}
	out, err = runCmd(t, "history", "--db", db, "--lang", "cs", "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `"status": "playing"`) || !strings.Contains(out, `"mode": "continuous"`) {
		t.Errorf("history JSON is not in its stable English words:\n%s", out)
	}
	out, err = runCmd(t, "export", "1", "--db", db, "--lang", "cs", "--format", "markdown")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Monumental, hra 1", "- Stav: dohraná", "## Výsledek", "| Pořadí | Hráč | Civilizace |", "## Záznam"} {
		if !strings.Contains(out, want) {
			t.Errorf("markdown --lang cs lacks %q:\n%s", want, out)
		}
	}
}
