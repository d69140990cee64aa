package scoring

import (
	"fmt"
	"strings"
)

// Kind is what an Explanation says. Its String is a stable key meant as a
// message ID for translation; the English text is Explanation.String.
type Kind int

const (
	// KindDominance: one player has the most in Category, with Count.
	KindDominance Kind = iota
	// KindDominanceTie: Players tie for the most in Category, with Count.
	KindDominanceTie
	// KindDominanceNone: nobody has any of Category: no bonus (default reading).
	KindDominanceNone
	// KindDominanceLiteralZero: nobody has any, but the literal reading gives
	// the bonus to Players, all tied at 0.
	KindDominanceLiteralZero
	// KindAutomaGold: the Automa (Players[0]) scores Points for its Gold.
	KindAutomaGold
	// KindWinPoints: Players[0] has the most points outright.
	KindWinPoints
	// KindWinGold: TiedOnPoints tie on Points; Players[0] has the most Gold.
	KindWinGold
	// KindWinCulture: TiedOnGold also tie on Gold; Players[0] has the most Culture.
	KindWinCulture
	// KindSharedVictory: Players tie on points, Gold and Culture.
	KindSharedVictory
	// KindRankTie: players below the winners tie on Points; Ranked says how
	// Gold, then Culture ordered them (M-SCORE-3 applied to the ranking).
	KindRankTie
)

var kindKeys = [...]string{
	"dominance", "dominance_tie", "dominance_none", "dominance_literal_zero",
	"automa_gold", "win_points", "win_gold", "win_culture", "shared_victory", "rank_tie",
}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindKeys) {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindKeys[k]
}

// Explanation is one line of a Result's reasons: a Kind plus the parameters
// its message needs. Fields a Kind does not use are zero.
type Explanation struct {
	Kind     Kind
	Category Category // dominance and Automa gold kinds
	Count    int      // dominance kinds: the greatest count
	Bonus    int      // dominance kinds: points each of Players gained
	Players  []string // dominance: who gained the bonus; win kinds: the winners

	// Win kinds. The tie-break narrows TiedOnPoints (everyone with the
	// winning total) to TiedOnGold (those also with the winners' Gold) to
	// Players; OtherGold and OtherCulture are the best values among those
	// each step eliminated, OtherPoints the best total of everyone else.
	Points       int
	OtherPoints  int
	TiedOnPoints []string
	TiedOnGold   []string
	Gold         int
	OtherGold    int
	Culture      int
	OtherCulture int

	// KindRankTie: the tied players in rank order.
	Ranked []RankEntry
}

// sharedRank reports whether a rank tie stays unbroken: everyone in it is
// equal on Gold and Culture too.
func (e Explanation) sharedRank() bool {
	for _, r := range e.Ranked {
		if r.Rank != e.Ranked[0].Rank {
			return false
		}
	}
	return len(e.Ranked) > 0
}

// SharedRank reports whether a KindRankTie stays unbroken (M-SCORE-3).
func (e Explanation) SharedRank() bool { return e.Kind == KindRankTie && e.sharedRank() }

// RankEntry is one player of a tie below the winners.
type RankEntry struct {
	Name          string
	Rank          int
	Gold, Culture int
}

// Params returns the parameters by name, for a message template
// (for example go-i18n's TemplateData).
func (e Explanation) Params() map[string]any {
	return map[string]any{
		"Kind":         e.Kind.String(),
		"Category":     e.Category.Key(),
		"Count":        e.Count,
		"Bonus":        e.Bonus,
		"Players":      e.Players,
		"Points":       e.Points,
		"OtherPoints":  e.OtherPoints,
		"TiedOnPoints": e.TiedOnPoints,
		"TiedOnGold":   e.TiedOnGold,
		"Gold":         e.Gold,
		"OtherGold":    e.OtherGold,
		"Culture":      e.Culture,
		"OtherCulture": e.OtherCulture,
		"Ranked":       e.Ranked,
	}
}

