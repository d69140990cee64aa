package store

import (
	"os"
	"path/filepath"
	"testing"

	"tablemate/tracker/trackertest"
)

const testSetup = "setup mode=standard players=Ana,Ben,Cid,Dee seed=7"

// legalActions is n legal actions of a game played by the engine
// (trackertest.LegalActions).
func legalActions(t testing.TB, setupLine string, n int) []string {
	return trackertest.LegalActions(t, setupLine, n)
}

func tempDB(t testing.TB) string {
	t.Helper()
	return filepath.Join(t.TempDir(), "data", "tablemate.db")
}

func openT(t testing.TB, path string) *Store {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
