package store

import (
	"encoding/json"
	"errors"
	"slices"
	"time"

	"tablemate/kernel"
)

// Kept is what the history shows of a finished game's log: its length, its
// playing time and each player's timed turns. It is kept with the game when
// it ends (Finish, Import of a scored game, by a store opened WithKinds),
// so that the history of many games reads one row per game instead of
// every log, and replays none.
type Kept struct {
	Actions     int
	Played      time.Duration
	PlayedKnown bool
	// Players are the players' timed turns (ThinkingTimes), nil when no
	// action was timed.
	Players []PlayerTime
	// Rounds is the game's last round as its engine counts it
	// (Session.Round, 0 for a game without rounds), what BG Stats
	// records of a play besides its result; RoundsKnown is false in a
	// summary kept before it was, whose game is replayed for it.
	Rounds      int
	RoundsKnown bool
}

// KeptOf is Kept computed from a game read with its clock's data
// (LoadTimed, List): whose turn each timed action was comes from replaying
// its log with kind (a log kind refuses, or no kind, has no turns).
func KeptOf(kind *kernel.Kind, r *Record) Kept {
	t := r.Times()
	k := Kept{Actions: len(r.Actions), Played: t.Played, PlayedKnown: t.PlayedKnown}
	if kind == nil || kind.LoadSteps == nil {
		return k
	}
	g, steps, err := kind.LoadSteps(r.Setup, r.Actions, nil)
	if err != nil {
		return k
	}
	k.Rounds, k.RoundsKnown = g.Round(), true
	if slices.ContainsFunc(t.Offsets, func(d time.Duration) bool { return d >= 0 }) {
		k.Players = ThinkingTimes(Turns(steps.All(), t.Offsets))
	}
	return k
}

// WithKinds gives the store the games it saves, so that it can keep a
// finished game's Kept (a store without them keeps none: the history then
// reads that game whole).
func WithKinds(kinds kernel.Kinds) Option { return func(s *Store) { s.kinds = kinds } }

// keptJSON is Kept as the kept table saves it.
type keptJSON struct {
	Actions     int          `json:"actions"`
	PlayedNS    int64        `json:"played_ns"`
	PlayedKnown bool         `json:"played_known"`
	Players     []keptPlayer `json:"players,omitempty"`
	Rounds      *int         `json:"rounds,omitempty"` // nil: kept before it was
}

// keptPlayer is one player's timed turns in keptJSON.
type keptPlayer struct {
	Name    string `json:"name"`
	Turns   int    `json:"turns"`
	TotalNS int64  `json:"total_ns"`
}

func (k Kept) text() (string, error) {
	j := keptJSON{Actions: k.Actions, PlayedNS: int64(k.Played), PlayedKnown: k.PlayedKnown}
	for _, p := range k.Players {
		j.Players = append(j.Players, keptPlayer{p.Name, p.Turns, int64(p.Total)})
	}
	if k.RoundsKnown {
		j.Rounds = &k.Rounds
	}
	b, err := json.Marshal(j)
	return string(b), err
}

var errKept = errors.New("store: a kept summary with a player of no turns")

// keep saves finished game id's Kept, for its version as read. A failure
// only leaves the game to be read whole by the history.
func (s *Store) keep(id GameID) {
	if s.kinds == nil || s.readOnly {
		return
	}
	r, err := s.LoadTimed(id)
	if err != nil || !r.Finished {
		return
	}
	text, err := KeptOf(s.kinds.Named(r.Game), r).text()
	if err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	_, _ = s.db.Exec(`INSERT INTO kept (game_id, at_version, body) VALUES (?, ?, ?)
		ON CONFLICT (game_id) DO UPDATE SET at_version = excluded.at_version, body = excluded.body`, id, r.Version, text)
}
