package i18n

import (
	"strings"

	"tablemate/scoring"
)

// explanationFormats are the message keys of scoring explanations: the
// sentences scoring.Explanation.String writes, as format strings.
var explanationFormats = []string{
	"%s: %s has the most with %d: +%d",
	"%s: %s tie for most with %d: +%d each",
	"%s: nobody has any: no bonus",
	"%s: nobody has any; by the literal reading %s has the most at 0: +%d",
	"%s: nobody has any; by the literal reading %s tie for most at 0: +%d each",
	"%s: %s scores %d for %d Gold (1 per 3)",
	"%s wins with %d points",
	"%s tie on %d",
	"%s tie on %d points and %d Gold",
	"%s has more Gold, %d to %d",
	"%s has the most Gold, %d to %d",
	"%s have the most Gold, %d to %d",
	"%s has more Culture, %d to %d",
	"%s has the most Culture, %d to %d",
	"%s have the most Culture, %d to %d",
	"%s share the victory: %d points, %d Gold, %d Culture each",
	"Tied on %d points, ranked by Gold, then Culture: %s",
	"%s tie on %d points, %d Gold and %d Culture: they share rank %d",
	"%s (rank %d: %d Gold, %d Culture)",
	"; ",
	// List and the category names.
	"nobody", "%s and %s", "%s or %s", ", ",
	"Knowledge", "Wonders", "Policies", "Provinces", "Trade track", "Monsters",
	"Natural Wonders", "Future projects", "Quests", "Automa Gold",
}

// Explanation renders a scoring explanation; in English it is e.String().
func (l *Localizer) Explanation(e scoring.Explanation) string {
	cat := l.Category(e.Category)
	players := l.List(e.Players)
	switch e.Kind {
	case scoring.KindDominance:
		return l.Sprintf("%s: %s has the most with %d: +%d", cat, players, e.Count, e.Bonus)
	case scoring.KindDominanceTie:
		return l.Sprintf("%s: %s tie for most with %d: +%d each", cat, players, e.Count, e.Bonus)
	case scoring.KindDominanceNone:
		return l.Sprintf("%s: nobody has any: no bonus", cat)
	case scoring.KindDominanceLiteralZero:
		if len(e.Players) == 1 {
			return l.Sprintf("%s: nobody has any; by the literal reading %s has the most at 0: +%d", cat, players, e.Bonus)
		}
		return l.Sprintf("%s: nobody has any; by the literal reading %s tie for most at 0: +%d each", cat, players, e.Bonus)
	case scoring.KindAutomaGold:
		return l.Sprintf("%s: %s scores %d for %d Gold (1 per 3)", cat, players, e.Points, e.Gold)
	case scoring.KindWinPoints:
		return l.Sprintf("%s wins with %d points", players, e.Points)
	case scoring.KindWinGold, scoring.KindWinCulture, scoring.KindSharedVictory:
		return l.tieBreak(e)
	case scoring.KindRankTie:
		if e.SharedRank() {
			r := e.Ranked[0]
			return l.Sprintf("%s tie on %d points, %d Gold and %d Culture: they share rank %d", players, e.Points, r.Gold, r.Culture, r.Rank)
		}
		var entries []string
		for _, r := range e.Ranked {
			entries = append(entries, l.Sprintf("%s (rank %d: %d Gold, %d Culture)", r.Name, r.Rank, r.Gold, r.Culture))
		}
		return l.Sprintf("Tied on %d points, ranked by Gold, then Culture: %s", e.Points, strings.Join(entries, l.T(", ")))
	}
	return e.String()
}

// tieBreak follows scoring's tieBreak clause by clause (M-SCORE-3).
func (l *Localizer) tieBreak(e scoring.Explanation) string {
	var clauses []string
	goldNarrowed := len(e.TiedOnGold) < len(e.TiedOnPoints)
	cultureNarrowed := len(e.Players) < len(e.TiedOnGold)
	switch {
	case goldNarrowed:
		clauses = append(clauses,
			l.Sprintf("%s tie on %d", l.List(e.TiedOnPoints), e.Points),
			l.Sprintf(mostFormat(len(e.TiedOnGold), len(e.TiedOnPoints), "Gold"), l.List(e.TiedOnGold), e.Gold, e.OtherGold))
	case cultureNarrowed:
		clauses = append(clauses, l.Sprintf("%s tie on %d points and %d Gold", l.List(e.TiedOnPoints), e.Points, e.Gold))
	}
	if cultureNarrowed {
		clauses = append(clauses, l.Sprintf(mostFormat(len(e.Players), len(e.TiedOnGold), "Culture"), l.List(e.Players), e.Culture, e.OtherCulture))
	}
	if e.Kind == scoring.KindSharedVictory {
		clauses = append(clauses, l.Sprintf("%s share the victory: %d points, %d Gold, %d Culture each", l.List(e.Players), e.Points, e.Gold, e.Culture))
	}
	return strings.Join(clauses, l.T("; "))
}

// mostFormat picks the clause: "has more" between two, "has/have the most"
// among more. (Two winners among two is not a narrowing, so "have more"
// never happens.)
func mostFormat(winners, among int, what string) string {
	switch {
	case winners == 1 && among == 2:
		return "%s has more " + what + ", %d to %d"
	case winners == 1:
		return "%s has the most " + what + ", %d to %d"
	}
	return "%s have the most " + what + ", %d to %d"
}
