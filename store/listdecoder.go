package store

import (
	"encoding/json"
	"time"

	"tablemate/internal/slab"
)

// listDecoder decodes the results and kept summaries of a list of games.
// Decoded one by one they took six small allocations a game, a good part
// of a 10,000-game history: here their structs and slices are cut from
// chunks shared by many games (slab), and the arrays a value is decoded
// into are reused from one game to the next.
type listDecoder struct {
	spare   spareArrays
	results slab.Slab[Result]
	kepts   slab.Slab[Kept]
	players slab.Slab[PlayerResult]
	winners slab.Slab[string]
	turns   slab.Slab[PlayerTime]
}

// decode sets listed game r's result and its kept summary from their
// columns as read (listedColumns): a result that cannot be decoded is an
// error, a kept summary that cannot is none (the game is read whole).
func (d *listDecoder) decode(r *Record, result, kept any) error {
	if result != nil {
		text, ok := textOf(result)
		if !ok {
			return &ResultError{Game: r.ID}
		}
		var err error
		if r.Result, err = d.result(text); err != nil {
			return &ResultError{Game: r.ID}
		}
	}
	if r.Finished && kept != nil {
		if body, ok := textOf(kept); ok {
			if k, err := d.kept(body); err == nil {
				r.Kept = k
			}
		}
	}
	return nil
}

// result decodes a games row's result as decodeResult does.
func (d *listDecoder) result(text string) (*Result, error) {
	var r Result
	// The players are decoded straight into their slab.
	d.spare.players = d.players.Rest(8)
	if plainResult(&plain{s: text, spare: &d.spare}, &r) != nil {
		out := new(Result) // not plain: encoding/json, as decodeResult
		if err := json.Unmarshal([]byte(text), out); err != nil {
			return nil, err
		}
		return out, nil
	}
	if r.Players != nil {
		r.Players = d.players.Keep(r.Players)
	}
	if r.Winners != nil {
		d.spare.winners = r.Winners
		r.Winners = d.winners.CopyOf(r.Winners)
	}
	out := d.results.One()
	*out = r
	return out, nil
}

// kept decodes a kept body, as decodeKept does, into the Kept it saved.
func (d *listDecoder) kept(text string) (*Kept, error) {
	var j keptJSON
	if plainKept(&plain{s: text, spare: &d.spare}, &j) != nil {
		j = keptJSON{} // not plain: encoding/json, as decodeKept
		if err := json.Unmarshal([]byte(text), &j); err != nil {
			return nil, err
		}
	} else if j.Players != nil {
		d.spare.keptPlayers = j.Players
	}
	for _, p := range j.Players {
		if p.Turns <= 0 {
			return nil, errKept
		}
	}
	k := d.kepts.One()
	*k = Kept{Actions: j.Actions, Played: time.Duration(j.PlayedNS), PlayedKnown: j.PlayedKnown}
	if j.Rounds != nil {
		k.Rounds, k.RoundsKnown = *j.Rounds, true
	}
	if len(j.Players) > 0 {
		k.Players = d.turns.Take(len(j.Players))
		for i, p := range j.Players {
			k.Players[i] = PlayerTime{Name: p.Name, Turns: p.Turns, Total: time.Duration(p.TotalNS), Mean: time.Duration(p.TotalNS) / time.Duration(p.Turns)}
		}
	}
	return k, nil
}
