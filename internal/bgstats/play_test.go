package bgstats

import (
	"strings"
	"testing"
	"time"

	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

func TestNameUUIDIsAVersion5LayoutAndTellsNamesApart(t *testing.T) {
	t.Parallel()
	u := nameUUID("play:1")
	if len(u) != 36 || u[14] != '5' || !strings.ContainsRune("89ab", rune(u[19])) || u == nameUUID("play:2") {
		t.Errorf("uuid %s", u)
	}
}

func session(t *testing.T, kind *kernel.Kind, setup string) kernel.Session {
	t.Helper()
	g, err := kind.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var twoPlayers = kernel.Result{Players: []kernel.PlayerResult{
	{Name: "Ben", Civilization: "china", Score: 70, Rank: 1, Winner: true},
	{Name: "Ana", Civilization: "rome", Score: 60, Rank: 2},
}, Winners: []string{"Ben"}}

// The duration is the playing time in whole minutes; an unknown one (0)
// is left out rather than sent as 0 minutes.
func TestPlayDurationIsThePlayingTime(t *testing.T) {
	t.Parallel()
	g := session(t, tracker.NewKind(), "setup mode=standard players=Ana,Ben seed=1 civs=rome,china")
	for _, tc := range []struct {
		played time.Duration
		want   int
	}{{0, 0}, {20 * time.Second, 0}, {40 * time.Second, 1}, {94*time.Minute + 31*time.Second, 95}} {
		p, err := New(g, twoPlayers, Info{ID: 1, Started: time.Unix(1700000000, 0), Played: tc.played})
		if err != nil {
			t.Fatal(err)
		}
		link, _ := p.Link()
		if p.DurationMin() != tc.want || (tc.want == 0) == strings.Contains(link, "durationMin") {
			t.Errorf("played %v: durationMin %d, want %d; link %s", tc.played, p.DurationMin(), tc.want, link)
		}
	}
}

// The same play gives the same link however it is built: the dashboard's
// and the export command's links are one, so the app never imports it twice.
func TestPlayLinkDependsOnTheSavedGameNotTheCaller(t *testing.T) {
	t.Parallel()
	info := Info{ID: 3, Started: time.Unix(1700000000, 5), Played: time.Hour, Location: "Club"}
	a, _ := New(session(t, tracker.NewKind(), "setup mode=standard players=Ana,Ben seed=1 civs=rome,china"), twoPlayers, info)
	b, _ := New(session(t, tracker.NewKind(), "setup mode=standard players=Ana,Ben seed=1 civs=rome,china"), twoPlayers, info)
	la, _ := a.Link()
	lb, _ := b.Link()
	info.ID = 4
	c, _ := New(session(t, tracker.NewKind(), "setup mode=standard players=Ana,Ben seed=1 civs=rome,china"), twoPlayers, info)
	lc, _ := c.Link()
	if la != lb || la == lc || !strings.HasPrefix(la, LinkPrefix) || !strings.Contains(la, "248125") {
		t.Errorf("links:\n%s\n%s\n%s", la, lb, lc)
	}
	// Seat order, not rank order; the start player from the setup.
	if !strings.Contains(la, "Ana:rome,Ben:china") {
		t.Errorf("board not in seat order: %s", la)
	}
}

func TestPlayOfWorldMonumentsHasNoBGGIDAndAnUnscoredGameIsRefused(t *testing.T) {
	t.Parallel()
	g := session(t, wm.NewKind(), "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben")
	p, err := New(g, twoPlayers, Info{ID: 1})
	if err != nil {
		t.Fatal(err)
	}
	link, _ := p.Link()
	if strings.Contains(link, "bggId") || !strings.Contains(link, "sourceGameId") {
		t.Errorf("World Monuments link: %s", link)
	}
	if _, err := New(g, kernel.Result{}, Info{ID: 7}); err == nil || !strings.Contains(err.Error(), "game 7") {
		t.Errorf("unscored play: %v", err)
	}
}
