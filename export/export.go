// Package export writes what tablemate keeps out of it: one saved game's
// result and log as JSON, CSV or markdown, a finished play for the BG
// Stats app (its import file, link or QR code), the history of every game
// with its statistics, and a final scoring of tallies (tablemate score) as
// a table, markdown, CSV or JSON. It asks each saved game's Kind (given as
// kernel.Kinds) what its setup line says and which result fields it holds,
// and never which game it is, so it imports no engine.
//
// The JSON and CSV keep stable English keys and values, for other
// programs; the markdown and the tables are in the reader's language.
package export

import (
	"slices"
	"strconv"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/store"
)

// described is a saved game's kind, nil for a game this program does not
// know, and what its setup line says as its game reads it.
type described struct {
	kind *kernel.Kind
	kernel.Description
}

func describe(kinds kernel.Kinds, r *store.Record) described {
	k := kinds.Named(r.Game)
	if k == nil || k.Describe == nil {
		return described{kind: k, Description: kernel.Description{Start: -1}}
	}
	return described{k, k.Describe(r.Setup)}
}

// title is the game's name as players know it in loc's language, "" for a
// game this program does not know.
func (d described) title(loc *i18n.Localizer) string {
	if d.kind == nil {
		return ""
	}
	return loc.T(d.kind.Title)
}

// fields are the result fields the game's results hold: the exports'
// columns.
func (d described) fields() kernel.ResultFields {
	if d.kind == nil {
		return 0
	}
	return d.kind.Fields
}

// gameTitle is a saved game name's title in loc's language ("Monumental",
// "モニュメンタル"), else the saved name.
func gameTitle(loc *i18n.Localizer, kinds kernel.Kinds, game string) string {
	if k := kinds.Named(game); k != nil {
		return loc.T(k.Title)
	}
	return game
}

// text renders a part of the description in loc's language, "" when the
// game has none.
func text(loc *i18n.Localizer, m kernel.Messager) string {
	if m == nil {
		return ""
	}
	return loc.Message(m)
}

// players are r's players with each Automa's difficulty filled in: its
// own, else, for a result saved before each Automa's was kept, the game's.
func players(r *store.Result) []store.PlayerResult {
	out := slices.Clone(r.Players)
	for i, p := range out {
		if p.Automa {
			d := r.DifficultyOf(p)
			out[i].Difficulty = &d
		}
	}
	return out
}

// scoredPlayers are r's players (players) with each one's points by
// category: as saved, or, for a result saved before they were kept,
// from replaying the game with its engine; a game its engine cannot
// replay keeps its players without them.
func scoredPlayers(kinds kernel.Kinds, r *store.Record) []store.PlayerResult {
	if r.Result == nil {
		return nil
	}
	out := players(r.Result)
	if !r.Result.Scored() || slices.ContainsFunc(out, func(p store.PlayerResult) bool { return len(p.Points) > 0 }) {
		return out
	}
	if k := kinds.Named(r.Game); k == nil || len(k.Categories) == 0 {
		return out // a game scored on a track has no categories
	}
	g, err := store.Replay(kinds, r)
	if err != nil || !g.Scored() {
		return out
	}
	points := map[string][]kernel.CategoryPoints{}
	for _, p := range g.Result().Players {
		points[p.Name] = p.Points
	}
	for i := range out {
		out[i].Points = points[out[i].Name]
	}
	return out
}

// categories are the scoring categories of d's game that some player of
// ps has points in, in the game's order: the exports' columns.
func (d described) categories(ps []store.PlayerResult) []kernel.ScoreCategory {
	if d.kind == nil {
		return nil
	}
	var out []kernel.ScoreCategory
	for _, c := range d.kind.Categories {
		if slices.ContainsFunc(ps, func(p store.PlayerResult) bool { _, ok := p.PointsIn(c.Key); return ok }) {
			out = append(out, c)
		}
	}
	return out
}

// english words the stable English values of the JSON and CSV (made when
// asked: a package variable would cost every start of the program).
func english() *i18n.Localizer { return i18n.New(i18n.English) }

// ident is a game id as the user types it: a %s argument, since a reader's
// language would group a %d's digits (1.234).
func ident(id store.GameID) string { return strconv.FormatInt(int64(id), 10) }
