package bgstats

import (
	"strings"
	"testing"
	"time"

	"tablemate/kernel"
)

// thirdGame is a session of a game bgstats has never heard of: only what
// New asks of any game.
type thirdGame struct {
	kernel.Session
	kind *kernel.Kind
}

func (g thirdGame) Kind() *kernel.Kind { return g.kind }
func (g thirdGame) SetupLine() string  { return "setup game=third players=Cy,Di,Ed start=Di" }
func (g thirdGame) Round() int         { return 5 }

// A third game gets its play from its Kind and Session alone: name, source
// id, seats, start player and note from Describe, rounds from the session;
// without a Describe it is refused by name.
func TestThirdGamePlayComesFromItsKind(t *testing.T) {
	t.Parallel()
	kind := &kernel.Kind{Name: "third", Title: "Third Game", Describe: func(line string) kernel.Description {
		if line != "setup game=third players=Cy,Di,Ed start=Di" {
			t.Errorf("Describe got %q", line)
		}
		return kernel.Description{Seats: []string{"Cy", "Di", "Ed"}, Start: 1, Note: kernel.Phrase{Format: "long variant"}}
	}}
	res := kernel.Result{Players: []kernel.PlayerResult{
		{Name: "Ed", Score: 9, Rank: 1, Winner: true}, {Name: "Cy", Score: 7, Rank: 2}, {Name: "Di", Score: 3, Rank: 3},
	}, Winners: []string{"Ed"}}
	p, err := New(thirdGame{kind: kind}, res, Info{ID: 4, Started: time.Unix(1700000000, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if p.gameName != "Third Game" || p.sourceGameID != "third" || p.bggID != 0 || p.rounds != 5 || p.comments != "long variant" {
		t.Errorf("play %+v", p)
	}
	var order []string
	for _, s := range p.seats {
		order = append(order, s.name)
		if s.start != (s.name == "Di") {
			t.Errorf("%s start=%v", s.name, s.start)
		}
	}
	if strings.Join(order, ",") != "Cy,Di,Ed" {
		t.Errorf("seats in order %v, want the table's Cy,Di,Ed", order)
	}
	link, err := p.Link()
	if err != nil || !strings.Contains(link, "sourceGameId%22:%22third") {
		t.Errorf("link %s (%v)", link, err)
	}
	kind.Describe = nil
	if _, err := New(thirdGame{kind: kind}, res, Info{ID: 4}); err == nil || !strings.Contains(err.Error(), "does not know Third Game games") {
		t.Errorf("no Describe: %v", err)
	}
}
