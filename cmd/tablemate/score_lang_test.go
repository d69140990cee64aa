package main

import (
	"os"
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestScoreLanguages: `tablemate score FILE --lang es|cs|ja|fr` prints the
// table (and the markdown and CSV headers) translated; the JSON stays English.
func TestScoreLanguages(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // no user config file
	t.Setenv("TABLEMATE_CONFIG", "")
	ext := map[string]string{"table": "txt", "csv": "csv", "markdown": "md"}
	tests := []struct {
		name, golden, input, lang string
		flags                     []string
		formats                   []string
	}{
		{"four players es", "four-players", "four-players.yaml", "es", nil, []string{"table", "markdown", "csv"}},
		{"four players cs", "four-players", "four-players.yaml", "cs", nil, []string{"table"}},
		{"four players ja", "four-players", "four-players.yaml", "ja", nil, []string{"table", "markdown", "csv"}},
		{"four players fr", "four-players", "four-players.yaml", "fr", nil, []string{"table"}},
		{"shared victory ja", "shared", "shared.yaml", "ja", nil, []string{"table"}},
		{"solo Automa gold cs", "solo-automa-gold", "solo.yaml", "cs", []string{"--automa-gold"}, []string{"table"}},
		{"African Empires literal fr", "african-empires-literal", "african-empires.json", "fr", []string{"--literal-dominance"}, []string{"table", "csv"}},
		{"African Empires literal ja", "african-empires-literal", "african-empires.json", "ja", []string{"--literal-dominance"}, []string{"table"}},
	}
	for _, tt := range tests {
		for _, format := range tt.formats {
			t.Run(tt.name+" "+format, func(t *testing.T) {
				args := append(append([]string{"--lang", tt.lang, "--format", format}, tt.flags...), scoreData(tt.input))
				got, err := runScore(t, "", args...)
				if err != nil {
					t.Fatalf("score %v: %v", args, err)
				}
				golden := scoreData(tt.golden + "." + tt.lang + ".golden." + ext[format])
				if *update {
					if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test ./cmd/tablemate/ -run TestScoreLanguages -update to create it)", err)
				}
				if got != string(want) {
					t.Errorf("score %v differs from %s:\n--- got\n%s\n--- want\n%s", args, golden, got, want)
				}
				if format == "table" {
					checkAligned(t, got)
				}
			})
		}
	}
}

// checkAligned: the last column (rank) is right-aligned, so every line of
// the table takes the same number of terminal cells, in any script.
func checkAligned(t *testing.T, out string) {
	t.Helper()
	table, _, _ := strings.Cut(out, "\n\n")
	lines := strings.Split(table, "\n")
	for _, l := range lines[1:] {
		if i18n.Width(l) != i18n.Width(lines[0]) {
			t.Errorf("table not aligned: %q is %d cells, the header %d", l, i18n.Width(l), i18n.Width(lines[0]))
		}
	}
}

func TestScoreLanguageJSONStaysEnglish(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("TABLEMATE_CONFIG", "")
	en, err := runScore(t, "", "--format", "json", scoreData("four-players.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	ja, err := runScore(t, "", "--lang", "ja", "--format", "json", scoreData("four-players.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if en != ja {
		t.Errorf("--lang ja changed the JSON:\n%s", ja)
	}
}

func TestScoreLanguageFromEnvironment(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("TABLEMATE_CONFIG", "")
	t.Setenv("LC_ALL", "es_ES.UTF-8")
	got, err := runScore(t, "", scoreData("four-players.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(got, "participante") {
		t.Errorf("LC_ALL=es_ES: the table is not in Spanish:\n%s", got)
	}
	if _, err := runScore(t, "", "--lang", "de", scoreData("four-players.yaml")); err == nil {
		t.Error("--lang de: no error")
	}
}
