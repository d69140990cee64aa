package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// config validate says what a new game would then refuse, with the file
// and line of the setting behind it, and exits 1.
func TestConfigValidateRunsTheNewGameChecks(t *testing.T) {
	configEnv(t)
	dbDir := t.TempDir()
	tests := []struct {
		name, body string
		want       []string
	}{
		{"names that differ only in case", "players:\n  names: [Ana, ana]\n",
			[]string{`players.names (config.yaml:2): a new game refuses these settings: player name "ana" is used twice`}},
		{"an empty deck", "eras:\n  standard: [0, 0, 0]\n",
			[]string{"eras.standard (config.yaml:2): a new game refuses these settings: the deck has 0 cards for a display of 6"}},
		{"both at once", "players:\n  names: [Ana, ana]\neras:\n  standard: [0, 0, 0]\n",
			[]string{"players.names (config.yaml:2)", "eras.standard (config.yaml:4)", "5 problems", "Era II has 0 cards"}},
		{"five players' eras", "eras:\n  five_players: [1, 1, 1]\n",
			[]string{"eras.five_players (config.yaml:2)", "the deck has 3 cards"}},
		{"the Automa's civilization in its deck", "players:\n  names: [Ana, Ben]\nautoma:\n  deck_file: " + writeDeckWithoutCivs(t) + "\n  civilization: japan\n",
			[]string{"automa.civilization (config.yaml:5)", "the Automa's cards have no civilization Japan"}},
		{"a database that is a directory", "database: " + dbDir + "\n",
			[]string{`config.yaml:1: database = "` + dbDir + `": must be a file path, not a directory`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "config.yaml")
			os.WriteFile(path, []byte(tt.body), 0o600)
			_, err := runTablemate(t, "config", "validate", path)
			if exitCode(err) != exitFailure {
				t.Fatalf("exit %d, want 1: %v", exitCode(err), err)
			}
			for _, w := range append(tt.want, path) {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("lacks %q:\n%v", w, err)
				}
			}
		})
	}
	// What is fine for a new game is fine for validate.
	path := filepath.Join(t.TempDir(), "config.yaml")
	os.WriteFile(path, []byte("players:\n  names: [Ana, Ben, Cid, Dee, Eve]\ngame:\n  lost_kingdoms: true\n  mode: continuous\n"), 0o600)
	if out, err := runTablemate(t, "config", "validate", path); err != nil || out != path+": ok\n" {
		t.Errorf("a playable config: %q %v", out, err)
	}
}

// writeDeckWithoutCivs copies the shipped deck with Japan renamed, so that
// the config's civilization is not in it.
func writeDeckWithoutCivs(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "deckfile", "default.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer("name: japan,", "name: nippon,", "civilization: japan", "civilization: nippon").Replace(string(data))
	p := filepath.Join(t.TempDir(), "deck.yaml")
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}
