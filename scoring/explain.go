package scoring

import (
	"fmt"
	"strings"

	"tablemate/kernel"
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

// Message is the explanation's English format and its typed arguments
// (kernel.Messager): the category, the players (kernel.Names) and the
// counts, so that a translation words it from its fields.
func (e Explanation) Message() (string, []any) {
	players := kernel.Names(e.Players)
	switch e.Kind {
	case KindDominance:
		return "%s: %s has the most with %d: +%d", []any{e.Category, players, e.Count, e.Bonus}
	case KindDominanceTie:
		return "%s: %s tie for most with %d: +%d each", []any{e.Category, players, e.Count, e.Bonus}
	case KindDominanceNone:
		return "%s: nobody has any: no bonus", []any{e.Category}
	case KindDominanceLiteralZero:
		if len(e.Players) == 1 {
			return "%s: nobody has any; by the literal reading %s has the most at 0: +%d", []any{e.Category, players, e.Bonus}
		}
		return "%s: nobody has any; by the literal reading %s tie for most at 0: +%d each", []any{e.Category, players, e.Bonus}
	case KindAutomaGold:
		return "%s: %s scores %d for %d Gold (1 per 3)", []any{e.Category, players, e.Points, e.Gold}
	case KindWinPoints:
		return "%s wins with %d points", []any{players, e.Points}
	case KindWinGold, KindWinCulture, KindSharedVictory:
		return "%s", []any{e.tieBreak()}
	case KindRankTie:
		if e.sharedRank() {
			r := e.Ranked[0]
			return "%s tie on %d points, %d Gold and %d Culture: they share rank %d", []any{players, e.Points, r.Gold, r.Culture, r.Rank}
		}
		entries := make(kernel.List, len(e.Ranked))
		for i, r := range e.Ranked {
			entries[i] = kernel.Phrase{Format: "%s (rank %d: %d Gold, %d Culture)", Args: []any{r.Name, r.Rank, r.Gold, r.Culture}}
		}
		return "Tied on %d points, ranked by Gold, then Culture: %s", []any{e.Points, entries}
	}
	return "%s", []any{e.Kind.String()}
}

// String is the English sentence.
func (e Explanation) String() string { return kernel.English(e) }

// tieBreak is the clauses of M-SCORE-3 that were needed, for example "Ana
// and Ben tie on 31; Ana has more Gold, 4 to 2", each a phrase of its own.
func (e Explanation) tieBreak() kernel.Concat {
	var clauses []kernel.Messager
	goldNarrowed := len(e.TiedOnGold) < len(e.TiedOnPoints)
	cultureNarrowed := len(e.Players) < len(e.TiedOnGold)
	switch {
	case goldNarrowed:
		clauses = append(clauses,
			kernel.Phrase{Format: "%s tie on %d", Args: []any{kernel.Names(e.TiedOnPoints), e.Points}},
			kernel.Phrase{Format: mostGold(len(e.TiedOnGold), len(e.TiedOnPoints)), Args: []any{kernel.Names(e.TiedOnGold), e.Gold, e.OtherGold}})
	case cultureNarrowed:
		clauses = append(clauses, kernel.Phrase{Format: "%s tie on %d points and %d Gold", Args: []any{kernel.Names(e.TiedOnPoints), e.Points, e.Gold}})
	}
	if cultureNarrowed {
		clauses = append(clauses, kernel.Phrase{Format: mostCulture(len(e.Players), len(e.TiedOnGold)), Args: []any{kernel.Names(e.Players), e.Culture, e.OtherCulture}})
	}
	if e.Kind == KindSharedVictory {
		clauses = append(clauses, kernel.Phrase{Format: "%s share the victory: %d points, %d Gold, %d Culture each", Args: []any{kernel.Names(e.Players), e.Points, e.Gold, e.Culture}})
	}
	var out kernel.Concat
	for i, c := range clauses {
		if i > 0 {
			out = append(out, kernel.Phrase{Format: "; "})
		}
		out = append(out, c)
	}
	return out
}

// mostGold is the Gold clause: "has more" between two, "has the most"
// among more, the verb agreeing with the number of winners. (Two winners
// among two is no narrowing: "have more" never happens.)
func mostGold(winners, among int) string {
	switch {
	case winners == 1 && among == 2:
		return "%s has more Gold, %d to %d"
	case winners == 1:
		return "%s has the most Gold, %d to %d"
	}
	return "%s have the most Gold, %d to %d"
}

// mostCulture is the Culture clause, as mostGold.
func mostCulture(winners, among int) string {
	switch {
	case winners == 1 && among == 2:
		return "%s has more Culture, %d to %d"
	case winners == 1:
		return "%s has the most Culture, %d to %d"
	}
	return "%s have the most Culture, %d to %d"
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
