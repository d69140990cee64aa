package bgstats

import (
	"testing"
	"time"

	"tablemate/kernel"
)

// Each Automa the game's Describe names is a bot of its own: the first
// keeps the solo Automa's player id, Automa N has its own, each with the
// role its seat gives (its own difficulty), in the link and the file; an
// Automa the setup does not name goes out as the solo one did.
func TestAutomasAreBotsOfTheirOwn(t *testing.T) {
	t.Parallel()
	kind := &kernel.Kind{Name: "third", Title: "Third Game", Describe: func(string) kernel.Description {
		return kernel.Description{Seats: []string{"Bot A", "Cy", "Bot B", "Bot C"}, Start: 0, Automas: []kernel.AutomaSeat{
			{Seat: 0, Difficulty: 2, Role: kernel.Phrase{Format: "Automa, difficulty %d", Args: []any{2}}},
			{Seat: 2, Difficulty: 3, Role: kernel.Phrase{Format: "Automa, difficulty %d", Args: []any{3}}},
			{Seat: 3, Difficulty: 4, Role: kernel.Phrase{Format: "Automa, difficulty %d", Args: []any{4}}}}}
	}}
	res := kernel.Result{Players: []kernel.PlayerResult{
		{Name: "Cy", Score: 9, Rank: 1, Winner: true},
		{Name: "Bot C", Civilization: "egypt", Automa: true, Score: 8, Rank: 2},
		{Name: "Bot B", Automa: true, Score: 7, Rank: 3},
		{Name: "Bot A", Automa: true, Score: 6, Rank: 4},
		{Name: "Stray", Automa: true, Score: 1, Rank: 5},
	}, Winners: []string{"Cy"}}
	p, err := New(thirdGame{kind: kind}, res, Info{ID: 4, Started: time.Unix(1700000000, 0)})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{
		"Bot A": {"tablemate-automa", "Automa, difficulty 2"},
		"Bot B": {"tablemate-automa-2", "Automa, difficulty 3"},
		"Bot C": {"tablemate-automa-3", "Egypt · Automa, difficulty 4"},
		"Stray": {strayAutomaID("Stray"), ""},
		"Cy":    {playerID("Cy"), ""},
	}
	ids := map[string]bool{}
	for _, s := range p.seats {
		if w := want[s.name]; s.sourceID != w[0] || s.role != w[1] {
			t.Errorf("%s: id %q, role %q; want %q", s.name, s.sourceID, s.role, w)
		}
		if ids[s.sourceID] {
			t.Errorf("%s: id %q is another player's too", s.name, s.sourceID)
		}
		ids[s.sourceID] = true
	}
	f := NewFile()
	f.Add(p)
	for _, s := range f.f.Plays[0].PlayerScores {
		if name := f.f.Players[s.PlayerRefID-1].Name; name == "Bot C" && s.Role != "Egypt · Automa, difficulty 4" {
			t.Errorf("file: Bot C's role %q, want its civilization and difficulty", s.Role)
		}
	}
}
