package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runEdge runs tablemate as main does, through run: the command's output,
// everything written to stderr (the notices and the error line) and the
// exit code.
func runEdge(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	root, out, errOut := testRoot(stdin, args)
	code = run(root, errOut)
	return out.String(), errOut.String(), code
}

// TestScriptErrorInTheUsersLanguage (issue 13 item 1): the rule error that
// stops a script, and with --db the note that nothing was saved, are
// printed in the --lang language after the one prefix "tablemate:".
func TestScriptErrorInTheUsersLanguage(t *testing.T) {
	configEnv(t)
	const script = "setup players=Ana,Ben\ntake 9\n"
	_, stderr, code := runEdge(t, script, "script", "--lang", "es", "-")
	want := "tablemate: -: línea 2: take 9: el espacio 9 no existe: el Desarrollo disponible tiene 6 espacios (M-SETUP-3)\n"
	if stderr != want || code != exitFailure {
		t.Errorf("script --lang es: exit %d, stderr %q, want %q", code, stderr, want)
	}
	db := filepath.Join(t.TempDir(), "g.db")
	_, stderr, _ = runEdge(t, script, "script", "--lang", "cs", "--db", db, "-")
	if !strings.HasPrefix(stderr, "tablemate: -: řádek 2: take 9: místo 9 neexistuje") ||
		!strings.Contains(stderr, "\nDo "+db+" se nic neuložilo: opravte ten řádek a spusťte skript znovu\n") {
		t.Errorf("script --lang cs --db: %q", stderr)
	}
	_, stderr, _ = runEdge(t, "", "script", "--lang", "fr", filepath.Join(t.TempDir(), "none.txt"))
	if !strings.HasSuffix(stderr, "none.txt : fichier ou répertoire introuvable\n") || !strings.HasPrefix(stderr, "tablemate: impossible de lire ") {
		t.Errorf("script --lang fr, a missing file: %q", stderr)
	}
}

// TestErrorsInTheUsersLanguageKeepTheirExitCodes: worded in the user's
// language, a usage error still exits 2 and a failure 1.
func TestErrorsInTheUsersLanguageKeepTheirExitCodes(t *testing.T) {
	configEnv(t)
	_, stderr, code := runEdge(t, "", "script", "--lang", "es", "--format", "xml", "-")
	if code != exitUsage || stderr != "tablemate: --format «xml»: usa text o json\nEjecuta «tablemate script --help» para ver cómo se usa.\n" {
		t.Errorf("a bad flag value in Spanish: exit %d, %q", code, stderr)
	}
	_, stderr, code = runEdge(t, "", "export", "--lang", "ja", "abc")
	if code != exitUsage || !strings.Contains(stderr, "「abc」はゲームIDではありません") {
		t.Errorf("a bad game id in Japanese: exit %d, %q", code, stderr)
	}
	_, stderr, code = runEdge(t, "", "rules", "--lang", "cs", "zzzzq")
	if code != exitFailure || stderr != "tablemate: žádné pravidlo neobsahuje „zzzzq“ (všechna vypíše `tablemate rules`)\n" {
		t.Errorf("no rule found, in Czech: exit %d, %q", code, stderr)
	}
}

