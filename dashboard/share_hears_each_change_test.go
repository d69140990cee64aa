package dashboard

import (
	"errors"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"tablemate/dashboard/dashboardtest"
	"tablemate/kernel"
)

// TestTableViewHearsEachCommittedChange: OnChange hears of each change
// once it is saved and committed (an action, an undo, a redo), with the
// game as it is then, and never of a refused one; v shows the view's
// address as a QR code and closes with Esc.
func TestTableViewHearsEachCommittedChange(t *testing.T) {
	t.Parallel()
	setup := "setup players=Ana,Ben seed=3"
	kinds := testKinds(nil)
	g, err := kinds.For(setup).New(setup)
	if err != nil {
		t.Fatal(err)
	}
	type heard struct {
		actions int
		undone  bool
	}
	var got []heard
	rec := &dashboardtest.MemoryRecorder{Games: []string{g.SetupLine()}}
	url := "http://192.168.1.20:40123/abcdefghijklmnopqrstuv/"
	h := newHarness(t, 80, 24, Options{Recorder: rec, Game: g, Kinds: kinds,
		OnChange: func(g kernel.Session, undone bool) { got = append(got, heard{g.Len(), undone}) },
		Share:    func() (string, error) { return url, nil }})
	h.press('3', 'e', tcell.KeyEnter, 'u', 'r', '9')
	want := []heard{{1, false}, {2, false}, {1, true}, {2, false}}
	if len(got) != len(want) {
		t.Fatalf("heard %v, want %v (the refused take 9 is not a change)", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("heard %v, want %v", got, want)
		}
	}
	h.press(tcell.KeyEscape, 'v')
	screen := h.draw()
	if !strings.Contains(screen, url) || !strings.Contains(screen, "Table view · scan with a phone") || !strings.Contains(screen, "▄▄▄▄▄") {
		t.Fatalf("v: no QR code with the address:\n%s", screen)
	}
	h.press(tcell.KeyEscape)
	h.lacks(url)
}

// TestTableViewKeyOnlyWhenOffered: without a table view the v key is in no
// help; when the view cannot start, v says why.
func TestTableViewKeyOnlyWhenOffered(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, "setup players=Ana,Ben seed=3")
	if strings.Contains(h.d.keys.help(h.d), "table view for phones") {
		t.Fatal("the help offers v without a table view")
	}
	setup := "setup players=Ana,Ben seed=3"
	kinds := testKinds(nil)
	g, _ := kinds.For(setup).New(setup)
	failing := newHarness(t, 80, 24, Options{Game: g, Kinds: kinds,
		Share: func() (string, error) { return "", errors.New("no network") }})
	if !strings.Contains(failing.d.keys.help(failing.d), "show the table view for phones") {
		t.Fatal("the help does not offer v")
	}
	failing.press('v')
	failing.contains("No table view: no network")
}
