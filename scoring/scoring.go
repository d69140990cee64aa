// Package scoring computes the final score of a game of Monumental from the
// players' tallies: achievements (M-SCORE-1), dominance bonuses (M-SCORE-2),
// the winner and tie-breaks (M-SCORE-3), the Automa scored like a player
// (M-SCORE-4), and the optional African Empires categories.
//
// It is pure: it imports only the standard library and the kernel, so the
// tracker, the command line and the dashboard can all use it. Every Result
// carries a structured explanation (see Explanation), a typed message that
// a UI can print or translate.
package scoring

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Tally is what one player (or the Automa) has at the end of the game.
type Tally struct {
	Name      string
	Knowledge int // Knowledge cards
	Wonders   int
	Policies  int // Cultural Policies developed
	Provinces int // Provinces controlled
	Gold      int // remaining Gold: first tie-break
	Culture   int // remaining Culture: second tie-break
	Automa    bool

	// African Empires counts; only scored when Options.AfricanEmpires is on.
	TradeSteps     int
	Monsters       int
	NaturalWonders int
	FutureProjects int
	Quests         int
}

// Options selects the readings and variants that the rules leave open.
// The zero value is the rulebook's default.
type Options struct {
	// LiteralDominance: a category whose greatest count is 0 still gives +3
	// to everyone tied at 0 (M-SCORE-2, literal reading).
	LiteralDominance bool
	// AutomaGoldPoints: the Automa scores 1 point per 3 Gold left, rounded
	// down (the published helper's rule; the rulebook has none).
	AutomaGoldPoints bool
	// AfricanEmpires: score the trade track (floor(steps/2) and its own +3
	// dominance), Monsters, Natural Wonders, Future projects and Quests.
	AfricanEmpires bool
	// Monsters: the Monsters module is in play: each Monster defeated
	// scores 1, with or without African Empires (AUTOMA.md: the module's
	// points, scored per module).
	Monsters bool
}

// DominanceBonus is the number of points for having the most in a category.
const DominanceBonus = 3

// MaxCount bounds every count: no table reaches it, and it keeps totals far
// from integer overflow whatever a tallies file says.
const MaxCount = 1_000_000

// Category is a way of scoring points.
type Category int

// Categories in display order. The first four are the base game's; Trade to
// Quests belong to African Empires; AutomaGold to the Automa gold option.
const (
	Knowledge Category = iota
	Wonders
	Policies
	Provinces
	Trade
	Monsters
	NaturalWonders
	FutureProjects
	Quests
	AutomaGold
)

var categoryNames = [...]string{"Knowledge", "Wonders", "Policies", "Provinces", "Trade track", "Monsters", "Natural Wonders", "Future projects", "Quests", "Automa Gold"}
var categoryKeys = [...]string{"knowledge", "wonders", "policies", "provinces", "trade", "monsters", "natural_wonders", "future_projects", "quests", "automa_gold"}

// Message is the category's name, a translation key.
func (c Category) Message() (string, []any) {
	if c < 0 || int(c) >= len(categoryNames) {
		return "%s", []any{c.String()}
	}
	return categoryNames[c], nil
}

// String is the English name of the category.
func (c Category) String() string {
	if c < 0 || int(c) >= len(categoryNames) {
		return fmt.Sprintf("Category(%d)", int(c))
	}
	return categoryNames[c]
}

// Key is the category's stable machine name (JSON keys, i18n message IDs).
func (c Category) Key() string {
	if c < 0 || int(c) >= len(categoryKeys) {
		return fmt.Sprintf("category_%d", int(c))
	}
	return categoryKeys[c]
}

// count is the tally figure a category is scored from.
func (c Category) count(t Tally) int {
	switch c {
	case Knowledge:
		return t.Knowledge
	case Wonders:
		return t.Wonders
	case Policies:
		return t.Policies
	case Provinces:
		return t.Provinces
	case Trade:
		return t.TradeSteps
	case Monsters:
		return t.Monsters
	case NaturalWonders:
		return t.NaturalWonders
	case FutureProjects:
		return t.FutureProjects
	case Quests:
		return t.Quests
	case AutomaGold:
		if t.Automa {
			return t.Gold
		}
		return 0
	}
	return 0
}

// points converts a count into points (M-SCORE-1 and AUTOMA.md).
func (c Category) points(count int) int {
	switch c {
	case Wonders, Policies, Quests:
		return 2 * count
	case Trade:
		return count / 2
	case AutomaGold:
		return count / 3
	}
	return count
}

