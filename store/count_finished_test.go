package store

import "testing"

// TestCountFinishedCountsOnlyFinishedGames: the start screen's count of
// finished games leaves out the games in progress and the abandoned ones.
func TestCountFinishedCountsOnlyFinishedGames(t *testing.T) {
	t.Parallel()
	s := openT(t, tempDB(t))
	if n, err := s.CountFinished(); err != nil || n != 0 {
		t.Fatalf("empty: %d, %v", n, err)
	}
	res := &Result{Players: []PlayerResult{{Name: "Ana", Score: 3, Rank: 1, Winner: true}}, Winners: []string{"Ana"}}
	for range 2 {
		if _, err := s.Import(Monumental, testSetup, nil, nil, res); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Create(Monumental, testSetup); err != nil {
		t.Fatal(err)
	}
	gone, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Abandon(gone); err != nil {
		t.Fatal(err)
	}
	if n, err := s.CountFinished(); err != nil || n != 2 {
		t.Fatalf("%d finished (%v), want 2", n, err)
	}
}
