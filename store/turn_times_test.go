package store

import (
	"reflect"
	"testing"
	"time"

	"tablemate/tracker"
	"tablemate/tracker/wm"
)

func TestTurnsRunFromTheEndOfTheTurnBefore(t *testing.T) {
	t.Parallel()
	m := time.Minute
	for _, tc := range []struct {
		name    string
		steps   []Step
		offsets []time.Duration
		want    []Turn
	}{
		{name: "two turns of two actions", steps: []Step{{Actor: "Ana"}, {Actor: "Ana", EndTurn: true}, {Actor: "Ben"}, {Actor: "Ben", EndTurn: true}},
			offsets: []time.Duration{1 * m, 3 * m, 4 * m, 8 * m},
			want:    []Turn{{"Ana", 3 * m, true}, {"Ben", 5 * m, true}}},
		{name: "the turn being played is left out", steps: []Step{{Actor: "Ana", EndTurn: true}, {Actor: "Ben"}},
			offsets: []time.Duration{2 * m, 3 * m},
			want:    []Turn{{"Ana", 2 * m, true}}},
		{name: "a player acting again after the others passed has two turns", steps: []Step{{Actor: "Ana", EndTurn: true}, {Actor: "Ana", EndTurn: true}},
			offsets: []time.Duration{2 * m, 7 * m},
			want:    []Turn{{"Ana", 2 * m, true}, {"Ana", 5 * m, true}}},
		{name: "an untimed end makes both its turn and the next unknown", steps: []Step{{Actor: "Ana", EndTurn: true}, {Actor: "Ben", EndTurn: true}, {Actor: "Cid", EndTurn: true}},
			offsets: []time.Duration{-1, 5 * m, 6 * m},
			want:    []Turn{{"Ana", 0, false}, {"Ben", 0, false}, {"Cid", m, true}}},
		{name: "tallies after the end are no one's turn", steps: []Step{{Actor: "Ana", EndTurn: true}, {Actor: ""}, {Actor: ""}},
			offsets: []time.Duration{m, 9 * m, 10 * m},
			want:    []Turn{{"Ana", m, true}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Turns(tc.steps, tc.offsets); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestThinkingTimesAreMeansOfKnownTurns(t *testing.T) {
	t.Parallel()
	m := time.Minute
	got := ThinkingTimes([]Turn{{"Ben", 2 * m, true}, {"Ana", 4 * m, true}, {"Ben", 4 * m, true}, {"Ana", 0, false}})
	want := []PlayerTime{{Name: "Ben", Turns: 2, Total: 6 * m, Mean: 3 * m}, {Name: "Ana", Turns: 1, Total: 4 * m, Mean: 4 * m}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// Whose turn an action belongs to comes from the engine, for either game.
func TestStepsComeFromTheEngineOfEitherGame(t *testing.T) {
	t.Parallel()
	r := &Record{ID: 1, Game: Monumental, Setup: "setup mode=standard players=Ana,Ben seed=1",
		Actions: []string{"take 1", "end", "end", "take 2", "end"}}
	steps, err := Steps(tracker.NewKind(), r)
	if err != nil {
		t.Fatal(err)
	}
	want := []Step{{Actor: "Ana", After: "Ana"}, {Actor: "Ana", EndTurn: true, After: "Ben"}, {Actor: "Ben", EndTurn: true, After: "Ana"}, {Actor: "Ana", After: "Ana"}, {Actor: "Ana", EndTurn: true, After: "Ben"}}
	if !reflect.DeepEqual(steps, want) {
		t.Errorf("Monumental steps %+v, want %+v", steps, want)
	}

	wr := &Record{ID: 2, Game: WorldMonuments, Setup: "setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben",
		Actions: []string{"quarry 1", "quarry 2", "quarry 3"}}
	steps, err = Steps(wm.NewKind(), wr)
	if err != nil {
		t.Fatal(err)
	}
	want = []Step{{Actor: "Ben", EndTurn: true, After: "Ana"}, {Actor: "Ana", EndTurn: true, After: "Ben"}, {Actor: "Ben", EndTurn: true, After: "Ana"}}
	if !reflect.DeepEqual(steps, want) {
		t.Errorf("World Monuments steps %+v, want %+v", steps, want)
	}
	if _, err := Steps(nil, r); err == nil {
		t.Error("Steps without a kind succeeded")
	}
	r.Actions = append(r.Actions, "take 99")
	if _, err := Steps(tracker.NewKind(), r); err == nil {
		t.Error("an illegal saved action was replayed without error")
	}
}
