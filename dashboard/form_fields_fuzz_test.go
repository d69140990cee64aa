package dashboard

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
)

// FuzzNewGameFormFields types anything into the new-game form's text fields
// and presses Start: the form never panics; it either starts a game whose
// recorded setup line loads again, or starts none and says why.
func FuzzNewGameFormFields(f *testing.F) {
	f.Add("Ana, Ben, Cid", "Ben", "", "15,12,8")
	f.Add("Ana, ana, Cid, Dee", "Zed", "china, japan", "3,x")
	f.Add("Ana", "", "egypt", "")
	f.Add("\"Ana,,Ben", "=", "\x00", "-1,99999999999999999999")
	f.Fuzz(func(t *testing.T, players, start, civs, eras string) {
		if !utf8.ValidString(players + start + civs + eras) {
			return // a terminal types text, not bytes
		}
		rec := &dashboardtest.MemoryRecorder{}
		h := newHarness(t, 80, 24, Options{Recorder: rec})
		form, ok := h.d.dialogs.focus.(*tview.Form)
		if !ok {
			t.Fatal("no setup form")
		}
		set := func(i int, text string) { form.GetFormItem(i).(*tview.InputField).SetText(text) }
		set(fPlayers, players)
		set(fStart, start)
		set(fCivs, civs)
		set(fEras, eras)
		startFromForm(h)
		switch len(rec.Games) {
		case 0:
			if h.d.dialogs.top == "" {
				t.Fatal("no game started and the form is gone without a word")
			}
			if box := dialogFlex(h); box != nil {
				if errs := box.GetItem(1).(*problemList).GetText(false); strings.TrimSpace(errs) == "" {
					t.Fatalf("no game started and no problem shown for %q %q %q %q", players, start, civs, eras)
				}
			}
		case 1:
			line := rec.Games[0]
			if _, err := testKinds(nil).For(line).Load(line, nil, nil); err != nil {
				t.Fatalf("the recorded setup %q does not load again: %v", line, err)
			}
		default:
			t.Fatalf("one Start recorded %d games", len(rec.Games))
		}
	})
}
