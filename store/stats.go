package store

import (
	"sort"
	"strings"

	"tablemate/internal/seatmemo"
)

// PlayerStats sums up one player's scored games at one size of table.
type PlayerStats struct {
	// Game is the game these scores are from: Monumental and World
	// Monuments scores are on different scales, so they are never mixed.
	Game string `json:"game"`
	Name string `json:"name"`
	// Players is the number of human players at the table (the Automas
	// not counted); Solo, one: a game against the Automa. Solo and
	// multiplayer games, and tables of different sizes, are counted apart.
	Players   int     `json:"players"`
	Solo      bool    `json:"solo"`
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`     // shared victories count
	WinRate   float64 `json:"win_rate"` // Wins / Games
	MeanScore float64 `json:"mean_score"`
	BestScore int     `json:"best_score"`
	// Favourite is the civilization played most often ("" if never
	// recorded); a tie goes to the first in alphabetical order.
	Favourite string `json:"favourite_civilization"`
}

// AutomaStats sums up the games against the Automas at one difficulty (the
// highest, when several Automas played) and one number of Automas.
type AutomaStats struct {
	Difficulty int     `json:"difficulty"`
	Bots       int     `json:"bots"`
	Games      int     `json:"games"`
	Wins       int     `json:"wins"`     // games the human won alone
	Shared     int     `json:"shared"`   // shared victories (M-SCORE-3), not counted as wins
	WinRate    float64 `json:"win_rate"` // Wins / Games
	// MeanMargin is the mean of (best human score - best Automa score).
	MeanMargin float64 `json:"mean_margin"`
}

// CivilizationStats sums up the scored Monumental games in which a seat
// played a civilization: the players' seats, or the Automas' (their scores
// follow their own rules, so they are counted apart).
type CivilizationStats struct {
	Civilization string  `json:"civilization"`
	Plays        int     `json:"plays"`    // seats that played it
	Wins         int     `json:"wins"`     // of those, the winners (shared victories count)
	WinRate      float64 `json:"win_rate"` // Wins / Plays
	MeanScore    float64 `json:"mean_score"`
}

// Stats is what the history shows below the list of games.
type Stats struct {
	Games         int                 `json:"games"`  // every saved game
	Scored        int                 `json:"scored"` // finished games with scores: the ones counted below
	Players       []PlayerStats       `json:"players"`
	Civilizations []CivilizationStats `json:"civilizations"`
	// AutomaCivilizations are the civilizations the Automas played.
	AutomaCivilizations []CivilizationStats `json:"automa_civilizations"`
	Automa              []AutomaStats       `json:"automa"`
}

// Statistics computes the statistics of finished, scored games. Players are
// counted by name; the Automa is not a player here but the opponent of the
// per-difficulty table. Players are ordered by wins, then games, then name;
// civilizations (compared ignoring case) by plays, then wins, then name.
func Statistics(records []Record) Stats {
	st := Stats{Games: len(records), Players: []PlayerStats{}, Civilizations: []CivilizationStats{},
		AutomaCivilizations: []CivilizationStats{}, Automa: []AutomaStats{}}
	civs, botCivs := map[string]*civAcc{}, map[string]*civAcc{}
	countCiv := func(in map[string]*civAcc, p *PlayerResult) {
		c := strings.TrimSpace(p.Civilization)
		if c == "" {
			return
		}
		key := strings.ToLower(c)
		ca := in[key]
		if ca == nil {
			ca = &civAcc{CivilizationStats: CivilizationStats{Civilization: key}}
			in[key] = ca
		}
		ca.Plays++
		if p.Winner {
			ca.Wins++
		}
		ca.total += p.Score
	}
	type acc struct {
		PlayerStats
		total int
		civs  map[string]int
	}
	type playerKey struct {
		game, name string
		players    int
	}
	players := map[playerKey]*acc{}
	type auto struct {
		games, wins, shared, margin int
	}
	type autoKey struct{ difficulty, bots int }
	automa := map[autoKey]*auto{}
	// The human players of one game, reused; pointers, as the players'
	// results are large to copy.
	var humans []*PlayerResult
	// A player in the seat they had in the game before, of the same name
	// and number of players, is counted without the look-up.
	type table struct {
		game   string
		humans int
	}
	var last seatmemo.Memo[table, *acc]
	for i := range records {
		r := &records[i]
		if !r.Finished || !r.Result.Scored() {
			continue
		}
		st.Scored++
		humans = humans[:0]
		var bot *PlayerResult // the best-placed Automa
		bots := 0
		for i := range r.Result.Players {
			p := &r.Result.Players[i]
			if p.Automa {
				bots++
				if bot == nil || p.Score > bot.Score || p.Winner {
					bot = p
				}
				countCiv(botCivs, p)
				continue
			}
			humans = append(humans, p)
		}
		for seat, p := range humans {
			a := last.Get(table{r.Game, len(humans)}, seat, p.Name, func() *acc {
				name := strings.TrimSpace(p.Name)
				key := playerKey{r.Game, name, len(humans)}
				a := players[key]
				if a == nil {
					a = &acc{PlayerStats: PlayerStats{Game: r.Game, Name: name, Players: len(humans), Solo: len(humans) == 1, BestScore: p.Score}, civs: map[string]int{}}
					players[key] = a
				}
				return a
			})
			a.Games++
			if p.Winner {
				a.Wins++
			}
			a.total += p.Score
			if p.Score > a.BestScore {
				a.BestScore = p.Score
			}
			if c := strings.TrimSpace(p.Civilization); c != "" {
				a.civs[c]++
			}
			countCiv(civs, p)
		}
		if bot != nil && len(humans) > 0 {
			best := humans[0]
			for _, h := range humans[1:] {
				if h.Winner || (!best.Winner && h.Score > best.Score) {
					best = h
				}
			}
			key := autoKey{r.Result.Difficulty, bots}
			a := automa[key]
			if a == nil {
				a = &auto{}
				automa[key] = a
			}
			a.games++
			switch {
			case best.Winner && bot.Winner:
				a.shared++
			case best.Winner:
				a.wins++
			}
			a.margin += best.Score - bot.Score
		}
	}
	for _, a := range players {
		a.MeanScore = float64(a.total) / float64(a.Games)
		a.WinRate = float64(a.Wins) / float64(a.Games)
		best := 0
		for civ, n := range a.civs {
			if n > best || (n == best && civ < a.Favourite) {
				a.Favourite, best = civ, n
			}
		}
		st.Players = append(st.Players, a.PlayerStats)
	}
	sort.Slice(st.Players, func(i, j int) bool {
		p, q := st.Players[i], st.Players[j]
		if p.Game != q.Game {
			return p.Game < q.Game // monumental before worldmonuments
		}
		if p.Players != q.Players {
			return p.Players < q.Players // solo first, then by the size of the table
		}
		if p.Wins != q.Wins {
			return p.Wins > q.Wins
		}
		if p.Games != q.Games {
			return p.Games > q.Games
		}
		return p.Name < q.Name
	})
	st.Civilizations = civStats(civs, st.Civilizations)
	st.AutomaCivilizations = civStats(botCivs, st.AutomaCivilizations)
	for k, a := range automa {
		st.Automa = append(st.Automa, AutomaStats{
			Difficulty: k.difficulty, Bots: k.bots, Games: a.games, Wins: a.wins, Shared: a.shared,
			WinRate:    float64(a.wins) / float64(a.games),
			MeanMargin: float64(a.margin) / float64(a.games),
		})
	}
	sort.Slice(st.Automa, func(i, j int) bool {
		if st.Automa[i].Bots != st.Automa[j].Bots {
			return st.Automa[i].Bots < st.Automa[j].Bots
		}
		return st.Automa[i].Difficulty < st.Automa[j].Difficulty
	})
	return st
}

// civAcc counts one civilization's seats.
type civAcc struct {
	CivilizationStats
	total int
}

// civStats are the civilizations counted, ordered by plays, then wins,
// then name, after out.
func civStats(civs map[string]*civAcc, out []CivilizationStats) []CivilizationStats {
	for _, ca := range civs {
		ca.MeanScore = float64(ca.total) / float64(ca.Plays)
		ca.WinRate = float64(ca.Wins) / float64(ca.Plays)
		out = append(out, ca.CivilizationStats)
	}
	sort.Slice(out, func(i, j int) bool {
		p, q := out[i], out[j]
		if p.Plays != q.Plays {
			return p.Plays > q.Plays
		}
		if p.Wins != q.Wins {
			return p.Wins > q.Wins
		}
		return p.Civilization < q.Civilization
	})
	return out
}
