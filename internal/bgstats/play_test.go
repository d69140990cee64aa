package bgstats

import (
	"strings"
	"testing"
	"time"

	"tablemate/i18n"
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
	// The id of a play never changes: BG Stats would import it again.
	if want := "7d475216-7fb5-5101-bf7a-e7f79aa6db10"; u != want {
		t.Errorf("uuid of play:1 %s, want %s as every export gave it", u, want)
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
	// Seat order, not rank order; the civilization is each player's role,
	// never the board's.
	ana, ben := strings.Index(la, "%22name%22:%22Ana%22"), strings.Index(la, "%22name%22:%22Ben%22")
	if ana < 0 || ben < ana || !strings.Contains(la, "%22role%22:%22China%22") || strings.Contains(la, "board") {
		t.Errorf("players not in seat order, or the civilization not their role: %s", la)
	}
}

// Every player has a stable id: a human's from the name (any case), so the
// app matches "Ana" once for every play.
func TestEveryPlayerHasAStableID(t *testing.T) {
	t.Parallel()
	a, _ := New(session(t, tracker.NewKind(), "setup mode=standard players=Ana,Ben seed=1 civs=rome,china"), twoPlayers, Info{ID: 1})
	b, _ := New(session(t, tracker.NewKind(), "setup mode=standard players=ana,Cid seed=2"), kernel.Result{Players: []kernel.PlayerResult{
		{Name: "ana", Score: 1, Rank: 1, Winner: true}, {Name: "Cid", Score: 0, Rank: 2}}}, Info{ID: 2})
	ids := map[string]string{}
	for _, p := range []Play{a, b} {
		for _, s := range p.seats {
			if len(s.sourceID) != 8 {
				t.Errorf("%s has id %q", s.name, s.sourceID)
			}
			if prev, ok := ids[strings.ToLower(s.name)]; ok && prev != s.sourceID {
				t.Errorf("%s: id %q, and %q in another play", s.name, s.sourceID, prev)
			}
			ids[strings.ToLower(s.name)] = s.sourceID
		}
	}
	if len(ids) != 3 || ids["ana"] == ids["ben"] {
		t.Errorf("ids %v", ids)
	}
}

// playDate is the play's end, as BG Stats' createPlay documentation
// defines it: the time it was scored, else (a game without one) its start.
func TestPlayDateIsTheEnd(t *testing.T) {
	t.Parallel()
	g := session(t, tracker.NewKind(), "setup mode=standard players=Ana,Ben seed=1 civs=rome,china")
	started, finished := time.Date(2025, 3, 14, 18, 0, 0, 0, time.UTC), time.Date(2025, 3, 14, 20, 5, 9, 0, time.UTC)
	res := twoPlayers
	res.Finished = finished
	for _, tc := range []struct {
		info Info
		res  kernel.Result
		want string
	}{
		{Info{ID: 1, Started: started}, res, "2025-03-14 20:05:09"},
		{Info{ID: 1, Started: started, Ended: finished.Add(time.Minute)}, res, "2025-03-14 20:06:09"},
		{Info{ID: 1, Started: started}, twoPlayers, "2025-03-14 18:00:00"},
	} {
		p, _ := New(g, tc.res, tc.info)
		if link, _ := p.Link(); !strings.Contains(link, "%22playDate%22:%22"+strings.ReplaceAll(tc.want, " ", "%20")+"%22") {
			t.Errorf("want playDate %s: %s", tc.want, link)
		}
	}
}

// Roles and comments are in the user's language.
func TestRolesAndCommentsInTheUsersLanguage(t *testing.T) {
	t.Parallel()
	g := session(t, tracker.NewKind(), "setup mode=standard players=Ana seed=1 automa=china difficulty=3")
	res := kernel.Result{Players: []kernel.PlayerResult{
		{Name: "Automa", Civilization: "china", Automa: true, Score: 50, Rank: 2},
		{Name: "Ana", Civilization: "egypt", Score: 58, Rank: 1, Winner: true},
	}, Winners: []string{"Ana"}}
	p, err := New(g, res, Info{ID: 1, Loc: i18n.New("es")})
	if err != nil {
		t.Fatal(err)
	}
	roles := map[string]string{}
	for _, s := range p.seats {
		roles[s.name] = s.role
	}
	if roles["Ana"] != "Egipto" || roles["Automa"] != "China · Automa, dificultad 3 (difícil)" {
		t.Errorf("roles %q", roles)
	}
	p, _ = New(session(t, tracker.NewKind(), "setup mode=continuous players=Ana,Ben seed=1"), twoPlayers, Info{ID: 2, Loc: i18n.New("es")})
	if p.comments != "modo por turnos" {
		t.Errorf("comments %q", p.comments)
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
