package main

import (
	"strings"
	"testing"
)

// TestScriptTextLanguages: the text output's events and state lines follow
// --lang; the setup and action lines keep the script notation.
func TestScriptTextLanguages(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("TABLEMATE_CONFIG", "")
	want := map[string][]string{
		"es": {"Desarrollo disponible", "Ronda ", "Pila de descarte: "},
		"cs": {"přehled", "Kolo ", "Odkládací balíček: "},
		"ja": {"発展ディスプレイ", "ラウンド", "捨て札："},
		"fr": {"rivière", "Manche ", "Défausse : "},
	}
	for lang, parts := range want {
		out, _, err := runCLI(t, "", "script", "--lang", lang, "testdata/games/standard-3p.txt")
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		if !strings.HasPrefix(out, "setup ") || strings.Contains(out, "%!") {
			t.Errorf("%s: bad output:\n%s", lang, out)
		}
		for _, p := range parts {
			if !strings.Contains(out, p) {
				t.Errorf("%s: no %q in:\n%s", lang, p, out)
			}
		}
	}
}
