package tracker

import "fmt"

// View is the state as the JSON output of `tablemate script` shows it. The
// field names are a documented contract (README, "The JSON state").
type View struct {
	Game        string       `json:"game"`
	Mode        string       `json:"mode"`
	Round       int          `json:"round"`
	Phase       string       `json:"phase"`
	Turn        int          `json:"turn"`
	Active      string       `json:"active"`
	Next        string       `json:"next"`
	StartPlayer string       `json:"start_player"`
	Display     []SlotView   `json:"display"`
	Deck        DeckView     `json:"deck"`
	Discard     int          `json:"discard"`
	End         EndView      `json:"end"`
	Players     []PlayerView `json:"players"`
	Monsters    []string     `json:"monsters,omitempty"`
	// Automa is the solo opponent: its revealed card, steps, question and tallies.
	Automa *AutomaView `json:"automa,omitempty"`
	// Automas is every Automa, in Automa order, when there are several.
	Automas []*AutomaView `json:"automas,omitempty"`
	// Score is there once the game is over and every tally is in.
	Score *ScoreView `json:"score,omitempty"`
	// TalliesMissing lists who still has to enter a tally after the end.
	TalliesMissing []string `json:"tallies_missing,omitempty"`
}

// ScoreView is the final score, in the same shape as `tablemate score --format json`.
type ScoreView struct {
	Players     []ScorePlayerView `json:"players"`
	Winners     []string          `json:"winners"`
	Explanation []string          `json:"explanation"`
}

// ScorePlayerView is one player's final score.
type ScorePlayerView struct {
	Name      string         `json:"name"`
	Total     int            `json:"total"`
	Rank      int            `json:"rank"`
	Points    map[string]int `json:"points"`
	Dominance []string       `json:"dominance"`
	Gold      int            `json:"gold"`
	Culture   int            `json:"culture"`
	Automa    bool           `json:"automa"`
}

// SlotView is one display slot.
type SlotView struct {
	Slot     int           `json:"slot"`
	Row      int           `json:"row"`
	Empty    bool          `json:"empty"`
	Era      string        `json:"era,omitempty"`
	Taken    bool          `json:"taken_this_turn,omitempty"`
	Identity *IdentityView `json:"identity,omitempty"`
}

// IdentityView is an entered card.
type IdentityView struct {
	Type string `json:"type"`
	Cost int    `json:"cost"`
	Name string `json:"name,omitempty"`
}

// DeckView is the deck by era.
type DeckView struct {
	Cards       int            `json:"cards"`
	ByEra       map[string]int `json:"by_era"`
	Separations int            `json:"separations"`
	ToEnd       int            `json:"to_end"`
}

// EndView is the end status.
type EndView struct {
	Triggered  bool   `json:"triggered"`
	FinalRound bool   `json:"final_round"`
	Over       bool   `json:"over"`
	LastPlayer string `json:"last_player,omitempty"`
	Status     string `json:"status"`
}

// PlayerView is one seat.
type PlayerView struct {
	Name         string         `json:"name"`
	Seat         int            `json:"seat"`
	Automa       bool           `json:"automa,omitempty"`
	Civilization string         `json:"civilization,omitempty"`
	Passed       bool           `json:"passed,omitempty"`
	Taken        int            `json:"taken"`
	TakenByType  map[string]int `json:"taken_by_type"`
	Celebrity    string         `json:"celebrity,omitempty"`
}

