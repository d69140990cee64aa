package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// TestHistoryNumbersAndTitlesInTheUsersLanguage (issue 13 item 2): the
// statistics write their decimals as the language does (58,0 in Czech,
// Spanish and French) and name each game by its title in the language
// (Monumental, モニュメンタル), never by its saved id; the JSON keeps the
// machine's 58 and "monumental".
func TestHistoryNumbersAndTitlesInTheUsersLanguage(t *testing.T) {
	t.Parallel()
	db := seed(t)
	for lang, row := range map[string]string{
		"cs": `(?m)^Monumental +Ana +sólo +1 +1 +100\x{a0}% +58,0 +58 +Egypt$`,
		"es": `(?m)^Monumental +Ana +en solitario +1 +1 +100\x{a0}% +58,0 +58 +Egipto$`,
		"fr": `(?m)^Monumental +Ana +en solo +1 +1 +100\x{a0}% +58,0 +58 +Égypte$`,
		"ja": `(?m)^モニュメンタル +Ana +ソロ +1 +1 +100% +58\.0 +58 +エジプト$`,
	} {
		out, err := runCmd(t, "history", "--db", db, "--lang", lang)
		if err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(row).MatchString(out) {
			t.Errorf("history --lang %s lacks Ana's row %s:\n%s", lang, row, out)
		}
		if strings.Contains(out, "monumental") {
			t.Errorf("history --lang %s names a game by its id:\n%s", lang, out)
		}
	}
	out, err := runCmd(t, "history", "--db", db, "--lang", "fr")
	if err != nil {
		t.Fatal(err)
	}
	// Against the Automa: 1 game won (100 %), margin +8,0.
	if !regexp.MustCompile(`(?m)^ +1 +3 +1 +1 +0 +100\x{a0}% +\+8,0$`).MatchString(out) {
		t.Errorf("history --lang fr: the Automa row's rate and margin:\n%s", out)
	}
	out, err = runCmd(t, "history", "--db", db, "--lang", "cs", "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Stats struct {
			Players []struct {
				Game      string  `json:"game"`
				Name      string  `json:"name"`
				MeanScore float64 `json:"mean_score"`
			} `json:"players"`
		} `json:"statistics"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `"mean_score": 58,`) || !strings.Contains(out, `"win_rate": 1,`) || len(doc.Stats.Players) == 0 || doc.Stats.Players[0].Game != "monumental" {
		t.Errorf("history --format json --lang cs is not in its machine words:\n%s", out)
	}
}

// TestRulesNotesInTheUsersLanguage (issue 13 item 3): the list's footer and
// the rules themselves follow --lang.
func TestRulesNotesInTheUsersLanguage(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "", "rules", "--lang", "fr")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"`tablemate rules ID` affiche le texte d’une règle ; `tablemate rules MOT` cherche les règles qui le contiennent."} {
		if !strings.Contains(out, want) {
			t.Errorf("rules --lang fr lacks %q:\n%s", want, out)
		}
	}
	// Every rule is in French (issue 26): no note on rules left in English.
	if strings.Contains(out, "pas encore traduites") {
		t.Errorf("rules --lang fr says some rules are in English:\n%s", out)
	}
	if strings.Contains(out, "prints a rule's text") || strings.Contains(out, "not translated") {
		t.Errorf("rules --lang fr has English notes:\n%s", out)
	}
}

// TestAutomaDeckInTheUsersLanguage (issue 13 item 3): `automa deck` lists
// the cards in the --lang language, titles, kinds, civilizations and lines;
// its YAML and JSON stay English, as data.
func TestAutomaDeckInTheUsersLanguage(t *testing.T) {
	t.Parallel()
	args := []string{"automa", "deck", "--civ", "egypt", "--difficulty", "2", "--seed", "7", "--lang", "es"}
	out, _, err := runCLI(t, "", args...)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Mazo del Automa default, 18 cartas: civilización Egipto; dificultad 2 (media); sin módulos; semilla 7\n",
		"S01  Conquista / Arquitectónica (carta estándar)\n", "    2. +2 de Oro: conquista", "C-EGYPT  Egipto (carta de civilización, Egipto)\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("automa deck --lang es lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Conquer") || strings.Contains(out, "standard") || strings.Contains(out, "egypt") {
		t.Errorf("automa deck --lang es has English:\n%s", out)
	}
	for _, format := range []string{"yaml", "json"} {
		data, _, err := runCLI(t, "", append(args, "--format", format)...)
		if err != nil || !strings.Contains(data, "Conquer / Architectural") || strings.Contains(data, "Conquista") {
			t.Errorf("automa deck --format %s --lang es is not English data (%v):\n%s", format, err, data)
		}
	}
}

// TestAutomaSimulateInTheUsersLanguage (issue 13 item 3): `automa
// simulate` and its strength table write their words and decimals in the
// --lang language; the JSON stays English with Go's decimals.
func TestAutomaSimulateInTheUsersLanguage(t *testing.T) {
	t.Parallel()
	out, _, err := runCLI(t, "", "automa", "simulate", "--games", "5", "--seed", "3", "--lang", "fr")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Simulation de l’Automa : 5 parties, graine 3, 1 Automa\n",
		"Mise en place : sans civilisation, difficulté 0 (débutant), 1 carte par tour, sans module, paquet default\n",
		"Cartes prises dans la rivière, par type :\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("automa simulate --lang fr lacks %q:\n%s", want, out)
		}
	}
	if !regexp.MustCompile(`(?m)^  points +moyenne +\d+,\d\d  écart-type +\d+,\d\d  min +\d+  max +\d+$`).MatchString(out) || strings.Contains(out, "mean") {
		t.Errorf("automa simulate --lang fr: the figures are not in French:\n%s", out)
	}
	table, _, err := runCLI(t, "", "automa", "simulate", "--strength", "--games", "2", "--seed", "3", "--lang", "cs")
	if err != nil || !strings.Contains(table, "| obtížnost | 1 karta: průměr |") || !regexp.MustCompile(`(?m)^\| 0 začátečnická \| \d+,\d\d \|`).MatchString(table) {
		t.Errorf("automa simulate --strength --lang cs (%v):\n%s", err, table)
	}
	js, _, err := runCLI(t, "", "automa", "simulate", "--games", "5", "--seed", "3", "--lang", "fr", "--format", "json")
	if err != nil || !regexp.MustCompile(`"mean": \d+\.\d+`).MatchString(js) || strings.Contains(js, "moyenne") {
		t.Errorf("automa simulate --format json --lang fr is not English data (%v):\n%s", err, js)
	}
}