// String is the English sentence.
func (e Explanation) String() string {
	switch e.Kind {
	case KindDominance:
		return fmt.Sprintf("%s: %s has the most with %d: +%d", e.Category, List(e.Players), e.Count, e.Bonus)
	case KindDominanceTie:
		return fmt.Sprintf("%s: %s tie for most with %d: +%d each", e.Category, List(e.Players), e.Count, e.Bonus)
	case KindDominanceNone:
		return fmt.Sprintf("%s: nobody has any: no bonus", e.Category)
	case KindDominanceLiteralZero:
		each := " each"
		if len(e.Players) == 1 {
			each = ""
		}
		return fmt.Sprintf("%s: nobody has any; by the literal reading %s %s at 0: +%d%s",
			e.Category, List(e.Players), verb(len(e.Players), "has the most", "tie for most"), e.Bonus, each)
	case KindAutomaGold:
		return fmt.Sprintf("%s: %s scores %d for %d Gold (1 per 3)", e.Category, List(e.Players), e.Points, e.Gold)
	case KindWinPoints:
		return fmt.Sprintf("%s wins with %d points", List(e.Players), e.Points)
	case KindWinGold, KindWinCulture, KindSharedVictory:
		return e.tieBreak()
	case KindRankTie:
		if e.sharedRank() {
			r := e.Ranked[0]
			return fmt.Sprintf("%s tie on %d points, %d Gold and %d Culture: they share rank %d", List(e.Players), e.Points, r.Gold, r.Culture, r.Rank)
		}
		var entries []string
		for _, r := range e.Ranked {
			entries = append(entries, fmt.Sprintf("%s (rank %d: %d Gold, %d Culture)", r.Name, r.Rank, r.Gold, r.Culture))
		}
		return fmt.Sprintf("Tied on %d points, ranked by Gold, then Culture: %s", e.Points, strings.Join(entries, ", "))
	}
	return e.Kind.String()
}

// tieBreak writes the clauses of M-SCORE-3 that were needed, for example
// "Ana and Ben tie on 31; Ana has more Gold, 4 to 2".
func (e Explanation) tieBreak() string {
	var clauses []string
	goldNarrowed := len(e.TiedOnGold) < len(e.TiedOnPoints)
	cultureNarrowed := len(e.Players) < len(e.TiedOnGold)
	shared := e.Kind == KindSharedVictory
	switch {
	case goldNarrowed:
		clauses = append(clauses,
			fmt.Sprintf("%s tie on %d", List(e.TiedOnPoints), e.Points),
			fmt.Sprintf("%s %s Gold, %d to %d", List(e.TiedOnGold), most(len(e.TiedOnGold), len(e.TiedOnPoints)), e.Gold, e.OtherGold))
	case cultureNarrowed:
		clauses = append(clauses, fmt.Sprintf("%s tie on %d points and %d Gold", List(e.TiedOnPoints), e.Points, e.Gold))
	}
	if cultureNarrowed {
		clauses = append(clauses, fmt.Sprintf("%s %s Culture, %d to %d", List(e.Players), most(len(e.Players), len(e.TiedOnGold)), e.Culture, e.OtherCulture))
	}
	if shared {
		clauses = append(clauses, fmt.Sprintf("%s share the victory: %d points, %d Gold, %d Culture each", List(e.Players), e.Points, e.Gold, e.Culture))
	}
	return strings.Join(clauses, "; ")
}

// most is "has more" between two, "has the most" among more, with the verb
// agreeing with the number of winners.
func most(winners, among int) string {
	adj := "the most"
	if among == 2 {
		adj = "more"
	}
	return verb(winners, "has", "have") + " " + adj
}

func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// List joins names in English: "Ana", "Ana and Ben", "Ana, Ben and Cy".
func List(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Message makes an explanation something to show (kernel.Messager); a
// translation renders it from its typed fields, never from this text.
func (e Explanation) Message() (string, []any) { return "%s", []any{e.String()} }
