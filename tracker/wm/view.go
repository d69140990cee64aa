package wm

import (
	"strings"
	"tablemate/kernel"
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
	// Screens is checked or open; absent for a game saved before the key.
	Screens string `json:"screens,omitempty"`
	// Levels is the monument: the tokens built on each level (the plan's
	// levels when it is given, else levels 1 to 5).
	Levels []LevelView `json:"levels"`
	// PlanTokens is the tokens that complete the monument, when the
	// construction plan is given.
	PlanTokens int `json:"plan_tokens,omitempty"`
}

// LevelView is one level of the monument: its number, the tokens built on
// it and, when the construction plan is given, the tokens it holds.
type LevelView struct {
	Level int `json:"level"`
	Built int `json:"built"`
	Plan  int `json:"plan,omitempty"`
}

// ScreenView is what is behind a player's screen as far as the table told
// it: tokens taken in the quarry, built, black tokens returned, held now,
// and the gems told at the last pass (-1 until told).
type ScreenView struct {
	Taken    int  `json:"taken"`
	Built    int  `json:"built"`
	Black    int  `json:"black_returned"`
	Holds    int  `json:"holds"`
	GemsKept int  `json:"gems_kept"`
	Counted  bool `json:"counted"` // false: a quarry turn did not tell its tokens
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
	Gems   int        `json:"gems"`
	Screen ScreenView `json:"screen"`
}

// QuarryView is the active quarry turn: its number in this round (1-based)
// and how many spaces the worker moves (W-QUARRY-2).
type QuarryView struct {
	Turn   int `json:"turn"`
	Spaces int `json:"spaces"`
	// Left is the tokens still in the quarry, when the material overview
	// is given and every turn told its count.
	Left *int `json:"left,omitempty"`
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
	v := View{Game: Kind, Monument: s.setup.Monument.String(), Round: s.round, Phase: s.phase.String(),
		Active: s.ActiveName(), Next: s.name(s.Next()), StartPlayer: s.name(s.startSeat), WorkerHolder: s.name(s.worker)}
	for i, sc := range s.scores {
		space, laps := Marker(sc)
		c := s.screens[i]
		v.Players = append(v.Players, PlayerView{Name: s.name(i), Seat: i + 1, Score: sc, Marker: space, Laps: laps,
			Passed: s.phase == PhaseConstruct && s.passed[i], Gems: s.gems[i],
			Screen: ScreenView{Taken: c.Taken, Built: c.Built, Black: c.Black, Holds: c.Holds(), GemsKept: c.Gems, Counted: !c.Uncounted}})
	}
	if s.phase == PhaseQuarry {
		v.Quarry = &QuarryView{Turn: s.quarryTurns + 1, Spaces: QuarrySpaces(s.quarryTurns + 1)}
		if left, known := s.QuarryLeft(); known {
			v.Quarry.Left = &left
		}
	}
	v.Screens = s.setup.Screens.String()
	v.Levels = s.levels()
	v.PlanTokens = s.setup.Plan.Tokens()
	v.End = EndView{Over: s.Over(), Reason: s.end.String(), GemsMissing: s.GemsMissing(), Status: s.EndStatusText()}
	_, v.End.Winners, _ = s.Results()
	return v
}

// levels is the monument level by level.
func (s *State) levels() []LevelView {
	plan := s.setup.Plan.Levels
	n := MaxLevels
	if len(plan) > 0 {
		n = len(plan)
	}
	out := make([]LevelView, n)
	for i := range out {
		out[i] = LevelView{Level: i + 1, Built: s.built[i]}
		if len(plan) > 0 {
			out[i].Plan = plan[i]
		}
	}
	return out
}

// EndStatusMessage says where the game stands with respect to its end.
func (s *State) EndStatusMessage() Phrase {
	switch {
	case s.Scored():
		results, _, _ := s.Results()
		return resultPhrase(results)
	case s.Over():
		return Phrase{Format: "Game over: enter the gems of %s (%s, 3 points each).", Args: []any{kernel.Names(s.GemsMissing()), enter(Gems{})}}
	case s.round == Rounds:
		return Phrase{Format: "Last round: the game ends when everyone has passed, or at once when the monument is complete."}
	}
	return Phrase{Format: "Round %d of %d: the game ends after round %d, or at once when the monument is complete.", Args: []any{s.round, Rounds, Rounds}}
}