// TestErrorsInEnglishWhenTheSettingsFail: an error is worded in the
// language the config file gives; when the settings themselves cannot be
// read, their problem is reported in English, whatever the file asks for.
func TestErrorsInEnglishWhenTheSettingsFail(t *testing.T) {
	configEnv(t)
	cfg := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(cfg, []byte("language: es\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, stderr, _ := runEdge(t, "", "export", "--config", cfg, "abc")
	if !strings.HasPrefix(stderr, "tablemate: «abc» no es un número de partida") {
		t.Errorf("language: es in the config file: %q", stderr)
	}
	if err := os.WriteFile(cfg, []byte("language: es\nautoma_levl: 3\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runEdge(t, "", "export", "--config", cfg, "1")
	if code != exitFailure || !strings.Contains(stderr, "automa_levl") || !strings.Contains(stderr, "unknown key") {
		t.Errorf("a broken config file: exit %d, %q", code, stderr)
	}
	_, stderr, code = runEdge(t, "", "script", "--lang", "xx", "-")
	if code != exitUsage || stderr != "tablemate: --lang \"xx\": use en, es, cs, ja or fr\nRun 'tablemate script --help' for usage.\n" {
		t.Errorf("--lang xx: exit %d, %q", code, stderr)
	}
}

// TestTalliesFileProblemsInTheUsersLanguage: every problem of a tallies
// file is worded in the --lang language, with its file and line and without
// the package's prefix; the notation (keys, YAML) stays as written.
func TestTalliesFileProblemsInTheUsersLanguage(t *testing.T) {
	configEnv(t)
	tallies := "players:\n - {name: Ana, knowledge: -1, wonder: 3}\n - [1]\noptions: {literal_dominance: 3}\n"
	_, stderr, code := runEdge(t, tallies, "score", "--lang", "fr", "-")
	want := "tablemate: stdin:2 : joueur « Ana » : clé inconnue « wonder » : vouliez-vous dire « wonders » ?\n" +
		"stdin:2 : joueur « Ana » : clés « policies », « provinces », « gold », « culture » manquantes (écrivez 0 pour un nombre nul)\n" +
		"stdin:3 : l’entrée du joueur 2 doit être un dictionnaire comme {name: Ana, knowledge: 3, ...} ; trouvé : une liste\n" +
		"stdin:4 : l’option literal_dominance doit valoir true ou false ; trouvé : 3\n"
	if stderr != want || code != exitFailure {
		t.Errorf("score --lang fr: exit %d\n%s\nwant\n%s", code, stderr, want)
	}
	negative := "players:\n - {name: Ana, knowledge: -1, wonders: 0, policies: 0, provinces: 0, gold: 0, culture: 0}\n"
	if _, stderr, _ = runEdge(t, negative, "score", "--lang", "cs", "-"); stderr != "tablemate: stdin:2: hráč „Ana“: knowledge je -1: počty nemohou být záporné\n" {
		t.Errorf("score --lang cs, a negative count: %q", stderr)
	}
}

// TestPlayStartupErrorsInTheUsersLanguage: the problems that stop `tablemate
// play` before the dashboard opens are worded in the --lang language.
func TestPlayStartupErrorsInTheUsersLanguage(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "g.db")
	_, stderr, code := runEdge(t, "", "play", "--lang", "es", "--db", db, "--game", "12345")
	if code != exitFailure || stderr != "tablemate: --game 12345: no hay ninguna partida 12345 en "+db+"; consulta «tablemate history»\n" {
		t.Errorf("play --game 12345 --lang es: exit %d, %q", code, stderr)
	}
	_, stderr, code = runEdge(t, "", "play", "--lang", "fr", "--db", db, "--game", "1", "--new")
	if code != exitUsage || !strings.HasPrefix(stderr, "tablemate: --game et --new : donnez l’un ou l’autre") {
		t.Errorf("play --game --new --lang fr: exit %d, %q", code, stderr)
	}
}

// TestSavedGameMessagesInTheUsersLanguage: what script --db, export and
// history tell a user about saved games is in the --lang language, game ids
// as typed (never grouped as a count: `tablemate play --game 12345`).
func TestSavedGameMessagesInTheUsersLanguage(t *testing.T) {
	configEnv(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "g.db")
	_, stderr, _ := runEdge(t, "setup players=Ana,Ben\ntake 1\n", "script", "--lang", "cs", "--db", db, "-")
	if stderr != "tablemate: uloženo jako hra 1 v "+db+": nová rozehraná hra; obnovíte ji příkazem `tablemate play --game 1`\n" {
		t.Errorf("script --db --lang cs: %q", stderr)
	}
	_, stderr, code := runEdge(t, "", "export", "12345", "--lang", "es", "--db", db)
	if code != exitFailure || stderr != "tablemate: no hay ninguna partida 12345: consulta «tablemate history»\n" {
		t.Errorf("export 12345 --lang es: exit %d, %q", code, stderr)
	}
	none := filepath.Join(dir, "none.db")
	// A named game that cannot be exported fails (exit 1).
	_, stderr, code = runEdge(t, "", "export", "1", "--lang", "fr", "--db", none)
	if code != exitFailure || stderr != "tablemate: aucune partie enregistrée pour l’instant ("+none+" n’existe pas) : rien à exporter\n" {
		t.Errorf("export 1 from no database --lang fr: exit %d, %q", code, stderr)
	}
	out, _, _ := runEdge(t, "", "history", "--lang", "ja", "--db", none)
	if out != "保存されたゲームはまだありません（"+none+"は存在しません）。\n" {
		t.Errorf("history of no database --lang ja: %q", out)
	}
}

// TestSettingsProblemsInTheLanguageAsked: the settings' own problems (a
// typo in the config file, a value out of range, a config file that is not
// there) are said in the language of --lang, else TABLEMATE_LANGUAGE or
// TABLEMATE_LANG, else the locale, with no package prefix after
// "tablemate:"; the exit code stays a failure.
func TestSettingsProblemsInTheLanguageAsked(t *testing.T) {
	configEnv(t)
	file := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(file, []byte("automa:\n  difficulty: 7\nautoma_levl: 3\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runEdge(t, "", "history", "--lang", "fr", "--config", file)
	want := "tablemate: config.yaml:2 : automa.difficulty = 7 : doit être un nombre entier de 0 à 4\n" +
		"config.yaml:3 : automa_levl = 3 : clé inconnue ; vouliez-vous dire automa.difficulty ?\n"
	if stderr != want || code != exitFailure {
		t.Errorf("--lang fr: exit %d, stderr %q, want %q", code, stderr, want)
	}
	missing := filepath.Join(t.TempDir(), "none.yaml")
	t.Setenv("TABLEMATE_LANG", "es")
	if _, stderr, _ = runEdge(t, "", "history", "--config", missing); stderr != "tablemate: el archivo de configuración "+missing+" no existe (lo indica --config o TABLEMATE_CONFIG)\n" {
		t.Errorf("TABLEMATE_LANG=es, a missing config file: %q", stderr)
	}
	t.Setenv("TABLEMATE_LANG", "")
	t.Setenv("LANG", "ja_JP.UTF-8")
	if _, stderr, _ = runEdge(t, "", "history", "--config", file); !strings.HasPrefix(stderr, "tablemate: config.yaml:2：automa.difficulty = 7：0～4の整数を指定してください\n") {
		t.Errorf("LANG=ja_JP.UTF-8: %q", stderr)
	}
}

// TestDatabaseProblemsInTheLanguage: a database file tablemate cannot use
// (not SQLite, written by a newer tablemate) is refused in the user's
// language, with what to do, and a command that only reads leaves it as it
// was.
func TestDatabaseProblemsInTheLanguage(t *testing.T) {
	configEnv(t)
	junk := filepath.Join(t.TempDir(), "junk.db")
	if err := os.WriteFile(junk, []byte("not a database\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "is not a tablemate database (it is not an SQLite file): move it away or use --db to choose another file",
		"es": "no es una base de datos de tablemate (no es un archivo SQLite): muévelo a otro sitio o usa --db para elegir otro archivo",
		"fr": "n’est pas une base de données tablemate (ce n’est pas un fichier SQLite) : déplacez-le ou choisissez un autre fichier avec --db",
		"cs": "není databáze tablemate (není to soubor SQLite): přesuňte ho jinam, nebo pomocí --db zvolte jiný soubor",
		"ja": "はtablemateのデータベースではありません（SQLiteのファイルではありません）。移動するか、--dbで別のファイルを指定してください",
	}
	for lang, w := range want {
		_, stderr, code := runEdge(t, "", "history", "--lang", lang, "--db", junk)
		if code != exitFailure || !strings.Contains(stderr, junk) || !strings.HasSuffix(stderr, w+"\n") {
			t.Errorf("%s: exit %d, %q, want it to end %q", lang, code, stderr, w)
		}
	}
	if data, _ := os.ReadFile(junk); string(data) != "not a database\n" {
		t.Errorf("history changed the file it refused: %q", data)
	}
}

// TestFlagAndArgumentMistakesInTheLanguage: what cobra and pflag would
// refuse in English (an unknown flag, a flag without its value, a number
// that is not one, a wrong count of arguments) is said in the user's
// language, still as a usage error (exit 2).
func TestFlagAndArgumentMistakesInTheLanguage(t *testing.T) {
	configEnv(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"history", "--lang", "es", "--bogus"}, "tablemate: opción desconocida --bogus\n"},
		{[]string{"history", "--lang", "fr", "-zq"}, "tablemate: option inconnue -z dans -zq\n"},
		{[]string{"history", "--lang", "cs", "--db"}, "tablemate: --db potřebuje hodnotu\n"},
		{[]string{"automa", "deck", "--lang", "ja", "--difficulty", "x"}, "tablemate: --difficulty 「x」：整数を指定してください\n"},
		{[]string{"score", "--lang", "fr", "a", "b"}, "tablemate: nombre d’arguments incorrect (2) : la syntaxe est tablemate score FILE|- [options]\n"},
		{[]string{"version", "--lang", "es", "extra"}, "tablemate: comando desconocido «extra» para «tablemate version»\n"},
	} {
		_, stderr, code := runEdge(t, "", tc.args...)
		if code != exitUsage || !strings.HasPrefix(stderr, tc.want) {
			t.Errorf("%q: exit %d, %q, want it to start %q", tc.args, code, stderr, tc.want)
		}
	}
}
