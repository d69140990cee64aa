package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/config"
	"tablemate/i18n"
)

// TestConfigInitInTheLanguage: config init --lang es says what it wrote in
// Spanish, and the file it writes is the Spanish table's (language: es,
// the comments the English documentation); it validates, and a table
// loaded from it plays in Spanish, with the Spanish rulebook's C-DEV-1.
// Without --lang the file is the defaults, byte for byte.
func TestConfigInitInTheLanguage(t *testing.T) {
	configEnv(t)
	path := filepath.Join(t.TempDir(), "c2.yaml")
	out, err := runTablemate(t, "config", "init", "-o", path, "--lang", "es")
	if err != nil {
		t.Fatal(err)
	}
	if out != "Se escribió "+path+"\n" {
		t.Errorf("output %q, not in Spanish", out)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(got, []byte("\nlanguage: es\n")) {
		t.Errorf("the file does not set language: es")
	}
	// The default seats are named in the table's language.
	if !bytes.Contains(got, []byte("\n  names: [\"Participante 1\", \"Participante 2\"]\n")) || bytes.Contains(got, []byte("Player 1")) {
		t.Errorf("the default names are not the Spanish table's")
	}
	s, err := config.Load(config.LoadOptions{ConfigFile: path})
	if err != nil {
		t.Fatal(err)
	}
	if s.Language != config.Spanish || s.Rules.ContinuousDiscard != config.DiscardRemaining {
		t.Errorf("the file loads as language %q, C-DEV-1 %q", s.Language, s.Rules.ContinuousDiscard)
	}
	// Refusals in the language too.
	if _, err := runTablemate(t, "config", "init", "-o", path, "--lang", "es"); err == nil || !strings.Contains(i18n.New("es").Error(err), "ya existe") {
		t.Errorf("init over a file, in Spanish: %v", err)
	}
	out, err = runTablemate(t, "config", "init", "-o", "-")
	if err != nil || out != string(config.DefaultYAML) {
		t.Errorf("without --lang: err %v, the defaults %v", err, out == string(config.DefaultYAML))
	}
}