// View builds the JSON view of the state.
func (s *State) View() View {
	v := View{
		Game:        "monumental",
		Mode:        s.setup.Mode.String(),
		Round:       s.round,
		Phase:       s.phase.String(),
		Turn:        s.turn,
		Active:      s.ActiveName(),
		StartPlayer: s.seats[s.startSeat].Name,
		Discard:     len(s.discard),
		Monsters:    append([]string(nil), s.monsters...),
		Automa:      s.Automa(),
	}
	if len(s.bots) > 1 {
		v.Automas = s.Automas()
	}
	if next := s.Next(); next >= 0 {
		v.Next = s.seats[next].Name
	}
	for i, sl := range s.display {
		row, _, _ := s.RowOf(i + 1)
		sv := SlotView{Slot: i + 1, Row: row + 1, Empty: !sl.Filled, Taken: containsInt(s.takenSlots, i+1)}
		if sl.Filled {
			sv.Era = sl.Card.Era.String()
			if id := sl.Card.Identity; id.Known() {
				sv.Identity = &IdentityView{Type: id.Type.String(), Cost: id.Cost, Name: id.Name}
			}
		}
		v.Display = append(v.Display, sv)
	}
	v.Deck = DeckView{Cards: s.DeckCards(), ByEra: map[string]int{}, ToEnd: s.ToEnd()}
	for era, n := range s.DeckByEra() {
		v.Deck.ByEra[era.String()] = n
	}
	v.Deck.Separations = len(s.deck) - v.Deck.Cards
	v.End = EndView{Triggered: s.end.Triggered, FinalRound: s.end.FinalRound, Over: s.end.Over, Status: s.EndStatusText()}
	if s.end.Triggered && s.setup.Mode == Standard {
		v.End.LastPlayer = s.seats[s.end.LastSeat].Name
	}
	if s.end.Over {
		v.TalliesMissing = s.Missing()
		if res, ok, err := s.Score(); ok && err == nil {
			sv := &ScoreView{Winners: res.Winners}
			for _, p := range res.Players {
				pv := ScorePlayerView{Name: p.Name, Total: p.Total, Rank: p.Rank, Points: map[string]int{},
					Dominance: []string{}, Gold: p.Gold, Culture: p.Culture, Automa: p.Automa}
				for _, cp := range p.Points {
					pv.Points[cp.Category.Key()] = cp.Points
				}
				for _, c := range p.Dominance {
					pv.Dominance = append(pv.Dominance, c.Key())
				}
				sv.Players = append(sv.Players, pv)
			}
			for _, e := range res.Explanation {
				sv.Explanation = append(sv.Explanation, e.String())
			}
			v.Score = sv
		}
	}
	for i, seat := range s.seats {
		p := PlayerView{Name: seat.Name, Seat: i + 1, Automa: seat.Automa, Civilization: seat.Civilization,
			Passed: s.setup.Mode == Continuous && s.passed[i], Taken: len(s.taken[i]), TakenByType: map[string]int{}}
		for _, c := range s.taken[i] {
			p.TakenByType[c.Identity.Type.String()]++
		}
		if len(s.celebrities[i]) > 0 {
			p.Celebrity = s.celebrities[i][0].Name
		}
		v.Players = append(v.Players, p)
	}
	return v
}

// EndStatusMessage says where the game stands with respect to its end, as
// the status line shows it: an English format string (the translations'
// key) and its arguments.
func (s *State) EndStatusMessage() (format string, args []any) {
	switch {
	case s.end.Over && s.tallied():
		return "Game over: the game is scored.", nil
	case s.end.Over:
		return "Game over: score the game.", nil
	case s.setup.Mode == Continuous && s.end.FinalRound:
		return "Last round: the game ends when everyone has passed.", nil
	case s.setup.Mode == Continuous && s.setup.Rules.ContinuousEnd == EndBeforeRefill:
		return "The end comes when the deck has 3 cards or fewer as a refill begins.", nil
	case s.setup.Mode == Continuous:
		return "The end comes when the deck has 3 cards or fewer after a refill.", nil
	case s.end.FinalRound:
		return "Last round: %s plays last.", []any{s.seats[s.end.LastSeat].Name}
	case s.end.Triggered:
		return "End triggered: this round ends with %s, then everyone plays one final turn.", []any{s.seats[s.end.LastSeat].Name}
	}
	return "The end is triggered when the last Development card is dealt.", nil
}

// tallied says whether every seat's tally is in (Score scores them).
func (s *State) tallied() bool {
	for i := range s.seats {
		if _, have := s.TallyOf(i); !have {
			return false
		}
	}
	return true
}

// EndStatusText is EndStatusMessage in English.
func (s *State) EndStatusText() string {
	format, args := s.EndStatusMessage()
	return fmt.Sprintf(format, args...)
}

// EventView is an event in JSON output.
type EventView struct {
	Kind        string `json:"kind"`
	Text        string `json:"text"`
	Instruction bool   `json:"instruction,omitempty"`
	Player      string `json:"player,omitempty"`
	Slot        int    `json:"slot,omitempty"`
	To          int    `json:"to,omitempty"`
	Count       int    `json:"count,omitempty"`
	Era         string `json:"era,omitempty"`
	// Eras is the dealt display by era (setup_display).
	Eras []EraCountView `json:"eras,omitempty"`
	// Card is the card taken or entered, when the table entered it.
	Card *IdentityView `json:"card,omitempty"`
	// Winners is who won (scored).
	Winners []string `json:"winners,omitempty"`
	// Name is a Celebrity's or a Monster's name, or an Automa step.
	Name string `json:"name,omitempty"`
}

// EraCountView is a number of cards of one era.
type EraCountView struct {
	Era   string `json:"era"`
	Count int    `json:"count"`
}

// JSONView is View for any game's event (kernel.Event).
func (e Event) JSONView() any { return e.View() }

// View builds the JSON view of an event.
func (e Event) View() EventView {
	v := EventView{Kind: e.Kind.String(), Text: e.String(), Instruction: e.Instruction(), Player: e.Player,
		Slot: e.Slot, To: e.To, Count: e.Count, Name: e.Name, Winners: e.Players}
	for _, c := range e.Eras {
		v.Eras = append(v.Eras, EraCountView{Era: c.Era.String(), Count: c.Count})
	}
	if id := e.Card; id.Known() {
		v.Card = &IdentityView{Type: id.Type.String(), Cost: id.Cost, Name: id.Name}
	}
	switch e.Kind {
	case EvTake, EvDiscard, EvDeal, EvSeparation:
		v.Era = e.Era.String()
	}
	return v
}
