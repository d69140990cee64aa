package tableview

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tablemate/store"
)

// writer is a dashboard's side of the database: the store opened for
// writing, with one game.
func writer(t *testing.T, setup string) (*store.Store, store.GameID, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "games.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	g := newGame(t, setup)
	id, err := st.Create(g.Kind().Name, g.SetupLine())
	if err != nil {
		t.Fatal(err)
	}
	return st, id, path
}

// TestFollowerShowsWhatTheDashboardWrites: serve's follower publishes the
// game as it is saved, each action, an undo and a new game, reading the
// database read-only while another process writes it.
func TestFollowerShowsWhatTheDashboardWrites(t *testing.T) {
	t.Parallel()
	st, id, path := writer(t, "setup players=Ana,Ben seed=5")
	s, hs := newTestServer(t, Options{Log: testLog{t}})
	f := NewFollower(s, FollowOptions{Path: path, Kinds: kinds(), Every: 20 * time.Millisecond})
	if err := f.Load(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := contextWithCancel(t)
	go f.Run(ctx)
	events := openStream(t, ctx, hs.URL+s.Path(), "en")
	if e := events.nextWithin(t, testWait); !strings.Contains(e.data, "Ana&#39;s turn") {
		t.Fatalf("first event: %.300s", e.data)
	}
	until := func(want string) event {
		t.Helper()
		for {
			if e := events.nextWithin(t, testWait); strings.Contains(e.data, want) {
				return e
			}
		}
	}
	var e event
	for _, a := range []string{"take 2", "end"} {
		if err := st.Append(id, a); err != nil {
			t.Fatal(err)
		}
		e = until(named(a))
	}
	if !strings.Contains(e.data, "Ben&#39;s turn") {
		t.Fatalf("after end: %.300s", e.data)
	}
	if err := st.Undo(id); err != nil {
		t.Fatal(err)
	}
	until("Undone: " + named("end"))
	// The table starts another game: the follower moves to it.
	next, err := st.Create("monumental", newGame(t, "setup players=Cid,Dee seed=1").SetupLine())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Abandon(id); err != nil {
		t.Fatal(err)
	}
	until("Cid&#39;s turn")
	if err := st.Append(next, "take 1"); err != nil {
		t.Fatal(err)
	}
	until(named("take 1"))
	cancel()
}

// TestFollowerOnlyReads: following a database writes nothing to it (no
// byte of the file, no write-ahead log of its own), and a game the
// database does not have is an error before anything is served.
func TestFollowerOnlyReads(t *testing.T) {
	t.Parallel()
	st, _, path := writer(t, "setup players=Ana,Ben seed=5")
	st.Close()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	s, _ := newTestServer(t, Options{})
	f := NewFollower(s, FollowOptions{Path: path, Kinds: kinds(), Every: 10 * time.Millisecond})
	if err := f.Load(); err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if _, err := f.poll(true); err != nil {
			t.Fatal(err)
		}
	}
	after, _ := os.ReadFile(path)
	fi2, _ := os.Stat(path)
	if string(before) != string(after) || !fi.ModTime().Equal(fi2.ModTime()) {
		t.Fatal("following the database changed its file")
	}
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + side); err == nil {
			t.Errorf("following the database left a %s beside it", side)
		}
	}
	missing := NewFollower(s, FollowOptions{Path: path, Game: 99, Kinds: kinds()})
	if err := missing.Load(); err == nil || !strings.Contains(err.Error(), "no game 99") {
		t.Fatalf("game 99: %v", err)
	}
	none := NewFollower(s, FollowOptions{Path: filepath.Join(t.TempDir(), "none.db"), Kinds: kinds()})
	if err := none.Load(); err == nil {
		t.Fatal("a database that does not exist: no error")
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(path), "none.db")); err == nil {
		t.Fatal("following a missing database created it")
	}
}

type testLog struct{ t *testing.T }

func (l testLog) Write(b []byte) (int, error) {
	l.t.Log(strings.TrimSpace(string(b)))
	return len(b), nil
}
