package recorder

import (
	"path/filepath"
	"testing"
	"time"

	"tablemate/store"
)

// TestAcknowledgmentSurvivesRestart: the dashboard's Enter, saved by the
// store recorder, is read back by the next start (Record.Acknowledged), and
// the next action clears it.
func TestAcknowledgmentSurvivesRestart(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "g.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := st.Create(store.Monumental, "setup players=Ana,Ben seed=1")
	if err != nil {
		t.Fatal(err)
	}
	rec := New(st, gameKinds(), time.Now, errStale)
	if _, _, err := rec.Resume(id); err != nil {
		t.Fatal(err)
	}
	if err := rec.Record("take 1"); err != nil {
		t.Fatal(err)
	}
	if err := rec.Acknowledge(); err != nil {
		t.Fatal(err)
	}
	rec.Leave()
	st.Close()
	if st, err = store.Open(path); err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if r, err := st.Load(id); err != nil || !r.Acknowledged {
		t.Fatalf("after a restart: acknowledged %v, %v", r != nil && r.Acknowledged, err)
	}
	rec = New(st, gameKinds(), time.Now, errStale)
	defer rec.Leave()
	if _, _, err := rec.Resume(id); err != nil {
		t.Fatal(err)
	}
	if err := rec.Record("end"); err != nil {
		t.Fatal(err)
	}
	if r, _ := st.Load(id); r.Acknowledged {
		t.Error("the next action left the game acknowledged")
	}
}
