package dashboard

import (
	"tablemate/scoring"
	"tablemate/tracker"
)

// Component counts of the Monumental box (../shared/seeds rulebook,
// COMPONENTS): what a table can hold at the end, whoever holds it.
const (
	wonderTokens     = 13 // 13 Wonders tokens
	policiesPerCiv   = 5  // 5 Cultural Policy cards per civilization
	provinceTiles    = 36 // 36 Province tiles (4 more are Capitals)
	ownKnowledgeCard = 1  // each civilization deck holds 1 Knowledge card
)

// tallyLimit is the most a column of the end form can hold: per seat and
// for the whole table (0: no limit known), and why, as an English format
// with its argument.
type tallyLimit struct {
	seat, table int
	why         string
	arg         []any
}

const (
	whyKnowledge = "the game has %d Development cards and one Knowledge card in each civilization's deck"
	whyWonders   = "the game has %d Wonder tokens"
	whyPolicies  = "a civilization has %d Cultural Policy cards"
	whyProvinces = "the map has %d Province tiles"
	msgTallyOver = "%s: %d is more than a player can have (%d): %s."
	msgTableOver = "%s: %d between all players is more than there are (%d): %s."
	msgNotNumber = "%s, %s: %q is not a whole number."
)

// tallyLimits are the end form's limits for a game, by column of
// tallyColumns. The rulebook does not say how many of the Development
// cards are Knowledge cards, so their bound is the whole deck (our
// reading); Lost Kingdoms' tiles are not in our sources, so Provinces are
// not bounded with it; Gold and Culture come from a common stock the
// rulebook does not call limited, so they are not bounded either.
func tallyLimits(s tracker.Setup) [6]tallyLimit {
	deck := 0
	for _, n := range s.Sizes() {
		deck += n
	}
	civs := s.Civs()
	var l [6]tallyLimit
	l[0] = tallyLimit{deck + ownKnowledgeCard, deck + civs*ownKnowledgeCard, whyKnowledge, []any{deck}}
	l[1] = tallyLimit{wonderTokens, wonderTokens, whyWonders, []any{wonderTokens}}
	l[2] = tallyLimit{policiesPerCiv, policiesPerCiv * civs, whyPolicies, []any{policiesPerCiv}}
	if !s.LostKingdoms {
		l[3] = tallyLimit{provinceTiles, provinceTiles, whyProvinces, []any{provinceTiles}}
	}
	return l
}

// tallyCell is a field of the end form: seat row, column.
type tallyCell struct{ seat, col int }

// tallyProblem is one impossible count and the fields it is about.
type tallyProblem struct {
	cells []tallyCell
	text  string
}

// tallyProblems checks the end form's figures against the game's limits:
// every problem at once, each with the fields it marks. names are the
// seats' names; vals[seat][col] the counts.
func (fm *forms) tallyProblems(s tracker.Setup, names []string, vals [][]int) []tallyProblem {
	limits := tallyLimits(s)
	var out []tallyProblem
	for col, l := range limits {
		if l.seat == 0 {
			continue
		}
		why := fm.tf(l.why, l.arg...)
		sum := 0
		var held []tallyCell
		for seat := range vals {
			n := vals[seat][col]
			sum += n
			if n > 0 {
				held = append(held, tallyCell{seat, col})
			}
			if n > l.seat {
				out = append(out, tallyProblem{[]tallyCell{{seat, col}},
					fm.tf(msgTallyOver, names[seat]+", "+fm.t(tallyColumns[col]), n, l.seat, why)})
			}
		}
		if l.table > 0 && sum > l.table && len(held) > 1 {
			out = append(out, tallyProblem{held, fm.tf(msgTableOver, fm.t(tallyColumns[col]), sum, l.table, why)})
		}
	}
	return out
}

// undoneTally is the tally of a seat taken back by undo and not redone
// (the nearest redo first), so that the end form reopens the row with the
// values the table entered.
func (fm *forms) undoneTally(seat string) (scoring.Tally, bool) {
	if fm.ctl.Game() == nil {
		return scoring.Tally{}, false
	}
	redo := fm.ctl.Game().RedoTexts()
	for i := len(redo) - 1; i >= 0; i-- {
		a, err := tracker.ParseAction(redo[i])
		if err != nil {
			continue
		}
		if t, ok := a.(tracker.TallyAction); ok && t.Tally.Name == seat {
			return t.Tally, true
		}
	}
	return scoring.Tally{}, false
}
