package dashboard

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/tracker/wm"
)

// The World Monuments screen: the same frame as Monumental's (header, end
// status, instructions and log, status line, help bar from the key table),
// with the round, the worker token and the track in place of the cards.

func wmDescribe(loc *i18n.Localizer, s wm.Setup) string {
	start := ""
	if s.Start >= 0 && s.Start < len(s.Players) {
		start = s.Players[s.Start]
	}
	return loc.Sprintf(msgWMDescribe, loc.T(s.Monument.Label()), strings.Join(s.Players, loc.T(", ")), start)
}

func (d *Dashboard) wmDescribe(s wm.Setup) string { return wmDescribe(d.loc, s) }

// wmPhaseLabel is wm.Phase.Label translated; with phase, "Quarry phase".
func (d *Dashboard) wmPhaseLabel(p wm.Phase, phase bool) string {
	switch {
	case p == wm.PhaseQuarry && phase:
		return d.t("Quarry phase")
	case p == wm.PhaseQuarry:
		return d.t("Quarry")
	case p == wm.PhaseConstruct && phase:
		return d.t("Construct phase")
	case p == wm.PhaseConstruct:
		return d.t("Construct")
	}
	return d.t("Game over")
}

// wmEndStatus is wm.State.EndStatusMessage in the dashboard's language.
func (d *Dashboard) wmEndStatus(s *wm.State) string { return d.loc.Message(s.EndStatusMessage()) }

func (d *Dashboard) marker(total int) string { return d.loc.Message(wm.MarkerPhrase(total)) }

func wmPlaying(d *Dashboard) bool { return d.wms() != nil && !d.wms().Over() }

func wmPhase(p wm.Phase) func(d *Dashboard) bool {
	return func(d *Dashboard) bool { return d.wms() != nil && d.wms().Phase() == p }
}

func wmAct(a wm.Action) func(d *Dashboard, ev *tcell.EventKey) {
	return func(d *Dashboard, _ *tcell.EventKey) { d.do(a) }
}

// wmBindings are World Monuments' rows of the key table.
func wmBindings() []binding {
	return []binding{
		{kind: worldMon, runes: "12345", label: "1-4", short: "tokens", desc: wmKeyTokensDesc, bar: true, prio: 70, game: true, visible: wmPhase(wm.PhaseQuarry),
			run: func(d *Dashboard, ev *tcell.EventKey) { d.do(wm.Quarry{Tokens: int(ev.Rune() - '0')}) }},
		{kind: worldMon, runes: "c", label: "c", short: "quarry", desc: wmKeyQuarryDesc, bar: true, prio: 70, game: true, visible: wmPhase(wm.PhaseQuarry),
			run: wmAct(wm.Quarry{})},
		{kind: worldMon, runes: "e", label: "e", short: "empty", desc: wmKeyEmptyDesc, bar: true, prio: 70, game: true, visible: wmPhase(wm.PhaseQuarry),
			run: func(d *Dashboard, _ *tcell.EventKey) { d.openQuarryDone() }},
		{kind: worldMon, runes: "12345", label: "1-5", short: "build", desc: wmKeyBuildDesc, bar: true, prio: 70, game: true,
			// Offered for the open levels only; a digit of a closed one
			// still gets the engine's reason.
			visible: func(d *Dashboard) bool { return len(d.wmOpenLevels()) > 0 },
			labelf:  func(d *Dashboard) string { return levelsLabel(d.wmOpenLevels()) },
			run:     func(d *Dashboard, ev *tcell.EventKey) { d.do(wm.Build{Level: int(ev.Rune() - '0')}) }},
		{kind: worldMon, runes: "p", label: "p", short: "pass", desc: wmKeyPassDesc, bar: true, prio: 70, game: true, visible: wmPhase(wm.PhaseConstruct),
			run: func(d *Dashboard, _ *tcell.EventKey) { d.openPass() }},
		{kind: worldMon, runes: "C", label: "C", short: "complete", desc: wmKeyCompleteDesc, bar: true, prio: 70, game: true,
			// With the construction plan given, the game knows the
			// monument's last token and ends itself: no C.
			visible: func(d *Dashboard) bool { return wmPlaying(d) && d.wms().LastBuilt() && !d.wms().Setup().Plan.Known() },
			run: func(d *Dashboard, _ *tcell.EventKey) {
				if d.wms().Setup().Plan.Known() {
					d.failf(msgCompleteByPlan)
					return
				}
				d.do(wm.Complete{})
			}},
		{kind: worldMon, runes: "g", label: "g", short: "gems", desc: wmKeyGemsDesc, bar: true, prio: 70, game: true,
			visible: func(d *Dashboard) bool { return d.wms() != nil && len(d.wms().GemsMissing()) > 0 },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.openGems() }},
		{kind: worldMon, runes: "s", label: "s", short: "final", desc: wmKeyFinalDesc, bar: true, prio: 70,
			visible: func(d *Dashboard) bool { return d.wms() != nil && d.wms().Scored() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.finishWM() }},
	}
}

