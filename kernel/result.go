package kernel

import "time"

// PlayerResult is one seat's final result. Rank 0 means the game was not
// scored (a scripted game that reached its end, for example).
type PlayerResult struct {
	Name         string `json:"name"`
	Civilization string `json:"civilization,omitempty"`
	Automa       bool   `json:"automa,omitempty"`
	Score        int    `json:"score"`
	Rank         int    `json:"rank"`
	Winner       bool   `json:"winner"`
	Gold         int    `json:"gold"`
	Culture      int    `json:"culture"`
	// Gems is the gems a World Monuments player showed at the end; nil for
	// Monumental and for results saved before it was kept.
	Gems *int `json:"gems,omitempty"`
	// Difficulty is an Automa's own difficulty (the Automas of one game
	// may differ); nil for a human, and for an Automa of a result saved
	// before it was kept (Result.DifficultyOf then gives the game's).
	Difficulty *int `json:"difficulty,omitempty"`
	// Points are the player's points by scoring category, in the game's
	// order (Kind.Categories); none for a game scored on a track (World
	// Monuments) and for results saved before they were kept.
	Points []CategoryPoints `json:"points,omitempty"`
}

// CategoryPoints is a player's points in one scoring category.
type CategoryPoints struct {
	Key    string `json:"key"` // a ScoreCategory's Key ("knowledge", "dominance")
	Points int    `json:"points"`
}

// PointsIn is the player's points in the category key, and whether the
// result holds them.
func (p PlayerResult) PointsIn(key string) (int, bool) {
	for _, c := range p.Points {
		if c.Key == key {
			return c.Points, true
		}
	}
	return 0, false
}

// Result is a finished game's outcome, as the history keeps it for any game.
type Result struct {
	Players []PlayerResult `json:"players"`
	Winners []string       `json:"winners"`
	// Difficulty is the game's Automa difficulty, which the history files
	// it under: the Automa's, or the highest of several.
	Difficulty int `json:"difficulty,omitempty"`
	// Monument is the World Monuments monument's key (taj_mahal...); ""
	// for Monumental and for results saved before it was kept.
	Monument string    `json:"monument,omitempty"`
	Finished time.Time `json:"finished"`
}

// DifficultyOf is Automa p's difficulty: its own, else, for a result saved
// before each Automa's was kept, the game's.
func (r *Result) DifficultyOf(p PlayerResult) int {
	if p.Difficulty != nil {
		return *p.Difficulty
	}
	return r.Difficulty
}

// Scored reports whether the result carries final scores.
func (r *Result) Scored() bool {
	if r == nil {
		return false
	}
	for i := range r.Players { // by index: a player's result is large to copy
		if r.Players[i].Rank > 0 {
			return true
		}
	}
	return false
}
