package dashboard

import (
	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
	"tablemate/tracker/wm"
)

// The World Monuments screen: the same frame as Monumental's (header, end
// status, instructions and log, status line, help bar from the key table),
// with the round, the worker token and the track in place of the cards.

// wmPhaseLabel is wm.Phase.Label translated; with phase, "Quarry phase".
func (u ui) wmPhaseLabel(p wm.Phase, phase bool) string {
	switch {
	case p == wm.PhaseQuarry && phase:
		return u.t("Quarry phase")
	case p == wm.PhaseQuarry:
		return u.t("Quarry")
	case p == wm.PhaseConstruct && phase:
		return u.t("Construct phase")
	case p == wm.PhaseConstruct:
		return u.t("Construct")
	}
	return u.t("Game over")
}

// wmEndStatus is wm.State.EndStatusMessage in the dashboard's language.
func (u ui) wmEndStatus(s *wm.State) string { return u.loc.Message(s.EndStatusMessage()) }

func (u ui) marker(total int) string { return u.loc.Message(wm.MarkerPhrase(total)) }

// drawWMBoard draws a World Monuments game below the shared header and
// above the shared status line.
func (b *boardView) drawWMBoard(screen tcell.Screen, x, y, w, h, statusRows int) {
	s := b.wms()
	// The end status is never cut: on two rows when one is too narrow.
	top := y + 3
	for i, l := range b.endLines(b.wmEndStatus(s), w) {
		put(screen, x+1, y+1+i, w-1, l, b.pal.title())
		top = y + 3 + i
	}
	right := 30
	if w >= 110 {
		right = 38
	}
	left := w - right - 1
	bottom := y + h - 2 - statusRows
	row := b.drawWMNow(screen, s, x, top-1, left, bottom-top+1)
	row = b.drawWMMonument(screen, s, x, row+1, left, bottom)
	rx := x + left + 1
	r := b.drawWMRound(screen, s, rx, top-1, right)
	rEnd := b.drawWMPlayers(screen, s, rx, r+1, right, bottom-r)
	// With no steps to show, the log takes the whole width below the
	// panels when a few rows are left there, so its lines are not cut
	// at the left column's width; else it stays in the left column.
	if !b.ctl.HasSteps() && bottom-max(row, rEnd) >= 4 {
		b.drawLowerLeft(screen, x, max(row, rEnd)+1, w, bottom-max(row, rEnd))
		return
	}
	b.drawLowerLeft(screen, x, row+1, left, bottom-row)
}

// drawWMNow says what the active player does now, in the engine's words,
// and returns the last row used.
func (b *boardView) drawWMNow(screen tcell.Screen, s *wm.State, x, y, w, h int) int {
	var text string
	switch {
	case b.wmQuarryEmpty():
		// The last token is taken: no quarry turn follows.
		text = b.t(wmNowQuarryEmpty)
	case s.Phase() == wm.PhaseQuarry:
		text = b.loc.Message(wm.Event{Kind: wm.EvQuarryTurn, Player: s.ActiveName(), Count: wm.QuarrySpaces(s.QuarryTurns() + 1)})
	case s.Phase() == wm.PhaseConstruct:
		text = b.loc.Message(wm.Event{Kind: wm.EvBuildTurn, Player: s.ActiveName()})
	default:
		text = b.wmEndStatus(s)
	}
	put(screen, x, y, w, " "+b.t(wmTitleNow), b.pal.title())
	row := y + 1
	for _, l := range wrap(text, w-2) {
		if row >= y+h-3 { // leave the log a few rows
			break
		}
		put(screen, x+1, row, w-1, l, b.pal.active())
		row++
	}
	return row
}