// Categories lists the categories scored under opt, in display order.
func Categories(opt Options) []Category {
	cats := []Category{Knowledge, Wonders, Policies, Provinces}
	switch {
	case opt.AfricanEmpires:
		cats = append(cats, Trade, Monsters, NaturalWonders, FutureProjects, Quests)
	case opt.Monsters:
		cats = append(cats, Monsters)
	}
	if opt.AutomaGoldPoints {
		cats = append(cats, AutomaGold)
	}
	return cats
}

// DominanceCategories lists the categories that give a dominance bonus.
func DominanceCategories(opt Options) []Category {
	cats := []Category{Knowledge, Wonders, Policies, Provinces}
	if opt.AfricanEmpires {
		cats = append(cats, Trade)
	}
	return cats
}

// CategoryPoints is one category's line for one player.
type CategoryPoints struct {
	Category Category
	Count    int // what the tally says (cards, steps, Gold)
	Points   int
}

// PlayerScore is one player's final score.
type PlayerScore struct {
	Name      string
	Automa    bool
	Points    []CategoryPoints // one per Result.Categories, same order
	Dominance []Category       // categories in which this player gained the bonus
	Bonus     int              // DominanceBonus * len(Dominance)
	Gold      int
	Culture   int
	Total     int
	Rank      int // 1 for the winners; tied players share a rank (1, 1, 3)
	Winner    bool
}

// PointsFor returns the player's points in category c, and whether c was scored.
func (p PlayerScore) PointsFor(c Category) (int, bool) {
	for _, cp := range p.Points {
		if cp.Category == c {
			return cp.Points, true
		}
	}
	return 0, false
}

// HasDominance reports whether the player gained the bonus in c.
func (p PlayerScore) HasDominance(c Category) bool { return slices.Contains(p.Dominance, c) }

// DominanceOutcome says who gained the bonus in one category.
type DominanceOutcome struct {
	Category Category
	Count    int      // the greatest count
	Players  []string // who gained the bonus, in input order; empty if nobody
}

// Result is the outcome of Score.
type Result struct {
	Options     Options
	Categories  []Category    // scored categories, display order
	Players     []PlayerScore // input order
	Dominance   []DominanceOutcome
	Winners     []string // more than one: a shared victory
	Explanation []Explanation
}

// Sentinel errors, wrapped by the errors Validate and Score return.
var (
	ErrNoPlayers     = errors.New("no players")
	ErrEmptyName     = errors.New("name is empty")
	ErrDuplicateName = errors.New("duplicate name")
	ErrNegative      = errors.New("counts cannot be negative")
	ErrTooLarge      = errors.New("count is too large")
	ErrExpansionOff  = errors.New("African Empires scoring is off")
)

// TallyError is a problem with one player's tally. Field is the tally key in
// the tallies file's spelling ("knowledge", "trade_steps"), or "" for the
// player as a whole.
type TallyError struct {
	Index int    // 0-based position in the tallies
	Name  string // the player's name as given
	Field string
	Value int
	Other int // for ErrDuplicateName: index of the first player with that name
	Err   error
}

// Error is the problem in English; the tallies file and the dashboard word
// it in the reader's language from Message.
func (e *TallyError) Error() string {
	format, args := e.Message()
	return fmt.Sprintf(format, args...)
}

// Message is the problem as a format, a catalogue key, and its typed
// arguments: the player, the tally key and its value.
func (e *TallyError) Message() (string, []any) {
	who := playerRef{name: e.Name, index: e.Index}
	switch {
	case errors.Is(e.Err, ErrEmptyName):
		return "%s: name is empty", []any{who}
	case errors.Is(e.Err, ErrDuplicateName):
		return "%s: duplicate name: the same as player %d (names are compared ignoring case)", []any{who, e.Other + 1}
	case errors.Is(e.Err, ErrNegative):
		return "%s: %s is %d: counts cannot be negative", []any{who, e.Field, e.Value}
	case errors.Is(e.Err, ErrTooLarge):
		return "%s: %s is %d: count is too large (at most %d)", []any{who, e.Field, e.Value, MaxCount}
	case errors.Is(e.Err, ErrExpansionOff):
		return "%s: %s is %d, but African Empires scoring is off: turn it on to score it", []any{who, e.Field, e.Value}
	}
	return "%s: %s: %s", []any{who, e.Field, e.Err}
}

// playerRef names a tally's player in a message: by name, or by position
// when the name is blank.
type playerRef struct {
	name  string
	index int
}

func (p playerRef) Message() (string, []any) {
	if strings.TrimSpace(p.name) == "" {
		return "player %d", []any{p.index + 1}
	}
	return "player %q", []any{p.name}
}

func (p playerRef) String() string {
	format, args := p.Message()
	return fmt.Sprintf(format, args...)
}