// drawWMBoard draws a World Monuments game below the shared header and
// above the shared status line.
func (d *Dashboard) drawWMBoard(screen tcell.Screen, x, y, w, h, statusRows int) {
	s := d.wms()
	// The end status is never cut: on two rows when one is too narrow.
	top := y + 3
	for i, l := range wrap(d.tf("End: %s", d.wmEndStatus(s)), w-1) {
		if i == 2 {
			break
		}
		put(screen, x+1, y+1+i, w-1, l, d.pal.title())
		top = y + 3 + i
	}
	right := 30
	if w >= 110 {
		right = 38
	}
	left := w - right - 1
	bottom := y + h - 2 - statusRows
	row := d.drawWMNow(screen, s, x, top-1, left, bottom-top+1)
	rx := x + left + 1
	r := d.drawWMRound(screen, s, rx, top-1, right)
	rEnd := d.drawWMPlayers(screen, s, rx, r+1, right, bottom-r)
	// With no steps to show, the log takes the whole width below the
	// panels when a few rows are left there, so its lines are not cut
	// at the left column's width; else it stays in the left column.
	if len(d.pending) == 0 && bottom-max(row, rEnd) >= 4 {
		d.drawLowerLeft(screen, x, max(row, rEnd)+1, w, bottom-max(row, rEnd))
		return
	}
	d.drawLowerLeft(screen, x, row+1, left, bottom-row)
}

// drawWMNow says what the active player does now, in the engine's words,
// and returns the last row used.
func (d *Dashboard) drawWMNow(screen tcell.Screen, s *wm.State, x, y, w, h int) int {
	var text string
	switch {
	case s.Phase() == wm.PhaseQuarry:
		text = d.loc.Message(wm.Event{Kind: wm.EvQuarryTurn, Player: s.ActiveName(), Count: wm.QuarrySpaces(s.QuarryTurns() + 1)})
	case s.Phase() == wm.PhaseConstruct:
		text = d.loc.Message(wm.Event{Kind: wm.EvBuildTurn, Player: s.ActiveName()})
	default:
		text = d.wmEndStatus(s)
	}
	put(screen, x, y, w, " "+d.t(wmTitleNow), d.pal.title())
	row := y + 1
	for _, l := range wrap(text, w-2) {
		if row >= y+h-3 { // leave the log a few rows
			break
		}
		put(screen, x+1, row, w-1, l, d.pal.active())
		row++
	}
	return row
}