// drawWMMonument is the monument as built, level by level (of the plan's
// tokens when the construction plan is given), from row y down to bottom
// at most; it returns the last row used.
func (b *boardView) drawWMMonument(screen tcell.Screen, s *wm.State, x, y, w, bottom int) int {
	built, plan := s.Built(), s.Plan()
	var levels []string
	for i := range wm.MaxLevels {
		switch {
		case i < len(plan.Levels):
			levels = append(levels, b.tf(wmLevelOf, i+1, built[i], plan.Levels[i]))
		case len(plan.Levels) == 0 && (built[i] > 0 || i == 0):
			levels = append(levels, b.tf(wmLevel, i+1, built[i]))
		}
	}
	title := " " + b.t("Monument")
	if total := plan.Tokens(); total > 0 {
		title = " " + b.tf(wmMonumentOf, s.BuiltTotal(), total)
	}
	if y+1 > bottom-3 { // the log keeps its rows
		return y - 1
	}
	put(screen, x, y, w, clip(title, w), b.pal.title())
	row := y + 1
	// A level is never cut across two lines.
	var lines []string
	for _, l := range levels {
		switch last := len(lines) - 1; {
		case last >= 0 && i18n.Width(lines[last]+" · "+l) <= w-2:
			lines[last] += " · " + l
		default:
			lines = append(lines, l)
		}
	}
	for _, l := range lines {
		if row > bottom-3 {
			break
		}
		put(screen, x+1, row, w-1, clip(l, w-1), b.pal.plain())
		row++
	}
	return row - 1
}

// drawWMRound is the round panel: start player, worker token, how far the
// worker moves and the monument's quarry note (W-QUARRY-1), as instructions.
func (b *boardView) drawWMRound(screen tcell.Screen, s *wm.State, x, y, w int) int {
	put(screen, x, y, w, clip(" "+b.tf(wmTitleRound, s.Round(), wm.Rounds, b.wmPhaseLabel(s.Phase(), false)), w), b.pal.title())
	row := y + 1
	line := func(text string, st tcell.Style) {
		for _, l := range wrap(text, w-2) {
			put(screen, x+1, row, w-1, l, st)
			row++
		}
	}
	names := s.Players()
	line(b.tf(wmStartPlayer, names[s.StartSeat()]), b.pal.plain())
	line(b.tf(wmWorkerToken, names[s.Worker()]), b.pal.plain())
	if s.Phase() == wm.PhaseQuarry {
		n := wm.QuarrySpaces(s.QuarryTurns() + 1)
		moves := wmWorkerMoves
		if n == 1 {
			moves = wmWorkerMoves1
		}
		if left, known := s.QuarryLeft(); known {
			// The material overview tells what the quarry still holds.
			line(b.tf(wmQuarryLeft, left, s.Plan().Rounds[s.Round()-1]), b.pal.plain())
		}
		if !b.wmQuarryEmpty() {
			line(b.tf(moves, s.QuarryTurns()+1, n), b.pal.active())
		}
		if note := wm.QuarryException(s.Setup().Monument, s.Round()); note != "" {
			// The note is one of wm's messages: its own key.
			line(b.tf(wmQuarryNote, b.t(note)), b.pal.dim())
		}
	}
	return row
}