func (e *TallyError) Unwrap() error { return e.Err }

// field names a tally figure for validation.
type field struct {
	key string
	get func(Tally) int
	ae  bool // African Empires only
}

var fields = []field{
	{"knowledge", func(t Tally) int { return t.Knowledge }, false},
	{"wonders", func(t Tally) int { return t.Wonders }, false},
	{"policies", func(t Tally) int { return t.Policies }, false},
	{"provinces", func(t Tally) int { return t.Provinces }, false},
	{"gold", func(t Tally) int { return t.Gold }, false},
	{"culture", func(t Tally) int { return t.Culture }, false},
	{"trade_steps", func(t Tally) int { return t.TradeSteps }, true},
	{"monsters", func(t Tally) int { return t.Monsters }, true},
	{"natural_wonders", func(t Tally) int { return t.NaturalWonders }, true},
	{"future_projects", func(t Tally) int { return t.FutureProjects }, true},
	{"quests", func(t Tally) int { return t.Quests }, true},
}

// Validate checks what does not depend on the options: at least one player,
// non-empty and distinct names (ignoring case), counts from 0 to MaxCount.
// All problems are reported together (errors.Join of *TallyError).
func Validate(tallies []Tally) error {
	if len(tallies) == 0 {
		return fmt.Errorf("%w: give at least one player's tally", ErrNoPlayers)
	}
	var errs []error
	seen := map[string]int{}
	for i, t := range tallies {
		name := strings.TrimSpace(t.Name)
		if name == "" {
			errs = append(errs, &TallyError{Index: i, Name: t.Name, Err: ErrEmptyName})
		} else {
			key := strings.ToLower(name)
			if first, dup := seen[key]; dup {
				errs = append(errs, &TallyError{Index: i, Name: t.Name, Field: "name", Other: first, Err: ErrDuplicateName})
			} else {
				seen[key] = i
			}
		}
		for _, f := range fields {
			v := f.get(t)
			switch {
			case v < 0:
				errs = append(errs, &TallyError{Index: i, Name: t.Name, Field: f.key, Value: v, Err: ErrNegative})
			case v > MaxCount:
				errs = append(errs, &TallyError{Index: i, Name: t.Name, Field: f.key, Value: v, Err: ErrTooLarge})
			}
		}
	}
	return errors.Join(errs...)
}

// checkOptions rejects African Empires counts when that scoring is off:
// silently dropping them would hand out a wrong total.
func checkOptions(tallies []Tally, opt Options) error {
	if opt.AfricanEmpires {
		return nil
	}
	var errs []error
	for i, t := range tallies {
		for _, f := range fields {
			if f.ae && f.get(t) != 0 && !(opt.Monsters && f.key == "monsters") {
				errs = append(errs, &TallyError{Index: i, Name: t.Name, Field: f.key, Value: f.get(t), Err: ErrExpansionOff})
			}
		}
	}
	return errors.Join(errs...)
}

// Score validates the tallies and computes the final score.
func Score(tallies []Tally, opt Options) (Result, error) {
	if err := Validate(tallies); err != nil {
		return Result{}, err
	}
	if err := checkOptions(tallies, opt); err != nil {
		return Result{}, err
	}
	res := Result{Options: opt, Categories: Categories(opt)}
	res.Players = make([]PlayerScore, len(tallies))
	for i, t := range tallies {
		p := PlayerScore{Name: t.Name, Automa: t.Automa, Gold: t.Gold, Culture: t.Culture}
		for _, c := range res.Categories {
			n := c.count(t)
			cp := CategoryPoints{Category: c, Count: n, Points: c.points(n)}
			p.Points = append(p.Points, cp)
			p.Total += cp.Points
		}
		res.Players[i] = p
	}

	// M-SCORE-2: +3 to every player tied for the greatest count.
	for _, c := range DominanceCategories(opt) {
		most := 0
		for _, t := range tallies {
			most = max(most, c.count(t))
		}
		out := DominanceOutcome{Category: c, Count: most}
		if most > 0 || opt.LiteralDominance {
			for i, t := range tallies {
				if c.count(t) == most {
					res.Players[i].Dominance = append(res.Players[i].Dominance, c)
					res.Players[i].Bonus += DominanceBonus
					res.Players[i].Total += DominanceBonus
					out.Players = append(out.Players, t.Name)
				}
			}
		}
		res.Dominance = append(res.Dominance, out)
		res.Explanation = append(res.Explanation, dominanceExplanation(out))
	}

	if opt.AutomaGoldPoints {
		for _, p := range res.Players {
			if p.Automa {
				pts, _ := p.PointsFor(AutomaGold)
				res.Explanation = append(res.Explanation, Explanation{
					Kind: KindAutomaGold, Category: AutomaGold, Players: []string{p.Name},
					Gold: p.Gold, Points: pts,
				})
			}
		}
	}

	rank(res.Players)
	for _, p := range res.Players {
		if p.Winner {
			res.Winners = append(res.Winners, p.Name)
		}
	}
	// The winner's line stays last: it is the headline a screen shows.
	res.Explanation = append(res.Explanation, rankTieExplanations(res.Players)...)
	res.Explanation = append(res.Explanation, winExplanation(res.Players))
	return res, nil
}