// drawWMRound is the round panel: start player, worker token, how far the
// worker moves and the monument's quarry note (W-QUARRY-1), as instructions.
func (d *Dashboard) drawWMRound(screen tcell.Screen, s *wm.State, x, y, w int) int {
	put(screen, x, y, w, clip(" "+d.tf(wmTitleRound, s.Round(), wm.Rounds, d.wmPhaseLabel(s.Phase(), false)), w), d.pal.title())
	row := y + 1
	line := func(text string, st tcell.Style) {
		for _, l := range wrap(text, w-2) {
			put(screen, x+1, row, w-1, l, st)
			row++
		}
	}
	names := s.Players()
	line(d.tf(wmStartPlayer, names[s.StartSeat()]), d.pal.plain())
	line(d.tf(wmWorkerToken, names[s.Worker()]), d.pal.plain())
	if s.Phase() == wm.PhaseQuarry {
		n := wm.QuarrySpaces(s.QuarryTurns() + 1)
		moves := wmWorkerMoves
		if n == 1 {
			moves = wmWorkerMoves1
		}
		line(d.tf(moves, s.QuarryTurns()+1, n), d.pal.active())
		if note := wm.QuarryException(s.Setup().Monument, s.Round()); note != "" {
			// The note is one of wm's messages: its own key.
			line(d.tf(wmQuarryNote, d.t(note)), d.pal.dim())
		}
	}
	return row
}

// drawWMPlayers lists the seats: the true total, where the marker stands on
// the 60-space track (W-TRACK-1), passed, gems.
func (d *Dashboard) drawWMPlayers(screen tcell.Screen, s *wm.State, x, y, w, h int) (lastRow int) {
	if h < 2 {
		return y - 1
	}
	put(screen, x, y, w, clip(" "+d.t("Players (seat order)"), w), d.pal.title())
	row, end := y+1, y+h
	next := s.Next()
	// Copies: taken once a frame, not once a seat.
	scores, passed, gems := s.Scores(), s.Passed(), s.Gems()
	for i, name := range s.Players() {
		if row >= end {
			return end - 1
		}
		mark, st := "  ", d.pal.plain()
		switch {
		case i == s.Active():
			mark, st = "▶ ", d.pal.active()
		case i == next:
			mark = "› "
		}
		pts := d.tf(wmPoints, scores[i])
		ptsW := i18n.Width(pts)
		nameW := w - 3 - ptsW
		put(screen, x, row, w, mark+clip(name, nameW), st)
		put(screen, x+w-1-ptsW, row, ptsW, pts, st)
		row++
		extra := []string{d.marker(scores[i])}
		if s.Phase() == wm.PhaseConstruct && passed[i] {
			extra = append(extra, d.t(wmPassed))
		}
		if gems[i] >= 0 {
			extra = append(extra, d.tf(wmGemsShown, gems[i]))
		}
		if row < end {
			put(screen, x+4, row, w-4, clip(strings.Join(extra, " · "), w-4), d.pal.dim())
			row++
		}
	}
	return row - 1
}

// wmHeader is the header's left and right parts for a World Monuments game.
func (d *Dashboard) wmHeader(w int) (left, who string) {
	s := d.wms()
	// The monument as the events name it (translated), so the header and
	// the quarry notes agree.
	monument := d.t(s.Setup().Monument.Label())
	left = " " + d.tf(wmHeaderRound, monument, s.Round(), wm.Rounds, d.wmPhaseLabel(s.Phase(), !s.Over()))
	if s.Over() {
		// The right side says the game is over and what to press: the
		// round and phase would push it off an 80-column header.
		left = " " + monument
	}
	if w >= 100 {
		left = " World Monuments ·" + left
	}
	switch {
	case d.scored:
		who = d.t("Scored and saved") + " "
	case s.Scored():
		// Every gem is in (after an undo and redo of the last): no more g.
		who = d.t(wmWhoAllGems) + " "
	case s.Over():
		who = d.t(wmWhoOver) + " "
	default:
		who = d.tf("%s's turn", s.ActiveName())
		switch n := s.Next(); {
		case n == s.Active():
			who += " ▸ " + d.t("then again")
		case n >= 0:
			who += " ▸ " + d.tf("next: %s", s.Players()[n])
		}
		who += " "
		// The names stay whole: the round and the phase give way first.
		for _, short := range []string{" " + monument + " · " + d.tf("Round %d", s.Round()), " " + monument} {
			if i18n.Width(left)+i18n.Width(who)+2 <= w {
				break
			}
			left = short
		}
	}
	return left, who
}

