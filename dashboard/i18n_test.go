package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/internal/keyscan"
	"tablemate/scoring"
	"tablemate/tracker"
)

// TestEveryTextIsAKey: the dashboard's texts are message keys found by
// reading the sources (internal/keyscan), so every catalogue translates
// them (i18n's TestCataloguesComplete): the texts it words directly, and
// the words it keeps in tables (the key table's, the tally columns),
// checked here as the screens use them. A text that is not a key would
// stay English in every language (to check the test: put a word the
// catalogues lack in the key table).
func TestEveryTextIsAKey(t *testing.T) {
	t.Parallel()
	found, err := keyscan.Found("..")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(keyscan.In(found, "../dashboard")); n < 300 {
		t.Fatalf("only %d texts found in the dashboard's sources: has a wording helper been renamed?", n)
	}
	isKey, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bindings() {
		words := []string{b.short, b.desc}
		if b.altWhen != nil {
			words = append(words, b.alt)
		}
		for _, k := range words {
			if !isKey[k] {
				t.Errorf("key table: %q is not a key found in the sources", k)
			}
		}
	}
	for _, c := range tallyColumns {
		if !isKey[c] {
			t.Errorf("tally column %q is not a key found in the sources", c)
		}
	}
}

// cellColumn is the screen column where text starts on the row that holds
// it, counting wide runes as two cells, or -1.
func cellColumn(screen tcell.SimulationScreen, row int, text string) int {
	cells, w, _ := screen.GetContents()
	line := ""
	var cols []int
	for x := 0; x < w; x++ {
		c := cells[row*w+x]
		if len(c.Runes) == 0 {
			continue // the second cell of a wide rune
		}
		cols = append(cols, x)
		line += string(c.Runes)
	}
	i := strings.Index(line, text)
	if i < 0 {
		return -1
	}
	return cols[len([]rune(line[:i]))]
}

func localized(t *testing.T, lang string, w, h int, setupLine string, actions ...string) *harness {
	t.Helper()
	base := withGame(t, w, h, setupLine, actions...)
	opts := Options{Recorder: base.rec, Game: base.d.Game(), Localizer: i18n.New(lang), Now: fixedNow}
	return newHarness(t, w, h, opts)
}

const wideNames = "setup players=Ana,健太郎,Čeněk seed=1"

// TestJapaneseGoldenAndAligned: the main screen in Japanese at 80x24, with a
// Japanese name among the players; each player's card count starts at the
// same screen column, whatever the width of the name before it.
func TestJapaneseGoldenAndAligned(t *testing.T) {
	t.Parallel()
	h := localized(t, "ja", 80, 24, wideNames, "take 3", `identify 2 wonder 5 "Pyramids"`, "end")
	h.press('e')
	screen := h.draw()
	golden(t, "main-ja-80x24", screen)
	ja := i18n.New("ja")
	for _, want := range []string{ja.T("Log"), ja.T("Players (seat order)"), ja.Sprintf("%s's turn", "Čeněk")} {
		if !strings.Contains(screen, want) {
			t.Errorf("screen lacks %q:\n%s", want, screen)
		}
	}
	assertCountsAligned(t, h, []string{"Ana", "健太郎", "Čeněk"})
}

func TestSpanishGoldenAndAligned(t *testing.T) {
	t.Parallel()
	h := localized(t, "es", 80, 24, wideNames, "take 3", `identify 2 wonder 5 "Pyramids"`, "end")
	h.press('e')
	golden(t, "main-es-80x24", h.draw())
	es := i18n.New("es")
	assertCountsAligned(t, h, []string{"Ana", "健太郎", "Čeněk"})
	h.contains(es.T("Log"), es.Sprintf("Deck · %d cards", 27))
}