// rankTieExplanations say, for each points total shared by players below
// the winners, how Gold and Culture ranked them, so every rank is explained.
func rankTieExplanations(players []PlayerScore) []Explanation {
	byTotal := map[int][]PlayerScore{}
	var totals []int
	for _, p := range players {
		if p.Winner {
			continue
		}
		if len(byTotal[p.Total]) == 0 {
			totals = append(totals, p.Total)
		}
		byTotal[p.Total] = append(byTotal[p.Total], p)
	}
	slices.SortFunc(totals, func(a, b int) int { return b - a })
	var out []Explanation
	for _, total := range totals {
		tied := byTotal[total]
		if len(tied) < 2 {
			continue
		}
		slices.SortStableFunc(tied, func(a, b PlayerScore) int { return a.Rank - b.Rank })
		e := Explanation{Kind: KindRankTie, Points: total}
		for _, p := range tied {
			e.Ranked = append(e.Ranked, RankEntry{Name: p.Name, Rank: p.Rank, Gold: p.Gold, Culture: p.Culture})
			e.Players = append(e.Players, p.Name)
		}
		out = append(out, e)
	}
	return out
}

// better orders players by M-SCORE-3: points, then Gold, then Culture.
// It returns >0 when a beats b, 0 when they are tied on all three.
func better(a, b PlayerScore) int {
	switch {
	case a.Total != b.Total:
		return a.Total - b.Total
	case a.Gold != b.Gold:
		return a.Gold - b.Gold
	}
	return a.Culture - b.Culture
}

// rank gives each player 1 + the number of players strictly ahead, so that
// players still tied after the tie-breaks share a rank (1, 1, 3).
func rank(players []PlayerScore) {
	for i := range players {
		r := 1
		for j := range players {
			if better(players[j], players[i]) > 0 {
				r++
			}
		}
		players[i].Rank = r
		players[i].Winner = r == 1
	}
}

func dominanceExplanation(out DominanceOutcome) Explanation {
	e := Explanation{Category: out.Category, Count: out.Count, Players: out.Players, Bonus: DominanceBonus}
	switch {
	case len(out.Players) == 0:
		e.Kind, e.Bonus = KindDominanceNone, 0
	case out.Count == 0:
		e.Kind = KindDominanceLiteralZero
	case len(out.Players) == 1:
		e.Kind = KindDominance
	default:
		e.Kind = KindDominanceTie
	}
	return e
}

// winExplanation says how M-SCORE-3 chose the winners: the narrowing from
// the players tied on points to those also tied on Gold to the winners.
func winExplanation(players []PlayerScore) Explanation {
	var winners []PlayerScore
	for _, p := range players {
		if p.Winner {
			winners = append(winners, p)
		}
	}
	w := winners[0]
	e := Explanation{Players: names(winners), Points: w.Total, Gold: w.Gold, Culture: w.Culture}

	var onPoints, onGold []PlayerScore
	for _, p := range players {
		if p.Total == w.Total {
			onPoints = append(onPoints, p)
			if p.Gold == w.Gold {
				onGold = append(onGold, p)
			}
		}
	}
	e.TiedOnPoints, e.TiedOnGold = names(onPoints), names(onGold)
	// The best values among those the tie-break eliminated ("4 to 2").
	for _, p := range onPoints {
		if p.Gold != w.Gold {
			e.OtherGold = max(e.OtherGold, p.Gold)
		}
	}
	for _, p := range onGold {
		if p.Culture != w.Culture {
			e.OtherCulture = max(e.OtherCulture, p.Culture)
		}
	}
	// The best points among the others, so a UI can show the margin.
	for _, p := range players {
		if p.Total != w.Total {
			e.OtherPoints = max(e.OtherPoints, p.Total)
		}
	}

	switch {
	case len(winners) > 1:
		e.Kind = KindSharedVictory
	case len(onPoints) == 1:
		e.Kind = KindWinPoints
	case len(onGold) == 1:
		e.Kind = KindWinGold
	default:
		e.Kind = KindWinCulture
	}
	return e
}

func names(ps []PlayerScore) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out
}
