package recorder

import (
	"slices"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard"
	"tablemate/dashboard/dashboardtest"
	"tablemate/store"
)

// liveDashboard is `tablemate play` on a shared file: its own Store, a
// recorder on it, and a dashboard running on a simulation screen.
type liveDashboard struct {
	t      *testing.T
	d      *dashboard.Dashboard
	screen tcell.SimulationScreen
	drawn  *dashboardtest.Drawn
	done   chan error
}

func playLive(t *testing.T, path string) *liveDashboard {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	rec := New(st, gameKinds(), time.Now, dashboard.ErrStale)
	cur, err := st.Current()
	if err != nil || cur == nil {
		t.Fatalf("current: %v %v", cur, err)
	}
	g, steps, err := store.ReplaySteps(gameKinds(), cur)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Show(cur, steps, g); err != nil {
		t.Fatal(err)
	}
	d, err := dashboard.New(tview.NewApplication(), dashboard.Options{Recorder: rec, Kinds: gameKinds(), Game: g, ShowLastSteps: true, Now: time.Now})
	if err != nil {
		t.Fatal(err)
	}
	l := &liveDashboard{t: t, d: d, screen: tcell.NewSimulationScreen("UTF-8"), done: make(chan error, 1)}
	if err := l.screen.Init(); err != nil {
		t.Fatal(err)
	}
	l.screen.SetSize(100, 30)
	d.App().SetScreen(l.screen)
	l.drawn = dashboardtest.FollowDraws(d.App())
	go func() { l.done <- d.Run() }()
	t.Cleanup(func() {
		d.App().Stop()
		<-l.done
		rec.Leave()
		st.Close()
	})
	return l
}

func (l *liveDashboard) press(keys ...rune) {
	for _, k := range keys {
		if k == '\n' {
			l.screen.InjectKey(tcell.KeyEnter, 0, tcell.ModNone)
			continue
		}
		l.screen.InjectKey(tcell.KeyRune, k, tcell.ModNone)
	}
}

// until waits, draw by draw, for the game shown to hold n actions.
func (l *liveDashboard) until(n int) {
	l.t.Helper()
	var got []string
	if !l.drawn.Until(5*time.Second, func() bool {
		got = l.d.Game().ActionTexts()
		return len(got) == n
	}) {
		l.t.Fatalf("the dashboard shows %q, want %d actions", got, n)
	}
}

func savedActions(t *testing.T, path string) []string {
	t.Helper()
	return replays(t, path).Actions
}

// The review's D1 on two running dashboards: A takes slot 1; B, behind,
// presses 2 (refused) then 1, which was saved on top of A's action before.
// Now B saves nothing until R reloads it, and its next take is saved after
// A's: the log replays and holds each table's action once.
func TestTwoLiveDashboardsOnOneGameNeverMixTheirActions(t *testing.T) {
	t.Parallel()
	path := newSharedGame(t)
	a, b := playLive(t, path), playLive(t, path)
	a.press('\n', '1')
	a.until(1)
	b.press('\n', '2', '1', 'R')
	// R reloaded A's take: had B's 1 been saved, B would show two actions.
	b.until(1)
	if got := savedActions(t, path); !slices.Equal(got, []string{"take 1"}) {
		t.Fatalf("after B's keys while behind: the file holds %q, want [take 1]", got)
	}
	b.press('2')
	b.until(2)
	if got := savedActions(t, path); !slices.Equal(got, []string{"take 1", "take 2"}) {
		t.Fatalf("after B reloaded and took 2: the file holds %q", got)
	}
}
