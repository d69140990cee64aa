package wm

import (
	"fmt"
	"strings"
)

// View is the state as the JSON output of `tablemate script` shows it. The
// field names are a documented contract (README, "World Monuments").
type View struct {
	Game        string `json:"game"`     // always "worldmonuments"
	Monument    string `json:"monument"` // capitol, notre_dame, san_pietro, taj_mahal
	Round       int    `json:"round"`
	Phase       string `json:"phase"` // quarry, construct, over
	Active      string `json:"active"`
	Next        string `json:"next"`
	StartPlayer string `json:"start_player"` // who started this round's Quarry phase
	// WorkerHolder holds the worker token: the Construct phase's first
	// player and the next round's start player.
	WorkerHolder string       `json:"worker_holder"`
	Players      []PlayerView `json:"players"`
	// Quarry is there during the Quarry phase only.
	Quarry *QuarryView `json:"quarry,omitempty"`
	End    EndView     `json:"end"`
}

// PlayerView is one seat. Score is the true total; Marker (1-60) and Laps
// are where the physical marker stands (W-TRACK-1: score = marker + 60*laps).
type PlayerView struct {
	Name   string `json:"name"`
	Seat   int    `json:"seat"`
	Score  int    `json:"score"`
	Marker int    `json:"marker"`
	Laps   int    `json:"laps"`
	Passed bool   `json:"passed"`
	// Gems is the gems shown at the end, -1 until entered.
	Gems int `json:"gems"`
}

// QuarryView is the active quarry turn: its number in this round (1-based)
// and how many spaces the worker moves (W-QUARRY-2).
type QuarryView struct {
	Turn   int `json:"turn"`
	Spaces int `json:"spaces"`
}

// EndView is the end status (W-END-1).
type EndView struct {
	Over bool `json:"over"`
	// Reason is round_3 or monument_complete once over.
	Reason string `json:"reason,omitempty"`
	// GemsMissing lists who still has to show their gems after the end.
	GemsMissing []string `json:"gems_missing,omitempty"`
	// Winners is there once every gem is in; several means a shared victory.
	Winners []string `json:"winners,omitempty"`
	Status  string   `json:"status"`
}

// View builds the JSON view of the state.
func (s *State) View() View {
	v := View{Game: Kind, Monument: s.setup.Monument.String(), Round: s.Round, Phase: s.Phase.String(),
		Active: s.ActiveName(), Next: s.name(s.Next()), StartPlayer: s.name(s.StartSeat), WorkerHolder: s.name(s.Worker)}
	for i, sc := range s.Scores {
		space, laps := Marker(sc)
		v.Players = append(v.Players, PlayerView{Name: s.name(i), Seat: i + 1, Score: sc, Marker: space, Laps: laps,
			Passed: s.Phase == PhaseConstruct && s.Passed[i], Gems: s.Gems[i]})
	}
	if s.Phase == PhaseQuarry {
		v.Quarry = &QuarryView{Turn: s.QuarryTurns + 1, Spaces: QuarrySpaces(s.QuarryTurns + 1)}
	}
	v.End = EndView{Over: s.Over(), Reason: s.End.String(), GemsMissing: s.GemsMissing(), Status: s.EndStatusText()}
	_, v.End.Winners, _ = s.Results()
	return v
}

// EndStatusText says where the game stands with respect to its end.
func (s *State) EndStatusText() string {
	switch {
	case s.Scored():
		return strings.TrimPrefix(winnersText(s), "Final score: ")
	case s.Over():
		return "Game over: enter the gems of " + joinNames(s.GemsMissing()) + " (gems PLAYER N, 3 points each)."
	case s.Round == Rounds:
		return "Last round: the game ends when everyone has passed, or at once when the monument is complete."
	}
	return fmt.Sprintf("Round %d of %d: the game ends after round %d, or at once when the monument is complete.", s.Round, Rounds, Rounds)
}

// Text is the plain-text summary of the state, as `tablemate script` prints
// it after the events.
func (s *State) Text() string {
	v := s.View()
	var b strings.Builder
	switch s.End {
	case AfterRound3:
		fmt.Fprintf(&b, "World Monuments (%s), game over after round %d\n", s.setup.Monument.Label(), v.Round)
	case Completed:
		fmt.Fprintf(&b, "World Monuments (%s), game over: the monument was completed in round %d\n", s.setup.Monument.Label(), v.Round)
	default:
		fmt.Fprintf(&b, "World Monuments (%s), round %d of %d, %s phase\n", s.setup.Monument.Label(), v.Round, Rounds, s.Phase.Label())
	}
	if v.Active != "" {
		fmt.Fprintf(&b, "Active: %s", v.Active)
		if v.Next != "" {
			fmt.Fprintf(&b, ", next: %s", v.Next)
		}
		if v.Quarry != nil {
			fmt.Fprintf(&b, " (quarry turn %d: %d space", v.Quarry.Turn, v.Quarry.Spaces)
			if v.Quarry.Spaces > 1 {
				b.WriteString("s")
			}
			b.WriteString(")")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "Start player: %s; worker token: %s\n", v.StartPlayer, v.WorkerHolder)
	b.WriteString("Players:")
	for i, p := range v.Players {
		fmt.Fprintf(&b, " %s %d (%s", p.Name, p.Score, MarkerText(s.Scores[i]))
		if p.Passed {
			b.WriteString(", passed")
		}
		if p.Gems >= 0 {
			fmt.Fprintf(&b, ", %s", plural(p.Gems, "gem", "gems"))
		}
		b.WriteString(");")
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "End: %s\n", v.End.Status)
	return b.String()
}
