package export

import (
	"encoding/json"
	"io"
	"time"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

// Doc is one saved game as the JSON export writes it (README: Saved games).
type Doc struct {
	ID      store.GameID `json:"id"`
	Game    string       `json:"game"`
	Status  string       `json:"status"`
	Started time.Time    `json:"started"`
	Updated time.Time    `json:"updated"`
	// Ended is when it was scored; PlayedSeconds its playing time (absent
	// when not timed from its start); ActionSeconds the playing time at
	// which each action was recorded (null when not known).
	Ended         *time.Time `json:"ended,omitempty"`
	PlayedSeconds *int64     `json:"played_seconds,omitempty"`
	TurnTimes     []turnTime `json:"turn_times,omitempty"`
	Setup         string     `json:"setup"`
	Actions       []string   `json:"actions"`
	ActionSeconds []*float64 `json:"action_seconds"`
	Redo          []string   `json:"redo"`
	// Monument is the monument built, as printed on its board, for a game
	// that has one.
	Monument string        `json:"monument,omitempty"`
	Result   *exportResult `json:"result"`
}

// exportResult is the saved result with the fields its game's results hold
// (kernel.Kind.Fields): a World Monuments player has gems and no Gold.
type exportResult struct {
	Players    []exportPlayer `json:"players"`
	Winners    []string       `json:"winners"`
	Difficulty int            `json:"difficulty,omitempty"`
	Finished   time.Time      `json:"finished"`
}

// exportPlayer: a field the game's results do not hold is left out (nil);
// civilization and automa are left out when empty, as the result has them.
// An Automa has its own difficulty.
type exportPlayer struct {
	Name         string `json:"name"`
	Civilization string `json:"civilization,omitempty"`
	Automa       bool   `json:"automa,omitempty"`
	Difficulty   *int   `json:"difficulty,omitempty"`
	Score        int    `json:"score"`
	Rank         int    `json:"rank"`
	Winner       bool   `json:"winner"`
	Gold         *int   `json:"gold,omitempty"`
	Culture      *int   `json:"culture,omitempty"`
	// Gems is absent for a result saved before gems were kept.
	Gems *int `json:"gems,omitempty"`
	// Points are the points by scoring category ("knowledge",
	// "dominance"), for a game scored by categories.
	Points map[string]int `json:"points,omitempty"`
}

func resultOf(r *store.Result, ps []store.PlayerResult, fields kernel.ResultFields) *exportResult {
	if r == nil {
		return nil
	}
	out := &exportResult{Winners: r.Winners, Difficulty: r.Difficulty, Finished: r.Finished, Players: []exportPlayer{}}
	for _, p := range ps {
		e := exportPlayer{Name: p.Name, Score: p.Score, Rank: p.Rank, Winner: p.Winner}
		if len(p.Points) > 0 {
			e.Points = map[string]int{}
			for _, c := range p.Points {
				e.Points[c.Key] = c.Points
			}
		}
		if fields.Has(kernel.FieldCivilization) {
			e.Civilization = p.Civilization
		}
		if fields.Has(kernel.FieldAutoma) {
			e.Automa, e.Difficulty = p.Automa, p.Difficulty
		}
		if fields.Has(kernel.FieldGold) {
			e.Gold = &p.Gold
		}
		if fields.Has(kernel.FieldCulture) {
			e.Culture = &p.Culture
		}
		if fields.Has(kernel.FieldGems) {
			e.Gems = p.Gems
		}
		out.Players = append(out.Players, e)
	}
	return out
}

// JSON writes everything of one saved game: its status and times, setup,
// log and result, with the result fields its game's results hold.
func JSON(w io.Writer, kinds kernel.Kinds, r *store.Record) error {
	return writeJSON(w, docOf(kinds, r, english()))
}

// JSONAll writes every saved game as JSON, a list of what JSON writes for
// one, oldest first.
func JSONAll(w io.Writer, kinds kernel.Kinds, records []store.Record) error {
	docs, en := make([]Doc, 0, len(records)), english()
	for i := len(records) - 1; i >= 0; i-- { // List gives the newest first
		docs = append(docs, docOf(kinds, &records[i], en))
	}
	return writeJSON(w, docs)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// docOf is one saved game as the JSON export gives it; en words its
// stable English values.
func docOf(kinds kernel.Kinds, r *store.Record, en *i18n.Localizer) Doc {
	c, d := clockOf(kinds, r), describe(kinds, r)
	doc := Doc{ID: r.ID, Game: r.Game, Status: r.Status(), Started: r.Started, Updated: r.Updated,
		PlayedSeconds: c.playedSeconds(), TurnTimes: c.turnTimes(),
		Setup: r.Setup, Actions: r.Actions, ActionSeconds: []*float64{}, Redo: r.Redo,
		Monument: text(en, d.Monument), Result: resultOf(r.Result, scoredPlayers(kinds, r), d.fields())}
	if !c.times.Ended.IsZero() {
		doc.Ended = &c.times.Ended
	}
	// The seconds in one array, each action's pointing into it (nil when
	// not known): one allocation per game, not one per action.
	secs := make([]float64, len(c.times.Offsets))
	doc.ActionSeconds = make([]*float64, len(c.times.Offsets))
	for i, off := range c.times.Offsets {
		if off >= 0 {
			secs[i] = off.Seconds()
			doc.ActionSeconds[i] = &secs[i]
		}
	}
	if doc.Actions == nil {
		doc.Actions = []string{}
	}
	if doc.Redo == nil {
		doc.Redo = []string{}
	}
	return doc
}
