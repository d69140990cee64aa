package export

// BG Stats exports of saved games: the play is built by internal/bgstats
// from the game's engine and result, as the dashboard builds it.

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tablemate/i18n"
	"tablemate/internal/bgstats"
	"tablemate/internal/qrtext"
	"tablemate/kernel"
	"tablemate/store"
)

// playOf reads what BG Stats needs from a saved game: its engine's session,
// its result (which must be scored) and its playing time where it is known.
func playOf(loc *i18n.Localizer, kinds kernel.Kinds, r *store.Record, location string) (bgstats.Play, error) {
	if !r.Finished || !r.Result.Scored() {
		return bgstats.Play{}, kernel.Worded("game %s has no final scores: BG Stats takes finished, scored plays (export it as json, csv or markdown)", ident(r.ID))
	}
	info := bgstats.Info{ID: int64(r.ID), Started: r.Started, Ended: r.Result.Finished, Location: location, Loc: loc}
	if k := r.Kept; k != nil && k.RoundsKnown {
		// What was kept when the game ended: no replay.
		kind, err := store.KindOf(kinds, r)
		if err != nil {
			return bgstats.Play{}, err
		}
		if k.PlayedKnown {
			info.Played = k.Played
		}
		return bgstats.Of(kind, r.Setup, k.Rounds, *r.Result, info)
	}
	g, err := store.Replay(kinds, r)
	if err != nil {
		return bgstats.Play{}, err
	}
	if t := r.Times(); t.PlayedKnown {
		info.Played = t.Played
	}
	return bgstats.New(g, *r.Result, info)
}

// BGStatsLink writes the link that opens the BG Stats app with the play
// filled in, its roles and comments in loc's language.
func BGStatsLink(w io.Writer, loc *i18n.Localizer, kinds kernel.Kinds, r *store.Record, location string) error {
	p, err := playOf(loc, kinds, r, location)
	if err != nil {
		return err
	}
	link, err := p.Link()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, link)
	return err
}

// BGStatsQR writes the link as a QR code a phone scans from the terminal:
// light blocks on the terminal's dark background unless blocksDark.
func BGStatsQR(w io.Writer, loc *i18n.Localizer, kinds kernel.Kinds, r *store.Record, location string, blocksDark bool) error {
	p, err := playOf(loc, kinds, r, location)
	if err != nil {
		return err
	}
	link, err := p.Link()
	if err != nil {
		return err
	}
	code, err := qrtext.Encode(link, qrtext.Low)
	if err != nil {
		return kernel.Worded("game %s: %s", ident(r.ID), err)
	}
	lines := code.Lines(qrtext.Options{Quiet: qrtext.PhoneQuiet, BlocksDark: blocksDark})
	_, err = io.WriteString(w, strings.Join(lines, "\n")+"\n")
	return err
}

// BGStats writes the app's import file with the one play.
func BGStats(w io.Writer, loc *i18n.Localizer, kinds kernel.Kinds, r *store.Record, location string) error {
	p, err := playOf(loc, kinds, r, location)
	if err != nil {
		return err
	}
	f := bgstats.NewFile()
	f.Add(p)
	return f.Write(w)
}

// AllBGStats writes every finished, scored play in one import file,
// oldest first; the others are skipped (they have no result to log), and
// so is a game its engine cannot replay, named on errW in loc's language.
func AllBGStats(w, errW io.Writer, loc *i18n.Localizer, kinds kernel.Kinds, records []store.Record, location string) error {
	var scored []*store.Record
	for i := range slices.Backward(records) { // List gives the newest first
		if r := &records[i]; r.Finished && r.Result.Scored() {
			scored = append(scored, r)
		}
	}
	plays, errs := make([]bgstats.Play, len(scored)), make([]error, len(scored))
	playsOf := func(from, to int) {
		for i := from; i < to; i++ {
			plays[i], errs[i] = playOf(loc, kinds, scored[i], location)
		}
	}
	// Each play is made from its own game, many on two cores; they join
	// the file in order, which numbers the players.
	inHalves(len(scored), playsOf)
	f := bgstats.NewFile()
	for i, p := range plays {
		if errs[i] != nil {
			fmt.Fprintln(errW, "tablemate:", loc.Sprintf("game %s left out: %s", ident(scored[i].ID), loc.Error(errs[i])))
			continue
		}
		f.Add(p)
	}
	if f.Len() == 0 {
		return kernel.Worded("no finished, scored games to export (of %d saved): see 'tablemate history'", len(records))
	}
	return f.Write(w)
}