// assertCountsAligned finds each player's row in the players panel (the
// right-hand column) and checks that the card count after the name starts
// at the same screen column on each.
func assertCountsAligned(t *testing.T, h *harness, names []string) {
	t.Helper()
	cells, w, hh := h.screen.GetContents()
	col := -1
	for _, name := range names {
		found := false
		for row := 0; row < hh && !found; row++ {
			nc := cellColumn(h.screen, row, name)
			if nc < 50 {
				continue
			}
			for x := nc + i18n.Width(name); x < w; x++ {
				if r := cells[row*w+x].Runes; len(r) > 0 && r[0] >= '0' && r[0] <= '9' {
					found = true
					if col >= 0 && x != col {
						t.Errorf("%s's card count starts at column %d, the others' at %d:\n%s", name, x, col, h.draw())
					}
					col = x
					break
				}
			}
		}
		if !found {
			t.Errorf("no players panel row with a count for %s:\n%s", name, h.draw())
		}
	}
}

// TestLanguageChangesTheHelpBar: the same game in English and in each other
// language gives a different help bar, made of that language's words.
func TestLanguageChangesTheHelpBar(t *testing.T) {
	t.Parallel()
	en := lastLine(localized(t, "en", 80, 24, three).draw())
	if !strings.Contains(en, "e end") {
		t.Fatalf("English bar: %q", en)
	}
	for _, lang := range i18n.Languages()[1:] {
		l := i18n.New(lang)
		bar := lastLine(localized(t, lang, 80, 24, three).draw())
		if bar == en || !strings.Contains(bar, "e "+l.T("end")) || !strings.Contains(bar, "u ") == strings.Contains(en, "u ") {
			t.Errorf("%s bar %q (English %q)", lang, bar, en)
		}
	}
}

// TestLocalizedStatusFormsAndHelp: an engine refusal, the identify form and
// the help screen in Czech; the form's translated type still records the
// English notation.
func TestLocalizedStatusFormsAndHelp(t *testing.T) {
	t.Parallel()
	cs := i18n.New("cs")
	h := localized(t, "cs", 80, 24, three)
	h.press('7')
	h.lacks("does not exist")
	h.contains("(M-SETUP-3)")
	h.press('i')
	h.contains(cs.T("Identify a display card · Esc cancels"), cs.T("knowledge"))
	// Slot 1 prefilled; the type one down (building), cost 4.
	h.press(tcell.KeyTab, tcell.KeyEnter, tcell.KeyDown, tcell.KeyEnter, tcell.KeyTab, "4", tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter)
	if got := h.rec.Actions; len(got) != 1 || got[0] != "identify 1 building 4" {
		t.Fatalf("recorded %q:\n%s", got, h.draw())
	}
	h.contains(cs.Sprintf("Slot %d is %s.", 1, cs.T("building")+" 4"))
	h.press('?')
	h.contains(cs.T("end the turn (the display is refilled)"))
}

// TestHelpFitsInEveryLanguage: the help screen's last line shows at 80x24
// in every language (a long translation wraps and pushes it off).
func TestHelpFitsInEveryLanguage(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Languages() {
		l := i18n.New(lang)
		for _, setup := range []string{"setup players=Ana,Ben,Cy celebrities=on monsters=on seed=1", "setup players=Ana seed=1 difficulty=2"} {
			h := localized(t, lang, 80, 24, setup)
			h.press('?')
			h.contains(l.T("In forms: Tab moves, Enter confirms, Esc cancels."))
		}
	}
}

// TestLocalizedSetupFormBuildsEnglishActions: the new game form in Japanese
// (labels and the mode list translated) starts a continuous game.
func TestLocalizedSetupFormBuildsEnglishActions(t *testing.T) {
	t.Parallel()
	rec := &dashboardtest.MemoryRecorder{}
	ja := i18n.New("ja")
	h := newHarness(t, 80, 24, Options{Recorder: rec, Localizer: ja, NewGame: tracker.Setup{Players: []string{"Ana", "Ben"}}})
	h.contains(ja.T("Players, clockwise"), ja.T("standard"))
	// Players, start, civilizations, then the mode: one down is continuous.
	h.press(tcell.KeyTab, tcell.KeyTab, tcell.KeyTab, tcell.KeyEnter, tcell.KeyDown, tcell.KeyEnter)
	// Tab to Start, however many fields the form has.
	startFromForm(h)
	if len(rec.Games) != 1 || !strings.Contains(rec.Games[0], "mode=continuous") {
		t.Fatalf("setup recorded as %q:\n%s", rec.Games, h.draw())
	}
	if s := h.d.mon(); s == nil || s.Setup().Mode != tracker.Continuous {
		t.Fatal("no continuous game")
	}
}

