package dashboard

import (
	"strings"
	"testing"

	"tablemate/dashboard/dashboardtest"
	"tablemate/i18n"
)

// TestStartScreenCountsFinishedGames: without a game in progress the start
// screen says how many finished games the database holds and that n starts
// one (it shows around the setup form on a large screen); an empty
// database keeps "No game yet".
func TestStartScreenCountsFinishedGames(t *testing.T) {
	t.Parallel()
	h := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}, Finished: 3})
	h.d.dialogs.close() // the board under the setup form
	h.contains("Finished games in the database: 3", "Press n to start a new one")
	h.lacks("No game yet")
	e := newHarness(t, 80, 24, Options{Recorder: &dashboardtest.MemoryRecorder{}})
	e.d.dialogs.close()
	e.contains("No game yet")
}

// TestStartScreenCountOverTheFormIsWhole: with the setup form open over
// the start screen, in every language and at 80x24, 100x30 and 120x40,
// the count of finished games shows whole above the form (also at 80x27 and 100x32) (the whole
// message, or its count alone when that is what fits), never a sentence
// cut by the form.
func TestStartScreenCountOverTheFormIsWhole(t *testing.T) {
	t.Parallel()
	shown := 0
	for _, lang := range i18n.Languages() {
		for _, size := range [][2]int{{80, 24}, {80, 27}, {100, 30}, {100, 32}, {120, 40}} {
			h := newHarness(t, size[0], size[1], Options{Recorder: &dashboardtest.MemoryRecorder{}, Finished: 4, Localizer: i18n.New(lang)})
			if !h.d.dialogs.open() {
				t.Fatalf("%s: no setup form", lang)
			}
			screen := h.draw()
			full, short := squeeze(h.d.tf(msgNoGameInProgress, 4)), squeeze(h.d.tf(msgFinishedGames, 4))
			all := squeeze(screen)
			switch {
			case strings.Contains(all, full), strings.Contains(all, short):
				shown++
			default:
				// Nothing of it, or a piece: a piece is a cut sentence.
				for _, part := range strings.Fields(h.d.tf(msgFinishedGames, 4)) {
					if len([]rune(part)) > 5 && strings.Contains(screen, part) && !strings.Contains(h.d.t("tablemate · Monumental"), part) {
						t.Errorf("%s %dx%d: a piece of the count (%q) shows, not the whole:\n%s", lang, size[0], size[1], part, screen)
						break
					}
				}
			}
		}
	}
	if shown == 0 {
		t.Error("no screen showed the count over the form: the test tries nothing")
	}
}
