package store

import (
	"math"
	"reflect"
	"testing"
)

func finished(players ...PlayerResult) Record {
	r := &Result{Players: players}
	for _, p := range players {
		if p.Winner {
			r.Winners = append(r.Winners, p.Name)
		}
	}
	return Record{Finished: true, Result: r}
}

func solo(difficulty, you, automa int) Record {
	r := finished(
		PlayerResult{Name: "Automa", Automa: true, Score: automa, Rank: 1 + b2i(you > automa), Winner: automa >= you},
		PlayerResult{Name: "Ana", Civilization: "egypt", Score: you, Rank: 1 + b2i(automa >= you), Winner: you > automa},
	)
	r.Result.Difficulty = difficulty
	return r
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestStatistics(t *testing.T) {
	t.Parallel()
	records := []Record{
		finished(
			PlayerResult{Name: "Ana", Civilization: "rome", Score: 60, Rank: 1, Winner: true},
			PlayerResult{Name: "Ben", Civilization: "china", Score: 50, Rank: 2},
		),
		finished(
			PlayerResult{Name: "Ana", Civilization: "china", Score: 40, Rank: 2},
			PlayerResult{Name: "Ben", Civilization: "china", Score: 55, Rank: 1, Winner: true},
		),
		finished( // a shared win counts for both
			PlayerResult{Name: "Ana", Civilization: "egypt", Score: 45, Rank: 1, Winner: true},
			PlayerResult{Name: "Ben", Civilization: "rome", Score: 45, Rank: 1, Winner: true},
		),
		solo(3, 70, 60),
		solo(3, 50, 60),
		solo(1, 80, 40),
		// Not counted: in progress, abandoned, finished without scores.
		{Setup: "setup players=Ana"},
		{Abandoned: true},
		finished(PlayerResult{Name: "Ana", Score: 0, Rank: 0}),
	}
	st := Statistics(records)
	if st.Games != 9 || st.Scored != 6 {
		t.Errorf("games %d scored %d, want 9 and 6", st.Games, st.Scored)
	}
	// Solo and multiplayer apart (issue 27 item 7): the solo rows first.
	wantPlayers := []PlayerStats{
		// Ana solo: 3 games, wins 70 and 80.
		{Name: "Ana", Players: 1, Solo: true, Games: 3, Wins: 2, WinRate: 2 / 3.0, MeanScore: (70 + 50 + 80) / 3.0, BestScore: 80, Favourite: "egypt"},
		// Ana with Ben: wins 60 and 45 (shared); rome, china, egypt once each.
		{Name: "Ana", Players: 2, Games: 3, Wins: 2, WinRate: 2 / 3.0, MeanScore: (60 + 40 + 45) / 3.0, BestScore: 60, Favourite: "china"},
		// Ben: china twice, rome once.
		{Name: "Ben", Players: 2, Games: 3, Wins: 2, WinRate: 2 / 3.0, MeanScore: 50, BestScore: 55, Favourite: "china"},
	}
	if !reflect.DeepEqual(st.Players, wantPlayers) {
		t.Errorf("players:\n got %+v\nwant %+v", st.Players, wantPlayers)
	}
	wantAutoma := []AutomaStats{
		{Difficulty: 1, Bots: 1, Games: 1, Wins: 1, WinRate: 1, MeanMargin: 40},
		{Difficulty: 3, Bots: 1, Games: 2, Wins: 1, WinRate: 0.5, MeanMargin: 0},
	}
	if !reflect.DeepEqual(st.Automa, wantAutoma) {
		t.Errorf("automa:\n got %+v\nwant %+v", st.Automa, wantAutoma)
	}
	// The players' civilizations with their win rates: egypt 4 plays (3
	// solo), wins 45, 70, 80; rome 60 and 45; china 40, 50, 55.
	wantCivs := []CivilizationStats{
		{Civilization: "egypt", Plays: 4, Wins: 3, WinRate: 0.75, MeanScore: (45 + 70 + 50 + 80) / 4.0},
		{Civilization: "china", Plays: 3, Wins: 1, WinRate: 1 / 3.0, MeanScore: (50 + 40 + 55) / 3.0},
		{Civilization: "rome", Plays: 2, Wins: 2, WinRate: 1, MeanScore: (60 + 45) / 2.0},
	}
	if !reflect.DeepEqual(st.Civilizations, wantCivs) {
		t.Errorf("civilizations:\n got %+v\nwant %+v", st.Civilizations, wantCivs)
	}
}

// The Automas' civilizations are counted apart from the players'.
func TestStatisticsOfTheAutomasCivilizations(t *testing.T) {
	t.Parallel()
	a, b := solo(3, 70, 60), solo(3, 50, 60)
	a.Result.Players[0].Civilization, b.Result.Players[0].Civilization = "China", "china"
	st := Statistics([]Record{a, b, solo(2, 40, 30)})
	want := []CivilizationStats{{Civilization: "china", Plays: 2, Wins: 1, WinRate: 0.5, MeanScore: 60}}
	if !reflect.DeepEqual(st.AutomaCivilizations, want) {
		t.Errorf("the Automas' civilizations:\n got %+v\nwant %+v", st.AutomaCivilizations, want)
	}
	if len(st.Civilizations) != 1 || st.Civilizations[0].Civilization != "egypt" || st.Civilizations[0].Plays != 3 {
		t.Errorf("the players' civilizations: %+v", st.Civilizations)
	}
}

func TestStatisticsFavouriteTieIsAlphabetical(t *testing.T) {
	t.Parallel()
	st := Statistics([]Record{
		finished(PlayerResult{Name: "Cid", Civilization: "rome", Score: 1, Rank: 1, Winner: true}),
		finished(PlayerResult{Name: "Cid", Civilization: "china", Score: 2, Rank: 1, Winner: true}),
		finished(PlayerResult{Name: "Dee", Score: 3, Rank: 1}),
	})
	if len(st.Players) != 2 || st.Players[0].Favourite != "china" || st.Players[1].Favourite != "" {
		t.Errorf("%+v", st.Players)
	}
	if math.Abs(st.Players[0].MeanScore-1.5) > 1e-9 {
		t.Errorf("mean %v", st.Players[0].MeanScore)
	}
}

func TestStatisticsEmpty(t *testing.T) {
	t.Parallel()
	st := Statistics(nil)
	if st.Games != 0 || st.Players == nil || st.Automa == nil || len(st.Players)+len(st.Automa) != 0 {
		t.Errorf("%+v", st)
	}
}

// Scores of the two games are on different scales: a player's statistics are
// kept per game. A victory shared with the Automa is not a win.
func TestStatisticsPerGameAndSharedVictories(t *testing.T) {
	t.Parallel()
	m := finished(PlayerResult{Name: "Ana", Score: 20, Rank: 1, Winner: true}, PlayerResult{Name: "Ben", Score: 10, Rank: 2})
	m.Game = Monumental
	w := finished(PlayerResult{Name: "Ana", Score: 60, Rank: 1, Winner: true}, PlayerResult{Name: "Ben", Score: 50, Rank: 2})
	w.Game = WorldMonuments
	shared := finished(PlayerResult{Name: "Automa", Automa: true, Score: 15, Rank: 1, Winner: true},
		PlayerResult{Name: "Ana", Score: 15, Rank: 1, Winner: true})
	shared.Game = Monumental
	st := Statistics([]Record{m, w, shared})
	var anaM, anaW *PlayerStats
	for i, p := range st.Players {
		if p.Name == "Ana" && p.Game == Monumental && !p.Solo {
			anaM = &st.Players[i]
		}
		if p.Name == "Ana" && p.Game == WorldMonuments {
			anaW = &st.Players[i]
		}
	}
	if anaM == nil || anaW == nil || anaM.BestScore != 20 || anaW.BestScore != 60 || anaM.Games != 1 {
		t.Fatalf("players = %+v", st.Players)
	}
	if len(st.Automa) != 1 || st.Automa[0].Wins != 0 || st.Automa[0].Shared != 1 || st.Automa[0].WinRate != 0 {
		t.Fatalf("automa = %+v", st.Automa)
	}
}

// Games against several Automas are counted apart, by the number of
// Automas: the best human against the best Automa (issue 12 item 4).
func TestStatisticsByNumberOfAutomas(t *testing.T) {
	t.Parallel()
	three := finished(
		PlayerResult{Name: "Automa 1", Automa: true, Score: 30, Rank: 2},
		PlayerResult{Name: "Automa 2", Automa: true, Score: 35, Rank: 1, Winner: true},
		PlayerResult{Name: "Automa 3", Automa: true, Score: 20, Rank: 4},
		PlayerResult{Name: "Ana", Score: 25, Rank: 3},
	)
	three.Result.Difficulty = 4
	st := Statistics([]Record{solo(4, 50, 40), three})
	want := []AutomaStats{
		{Difficulty: 4, Bots: 1, Games: 1, Wins: 1, WinRate: 1, MeanMargin: 10},
		{Difficulty: 4, Bots: 3, Games: 1, MeanMargin: -10},
	}
	if !reflect.DeepEqual(st.Automa, want) {
		t.Errorf("automa:\n got %+v\nwant %+v", st.Automa, want)
	}
}