// drawWMPlayers lists the seats: the true total, where the marker stands on
// the 60-space track (W-TRACK-1), passed, gems.
func (b *boardView) drawWMPlayers(screen tcell.Screen, s *wm.State, x, y, w, h int) (lastRow int) {
	if h < 2 {
		return y - 1
	}
	put(screen, x, y, w, clip(" "+b.t("Players (seat order)"), w), b.pal.title())
	row, end := y+1, y+h
	next := s.Next()
	// Copies: taken once a frame, not once a seat.
	scores, passed, gems, screens := s.Scores(), s.Passed(), s.Gems(), s.Screens()
	for i, name := range s.Players() {
		if row >= end {
			return end - 1
		}
		mark, st := "  ", b.pal.plain()
		switch {
		case i == s.Active():
			mark, st = "▶ ", b.pal.active()
		case i == next:
			mark = "› "
		}
		pts := b.tf(wmPoints, scores[i])
		ptsW := i18n.Width(pts)
		var extra []string
		if nameW := w - 4 - ptsW; i18n.Width(name) <= nameW {
			put(screen, x, row, w, mark+name, st)
			put(screen, x+w-1-ptsW, row, ptsW, pts, st)
		} else {
			// A long name keeps its row whole; the points go under it.
			put(screen, x, row, w, mark+clip(name, w-2), st)
			extra = append(extra, pts)
		}
		row++
		if _, laps := wm.Marker(scores[i]); laps > 0 {
			// Past 60 the marker stands elsewhere than the points say;
			// before, it stands on the points, said once.
			extra = append(extra, b.marker(scores[i]))
		}
		if s.Checked() && !s.Over() {
			// What the screen holds, as the table told it: its tokens and
			// the gems kept at a pass.
			c := screens[i]
			if c.Gems > 0 {
				extra = append(extra, b.tf(wmHoldsGems, c.Holds(), c.Gems))
			} else {
				extra = append(extra, b.tf(wmHolds, c.Holds()))
			}
		}
		if s.Phase() == wm.PhaseConstruct && passed[i] {
			extra = append(extra, b.t(wmPassed))
		}
		if gems[i] >= 0 {
			shown := wmGemsShown
			if gems[i] == 1 {
				shown = wmGemShown // "1 gem", not "1 gems"
			}
			extra = append(extra, b.tf(shown, gems[i]))
		}
		// The notes on as many rows as they take, none cut in two.
		for _, l := range packed(extra, w-4) {
			if row >= end {
				break
			}
			put(screen, x+4, row, w-4, clip(l, w-4), b.pal.dim())
			row++
		}
	}
	return row - 1
}

// packed lays notes on rows of width cells, joined by " · ", a note never
// split between two rows unless it is longer than one (then wrapped).
func packed(notes []string, width int) []string {
	var rows []string
	line := ""
	for _, n := range notes {
		switch {
		case line == "":
			line = n
		case cells(line)+3+cells(n) <= width:
			line += " · " + n
		default:
			rows = append(rows, line)
			line = n
		}
		if cells(line) > width {
			parts := wrap(line, width)
			rows = append(rows, parts[:len(parts)-1]...)
			line = parts[len(parts)-1]
		}
	}
	if line != "" {
		rows = append(rows, line)
	}
	return rows
}

// wmHeader is the header's left forms and whose turn it is for a World
// Monuments game.
func (b *boardView) wmHeader(w int) header {
	s := b.wms()
	// The monument as the events name it (translated), so the header and
	// the quarry notes agree.
	monument := b.t(s.Setup().Monument.Label())
	game := ""
	if w >= 100 {
		game = "World Monuments"
	}
	var h header
	if !s.Over() {
		h.lefts, h.plain = headerLefts([]string{game}, b.tf(wmHeaderRound, monument, s.Round(), wm.Rounds, b.wmPhaseLabel(s.Phase(), true)))
		h.lefts = append(h.lefts, " "+b.tf(wmTitleRound, s.Round(), wm.Rounds, b.wmPhaseLabel(s.Phase(), true)),
			" "+b.tf(wmTitleRound, s.Round(), wm.Rounds, b.wmPhaseLabel(s.Phase(), false)))
	} else {
		// The right side says the game is over and what to press: the
		// round and phase would push it off an 80-column header.
		h.lefts, h.plain = headerLefts([]string{game}, monument)
	}
	switch {
	case b.ctl.Scored():
		h.who = func(bool) who { return who{b.t("Scored and saved")} }
	case s.Scored():
		// Every gem is in (after an undo and redo of the last): no more g.
		h.who = func(bool) who { return who{b.t(wmWhoAllGems)} }
	case s.Over():
		h.who = func(bool) who { return who{b.t(wmWhoOver)} }
	case b.wmQuarryEmpty():
		// No quarry turn follows the last token: the table names the
		// black token's holder, who starts the Construct phase.
		h.who = func(bool) who { return who{b.t(wmWhoQuarryEmpty)} }
	default:
		h.who = func(short bool) who {
			active := s.ActiveName()
			turn := b.tf("%s's turn", active)
			switch n := s.Next(); {
			case n == s.Active():
				return whoText(turn, active, b.t("then again"), "", short)
			case n >= 0:
				next := s.Players()[n]
				return whoText(turn, active, b.tf("next: %s", next), next, short)
			}
			return whoText(turn, active, "", "", short)
		}
	}
	return h
}