// TestLocalizedTinyScreen: the enlarge message is translated and centred
// by cells.
func TestLocalizedTinyScreen(t *testing.T) {
	t.Parallel()
	h := localized(t, "ja", 60, 20, three)
	screen := h.draw()
	msg := i18n.New("ja").Sprintf("(now %dx%d)", 60, 20)
	if !strings.Contains(screen, msg) {
		t.Fatalf("no %q:\n%s", msg, screen)
	}
}

// TestDialogBorderNotCoveredByWideRunes: a Japanese board under the help
// dialog leaves no wide rune whose second half lies under the dialog's left
// border (the terminal would draw it over the border).
func TestDialogBorderNotCoveredByWideRunes(t *testing.T) {
	t.Parallel()
	h := localized(t, "ja", 80, 24, wideNames, "take 3")
	h.press('?')
	h.draw()
	x, y, _, hh := h.d.dialogs.box.GetRect()
	covered := 0
	for row := y; row < y+hh; row++ {
		if _, _, _, w := h.screen.GetContent(x-1, row); w > 1 {
			t.Errorf("row %d: a wide rune at column %d covers the dialog's border at %d:\n%s", row, x-1, x, h.draw())
		}
		if r, _, _, _ := h.screen.GetContent(x, row); r == '║' || r == '╔' || r == '╚' {
			covered++
		}
	}
	if covered != hh {
		t.Errorf("the border shows on %d of %d rows", covered, hh)
	}
}

// TestWMJapanese: the World Monuments screen in Japanese at 80x24, its
// events and marker phrases translated.
func TestWMJapanese(t *testing.T) {
	t.Parallel()
	base := withWM(t, 80, 24, wmTaj, wmLapped...)
	h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), Localizer: i18n.New("ja")})
	screen := h.draw()
	golden(t, "wm-ja-80x24", screen)
	for _, english := range []string{"marker on", "Quarry", "Construct", "builds on level", "'s turn", "Players"} {
		if strings.Contains(screen, english) {
			t.Errorf("Japanese screen shows %q:\n%s", english, screen)
		}
	}
}

// TestJapaneseFinalTableAndDifficulty: the final table's heads keep a space
// between them in Japanese (地 ボーナス), and the Automa panel names its
// difficulty in the language of the screen, in every language.
func TestJapaneseFinalTableAndDifficulty(t *testing.T) {
	t.Parallel()
	ja := i18n.New("ja")
	res := scoring.Result{
		Categories: []scoring.Category{scoring.Knowledge, scoring.Wonders, scoring.Policies, scoring.Provinces},
		Players:    []scoring.PlayerScore{{Name: "Ana", Rank: 1, Total: 8, Bonus: 3}, {Name: "Ben", Rank: 2, Total: 5}},
	}
	head := strings.Split(resultText(ja, res, 74), "\n")[0]
	if !strings.Contains(head, " "+ja.T("Bonus")) || strings.Contains(head, ja.T(shortCategory(ja, scoring.Provinces))+ja.T("Bonus")) {
		t.Fatalf("heads run together: %q", head)
	}
	for _, lang := range i18n.Languages() {
		g := session(t, []tracker.Option{tracker.WithDecks(deckfile.Load)}, soloJapan, nil, nil)
		loc := i18n.New(lang)
		h := newHarness(t, 120, 40, Options{Game: g, Localizer: loc, Recorder: &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}}})
		h.contains(loc.Sprintf("Automa · %s", loc.T("medium")))
		if lang != i18n.English {
			h.lacks("· medium")
		}
	}
}
