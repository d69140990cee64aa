package sim

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/i18n"
	"tablemate/tracker"
)

// engine gives the engine the deck loader the command line gives it (less
// its size limit).
var engine = []tracker.Option{tracker.WithDecks(deckfile.Load)}

// All of a simulation's randomness comes from its seed: the same seed
// gives the same figures, another seed others; with several Automas the
// first is measured.
func TestSimulateIsSeeded(t *testing.T) {
	t.Parallel()
	o := Options{Games: 10, Seed: 5, Civ: "egypt", Difficulty: 3, CardsPerTurn: 1, Bots: 1, Modules: []string{"celebrities"}, Engine: engine}
	a, err := Simulate(o)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Simulate(o)
	o.Seed = 6
	c, _ := Simulate(o)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed gave two results")
	}
	if reflect.DeepEqual(a, c) {
		t.Fatal("seeds 5 and 6 gave the same result")
	}
	if a.Games != 10 || a.Score.Mean <= 0 || a.Score.Min > a.Score.Max || a.Turns.Mean <= 0 || a.Deck == "" {
		t.Errorf("result %+v", a)
	}
	o.Bots, o.Seed = 3, 5
	three, err := Simulate(o)
	if err != nil || three.Bots != 3 || three.Turns.Mean <= 0 {
		t.Fatalf("3 Automas: %v %+v", err, three)
	}
	var out bytes.Buffer
	if err := WriteText(&out, i18n.New(i18n.English), a); err != nil || !strings.Contains(out.String(), "10 games, seed 5") {
		t.Errorf("text: %v\n%s", err, out.String())
	}
}

// The deck a solo game builds has the civilization's card and as many
// advanced cards as the difficulty; --all lists the deck file.
func TestDeckIsTheOneAGameBuilds(t *testing.T) {
	t.Parallel()
	_, cards, err := Deck(DeckOptions{Civ: "Egypt", Difficulty: 2, Seed: 7, Engine: engine})
	if err != nil {
		t.Fatal(err)
	}
	civ, advanced := 0, 0
	for _, c := range cards {
		switch c.Kind {
		case automa.KindCivilization:
			civ++
		case automa.KindAdvanced:
			advanced++
		}
	}
	if civ != 1 || advanced != 2 {
		t.Errorf("%d civilization cards, %d advanced; want 1, 2", civ, advanced)
	}
	_, all, err := Deck(DeckOptions{All: true})
	if err != nil || len(all) <= len(cards) {
		t.Errorf("every card: %d, %v", len(all), err)
	}
}
