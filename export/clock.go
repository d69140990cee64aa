package export

import (
	"slices"
	"time"

	"tablemate/i18n"
	"tablemate/internal/seatmemo"
	"tablemate/internal/slab"
	"tablemate/kernel"
	"tablemate/store"
)

// turnTime is one player's timed turns in a game, or over the history.
type turnTime struct {
	Game        string  `json:"game,omitempty"` // in the statistics: turns of different games are not mixed
	Name        string  `json:"name"`
	Turns       int     `json:"turns"`
	MeanSeconds float64 `json:"mean_seconds"`
	total       time.Duration
}

// gameClock is a saved game's times as the history and the exports show
// them.
type gameClock struct {
	times store.Times
	// players are the mean turn times of those with a timed turn.
	players []store.PlayerTime
}

// clockOf reads a saved game's times; whose turn each action was comes from
// replaying its log with its engine, for the games with timed actions only.
// A game listed with what was kept when it ended (store.ListKept) has its
// playing time and turns from that, with no log to read or replay. The
// players' turns are in seat order, as the table sits, not in the order
// of first turns (as a summary kept by an earlier tablemate has them).
func clockOf(kinds kernel.Kinds, r *store.Record) gameClock {
	return clockSeated(kinds, r, nil)
}

// clockSeated is clockOf for a caller that has the game's seats (from its
// setup line); nil ones are read from it when needed.
func clockSeated(kinds kernel.Kinds, r *store.Record, seats []string) gameClock {
	var c gameClock
	if k := r.Kept; k != nil && (k.Actions == 0 || len(r.Actions) != k.Actions) {
		// Listed with what was kept instead of its log (ListKept).
		c = gameClock{times: store.Times{Started: r.Started, Played: k.Played, PlayedKnown: k.PlayedKnown}, players: k.Players}
	} else if k != nil {
		// Read whole with what was kept (List): the log's times, and the
		// turns kept from its replay when the game ended.
		c = gameClock{times: r.Times(), players: k.Players}
	} else {
		c.times = r.Times()
		if !slices.ContainsFunc(c.times.Offsets, func(d time.Duration) bool { return d >= 0 }) {
			return c
		}
		steps, err := store.Steps(kinds.Named(r.Game), r)
		if err != nil {
			return c // a log its engine refuses has no turns to time
		}
		c.players = store.ThinkingTimes(store.Turns(steps, c.times.Offsets))
	}
	if len(c.players) < 2 {
		return c
	}
	if seats == nil {
		if k := kinds.Named(r.Game); k != nil && k.Describe != nil {
			seats = k.Describe(r.Setup).Seats
		}
	}
	seat := func(name string) int {
		if i := slices.Index(seats, name); i >= 0 {
			return i
		}
		return len(seats)
	}
	bySeat := func(a, b store.PlayerTime) int { return seat(a.Name) - seat(b.Name) }
	if !slices.IsSortedFunc(c.players, bySeat) {
		c.players = slices.Clone(c.players)
		slices.SortStableFunc(c.players, bySeat)
	}
	return c
}

// playedSeconds is the playing time in seconds, nil when not known.
func (c gameClock) playedSeconds() *int64 { return c.playedSecondsIn(nil) }

// playedSecondsIn is playedSeconds, its number cut from s (nil: allocated
// on its own).
func (c gameClock) playedSecondsIn(s *slab.Slab[int64]) *int64 {
	if !c.times.PlayedKnown {
		return nil
	}
	n := s.One()
	*n = int64(c.times.Played.Round(time.Second) / time.Second)
	return n
}

func (c gameClock) turnTimes() []turnTime { return c.turnTimesIn(nil) }

// turnTimesIn is turnTimes, cut from s (nil: allocated on its own).
func (c gameClock) turnTimesIn(s *slab.Slab[turnTime]) []turnTime {
	if len(c.players) == 0 {
		return nil
	}
	out := s.Take(len(c.players))
	for i, p := range c.players {
		out[i] = turnTime{Name: p.Name, Turns: p.Turns, MeanSeconds: p.Mean.Round(time.Second).Seconds(), total: p.Total}
	}
	return out
}

// clockText is a duration as a table shows it, in the reader's units: 1h35m,
// 4m05s, 40s (4 min 05 s, 4分05秒).
func clockText(loc *i18n.Localizer, d time.Duration) string {
	d = d.Round(time.Second)
	switch {
	case d >= time.Hour:
		return loc.Sprintf("%dh%02dm", int(d/time.Hour), int(d%time.Hour/time.Minute))
	case d >= time.Minute:
		return loc.Sprintf("%dm%02ds", int(d/time.Minute), int(d%time.Minute/time.Second))
	}
	return loc.Sprintf("%ds", int(d/time.Second))
}

// playedText is the playing time for a table, "-" when not known.
func (c gameClock) playedText(loc *i18n.Localizer) string {
	if !c.times.PlayedKnown {
		return "-"
	}
	return clockText(loc, c.times.Played)
}

// turnStatistics sums the players' timed turns over the games, per game
// and player, in the order they first appear.
func turnStatistics(rows []HistoryRow) []turnTime {
	var out []turnTime
	index := map[[2]string]int{}
	// A player in the seat they had in the game before (of the same name)
	// is found without the look-up: where they are in out.
	var last seatmemo.Memo[string, int]
	for k := range rows {
		r := &rows[k]
		for seat, p := range r.clock.players {
			i := last.Get(r.Game, seat, p.Name, func() int {
				key := [2]string{r.Game, p.Name}
				i, ok := index[key]
				if !ok {
					i = len(out)
					index[key] = i
					out = append(out, turnTime{Game: r.Game, Name: p.Name})
				}
				return i
			})
			out[i].Turns += p.Turns
			out[i].total += p.Total
		}
	}
	for i := range out {
		out[i].MeanSeconds = (out[i].total / time.Duration(out[i].Turns)).Round(time.Second).Seconds()
	}
	return out
}
