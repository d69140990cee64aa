package tracker

import (
	"fmt"

	"tablemate/kernel"
)

// Message is the phase's name, a translation key ("city").
func (p Phase) Message() (string, []any) { return p.String(), nil }

// Heading is the phase as a screen's header names it ("City phase").
func (p Phase) Heading() kernel.Phrase {
	switch p {
	case PhaseCity:
		return kernel.Phrase{Format: "City phase"}
	case PhaseActions:
		return kernel.Phrase{Format: "Actions phase"}
	case PhaseOver:
		return kernel.Phrase{Format: "Over phase"}
	}
	return kernel.Phrase{Format: "Turn phase"}
}

func phrase(format string, args ...any) kernel.Phrase {
	return kernel.Phrase{Format: format, Args: args}
}

// Summary is the state as lines to show, in the order `tablemate script`
// prints them after the events. Each line is typed (a format and its
// arguments, or pieces): text is made where it is shown.
func (s *State) Summary() []kernel.Messager {
	v := s.View()
	var out []kernel.Messager
	add := func(m kernel.Messager) { out = append(out, m) }
	switch {
	case v.End.Over:
		add(phrase("Round %d, the game is over", v.Round))
	case s.setup.Mode == Continuous:
		add(phrase("Round %d, %s phase, turn %d", v.Round, s.phase, v.Turn))
	default: // the standard game has no phases to name
		add(phrase("Round %d, turn %d", v.Round, v.Turn))
	}
	if v.Active != "" {
		if v.Next != "" {
			add(phrase("Active: %s, next: %s (start player %s)", s.named(v.Active), s.named(v.Next), s.named(v.StartPlayer)))
		} else {
			add(phrase("Active: %s (start player %s)", s.named(v.Active), s.named(v.StartPlayer)))
		}
	}
	display := kernel.Concat{phrase("Display:")}
	for i, sl := range s.display {
		slot := i + 1
		if slot > 1 && v.Display[slot-2].Row != v.Display[slot-1].Row {
			display = append(display, " |")
		}
		switch id := sl.Card.Identity; {
		case !sl.Filled:
			display = append(display, fmt.Sprintf(" %d:--", slot))
		case id.Known():
			display = append(display, fmt.Sprintf(" %d:%s(", slot, sl.Card.Era), id.Type, fmt.Sprintf(" %d)", id.Cost))
		default:
			display = append(display, fmt.Sprintf(" %d:%s", slot, sl.Card.Era))
		}
	}
	add(display)
	eras := ""
	for i, era := range s.setup.Eras() {
		if i > 0 {
			eras += ", "
		}
		eras += fmt.Sprintf("%s %d", era, v.Deck.ByEra[era.String()])
	}
	if s.setup.Mode == Continuous {
		add(phrase("Deck: %d cards (%s) + %d separation; %d to the last round", v.Deck.Cards, eras, v.Deck.Separations, v.Deck.ToEnd))
	} else {
		add(phrase("Deck: %d cards (%s) + %d separation; %d to the end trigger", v.Deck.Cards, eras, v.Deck.Separations, v.Deck.ToEnd))
	}
	add(phrase("Discard pile: %d", v.Discard))
	format, args := s.EndStatusMessage()
	add(phrase("End: %s", kernel.Phrase{Format: format, Args: args}))
	players := kernel.Concat{phrase("Players:")}
	for _, p := range v.Players {
		if p.Passed {
			players = append(players, " ", phrase("%s %d taken (passed)", s.named(p.Name), p.Taken), phrase(";"))
		} else {
			players = append(players, " ", phrase("%s %d taken", s.named(p.Name), p.Taken), phrase(";"))
		}
	}
	add(players)
	if err := s.Unscorable(); err != nil {
		add(phrase("Not scored: every tally is in, but %s", err))
	}
	if len(v.TalliesMissing) > 0 {
		add(phrase("Tallies to enter: %s", kernel.Concat{joinPlain(v.TalliesMissing)}))
	}
	if v.Score != nil {
		score := kernel.Concat{phrase("Final score:")}
		for _, p := range v.Score.Players {
			score = append(score, " ", phrase("%s %d (rank %d)", s.named(p.Name), p.Total, p.Rank), phrase(";"))
		}
		add(score)
		if res, ok, err := s.Score(); ok && err == nil {
			for _, e := range res.Explanation {
				add(kernel.Concat{"  ", e})
			}
		}
	}
	return out
}

// joinPlain joins names with ", " as the text form does (not a sentence).
func joinPlain(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}