// promptField opens a one-field dialog: Enter submits the text, Esc
// cancels, and an error keeps the dialog open with the reason under the
// field. It is a lone field rather than a form, so that a refused entry
// keeps the focus where the typing is.
func (d *Dashboard) promptField(name, title, label, help, initial string, width int, submit func(text string) error) *tview.InputField {
	field := tview.NewInputField().SetLabel(label + " ").SetText(initial).SetFieldWidth(12)
	d.styleField(field)
	if !d.pal.noColor {
		field.SetLabelColor(tcell.ColorYellow)
	}
	errs := d.errorLine()
	errs.SetText(help)
	// The box is as tall as its text: the help, and a refusal under it.
	height := func(text string) int { return len(wrap(text, width-4)) + 5 }
	field.SetDoneFunc(func(k tcell.Key) {
		switch k {
		case tcell.KeyEnter:
			if err := submit(strings.TrimSpace(field.GetText())); err != nil {
				text := strings.TrimSpace(help + "\n" + d.loc.Error(err))
				errs.SetText(text)
				d.resizeDialog(max(height(help)+2, height(text)))
				return
			}
			d.closeDialog()
		case tcell.KeyEscape:
			d.closeDialog()
		}
	})
	box := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false).
		AddItem(field, 1, 0, true).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false).
		AddItem(errs, 0, 1, false)
	box.SetBorder(true).SetTitle(" " + title + " ")
	d.styleBox(box.Box)
	// Two rows under the help for a refusal of one or two lines; a longer
	// one makes the box taller.
	d.showDialog(name, box, field, width, height(help)+2)
	return field
}

// applied turns a refused action into the prompt's error (its text is
// the status line's, translated already).
func (d *Dashboard) applied(ok bool) error {
	if !ok {
		return errors.New(d.status)
	}
	return nil
}

// openPass asks how many construction tokens the passing player leaves
// (and, optionally, the gems kept).
func (d *Dashboard) openPass() {
	s := d.wms()
	// Prefilled with what the screen holds, when the quarry turns told it.
	initial := ""
	if screens, a := s.Screens(), s.Active(); s.Checked() && a >= 0 && a < len(screens) && !screens[a].Uncounted {
		c := screens[a]
		initial = strconv.Itoa(max(c.Free(), 0))
		if c.Gems > 0 {
			// Gems kept at an earlier pass stay behind the screen.
			initial += " " + strconv.Itoa(c.Gems)
		}
	}
	d.promptField("pass", d.tf(promptPassTitle, s.ActiveName()), d.t(promptPassLabel), d.t(promptPassHelp), initial, 66,
		func(text string) error {
			a, err := wm.ParseAction("pass " + text)
			if err != nil {
				return err
			}
			return d.applied(d.do(a))
		})
}

// openQuarryDone asks who holds the black token.
func (d *Dashboard) openQuarryDone() {
	s := d.wms()
	names := s.Players()
	seats := seatList(names)
	d.promptField("quarry_done", d.t(promptEmptyTitle), d.t(promptEmptyLabel), d.tf(promptEmptyHelp, seats), "", 66,
		func(text string) error {
			name, err := d.playerOf(names, text)
			if err != nil {
				return err
			}
			return d.applied(d.do(wm.QuarryDone{Player: name}))
		})
}

// seatList is "1 Ana, 2 Ben".
func seatList(names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = strconv.Itoa(i+1) + " " + n
	}
	return strings.Join(parts, ", ")
}

// playerOf reads a player's name (any case) or seat number.
func (d *Dashboard) playerOf(names []string, text string) (string, error) {
	if n, err := strconv.Atoi(text); err == nil && n >= 1 && n <= len(names) {
		return names[n-1], nil
	}
	for _, p := range names {
		if strings.EqualFold(p, text) {
			return p, nil
		}
	}
	return "", errors.New(d.tf(errNotPlayer, text, seatList(names)))
}

