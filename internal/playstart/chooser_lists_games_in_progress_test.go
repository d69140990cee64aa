package playstart

import (
	"path/filepath"
	"testing"
	"time"

	"tablemate/dashboard"
	"tablemate/kernel"
	"tablemate/store"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// TestChooserListsGamesInProgress: the dashboard's chooser gets every game
// in progress, the most recently played first, each described from its
// setup (store/recorder's tests resume one).
func TestChooserListsGamesInProgress(t *testing.T) {
	t.Parallel()
	// A clock that moves a minute per reading: the newer game is updated
	// later.
	at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time { at = at.Add(time.Minute); return at }
	st, err := store.Open(filepath.Join(t.TempDir(), "g.db"), store.WithClock(clock))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	kinds := kernel.Kinds{wm.NewKind(), tracker.NewKind()}
	if list, err := listed(st, kinds); err != nil || list != nil {
		t.Fatalf("no game: %v, %v; want no chooser", list, err)
	}
	old, err := st.Create(store.Monumental, "setup players=Cy,Dee seed=2")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Append(old, "take 1"); err != nil {
		t.Fatal(err)
	}
	if list, err := listed(st, kinds); err != nil || list != nil {
		t.Fatalf("one game: %v, %v; want no chooser", list, err)
	}
	cur, err := st.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	if err != nil {
		t.Fatal(err)
	}
	list, err := listed(st, kinds)
	if err != nil || len(list) != 2 {
		t.Fatalf("two games: %v, %v", list, err)
	}
	if list[0].ID != int64(cur) || list[1].ID != int64(old) || list[1].Actions != 1 || list[1].Game == nil {
		t.Fatalf("the list is not the newest first with its setups: %+v", list)
	}
}

// listed is the chooser's list of the games st holds in progress.
func listed(st *store.Store, kinds kernel.Kinds) ([]dashboard.InProgress, error) {
	playing, err := st.InProgress()
	return inProgress(playing, kinds), err
}