// EndStatusText is EndStatusMessage in English.
func (s *State) EndStatusText() string { return s.EndStatusMessage().String() }

// Summary is the state as lines to show, as `tablemate script` prints it
// after the events; text is made where it is shown.
func (s *State) Summary() []kernel.Messager {
	v := s.View()
	var out []kernel.Messager
	add := func(format string, args ...any) { out = append(out, Phrase{Format: format, Args: args}) }
	switch s.end {
	case AfterRound3:
		add("World Monuments (%s), game over after round %d", s.setup.Monument, v.Round)
	case Completed:
		add("World Monuments (%s), game over: the monument was completed in round %d", s.setup.Monument, v.Round)
	default:
		add("World Monuments (%s), round %d of %d, %s phase", s.setup.Monument, v.Round, Rounds, s.phase)
	}
	if v.Active != "" {
		line := kernel.Concat{Phrase{Format: "Active: %s", Args: []any{v.Active}}}
		if v.Next != "" {
			line = append(line, Phrase{Format: ", next: %s", Args: []any{v.Next}})
		}
		if v.Quarry != nil {
			line = append(line, Phrase{Format: " (quarry turn %d: %s)", Args: []any{v.Quarry.Turn, countPhrase(v.Quarry.Spaces, "space", "spaces")}})
		}
		out = append(out, line)
	}
	add("Start player: %s; worker token: %s", v.StartPlayer, v.WorkerHolder)
	players := kernel.Concat{Phrase{Format: "Players:"}}
	for i, p := range v.Players {
		players = append(players, Phrase{Format: " %s %d (", Args: []any{p.Name, p.Score}}, MarkerPhrase(s.scores[i]))
		if p.Passed {
			players = append(players, Phrase{Format: ", passed"})
		}
		if p.Gems >= 0 {
			players = append(players, ", ", countPhrase(p.Gems, "gem", "gems"))
		}
		players = append(players, Phrase{Format: ");"})
	}
	out = append(out, players)
	out = append(out, s.monumentLine())
	if s.Checked() {
		out = append(out, s.screensLine())
	}
	out = append(out, Phrase{Format: "End: %s", Args: []any{s.EndStatusMessage()}})
	return out
}

// monumentLine is the tokens built level by level ("Monument: level 1 3 of
// 6, level 2 1 of 4; 4 of 12 tokens built").
func (s *State) monumentLine() kernel.Messager {
	var parts kernel.List
	for _, l := range s.levels() {
		if l.Plan > 0 {
			parts = append(parts, Phrase{Format: "level %d %d of %d", Args: []any{l.Level, l.Built, l.Plan}})
		} else if l.Built > 0 || l.Level == 1 {
			parts = append(parts, Phrase{Format: "level %d %d", Args: []any{l.Level, l.Built}})
		}
	}
	if total := s.setup.Plan.Tokens(); total > 0 {
		return Phrase{Format: "Monument: %s; %d of %d tokens built", Args: []any{parts, s.BuiltTotal(), total}}
	}
	return Phrase{Format: "Monument: %s", Args: []any{parts}}
}

// screensLine is what each screen holds ("Screens: Ana holds 3 (1 gem
// kept), Ben holds 0").
func (s *State) screensLine() kernel.Messager {
	var parts kernel.List
	for i, c := range s.screens {
		if c.Gems > 0 {
			parts = append(parts, Phrase{Format: "%s holds %d (%s kept)", Args: []any{s.name(i), c.Holds(), countPhrase(c.Gems, "gem", "gems")}})
		} else {
			parts = append(parts, Phrase{Format: "%s holds %d", Args: []any{s.name(i), c.Holds()}})
		}
	}
	return Phrase{Format: "Screens: %s", Args: []any{parts}}
}

// Text is the plain-text summary of the state in English.
func (s *State) Text() string {
	var b strings.Builder
	for _, line := range s.Summary() {
		b.WriteString(kernel.English(line))
		b.WriteString("\n")
	}
	return b.String()
}