// openGems asks the gems of everyone who has not shown them; each count is
// one gems action, recorded before it is shown. Once all are in, the game
// is scored and saved.
func (d *Dashboard) openGems() {
	s := d.wms()
	if !s.Over() {
		// An empty form during play would take the next keys.
		d.failf(msgGemsAtEnd)
		return
	}
	missing := s.GemsMissing()
	if len(missing) == 0 {
		d.failf(msgGemsAllIn)
		return
	}
	form := tview.NewForm().SetItemPadding(0)
	names := s.Players()
	for _, name := range missing {
		// Prefilled when the screens tell the count exactly.
		initial := ""
		for seat, p := range names {
			if lo, hi, known := s.ExpectedGems(seat); p == name && known && lo == hi {
				initial = strconv.Itoa(lo)
			}
		}
		form.AddInputField(clip(name, 24), initial, 4, tview.InputFieldInteger, nil)
	}
	errs := d.errorLine()
	errs.SetText(d.t(promptGemsHelp))
	submit := func() {
		for i, name := range missing {
			text := strings.TrimSpace(form.GetFormItem(i).(*tview.InputField).GetText())
			if text == "" {
				continue // entered later: the game waits for it
			}
			n, err := strconv.Atoi(text)
			if err != nil {
				errs.SetText(d.tf(errNotNumber, text))
				return
			}
			if !d.do(wm.Gems{Player: name, Count: n}) {
				errs.SetText(d.t(promptGemsHelp) + "\n" + d.status)
				return
			}
		}
		d.closeDialog()
		if d.wms().Scored() {
			d.finishWM()
		}
	}
	form.AddButton(d.t("OK"), submit)
	form.AddButton(d.t("Cancel"), d.closeDialog)
	form.SetCancelFunc(d.closeDialog)
	d.showDialog("gems", d.framed(d.t(promptGemsTitle), form, errs, 3), form, 60, len(missing)+10)
}

// finishWM records the final score once every gem is in and shows the
// final table; afterwards it shows the table again.
func (d *Dashboard) finishWM() {
	s := d.wms()
	if !s.Scored() {
		d.say("%s", d.wmEndStatus(s))
		return
	}
	if !d.scored {
		if err := d.finish(); err != nil {
			d.failf("not saved, try again with s: %v", err)
			return
		}
		d.say(wmFinishedSaved, d.wmEndStatus(s))
	}
	d.showResultText(d.wmResultText(s, 74))
}

// wmResultText is the final table (best first, ties share a rank), how the
// game ended, and the shared bar chart.
func (d *Dashboard) wmResultText(s *wm.State, width int) string {
	results, _, _ := s.Results()
	sort.SliceStable(results, func(i, j int) bool { return results[i].Rank < results[j].Rank })
	var b strings.Builder
	// The gems column keeps a space before its head ("Gemmes" is 6 cells).
	gems := max(6, i18n.Width(d.t("Gems"))+1)
	b.WriteString(i18n.PadRight("#", 3) + i18n.PadRight(d.t("Player"), 16) + i18n.PadLeft(d.t("Points"), 7) +
		i18n.PadLeft(d.t("Gems"), gems) + "  " + d.t("Marker") + "\n")
	names := make([]string, len(results))
	totals := make([]int, len(results))
	for i, r := range results {
		name := clip(r.Name, 15)
		if r.Win {
			name = clip(r.Name, 13) + " ♛"
		}
		b.WriteString(i18n.PadRight(strconv.Itoa(r.Rank), 3) + i18n.PadRight(name, 16) + i18n.PadLeft(strconv.Itoa(r.Score), 7) +
			i18n.PadLeft(strconv.Itoa(r.Gems), gems) + "  " + d.marker(r.Score) + "\n")
		names[i], totals[i] = r.Name, r.Score
	}
	b.WriteString("\n")
	if s.End() == wm.Completed {
		b.WriteString(d.tf(wmEndComplete, s.Round()) + "\n")
	} else {
		b.WriteString(d.t(wmEndRound3) + "\n")
	}
	b.WriteString(d.wmEndStatus(s) + "\n\n")
	b.WriteString(barChart(names, totals, width))
	return b.String()
}
