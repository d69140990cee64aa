package dashboard

import (
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/tracker"
)

// spanishForm is the new-game form of a Spanish screen, with the Automa's
// cards loaded as the command line loads them.
func spanishForm(t *testing.T) (*harness, *tview.Form) {
	t.Helper()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Localizer: i18n.New("es"),
		Kinds: testKinds([]tracker.Option{tracker.WithDecks(deckfile.Load)})})
	return h, h.d.dialogs.focus.(*tview.Form)
}

// TestCivilizationsTypedInTheLanguage: the new-game form takes the printed
// civilizations by their names in the table's language, in English or by
// id, whatever the case and accents ("Grecia", "egipto", "JAPON"), and the
// game keeps their ids; the Automa's field the same ("japón").
func TestCivilizationsTypedInTheLanguage(t *testing.T) {
	t.Parallel()
	h, form := spanishForm(t)
	set := func(i int, text string) { form.GetFormItem(i).(*tview.InputField).SetText(text) }
	set(fPlayers, "Ana, Bruno, Cy")
	set(fCivs, "Grecia, china, EGIPTO")
	form.GetFormItem(fBots).(*tview.DropDown).SetCurrentOption(1)
	set(fBotCivs, "japón")
	h.press(tcell.KeyF2)
	if h.d.dialogs.top != "" {
		t.Fatalf("the game did not start:\n%s", h.draw())
	}
	s := h.d.mon().Setup()
	if !slices.Equal(s.Civilizations, []string{"greece", "china", "egypt"}) || s.BotCivilization(0) != "japan" {
		t.Errorf("civilizations kept %q, the Automa's %q", s.Civilizations, s.BotCivilization(0))
	}
	// The next form names them in Spanish, not by their ids.
	h.press('n', tcell.KeyEnter)
	h.contains("Grecia, China, Egipto")
}

// TestAnUnknownCivilizationIsSaid: a name no printed civilization has is
// said on its field, with the printed ones in the reader's language;
// started again as it is, it is played as the table's own (a fan-made
// civilization). An Automa's civilization its cards do not have is
// refused, its field marked, with the ones they have in Spanish.
func TestAnUnknownCivilizationIsSaid(t *testing.T) {
	t.Parallel()
	h, form := spanishForm(t)
	set := func(i int, text string) { form.GetFormItem(i).(*tview.InputField).SetText(text) }
	set(fPlayers, "Ana, Bruno")
	set(fCivs, "Grecia, Gondor")
	h.press(tcell.KeyF2)
	if h.d.dialogs.top != "setup" {
		t.Fatal("a civilization no box prints started without a word")
	}
	if l := form.GetFormItem(fCivs).GetLabel(); !strings.HasSuffix(l, problemMark) {
		t.Errorf("the civilizations field is not marked: %q", l)
	}
	screen := squeeze(h.draw())
	for _, want := range []string{"Gondor:", "Egipto", "Dinamarca"} {
		if !strings.Contains(screen, squeeze(want)) {
			t.Errorf("the warning lacks %q:\n%s", want, h.draw())
		}
	}
	h.press(tcell.KeyF2)
	if h.d.dialogs.top != "" {
		t.Fatalf("started again, the table's own civilization is still refused:\n%s", h.draw())
	}
	if got := h.d.mon().Setup().Civilizations; !slices.Equal(got, []string{"greece", "Gondor"}) {
		t.Errorf("civilizations kept %q", got)
	}

	h, form = spanishForm(t)
	set = func(i int, text string) { form.GetFormItem(i).(*tview.InputField).SetText(text) }
	set(fPlayers, "Ana")
	set(fCivs, "Grecia")
	set(fBotCivs, "Japonia")
	h.press(tcell.KeyF2)
	if h.d.dialogs.top != "setup" {
		t.Fatal("an Automa civilization its cards do not have started")
	}
	if l := form.GetFormItem(fBotCivs).GetLabel(); !strings.HasSuffix(l, problemMark) {
		t.Errorf("the Automas' civilizations field is not marked: %q", l)
	}
	screen = squeeze(h.draw())
	for _, want := range []string{"japonia", "Japón", "Egipto", "random"} {
		if !strings.Contains(screen, squeeze(want)) {
			t.Errorf("the refusal lacks %q:\n%s", want, h.draw())
		}
	}
	for _, unwanted := range []string{"egypt,", `"default"`} {
		if strings.Contains(screen, unwanted) {
			t.Errorf("the refusal names %q:\n%s", unwanted, h.draw())
		}
	}
}
